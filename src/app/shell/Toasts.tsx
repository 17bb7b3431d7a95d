import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { selectToasts } from '../../state/shell/selectors';
import { toastDismissed } from '../../state/shell/shellSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HEADER_HEIGHT } from './layout';

/** A toast at the top sits below the header, so the login and language controls stay usable under it. */
const belowHeader = (theme: Theme) => ({
  top: HEADER_HEIGHT + 8,
  [theme.breakpoints.up('sm')]: { top: HEADER_HEIGHT + 16 },
});

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
      sx={toast.anchor.vertical === 'top' ? belowHeader : undefined}
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
