import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { appointmentsMessages } from '../../messages';

/** A list loading: busy placeholders announced by their label. */
export function ListLoading({ label, rows = 2 }: { label: MessageDescriptor; rows?: number }) {
  const intl = useIntl();
  return (
    <Box role="status" aria-busy="true" aria-label={intl.formatMessage(label)}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={96} sx={{ mb: 1.5 }} />
      ))}
    </Box>
  );
}

/** A list that failed to load: what failed, and 'Try again'. */
export function ListFailed({
  message,
  retrying,
  onRetry,
}: {
  message: MessageDescriptor;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          <FormattedMessage {...appointmentsMessages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...message} />
    </Alert>
  );
}
