import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { financeMessages } from '../messages';

/** A failed read: what failed, in the patient's words, and 'Try again'. */
export function LoadProblem({
  message,
  onRetry,
  busy = false,
}: {
  message: MessageDescriptor;
  onRetry(): void;
  busy?: boolean;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={onRetry}>
          <FormattedMessage {...financeMessages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...message} />
    </Alert>
  );
}
