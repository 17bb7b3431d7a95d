import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import type { PreOrder } from '../../../api/shared/preOrders';
import type { Company } from '../../../state/session/api';
import { selectIsSubscriptionActive, selectProfile } from '../../../state/session/selectors';
import { useAppSelector } from '../../../store/hooks';
import { type OrderSummary, useGetActiveVouchersQuery } from '../api';
import type { PaymentProblem } from '../errors';
import type { useCountdown } from '../hooks/useCountdown';
import type { useOrderSummary } from '../hooks/useOrderSummary';
import type { usePayment } from '../hooks/usePayment';
import { paymentMessages } from '../messages';
import type { OrderChoices } from '../orderChoices';
import { payMessages } from '../payMessages';
import { trialMessages } from '../trialMessages';
import { ConsultationSummary } from './ConsultationSummary';
import { CreditOptions } from './CreditOptions';
import { OrderBreakdown, UpdatingNotice } from './OrderBreakdown';
import { PaySection } from './PaySection';
import { Section } from './Section';
import { TrialOffer } from './TrialOffer';
import { VoucherField } from './VoucherField';
import { WindowCountdown } from './WindowCountdown';
import AuthenticationChallenge from '../card/AuthenticationChallenge';

const problemMessage = (problem: PaymentProblem): MessageDescriptor =>
  'message' in problem ? problem.message : paymentMessages.updateFailed;

interface OrderScreenProps {
  preOrder: PreOrder;
  doctor?: AvailableDoctor;
  order: ReturnType<typeof useOrderSummary>;
  summary: OrderSummary;
  mode: 'standard' | 'company';
  choices: OrderChoices;
  company?: Company;
  countdown: ReturnType<typeof useCountdown>;
  payment: ReturnType<typeof usePayment>;
}

/** The order before it is paid: what it is, what pays for it, the window, and the pay step. */
export function OrderScreen(props: OrderScreenProps) {
  const { preOrder, doctor, order, summary, mode, choices, company, countdown, payment } = props;
  const intl = useIntl();
  const subscribed = useAppSelector(selectIsSubscriptionActive);
  const trialEndsAt = useAppSelector(selectProfile)?.trial_ends_at;
  const standard = mode === 'standard';
  const vouchers = useGetActiveVouchersQuery(preOrder.id, { skip: !standard }).data?.voucher_list ?? [];
  const [draft, setDraft] = useState('');
  const [openedAt] = useState(Date.now);
  const [emptyCode, setEmptyCode] = useState(false);
  const { phase } = payment;
  const locked = !['idle', 'unknown'].includes(phase.name);

  // A code the provider refused on load (from the page's query) comes back into the field, with the reason.
  const [seenProblem, setSeenProblem] = useState(order.problem);
  if (order.problem !== seenProblem) {
    setSeenProblem(order.problem);
    if (order.problem?.problem.kind === 'voucher' && order.problem.voucherCode)
      setDraft(order.problem.voucherCode);
  }
  // Applied: the field empties (the applied voucher shows above it).
  if (draft && summary.voucher?.code === draft.trim() && !order.pending) setDraft('');

  const live = order.pending ?? choices;
  const typed = draft.trim();
  const waitingVoucher = standard && typed !== '' && typed !== (summary.voucher?.code ?? '');
  const blockedBy = waitingVoucher
    ? { message: paymentMessages.voucherPending, values: { code: typed } }
    : order.pending
      ? { message: payMessages.waitForTotal }
      : null;
  const problem = order.problem?.problem;
  const voucherError =
    emptyCode && !typed
      ? paymentMessages.voucherEmpty
      : problem?.kind === 'voucher' && order.problem?.voucherCode === typed
        ? problem.message
        : null;
  const offerTrial = standard && company?.plan === 'subscription' && !subscribed;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
        gridTemplateAreas: { xs: '"timer" "details" "pay"', md: '"details timer" "details pay"' },
      }}
    >
      <Box sx={{ gridArea: 'timer' }}>
        {countdown.remainingMs !== null && (
          <WindowCountdown remainingMs={countdown.remainingMs} announce={countdown.announce} />
        )}
      </Box>
      <Box sx={{ gridArea: 'details', display: 'grid', gap: 3 }}>
        <Section heading={intl.formatMessage(paymentMessages.consultationHeading)} id="payment-consultation">
          <ConsultationSummary preOrder={preOrder} doctor={doctor} />
        </Section>
        {offerTrial && company && <TrialOffer company={company.title} onStarted={order.reload} />}
        {standard && (
          <Section heading={intl.formatMessage(paymentMessages.voucherHeading)} id="payment-voucher">
            <VoucherField
              applied={summary.voucher}
              vouchers={vouchers}
              draft={draft}
              onDraftChange={(value) => {
                setDraft(value);
                setEmptyCode(false);
              }}
              onApply={(code) => {
                setEmptyCode(!code);
                if (code) void order.change({ ...live, voucher_code: code });
              }}
              onRemove={() => void order.change({ ...live, voucher_code: null })}
              error={voucherError}
              disabled={locked}
            />
          </Section>
        )}
        {standard && (summary.available_balance.amount > 0 || summary.usable_bundles.length > 0) && (
          <Section heading={intl.formatMessage(paymentMessages.creditHeading)} id="payment-credit">
            <CreditOptions
              summary={summary}
              choices={live}
              onChange={(next) => void order.change(next)}
              disabled={locked}
            />
          </Section>
        )}
        {problem && problem.kind !== 'voucher' && (
          <Alert severity="error" role="alert">
            {intl.formatMessage(problemMessage(problem))}
          </Alert>
        )}
      </Box>
      <Box sx={{ gridArea: 'pay', position: { md: 'sticky' }, top: { md: 16 } }}>
        <Section heading={intl.formatMessage(paymentMessages.breakdownHeading)} id="payment-breakdown">
          {!standard && trialEndsAt && Date.parse(trialEndsAt) > openedAt && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {intl.formatMessage(trialMessages.started, {
                date: intl.formatDate(trialEndsAt, { day: 'numeric', month: 'long', year: 'numeric' }),
              })}
            </Alert>
          )}
          <OrderBreakdown summary={summary} company={company?.title} updating={order.pending !== null} />
          <UpdatingNotice updating={order.pending !== null} />
          <PaySection
            summary={summary}
            company={company?.title}
            phase={phase}
            blockedBy={blockedBy}
            onPay={(confirm) => void payment.pay(confirm)}
            onCheckAgain={(paymentId) => void payment.checkAgain(paymentId)}
          />
        </Section>
      </Box>
      {phase.name === 'authenticating' && (
        <AuthenticationChallenge
          payment={phase.payment}
          onAnswered={(id) => void payment.authenticated(id)}
        />
      )}
    </Box>
  );
}
