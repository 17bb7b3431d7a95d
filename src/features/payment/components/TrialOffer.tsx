import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { env } from '../../../config/env';
import { saveSandboxCard } from '../card/sandboxProcessor';
import { useTrialSignUp } from '../hooks/useTrialSignUp';
import { trialMessages } from '../trialMessages';
import { LazyPart } from './LazyPart';
import { NoticeText } from './NoticeText';

const lazyParts = () => ({
  SandboxCardForm: lazy(() => import(/* webpackChunkName: "payment-card-form" */ '../card/SandboxCardForm')),
  StripeCardSetup: lazy(
    () => import(/* webpackChunkName: "payment-stripe-setup" */ '../card/StripeCardSetup'),
  ),
});

/**
 * The trial plan of the employee's company (spec §1, §9), chosen instead of paying: what it is, and a card saved
 * through a setup intent. Once it starts, the company's plan covers the order (the page loads it again).
 */
export function TrialOffer({ onStarted }: { onStarted(): void }) {
  const intl = useIntl();
  const [parts, setParts] = useState(lazyParts);
  const { busy, notice, start } = useTrialSignUp(onStarted);
  const submitLabel = intl.formatMessage(busy ? trialMessages.starting : trialMessages.start);
  const key = env.stripePublishableKey;
  return (
    <Box data-testid="trial-offer">
      <Typography sx={{ mb: 1 }}>
        <FormattedMessage {...trialMessages.intro} />
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.5 } }}>
        {[
          trialMessages.freeMonths,
          trialMessages.sessions,
          trialMessages.reminder,
          trialMessages.monthly,
        ].map((message) => (
          <li key={message.id}>
            <FormattedMessage {...message} />
          </li>
        ))}
      </Box>
      <LazyPart onRetry={() => setParts(lazyParts())}>
        {key ? (
          <parts.StripeCardSetup publishableKey={key} submitLabel={submitLabel} busy={busy} onSave={start} />
        ) : (
          <parts.SandboxCardForm
            submitLabel={submitLabel}
            disabled={false}
            busy={busy}
            onSubmit={(cardNumber) =>
              void start(async (intent) => {
                const saved = await saveSandboxCard(intent.setup_intent_id, cardNumber, intl.locale);
                if (saved === 'failed') throw { status: 'FETCH_ERROR' };
                return saved === 'saved' ? { saved: true } : { saved: false, message: null };
              })
            }
          />
        )}
      </LazyPart>
      {notice && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <NoticeText notice={notice} />
        </Alert>
      )}
    </Box>
  );
}
