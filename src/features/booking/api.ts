import { standardApi } from '../../api/standardApi';
import type { PreOrder } from '../../api/shared/preOrders';
import type { AppointmentType } from '../../api/types';
import { UPLOAD_PROGRESS_HEADER } from '../../api/uploadProgress';
import { providerCode } from './errors';

export interface WizardQuestion {
  id: number;
  text: string;
  options: { id: number; text: string; speciality_id: number | null }[];
}

export interface Wizard {
  form_id: number;
  questions: WizardQuestion[];
}

export interface WizardAnswers {
  form_id: number;
  answers: { question_id: number; option_id: number }[];
}

/** The provider's reading of the answers: the response to book with and the speciality it recommends. */
export interface WizardResponse {
  wizard_response_id: number;
  speciality: { id: number; title: string };
}

export interface PreOrderRequest {
  doctor_id: number;
  speciality_id: number;
  appointment_type: AppointmentType;
  /** ISO date-time of the chosen slot; null for an emergency. */
  start_at: string | null;
  time_zone: string;
  symptoms_description?: string;
  wizard_response_id?: number;
  bundle_order_id?: number;
  company_id?: number;
}

export interface PreOrderImageUpload {
  preOrderId: number;
  file: Blob;
  fileName: string;
  /** From `listenToUploadProgress`: the request's upload progress goes to that listener. */
  progressKey?: string;
}

export const bookingApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getWizard: build.query<Wizard, void>({ query: () => 'api/v1/pwa/wizard' }),
    submitWizard: build.mutation<WizardResponse, WizardAnswers>({
      query: (body) => ({ url: 'api/v1/pwa/wizard', method: 'POST', body }),
    }),
    createPreOrder: build.mutation<PreOrder, PreOrderRequest>({
      query: (body) => ({ url: 'api/v1/pre-order', method: 'POST', body }),
      invalidatesTags: (_result, error, { doctor_id }) =>
        // A slot taken meanwhile: the calendar is asked again, without it. An active appointment: the upcoming
        // appointments are read again, to link to it. The doctor cards' next free time changes either way.
        error
          ? [
              { type: 'Timeslots', id: doctor_id },
              'Doctors',
              ...(providerCode(error) === 'active_appointment' ? (['Appointments'] as const) : []),
            ]
          : ['PreOrder', 'Doctors'],
    }),
    uploadPreOrderImage: build.mutation<{ id: number; url: string }, PreOrderImageUpload>({
      query: ({ preOrderId, file, fileName, progressKey }) => {
        const body = new FormData();
        body.append('pre_order_id', String(preOrderId));
        body.append('base64_file', file, fileName);
        return {
          url: 'api/v1/pre-order/upload/image',
          method: 'POST',
          body,
          ...(progressKey ? { headers: { [UPLOAD_PROGRESS_HEADER]: progressKey } } : {}),
        };
      },
      invalidatesTags: (_result, _error, { preOrderId }) => [{ type: 'PreOrder', id: preOrderId }],
    }),
  }),
});

export const {
  useGetWizardQuery,
  useSubmitWizardMutation,
  useCreatePreOrderMutation,
  useUploadPreOrderImageMutation,
} = bookingApi;
