import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { loadChunk } from '../lib/chunks';
import { reportError } from '../lib/errorReports';
import { loginPath } from '../lib/loginPath';
import { adoptTokensFromOtherTabs } from '../state/session/crossTab';
import { refreshUnanswered } from '../state/session/sessionSlice';
import type { AppServices } from '../store/services';
import { type ApiState, createBaseQuery } from './baseQuery';
import type { RefreshResult, Renewal, renewSession } from './renewSession';
import { REFRESH_PATH } from './refreshPath';

/** Calls whose 401 means "wrong credentials", never "refresh and retry". */
export const NO_REFRESH_ENDPOINTS = new Set([
  'refresh',
  'register',
  'registerGoogle',
  'verifyCode',
  'loginToken',
  'logout',
]);

/** What the requests that met a 401 get when the refresh found no provider: the session stays (DESIGN §9). */
export const SERVICE_UNREACHABLE: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'service_unreachable',
};

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type RefreshCall = (refreshToken: string) => Promise<RefreshResult>;

/** This tab's renewal in flight, shared by `standardApi` and `b2bApi`: one at a time, the others wait for it. */
export interface RenewalGate {
  inFlight?: Promise<void>;
}

/** Calls wait at the gate until `renewal` settles (however it ends); then the gate opens again. */
export function holdGateUntil(gate: RenewalGate, renewal: Promise<unknown>): void {
  const settled = renewal.then(
    () => undefined,
    () => undefined,
  );
  gate.inFlight = settled;
  void settled.then(() => {
    if (gate.inFlight === settled) gate.inFlight = undefined;
  });
}

/**
 * The re-auth wrapper of DESIGN §4 and §9: exactly one refresh per expiry, per browser. In this tab, the first
 * request that meets a 401 renews the session (renewSession: a lock shared with the other tabs, which may already
 * have stored new tokens) and the rest wait for it at the gate. Then each request whose token was replaced runs
 * again. A request whose token is still current found no provider: it fails as unreachable and the session
 * stays. A rejected refresh token ends the session and sends the user to sign in again.
 */
export function createReauthBaseQuery(gate: RenewalGate = {}): AppBaseQuery {
  const rawBaseQueries = new Map<string, ReturnType<typeof createBaseQuery>>();
  const rawBaseQueryFor = ({ apiBaseUrl, apiTimeoutMs }: AppServices) => {
    const key = `${apiTimeoutMs} ${apiBaseUrl}`;
    let query = rawBaseQueries.get(key);
    if (!query) rawBaseQueries.set(key, (query = createBaseQuery(apiBaseUrl, apiTimeoutMs)));
    return query;
  };

  const renew = async (api: BaseQueryApi, tokenSent: string | null, refresh: RefreshCall) => {
    const { apiTimeoutMs, navigation } = api.extra as AppServices;
    // Where the patient is now; a page that needs a session may send them to sign in before this returns.
    const page = navigation.currentPath();
    const renewal = await renewSessionWhenLoaded(api, tokenSent, refresh, 2 * apiTimeoutMs);
    if (renewal === 'rejected') {
      const locale = (api.getState() as ApiState).language.locale;
      // Back to this page once signed in again.
      navigation.navigate(loginPath(locale, page), { replace: true });
    }
  };

  return async (args, api, extraOptions) => {
    const rawBaseQuery = rawBaseQueryFor(api.extra as AppServices);
    const session = () => (api.getState() as ApiState).session;
    // Sign-in calls never refresh: they need not wait for one (the boot-time refresh is one of them).
    if (!NO_REFRESH_ENDPOINTS.has(api.endpoint)) await gate.inFlight;
    adoptTokensFromOtherTabs(api.dispatch, session);
    const tokenSent = session().accessToken;
    const result = await rawBaseQuery(args, api, extraOptions);
    if (Number(result.error?.status) >= 500) {
      reportError('provider', {
        name: 'ProviderError',
        message: `${api.endpoint} answered ${result.error?.status}`,
      });
    }
    if (result.error?.status !== 401 || NO_REFRESH_ENDPOINTS.has(api.endpoint)) return result;
    // A visitor without a session has nothing to refresh and is not sent anywhere: the screen shows the error.
    // Nor does the server, which renders with a borrowed token and leaves renewing to the browser.
    if (!session().isLoggedIn || (api.extra as AppServices).renewsSession === false) return result;

    if (!gate.inFlight && session().accessToken === tokenSent) {
      holdGateUntil(
        gate,
        renew(api, tokenSent, async (refreshToken) =>
          rawBaseQuery(
            { url: REFRESH_PATH, method: 'POST', body: { refresh_token: refreshToken } },
            // Its own signal: aborting the request that happened to refresh must not end the session.
            { ...api, endpoint: 'refresh', signal: new AbortController().signal },
            extraOptions,
          ),
        ),
      );
    }
    await gate.inFlight;
    if (!session().isLoggedIn) return result;
    if (session().accessToken === tokenSent) return { error: SERVICE_UNREACHABLE };
    return rawBaseQuery(args, api, extraOptions);
  };
}

/** Shared by `standardApi` and `b2bApi`. */
export const sharedRenewalGate: RenewalGate = {};

/**
 * renewSession, loaded when first needed (once per expiry at most), out of the entry chunk. When even its chunk
 * cannot load, the provider is out of reach as far as the patient can tell.
 */
export async function renewSessionWhenLoaded(
  api: Parameters<typeof renewSession>[0],
  stale: string | null,
  refresh: RefreshCall,
  waitMs: number,
): Promise<Renewal> {
  // Never a reload for it: the patient may be typing (src/lib/chunks.ts).
  const loaded = await loadChunk(() => import(/* webpackChunkName: "renew-session" */ './renewSession'), {
    mayReload: false,
  }).catch(() => undefined);
  if (loaded) return loaded.renewSession(api, stale, refresh, waitMs);
  api.dispatch(refreshUnanswered());
  return 'unreachable';
}
