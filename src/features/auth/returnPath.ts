import { useLocation, useSearchParams } from 'react-router-dom';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { isAppPage, routePaths, stripLocalePrefix } from '../../config/routes';

const SIGN_IN_PATHS: string[] = [routePaths.login, routePaths.b2bLogin];

/** Control characters (browsers drop tabs and newlines from URLs) and backslashes (read as slashes). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
/** The same, and slashes, percent-encoded: a router or browser may decode them into `//host`. */
const ENCODED_SEPARATORS = /%(?:[01][0-9a-f]|7f|2f|5c)/i;

/**
 * An app page of this origin, without its language prefix, or null. We check it ourselves rather than trust the
 * router: no `//` (another host), no hidden or encoded separators (`/%09/evil.example`), only the app's own
 * pages (`/en//evil.example` is none), and never a sign-in page (it would loop).
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || HIDDEN_CHARACTERS.test(candidate)) {
    return null;
  }
  const suffixAt = candidate.search(/[?#]/);
  const pathname = suffixAt === -1 ? candidate : candidate.slice(0, suffixAt);
  if (pathname.includes('//') || ENCODED_SEPARATORS.test(pathname)) return null;
  const bare = stripLocalePrefix(pathname);
  if (!isAppPage(bare) || SIGN_IN_PATHS.includes(bare.replace(/\/+$/, ''))) return null;
  return bare + (suffixAt === -1 ? '' : candidate.slice(suffixAt));
}

/** Where the user came from: the renewal flow (`?type=renew`), `from` (location state or query), else home. */
export function returnPathOf(search: URLSearchParams, state: unknown): string {
  if (search.get('type') === 'renew') return routePaths.renew;
  const fromState = (state as { from?: unknown } | null)?.from;
  return safeReturnPath(fromState) ?? safeReturnPath(search.get('from')) ?? routePaths.home;
}

/** The return path in the current language. */
export function useReturnPath(): string {
  const [search] = useSearchParams();
  const location = useLocation();
  const localize = useLocalizedPath();
  return localize(returnPathOf(search, location.state));
}
