import { loadStripe } from '@stripe/stripe-js/pure';

type StripeLoading = ReturnType<typeof loadStripe>;
const loading = new Map<string, StripeLoading>();

/**
 * Stripe.js, loaded from Stripe once per key and only when the card step is shown (the `pure` entry does not
 * load it on import; DESIGN §2: Stripe only on /payment).
 */
export function stripeFor(publishableKey: string): StripeLoading {
  let stripe = loading.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    // A failed download may be retried (the next render asks again).
    stripe.catch(() => loading.delete(publishableKey));
    loading.set(publishableKey, stripe);
  }
  return stripe;
}

export const stripeLocale = (locale: string): 'en' | 'es' => (locale === 'en' ? 'en' : 'es');

/** Errors about the card itself (the patient can fix them); anything else may have left the status unknown. */
export const isCardError = (type: string | undefined) => type === 'card_error' || type === 'validation_error';
