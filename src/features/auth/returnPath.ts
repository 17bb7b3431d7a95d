import { useLocation, useSearchParams } from 'react-router-dom';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { routePaths, stripLocalePrefix } from '../../config/routes';

const SIGN_IN_PATHS: string[] = [routePaths.login, routePaths.b2bLogin];

/** An in-app path without its language prefix, or null for anything that could leave the app or loop back. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  const suffixAt = candidate.search(/[?#]/);
  const pathname = suffixAt === -1 ? candidate : candidate.slice(0, suffixAt);
  const bare = stripLocalePrefix(pathname);
  if (SIGN_IN_PATHS.includes(bare.replace(/\/+$/, ''))) return null;
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
