import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { paymentMessages } from '../messages';

export function Loading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Typography role="status">
        <FormattedMessage {...paymentMessages.loading} />
      </Typography>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ maxWidth: 640 }}
      action={
        <Button color="inherit" onClick={onRetry}>
          <FormattedMessage {...paymentMessages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...paymentMessages.loadFailed} />
    </Alert>
  );
}

export function OrderNotFound() {
  const localized = useLocalizedPath();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640, justifyItems: 'start' }}>
      <Alert severity="warning" role="alert">
        <FormattedMessage {...paymentMessages.notFound} />
      </Alert>
      <Button component={RouterLink} to={localized('/doctor_pre_order')} variant="contained">
        <FormattedMessage {...paymentMessages.bookConsultation} />
      </Button>
    </Box>
  );
}
