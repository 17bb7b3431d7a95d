import { env } from '../config/env';
import { routePaths } from '../config/routes';
import { appointmentIdOf } from '../features/appointments/hooks/useAppointmentId';
import { sessionApi } from '../state/session/api';
import { fetchPageData } from './pageData';
import { paymentPreOrderOf } from './flowPages';
import {
  fetchSessionPageData,
  followUpSessionPageData,
  leftToBrowserByAddress,
  leftToBrowserByAnswers,
  type SessionRenderedPage,
} from './sessionPages';
import { withEarlyScript } from './document';
import { hasExpiredSession } from './session';
import {
  type Fetch,
  PROVIDER_TIMEOUT_MS,
  type PageRequest,
  pageStore,
  type RenderedPage,
  renderDocument,
  settle,
  statusOf,
  unwrapQuietly,
} from './renderDocument';
import { initialSessionState } from '../state/session/sessionSlice';

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

/** The time left of the provider's deadline, from `start`. */
const leftOf = (start: number, timeoutMs: number) => Math.max(0, timeoutMs - (Date.now() - start));

export async function renderSessionPage(
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
 * data once renewed. Nothing of the patient is in it. Its early script starts that refresh as soon as it arrives,
 * then asks for the patient's page again and puts it in the frame's place (src/early/earlyPage.ts).
 */
async function renderFrame(request: PageRequest, template: string, url: URL): Promise<RenderedPage> {
  const store = pageStore(request, url, { ...initialSessionState, isRestoring: true });
  const { all } = fetchPageData(store, null);
  await settle(all.map(unwrapQuietly), request.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS);
  all.forEach((fetch) => fetch.unsubscribe());
  const { html } = await renderDocument(request, template, url, store, null);
  // The early script hands the patient's page to the app's code before the after-paint script adds it: with the
  // build's own `<script defer>` tags in the head (`scriptLoading: 'head'`, for comparisons) the app renews alone.
  const early = request.scriptLoading !== 'head' ? request.earlyScript : undefined;
  const providerOrigin = new URL(env.apiBaseUrl).origin;
  return {
    status: 200,
    html: early ? withEarlyScript(html, early, providerOrigin, request.scriptLoading) : html,
    cacheable: false,
  };
}

/** A signed-in page that cannot exist whatever the session (`/appointments-detail?id=abc`, `/payment`). */
function cannotExist(page: SessionRenderedPage, url: URL): boolean {
  if (page === routePaths.payment) return paymentPreOrderOf(url) === null;
  return (
    (page === routePaths.appointmentDetail || page === routePaths.waiting) &&
    appointmentIdOf(url.searchParams) === null
  );
}

/** A call's answer: its data or its error (`unanswered` once the deadline has passed, below). */
const answerOf = (fetch: Fetch): Promise<{ data?: unknown; error?: unknown }> =>
  fetch.unwrap().then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
const UNANSWERED = Promise.resolve('unanswered' as const);
