import { Elements } from '@stripe/react-stripe-js';
import { useIntl } from 'react-intl';
import type { SaveCard } from '../hooks/useTrialSignUp';
import { stripeFor, stripeLocale } from './stripe';
import { StripeElementForm } from './StripeElementForm';

interface StripeCardSetupProps {
  publishableKey: string;
  submitLabel: string;
  busy: boolean;
  onSave(save: SaveCard): void;
}

/** The trial plan's card, saved with Stripe's SetupIntent (`confirmSetup`) when a publishable key is set. */
export default function StripeCardSetup({ publishableKey, submitLabel, busy, onSave }: StripeCardSetupProps) {
  const { locale } = useIntl();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ mode: 'setup', currency: 'eur', locale: stripeLocale(locale) }}
    >
      <StripeElementForm
        submitLabel={submitLabel}
        busy={busy}
        onChecked={(stripe, elements) =>
          onSave(async ({ client_secret: clientSecret }) => {
            const result = await stripe.confirmSetup({
              elements,
              clientSecret,
              confirmParams: { return_url: window.location.href },
              redirect: 'if_required',
            });
            return result.error ? { saved: false, message: result.error.message ?? null } : { saved: true };
          })
        }
      />
    </Elements>
  );
}
