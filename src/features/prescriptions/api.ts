import { standardApi } from '../../api/standardApi';
import type { Prescription } from '../../api/shared/prescriptions';

// Reading the prescription and sharing it with one visit are shared with the appointment details.
export type { Prescription } from '../../api/shared/prescriptions';
export {
  useGetPrescriptionQuery,
  useSharePrescriptionWithMeetingMutation,
} from '../../api/shared/prescriptions';

export interface PrescriptionUpdate {
  /** Photos of the current prescription as data URLs (at most 6, 20 MB in total). */
  base64_files?: string[];
  medicines?: { name: string; dosage: string }[];
  /** 'all' shares with every professional again; 'one' is set by sharePrescriptionWithMeeting. */
  share_scope?: 'all';
}

export const prescriptionsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    updatePrescription: build.mutation<{ prescription: Prescription }, PrescriptionUpdate>({
      query: (body) => ({ url: 'api/v1/user/prescription', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) =>
        body.share_scope ? ['Prescription', 'Appointment'] : ['Prescription'],
    }),
  }),
});

export const { useUpdatePrescriptionMutation } = prescriptionsApi;
