import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AsyncLocalStorage } from 'node:async_hooks';
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
import { DEFAULT_ZONE, setPatientZoneSource } from '../lib/patientZone';
import { localizedPath } from '../state/language/thunks';
import { appointmentIdOf } from '../features/appointments/hooks/useAppointmentId';
import { sessionApi } from '../state/session/api';
import { initialSessionState, type SessionState } from '../state/session/sessionSlice';
import { initialShellState } from '../state/shell/shellSlice';
import { type AppStore, setupStore } from '../store/store';
import { pageDocument, type ScriptLoading, splitHoistables } from './document';
import { metaDescription, type PageFacts, structuredData } from './head';
import { fetchPageData, type MatchedPage, matchServerPage } from './pageData';
import { paymentPreOrderOf } from './flowPages';
import { type ProviderHooks, serverServices } from './services';
import {
  fetchSessionPageData,
  followUpSessionPageData,
  leftToBrowserByAddress,
  leftToBrowserByAnswers,
  matchSessionPage,
  type SessionRenderedPage,
} from './sessionPages';
import { hasExpiredSession, liveSessionToken, requestPageData, requestZone } from './session';

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
  /** The request's trace context for the provider, and the server's metrics of its calls (server/pages.ts). */
  provider?: ProviderHooks;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Same for every visitor with the same session flag and device: may be kept by a shared cache. */
  cacheable: boolean;
  /** Holds the patient's own data: `private, no-store`, never kept by any cache (DESIGN §9). */
  private?: true;
}

/**
 * Why a page is left to the browser (the server sends the browser-rendered page, `X-Render-Fallback`): no live
 * session in the cookie, a token the provider refused, an employee (whose company the server does not know), the
 * provider failing or not answering in time, a page that lives on the browser (the waiting room, the doctor on
 * duty now, a paid order's payment), a page whose first render needs a write (an order's choices in the query
 * that the provider does not hold yet), or a page that cannot exist for anyone (`?id=abc`), answered 404.
 */
export type BrowserRenderReason =
  'session' | 'refused' | 'employee' | 'provider' | 'live' | 'write' | 'not-found';

export interface BrowserRendered {
  fallback: BrowserRenderReason;
}

/** The settings the server needs from this build. */
export const buildSettings = { apiBaseUrl: env.apiBaseUrl };

/**
 * True for the pages the server renders: the public pages, the signed-in pages (from the session in the
 * cookie, or left to the browser without one) and unknown paths (the not-found page).
 */
export function isServerRendered(pathname: string): boolean {
  return matchServerPage(pathname) !== null || matchSessionPage(pathname) !== null || !isAppPage(pathname);
}

/**
 * True for the pages whose answer depends on the patient's session, never kept in the page cache: the
 * signed-in pages (rendered with it or left to the browser without it), and home with a session.
 */
export function rendersWithSession(pathname: string, isLoggedIn: boolean): boolean {
  return (
    matchSessionPage(pathname) !== null || (isLoggedIn && matchServerPage(pathname)?.page === routePaths.home)
  );
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

type Fetch = ReturnType<typeof fetchPageData>['all'][number];
type QueryEntry = { status: string; data?: unknown; error?: unknown } | undefined;

const queryOf = (store: AppStore, fetch: Fetch): QueryEntry =>
  store.getState()[standardApi.reducerPath].queries[fetch.queryCacheKey] as QueryEntry;
const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * Renders a page on the server: a public page (or the not-found page) from the address alone, or a signed-in
 * page (and home) from the session the `token` cookie names, with the patient's own token on the same calls the
 * screens make. The route table is the browser's; the page's state hands the data over, so the browser does not
 * ask again. A signed-in page the server cannot render (BrowserRendered) is left to the browser.
 */
export async function renderPage(
  request: PageRequest,
  template: string,
): Promise<RenderedPage | BrowserRendered> {
  const url = new URL(request.url, request.origin);
  const sessionPage = matchSessionPage(url.pathname);
  const token = liveSessionToken(request.cookie);
  const home = matchServerPage(url.pathname)?.page === routePaths.home;
  if (sessionPage || (home && token)) {
    const rendered = await renderingIn(requestZone(request.cookie), () =>
      renderSessionPage(request, template, url, sessionPage ?? routePaths.home, token),
    );
    // Home without the patient's data is the public page (with the account button), as before.
    if (!home || !('fallback' in rendered)) return rendered;
  }
  // A public page is the same for every visitor (it may be kept): its times are in Spain's peninsular zone.
  return renderingIn(DEFAULT_ZONE, () => renderPublicPage(request, template, url));
}

/**
 * The patient's zone while a page renders (lib/patientZone.ts): the zone the patient's browser reported for a
 * signed-in page, so that the browser takes the page over with the same times. Renders interleave, hence a
 * store per render rather than a variable.
 */
const renderZone = new AsyncLocalStorage<string>();
setPatientZoneSource(() => renderZone.getStore() ?? DEFAULT_ZONE);
const renderingIn = <T,>(zone: string, render: () => Promise<T>) => renderZone.run(zone, render);

/** The time left of the provider's deadline, from `start`. */
const leftOf = (start: number, timeoutMs: number) => Math.max(0, timeoutMs - (Date.now() - start));

async function renderSessionPage(
  request: PageRequest,
  template: string,
  url: URL,
  page: SessionRenderedPage,
  token: string | null,
): Promise<RenderedPage | BrowserRendered> {
  if (!token) {
    if (cannotExist(page, url)) return { fallback: 'not-found' };
    // A visitor's browser goes to sign in; a patient's renews the session and fills the page's frame.
    if (!hasExpiredSession(request.cookie)) return { fallback: 'session' };
    return renderFrame(request, template, url);
  }
  const byAddress = leftToBrowserByAddress(page, url);
  if (byAddress) return { fallback: byAddress };
  const start = Date.now();
  const timeoutMs = request.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS;
  const store = pageStore(request, url, { ...initialSessionState, isLoggedIn: true, accessToken: token });
  const { main, rest, notFound } = fetchSessionPageData(store, page, url);
  const all = [...fetchPageData(store, null).all, ...rest, ...main];
  const answers = new Map(all.map((fetch) => [fetch, answerOf(fetch)]));
  await settle([...answers.values()], timeoutMs);
  const followUp = followUpSessionPageData(store, page, url);
  main.push(...followUp.main);
  for (const fetch of [...followUp.main, ...followUp.rest]) answers.set(fetch, answerOf(fetch));
  await settle([...answers.values()], leftOf(start, timeoutMs));
  const settled = await Promise.all(
    [...answers].map(async ([fetch, answer]) => [fetch, await Promise.race([answer, UNANSWERED])] as const),
  );
  answers.forEach((_answer, fetch) => fetch.unsubscribe());

  const mainAnswers = settled.filter(([fetch]) => main.includes(fetch)).map(([, answer]) => answer);
  const missing = mainAnswers.some((answer) => answer !== 'unanswered' && statusOf(answer.error) === 404);
  let fallback: BrowserRenderReason | undefined;
  // The server never refreshes: a refused token is the browser's to renew (one refresh per browser). A refused
  // profile also ends the session in this store (spec §8), as it would in the browser, which then says so.
  const refused = settled.some(([, answer]) => answer !== 'unanswered' && statusOf(answer.error) === 401);
  if (refused || !store.getState().session.isLoggedIn) fallback = 'refused';
  else if (sessionApi.endpoints.getProfileSummary.select()(store.getState()).data?.is_employee) {
    fallback = 'employee';
  } else if (
    mainAnswers.some((answer) => answer === 'unanswered' || (answer.error && statusOf(answer.error) !== 404))
  ) {
    fallback = 'provider';
  } else if (page === routePaths.waiting && !missing && !notFound) fallback = 'live';
  else fallback = leftToBrowserByAnswers(store, page, url);
  if (fallback) return { fallback };

  const rendered = await renderDocument(request, template, url, store, null);
  return {
    status: missing || notFound ? 404 : 200,
    html: rendered.html,
    cacheable: false,
    private: true,
  };
}

/**
 * The page's frame for a patient whose access token has expired (the common case: it lives a quarter of an hour):
 * the header, the page's heading and its loading state, rendered in the state the browser boots into (the
 * session restoring while its one refresh runs), so the browser takes it over and fills it with the patient's
 * data once renewed. Nothing of the patient is in it.
 */
async function renderFrame(request: PageRequest, template: string, url: URL): Promise<RenderedPage> {
  const store = pageStore(request, url, { ...initialSessionState, isRestoring: true });
  const { all } = fetchPageData(store, null);
  await settle(all.map(unwrapQuietly), request.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS);
  all.forEach((fetch) => fetch.unsubscribe());
  const { html } = await renderDocument(request, template, url, store, null);
  return { status: 200, html, cacheable: false };
}

/** A signed-in page that cannot exist whatever the session (`/appointments-detail?id=abc`, `/payment`). */
function cannotExist(page: SessionRenderedPage, url: URL): boolean {
  if (page === routePaths.payment) return paymentPreOrderOf(url) === null;
  return (
    (page === routePaths.appointmentDetail || page === routePaths.waiting) &&
    appointmentIdOf(url.searchParams) === null
  );
}

const unwrapQuietly = (fetch: Fetch) => fetch.unwrap().catch(() => undefined);

/** A call's answer: its data or its error (`unanswered` once the deadline has passed, below). */
const answerOf = (fetch: Fetch): Promise<{ data?: unknown; error?: unknown }> =>
  fetch.unwrap().then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
const UNANSWERED = Promise.resolve('unanswered' as const);

function pageStore(request: PageRequest, url: URL, session: SessionState): AppStore {
  const { deviceType } = requestPageData(request.cookie, request.userAgent);
  return setupStore(
    {
      language: { locale: localeOfPath(url.pathname) },
      session,
      shell: { ...initialShellState, deviceType, pathname: url.pathname },
    },
    serverServices(request.providerUrl, request.provider),
  );
}

/**
 * Renders a public page (or the not-found page) with the data its screens ask for (fetched here, in the page's
 * language, handed over in the page's state), and its head: title, description, canonical, hreflang, JSON-LD.
 * A provider failure renders the page's error state with 503; an unknown doctor is 404 like an unknown path.
 */
async function renderPublicPage(request: PageRequest, template: string, url: URL): Promise<RenderedPage> {
  const page = matchServerPage(url.pathname);
  const { isLoggedIn } = requestPageData(request.cookie, request.userAgent);
  const store = pageStore(request, url, { ...initialSessionState, isLoggedIn });
  const fetches = fetchPageData(store, page);
  await settle(fetches.all.map(unwrapQuietly), request.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS);
  fetches.all.forEach((fetch) => fetch.unsubscribe());
  const main = fetches.main ? queryOf(store, fetches.main) : undefined;
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
  const facts = {
    doctor,
    specialities: page?.page === routePaths.specialties ? (mainData as SpecialityListResponse) : undefined,
  };
  const { html } = await renderDocument(request, template, url, store, page && { page, facts });
  // A call that failed (the footer's specialities too, on pages with no call of their own) is never kept for
  // other visitors: the next request asks the provider again.
  const everyCallAnswered = fetches.all.every((fetch) => queryOf(store, fetch)?.status === 'fulfilled');
  return { status, html, cacheable: status !== 503 && everyCallAnswered };
}

/**
 * The page's document: the route table's markup, Emotion's critical CSS, the head (a public page's description
 * and structured data too) and the state the browser hydrates with (the provider's answers, not the session).
 */
async function renderDocument(
  request: PageRequest,
  template: string,
  url: URL,
  store: AppStore,
  publicPage: { page: MatchedPage; facts: Omit<PageFacts, 'canonical'> } | null,
): Promise<{ html: string }> {
  const locale = localeOfPath(url.pathname);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
  if (context.errors) throw new Error('A route failed while rendering on the server');
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
  const { hoisted, body } = splitHoistables(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  let described = '';
  if (publicPage) {
    const intl = createIntl({ locale, messages: await loadMessages(locale), onError: () => undefined });
    const bare = stripLocalePrefix(url.pathname).replace(/(.)\/+$/, '$1');
    const facts = { ...publicPage.facts, canonical: request.origin + localizedPath(bare, locale) };
    described = metaDescription(intl, publicPage.page, facts) + structuredData(intl, publicPage.page, facts);
  }
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).filter(([id]) => id !== localeRootId(locale)),
  );
  const html = pageDocument(
    template,
    {
      locale,
      head: hoisted + described + styles,
      body,
      state: serializeServerState({
        api: { [standardApi.reducerPath]: store.getState()[standardApi.reducerPath] },
        router: { loaderData, actionData: context.actionData, errors: null },
      }),
    },
    request.scriptLoading,
  );
  return { html };
}
