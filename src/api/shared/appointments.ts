import { standardApi } from '../standardApi';
import type { AppointmentType, DoctorSummary, Money } from '../types';

/** Spec §4 states, in the provider's spelling. */
export type AppointmentStatus =
  'pending' | 'booked' | 'upcoming' | 'session_starting' | 'session_in_progress' | 'done' | 'canceled';

export interface Appointment {
  id: number;
  status: AppointmentStatus;
  appointment_type: AppointmentType;
  /** ISO date-time with offset; null for an emergency not yet started. */
  start_at: string | null;
  /** The IANA zone the time was booked in (Europe/Madrid or Atlantic/Canary). */
  time_zone: string;
  doctor: DoctorSummary;
  speciality_id: number;
  price: Money;
  note: string | null;
  can_cancel: boolean;
  can_review: boolean;
  /** Paid by the employee's company. */
  covered_by_company: boolean;
}

/** Upcoming appointments: home (when logged in) and the appointments list. */
export const upcomingAppointmentsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingAppointments: build.query<{ appointment_list: Appointment[] }, void>({
      query: () => 'api/v2/meeting/homepage/upcomings',
      providesTags: ['Appointments'],
    }),
  }),
});

export const { useGetUpcomingAppointmentsQuery } = upcomingAppointmentsApi;
