import { deviceTypeOf, type DeviceType } from '../lib/device';
import { tokenCookie } from '../lib/storage';
import { decodeToken, isTokenLive } from '../lib/token';

/** Computed before the first render (DESIGN §4). Footer specialities arrive through their API call. */
export interface PageData {
  deviceType: DeviceType;
  isLoggedIn: boolean;
  /** The token error text when the cookie could not be decoded. */
  error: string | null;
}

export function readPageData(userAgent: string = navigator.userAgent): PageData {
  const cookie = tokenCookie.read();
  if (cookie === null) return { deviceType: deviceTypeOf(userAgent), isLoggedIn: false, error: null };
  const decoded = decodeToken(cookie);
  return {
    deviceType: deviceTypeOf(userAgent),
    isLoggedIn: decoded.ok && isTokenLive(decoded.payload),
    error: decoded.ok ? null : decoded.error,
  };
}
