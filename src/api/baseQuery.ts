import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { tokenStorage } from '../lib/storage';
import { fetchWithUploadProgress } from './uploadProgress';
import type { LanguageState } from '../state/language/languageSlice';
import type { SessionState } from '../state/session/sessionSlice';

/** The slice of state the API layer reads; structural, so the store can import the APIs without a cycle. */
export interface ApiState {
  session: SessionState;
  language: LanguageState;
}

/** Header that tells the provider which support line (ordinary or business) the client shows. */
export const SUPPORT_FLAG_HEADER = 'X-Support-Flag';
/** Requests from the login modal carry `status: loginModal` and keep the bearer even on verify-code. */
export const LOGIN_MODAL_STATUS = 'loginModal';
/** Endpoints called without a bearer in the normal flow (spec §6). */
export const UNAUTHENTICATED_ENDPOINTS = new Set(['verifyCode']);

export function createBaseQuery(baseUrl: string) {
  return fetchBaseQuery({
    baseUrl,
    fetchFn: fetchWithUploadProgress,
    prepareHeaders(headers, { getState, endpoint }) {
      const state = getState() as ApiState;
      headers.set('Accept-Language', state.language.locale);
      // The stored flag as it is now: the session's copy is read only 1000 ms after load, for the footer.
      headers.set(SUPPORT_FLAG_HEADER, tokenStorage.readB2BFlag() ? 'b2b' : 'standard');
      const token = state.session.accessToken;
      const fromLoginModal = headers.get('status') === LOGIN_MODAL_STATUS;
      if (token && (!UNAUTHENTICATED_ENDPOINTS.has(endpoint) || fromLoginModal)) {
        headers.set('Authorization', `Bearer ${token}`);
      }
      return headers;
    },
  });
}
