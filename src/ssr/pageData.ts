import { catalogApi } from '../api/shared/catalog';
import { doctorsApi } from '../api/shared/doctors';
import { routePaths, stripLocalePrefix } from '../config/routes';
import { countriesApi } from '../api/shared/countries';
import { parseDoctorId } from '../features/doctors/screens/DoctorProfilePage';
import type { AppStore } from '../store/store';

/** The public pages rendered on the server (DESIGN §9); session-only and flow pages stay client-rendered. */
export const SERVER_RENDERED_PAGES = [
  routePaths.home,
  routePaths.specialties,
  routePaths.doctor,
  routePaths.aboutUs,
  routePaths.contactUs,
  routePaths.cookiePolicy,
  routePaths.privacyPolicy,
  routePaths.login,
  routePaths.b2bLogin,
] as const;

export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

const patterns = SERVER_RENDERED_PAGES.map(
  (page) => [page, new RegExp('^' + page.replace(/:[a-zA-Z]+/g, '([^/]+)') + '/?$')] as const,
);

export interface MatchedPage {
  page: ServerRenderedPage;
  /** The `:id` of `/doctor/:id`. */
  param?: string;
}

/** Which public page a path (with or without `/en`) is, or null for other pages and unknown paths. */
export function matchServerPage(pathname: string): MatchedPage | null {
  const bare = stripLocalePrefix(pathname);
  for (const [page, pattern] of patterns) {
    const match = pattern.exec(bare);
    if (match) return { page, param: match[1] };
  }
  return null;
}

type Fetch = { unwrap(): Promise<unknown>; unsubscribe(): void; queryCacheKey: string };

/**
 * The provider calls a page makes on its first render, with the same arguments as its screens (so the cache
 * keys match and the browser does not fetch again): the footer's specialities on every page, plus the page's
 * own data (none for the not-found page, `null`). Returns the page's main call, whose failure makes the page's error state.
 */
export function fetchPageData(store: AppStore, matched: MatchedPage | null): { main?: Fetch; all: Fetch[] } {
  const { page, param } = matched ?? {};
  // The footer's specialities and the provider's policies (its terms and cookie links) are on every page.
  const all: Fetch[] = [
    store.dispatch(catalogApi.endpoints.getFooterSpecialities.initiate()),
    store.dispatch(catalogApi.endpoints.getPolicies.initiate()),
  ];
  let main: Fetch | undefined;
  if (page === routePaths.specialties) {
    main = store.dispatch(catalogApi.endpoints.getSpecialities.initiate());
  } else if (page === routePaths.doctor) {
    const doctorId = parseDoctorId(param);
    if (doctorId !== null)
      main = store.dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ doctorId }));
  } else if (page === routePaths.login || page === routePaths.b2bLogin) {
    all.push(store.dispatch(countriesApi.endpoints.getCallingCodeCountries.initiate()));
  }
  if (main) all.push(main);
  return { main, all };
}
