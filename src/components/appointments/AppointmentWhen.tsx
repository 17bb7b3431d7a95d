import { FormattedMessage } from 'react-intl';
import type { Appointment } from '../../api/shared/appointments';
import { ZonedDateTime } from '../ZonedDateTime';
import { appointmentCardMessages } from './messages';

/** The date and time in the visit's zone, labelled with it; an emergency is 'as soon as possible'. */
export function AppointmentWhen({
  appointment,
}: {
  appointment: Pick<Appointment, 'start_at' | 'time_zone'>;
}) {
  return appointment.start_at ? (
    <ZonedDateTime value={appointment.start_at} zone={appointment.time_zone} />
  ) : (
    <FormattedMessage {...appointmentCardMessages.asSoonAsPossible} />
  );
}
