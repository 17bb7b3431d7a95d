import { createAsyncThunk } from '@reduxjs/toolkit';
import { holdGateUntil, renewSessionWhenLoaded, sharedRenewalGate } from '../../api/reauth';
import { decodeToken, isTokenLive } from '../../lib/token';
import { tokenCookie, tokenStorage } from '../../lib/storage';
import type { AppServices } from '../../store/services';
import type { AppDispatch, RootState } from '../../store/store';
import { sessionApi } from './api';
import { b2bFlagRead, loggedOut, sessionExpired, sessionRestored } from './sessionSlice';

type ThunkConfig = { state: RootState; dispatch: AppDispatch; extra: AppServices };

export const B2B_FLAG_READ_DELAY_MS = 1000;

export interface BootResult {
  isLoggedIn: boolean;
  /** The token error (spec §8) when the cookie could not be decoded. */
  tokenError?: string;
  /** True when an expired token made us call refresh once. */
  refreshed?: boolean;
}

/**
 * Decides the session on page load from the `token` cookie (DESIGN §4): live ⇒ logged in; expired ⇒ logged
 * out and one refresh call (a successful refresh logs the user back in); undecodable ⇒ cookie removed, logged out.
 */
export const bootSession = createAsyncThunk<BootResult, void, ThunkConfig>(
  'session/boot',
  async (_, { dispatch, getState, extra }) => {
    const cookie = tokenCookie.read();
    const stored = tokenStorage.read();
    /**
     * Logged out while the one refresh decides; it is shared with the other tabs (renewSession), which may be
     * refreshing the same session right now. The stored tokens and the `b2b` flag are kept meanwhile: a rejected
     * refresh token ends the session (and sets `b2b` to 'false'); no answer keeps it for the next call to renew.
     */
    const refreshOnce = async (): Promise<BootResult> => {
      dispatch(sessionExpired());
      const renewing = renewSessionWhenLoaded(
        { dispatch, getState },
        stored.accessToken,
        (refreshToken) => dispatch(sessionApi.endpoints.refresh.initiate({ refresh_token: refreshToken })),
        2 * extra.apiTimeoutMs,
      );
      // The page's first calls wait for this refresh at the gate (createReauthBaseQuery), so they go with the
      // new token instead of none (a tab reopened after its token expired).
      holdGateUntil(sharedRenewalGate, renewing);
      const renewal = await renewing;
      if (renewal === 'unreachable') dispatch(sessionRestored(stored));
      return { isLoggedIn: false, refreshed: true };
    };
    if (cookie !== null) {
      const decoded = decodeToken(cookie);
      if (!decoded.ok) {
        tokenCookie.remove();
        void extra.sameOrigin.setTokenExpired();
        dispatch(loggedOut());
        return { isLoggedIn: false, tokenError: decoded.error };
      }
      if (isTokenLive(decoded.payload)) {
        dispatch(
          sessionRestored({ accessToken: stored.accessToken ?? cookie, refreshToken: stored.refreshToken }),
        );
        return { isLoggedIn: true };
      }
      if (stored.refreshToken) return refreshOnce();
      dispatch(loggedOut());
      return { isLoggedIn: false };
    }
    // No cookie (cleared, or set before it outlived its token): a signed-in browser still holds its refresh
    // token: one refresh, exactly as for an expired cookie.
    if (stored.refreshToken && stored.loggedIn) return refreshOnce();
    dispatch(loggedOut());
    return { isLoggedIn: false };
  },
);

/**
 * Reads the `b2b` storage flag into the session 1000 ms after load (spec §4), for the footer support phone.
 * Provider calls do not wait for it: they send the stored flag at request time. Returns a cancel function.
 */
export function scheduleB2BFlagRead(dispatch: AppDispatch, delayMs = B2B_FLAG_READ_DELAY_MS): () => void {
  const timer = setTimeout(() => dispatch(b2bFlagRead(tokenStorage.readB2BFlag())), delayMs);
  return () => clearTimeout(timer);
}

/** The stores (by their services) whose logout has started: it ends in a reload, so it never needs undoing. */
const loggingOut = new WeakSet<AppServices>();

/**
 * Logout (DESIGN §4): the logout call with the refresh token, clear, expire the cookie, reload. Once only: a
 * double click, or a second button while the first logout runs, sends no second call.
 */
export const logout = createAsyncThunk<void, void, ThunkConfig>(
  'session/logout',
  async (_, { dispatch, getState, extra }) => {
    loggingOut.add(extra);
    // The stored one is the newest: another tab may have rotated it since this tab last refreshed.
    const refreshToken = tokenStorage.read().refreshToken ?? getState().session.refreshToken;
    if (refreshToken) {
      await dispatch(sessionApi.endpoints.logout.initiate({ token: refreshToken }));
    }
    dispatch(loggedOut());
    await extra.sameOrigin.setTokenExpired();
    extra.navigation.reload();
  },
  { condition: (_, { extra }) => !loggingOut.has(extra as AppServices) },
);
