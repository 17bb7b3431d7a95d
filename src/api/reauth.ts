import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { loginPath } from '../lib/loginPath';
import { loggedOut, tokenReceived } from '../state/session/sessionSlice';
import type { AppServices } from '../store/services';
import { type ApiState, createBaseQuery } from './baseQuery';

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

export interface RefreshResponse {
  access_token: string;
  refresh_token: string;
}

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * The re-auth wrapper of DESIGN §4. One mutex for both APIs: the first request that meets a 401 refreshes
 * once; the rest wait and retry with the new token. A request that sent an already-replaced token retries
 * without refreshing again, so one expiry costs exactly one refresh however many requests were in flight.
 */
export function createReauthBaseQuery(mutex = new Mutex()): AppBaseQuery {
  const rawBaseQueries = new Map<string, ReturnType<typeof createBaseQuery>>();
  const rawBaseQueryFor = (baseUrl: string) => {
    let query = rawBaseQueries.get(baseUrl);
    if (!query) rawBaseQueries.set(baseUrl, (query = createBaseQuery(baseUrl)));
    return query;
  };

  return async (args, api, extraOptions) => {
    const rawBaseQuery = rawBaseQueryFor((api.extra as AppServices).apiBaseUrl);
    await mutex.waitForUnlock();
    const tokenSent = (api.getState() as ApiState).session.accessToken;
    let result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status !== 401 || NO_REFRESH_ENDPOINTS.has(api.endpoint)) return result;
    // A visitor without a session has nothing to refresh and is not sent anywhere: the screen shows the error.
    if (!(api.getState() as ApiState).session.isLoggedIn) return result;

    if (mutex.isLocked()) {
      await mutex.waitForUnlock();
    } else {
      const release = await mutex.acquire();
      try {
        const session = (api.getState() as ApiState).session;
        if (session.accessToken === tokenSent) {
          const refreshed = session.refreshToken
            ? await rawBaseQuery(
                { url: REFRESH_PATH, method: 'POST', body: { refresh_token: session.refreshToken } },
                // Its own signal: aborting the request that happened to refresh must not end the session.
                { ...api, endpoint: 'refresh', signal: new AbortController().signal },
                extraOptions,
              )
            : undefined;
          const tokens = refreshed?.data as Partial<RefreshResponse> | undefined;
          if (typeof tokens?.access_token === 'string') {
            api.dispatch(
              tokenReceived({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }),
            );
          } else {
            api.dispatch(loggedOut());
            const { navigation } = api.extra as AppServices;
            const locale = (api.getState() as ApiState).language.locale;
            // Back to this page once signed in again.
            navigation.navigate(loginPath(locale, navigation.currentPath()), { replace: true });
            return result;
          }
        }
      } finally {
        release();
      }
    }
    if (!(api.getState() as ApiState).session.isLoggedIn) return result;
    result = await rawBaseQuery(args, api, extraOptions);
    return result;
  };
}

/** Shared by `standardApi` and `b2bApi`. */
export const sharedRefreshMutex = new Mutex();
