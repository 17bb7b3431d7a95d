import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
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
import { useQueryWriter } from '../hooks/useQueryWriter';
import { paymentMessages } from '../messages';
import type { OrderChoices } from '../orderChoices';
import { payMessages } from '../payMessages';
import { ConsultationSummary } from './ConsultationSummary';
import { CreditOptions } from './CreditOptions';
import { PayColumn } from './PayColumn';
import { Section } from './Section';
import type { Payer } from './TrialChoice';
import { VoucherField } from './VoucherField';
import { WindowCountdown } from './WindowCountdown';
import AuthenticationChallenge from '../card/AuthenticationChallenge';

const problemMessage = (problem: PaymentProblem): MessageDescriptor =>
  'message' in problem ? problem.message : paymentMessages.updateFailed;

/** Phases in which the order may still change (nothing is being paid, nothing refused it for good). */
const CHANGEABLE = ['idle', 'offline', 'unknown', 'voucherRefused'];

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
  const [query] = useSearchParams();
  const writeQuery = useQueryWriter();
  const subscribed = useAppSelector(selectIsSubscriptionActive);
  const trialEndsAt = useAppSelector(selectProfile)?.trial_ends_at;
  const standard = mode === 'standard';
  const vouchers = useGetActiveVouchersQuery(preOrder.id, { skip: !standard }).data?.voucher_list ?? [];
  const [draft, setDraft] = useState('');
  const [openedAt] = useState(Date.now);
  const [emptyCode, setEmptyCode] = useState(false);
  const { phase } = payment;
  const locked = !CHANGEABLE.includes(phase.name);

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
  const totalPending = Boolean(order.pending);
  // The same object while nothing in it changes: the pay step shows it a render later (PaySection).
  const blockedBy = useMemo(
    () =>
      waitingVoucher
        ? { message: paymentMessages.voucherPending, values: { code: typed } }
        : totalPending
          ? { message: payMessages.waitForTotal }
          : null,
    [waitingVoucher, typed, totalPending],
  );
  const problem = order.problem?.problem;
  const voucherError =
    emptyCode && !typed
      ? paymentMessages.voucherEmpty
      : problem?.kind === 'voucher' && order.problem?.voucherCode === typed
        ? problem.message
        : null;
  // The company's trial plan, not started: free with it, or the patient pays (the choice is kept in the URL).
  const offerTrial = standard && company?.plan === 'subscription' && !subscribed;
  const payer: Payer = query.get('payer') === 'self' ? 'self' : 'trial';
  const payingSelf = !offerTrial || payer === 'self';
  const { change } = order;
  const changeCredit = useCallback((next: OrderChoices) => void change(next), [change]);
  const removeVoucher = () => {
    void order.change({ ...live, voucher_code: null });
    if (phase.name === 'voucherRefused') payment.voucherRemoved();
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
        gridTemplateAreas: { xs: '"timer" "details" "pay"', md: '"details timer" "details pay"' },
        // The timer's row is as tall as the timer; a long details column must not push the pay step down.
        gridTemplateRows: { md: 'auto 1fr' },
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
        {standard && payingSelf && (
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
              onRemove={removeVoucher}
              error={voucherError}
              disabled={locked}
            />
          </Section>
        )}
        {standard &&
          payingSelf &&
          (summary.available_balance.amount > 0 || summary.usable_bundles.length > 0) && (
            <Section heading={intl.formatMessage(paymentMessages.creditHeading)} id="payment-credit">
              <CreditOptions summary={summary} choices={live} onChange={changeCredit} disabled={locked} />
            </Section>
          )}
        {problem && problem.kind !== 'voucher' && (
          <Alert severity="error" role="alert">
            {intl.formatMessage(problemMessage(problem))}
          </Alert>
        )}
      </Box>
      <Box sx={{ gridArea: 'pay', position: { md: 'sticky' }, top: { md: 16 } }}>
        <PayColumn
          summary={summary}
          company={company?.title}
          payment={payment}
          updating={order.pending !== null}
          blockedBy={blockedBy}
          trial={
            offerTrial
              ? {
                  payer,
                  onPayerChange: (next) =>
                    writeQuery((current) => {
                      if (next === 'self') current.set('payer', 'self');
                      else current.delete('payer');
                      return current;
                    }),
                  onStarted: order.reload,
                }
              : null
          }
          trialEndsAt={!standard && trialEndsAt && Date.parse(trialEndsAt) > openedAt ? trialEndsAt : null}
          onRemoveVoucher={removeVoucher}
        />
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
