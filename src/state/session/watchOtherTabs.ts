import { isSessionStorageEvent, tokenStorage } from '../../lib/storage';
import { adoptTokensFromOtherTabs, type Dispatch } from './crossTab';
import type { SessionState } from './sessionSlice';
import { b2bFlagRead, signedOutElsewhere } from './sessionSlice';

/**
 * Keeps this tab's session in step with the others: when another tab changes the stored session (the `storage`
 * event) this one adopts its tokens, or signs out with it; when the tab comes back into view it looks again.
 * Returns a function that stops watching.
 */
export function watchOtherTabs(dispatch: Dispatch, session: () => SessionState): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!isSessionStorageEvent(event)) return;
    const shared = tokenStorage.readShared();
    if (session().isLoggedIn && shared && !shared.refreshToken) dispatch(signedOutElsewhere());
    else adoptTokensFromOtherTabs(dispatch, session);
    // A sign-in elsewhere may be an employee's: the footer's support line follows.
    dispatch(b2bFlagRead(tokenStorage.readB2BFlag()));
  };
  const lookAgain = () => {
    if (document.visibilityState === 'visible') adoptTokensFromOtherTabs(dispatch, session);
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', lookAgain);
  document.addEventListener('visibilitychange', lookAgain);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', lookAgain);
    document.removeEventListener('visibilitychange', lookAgain);
  };
}
