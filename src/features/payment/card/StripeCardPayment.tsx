import { Elements } from '@stripe/react-stripe-js';
import { useIntl } from 'react-intl';
import type { Money } from '../../../api/types';
import type { ConfirmCard } from '../hooks/usePayment';
import { isCardError, stripeFor, stripeLocale } from './stripe';
import { StripeElementForm } from './StripeElementForm';

export interface StripeCardPaymentProps {
  publishableKey: string;
  amount: Money;
  submitLabel: string;
  disabled: boolean;
  busy: boolean;
  /** Creates (or finds) the payment, then calls `confirm` with it. */
  onPay(confirm: ConfirmCard): void;
}

/**
 * Stripe's Payment Element (a publishable key is set): Stripe collects the card, runs 3-D Secure in its own
 * modal, and `confirmPayment` charges the payment the provider created, with its client secret.
 */
export default function StripeCardPayment({
  publishableKey,
  amount,
  submitLabel,
  disabled,
  busy,
  onPay,
}: StripeCardPaymentProps) {
  const { locale } = useIntl();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'payment',
        amount: amount.amount,
        currency: amount.currency.toLowerCase(),
        locale: stripeLocale(locale),
      }}
    >
      <StripeElementForm
        submitLabel={submitLabel}
        busy={busy}
        disabled={disabled}
        size="large"
        onChecked={(stripe, elements) =>
          onPay(async (payment) => {
            const result = await stripe.confirmPayment({
              elements,
              clientSecret: payment.client_secret ?? '',
              confirmParams: { return_url: window.location.href },
              redirect: 'if_required',
            });
            if (!result.error) return { kind: 'submitted' };
            if (isCardError(result.error.type))
              return { kind: 'declined', message: result.error.message ?? null };
            return { kind: 'unknown' };
          })
        }
      />
    </Elements>
  );
}
