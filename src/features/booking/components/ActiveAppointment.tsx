import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { useActiveAppointment } from '../activeAppointment';
import { bookingMessages } from '../messages';

/** 'You have an active Appointment' with a link to it (its details; the list when it cannot be told apart). */
export function ActiveAppointment() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { appointment } = useActiveAppointment(false);
  const to = appointment ? `/appointments-detail?id=${appointment.id}` : '/appointments';
  return (
    <Alert severity="warning">
      <AlertTitle>{intl.formatMessage(bookingMessages.activeAppointment)}</AlertTitle>
      {intl.formatMessage(bookingMessages.activeAppointmentBody)}
      {/* Below the text, not in the alert's action column: on a phone that column squeezes it to two lines. */}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={localized(to)} variant="outlined" color="inherit" size="small">
          {intl.formatMessage(bookingMessages.goToAppointment)}
        </Button>
      </Box>
    </Alert>
  );
}
