import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { takeEarlyRenewal } from '../lib/earlyRenewal';
import { type RenewalOutcome, renewTokens } from '../lib/tokenRenewal';
import type { SessionState } from '../state/session/sessionSlice';
import {
  loggedOut,
  refreshUnanswered,
  signedOutElsewhere,
  tokenReceived,
  tokensChangedElsewhere,
} from '../state/session/sessionSlice';

export type { RefreshResponse } from '../lib/tokenRenewal';

/** What a refresh call gave back: RTK Query's `{data}` or `{error}`. */
export interface RefreshResult {
  data?: unknown;
  error?: FetchBaseQueryError | SerializedError;
}

export type Renewal = RenewalOutcome['renewal'];

interface RenewalApi {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
}

/** The session follows the outcome: new tokens (stored by tokenReceived's listener), or the session's end. */
function follow(api: RenewalApi, outcome: RenewalOutcome) {
  if (outcome.renewal === 'renewed') {
    const { accessToken, refreshToken } = outcome.tokens;
    api.dispatch(
      outcome.elsewhere
        ? tokensChangedElsewhere({ accessToken, refreshToken })
        : tokenReceived({ accessToken, refreshToken }),
    );
  } else if (outcome.renewal === 'rejected') api.dispatch(loggedOut());
  else if (outcome.renewal === 'signedOut') api.dispatch(signedOutElsewhere());
}

/**
 * New tokens for a session whose access token `stale` was refused: once per browser, however many tabs ask
 * (DESIGN §9, src/lib/tokenRenewal.ts). The session follows the outcome under the shared lock: new tokens are
 * stored (tokenReceived's listener writes storage as the action is dispatched) before the next tab gets it. The
 * renewal the page's early script started (src/early/earlySession.ts, a page whose token had expired) is adopted
 * instead, by the first renewal (the boot's, unless the boot found its token live): it ran under the same lock and
 * stored what it got.
 */
export async function renewSession(
  api: RenewalApi,
  stale: string | null,
  refresh: (refreshToken: string) => Promise<RefreshResult>,
  waitMs: number,
): Promise<Renewal> {
  const early = await takeEarlyRenewal();
  let outcome: RenewalOutcome;
  // The early renewal settled before the boot looked (the boot then found its token live and did not renew):
  // the token refused now is the one it brought, so this is a renewal of its own.
  if (early && !(early.renewal === 'renewed' && early.tokens.accessToken === stale)) {
    outcome = early;
    follow(api, outcome);
  } else {
    outcome = await renewTokens({
      stale,
      ownRefreshToken: (api.getState() as { session: SessionState }).session.refreshToken,
      refresh,
      waitMs,
      settle: (decided) => follow(api, decided),
    });
  }
  if (outcome.renewal === 'unreachable') api.dispatch(refreshUnanswered());
  return outcome.renewal;
}
