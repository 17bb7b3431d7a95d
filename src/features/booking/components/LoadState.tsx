import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { LoadProblem } from '../../../components/LoadProblem';
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
  return (
    <LoadProblem
      message={bookingMessages.loadFailed}
      retry={bookingMessages.retry}
      onRetry={onRetry}
      busy={busy}
    />
  );
}
