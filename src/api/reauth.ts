import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { loginPath } from '../lib/loginPath';
import { adoptTokensFromOtherTabs } from '../state/session/crossTab';
import type { AppServices } from '../store/services';
import { type ApiState, createBaseQuery } from './baseQuery';
import { renewSession } from './renewSession';

/** Calls whose 401 means "wrong credentials", never "refresh and retry". */
export const NO_REFRESH_ENDPOINTS = new Set([
  'refresh',
  'register',
  'registerGoogle',
  'verifyCode',
  'loginToken',
  'logout',
]);

export const REFRESH_PATH = 'api/v1/auth/refresh';

/** What the requests that met a 401 get when the refresh found no provider: the session stays (DESIGN §9). */
export const SERVICE_UNREACHABLE: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'service_unreachable',
};

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * The re-auth wrapper of DESIGN §4 and §9: exactly one refresh per expiry, per browser. In this tab, the first
 * request that meets a 401 takes the mutex and renews the session (renewSession: a lock shared with the other
 * tabs, which may already have stored new tokens); the rest wait for it. Then each request whose token was
 * replaced runs again. A request whose token is still current found no provider: it fails as unreachable and
 * the session stays. A rejected refresh token ends the session and sends the user to sign in again.
 */
export function createReauthBaseQuery(mutex = new Mutex()): AppBaseQuery {
  const rawBaseQueries = new Map<string, ReturnType<typeof createBaseQuery>>();
  const rawBaseQueryFor = ({ apiBaseUrl, apiTimeoutMs }: AppServices) => {
    const key = `${apiTimeoutMs} ${apiBaseUrl}`;
    let query = rawBaseQueries.get(key);
    if (!query) rawBaseQueries.set(key, (query = createBaseQuery(apiBaseUrl, apiTimeoutMs)));
    return query;
  };

  return async (args, api, extraOptions) => {
    const services = api.extra as AppServices;
    const rawBaseQuery = rawBaseQueryFor(services);
    const session = () => (api.getState() as ApiState).session;
    // Sign-in calls never refresh: they need not wait for one (the boot-time refresh is one of them).
    if (!NO_REFRESH_ENDPOINTS.has(api.endpoint)) await mutex.waitForUnlock();
    adoptTokensFromOtherTabs(api.dispatch, session);
    const tokenSent = session().accessToken;
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status !== 401 || NO_REFRESH_ENDPOINTS.has(api.endpoint)) return result;
    // A visitor without a session has nothing to refresh and is not sent anywhere: the screen shows the error.
    if (!session().isLoggedIn) return result;

    if (mutex.isLocked()) {
      await mutex.waitForUnlock();
    } else if (session().accessToken === tokenSent) {
      const renewal = await mutex.runExclusive(() =>
        renewSession(
          api,
          tokenSent,
          async (refreshToken) =>
            rawBaseQuery(
              { url: REFRESH_PATH, method: 'POST', body: { refresh_token: refreshToken } },
              // Its own signal: aborting the request that happened to refresh must not end the session.
              { ...api, endpoint: 'refresh', signal: new AbortController().signal },
              extraOptions,
            ),
          2 * services.apiTimeoutMs,
        ),
      );
      if (renewal === 'rejected') {
        const { navigation } = services;
        const locale = (api.getState() as ApiState).language.locale;
        // Back to this page once signed in again.
        navigation.navigate(loginPath(locale, navigation.currentPath()), { replace: true });
      }
    }
    if (!session().isLoggedIn) return result;
    if (session().accessToken === tokenSent) return { error: SERVICE_UNREACHABLE };
    return rawBaseQuery(args, api, extraOptions);
  };
}

/** Shared by `standardApi` and `b2bApi`. */
export const sharedRefreshMutex = new Mutex();
