import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Money } from '../../../api/types';
import { backoffDelay, sleep } from '../../../lib/backoff';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { paymentAttemptStorage } from '../../../lib/paymentAttempts';
import {
  type Payment,
  useCheckPaymentStatusMutation,
  useCreateB2BPaymentMutation,
  useCreatePaymentMutation,
} from '../api';
import { type PaymentProblem, describePaymentError, isProviderDown, transportMessage } from '../errors';
import { payMessages } from '../payMessages';
import { useQueryWriter } from './useQueryWriter';

/** What the card step (Stripe or the sandbox form) reports after it asked the processor to charge the card. */
export type CardOutcome =
  | { kind: 'submitted' }
  | { kind: 'requiresAction' }
  | { kind: 'declined'; message: string | null }
  | { kind: 'expired' }
  /** The provider refused the payment before charging: another appointment is active, or the voucher is gone. */
  | { kind: 'refused'; problem: PaymentProblem }
  /** No answer came back: the card may or may not have been charged. */
  | { kind: 'unknown' };

export type ConfirmCard = (payment: Payment) => Promise<CardOutcome>;

/** Shown beside the pay button: one of our messages, or the processor's own words (a decline). */
export type Notice = { message: MessageDescriptor; values?: Record<string, string> } | { text: string };

export type PaymentPhase =
  /** `recovered`: the notice says the provider answers again after `offline`. */
  | { name: 'idle'; notice?: Notice; recovered?: boolean }
  /** Creating the payment failed with the provider down: nothing exists, nothing was charged; the page watches. */
  | { name: 'offline'; notice: Notice }
  /** Another appointment is active (409 `active_appointment`): this order cannot be paid now. */
  | { name: 'refused'; appointmentId: number | null }
  /** The order's voucher cannot be used any more (422, e.g. redeemed by another order): remove it to go on. */
  | { name: 'voucherRefused'; message: MessageDescriptor }
  | { name: 'creating' }
  | { name: 'confirming' }
  | { name: 'authenticating'; payment: Payment; notice?: Notice }
  /** Asking the provider; `lost`: after an answer that never came (the status is unknown until it says). */
  | { name: 'checking'; lost: boolean }
  | { name: 'unknown'; paymentId: string }
  | { name: 'succeeded'; payment: Payment }
  | { name: 'expired' };

/** How many times check-status is asked (with back-off, about 40 s) before the patient is asked to check again. */
export const MAX_STATUS_CHECKS = 8;

interface Options {
  preOrderId: number;
  /** The company pays (B2B create); otherwise the patient. */
  companyId: number | undefined;
  processor: 'stripe' | 'sandbox';
  /** The total the patient saw: a payment for another amount is not confirmed. */
  expectedTotal: Money | undefined;
  onAmountChanged(): void;
  /** Asks the provider something harmless (the pre-order); true when it answered. */
  probe(): Promise<boolean>;
}

/** Phases in which nothing is under way: the patient may act (pay, change the order). */
const SETTLED = new Set<PaymentPhase['name']>([
  'idle',
  'offline',
  'unknown',
  'authenticating',
  'voucherRefused',
]);

/** The phase for a refusal that charged nothing and that paying again cannot get past, if it is one. */
function refusal(problem: PaymentProblem): PaymentPhase | undefined {
  if (problem.kind === 'activeAppointment') return { name: 'refused', appointmentId: problem.appointmentId };
  if (problem.kind === 'voucher') return { name: 'voucherRefused', message: voucherRefusedMessage(problem) };
  if (problem.kind === 'expired') return { name: 'expired' };
  return undefined;
}

const voucherRefusedMessage = (problem: Extract<PaymentProblem, { kind: 'voucher' }>) =>
  problem.code === 'voucher_already_used' ? payMessages.voucherTaken : problem.message;

/**
 * The payment of one pre-order: create (one idempotency key per pre-order, kept across reloads), confirm the
 * card through the processor, then ask the provider with back-off until it says succeeded, failed or expired.
 * When an answer is lost it only ever asks; it never creates or confirms again by itself.
 */
export function usePayment(options: Options) {
  const { preOrderId, companyId, processor, expectedTotal, onAmountChanged, probe } = options;
  const [query] = useSearchParams();
  const writeQuery = useQueryWriter();
  // A payment named in the address (back on the page after creating it) is being checked from the first
  // render: on the server's page too, so the page the browser takes over already says so.
  const [phase, setPhase] = useState<PaymentPhase>(() =>
    query.get('payment_id') ? { name: 'checking', lost: false } : { name: 'idle' },
  );
  const [createPayment] = useCreatePaymentMutation();
  const [createB2BPayment] = useCreateB2BPaymentMutation();
  const [checkStatus] = useCheckPaymentStatusMutation();
  const busy = useRef(false);
  const abort = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const settle = useCallback((next: PaymentPhase) => {
    busy.current = !SETTLED.has(next.name);
    setPhase(next);
  }, []);

  const poll = useCallback(
    async (paymentId: string, lost: boolean, submitted = false) => {
      busy.current = true;
      setPhase({ name: 'checking', lost });
      const signal = abort.current.signal;
      for (let attempt = 0; attempt < MAX_STATUS_CHECKS; attempt++) {
        try {
          const payment = await checkStatus({ payment_id: paymentId }).unwrap();
          if (signal.aborted) return;
          switch (payment.status) {
            case 'succeeded':
              return settle({ name: 'succeeded', payment });
            case 'expired':
              return settle({ name: 'expired' });
            case 'failed':
              return settle({ name: 'idle', notice: failureNotice(payment) });
            case 'requires_action':
              if (processor === 'sandbox') return settle({ name: 'authenticating', payment });
              return settle({ name: 'idle', notice: { message: payMessages.notCharged } });
            case 'requires_payment_method':
              // Right after the processor took the card the provider may not know yet; otherwise nothing ran.
              if (!submitted || attempt >= 2)
                return settle({
                  name: 'idle',
                  notice: lost ? { message: payMessages.notCharged } : undefined,
                });
          }
        } catch (error) {
          if (signal.aborted) return;
          // The provider's rules, checked again on confirming: refused before any charge.
          const refused = refusal(describePaymentError(error));
          if (refused) return settle(refused);
          setPhase({ name: 'checking', lost: true });
        }
        try {
          await sleep(backoffDelay(attempt), signal);
        } catch {
          return;
        }
      }
      settle({ name: 'unknown', paymentId });
    },
    [checkStatus, processor, settle],
  );

  // Back on the page (a reload, the language switch) after a payment was created: ask how it went.
  const resumeFrom = useRef(query.get('payment_id'));
  useEffect(() => {
    if (resumeFrom.current) void poll(resumeFrom.current, false);
  }, [poll]);

  const create = useCallback(async () => {
    const stored = paymentAttemptStorage.read(preOrderId);
    const idempotency_key = stored?.idempotencyKey ?? newIdempotencyKey();
    if (!stored)
      paymentAttemptStorage.save(preOrderId, { idempotencyKey: idempotency_key, savedAt: Date.now() });
    const payment = await (
      companyId === undefined
        ? createPayment({ pre_order_id: preOrderId, idempotency_key })
        : createB2BPayment({ pre_order_id: preOrderId, company_id: companyId, idempotency_key })
    ).unwrap();
    writeQuery((current) => {
      current.set('payment_id', payment.payment_id);
      return current;
    });
    return payment;
  }, [preOrderId, companyId, createPayment, createB2BPayment, writeQuery]);

  const pay = useCallback(
    async (confirmCard?: ConfirmCard) => {
      if (busy.current) return;
      busy.current = true;
      setPhase({ name: 'creating' });
      let payment: Payment;
      try {
        payment = await create();
      } catch (error) {
        const refused = refusal(describePaymentError(error));
        if (refused) return settle(refused);
        const notice = { message: transportMessage(error) };
        // No payment exists: the form stays as typed, and the page waits for the provider to answer again.
        return settle(isProviderDown(error) ? { name: 'offline', notice } : { name: 'idle', notice });
      }
      if (payment.status === 'succeeded') return settle({ name: 'succeeded', payment });
      if (payment.status === 'expired') return settle({ name: 'expired' });
      if (payment.status === 'processing') return poll(payment.payment_id, false);
      if (payment.status === 'requires_action' && processor === 'sandbox')
        return settle({ name: 'authenticating', payment });
      if (expectedTotal && payment.amount.amount !== expectedTotal.amount) {
        onAmountChanged();
        return settle({ name: 'idle', notice: { message: payMessages.amountChanged } });
      }
      if (!confirmCard || !payment.client_secret) return poll(payment.payment_id, false);
      setPhase({ name: 'confirming' });
      const outcome = await confirmCard(payment);
      if (abort.current.signal.aborted) return;
      switch (outcome.kind) {
        case 'submitted':
          return poll(payment.payment_id, false, true);
        case 'requiresAction':
          return settle({ name: 'authenticating', payment });
        case 'declined':
          return settle({
            name: 'idle',
            notice: outcome.message ? { text: outcome.message } : { message: payMessages.declined },
          });
        case 'expired':
          return settle({ name: 'expired' });
        case 'refused':
          return settle(
            refusal(outcome.problem) ?? { name: 'idle', notice: { message: payMessages.notCharged } },
          );
        case 'unknown':
          return poll(payment.payment_id, true);
      }
    },
    [create, expectedTotal, onAmountChanged, poll, processor, settle],
  );

  // Offline: ask the provider with back-off until it answers, then say so (the patient pays again herself).
  const offline = phase.name === 'offline';
  useEffect(() => {
    if (!offline) return;
    const controller = new AbortController();
    void (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          await sleep(backoffDelay(attempt, { first: 1000, max: 8000 }), controller.signal);
        } catch {
          return;
        }
        const answered = await probe();
        if (controller.signal.aborted) return;
        if (answered)
          return settle({ name: 'idle', notice: { message: payMessages.providerBack }, recovered: true });
      }
    })();
    return () => controller.abort();
  }, [offline, probe, settle]);

  return {
    phase,
    pay,
    /** The refused voucher was taken off the order: paying is possible again. */
    voucherRemoved: useCallback(() => settle({ name: 'idle' }), [settle]),
    /** After the sandbox's challenge was answered (or the answer was lost): ask the provider. */
    authenticated: useCallback((paymentId: string) => poll(paymentId, false), [poll]),
    checkAgain: useCallback((paymentId: string) => poll(paymentId, true), [poll]),
    /** The pre-order is already paid (another tab): its live payment is the succeeded one. */
    showPaid: useCallback(() => void pay(), [pay]),
  };
}

function failureNotice(payment: Payment): Notice {
  return payment.failure_message ? { text: payment.failure_message } : { message: payMessages.declined };
}
