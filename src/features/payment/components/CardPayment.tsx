import Skeleton from '@mui/material/Skeleton';
import { lazy, memo, type ReactNode, useState } from 'react';
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

/**
 * Its children once the browser has taken the page over; until then, and on the server, the placeholder. Only
 * Stripe's branch uses it: the update it makes right after hydration would replace a lazy part's server HTML
 * not hydrated yet (the sandbox's card form, typed into early) with its fallback.
 */
function InBrowser({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : placeholder;
}

/** The card step, loaded only when a card is needed: Stripe's Payment Element, or our form for the sandbox. */
export const CardPayment = memo(function CardPayment({ amount, disabled, busy, onPay }: CardPaymentProps) {
  const intl = useIntl();
  const [parts, setParts] = useState(lazyParts);
  const submitLabel = intl.formatMessage(payMessages.payAmount, { amount: formatMoney(intl, amount) });
  const key = env.stripePublishableKey;
  const retry = () => setParts(lazyParts());
  // Stripe's element lives in the browser only (its frames come from Stripe): the server renders its room.
  return key ? (
    <InBrowser placeholder={<Skeleton variant="rounded" height={STRIPE_FORM_HEIGHT} />}>
      <LazyPart onRetry={retry} placeholderHeight={STRIPE_FORM_HEIGHT}>
        <parts.StripeCardPayment
          publishableKey={key}
          amount={amount}
          submitLabel={submitLabel}
          disabled={disabled}
          busy={busy}
          onPay={onPay}
        />
      </LazyPart>
    </InBrowser>
  ) : (
    <LazyPart onRetry={retry}>
      <parts.SandboxCardForm
        submitLabel={submitLabel}
        disabled={disabled}
        busy={busy}
        onSubmit={(cardNumber) =>
          onPay((payment) => confirmSandboxCard(payment.payment_id, cardNumber, intl.locale))
        }
      />
    </LazyPart>
  );
});
