import { deviceTypeOf, type DeviceType } from '../lib/device';
import { DEFAULT_ZONE, isKnownZone } from '../lib/patientZone';
import { TOKEN_COOKIE, ZONE_COOKIE } from '../lib/storage';
import { decodeToken, isTokenLive } from '../lib/token';

/** A cookie's value as the browser reads it (lib/storage.ts), or null. */
function cookieOf(cookieHeader: string, cookie: string): string | null {
  let found: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== cookie) continue;
    const value = rest.join('=');
    try {
      found = decodeURIComponent(value);
    } catch {
      found = value;
    }
  }
  return found;
}

/**
 * The patient's access token from the `token` cookie when it decodes and has not expired, else null. The server
 * sends it to the provider exactly as the browser would and never refreshes it (DESIGN §9): an expired or
 * refused token leaves the page to the browser.
 */
export function liveSessionToken(cookieHeader = ''): string | null {
  const token = cookieOf(cookieHeader, TOKEN_COOKIE);
  if (token === null) return null;
  const decoded = decodeToken(token);
  return decoded.ok && isTokenLive(decoded.payload) ? token : null;
}

/**
 * True when the cookie holds a token that decodes but has expired: this browser has a session to renew (the
 * cookie outlives its token, server/tokenApi.ts), which the browser does, not the server.
 */
export function hasExpiredSession(cookieHeader = ''): boolean {
  const token = cookieOf(cookieHeader, TOKEN_COOKIE);
  if (token === null) return false;
  const decoded = decodeToken(token);
  return decoded.ok && !isTokenLive(decoded.payload);
}

/**
 * The page data of DESIGN §4 as src/boot/store.ts computes it, from the request: the device from the user agent,
 * and `isLoggedIn` from the `token` cookie decoded as the browser decodes it.
 */
export function requestPageData(
  cookieHeader = '',
  userAgent = '',
): { deviceType: DeviceType; isLoggedIn: boolean } {
  return { deviceType: deviceTypeOf(userAgent), isLoggedIn: liveSessionToken(cookieHeader) !== null };
}

/** The zone the patient's browser last reported (the `tz` cookie), else Spain's peninsular zone. */
export function requestZone(cookieHeader = ''): string {
  const zone = cookieOf(cookieHeader, ZONE_COOKIE);
  return zone !== null && isKnownZone(zone) ? zone : DEFAULT_ZONE;
}
