import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetUpcomingAppointmentsQuery } from '../../../api/shared/appointments';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { bookingMessages } from '../messages';

const LIVE = new Set(['session_starting', 'session_in_progress']);

/** 'You have an active Appointment' with a link to it (its details; the list when it cannot be told apart). */
export function ActiveAppointment() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const upcoming = useGetUpcomingAppointmentsQuery();
  const list = upcoming.data?.appointment_list ?? [];
  const live =
    list.find((appointment) => LIVE.has(appointment.status)) ??
    list.find((appointment) => appointment.appointment_type === 'emergency');
  const to = live ? `/appointments-detail?id=${live.id}` : '/appointments';
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={localized(to)} color="inherit" size="small">
          {intl.formatMessage(bookingMessages.goToAppointment)}
        </Button>
      }
    >
      <AlertTitle>{intl.formatMessage(bookingMessages.activeAppointment)}</AlertTitle>
      {intl.formatMessage(bookingMessages.activeAppointmentBody)}
    </Alert>
  );
}
