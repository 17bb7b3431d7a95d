import { AsyncLocalStorage } from 'node:async_hooks';
import type { SpecialityListResponse } from '../api/shared/catalog';
import type { DoctorAvailabilityResponse } from '../api/shared/doctors';
import { env } from '../config/env';
import { isAppPage, routePaths } from '../config/routes';
import { DEFAULT_ZONE, setPatientZoneSource } from '../lib/patientZone';
import { fetchPageData, matchServerPage } from './pageData';
import { matchSessionPage } from './sessionPages';
import { hasExpiredSession, liveSessionToken, requestPageData, requestZone } from './session';
import {
  PROVIDER_TIMEOUT_MS,
  type PageRequest,
  pageStore,
  queryOf,
  type RenderedPage,
  renderDocument,
  settle,
  unwrapQuietly,
} from './renderDocument';
import { type BrowserRendered, renderSessionPage } from './renderSession';
import { initialSessionState } from '../state/session/sessionSlice';

export { shellDocument } from './document';
export { requestPageData } from './session';
export { buildSitemap } from './sitemap';
export { offlineDocument } from './offlineDocument';
export { PROVIDER_TIMEOUT_MS, type PageRequest, type RenderedPage } from './renderDocument';
export type { BrowserRenderReason, BrowserRendered } from './renderSession';

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
 * signed-in pages (rendered with it or left to the browser without it), and home with a session, live or to
 * renew (its frame).
 */
export function rendersWithSession(pathname: string, cookieHeader?: string): boolean {
  return (
    matchSessionPage(pathname) !== null ||
    (matchServerPage(pathname)?.page === routePaths.home && hasSession(cookieHeader))
  );
}

const hasSession = (cookieHeader?: string) =>
  liveSessionToken(cookieHeader) !== null || hasExpiredSession(cookieHeader);

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
  // Home with a session to renew is its frame too: the patient's parts keep their places while it renews.
  if (sessionPage || (home && hasSession(request.cookie))) {
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
