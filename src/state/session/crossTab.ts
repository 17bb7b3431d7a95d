import { tokenStorage } from '../../lib/storage';
import { isLiveToken } from '../../lib/token';
import type { SessionState } from './sessionSlice';
import { tokensChangedElsewhere } from './sessionSlice';

export type Dispatch = (action: { type: string }) => unknown;

/**
 * Tokens another tab of this browser stored (a refresh, a sign-in) are taken before this tab's next call
 * (DESIGN §9): when they are live and not the ones this tab holds. Nothing is shared when storage is blocked.
 */
export function adoptTokensFromOtherTabs(dispatch: Dispatch, session: () => SessionState): void {
  const shared = tokenStorage.readShared();
  if (shared && shared.accessToken !== session().accessToken && isLiveToken(shared.accessToken)) {
    dispatch(tokensChangedElsewhere({ accessToken: shared.accessToken, refreshToken: shared.refreshToken }));
  }
}
