import { tokenStorage } from '../../lib/storage';
import { isLiveToken } from '../../lib/token';
import type { SessionState } from './sessionSlice';
import { b2bFlagRead, signedOutElsewhere, tokensChangedElsewhere } from './sessionSlice';

type Dispatch = (action: { type: string }) => unknown;

/**
 * Tokens another tab of this browser stored (a refresh, a sign-in) are taken before this tab's next call
 * (DESIGN §9): when they are live and not the ones this tab holds. Nothing is shared when storage is blocked.
 */
export function adoptTokensFromOtherTabs(dispatch: Dispatch, session: () => SessionState): void {
  const shared = tokenStorage.readShared();
  if (shared && shared.accessToken !== session().accessToken && isLiveToken(shared.accessToken)) {
    dispatch(tokensChangedElsewhere({ accessToken: shared.accessToken, refreshToken: shared.refreshToken }));
    dispatch(b2bFlagRead(tokenStorage.readB2BFlag()));
  }
}

/**
 * Keeps this tab's session in step with the others: when another tab changes the stored session (the `storage`
 * event) this one adopts its tokens, or signs out with it; when the tab comes back into view it looks again.
 * Returns a function that stops watching.
 */
export function watchOtherTabs(dispatch: Dispatch, session: () => SessionState): () => void {
  const stopWatchingStorage = tokenStorage.onChangedInAnotherTab(() => {
    const shared = tokenStorage.readShared();
    if (session().isLoggedIn && shared && !shared.refreshToken) dispatch(signedOutElsewhere());
    else adoptTokensFromOtherTabs(dispatch, session);
  });
  const lookAgain = () => {
    if (document.visibilityState === 'visible') adoptTokensFromOtherTabs(dispatch, session);
  };
  window.addEventListener('focus', lookAgain);
  document.addEventListener('visibilitychange', lookAgain);
  return () => {
    stopWatchingStorage();
    window.removeEventListener('focus', lookAgain);
    document.removeEventListener('visibilitychange', lookAgain);
  };
}
