import { skipToken } from '@reduxjs/toolkit/query';
import { type Appointment, useGetUpcomingAppointmentsQuery } from '../../api/shared/appointments';

const LIVE = new Set(['session_starting', 'session_in_progress']);
const OVER = new Set(['done', 'canceled']);

/** What rules out an emergency call: a session under way, or another emergency not over yet. */
export function activeAppointmentOf(appointments: Appointment[]): Appointment | undefined {
  return (
    appointments.find((appointment) => LIVE.has(appointment.status)) ??
    appointments.find(
      (appointment) => appointment.appointment_type === 'emergency' && !OVER.has(appointment.status),
    )
  );
}

/**
 * The signed-in patient's active appointment, from the upcoming appointments the app already reads (home,
 * appointments). `skip` for visitors (and employees: the B2B emergency call answers for them).
 */
export function useActiveAppointment(skip: boolean) {
  const upcoming = useGetUpcomingAppointmentsQuery(skip ? skipToken : undefined);
  return {
    appointment: activeAppointmentOf(upcoming.data?.appointment_list ?? []),
    isLoading: upcoming.isLoading,
  };
}
