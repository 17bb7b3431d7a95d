import type { MessageDescriptor } from 'react-intl';
import { providerErrorOf } from '../../api/providerError';
import { paymentMessages } from './messages';
import { payMessages } from './payMessages';

/** What a failed call means for the payment page: the screen branches on `kind`. */
export type PaymentProblem =
  | { kind: 'expired' }
  | { kind: 'paid' }
  | { kind: 'notFound' }
  | { kind: 'voucher'; message: MessageDescriptor }
  | { kind: 'bundle'; message: MessageDescriptor }
  | { kind: 'other'; message: MessageDescriptor };

const voucherCodes: Record<string, MessageDescriptor> = {
  voucher_invalid: paymentMessages.voucherInvalid,
  voucher_expired: paymentMessages.voucherExpired,
  voucher_already_used: paymentMessages.voucherUsed,
  voucher_not_applicable: paymentMessages.voucherNotApplicable,
};

/** A message for a failure that charged nothing: network, timeout, the provider down, anything else. */
export function transportMessage(error: unknown): MessageDescriptor {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR') return payMessages.networkError;
  if (status === 'TIMEOUT_ERROR') return payMessages.timeoutError;
  if (typeof status === 'number' && status >= 500) return payMessages.serverError;
  return payMessages.genericError;
}

/** Provider codes of the order and payment calls (contracts/README.md), then the transport. */
export function describePaymentError(error: unknown): PaymentProblem {
  const provider = providerErrorOf(error);
  switch (provider?.code) {
    case 'pre_order_expired':
    case 'payment_expired':
      return { kind: 'expired' };
    case 'pre_order_paid':
      return { kind: 'paid' };
    case 'pre_order_not_found':
      return { kind: 'notFound' };
    case 'bundle_not_usable':
    case 'bundle_not_found':
      return { kind: 'bundle', message: paymentMessages.bundleUnusable };
  }
  const voucher = provider && voucherCodes[provider.code];
  if (voucher) return { kind: 'voucher', message: voucher };
  if (provider?.status === 404) return { kind: 'notFound' };
  return { kind: 'other', message: transportMessage(error) };
}

/** Did the request maybe reach the provider without us hearing back (the status is unknown)? */
export const isLostAnswer = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
};
