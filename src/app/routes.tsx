import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../config/routes';
import { loadChunk } from '../lib/chunks';
import type { Locale } from '../state/language/languageSlice';
import type { RouteCatalog } from '../config/routeCatalogs';
import { loadMessages, loadRouteMessages } from './i18n';
import { LocaleRoot } from './LocaleRoot';
import { PageLoadError } from './PageLoadError';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteMessages } from './RouteMessages';

/** While the first catalog loads: an empty, busy page (no text exists yet in the user's language). */
const BootFallback = () => <div aria-busy="true" style={{ minHeight: '100vh' }} />;

type ScreenModule = Promise<{ default: ComponentType }>;

/** A lazily loaded screen: each route is its own chunk (after a deploy, a chunk gone reloads the page once). */
const screen = (load: () => ScreenModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await loadChunk(load, { page: true })).default }),
});

/** A lazily loaded screen whose messages are a route catalog of their own, loaded beside its code. */
const screenWithCatalog =
  (locale: Locale, catalog: RouteCatalog) =>
  (load: () => ScreenModule): Pick<RouteObject, 'lazy'> => ({
    lazy: async () => {
      const [{ default: Screen }, messages] = await Promise.all([
        loadChunk(load, { page: true }),
        loadRouteMessages(locale, catalog),
      ]);
      return {
        Component: () => (
          <RouteMessages messages={messages}>
            <Screen />
          </RouteMessages>
        ),
      };
    },
  });

const relative = (path: string) => path.replace(/^\//, '');

/** The guard of the pages that need a session (RequireSession): loaded with the first of them, not for home. */
const requireSession: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({
    Component: (await loadChunk(() => import(/* webpackChunkName: "require-session" */ './RequireSession')))
      .RequireSession,
  }),
};

/** The pages a visitor cannot see: /renew, /profile, the appointments, the waiting room, payment, invoices. */
function sessionOnlyRoutes(locale: Locale): RouteObject[] {
  const moneyScreen = screenWithCatalog(locale, 'money');
  const appointmentsScreen = screenWithCatalog(locale, 'appointments');
  return [
    {
      path: relative(routePaths.renew),
      ...moneyScreen(
        () => import(/* webpackChunkName: "page-renew" */ '../features/prescriptions/screens/RenewPage'),
      ),
    },
    {
      path: relative(routePaths.profile),
      ...screenWithCatalog(
        locale,
        'profile',
      )(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/screens/ProfilePage')),
    },
    {
      path: relative(routePaths.appointments),
      ...appointmentsScreen(
        () =>
          import(
            /* webpackChunkName: "page-appointments" */ '../features/appointments/screens/AppointmentsPage'
          ),
      ),
    },
    {
      path: relative(routePaths.appointmentDetail),
      ...appointmentsScreen(
        () =>
          import(
            /* webpackChunkName: "page-appointmentdetail" */ '../features/appointments/screens/AppointmentDetailPage'
          ),
      ),
    },
    {
      path: relative(routePaths.waiting),
      ...appointmentsScreen(
        () =>
          import(
            /* webpackChunkName: "page-waitingroom" */ '../features/appointments/screens/WaitingRoomPage'
          ),
      ),
    },
    {
      path: relative(routePaths.payment),
      ...screenWithCatalog(
        locale,
        'payment',
      )(() => import(/* webpackChunkName: "page-payment" */ '../features/payment/screens/PaymentPage')),
    },
    {
      path: relative(routePaths.invoices),
      ...moneyScreen(
        () => import(/* webpackChunkName: "page-invoices" */ '../features/finance/screens/InvoicesPage'),
      ),
    },
  ];
}

/** Spec §2: every page, relative to the locale root. */
function pageRoutes(locale: Locale): RouteObject[] {
  const infoScreen = screenWithCatalog(locale, 'info');
  const authScreen = screenWithCatalog(locale, 'auth');
  return [
    {
      index: true,
      ...screen(() => import(/* webpackChunkName: "page-home" */ '../features/home/screens/HomePage')),
    },
    {
      path: relative(routePaths.login),
      ...authScreen(() => import(/* webpackChunkName: "page-login" */ '../features/auth/screens/LoginPage')),
    },
    {
      path: relative(routePaths.b2bLogin),
      ...authScreen(
        () => import(/* webpackChunkName: "page-b2blogin" */ '../features/auth/screens/B2BLoginPage'),
      ),
    },
    {
      path: relative(routePaths.specialties),
      ...screen(
        () =>
          import(
            /* webpackChunkName: "page-specialties" */ '../features/specialties/screens/SpecialtiesPage'
          ),
      ),
    },
    {
      path: relative(routePaths.doctor),
      ...screen(
        () =>
          import(
            /* webpackChunkName: "page-doctorprofile" */ '../features/doctors/screens/DoctorProfilePage'
          ),
      ),
    },
    {
      path: relative(routePaths.doctorPreOrder),
      ...screenWithCatalog(
        locale,
        'booking',
      )(
        () =>
          import(
            /* webpackChunkName: "page-doctorpreorder" */ '../features/booking/screens/DoctorPreOrderPage'
          ),
      ),
    },
    // Pages that need a session: one guard for all of them (DESIGN §9).
    { ...requireSession, children: sessionOnlyRoutes(locale) },
    {
      path: relative(routePaths.aboutUs),
      ...infoScreen(
        () => import(/* webpackChunkName: "page-aboutus" */ '../features/info/screens/AboutUsPage'),
      ),
    },
    {
      path: relative(routePaths.contactUs),
      ...infoScreen(
        () => import(/* webpackChunkName: "page-contactus" */ '../features/info/screens/ContactUsPage'),
      ),
    },
    {
      path: relative(routePaths.cookiePolicy),
      ...infoScreen(
        () => import(/* webpackChunkName: "page-cookiepolicy" */ '../features/info/screens/CookiePolicyPage'),
      ),
    },
    {
      path: relative(routePaths.privacyPolicy),
      ...infoScreen(
        () =>
          import(/* webpackChunkName: "page-privacypolicy" */ '../features/info/screens/PrivacyPolicyPage'),
      ),
    },
    { path: '*', ...screen(() => import('../features/not-found/NotFoundPage')) },
  ];
}

/** The id of a language's root route, whose loader data is its catalog (the server and src/boot/render.tsx use it). */
export const localeRootId = (locale: Locale) => `root-${locale}`;

const localeRoot = (path: string, locale: Locale): RouteObject => ({
  id: localeRootId(locale),
  path,
  element: <LocaleRoot locale={locale} />,
  errorElement: <RouteErrorPage />,
  hydrateFallbackElement: <BootFallback />,
  loader: () => loadMessages(locale),
  shouldRevalidate: () => false,
  // A page that fails inside the shell gets the shared error modal; a failed catalog, the bare error page.
  children: [{ errorElement: <PageLoadError />, children: pageRoutes(locale) }],
});

/** One route table, mounted at `/` (Spanish) and `/en` (English). */
export function createRoutes(): RouteObject[] {
  return [localeRoot('/en', 'en'), localeRoot('/', 'es')];
}
