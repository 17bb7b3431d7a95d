import { ENGLISH_PREFIX, routePaths, stripLocalePrefix } from '../config/routes';

const SIGN_IN_PATHS = new Set<string>([routePaths.login, routePaths.b2bLogin]);

/**
 * The sign-in page in `locale`, which returns to `current` afterwards (docs/behaviour.md: sign-in honours `?from=`).
 * `current` is where the user is now, with or without `/en`; `from` carries it without the prefix, as the login
 * screen expects. Home and the sign-in pages themselves need no `from`; /renew returns through `?type=renew`.
 */
export function loginPath(locale: 'es' | 'en', current?: string): string {
  const login = locale === 'en' ? ENGLISH_PREFIX + routePaths.login : routePaths.login;
  if (!current?.startsWith('/') || current.startsWith('//')) return login;
  const suffixAt = current.search(/[?#]/);
  const pathname = stripLocalePrefix(suffixAt === -1 ? current : current.slice(0, suffixAt));
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const from = bare + (suffixAt === -1 ? '' : current.slice(suffixAt));
  if (from === '/' || SIGN_IN_PATHS.has(bare)) return login;
  // The renewal flow has its own return (spec §2: /login?type=renew).
  if (bare === routePaths.renew) return `${login}?type=renew`;
  return `${login}?from=${encodeURIComponent(from)}`;
}
