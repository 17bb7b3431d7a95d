import { serverDataHydrated } from '../api/hydration';
import { readPageData } from '../app/pageData';
import { readServerState } from '../app/serverState';
import { env } from '../config/env';
import { zoneCookie } from '../lib/storage';
import type { Locale } from '../state/language/languageSlice';
import { initialSessionState } from '../state/session/sessionSlice';
import { bootSession, scheduleB2BFlagRead } from '../state/session/thunks';
import { initialShellState, pageDataLoaded } from '../state/shell/shellSlice';
import { browserServices } from '../store/services';
import { type RootState, setupStore } from '../store/store';

/** The browser's store for this page, from the page data (DESIGN §4). */
export function createBrowserStore(locale: Locale) {
  const pageData = readPageData();
  // The server renders the next signed-in page in this browser's zone, so that its times are this page's.
  zoneCookie.write(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const services = browserServices({
    apiBaseUrl: env.apiBaseUrl,
    apiTimeoutMs: env.apiTimeoutMs,
    analyticsUrl: env.analyticsUrl,
  });
  const store = setupStore(
    {
      language: { locale },
      session: { ...initialSessionState, isLoggedIn: pageData.isLoggedIn },
      shell: { ...initialShellState, deviceType: pageData.deviceType, pathname: window.location.pathname },
    },
    services,
  );
  store.dispatch(pageDataLoaded({ deviceType: pageData.deviceType, pageError: pageData.error }));
  return { store, services, serverState: readServerState() };
}

export type BrowserStore = ReturnType<typeof createBrowserStore>;

/**
 * The session's boot, then what the server rendered, into the caches. Returns the store with, for a page the
 * server rendered, the state it was rendered from (the page data's session and the server's data): hydration
 * reads that state, whatever has changed by the time the page's code runs.
 */
export function bootSessionAndCaches(booted: BrowserStore): BrowserStore & { renderedState?: RootState } {
  const { store, serverState } = booted;
  void store.dispatch(bootSession());
  // A page the server rendered comes with the data it fetched: the screens find it in the cache. After the
  // boot, whose logout of a visitor empties the caches.
  if (serverState) store.dispatch(serverDataHydrated(serverState.api));
  // A frame is taken over as the session was when it was rendered: restoring.
  const renderedState = serverState
    ? {
        ...store.getState(),
        ...(serverState.restoring && { session: { ...initialSessionState, isRestoring: true } }),
      }
    : undefined;
  scheduleB2BFlagRead(store.dispatch);
  // Other tabs' sign-ins, refreshes and sign-outs (each call also looks before it goes): loaded after the first page.
  void import('../state/session/watchOtherTabs').then(({ watchOtherTabs }) =>
    watchOtherTabs(store.dispatch, () => store.getState().session),
  );
  return { ...booted, renderedState };
}
