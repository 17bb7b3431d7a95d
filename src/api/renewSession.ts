import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { withBrowserLock } from '../lib/browserLock';
import { recordHandoff, takeHandoff } from '../lib/sessionHandoff';
import { tokenStorage } from '../lib/storage';
import { isLiveToken } from '../lib/token';
import type { SessionState } from '../state/session/sessionSlice';
import {
  loggedOut,
  refreshUnanswered,
  signedOutElsewhere,
  tokenReceived,
  tokensChangedElsewhere,
} from '../state/session/sessionSlice';

export interface RefreshResponse {
  access_token: string;
  refresh_token: string;
}

/** What a refresh call gave back: RTK Query's `{data}` or `{error}`. */
export interface RefreshResult {
  data?: unknown;
  error?: FetchBaseQueryError | SerializedError;
}

export type Renewal =
  /** New tokens: refreshed here, or refreshed by another tab and taken from storage. */
  | 'renewed'
  /** The provider refused the refresh token: the session has ended. */
  | 'rejected'
  /** Another tab signed out meanwhile: so is this one. */
  | 'signedOut'
  /** No usable answer (network, timeout, 5xx): the session stays and the next call tries again. */
  | 'unreachable';

/** The name of the lock every tab of this browser takes to refresh. */
export const REFRESH_LOCK = 'telehealth-session-refresh';

/** Only the provider rejecting the refresh token (400/401: invalid, reused, revoked) ends a session. */
export function isRefreshTokenRejected(error: RefreshResult['error']): boolean {
  const status = error && 'status' in error ? error.status : undefined;
  return status === 400 || status === 401;
}

interface RenewalApi {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
}

/**
 * New tokens for a session whose access token `stale` was refused: once per browser, however many tabs ask
 * (DESIGN §9). Under a lock that every tab shares, tokens another tab stored meanwhile are taken as they are;
 * otherwise this tab refreshes with the stored refresh token (the newest), and the new pair is stored before the
 * next tab gets the lock (tokenReceived's listener writes storage as the action is dispatched) and handed to it
 * through IndexedDB too, which, unlike localStorage, every tab reads consistently (src/lib/sessionHandoff.ts). Waiting for the
 * lock is bounded by `waitMs`, the refresh by the provider timeout, so nothing waits forever.
 */
export async function renewSession(
  api: RenewalApi,
  stale: string | null,
  refresh: (refreshToken: string) => Promise<RefreshResult>,
  waitMs: number,
): Promise<Renewal> {
  let renewal: Renewal;
  try {
    renewal = await withBrowserLock(REFRESH_LOCK, waitMs, async (): Promise<Renewal> => {
      const shared = tokenStorage.readShared(); // null: storage is blocked, this tab is on its own
      if (shared && !shared.refreshToken) {
        api.dispatch(signedOutElsewhere());
        return 'signedOut';
      }
      if (shared && shared.accessToken !== stale && isLiveToken(shared.accessToken)) {
        api.dispatch(
          tokensChangedElsewhere({ accessToken: shared.accessToken, refreshToken: shared.refreshToken }),
        );
        return 'renewed';
      }
      const refreshToken =
        shared?.refreshToken ?? (api.getState() as { session: SessionState }).session.refreshToken;
      if (!refreshToken) {
        api.dispatch(loggedOut());
        return 'rejected';
      }
      // The tab that held the lock before may have spent this refresh token already, its new pair not yet
      // visible in this tab's storage (src/lib/sessionHandoff.ts).
      const handedOver = await takeHandoff(refreshToken);
      if (handedOver && handedOver.accessToken !== stale && isLiveToken(handedOver.accessToken)) {
        api.dispatch(tokensChangedElsewhere(handedOver));
        return 'renewed';
      }
      const { data, error } = await refresh(refreshToken);
      const tokens = data as Partial<RefreshResponse> | undefined;
      if (typeof tokens?.access_token === 'string') {
        const renewed = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
        api.dispatch(tokenReceived(renewed));
        await recordHandoff(refreshToken, renewed);
        return 'renewed';
      }
      if (isRefreshTokenRejected(error)) {
        api.dispatch(loggedOut());
        return 'rejected';
      }
      return 'unreachable';
    });
  } catch {
    renewal = 'unreachable'; // the lock's holder did not let go in time
  }
  if (renewal === 'unreachable') api.dispatch(refreshUnanswered());
  return renewal;
}
