import type { TemplateHeaders } from '@pact-foundation/pact';
import { exactlyFromState, fromState, oneOf, string } from './matchers';

/** JWT-shaped examples (`sub` 1001). Not valid at the provider: verification injects real ones (README). */
export const ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.Y29udHJhY3QtZXhhbXBsZS1zaWduYXR1cmU';
/** `exp` in 2020. */
export const EXPIRED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAxIiwiZXhwIjoxNTc3ODM2ODAwfQ.Y29udHJhY3QtZXhhbXBsZS1zaWduYXR1cmU';
/** What a refresh hands out in the examples. */
export const REFRESHED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAxIiwiZXhwIjo0MTAyNDQ4NDAwfQ.Y29udHJhY3QtZXhhbXBsZS1zaWduYXR1cmU';
export const REFRESH_TOKEN = 'rt-contract-example-1';
export const REFRESHED_REFRESH_TOKEN = 'rt-contract-example-2';

type Auth = 'bearer' | 'expired' | 'none';

export interface HeaderOptions {
  locale?: 'es' | 'en';
  /** The support-flag header: `b2b` when the `b2b` storage flag is set. */
  flag?: 'standard' | 'b2b';
  /** `bearer` (default): a valid access token; `expired`: exactly the expired one; `none`: not sent. */
  auth?: Auth;
  /** The request has a JSON body. */
  json?: boolean;
  /** The access token the test's store holds (what `bearer` sends on our side). */
  token?: string;
}

/**
 * The headers of DESIGN §4 as the app sends them. Authorization is filled in at verification from the
 * provider state's `accessToken`; an `expired` bearer is matched exactly so that the retried request of the
 * 401 flow (new token) cannot be mistaken for the first one.
 */
export function requestHeaders({
  locale = 'es',
  flag = 'standard',
  auth = 'bearer',
  json = false,
  token = ACCESS_TOKEN,
}: HeaderOptions = {}): TemplateHeaders {
  const headers: TemplateHeaders = {
    'Accept-Language': oneOf(['es', 'en'], locale),
    'X-Support-Flag': oneOf(['standard', 'b2b'], flag),
  };
  if (auth === 'bearer') {
    headers.Authorization = fromState(
      'accessToken',
      '^Bearer \\S+$',
      `Bearer ${token}`,
      'Bearer ${accessToken}',
    );
  } else if (auth === 'expired') {
    headers.Authorization = exactlyFromState('Bearer ${accessToken}', `Bearer ${EXPIRED_ACCESS_TOKEN}`);
  }
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

export const jsonHeaders = (options: HeaderOptions = {}) => requestHeaders({ ...options, json: true });

/**
 * The provider's error body `{code, message, field?}` (src/api/types.ts). The UI switches on `code` and shows
 * its own text for it, so `code` is exact and `message` any string; `field` is optional and not relied on.
 */
export const errorBody = (code: string, message: string) => ({ code, message: string(message) });
