import { standardApi } from '../../api/standardApi';
import type { DoctorSummary } from '../../api/types';

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

export interface PrescriptionUpdate {
  /** Photos of the current prescription as data URLs (at most 6, 20 MB in total). */
  base64_files?: string[];
  medicines?: { name: string; dosage: string }[];
  /** 'all' shares with every professional again; 'one' is set by sharePrescriptionWithMeeting. */
  share_scope?: 'all';
}

export const prescriptionsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getPrescription: build.query<{ prescription: Prescription }, void>({
      query: () => 'api/v1/user/prescription',
      providesTags: ['Prescription'],
    }),
    updatePrescription: build.mutation<{ prescription: Prescription }, PrescriptionUpdate>({
      query: (body) => ({ url: 'api/v1/user/prescription', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) =>
        body.share_scope ? ['Prescription', 'Appointment'] : ['Prescription'],
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

export const {
  useGetPrescriptionQuery,
  useUpdatePrescriptionMutation,
  useSharePrescriptionWithMeetingMutation,
} = prescriptionsApi;
