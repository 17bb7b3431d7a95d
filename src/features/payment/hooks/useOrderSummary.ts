import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type OrderSummary,
  SERVER_ORDER_SUMMARY,
  useGetB2BOrderSummaryMutation,
  useGetOrderSummaryMutation,
  useUpdateOrderMutation,
} from '../api';
import { type PaymentProblem, describePaymentError } from '../errors';
import {
  type OrderChoices,
  choicesFromQuery,
  choicesOfSummary,
  sameChoices,
  summaryHoldsChoices,
  withChoices,
} from '../orderChoices';
import { useQueryWriter } from './useQueryWriter';

const NO_CHOICES: OrderChoices = { voucher_code: null, use_balance: false, bundle_order_id: null };

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; summary: OrderSummary; choices: OrderChoices; mode: 'standard' | 'company' }
  | { status: 'failed'; problem: PaymentProblem };

interface Options {
  preOrderId: number;
  /** The employee's company: its plan may cover the order (B2B summary first). */
  companyId: number | undefined;
  /** Wait until the profile says whether the patient is an employee. */
  enabled: boolean;
}

/**
 * The order summary and the patient's changes to it (voucher, balance, bundle). The choices live in the page's
 * query with the provider's names, so a reload or the language switch keeps them. Changes are sent one at a
 * time and only the answer to the latest one is shown: the provider stores them in the order the patient
 * made them, and the total on screen is the one the payment will charge.
 */
export function useOrderSummary({ preOrderId, companyId, enabled }: Options) {
  const [query] = useSearchParams();
  const [initialChoices] = useState(() => choicesFromQuery(query));
  // The summary the server rendered this page with (handed over with the page), taken once: shown as it is,
  // without asking again. Any later load (a reload, the language switch) asks the provider.
  const [, serverSummary] = useGetOrderSummaryMutation({ fixedCacheKey: SERVER_ORDER_SUMMARY });
  const [fromServer] = useState(() => {
    const summary = serverSummary.data;
    return summary?.pre_order_id === preOrderId &&
      companyId === undefined &&
      summaryHoldsChoices(summary, initialChoices)
      ? summary
      : null;
  });
  const [state, setState] = useState<OrderState>(() =>
    fromServer
      ? { status: 'ready', summary: fromServer, choices: choicesOfSummary(fromServer), mode: 'standard' }
      : { status: 'loading' },
  );
  const [pending, setPending] = useState<OrderChoices | null>(null);
  const [problem, setProblem] = useState<{ problem: PaymentProblem; voucherCode: string | null } | null>(
    null,
  );
  const [reloads, setReloads] = useState(0);
  const [getSummary] = useGetOrderSummaryMutation();
  const [getB2BSummary] = useGetB2BOrderSummaryMutation();
  const [updateOrder] = useUpdateOrderMutation();

  const writeQuery = useQueryWriter();
  const remember = useCallback(
    (choices: OrderChoices) => writeQuery((current) => withChoices(current, choices)),
    [writeQuery],
  );

  const { reset: forgetServerSummary } = serverSummary;
  useEffect(() => {
    if (fromServer) forgetServerSummary();
  }, [fromServer, forgetServerSummary]);

  useEffect(() => {
    if (!enabled) return;
    if (fromServer && reloads === 0) {
      // As after a load: the query names the order's choices (unless it does already).
      const shown = choicesOfSummary(fromServer);
      if (!sameChoices(shown, initialChoices ?? NO_CHOICES)) remember(shown);
      return;
    }
    let live = true;
    const pre_order_id = preOrderId;
    async function load(): Promise<OrderState> {
      if (companyId !== undefined) {
        const b2b = await getB2BSummary({ pre_order_id, company_id: companyId }).unwrap();
        if (b2b.covered_by_company)
          return { status: 'ready', summary: b2b, choices: choicesOfSummary(b2b), mode: 'company' };
      }
      const wanted = initialChoices;
      if (wanted) {
        try {
          const summary = await updateOrder({ pre_order_id, ...wanted }).unwrap();
          return { status: 'ready', summary, choices: wanted, mode: 'standard' };
        } catch (error) {
          const refused = describePaymentError(error);
          if (refused.kind !== 'voucher' && refused.kind !== 'bundle') throw error;
          // A voucher or bundle that no longer works: the order as the provider holds it, and why.
          if (live) setProblem({ problem: refused, voucherCode: wanted.voucher_code });
        }
      }
      const summary = await getSummary({ pre_order_id }).unwrap();
      return { status: 'ready', summary, choices: choicesOfSummary(summary), mode: 'standard' };
    }
    load().then(
      (loaded) => {
        if (!live) return;
        setState(loaded);
        if (loaded.status === 'ready' && loaded.mode === 'standard') remember(loaded.choices);
      },
      (error: unknown) => live && setState({ status: 'failed', problem: describePaymentError(error) }),
    );
    return () => {
      live = false;
    };
  }, [
    enabled,
    preOrderId,
    companyId,
    reloads,
    fromServer,
    initialChoices,
    getSummary,
    getB2BSummary,
    updateOrder,
    remember,
  ]);

  const latest = useRef<OrderChoices | null>(null);
  const sending = useRef(false);

  const change = useCallback(
    async (next: OrderChoices) => {
      latest.current = next;
      setPending(next);
      setProblem(null);
      if (sending.current) return;
      sending.current = true;
      while (latest.current) {
        const choices: OrderChoices = latest.current;
        try {
          const summary = await updateOrder({ pre_order_id: preOrderId, ...choices }).unwrap();
          if (latest.current !== choices) continue;
          setState({ status: 'ready', summary, choices, mode: 'standard' });
          remember(choices);
        } catch (error) {
          if (latest.current !== choices) continue;
          const refused = describePaymentError(error);
          if (refused.kind === 'expired' || refused.kind === 'paid')
            setState({ status: 'failed', problem: refused });
          else setProblem({ problem: refused, voucherCode: choices.voucher_code });
        }
        latest.current = null;
        setPending(null);
      }
      sending.current = false;
    },
    [preOrderId, updateOrder, remember],
  );

  return {
    state,
    /** The choices being sent (switches show them at once); null when the summary is up to date. */
    pending,
    /** Why the last change was refused (the voucher code it concerned), cleared by the next change. */
    problem,
    change,
    reload: useCallback(() => {
      setState({ status: 'loading' });
      setReloads((count) => count + 1);
    }, []),
  };
}
