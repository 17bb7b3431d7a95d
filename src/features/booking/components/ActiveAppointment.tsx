import { ActiveAppointmentNotice } from '../../../components/activeAppointment/ActiveAppointmentNotice';
import { useActiveAppointment } from '../activeAppointment';

/** 'You have an active Appointment' with a link to it (its details; the list when it cannot be told apart). */
export function ActiveAppointment({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { appointment } = useActiveAppointment(false);
  return <ActiveAppointmentNotice appointmentId={appointment?.id} focusOnMount={focusOnMount} />;
}
