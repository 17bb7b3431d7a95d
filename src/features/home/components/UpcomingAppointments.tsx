import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetUpcomingAppointmentsQuery } from '../../../api/shared/appointments';
import { AppointmentCard } from '../../../components/appointments/AppointmentCard';
import { AppointmentsMessages } from '../../../components/appointments/AppointmentsMessages';
import { useNow } from '../../../components/appointments/useNow';
import { LoadProblem } from '../../../components/LoadProblem';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { homeMessages } from '../messages';

/**
 * The patient's next appointments (home, logged in only): loading, failed with retry, empty, or the list, each
 * linking to its details and, when the visit is near, to the waiting room.
 */
function Upcoming() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { data, isLoading, isError, refetch, isFetching } = useGetUpcomingAppointmentsQuery();
  const appointments = data?.appointment_list ?? [];
  const now = useNow();

  let content;
  if (isLoading) {
    content = (
      <Box aria-busy="true" role="status" aria-label={intl.formatMessage(homeMessages.upcomingTitle)}>
        <Skeleton variant="rounded" height={88} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={88} />
      </Box>
    );
  } else if (isError) {
    content = (
      <LoadProblem
        message={homeMessages.upcomingFailed}
        retry={homeMessages.retry}
        busy={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (appointments.length === 0) {
    content = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          <FormattedMessage {...homeMessages.upcomingEmpty} />
        </Typography>
        <Button component={RouterLink} to={localized('/specialties')} variant="outlined">
          <FormattedMessage {...homeMessages.upcomingBook} />
        </Button>
      </Box>
    );
  } else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {appointments.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard appointment={appointment} now={now} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="home-upcoming-title" sx={{ pt: { xs: 4, md: 6 } }}>
      <Typography id="home-upcoming-title" variant="h2" sx={{ mb: 2 }}>
        <FormattedMessage {...homeMessages.upcomingTitle} />
      </Typography>
      {content}
    </Box>
  );
}

/** The cards' texts (statuses, who paid) load with this section, not before the first paint. */
export default function UpcomingAppointments() {
  return (
    <AppointmentsMessages fallback={null}>
      <Upcoming />
    </AppointmentsMessages>
  );
}
