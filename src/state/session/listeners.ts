import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../store/listeners';
import { loginPath } from '../../lib/loginPath';
import { tokenCookie, tokenStorage } from '../../lib/storage';
import { toastShown } from '../shell/shellSlice';
import { b2bApi } from '../../api/b2bApi';
import { sessionMessages } from './messages';
import { sessionApi } from './api';
import { decodeToken } from '../../lib/token';
import {
  companySwitched,
  loggedOut,
  refreshUnanswered,
  sessionExpired,
  sessionRestored,
  signedOutElsewhere,
  tokenReceived,
  tokensChangedElsewhere,
} from './sessionSlice';

export const PROFILE_FAILURE_TOAST_MS = 4000;

/** What the failure handling reads of a rejected profile or summary fetch. */
interface ProfileFetchRejected {
  payload: unknown;
  meta: { condition: boolean };
}

/**
 * A failed profile fetch (spec §8) is the provider answering with an error status. A request that never got a
 * whole answer is not: the browser cancels it when the page reloads or goes to a new address, before or after
 * the headers arrive (RTK Query reports FETCH_ERROR or PARSING_ERROR), and ending the session then would sign
 * the patient out of the next page; offline, the profile page offers to try again.
 */
function isProviderAnswer(error: unknown): boolean {
  return typeof (error as { status?: unknown } | undefined)?.status === 'number';
}

/** The user a token belongs to (`sub`), if it says. */
const userOf = (token: string | null) => {
  const decoded = token ? decodeToken(token) : undefined;
  return decoded?.ok ? decoded.payload.sub : undefined;
};

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
    effect: ({ payload: { accessToken, refreshToken } }) => {
      if (accessToken) tokenStorage.save({ accessToken, refreshToken });
    },
  });

  const forgetCachedData = (dispatch: (action: unknown) => unknown) => {
    dispatch(sessionApi.util.resetApiState());
    dispatch(b2bApi.util.resetApiState());
  };

  startListening({
    actionCreator: loggedOut,
    effect: (_, { dispatch, getOriginalState }) => {
      const hadSession = Boolean(tokenStorage.read().refreshToken ?? getOriginalState().session.refreshToken);
      tokenStorage.clear();
      tokenCookie.remove();
      forgetCachedData(dispatch);
      // The pair the last refresh handed to other tabs goes too (loaded with the refresh's code, and only when
      // there was a session: boot signs a visitor "out" too).
      if (hadSession) {
        void import(/* webpackChunkName: "renew-session" */ '../../lib/sessionHandoff')
          .then(({ forgetHandoff }) => forgetHandoff())
          .catch(() => undefined);
      }
    },
  });

  // Another tab signed out: it cleared storage and the cookie; what this tab fetched for the user goes.
  startListening({
    actionCreator: signedOutElsewhere,
    effect: (_, { dispatch }) => forgetCachedData(dispatch),
  });

  // Another tab signed in: data fetched for a visitor or another user is fetched again with this session.
  startListening({
    actionCreator: tokensChangedElsewhere,
    effect: ({ payload }, { dispatch, getOriginalState }) => {
      const before = getOriginalState().session;
      if (!before.isLoggedIn || userOf(before.accessToken) !== userOf(payload.accessToken)) {
        forgetCachedData(dispatch);
      }
    },
  });

  // Boot found an expired session: the cookie goes; stored tokens and the `b2b` flag wait for the refresh.
  startListening({
    actionCreator: sessionExpired,
    effect: () => tokenCookie.remove(),
  });

  // The session stays, but what the patient asked for failed: say why (DESIGN §9).
  startListening({
    actionCreator: refreshUnanswered,
    effect: (_, { dispatch }) => {
      dispatch(toastShown({ messageId: sessionMessages.serviceUnreachable.id, severity: 'error' }));
    },
  });

  // The full profile, or the summary that pages without the profile read instead: spec §8 either way.
  startListening({
    matcher: isAnyOf(
      sessionApi.endpoints.getProfile.matchRejected,
      sessionApi.endpoints.getProfileSummary.matchRejected,
    ),
    effect: async (action: ProfileFetchRejected, { dispatch, getState, extra, delay }) => {
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
