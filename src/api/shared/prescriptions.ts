import { standardApi } from '../standardApi';
import type { DoctorSummary } from '../types';

export interface Prescription {
  id: number | null;
  status: 'none' | 'pending' | 'approved' | 'rejected';
  images: { id: number; url: string }[];
  medicines: { name: string; dosage: string }[];
  /** Who may see the patient's data: every professional, or only the doctor of one meeting. */
  share_scope: 'all' | 'one' | null;
  shared_meeting_id: number | null;
  /** With scope 'one': the doctor of the shared meeting, the only professional who may see the data. */
  shared_doctor: DoctorSummary | null;
  access_requests: { id: number; doctor_name: string; requested_at: string }[];
}

/**
 * The patient's prescription as two features use it: renewal (/renew) and sharing it with one visit
 * (the appointment details).
 */
export const sharedPrescriptionsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getPrescription: build.query<{ prescription: Prescription }, void>({
      query: () => 'api/v1/user/prescription',
      providesTags: ['Prescription'],
    }),
    sharePrescriptionWithMeeting: build.mutation<{ prescription: Prescription }, { meeting_id: number }>({
      query: (body) => ({ url: 'api/v1/user/prescription/share-with-meeting', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { meeting_id }) => [
        'Prescription',
        { type: 'Appointment', id: meeting_id },
      ],
    }),
  }),
});

export const { useGetPrescriptionQuery, useSharePrescriptionWithMeetingMutation } = sharedPrescriptionsApi;
