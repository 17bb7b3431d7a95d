import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetAvailableDoctorsQuery } from '../../../api/shared/doctors';
import { LoadProblem } from '../../../components/LoadProblem';
import { Page } from '../../../components/Page';
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
  const localized = useLocalizedPath();
  return (
    <Page title={doctorsMessages.notFoundTitle} maxWidth="md">
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage {...doctorsMessages.notFoundBody} />
      </Typography>
      <Button component={RouterLink} to={localized('/specialties')} variant="contained">
        <FormattedMessage {...doctorsMessages.notFoundLink} />
      </Button>
    </Page>
  );
}

function DoctorLoader({ doctorId }: { doctorId: number }) {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, refetch } = useGetAvailableDoctorsQuery({ doctorId });
  const doctor = data?.doctor_list.find((entry) => entry.id === doctorId);
  if (isLoading || isError) {
    return (
      <Page title={doctorsMessages.doctorTitle} maxWidth="md">
        {isError ? (
          <LoadProblem
            message={doctorsMessages.failed}
            retry={doctorsMessages.retry}
            busy={isFetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <div role="status" aria-label={intl.formatMessage(doctorsMessages.loading)}>
            <Skeleton variant="circular" width={120} height={120} />
            <Skeleton width="60%" height={48} />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
          </div>
        )}
      </Page>
    );
  }
  return doctor ? <DoctorProfile doctor={doctor} /> : <DoctorNotFound />;
}

export default function DoctorProfilePage() {
  const doctorId = parseDoctorId(useParams().id);
  return doctorId === null ? <DoctorNotFound /> : <DoctorLoader key={doctorId} doctorId={doctorId} />;
}
