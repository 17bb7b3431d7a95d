import { env } from '../../../config/env';
import { describePaymentError } from '../errors';
import type { CardOutcome } from '../hooks/usePayment';

/**
 * The sandbox card processor (sandbox/README.md), used when no Stripe key is set: it plays Stripe.js's part,
 * so, like Stripe.js talking to Stripe, it is not a provider API call and not in the contract.
 */
const PROCESSOR_TIMEOUT_MS = 20_000;

async function post(path: string, body: unknown, locale: string): Promise<Response> {
  // A timer of the page's (not AbortSignal.timeout): the same clock as the provider calls' timeouts.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROCESSOR_TIMEOUT_MS);
  try {
    return await fetch(`${env.apiBaseUrl}sandbox/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal's `{code, message, …}` in the shape describePaymentError reads (RTK Query's `{status, data}`). */
async function refusalOf(response: Response) {
  const data: unknown = await response.json().catch(() => null);
  return describePaymentError({ status: response.status, data });
}

/** Charges the card. A decline is recorded by the processor, and the provider reports it with its reason. */
export async function confirmSandboxCard(
  paymentId: string,
  cardNumber: string,
  locale: string,
): Promise<CardOutcome> {
  try {
    const response = await post(
      `payments/${encodeURIComponent(paymentId)}/confirm`,
      { card_number: cardNumber },
      locale,
    );
    if (response.ok) {
      const payment = (await response.json()) as { status?: string };
      return payment.status === 'requires_action' ? { kind: 'requiresAction' } : { kind: 'submitted' };
    }
    if (response.status === 409 || response.status === 422) {
      // The provider's rules, checked again as the card is charged: refused before any charge.
      const problem = await refusalOf(response);
      if (problem.kind === 'activeAppointment' || problem.kind === 'voucher')
        return { kind: 'refused', problem };
      // A decline (422 `payment_declined`) is recorded: the provider reports it with its reason.
      return response.status === 422 ? { kind: 'submitted' } : { kind: 'expired' };
    }
    return { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

/** The patient's answer to the bank's challenge: `answered` (whatever it was) or `lost` (try again). */
export async function answerSandboxChallenge(
  paymentId: string,
  approve: boolean,
  locale: string,
): Promise<'answered' | 'lost'> {
  try {
    const response = await post(
      `payments/${encodeURIComponent(paymentId)}/authenticate`,
      { approve },
      locale,
    );
    return response.ok || response.status === 409 ? 'answered' : 'lost';
  } catch {
    return 'lost';
  }
}

/** Saves a card for later charges (a setup intent: the trial plan). */
export async function saveSandboxCard(
  setupIntentId: string,
  cardNumber: string,
  locale: string,
): Promise<'saved' | 'declined' | 'failed'> {
  try {
    const response = await post(
      `setup-intents/${encodeURIComponent(setupIntentId)}/confirm`,
      { card_number: cardNumber },
      locale,
    );
    if (response.ok) return 'saved';
    return response.status === 422 ? 'declined' : 'failed';
  } catch {
    return 'failed';
  }
}
