import { withBrowserLock } from './browserLock';
import { type HandedTokens, recordHandoff, takeHandoff } from './sessionHandoff';
import { tokenStorage } from './storage';
import { isLiveToken } from './token';

/**
 * The session's renewal protocol (DESIGN §9), without the store: shared by the app (src/api/renewSession.ts) and
 * the early script of a page whose token has expired (src/early/earlySession.ts), so both take the same lock and
 * leave the same traces for the other tabs.
 */

/** What a refresh call gave back: RTK Query's `{data}` or `{error}`. */
export interface RefreshResult {
  data?: unknown;
  error?: { status?: unknown } | object;
}

export interface RefreshResponse {
  access_token: string;
  refresh_token: string;
}

/** The name of the lock every tab of this browser takes to refresh. */
export const REFRESH_LOCK = 'telehealth-session-refresh';

export type RenewalOutcome =
  /** New tokens: refreshed here (`elsewhere` false), or refreshed by another tab and taken from it. */
  | { renewal: 'renewed'; tokens: HandedTokens; elsewhere: boolean }
  /** The provider refused the refresh token (or there was none): the session has ended. */
  | { renewal: 'rejected' }
  /** Another tab signed out meanwhile: so is this one. */
  | { renewal: 'signedOut' }
  /** No usable answer (network, timeout, 5xx): the session stays and the next call tries again. */
  | { renewal: 'unreachable' };

/** Only the provider rejecting the refresh token (400/401: invalid, reused, revoked) ends a session. */
export function isRefreshTokenRejected(error: RefreshResult['error']): boolean {
  const status = error && 'status' in error ? error.status : undefined;
  return status === 400 || status === 401;
}

export interface RenewalRequest {
  /** The access token that was refused or found expired. */
  stale: string | null;
  /** The refresh token this tab holds, for when storage cannot be shared. */
  ownRefreshToken: string | null;
  refresh: (refreshToken: string) => Promise<RefreshResult>;
  /** How long to wait for another tab's renewal (the lock) at most. */
  waitMs: number;
  /**
   * Called under the lock with the outcome, before the next tab may take it: new tokens refreshed here must be
   * in storage by the time it returns.
   */
  settle: (outcome: RenewalOutcome) => void;
}

/**
 * New tokens for a session whose access token `stale` was refused: once per browser, however many tabs ask.
 * Under a lock that every tab shares, tokens another tab stored meanwhile are taken as they are; otherwise this
 * tab refreshes with the stored refresh token (the newest), `settle` stores the new pair before the next tab gets
 * the lock, and it is handed to that tab through IndexedDB too, which, unlike localStorage, every tab reads
 * consistently (src/lib/sessionHandoff.ts). Waiting for the lock is bounded by `waitMs`, the refresh by the
 * provider timeout, so nothing waits forever: a lock not granted in time is `unreachable`, without `settle`.
 */
export async function renewTokens({
  stale,
  ownRefreshToken,
  refresh,
  waitMs,
  settle,
}: RenewalRequest): Promise<RenewalOutcome> {
  try {
    return await withBrowserLock(REFRESH_LOCK, waitMs, async (): Promise<RenewalOutcome> => {
      const { outcome, spent } = await decide(stale, ownRefreshToken, refresh);
      settle(outcome);
      if (outcome.renewal === 'renewed' && spent) await recordHandoff(spent, outcome.tokens);
      return outcome;
    });
  } catch {
    return { renewal: 'unreachable' }; // the lock's holder did not let go in time
  }
}

/** The outcome, and the refresh token spent when this tab refreshed. */
async function decide(
  stale: string | null,
  ownRefreshToken: string | null,
  refresh: RenewalRequest['refresh'],
): Promise<{ outcome: RenewalOutcome; spent?: string }> {
  const shared = tokenStorage.readShared(); // null: storage is blocked, this tab is on its own
  if (shared && !shared.refreshToken) return { outcome: { renewal: 'signedOut' } };
  if (shared && shared.accessToken !== stale && isLiveToken(shared.accessToken)) {
    const tokens = { accessToken: shared.accessToken, refreshToken: shared.refreshToken ?? undefined };
    return { outcome: { renewal: 'renewed', elsewhere: true, tokens } };
  }
  const refreshToken = shared?.refreshToken ?? ownRefreshToken;
  if (!refreshToken) return { outcome: { renewal: 'rejected' } };
  // The tab that held the lock before may have spent this refresh token already, its new pair not yet visible
  // in this tab's storage (src/lib/sessionHandoff.ts).
  const handedOver = await takeHandoff(refreshToken);
  if (handedOver && handedOver.accessToken !== stale && isLiveToken(handedOver.accessToken)) {
    return { outcome: { renewal: 'renewed', elsewhere: true, tokens: handedOver } };
  }
  const { data, error } = await refresh(refreshToken);
  const tokens = data as Partial<RefreshResponse> | undefined;
  if (typeof tokens?.access_token === 'string') {
    const renewed = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
    return { outcome: { renewal: 'renewed', elsewhere: false, tokens: renewed }, spent: refreshToken };
  }
  return { outcome: { renewal: isRefreshTokenRejected(error) ? 'rejected' : 'unreachable' } };
}
