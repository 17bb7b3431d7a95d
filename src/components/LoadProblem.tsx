import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { appMessages } from './messages';

export interface LoadProblemProps {
  /** What could not be read, in the patient's words. */
  message: MessageDescriptor;
  onRetry(): void;
  /** A retry on its way: the button waits for it. */
  busy?: boolean;
  /** The button's text, when a page's catalog has its own 'Try again'. */
  retry?: MessageDescriptor;
}

/** A failed read: what failed, in the patient's words, and 'Try again'. */
export function LoadProblem({ message, onRetry, busy = false, retry = appMessages.retry }: LoadProblemProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={onRetry}>
          <FormattedMessage {...retry} />
        </Button>
      }
    >
      <FormattedMessage {...message} />
    </Alert>
  );
}
