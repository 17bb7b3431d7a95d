import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  useGetPrescriptionQuery,
  useSharePrescriptionWithMeetingMutation,
} from '../../../../api/shared/prescriptions';
import { useLocalizedPath } from '../../../../components/useLocalizedPath';
import type { AppointmentDetails } from '../../api';
import { detailMessages, shareButton } from '../../detailMessages';
import { appointmentsMessages } from '../../messages';

/** Share my prescription with this visit (`sharePrescriptionWithMeeting`): only the doctor of this visit sees it. */
export function SharePrescription({ details }: { details: AppointmentDetails }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const prescription = useGetPrescriptionQuery(undefined, { skip: details.prescription_shared });
  const [share, sharing] = useSharePrescriptionWithMeetingMutation();

  let content = null;
  if (details.prescription_shared) {
    content = null;
  } else if (prescription.isLoading) {
    content = <Skeleton variant="rounded" height={40} />;
  } else if (prescription.isError || !prescription.data) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void prescription.refetch()}>
            <FormattedMessage {...appointmentsMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...detailMessages.prescriptionFailed} />
      </Alert>
    );
  } else if (['none', 'rejected'].includes(prescription.data.prescription.status)) {
    content = (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography>
          <FormattedMessage {...detailMessages.shareNone} />
        </Typography>
        <Link component={RouterLink} to={localized('/renew')}>
          <FormattedMessage {...detailMessages.shareRenew} />
        </Link>
      </Box>
    );
  } else {
    content = (
      <>
        {sharing.isError && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            <FormattedMessage {...detailMessages.shareFailed} />
          </Alert>
        )}
        <Button
          variant="outlined"
          disabled={sharing.isLoading}
          onClick={() => void share({ meeting_id: details.id })}
        >
          {intl.formatMessage(shareButton, { doctor: details.doctor.full_name })}
        </Button>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="share-title">
      <Typography id="share-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        <FormattedMessage {...detailMessages.shareTitle} />
      </Typography>
      <div role="status">
        {details.prescription_shared && (
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main' }} />
            <FormattedMessage {...detailMessages.shareShared} />
          </Typography>
        )}
      </div>
      {content}
    </Box>
  );
}
