import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  isLoggedIn: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  /**
   * Boot found an expired session and one refresh is deciding whether it goes on (pages that need it wait).
   * Optional so that a state written out in full without it (tests) reads as not restoring.
   */
  isRestoring?: boolean;
  /**
   * The `b2b` storage flag as read 1000 ms after load (spec §4): switches the support phone and the business
   * parts of the shell. Provider calls read the stored flag itself at request time (api/baseQuery.ts).
   */
  isB2BFlag: boolean;
  /** Index into `profile.user.companies` used for B2B calls (company switcher). */
  activeCompanyIndex: number;
}

export const initialSessionState: SessionState = {
  isLoggedIn: false,
  accessToken: null,
  refreshToken: null,
  isRestoring: false,
  isB2BFlag: false,
  activeCompanyIndex: 0,
};

export interface TokensPayload {
  accessToken: string;
  refreshToken?: string | null;
}

/** A session found in storage; its access token may be missing or expired (the next call refreshes it). */
export interface StoredSessionPayload {
  accessToken: string | null;
  refreshToken?: string | null;
}

const signIn = (state: SessionState, { accessToken, refreshToken }: StoredSessionPayload) => {
  state.isLoggedIn = true;
  state.isRestoring = false;
  state.accessToken = accessToken;
  state.refreshToken = refreshToken ?? state.refreshToken;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionRestored(state, action: PayloadAction<StoredSessionPayload>) {
      signIn(state, action.payload);
    },
    tokenReceived(state, action: PayloadAction<TokensPayload>) {
      signIn(state, action.payload);
    },
    /** Another tab of this browser signed in or refreshed: this tab takes the tokens it stored. */
    tokensChangedElsewhere(state, action: PayloadAction<TokensPayload>) {
      signIn(state, action.payload);
    },
    loggedOut() {
      return initialSessionState;
    },
    /** Another tab signed out (and already cleared storage and the cookie). */
    signedOutElsewhere() {
      return initialSessionState;
    },
    /** Boot found an expired session: logged out while one refresh decides (tokens and `b2b` flag wait for it). */
    sessionExpired() {
      return { ...initialSessionState, isRestoring: true };
    },
    /** A refresh got no usable answer (network, timeout, 5xx): the session stays, the next call tries again. */
    refreshUnanswered() {},
    b2bFlagRead(state, action: PayloadAction<boolean>) {
      state.isB2BFlag = action.payload;
    },
    companySwitched(state, action: PayloadAction<number>) {
      state.activeCompanyIndex = Math.max(0, Math.trunc(action.payload));
    },
  },
});

export const {
  sessionRestored,
  tokenReceived,
  tokensChangedElsewhere,
  loggedOut,
  signedOutElsewhere,
  sessionExpired,
  refreshUnanswered,
  b2bFlagRead,
  companySwitched,
} = sessionSlice.actions;
