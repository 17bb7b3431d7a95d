import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '../../api/shared/appointments';
import { cardFrameStyles, cardText, cardTextStyles } from '../cardText';
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

const Card = styled('div')(({ theme }) => ({
  ...cardFrameStyles(theme),
  backgroundColor: theme.palette.background.paper,
  ...cardTextStyles(theme),
  '& .card-when': { marginTop: theme.spacing(0.5) },
  '& .card-status': { marginTop: theme.spacing(1) },
}));

/**
 * One visit as the lists show it (home and /appointments): doctor, speciality, when (with its zone), status,
 * who paid; the details link, and the waiting room when the visit is near. Its texts are plain elements styled by
 * the card (../cardText.ts).
 */
export function AppointmentCard({ appointment, now, headingLevel: HeadingTag = 'h3' }: AppointmentCardProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const network = useNetworkAction();
  const { doctor } = appointment;
  const canJoin = canEnterWaitingRoom(appointment, now);
  return (
    <Card>
      <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} size={48} />
      <div className={cardText.body}>
        <HeadingTag className={cardText.name}>{doctor.full_name}</HeadingTag>
        <p className={cardText.secondary}>{doctor.speciality_title}</p>
        <p className={`${cardText.small} card-when`}>
          <AppointmentWhen appointment={appointment} />
        </p>
        <div className={`${cardText.row} card-status`}>
          <AppointmentStatusChip status={appointment.status} />
          <span className={cardText.secondary}>
            {intl.formatMessage(paidByMessages[appointment.paid_by])}
          </span>
        </div>
      </div>
      <div className={cardText.actions}>
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
      </div>
      {canJoin && network.offline && <OfflineReason id={network.reasonId} />}
    </Card>
  );
}
