import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { selectToasts } from '../../state/shell/selectors';
import { toastDismissed } from '../../state/shell/shellSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** The toast queue: one at a time, each for its own duration (the profile-failure toast: 4000 ms, top right). */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const toast = toasts[0];
  if (!toast) return null;
  const message: MessageDescriptor = { id: toast.messageId };
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={toast.durationMs}
      anchorOrigin={toast.anchor}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') dispatch(toastDismissed(toast.id));
      }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role="alert"
        onClose={() => dispatch(toastDismissed(toast.id))}
      >
        {intl.formatMessage(message)}
      </Alert>
    </Snackbar>
  );
}
