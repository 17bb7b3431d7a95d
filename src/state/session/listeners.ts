import type { AppStartListening } from '../../store/listeners';
import { loginPath } from '../../lib/loginPath';
import { tokenCookie, tokenStorage } from '../../lib/storage';
import { toastShown } from '../shell/shellSlice';
import { b2bApi } from '../../api/b2bApi';
import { sessionMessages } from './messages';
import { sessionApi } from './api';
import { companySwitched, loggedOut, sessionExpired, sessionRestored, tokenReceived } from './sessionSlice';

export const PROFILE_FAILURE_TOAST_MS = 4000;

/**
 * A failed profile fetch (spec §8) is the provider answering with an error status. A request that never got a
 * whole answer is not: the browser cancels it when the page reloads or goes to a new address, before or after
 * the headers arrive (RTK Query reports FETCH_ERROR or PARSING_ERROR), and ending the session then would sign
 * the patient out of the next page; offline, the profile page offers to try again.
 */
function isProviderAnswer(error: unknown): boolean {
  return typeof (error as { status?: unknown } | undefined)?.status === 'number';
}

/** Storage and cookie follow the session; a failed profile fetch ends it (spec §8). */
export function addSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: tokenReceived,
    effect: async ({ payload }, { extra }) => {
      tokenStorage.save(payload);
      await extra.sameOrigin.setToken(payload.accessToken);
    },
  });

  // The company chosen in the switcher is remembered (by id) and chosen again once a new page has the profile.
  startListening({
    actionCreator: companySwitched,
    effect: ({ payload }, { getState }) => {
      const profile = sessionApi.endpoints.getProfile.select()(getState()).data;
      const company = profile?.user.companies?.[payload];
      if (company) tokenStorage.writeActiveCompanyId(company.id);
    },
  });
  startListening({
    matcher: sessionApi.endpoints.getProfile.matchFulfilled,
    effect: ({ payload }, { dispatch, getState }) => {
      const remembered = tokenStorage.readActiveCompanyId();
      const index = (payload.user.companies ?? []).findIndex((company) => company.id === remembered);
      if (index >= 0 && index !== getState().session.activeCompanyIndex) dispatch(companySwitched(index));
    },
  });

  startListening({
    actionCreator: sessionRestored,
    effect: ({ payload }) => tokenStorage.save(payload),
  });

  startListening({
    actionCreator: loggedOut,
    effect: (_, { dispatch }) => {
      tokenStorage.clear();
      tokenCookie.remove();
      dispatch(sessionApi.util.resetApiState());
      dispatch(b2bApi.util.resetApiState());
    },
  });

  // Boot found an expired session: its tokens and cookie go; the `b2b` flag waits for the refresh.
  startListening({
    actionCreator: sessionExpired,
    effect: () => {
      tokenStorage.clearTokens();
      tokenCookie.remove();
    },
  });

  // The boot-time refresh of an expired cookie (and any other explicit refresh) logs the user back in.
  startListening({
    matcher: sessionApi.endpoints.refresh.matchFulfilled,
    effect: ({ payload }, { dispatch }) => {
      dispatch(tokenReceived({ accessToken: payload.access_token, refreshToken: payload.refresh_token }));
    },
  });

  startListening({
    matcher: sessionApi.endpoints.getProfile.matchRejected,
    effect: async (action, { dispatch, getState, extra, delay }) => {
      // A 401 whose refresh failed has already ended the session and gone to /login.
      if (action.meta.condition || !getState().session.isLoggedIn) return;
      if (!isProviderAnswer(action.payload)) return;
      dispatch(loggedOut());
      dispatch(
        toastShown({
          messageId: sessionMessages.profileFailed.id,
          severity: 'error',
          durationMs: PROFILE_FAILURE_TOAST_MS,
        }),
      );
      await delay(PROFILE_FAILURE_TOAST_MS);
      const { navigation } = extra;
      navigation.navigate(loginPath(getState().language.locale, navigation.currentPath()), { replace: true });
    },
  });
}
