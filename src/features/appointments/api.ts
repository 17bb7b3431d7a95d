import { standardApi } from '../../api/standardApi';
import type { Appointment } from '../../api/shared/appointments';
import type { Money } from '../../api/types';

export interface AppointmentDetails extends Appointment {
  prescription_shared: boolean;
  invoice_url: string | null;
  /** Video room for session_starting / session_in_progress. */
  video_url: string | null;
}

export interface CancellationReason {
  id: number;
  title: string;
}

export interface Refund {
  amount: Money;
  /** Refunds go to the in-app balance (spec §1). */
  destination: 'balance';
}

export interface FollowUpRequest {
  id: number;
  appointment_id: number;
  doctor: Appointment['doctor'];
  proposed_start_at: string | null;
  price: Appointment['price'];
  status: 'pending' | 'accepted' | 'rejected';
}

/** A cancellation changes the lists, the appointment and the balance (refund). */
const afterCancellation = [
  'Appointments',
  'AppointmentHistory',
  'Appointment',
  'Balance',
  'Transactions',
  'Bundles',
] as const;

export const appointmentsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getAppointmentDetails: build.query<AppointmentDetails, number>({
      query: (id) => `api/v1/appointment/details/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Appointment', id }],
    }),
    updateAppointmentNote: build.mutation<AppointmentDetails, { appointment_id: number; note: string }>({
      query: (body) => ({ url: 'api/v1/appointment/update-note', method: 'POST', body }),
      invalidatesTags: (_result, _error, { appointment_id }) => [{ type: 'Appointment', id: appointment_id }],
    }),
    getAppointmentHistory: build.query<{ appointment_list: Appointment[] }, void>({
      query: () => 'api/v2/appointments/user/history',
      providesTags: ['AppointmentHistory'],
    }),
    getCancellationReasons: build.query<{ reason_list: CancellationReason[] }, number>({
      query: (appointmentId) => `api/v1/meeting/cancellations/reasons/${appointmentId}`,
    }),
    submitCancellation: build.mutation<
      { refund: Refund | null },
      { appointmentId: number; reason_id: number; comment?: string }
    >({
      query: ({ appointmentId, ...body }) => ({
        url: `api/v1/meeting/cancellations/submit/${appointmentId}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [...afterCancellation],
    }),
    cancelMeeting: build.mutation<{ appointment: Appointment; refund: Refund | null }, number>({
      query: (appointmentId) => ({
        url: `api/v1/meeting/cancel-meeting/${appointmentId}`,
        method: 'PUT',
        body: {},
      }),
      invalidatesTags: [...afterCancellation],
    }),
    getFollowUpRequests: build.query<{ followup_list: FollowUpRequest[] }, void>({
      query: () => 'api/v1/meeting/followups/requests',
      providesTags: ['FollowUps'],
    }),
    rejectFollowUp: build.mutation<{ followup: FollowUpRequest }, number>({
      query: (id) => ({ url: `api/v1/meeting/followups/${id}/reject`, method: 'PUT', body: {} }),
      invalidatesTags: ['FollowUps'],
    }),
    submitReview: build.mutation<
      { id: number },
      { appointment_id: number; rating: number; comment?: string }
    >({
      query: (body) => ({ url: 'api/v1/review', method: 'POST', body }),
      invalidatesTags: (_result, _error, { appointment_id }) => [
        { type: 'Appointment', id: appointment_id },
        'AppointmentHistory',
      ],
    }),
  }),
});

export const {
  useGetAppointmentDetailsQuery,
  useUpdateAppointmentNoteMutation,
  useGetAppointmentHistoryQuery,
  useGetCancellationReasonsQuery,
  useSubmitCancellationMutation,
  useCancelMeetingMutation,
  useGetFollowUpRequestsQuery,
  useRejectFollowUpMutation,
  useSubmitReviewMutation,
} = appointmentsApi;
