import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { bookingMessages } from '../messages';

/** A step's data is on its way. */
export function Loading({ rows = 3 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <Box role="status" aria-label={intl.formatMessage(bookingMessages.loading)}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={72} sx={{ mb: 1.5 }} />
      ))}
    </Box>
  );
}

/** A step's data could not be loaded: say so, offer to try again. */
export function LoadFailed({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={onRetry}>
          {intl.formatMessage(bookingMessages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(bookingMessages.loadFailed)}
    </Alert>
  );
}
