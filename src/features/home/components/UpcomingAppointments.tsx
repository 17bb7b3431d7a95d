import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetUpcomingAppointmentsQuery } from '../../../api/shared/appointments';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import { homeMessages } from '../messages';

/** The patient's next appointments (home, logged in only): loading, failed with retry, empty, or the list. */
export default function UpcomingAppointments() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { data, isLoading, isError, refetch, isFetching } = useGetUpcomingAppointmentsQuery();
  const appointments = data?.appointment_list ?? [];

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
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            <FormattedMessage {...homeMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...homeMessages.upcomingFailed} />
      </Alert>
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
          <Box
            component="li"
            key={appointment.id}
            sx={{
              p: 2,
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <div>
              <Typography sx={{ fontWeight: 700 }}>{appointment.doctor.full_name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {appointment.doctor.speciality_title}
              </Typography>
              <Typography variant="body2">
                {appointment.start_at ? (
                  <ZonedDateTime value={appointment.start_at} zone={appointment.time_zone} />
                ) : (
                  <FormattedMessage {...homeMessages.upcomingEmergency} />
                )}
              </Typography>
            </div>
            <Link component={RouterLink} to={localized(`/appointments-detail?id=${appointment.id}`)}>
              <FormattedMessage {...homeMessages.upcomingDetails} />
            </Link>
          </Box>
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
