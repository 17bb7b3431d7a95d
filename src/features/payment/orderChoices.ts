import type { OrderSummary } from './api';

/** What the patient chose for the order, with the provider's names (`order/update` sends all of them). */
export interface OrderChoices {
  voucher_code: string | null;
  use_balance: boolean;
  bundle_order_id: number | null;
}

const KEYS = ['voucher_code', 'use_balance', 'bundle_order_id'] as const;

/** The choices in the page's query, or null when it names none (the provider's stored order then). */
export function choicesFromQuery(query: URLSearchParams): OrderChoices | null {
  if (!KEYS.some((key) => query.has(key))) return null;
  const bundle = Number(query.get('bundle_order_id'));
  return {
    voucher_code: query.get('voucher_code')?.trim() || null,
    use_balance: query.get('use_balance') === 'true',
    bundle_order_id: Number.isInteger(bundle) && bundle > 0 ? bundle : null,
  };
}

/** The query with these choices (and its other parameters, `preOrder` first, untouched). */
export function withChoices(query: URLSearchParams, choices: OrderChoices): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of KEYS) next.delete(key);
  if (choices.voucher_code) next.set('voucher_code', choices.voucher_code);
  if (choices.use_balance) next.set('use_balance', 'true');
  if (choices.bundle_order_id !== null) next.set('bundle_order_id', String(choices.bundle_order_id));
  return next;
}

/**
 * The choices a summary shows when the page did not name any: its voucher, the balance when some is used, the
 * bundle when it gives credit. (A choice that changes nothing, e.g. the balance when a voucher covers all, reads
 * as off: it would not change the total either.)
 */
export function choicesOfSummary(summary: OrderSummary): OrderChoices {
  return {
    voucher_code: summary.voucher?.code ?? null,
    use_balance: summary.balance_used.amount > 0,
    bundle_order_id: summary.bundle_credit.amount > 0 ? (summary.usable_bundles[0]?.id ?? null) : null,
  };
}

export const sameChoices = (a: OrderChoices, b: OrderChoices) => KEYS.every((key) => a[key] === b[key]);

/**
 * True when the order as the provider holds it is the one the page's query asks for (none asked: any is):
 * the page can show the order's summary as it is, with nothing to send (`order/update` is a write).
 */
export const summaryHoldsChoices = (summary: OrderSummary, wanted: OrderChoices | null) =>
  wanted === null || sameChoices(choicesOfSummary(summary), wanted);
