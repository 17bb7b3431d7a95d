import { standardApi } from '../standardApi';
import type { AppointmentType, Money } from '../types';

/** A held booking: created by the booking flow, paid on /payment. */
export interface PreOrder {
  id: number;
  doctor_id: number;
  speciality_id: number;
  appointment_type: AppointmentType;
  start_at: string | null;
  /** The end of the booked slot (null for emergencies): read by payment for the calendar file. */
  end_at?: string | null;
  /** The IANA zone the slot was booked in (Europe/Madrid or Atlantic/Canary): read by payment. */
  time_zone?: string;
  status: 'pending' | 'paid' | 'expired';
  /** The slot is held until then (15 minutes, spec §9). */
  expires_at: string;
  price: Money;
  images: { id: number; url: string }[];
}

/** Read by booking (after creating it) and payment (the window and what is paid for). */
export const preOrdersApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrder: build.query<PreOrder, number>({
      query: (id) => `api/v1/pre-order/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'PreOrder', id }],
    }),
  }),
});

export const { useGetPreOrderQuery } = preOrdersApi;
