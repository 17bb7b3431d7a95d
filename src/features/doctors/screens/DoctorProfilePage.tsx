import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetAvailableDoctorsQuery } from '../../../api/shared/doctors';
import { documentTitleMessage } from '../../../components/messages';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { DoctorProfile } from '../components/DoctorProfile';
import { doctorsMessages } from '../messages';

/** `/doctor/{id}`: any single segment reaches this screen; only a positive whole number can be a doctor. */
export function parseDoctorId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

function DoctorNotFound() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const title = intl.formatMessage(doctorsMessages.notFoundTitle);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{intl.formatMessage(documentTitleMessage, { page: title })}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage {...doctorsMessages.notFoundBody} />
      </Typography>
      <Button component={RouterLink} to={localized('/specialties')} variant="contained">
        <FormattedMessage {...doctorsMessages.notFoundLink} />
      </Button>
    </Container>
  );
}

function DoctorLoader({ doctorId }: { doctorId: number }) {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, refetch } = useGetAvailableDoctorsQuery({ doctorId });
  const doctor = data?.doctor_list.find((entry) => entry.id === doctorId);
  if (isLoading || isError) {
    const title = intl.formatMessage(doctorsMessages.doctorTitle);
    return (
      <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <title>{intl.formatMessage(documentTitleMessage, { page: title })}</title>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
                <FormattedMessage {...doctorsMessages.retry} />
              </Button>
            }
          >
            <FormattedMessage {...doctorsMessages.failed} />
          </Alert>
        ) : (
          <div role="status" aria-label={intl.formatMessage(doctorsMessages.loading)}>
            <Skeleton variant="circular" width={120} height={120} />
            <Skeleton width="60%" height={48} />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
          </div>
        )}
      </Container>
    );
  }
  return doctor ? <DoctorProfile doctor={doctor} /> : <DoctorNotFound />;
}

export default function DoctorProfilePage() {
  const doctorId = parseDoctorId(useParams().id);
  return doctorId === null ? <DoctorNotFound /> : <DoctorLoader key={doctorId} doctorId={doctorId} />;
}
