import { standardApi } from '../../api/standardApi';
import type { Appointment } from '../../api/shared/appointments';
import type { Money } from '../../api/types';

export interface AppointmentDetails extends Appointment {
  /** What the patient paid by card and from the balance (the rest: voucher, bundle or company). */
  payment: { card: Money; balance: Money };
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

/** The reasons to choose from, and what cancelling would give back (shown before the patient confirms). */
export interface CancellationOptions {
  reason_list: CancellationReason[];
  /** Null when nothing goes back to the balance (company-paid, a bundle meeting, free). */
  refund: Refund | null;
  returns_bundle_meeting: boolean;
}

export interface FollowUpRequest {
  id: number;
  appointment_id: number;
  doctor: Appointment['doctor'];
  /** The follow-up is in the speciality and zone of the visit it follows. */
  speciality_id: number;
  time_zone: string;
  proposed_start_at: string | null;
  price: Appointment['price'];
  status: 'pending' | 'accepted' | 'rejected';
}

/** A cancellation (cancelMeeting; the reason alone changes nothing) changes the lists, the appointment and the balance (refund). */
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
      // The answer is the appointment: it replaces the cached details instead of a refetch while typing.
      async onQueryStarted({ appointment_id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(appointmentsApi.util.upsertQueryData('getAppointmentDetails', appointment_id, data));
      },
    }),
    getCancellationReasons: build.query<CancellationOptions, number>({
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
  }),
});

export const {
  useGetAppointmentDetailsQuery,
  useUpdateAppointmentNoteMutation,
  useGetCancellationReasonsQuery,
  useSubmitCancellationMutation,
  useCancelMeetingMutation,
  useGetFollowUpRequestsQuery,
  useRejectFollowUpMutation,
} = appointmentsApi;
