import { b2bApi } from '../../api/b2bApi';
import { standardApi } from '../../api/standardApi';
import type { Money } from '../../api/types';

export interface OrderSummaryRequest {
  pre_order_id: number;
  voucher_code?: string | null;
  use_balance?: boolean;
  bundle_order_id?: number | null;
}

export type VoucherKind = 'percentage' | 'fixed' | 'free_first';

/** What the patient pays, and where each part comes from, before confirming. */
export interface OrderSummary {
  pre_order_id: number;
  subtotal: Money;
  voucher: { code: string; kind: VoucherKind; discount: Money } | null;
  bundle_credit: Money;
  balance_used: Money;
  total: Money;
  covered_by_company: boolean;
  /** The patient's whole balance (what `use_balance` can draw on). */
  available_balance: Money;
  /** Active bundles of the order's speciality with sessions left (one can pay: `bundle_order_id`). */
  usable_bundles: { id: number; remaining_meetings: number }[];
}

export interface Voucher {
  code: string;
  kind: VoucherKind;
  /** Percent for `percentage`, cents for `fixed`, 100 for `free_first`. */
  value: number;
  expires_at: string | null;
}

/** `requires_action`: the card's bank asks the patient to authenticate (3-D Secure) before it is charged. */
export type PaymentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'expired';

export interface Payment {
  payment_id: string;
  status: PaymentStatus;
  /** For Stripe Elements (or the sandbox processor); null when nothing is left to pay by card. */
  client_secret: string | null;
  amount: Money;
  expires_at: string;
  appointment_id: number | null;
  failure_message?: string | null;
}

/**
 * The order summary a server-rendered page was rendered with: the server reads it under this key, the page's
 * state hands it over (RTK Query rehydrates a mutation only under a fixed key), and the browser shows it
 * instead of asking again (useOrderSummary).
 */
export const SERVER_ORDER_SUMMARY = 'server-rendered-order-summary';

/** No payment call waits forever: a timeout is a failure the screen explains (or an unknown status). */
export const PAYMENT_CALL_TIMEOUT_MS = 20_000;
const timeout = PAYMENT_CALL_TIMEOUT_MS;

const afterPayment = [
  'Appointments',
  'PreOrder',
  'OrderSummary',
  'Balance',
  'Transactions',
  'Bundles',
] as const;

/**
 * Only a payment that exists changes what the page shows. A failed create (the provider down) must not make
 * the page read the pre-order again: that read fails too, and the order on screen, with the card typed,
 * would give way to an error.
 */
const afterCreate = (result: Payment | undefined) => (result ? [...afterPayment] : []);

export const paymentApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderSummary: build.mutation<OrderSummary, OrderSummaryRequest>({
      query: (body) => ({ url: 'api/v2/order/summary', method: 'POST', body, timeout }),
    }),
    updateOrder: build.mutation<OrderSummary, Required<OrderSummaryRequest>>({
      query: (body) => ({ url: 'api/v1/order/update', method: 'POST', body, timeout }),
      invalidatesTags: ['OrderSummary', 'Vouchers'],
    }),
    getActiveVouchers: build.query<{ voucher_list: Voucher[] }, number>({
      query: (orderId) => ({ url: 'api/v1/voucher/active', params: { orderId } }),
      providesTags: ['Vouchers'],
    }),
    createPayment: build.mutation<Payment, { pre_order_id: number; idempotency_key: string }>({
      query: (body) => ({ url: 'api/v1/payment/create', method: 'POST', body, timeout }),
      invalidatesTags: afterCreate,
    }),
    checkPaymentStatus: build.mutation<Payment, { payment_id: string }>({
      query: (body) => ({ url: 'api/v1/payment/check-status', method: 'POST', body, timeout }),
      invalidatesTags: (result) => (result?.status === 'succeeded' ? [...afterPayment] : []),
    }),
    createSetupIntent: build.mutation<{ setup_intent_id: string; client_secret: string }, void>({
      query: () => ({ url: 'api/v1/payment/create-setup-intent', method: 'POST', body: {} }),
    }),
    markSubscriptionCardEntered: build.mutation<
      { is_subscription_active: boolean; trial_ends_at: string | null },
      { setup_intent_id: string }
    >({
      query: (body) => ({ url: 'api/v1/user/subscription/update-user-card-entered', method: 'PUT', body }),
      invalidatesTags: ['Profile', 'ProfileSummary', 'Subscription'],
    }),
  }),
});

/** Employees: the company pays; a B2B payment also refreshes the standard appointment lists. */
export const paymentB2BApi = b2bApi.injectEndpoints({
  endpoints: (build) => ({
    getB2BOrderSummary: build.mutation<OrderSummary, { pre_order_id: number; company_id: number }>({
      query: (body) => ({ url: 'api/v1/b2b/order/summary', method: 'POST', body, timeout }),
    }),
    createB2BPayment: build.mutation<
      Payment,
      { pre_order_id: number; company_id: number; idempotency_key: string }
    >({
      query: (body) => ({ url: 'api/v1/b2b/payment/create', method: 'POST', body, timeout }),
      invalidatesTags: afterCreate,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(standardApi.util.invalidateTags([...afterPayment]));
        } catch {
          // The screen shows the failure; nothing to refresh.
        }
      },
    }),
  }),
});

export const {
  useGetOrderSummaryMutation,
  useUpdateOrderMutation,
  useGetActiveVouchersQuery,
  useCreatePaymentMutation,
  useCheckPaymentStatusMutation,
  useCreateSetupIntentMutation,
  useMarkSubscriptionCardEnteredMutation,
} = paymentApi;
export const { useGetB2BOrderSummaryMutation, useCreateB2BPaymentMutation } = paymentB2BApi;
