import { deviceTypeOf, type DeviceType } from '../lib/device';
import { TOKEN_COOKIE } from '../lib/storage';
import { decodeToken, isTokenLive } from '../lib/token';

/**
 * The page data of DESIGN §4 as src/boot/store.ts computes it, from the request: the device from the user agent, and
 * `isLoggedIn` from the `token` cookie decoded as the browser decodes it. Nothing is trusted beyond showing the
 * account button instead of the login button: the server makes no call with the token.
 */
export function requestPageData(
  cookieHeader = '',
  userAgent = '',
): { deviceType: DeviceType; isLoggedIn: boolean } {
  let token: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    const value = rest.join('=');
    try {
      token = decodeURIComponent(value);
    } catch {
      token = value;
    }
  }
  const decoded = token === null ? null : decodeToken(token);
  return {
    deviceType: deviceTypeOf(userAgent),
    isLoggedIn: decoded !== null && decoded.ok && isTokenLive(decoded.payload),
  };
}
