import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '../../api/shared/appointments';
import { useLocalizedPath } from '../useLocalizedPath';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { AppointmentWhen } from './AppointmentWhen';
import { DoctorPhoto } from '../DoctorPhoto';
import { OfflineReason } from '../offline/OfflineReason';
import { useNetworkAction } from '../offline/useOnline';
import { appointmentCardMessages, detailsLinkLabel, paidByMessages, rateLinkLabel } from './messages';
import { canEnterWaitingRoom, detailsPath, waitingRoomPath } from './timing';

interface AppointmentCardProps {
  appointment: Appointment;
  /** The instant 'near' is judged against (the waiting room link). */
  now: number;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One visit as the lists show it (home and /appointments): doctor, speciality, when (with its zone), status,
 * who paid; the details link, and the waiting room when the visit is near.
 */
export function AppointmentCard({ appointment, now, headingLevel = 'h3' }: AppointmentCardProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const network = useNetworkAction();
  const { doctor } = appointment;
  const canJoin = canEnterWaitingRoom(appointment, now);
  return (
    <Box
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
      }}
    >
      <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} size={48} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {doctor.full_name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {doctor.speciality_title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <AppointmentWhen appointment={appointment} />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <AppointmentStatusChip status={appointment.status} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...paidByMessages[appointment.paid_by]} />
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canJoin && (
          <Button
            component={RouterLink}
            to={localized(waitingRoomPath(appointment.id))}
            variant="contained"
            {...network.controlProps}
          >
            <FormattedMessage {...appointmentCardMessages.waitingRoom} />
          </Button>
        )}
        {appointment.can_review && (
          <Button
            component={RouterLink}
            to={localized(`${detailsPath(appointment.id)}#review`)}
            variant="contained"
            aria-label={intl.formatMessage(rateLinkLabel, { doctor: doctor.full_name })}
          >
            <FormattedMessage {...appointmentCardMessages.rate} />
          </Button>
        )}
        <Button
          component={RouterLink}
          to={localized(detailsPath(appointment.id))}
          variant="outlined"
          aria-label={intl.formatMessage(detailsLinkLabel, { doctor: doctor.full_name })}
        >
          <FormattedMessage {...appointmentCardMessages.details} />
        </Button>
      </Box>
      {canJoin && network.offline && <OfflineReason id={network.reasonId} />}
    </Box>
  );
}
