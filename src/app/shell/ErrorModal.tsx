import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { appMessages } from '../../components/messages';
import { stripLocalePrefix } from '../../config/routes';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { selectErrorModal } from '../../state/shell/selectors';
import { errorModalClosed } from '../../state/shell/shellSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useNavigate, useLocation } from 'react-router-dom';

/** The shared error modal (spec §2): a message and one button — close, or home (reload when already home). */
export function ErrorModal() {
  const modal = useAppSelector(selectErrorModal);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const intl = useIntl();
  if (!modal) return null;

  const close = () => dispatch(errorModalClosed());
  const goHome = () => {
    dispatch(errorModalClosed());
    if (stripLocalePrefix(pathname) === '/') window.location.reload();
    else navigate(localized('/'));
  };
  const descriptor: MessageDescriptor = modal.messageId ? { id: modal.messageId } : appMessages.genericError;
  const message = modal.messageId || !modal.text ? intl.formatMessage(descriptor) : modal.text;

  return (
    <Dialog
      open
      onClose={modal.closable ? close : undefined}
      aria-describedby="error-modal-message"
      role="alertdialog"
    >
      <DialogContent>
        <DialogContentText id="error-modal-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={modal.closable ? close : goHome} variant="contained">
          <FormattedMessage {...(modal.closable ? appMessages.close : appMessages.errorButton)} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
