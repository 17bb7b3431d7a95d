import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  isLoggedIn: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  /** The `b2b` storage flag, read 1000 ms after load (spec §4); switches the support phone. */
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
    b2bFlagRead(state, action: PayloadAction<boolean>) {
      state.isB2BFlag = action.payload;
    },
    companySwitched(state, action: PayloadAction<number>) {
      state.activeCompanyIndex = Math.max(0, Math.trunc(action.payload));
    },
  },
});

export const { sessionRestored, tokenReceived, loggedOut, b2bFlagRead, companySwitched } =
  sessionSlice.actions;
