import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Money } from '../../../api/types';
import type { ConfirmCard } from '../hooks/usePayment';
import { isCardError, stripeFor, stripeLocale } from './stripe';

export interface StripeCardPaymentProps {
  publishableKey: string;
  amount: Money;
  submitLabel: string;
  disabled: boolean;
  busy: boolean;
  /** Creates (or finds) the payment, then calls `confirm` with it. */
  onPay(confirm: ConfirmCard): void;
}

function StripeForm({
  submitLabel,
  disabled,
  busy,
  onPay,
}: Omit<StripeCardPaymentProps, 'publishableKey' | 'amount'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    // Stripe checks the fields (and wallets) before the payment exists (deferred intent creation).
    const checked = await elements.submit();
    if (checked.error) return setError(checked.error.message ?? null);
    onPay(async (payment) => {
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: payment.client_secret ?? '',
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (!result.error) return { kind: 'submitted' };
      if (isCardError(result.error.type)) return { kind: 'declined', message: result.error.message ?? null };
      return { kind: 'unknown' };
    });
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <PaymentElement options={{ layout: 'tabs', readOnly: busy }} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={disabled || busy || !stripe}>
        {submitLabel}
      </Button>
    </Box>
  );
}

/**
 * Stripe's Payment Element (a publishable key is set): Stripe collects the card, runs 3-D Secure in its own
 * modal, and `confirmPayment` charges the payment the provider created, with its client secret.
 */
export default function StripeCardPayment({ publishableKey, amount, ...form }: StripeCardPaymentProps) {
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
      <StripeForm {...form} />
    </Elements>
  );
}
