import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { standardApi } from '../../api/standardApi';
import type { Appointment } from '../../api/shared/appointments';
import type { Money, Pagination } from '../../api/types';
import { fileNameOf } from '../../lib/download';
import type { AppServices } from '../../store/services';

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

/** A downloaded invoice: the PDF as an object URL of this page (revoke it when saved) and its file name. */
export interface InvoiceFile {
  objectUrl: string;
  fileName: string | null;
}

/** The bearer rides only to the provider's own origin: an `invoice_url` elsewhere is refused, not fetched. */
export const INVOICE_URL_NOT_ON_API_HOST = 'invoice_url_not_on_api_host';

const sameOrigin = (url: string, base: string) => {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
};

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
    /**
     * An invoice (`invoice_url` of a transaction) fetched with the bearer, as a file to save: a plain link
     * cannot carry the bearer, and the invoice (doctor, speciality) is health data (contracts/README.md).
     */
    downloadInvoice: build.mutation<InvoiceFile, string>({
      async queryFn(invoiceUrl, api, _extraOptions, baseQuery) {
        if (!sameOrigin(invoiceUrl, (api.extra as AppServices).apiBaseUrl)) {
          return { error: { status: 'CUSTOM_ERROR', error: INVOICE_URL_NOT_ON_API_HOST } };
        }
        const result = await baseQuery({
          url: invoiceUrl,
          responseHandler: async (response): Promise<InvoiceFile | unknown> =>
            response.ok
              ? {
                  objectUrl: URL.createObjectURL(await response.blob()),
                  fileName: fileNameOf(response.headers.get('Content-Disposition')),
                }
              : response.headers.get('Content-Type')?.includes('json')
                ? response.json()
                : response.text(),
        });
        return result.error
          ? { error: result.error as FetchBaseQueryError }
          : { data: result.data as InvoiceFile };
      },
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
  useDownloadInvoiceMutation,
  useGetBundleOrdersQuery,
  useGetBundleOrderQuery,
  useScheduleBundleMeetingMutation,
} = financeApi;
