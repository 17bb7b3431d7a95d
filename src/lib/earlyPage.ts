/**
 * The patient's page that the early script of an expired token's frame asks the server for once it has renewed
 * the session (src/early/earlyPage.ts), and the app: the early script puts the page in place of the frame only
 * until the app's code is added to the page, which waits for that to be done or given up
 * (src/lib/afterPaintScript.ts), so the app reads the patient's page, never half of one. Either may come first;
 * what passes between them is a slot on `window`.
 */
import { EARLY_PAGE_GLOBAL } from './afterPaintScript';

export { EARLY_PAGE_GLOBAL, EARLY_PAGE_WAIT_MS } from './afterPaintScript';

/**
 * The early script's offer, called once before the app's code is added: it settles when the page is in place of
 * the frame, given up, or `waitMs` has gone, and from then on nothing replaces the page. `null`: the app's code
 * was added without one.
 */
type EarlyPageOffer = ((waitMs: number) => Promise<unknown>) | null;
type WithEarlyPage = { [EARLY_PAGE_GLOBAL]?: EarlyPageOffer };

/** The early script's side when it renews nothing (a live token, no session): it has run, and offers nothing. */
export function offerNoEarlyPage(): void {
  (window as WithEarlyPage)[EARLY_PAGE_GLOBAL] ??= null;
}

/**
 * The early script's side: `fill` fetches the page and puts it in if `wanted()` still says so when it arrives.
 * Nothing starts when the app's code is already on its way.
 */
export function offerEarlyPage(fill: (wanted: () => boolean) => Promise<unknown>): void {
  const holder = window as WithEarlyPage;
  if (holder[EARLY_PAGE_GLOBAL] === null) return;
  let open = true;
  const arriving = fill(() => open).catch(() => undefined);
  holder[EARLY_PAGE_GLOBAL] = (waitMs) =>
    Promise.race([arriving, new Promise((resolve) => setTimeout(resolve, waitMs))]).then(() => {
      open = false;
    });
}
