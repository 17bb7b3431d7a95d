/**
 * The app's route paths (spec §2), shared by the router and the same-origin server so both agree on which
 * paths are pages (status 200) and which are not (status 404). No imports: the server loads this file directly.
 */
export const routePaths = {
  home: '/',
  login: '/login',
  b2bLogin: '/b2b-login',
  specialties: '/specialties',
  doctor: '/doctor/:id',
  doctorPreOrder: '/doctor_pre_order',
  renew: '/renew',
  profile: '/profile',
  appointments: '/appointments',
  appointmentDetail: '/appointments-detail',
  waiting: '/waiting',
  payment: '/payment',
  invoices: '/invoices',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  cookiePolicy: '/cookie-policy',
  privacyPolicy: '/privacy-policy',
} as const;

export type RouteName = keyof typeof routePaths;

export const ENGLISH_PREFIX = '/en';

const pagePatterns = Object.values(routePaths).map(
  (path) => [path, new RegExp('^' + path.replace(/:[a-zA-Z]+/g, '[^/]+') + '/?$')] as const,
);

/** The path without the English prefix: `/en/login` → `/login`, `/en` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (pathname === ENGLISH_PREFIX || pathname === ENGLISH_PREFIX + '/') return '/';
  if (pathname.startsWith(ENGLISH_PREFIX + '/')) return pathname.slice(ENGLISH_PREFIX.length);
  return pathname;
}

export function localeOfPath(pathname: string): 'es' | 'en' {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(ENGLISH_PREFIX + '/') ? 'en' : 'es';
}

/** The route pattern of a path, with or without `/en` (`/en/doctor/12` → `/doctor/:id`); undefined for no page. */
export function routePatternOf(pathname: string): string | undefined {
  const path = stripLocalePrefix(pathname);
  return pagePatterns.find(([, pattern]) => pattern.test(path))?.[0];
}

/** The route pattern of a path (`/en/doctor/12?x=1` → `/doctor/:id`); anything else is `other`. */
export const pageOf = (path: string): string => routePatternOf(path.split(/[?#]/)[0] || '/') ?? 'other';

/** True when the path (with or without `/en`) is one of the app's pages. */
export function isAppPage(pathname: string): boolean {
  return routePatternOf(pathname) !== undefined;
}
