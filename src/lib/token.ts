import { InvalidTokenError, jwtDecode } from 'jwt-decode';

export interface TokenPayload {
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  [claim: string]: unknown;
}

export type DecodedToken = { ok: true; payload: TokenPayload } | { ok: false; error: string };

/**
 * Decodes a JWT payload without ever throwing (spec §5): a string of at least two dot-separated parts,
 * base64 and JSON, whose payload is an object. Errors carry the spec §8 texts from jwt-decode.
 */
export function decodeToken(token: unknown): DecodedToken {
  try {
    const payload: unknown = jwtDecode(token as string);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      return { ok: false, error: 'Invalid token specified: payload is not an object' };
    }
    return { ok: true, payload: payload as TokenPayload };
  } catch (error) {
    const message =
      error instanceof InvalidTokenError || error instanceof Error ? error.message : String(error);
    return { ok: false, error: message };
  }
}

/** True when the token decodes and its `exp` (seconds) lies in the future. */
export function isTokenLive(payload: TokenPayload, now = Date.now()): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 > now;
}

/** True for a token that can still be sent: it decodes and its `exp` lies in the future. */
export function isLiveToken(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const decoded = decodeToken(token);
  return decoded.ok && isTokenLive(decoded.payload, now);
}
