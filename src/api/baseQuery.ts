import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { SUPPORT_FLAG_HEADER, supportFlag } from './supportFlag';
import { fetchWithUploadProgress } from './uploadProgress';
import type { LanguageState } from '../state/language/languageSlice';
import type { SessionState } from '../state/session/sessionSlice';
import type { AppServices } from '../store/services';

/** The slice of state the API layer reads; structural, so the store can import the APIs without a cycle. */
export interface ApiState {
  session: SessionState;
  language: LanguageState;
}

export { SUPPORT_FLAG_HEADER } from './supportFlag';
/** Requests from the login modal carry `status: loginModal` and keep the bearer even on verify-code. */
export const LOGIN_MODAL_STATUS = 'loginModal';
/** Endpoints called without a bearer in the normal flow (spec §6). */
export const UNAUTHENTICATED_ENDPOINTS = new Set(['verifyCode']);

/**
 * Every provider call gives up after `timeoutMs` (TIMEOUT_ERROR); an endpoint may ask for more in its args.
 * In the server's renderer, the services' own headers go with it (the request's trace context) and they hear
 * how it ended (the server's metrics); `process.env.SERVER_RENDERER` is set in that build only, so none of
 * this is in the browser's code (rsbuild.config.ts).
 */
export function createBaseQuery(baseUrl: string, timeoutMs: number) {
  const query = fetchBaseQuery({
    baseUrl,
    timeout: timeoutMs,
    fetchFn: fetchWithUploadProgress,
    prepareHeaders(headers, { getState, endpoint, extra }) {
      const state = getState() as ApiState;
      if (process.env.SERVER_RENDERER) {
        for (const [name, value] of Object.entries((extra as AppServices).providerHeaders ?? {})) {
          headers.set(name, value);
        }
      }
      headers.set('Accept-Language', state.language.locale);
      headers.set(SUPPORT_FLAG_HEADER, supportFlag());
      const token = state.session.accessToken;
      const fromLoginModal = headers.get('status') === LOGIN_MODAL_STATUS;
      if (token && (!UNAUTHENTICATED_ENDPOINTS.has(endpoint) || fromLoginModal)) {
        headers.set('Authorization', `Bearer ${token}`);
      }
      return headers;
    },
  });
  return process.env.SERVER_RENDERER ? observed(query) : query;
}

/** The base query, telling the services how each call ended. */
function observed(query: ReturnType<typeof fetchBaseQuery>): ReturnType<typeof fetchBaseQuery> {
  return async (args, api, extraOptions) => {
    const started = performance.now();
    const result = await query(args, api, extraOptions);
    const { error, meta } = result;
    const status = error?.status === 'PARSING_ERROR' ? error.originalStatus : error?.status;
    (api.extra as AppServices).providerCallEnded?.({
      endpoint: api.endpoint,
      status: status ?? meta?.response?.status ?? 0,
      durationMs: performance.now() - started,
    });
    return result;
  };
}
