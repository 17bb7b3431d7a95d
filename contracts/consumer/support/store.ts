import type { V3MockServer } from '@pact-foundation/pact';
import { initialSessionState } from '../../../src/state/session/sessionSlice';
import { setupStore } from '../../../src/store/store';
import { type FakeServices, fakeServices } from '../../../src/testing/services';
import { ACCESS_TOKEN, REFRESH_TOKEN } from './requests';

export interface StoreOptions {
  /** Logged in with `accessToken` (default) or a visitor. */
  loggedIn?: boolean;
  accessToken?: string;
  refreshToken?: string;
  locale?: 'es' | 'en';
  /** The `b2b` storage flag (sends `X-Support-Flag: b2b`). */
  b2b?: boolean;
}

/** A fresh app store whose provider base URL is the Pact mock server. */
export function storeFor(mockServer: V3MockServer, options: StoreOptions = {}) {
  const {
    loggedIn = true,
    accessToken = ACCESS_TOKEN,
    refreshToken = REFRESH_TOKEN,
    locale = 'es',
    b2b = false,
  } = options;
  const services: FakeServices = fakeServices(`${mockServer.url}/`);
  const session = loggedIn
    ? { ...initialSessionState, isLoggedIn: true, accessToken, refreshToken, isB2BFlag: b2b }
    : { ...initialSessionState, isB2BFlag: b2b };
  const store = setupStore({ session, language: { locale } }, services);
  return { store, services };
}

/** A visitor's store (no tokens). */
export const visitorStoreFor = (mockServer: V3MockServer, options: Omit<StoreOptions, 'loggedIn'> = {}) =>
  storeFor(mockServer, { ...options, loggedIn: false });
