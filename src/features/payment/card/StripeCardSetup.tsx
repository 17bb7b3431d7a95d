import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaveCard } from '../hooks/useTrialSignUp';
import { stripeFor, stripeLocale } from './stripe';

interface StripeCardSetupProps {
  publishableKey: string;
  submitLabel: string;
  busy: boolean;
  onSave(save: SaveCard): void;
}

function SetupForm({ submitLabel, busy, onSave }: Omit<StripeCardSetupProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    const checked = await elements.submit();
    if (checked.error) return setError(checked.error.message ?? null);
    onSave(async ({ client_secret: clientSecret }) => {
      const result = await stripe.confirmSetup({
        elements,
        clientSecret,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      return result.error ? { saved: false, message: result.error.message ?? null } : { saved: true };
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
      <Button type="submit" variant="contained" disabled={busy || !stripe}>
        {submitLabel}
      </Button>
    </Box>
  );
}

/** The trial plan's card, saved with Stripe's SetupIntent (`confirmSetup`) when a publishable key is set. */
export default function StripeCardSetup({ publishableKey, ...form }: StripeCardSetupProps) {
  const { locale } = useIntl();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ mode: 'setup', currency: 'eur', locale: stripeLocale(locale) }}
    >
      <SetupForm {...form} />
    </Elements>
  );
}
