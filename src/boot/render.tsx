import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from '../app/App';
import type { CompiledMessages } from '../app/i18n';
import { createAppRouter } from '../app/router';
import { localeRootId } from '../app/routes';
import type { ServerState } from '../app/serverState';
import { reloadTowards } from '../lib/chunks';
import { type EarlyInput, takeEarlyInput } from '../lib/earlyInput';
import { startFieldMetrics } from './fieldMetrics';
import { isLeaving, watchForLeaving, whenShownAgain } from './leaving';
import type { Locale } from '../state/language/languageSlice';
import type { RootState } from '../store/store';
import type { BrowserStore } from './store';
import { nextTask } from './nextTask';

/**
 * Marks the page as answering input (`<html data-interactive>`, and the `app-interactive` performance mark that
 * `npm run bench` reads): a server-rendered page shows before it does.
 */
function Interactive({ children, onCommitted }: { children: ReactNode; onCommitted(): void }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    performance.mark('app-interactive');
    onCommitted();
  }, [onCommitted]);
  return children;
}

/**
 * Once the page is the app's: what the user clicked and typed before, done again, and clicks on the parts that come
 * later held until they have (docs/decisions/0005-early-input-replay.md). Its code loads after the page answers.
 */
function replay(early: EarlyInput) {
  early.stop();
  void import('../lib/earlyInputReplay')
    .then(({ replayEarlyInput }) => replayEarlyInput(early))
    .catch(() => early.end());
}

/**
 * Hydrates the page the server rendered, or renders it from scratch. Hydrating needs the page's code and
 * catalog first; until then the server's HTML is the page. Without the catalog the browser renders from
 * scratch (the router's loader fails again and shows the error page).
 */
export async function start(
  container: HTMLElement,
  locale: Locale,
  messages: Promise<CompiledMessages>,
  booted: BrowserStore & { renderedState?: RootState },
): Promise<void> {
  const { store, services, serverState, renderedState } = booted;
  const catalog = serverState ? await messages.catch(() => null) : null;
  const hydrate = serverState !== null && catalog !== null;
  // A link followed meanwhile: the next page is on its way, and a router created now would stop it.
  const created = await createAppRouter(
    hydrate ? hydrationState(serverState, locale, catalog) : undefined,
    () => !isLeaving(),
  );
  if (!created) {
    // Left while starting, and back from the back/forward cache (Back, then Forward): start as on arrival.
    await whenShownAgain();
    watchForLeaving();
    return start(container, locale, messages, booted);
  }
  const { router, hydrated } = created;
  // A page whose code is gone after a deploy reloads on the address the link led to (src/lib/chunks.ts).
  reloadTowards(() => {
    const pending = router.state.navigation.location;
    return pending ? router.createHref(pending) : undefined;
  });
  let early: EarlyInput | undefined;
  const onCommitted = () => {
    // The store's navigations go through the router only once the page is the app's: the router tells React
    // of its changes from the commit on, and one made before would change the address but not the page
    // (the language switch in the footer did). Until then they load the page.
    services.attachRouter((to, options) => void router.navigate(to, options));
    if (early) replay(early);
    early = undefined;
    // The service worker's code and the field metrics load once the app answers, when the browser is idle:
    // nothing of them on the way to the first page.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    const whenIdle = (run: () => void) => void idle(run, { timeout: 5000 });
    whenIdle(() => {
      void import(/* webpackChunkName: "service-worker" */ '../pwa/serviceWorker')
        .then(({ startServiceWorker }) => startServiceWorker(store, (listener) => router.subscribe(listener)))
        .catch(() => undefined);
    });
    startFieldMetrics(store, services, whenIdle);
    // The errors held since the boot go to the server once the reporter has loaded (src/lib/errorReports.ts).
    if (process.env.NODE_ENV === 'production') {
      whenIdle(() => {
        void import(/* webpackChunkName: "error-reports" */ '../lib/errorReporter')
          .then(({ startErrorReporter }) => startErrorReporter())
          .catch(() => undefined);
      });
    }
  };
  const app = (
    <StrictMode>
      <App store={store} serverState={hydrate ? renderedState : undefined}>
        <Interactive onCommitted={onCommitted}>
          <RouterProvider router={router} />
        </Interactive>
      </App>
    </StrictMode>
  );
  if (hydrated) {
    // A task of its own (the router's creation ran in the one that loaded the page's code), then a transition:
    // React hydrates in slices and lets the browser answer input in between (the page is already painted).
    await nextTask();
    startTransition(() => {
      // The app takes the held clicks over from the inline script in the same task and holds them on until the
      // text typed before is back in its state (src/lib/earlyInput.ts).
      early = takeEarlyInput(container);
      hydrateRoot(container, app);
    });
  } else {
    // The server's HTML, and with it anything clicked or typed into it, goes.
    const early = takeEarlyInput(container);
    early.stop();
    early.end();
    container.replaceChildren();
    // A transition as well: React renders the page in slices, and the browser answers input and paints between
    // them, rather than one long task for the whole page (a signed-in page's first render on a slow phone).
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

const hydrationState = (serverState: ServerState, locale: Locale, catalog: CompiledMessages) => ({
  ...serverState.router,
  loaderData: { ...serverState.router.loaderData, [localeRootId(locale)]: catalog },
});
