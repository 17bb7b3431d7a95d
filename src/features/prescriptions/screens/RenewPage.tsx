import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { LoadProblem } from '../../../components/LoadProblem';
import { OfflineBanner } from '../../../components/offline/OfflineBanner';
import { Page } from '../../../components/Page';
import { useGetPrescriptionQuery } from '../api';
import { CurrentPrescription } from '../components/CurrentPrescription';
import { DataSharing } from '../components/DataSharing';
import { RenewalForm } from '../components/RenewalForm';
import { prescriptionsMessages as messages } from '../messages';

/** The call the page shows (the offline banner's 'shown as of'). */
const PRESCRIPTION_PATHS = ['/user/prescription'];

/**
 * Prescription renewal (a session-only page: the route table's guard sends a visitor to log in first): the
 * prescription on file, photos for a renewal unless one is under review, and who may see the patient's data.
 */
export default function RenewPage() {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useGetPrescriptionQuery();
  let content;
  if (isLoading) {
    content = <Skeleton variant="rounded" height={160} aria-label={intl.formatMessage(messages.loading)} />;
  } else if (isError || !data) {
    content = (
      <LoadProblem
        message={messages.loadFailed}
        retry={messages.retry}
        busy={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const { prescription } = data;
    content = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <CurrentPrescription prescription={prescription} />
        {prescription.status !== 'pending' && <RenewalForm />}
        <DataSharing prescription={prescription} />
      </Box>
    );
  }
  return (
    <Page title={messages.renewTitle}>
      <OfflineBanner paths={PRESCRIPTION_PATHS} fetchedAt={fulfilledTimeStamp} />
      {content}
    </Page>
  );
}
