import { standardApi } from '../../api/standardApi';
import type { Appointment } from '../../api/shared/appointments';
import type { Money, Pagination } from '../../api/types';

/** Spec §9. */
export const TRANSACTIONS_PAGE_SIZE = 5;

export interface Transaction {
  id: number;
  type: 'payment' | 'refund' | 'voucher' | 'bundle';
  /** Positive into the balance, negative out of it. */
  amount: Money;
  description: string;
  created_at: string;
  invoice_url: string | null;
}

export interface BundleOrder {
  id: number;
  title: string;
  speciality: { id: number; title: string };
  total_meetings: number;
  used_meetings: number;
  remaining_meetings: number;
  expires_at: string | null;
  status: 'active' | 'used' | 'expired';
}

export interface BundleOrderDetails extends BundleOrder {
  meetings: Appointment[];
}

export interface BundleMeetingRequest {
  bundleOrderId: number;
  doctor_id: number;
  start_at: string;
  time_zone: string;
}

export const financeApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<{ balance: Money }, void>({
      query: () => 'api/v1/finance/balance',
      providesTags: ['Balance'],
    }),
    getTransactions: build.query<{ transaction_list: Transaction[]; pagination: Pagination }, number>({
      query: (page) => ({
        url: 'api/v1/finance/transactions',
        params: { 'page-size': TRANSACTIONS_PAGE_SIZE, page },
      }),
      providesTags: ['Transactions'],
    }),
    getBundleOrders: build.query<{ bundle_order_list: BundleOrder[] }, void>({
      query: () => 'api/v1/bundles/orders/history',
      providesTags: ['Bundles'],
    }),
    getBundleOrder: build.query<BundleOrderDetails, number>({
      query: (id) => `api/v1/bundles/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Bundle', id }],
    }),
    /** Books a slot paid by one of the bundle's meetings: no payment step. */
    scheduleBundleMeeting: build.mutation<Appointment, BundleMeetingRequest>({
      query: ({ bundleOrderId, ...body }) => ({
        url: `api/v1/bundles/orders/${bundleOrderId}/meetings/schedule`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { bundleOrderId }) => [
        'Appointments',
        'Bundles',
        { type: 'Bundle', id: bundleOrderId },
        'Transactions',
        'Timeslots',
      ],
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useGetTransactionsQuery,
  useGetBundleOrdersQuery,
  useGetBundleOrderQuery,
  useScheduleBundleMeetingMutation,
} = financeApi;
