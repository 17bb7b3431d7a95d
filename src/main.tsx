import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { serverDataHydrated } from './api/hydration';
import { App } from './app/App';
import { loadMessages } from './app/i18n';
import { readPageData } from './app/pageData';
import { createAppRouter } from './app/router';
import { localeRootId } from './app/routes';
import { readServerState } from './app/serverState';
import { env } from './config/env';
import { localeOfPath } from './config/routes';
import { type EarlyInput, takeEarlyInput } from './lib/earlyInput';
import { initialSessionState } from './state/session/sessionSlice';
import { bootSession, scheduleB2BFlagRead } from './state/session/thunks';
import { initialShellState, pageDataLoaded } from './state/shell/shellSlice';
import { browserServices } from './store/services';
import { setupStore } from './store/store';

const locale = localeOfPath(window.location.pathname);
// Start fetching the catalog while the rest boots.
const messages = loadMessages(locale);

const pageData = readPageData();
const serverState = readServerState();
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
void store.dispatch(bootSession());
// A page the server rendered comes with the data it fetched: the screens find it in the cache. After the boot,
// whose logout of a visitor empties the caches.
if (serverState) store.dispatch(serverDataHydrated(serverState.api));
scheduleB2BFlagRead(store.dispatch);
// Other tabs' sign-ins, refreshes and sign-outs (each call also looks before it goes): loaded after the first page.
void import('./state/session/watchOtherTabs').then(({ watchOtherTabs }) =>
  watchOtherTabs(store.dispatch, () => store.getState().session),
);

/** Marks the page as answering input (`<html data-interactive>`): a server-rendered page shows before it does. */
function Interactive({ children, onCommitted }: { children: ReactNode; onCommitted(): void }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    onCommitted();
  }, [onCommitted]);
  return children;
}

/**
 * Once the page is the app's: what the user clicked and typed before (README § Behaviour decisions), done again.
 * The code that does it loads only when there is something to do.
 */
function replay(early: EarlyInput) {
  early.stop();
  if (early.clicked.length === 0 && early.typed.size === 0) return;
  void import('./lib/earlyInputReplay').then(({ replayEarlyInput }) => replayEarlyInput(early));
}

async function start(container: HTMLElement) {
  // Hydrating needs the page's code and catalog first; until then the server's HTML is the page. Without the
  // catalog the browser renders from scratch (the router's loader fails again and shows the error page).
  const catalog = serverState ? await messages.catch(() => null) : null;
  const hydrate = serverState !== null && catalog !== null;
  const router = await createAppRouter(
    hydrate
      ? {
          ...serverState.router,
          loaderData: { ...serverState.router.loaderData, [localeRootId(locale)]: catalog },
        }
      : undefined,
  );
  services.attachRouter((to, options) => void router.navigate(to, options));
  let early: EarlyInput | undefined;
  const onCommitted = () => {
    if (early) replay(early);
    early = undefined;
  };
  const app = (
    <StrictMode>
      <App store={store}>
        <Interactive onCommitted={onCommitted}>
          <RouterProvider router={router} />
        </Interactive>
      </App>
    </StrictMode>
  );
  if (hydrate) {
    // A transition: React hydrates in slices and lets the browser answer input in between (the page is
    // already painted), instead of one long task.
    startTransition(() => {
      // The inline script stops holding clicks in the same task: from now on React answers them.
      early = takeEarlyInput(container);
      hydrateRoot(container, app);
    });
  } else {
    // The server's HTML, and with it anything clicked or typed into it, goes.
    takeEarlyInput(container).stop();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
