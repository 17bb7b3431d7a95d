/** Deeper than any address the app makes: such an address is treated as one that carries a token. */
const MAX_DEPTH = 4;
const TOKEN_PARAMETER = /[?&#;][\w-]*token=/i;

/**
 * True when an address carries a token: a `token=` parameter (or `access_token=`, `login_token=` …), also one
 * inside another parameter that holds an encoded address (a return path), however many times encoded.
 */
export function carriesToken(address: string): boolean {
  let text = address;
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    if (TOKEN_PARAMETER.test(text)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      // Not an address the app made (a stray %): kept only when it cannot hide a token.
      return /token/i.test(text);
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}
