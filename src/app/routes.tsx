import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../config/routes';
import type { Locale } from '../state/language/languageSlice';
import { loadMessages } from './i18n';
import { LocaleRoot } from './LocaleRoot';
import { PageLoadError } from './PageLoadError';
import { RouteErrorPage } from './RouteErrorPage';

/** While the first catalog loads: an empty, busy page (no text exists yet in the user's language). */
const BootFallback = () => <div aria-busy="true" style={{ minHeight: '100vh' }} />;

type ScreenModule = Promise<{ default: ComponentType }>;

/** A lazily loaded screen: each route is its own chunk. */
const screen = (load: () => ScreenModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const relative = (path: string) => path.replace(/^\//, '');

/** Spec §2: every page, relative to the locale root. */
function pageRoutes(): RouteObject[] {
  return [
    {
      index: true,
      ...screen(() => import(/* webpackChunkName: "page-home" */ '../features/home/screens/HomePage')),
    },
    { path: relative(routePaths.login), ...screen(() => import('../features/auth/screens/LoginPage')) },
    { path: relative(routePaths.b2bLogin), ...screen(() => import('../features/auth/screens/B2BLoginPage')) },
    {
      path: relative(routePaths.specialties),
      ...screen(() => import('../features/specialties/screens/SpecialtiesPage')),
    },
    {
      path: relative(routePaths.doctor),
      ...screen(() => import('../features/doctors/screens/DoctorProfilePage')),
    },
    {
      path: relative(routePaths.doctorPreOrder),
      ...screen(() => import('../features/booking/screens/DoctorPreOrderPage')),
    },
    {
      path: relative(routePaths.renew),
      ...screen(() => import('../features/prescriptions/screens/RenewPage')),
    },
    {
      path: relative(routePaths.profile),
      ...screen(() => import('../features/profile/screens/ProfilePage')),
    },
    {
      path: relative(routePaths.appointments),
      ...screen(() => import('../features/appointments/screens/AppointmentsPage')),
    },
    {
      path: relative(routePaths.appointmentDetail),
      ...screen(() => import('../features/appointments/screens/AppointmentDetailPage')),
    },
    {
      path: relative(routePaths.waiting),
      ...screen(() => import('../features/appointments/screens/WaitingRoomPage')),
    },
    {
      path: relative(routePaths.payment),
      ...screen(() => import('../features/payment/screens/PaymentPage')),
    },
    {
      path: relative(routePaths.invoices),
      ...screen(() => import('../features/finance/screens/InvoicesPage')),
    },
    { path: relative(routePaths.aboutUs), ...screen(() => import('../features/info/screens/AboutUsPage')) },
    {
      path: relative(routePaths.contactUs),
      ...screen(() => import('../features/info/screens/ContactUsPage')),
    },
    {
      path: relative(routePaths.cookiePolicy),
      ...screen(() => import('../features/info/screens/CookiePolicyPage')),
    },
    {
      path: relative(routePaths.privacyPolicy),
      ...screen(() => import('../features/info/screens/PrivacyPolicyPage')),
    },
    { path: '*', ...screen(() => import('../features/not-found/NotFoundPage')) },
  ];
}

/** The id of a language's root route, whose loader data is its catalog (the server and main.tsx use it). */
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
  children: [{ errorElement: <PageLoadError />, children: pageRoutes() }],
});

/** One route table, mounted at `/` (Spanish) and `/en` (English). */
export function createRoutes(): RouteObject[] {
  return [localeRoot('/en', 'en'), localeRoot('/', 'es')];
}
