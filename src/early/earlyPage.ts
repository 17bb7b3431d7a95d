import { SERVER_STATE_ID } from '../app/serverState';
import { nextTask } from '../boot/nextTask';
import { env } from '../config/env';
import { postSameOrigin } from '../lib/sameOriginPost';

/**
 * The patient's page, from the server, in place of the frame it sent for an expired token: once the early script
 * has renewed the session, the same address asked again with the new access token comes rendered with the
 * patient's data, long before the app's code could have fetched and rendered it.
 * Its markup, its styles and its state replace the frame's, so the app hydrates the patient's page as if it had
 * come first (src/lib/earlyPage.ts). The frame stays when the server leaves the page to the browser
 * (`X-Render-Fallback`), when no usable answer comes in `env.apiTimeoutMs` (the cookie's call's included), once
 * the app has started, and once the patient has started using the frame (a key, a pointer): nothing they did is
 * swept away.
 */
export async function fillFrame(token: string, wanted: () => boolean): Promise<void> {
  const used = usedSinceNow();
  // The cookie the server renders from is set by the same call the app makes on a renewal (DESIGN §4); the page is
  // asked for meanwhile with the new token in `Authorization`, which the server takes for the cookie's
  // (server/pages.ts): one round trip less. A cookie left unset keeps the frame, as the app would find it.
  const [cookieSet, response] = await Promise.all([
    postSameOrigin('/api/setToken', { token }, env.apiTimeoutMs),
    fetch(location.href, {
      headers: { Accept: 'text/html', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(env.apiTimeoutMs),
    }).catch(() => null),
  ]);
  if (!cookieSet || !response) return;
  const rendered = response.ok || response.status === 404;
  if (!rendered || response.redirected || response.headers.has('X-Render-Fallback')) return;
  const html = await response.text();
  if (used() || !wanted()) return;
  // Parsed in one task and put in place in the next: two shorter tasks than one, so the browser answers in
  // between (a page's parse and its layout were one long task of 30 ms on this machine, 120 ms at 4× CPU).
  const next = new DOMParser().parseFromString(html, 'text/html');
  await nextTask();
  if (used() || !wanted()) return;
  replaceFrame(next);
}

/** True from the first key or pointer press on this page on. */
function usedSinceNow(): () => boolean {
  let used = false;
  const mark = () => {
    used = true;
  };
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, mark, { capture: true, once: true });
  return () => used;
}

/**
 * The page's markup, state and title in place of the frame's, and its styles beside the frame's, in one task (no
 * paint in between). The frame's styles stay: the app's style cache may have counted them in already.
 */
function replaceFrame(next: Document) {
  const root = document.getElementById('root');
  const state = document.getElementById(SERVER_STATE_ID);
  const nextRoot = next.getElementById('root');
  const nextState = next.getElementById(SERVER_STATE_ID);
  if (!root || !state || !nextRoot || !nextState) return;
  document.head.append(...next.head.querySelectorAll('style[data-emotion]'));
  root.replaceChildren(...nextRoot.childNodes);
  state.textContent = nextState.textContent;
  document.title = next.title;
}
