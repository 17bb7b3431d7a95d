import { standardApi } from '../standardApi';
import type { AppointmentType, DoctorSummary, Money } from '../types';

/** Spec §4 states, in the provider's spelling. */
export type AppointmentStatus =
  'pending' | 'booked' | 'upcoming' | 'session_starting' | 'session_in_progress' | 'done' | 'canceled';

/** Who paid: the patient (card, balance or both), a bundle meeting, the employee's company, or nobody (a voucher). */
export type PaidBy = 'card' | 'balance' | 'card_and_balance' | 'bundle' | 'company' | 'free';

export interface Appointment {
  id: number;
  status: AppointmentStatus;
  appointment_type: AppointmentType;
  /** ISO date-time with offset; null for an emergency (as soon as possible). */
  start_at: string | null;
  /** The IANA zone the time was booked in (Europe/Madrid or Atlantic/Canary). */
  time_zone: string;
  /** When the patient booked it (an emergency: asked for it), ISO date-time with offset: an emergency's date. */
  created_at: string;
  doctor: DoctorSummary;
  speciality_id: number;
  price: Money;
  paid_by: PaidBy;
  note: string | null;
  can_cancel: boolean;
  /** A finished visit the patient has not reviewed yet (a review is given once per visit). */
  can_review: boolean;
  /** Paid by the employee's company. */
  covered_by_company: boolean;
}

export interface ReviewRequest {
  appointment_id: number;
  /** 1 to 5 stars. */
  rating: number;
  comment?: string;
}

/**
 * The patient's visits as several features show them: upcoming (home and the appointments list), past visits
 * (the list, and home's prompt to review the latest one) and the review itself.
 */
export const sharedAppointmentsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingAppointments: build.query<{ appointment_list: Appointment[] }, void>({
      query: () => 'api/v2/meeting/homepage/upcomings',
      providesTags: ['Appointments'],
    }),
    getAppointmentHistory: build.query<{ appointment_list: Appointment[] }, void>({
      query: () => 'api/v2/appointments/user/history',
      providesTags: ['AppointmentHistory'],
    }),
    submitReview: build.mutation<{ id: number }, ReviewRequest>({
      query: (body) => ({ url: 'api/v1/review', method: 'POST', body }),
      invalidatesTags: (_result, _error, { appointment_id }) => [
        { type: 'Appointment', id: appointment_id },
        'AppointmentHistory',
      ],
    }),
  }),
});

export const { useGetUpcomingAppointmentsQuery, useGetAppointmentHistoryQuery, useSubmitReviewMutation } =
  sharedAppointmentsApi;
