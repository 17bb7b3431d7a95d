import type { RenewalOutcome } from './tokenRenewal';

/**
 * The renewal a page whose token had expired started before the app's code loaded (src/early/earlySession.ts),
 * left on `window` for the app to adopt instead of asking again (src/api/renewSession.ts).
 */
export const EARLY_RENEWAL_GLOBAL = '__earlyRenewal';

type WithEarlyRenewal = { [EARLY_RENEWAL_GLOBAL]?: Promise<RenewalOutcome> };

export function startedEarly(outcome: Promise<RenewalOutcome>): void {
  (window as WithEarlyRenewal)[EARLY_RENEWAL_GLOBAL] = outcome;
}

/**
 * The early renewal, once: the app's first renewal is the one its boot makes for the expired session the page
 * was sent for (before or after the early script has stored the new pair); a later expiry renews as usual.
 */
export function takeEarlyRenewal(): Promise<RenewalOutcome> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as WithEarlyRenewal)[EARLY_RENEWAL_GLOBAL];
  delete (window as WithEarlyRenewal)[EARLY_RENEWAL_GLOBAL];
  return early;
}
