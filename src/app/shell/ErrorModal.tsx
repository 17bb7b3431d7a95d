import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { appMessages } from '../../components/messages';
import { selectErrorModal } from '../../state/shell/selectors';
import { errorModalClosed } from '../../state/shell/shellSlice';
import { errorModalLeftForHome } from '../../state/shell/thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { errorModalMessages } from './messages';

/** The shared error modal (spec §2): a title, a message and one button — close, or home (reload when home). */
export function ErrorModal() {
  const modal = useAppSelector(selectErrorModal);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const intl = useIntl();
  if (!modal) return null;

  const close = () => dispatch(errorModalClosed());
  const goHome = () => void dispatch(errorModalLeftForHome({ pathname }));
  const descriptor: MessageDescriptor = modal.messageId ? { id: modal.messageId } : appMessages.genericError;
  const message = modal.messageId || !modal.text ? intl.formatMessage(descriptor) : modal.text;

  return (
    <Dialog
      open
      onClose={modal.closable ? close : undefined}
      aria-labelledby="error-modal-title"
      aria-describedby="error-modal-message"
      role="alertdialog"
    >
      <DialogTitle id="error-modal-title">
        <FormattedMessage {...errorModalMessages.title} />
      </DialogTitle>
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
