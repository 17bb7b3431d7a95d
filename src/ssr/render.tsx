import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import type { SpecialityListResponse } from '../api/shared/catalog';
import type { DoctorAvailabilityResponse } from '../api/shared/doctors';
import { standardApi } from '../api/standardApi';
import { App } from '../app/App';
import { loadMessages } from '../app/i18n';
import { createRoutes, localeRootId } from '../app/routes';
import { serializeServerState } from '../app/serverState';
import { SiteOriginContext } from '../components/siteOrigin';
import { env } from '../config/env';
import { isAppPage, localeOfPath, routePaths, stripLocalePrefix } from '../config/routes';
import { localizedPath } from '../state/language/thunks';
import { initialSessionState } from '../state/session/sessionSlice';
import { initialShellState } from '../state/shell/shellSlice';
import { setupStore } from '../store/store';
import { pageDocument, type ScriptLoading, splitHoistables } from './document';
import { metaDescription, structuredData } from './head';
import { fetchPageData, matchServerPage } from './pageData';
import { serverServices } from './services';
import { requestPageData } from './session';

export { shellDocument } from './document';
export { requestPageData } from './session';
export { buildSitemap } from './sitemap';
export { offlineDocument } from './offlineDocument';

/** How long a page waits for the provider before it renders what it has (its loading or error state). */
export const PROVIDER_TIMEOUT_MS = 2500;

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  /** `https://host` as the browser sees this site (canonical and hreflang URLs). */
  origin: string;
  cookie?: string;
  userAgent?: string;
  providerTimeoutMs?: number;
  /** The provider as this server reaches it (default: the build's PUBLIC_API_BASE_URL). */
  providerUrl?: string;
  /** How the page loads the app's code (default: fetched from the head, run once the page has shown). */
  scriptLoading?: ScriptLoading;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Same for every visitor with the same session flag and device: may be kept by a shared cache. */
  cacheable: boolean;
}

/** The settings the server needs from this build. */
export const buildSettings = { apiBaseUrl: env.apiBaseUrl };

/** True for the pages the server renders: the public pages and unknown paths (the not-found page). */
export function isServerRendered(pathname: string): boolean {
  return matchServerPage(pathname) !== null || !isAppPage(pathname);
}

/** React's streaming renderer, read to the end once everything (lazy parts included) is ready. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Every boundary in place: React writes no script to move late boundaries in (the CSP forbids inline
      // scripts), which it would for a boundary larger than this.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A part that fails is rendered by the browser instead; the page still answers.
        if (process.env.NODE_ENV !== 'production') console.error(error);
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), 10_000).unref();
  });
}

const settle = (promises: Promise<unknown>[], timeoutMs: number) =>
  Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ]);

/**
 * Renders a public page (or the not-found page) with the route table the browser uses, the data its screens
 * ask for (fetched here, in the page's language, handed over in the page's state), Emotion's critical CSS,
 * and its head: title, description, canonical, hreflang, JSON-LD. A provider failure renders the page's
 * error state with 503; an unknown doctor is 404 like an unknown path.
 */
export async function renderPage(request: PageRequest, template: string): Promise<RenderedPage> {
  const url = new URL(request.url, request.origin);
  const locale = localeOfPath(url.pathname);
  const page = matchServerPage(url.pathname);
  const { deviceType, isLoggedIn } = requestPageData(request.cookie, request.userAgent);
  const store = setupStore(
    {
      language: { locale },
      session: { ...initialSessionState, isLoggedIn },
      shell: { ...initialShellState, deviceType, pathname: url.pathname },
    },
    serverServices(request.providerUrl),
  );

  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
  if (context.errors) throw new Error('A route failed while rendering on the server');

  const fetches = fetchPageData(store, page);
  await settle(
    fetches.all.map((fetch) => fetch.unwrap().catch(() => undefined)),
    request.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS,
  );
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToHtml(
    <SiteOriginContext.Provider value={request.origin}>
      <CacheProvider value={cache}>
        <App store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </CacheProvider>
    </SiteOriginContext.Provider>,
  );
  fetches.all.forEach((fetch) => fetch.unsubscribe());

  const { hoisted, body } = splitHoistables(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const state = store.getState();
  // The page's own call: its answer is the page, its failure (or no answer in time) the page's error state.
  const main = fetches.main ? state[standardApi.reducerPath].queries[fetches.main.queryCacheKey] : undefined;
  const mainData = main?.status === 'fulfilled' ? main.data : undefined;
  const doctor =
    page?.page === routePaths.doctor
      ? (mainData as DoctorAvailabilityResponse | undefined)?.doctor_list.find(
          (entry) => entry.id === Number(page.param),
        )
      : undefined;
  let status = 200;
  if (!page) status = 404;
  else if (main && main.status !== 'fulfilled') status = 503;
  else if (page.page === routePaths.doctor && !doctor) status = 404;

  const intl = createIntl({ locale, messages: await loadMessages(locale), onError: () => undefined });
  const bare = stripLocalePrefix(url.pathname).replace(/(.)\/+$/, '$1');
  const facts = {
    doctor,
    specialities: page?.page === routePaths.specialties ? (mainData as SpecialityListResponse) : undefined,
    canonical: request.origin + localizedPath(bare, locale),
  };
  const head =
    hoisted + (page ? metaDescription(intl, page, facts) + structuredData(intl, page, facts) : '') + styles;
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).filter(([id]) => id !== localeRootId(locale)),
  );
  const html = pageDocument(
    template,
    {
      locale,
      head,
      body,
      state: serializeServerState({
        api: { [standardApi.reducerPath]: state[standardApi.reducerPath] },
        router: { loaderData, actionData: context.actionData, errors: null },
      }),
    },
    request.scriptLoading,
  );
  // A call that failed (the footer's specialities too, on pages with no call of their own) is never kept for
  // other visitors: the next request asks the provider again.
  const everyCallAnswered = fetches.all.every(
    (fetch) => state[standardApi.reducerPath].queries[fetch.queryCacheKey]?.status === 'fulfilled',
  );
  return { status, html, cacheable: status !== 503 && everyCallAnswered };
}
