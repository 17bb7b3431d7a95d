import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  isLoggedIn: boolean;
  accessToken: string | null;
  refreshToken: string | null;
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
  isB2BFlag: false,
  activeCompanyIndex: 0,
};

export interface TokensPayload {
  accessToken: string;
  refreshToken?: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionRestored(state, action: PayloadAction<TokensPayload>) {
      state.isLoggedIn = true;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken ?? state.refreshToken;
    },
    tokenReceived(state, action: PayloadAction<TokensPayload>) {
      state.isLoggedIn = true;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken ?? state.refreshToken;
    },
    loggedOut() {
      return initialSessionState;
    },
    /** Boot found an expired session: logged out while one refresh decides (the `b2b` flag waits for it). */
    sessionExpired() {
      return initialSessionState;
    },
    b2bFlagRead(state, action: PayloadAction<boolean>) {
      state.isB2BFlag = action.payload;
    },
    companySwitched(state, action: PayloadAction<number>) {
      state.activeCompanyIndex = Math.max(0, Math.trunc(action.payload));
    },
  },
});

export const { sessionRestored, tokenReceived, loggedOut, sessionExpired, b2bFlagRead, companySwitched } =
  sessionSlice.actions;
