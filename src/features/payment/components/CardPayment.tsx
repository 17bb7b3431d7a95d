import Skeleton from '@mui/material/Skeleton';
import { lazy, memo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Money } from '../../../api/types';
import { env } from '../../../config/env';
import { formatMoney } from '../../../components/money';
import { useHydrated } from '../../../components/useHydrated';
import type { ConfirmCard } from '../hooks/usePayment';
import { payMessages } from '../payMessages';
import { confirmSandboxCard } from '../card/sandboxProcessor';
import { LazyPart } from './LazyPart';

const loaders = {
  sandbox: () => import(/* webpackChunkName: "payment-card-form" */ '../card/SandboxCardForm'),
  stripe: () => import(/* webpackChunkName: "payment-stripe" */ '../card/StripeCardPayment'),
};
const lazyParts = () => ({ SandboxCardForm: lazy(loaders.sandbox), StripeCardPayment: lazy(loaders.stripe) });

/** Which card processor the build uses: Stripe with a publishable key, the sandbox's without (DESIGN §7). */
export const cardProcessor = (): 'stripe' | 'sandbox' => (env.stripePublishableKey ? 'stripe' : 'sandbox');

interface CardPaymentProps {
  amount: Money;
  disabled: boolean;
  busy: boolean;
  onPay(confirm: ConfirmCard): void;
}

/**
 * The room Stripe's Payment Element (card tabs, number, expiry and code, country) and its pay button take, kept
 * while Stripe.js is not there yet: on a page the server rendered, and while it loads.
 */
export const STRIPE_FORM_HEIGHT = 300;

/** The card step, loaded only when a card is needed: Stripe's Payment Element, or our form for the sandbox. */
export const CardPayment = memo(function CardPayment({ amount, disabled, busy, onPay }: CardPaymentProps) {
  const intl = useIntl();
  const [parts, setParts] = useState(lazyParts);
  const hydrated = useHydrated();
  const submitLabel = intl.formatMessage(payMessages.payAmount, { amount: formatMoney(intl, amount) });
  const key = env.stripePublishableKey;
  // Stripe's element lives in the browser only (its frames come from Stripe): the server renders its room.
  if (key && !hydrated)
    return <Skeleton variant="rounded" height={STRIPE_FORM_HEIGHT} data-testid="card-form-placeholder" />;
  return (
    <LazyPart onRetry={() => setParts(lazyParts())} placeholderHeight={key ? STRIPE_FORM_HEIGHT : undefined}>
      {key ? (
        <parts.StripeCardPayment
          publishableKey={key}
          amount={amount}
          submitLabel={submitLabel}
          disabled={disabled}
          busy={busy}
          onPay={onPay}
        />
      ) : (
        <parts.SandboxCardForm
          submitLabel={submitLabel}
          disabled={disabled}
          busy={busy}
          onSubmit={(cardNumber) =>
            onPay((payment) => confirmSandboxCard(payment.payment_id, cardNumber, intl.locale))
          }
        />
      )}
    </LazyPart>
  );
});
