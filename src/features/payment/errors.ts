import type { MessageDescriptor } from 'react-intl';
import { providerErrorOf } from '../../api/providerError';
import { paymentMessages } from './messages';
import { payMessages } from './payMessages';

/** What a failed call means for the payment page: the screen branches on `kind`. */
export type PaymentProblem =
  | { kind: 'expired' }
  | { kind: 'paid' }
  | { kind: 'notFound' }
  /** The patient has an appointment under way (two tabs paying two emergencies): nothing was charged. */
  | { kind: 'activeAppointment'; appointmentId: number | null }
  | { kind: 'voucher'; code: string; message: MessageDescriptor }
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

/** The active appointment a 409 `active_appointment` names (`appointment_id`), when it names one. */
function appointmentIdOf(error: unknown): number | null {
  const id = (error as { data?: { appointment_id?: unknown } } | undefined)?.data?.appointment_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Provider codes of the order and payment calls (contracts/README.md), then the transport. */
export function describePaymentError(error: unknown): PaymentProblem {
  const provider = providerErrorOf(error);
  switch (provider?.code) {
    case 'active_appointment':
      return { kind: 'activeAppointment', appointmentId: appointmentIdOf(error) };
    case 'pre_order_expired':
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
  if (voucher) return { kind: 'voucher', code: provider.code, message: voucher };
  if (provider?.status === 404) return { kind: 'notFound' };
  return { kind: 'other', message: transportMessage(error) };
}

/**
 * A failure that says nothing about the request itself: no answer, an unreadable one, or the provider's own
 * 5xx. Asking again later may succeed, so the page watches for the provider to answer again.
 */
export const isProviderDown = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return isLostAnswer(error) || (typeof status === 'number' && status >= 500);
};

/** Did the request maybe reach the provider without us hearing back (the status is unknown)? */
export const isLostAnswer = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
};
