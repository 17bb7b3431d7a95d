import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { LoadProblem } from '../../../../components/LoadProblem';
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
    <LoadProblem message={message} busy={retrying} onRetry={onRetry} retry={appointmentsMessages.retry} />
  );
}
