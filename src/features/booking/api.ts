import { standardApi } from '../../api/standardApi';
import type { PreOrder } from '../../api/shared/preOrders';
import type { AppointmentType } from '../../api/types';

export interface WizardQuestion {
  id: number;
  text: string;
  options: { id: number; text: string; speciality_id: number | null }[];
}

export interface Wizard {
  form_id: number;
  questions: WizardQuestion[];
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

export const bookingApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getWizard: build.query<Wizard, void>({ query: () => 'api/v1/pwa/wizard' }),
    createPreOrder: build.mutation<PreOrder, PreOrderRequest>({
      query: (body) => ({ url: 'api/v1/pre-order', method: 'POST', body }),
      invalidatesTags: ['PreOrder'],
    }),
    uploadPreOrderImage: build.mutation<
      { id: number; url: string },
      { preOrderId: number; file: Blob; fileName: string }
    >({
      query: ({ preOrderId, file, fileName }) => {
        const body = new FormData();
        body.append('pre_order_id', String(preOrderId));
        body.append('base64_file', file, fileName);
        return { url: 'api/v1/pre-order/upload/image', method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { preOrderId }) => [{ type: 'PreOrder', id: preOrderId }],
    }),
  }),
});

export const { useGetWizardQuery, useCreatePreOrderMutation, useUploadPreOrderImageMutation } = bookingApi;
