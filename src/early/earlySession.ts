import { env } from '../config/env';
import { offerEarlyPage, offerNoEarlyPage } from '../lib/earlyPage';
import { startedEarly } from '../lib/earlyRenewal';
import { tokenCookie, tokenStorage } from '../lib/storage';
import { isLiveToken } from '../lib/token';
import { renewTokens } from '../lib/tokenRenewal';
import { fillFrame } from './earlyPage';
import { earlyRefresh } from './earlyRefresh';

/**
 * The early script of a signed-in page whose access token had expired (the common case: it lives a quarter of an
 * hour). The server sent the page's frame (src/ssr/renderSession.ts) with this small script in its head, which
 * runs as soon as it arrives, long before the app's code: it renews the session under the lock every tab shares
 * (src/lib/tokenRenewal.ts), stores the new pair as the app would, and leaves the outcome for the app to adopt
 * instead of asking again (src/api/renewSession.ts). Renewed, it asks the server for the patient's page and puts
 * it in place of the frame (src/early/earlyPage.ts) if the app has not started by then. It decides nothing else:
 * the app follows the outcome (a rejected refresh token signs out there). Without Web Locks it leaves the renewal to the app, whose fallback
 * lock it does not carry.
 */
function renewEarly() {
  const stored = tokenStorage.readShared();
  if (!('locks' in navigator) || !stored?.refreshToken || isLiveToken(tokenCookie.read())) {
    offerNoEarlyPage();
    return;
  }
  const locale = document.documentElement.lang;
  const renewal = renewTokens({
    stale: stored.accessToken,
    ownRefreshToken: null,
    refresh: (refreshToken) => earlyRefresh(refreshToken, locale),
    waitMs: 2 * env.apiTimeoutMs,
    settle: (outcome) => {
      if (outcome.renewal === 'renewed' && !outcome.elsewhere) tokenStorage.save(outcome.tokens);
    },
  });
  startedEarly(renewal);
  // Then the page itself, rendered by the server with the new token, in place of the frame.
  offerEarlyPage(async (wanted) => {
    const outcome = await renewal;
    if (outcome.renewal === 'renewed') await fillFrame(outcome.tokens.accessToken, wanted);
  });
}

renewEarly();
