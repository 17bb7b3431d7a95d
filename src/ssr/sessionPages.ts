import { sharedAppointmentsApi } from '../api/shared/appointments';
import { sharedPrescriptionsApi } from '../api/shared/prescriptions';
import { routePaths, stripLocalePrefix } from '../config/routes';
import { appointmentsApi } from '../features/appointments/api';
import { tabOf } from '../features/appointments/components/list/AppointmentTabs';
import { appointmentIdOf } from '../features/appointments/hooks/useAppointmentId';
import { financeApi } from '../features/finance/api';
import { pageOf } from '../features/finance/components/TransactionList';
import { sessionApi } from '../state/session/api';
import type { AppStore } from '../store/store';
import {
  bookingLeftToBrowser,
  type Fetch,
  fetchBookingPage,
  fetchPaymentPage,
  type FlowFetches,
  followUpBookingPage,
  followUpPaymentPage,
  paymentLeftToBrowser,
  paymentPreOrderOf,
} from './flowPages';

/**
 * The pages a patient lives in, rendered on the server from the session the `token` cookie names (DESIGN §9,
 * docs/decisions/0020-signed-in-pages-rendered-on-the-server.md). The home page joins them when a session comes
 * with the request: its greeting and visits are the patient's own.
 */
export const SESSION_RENDERED_PAGES = [
  routePaths.appointments,
  routePaths.appointmentDetail,
  routePaths.waiting,
  routePaths.invoices,
  routePaths.profile,
  routePaths.payment,
  routePaths.doctorPreOrder,
] as const;

export type SessionRenderedPage = (typeof SESSION_RENDERED_PAGES)[number] | typeof routePaths.home;

/** Which signed-in page a path (with or without `/en`) is, or null. */
export function matchSessionPage(pathname: string): SessionRenderedPage | null {
  const bare = stripLocalePrefix(pathname).replace(/(.)\/+$/, '$1');
  return SESSION_RENDERED_PAGES.find((page) => page === bare) ?? null;
}

export interface SessionFetches {
  /** The calls whose answers are the page: one that fails leaves the page to the browser (a 404 is not-found). */
  main: Fetch[];
  /** The header's and the page's other calls: their failure is rendered as the part's own error state. */
  rest: Fetch[];
  /** The page cannot exist whatever the provider says (`?id=abc`). */
  notFound?: true;
}

/**
 * The calls a signed-in page makes on its first render, with the same arguments as its screens (so the browser's
 * cache is filled by the page's state and does not ask again), in the order they can start: what needs another
 * answer first (a visit's prescription) is started by `followUp` once that answer is in.
 */
export function fetchSessionPageData(store: AppStore, page: SessionRenderedPage, url: URL): SessionFetches {
  // The header's account button and the home page's greeting read the lighter profile.
  const rest: Fetch[] = [store.dispatch(sessionApi.endpoints.getProfileSummary.initiate())];
  const main: Fetch[] = [];
  switch (page) {
    case routePaths.home:
      rest.push(
        store.dispatch(sharedAppointmentsApi.endpoints.getUpcomingAppointments.initiate()),
        store.dispatch(sharedAppointmentsApi.endpoints.getAppointmentHistory.initiate()),
      );
      break;
    case routePaths.appointments:
      main.push(
        store.dispatch(appointmentsApi.endpoints.getFollowUpRequests.initiate()),
        tabOf(url.searchParams.get('tab')) === 'history'
          ? store.dispatch(sharedAppointmentsApi.endpoints.getAppointmentHistory.initiate())
          : store.dispatch(sharedAppointmentsApi.endpoints.getUpcomingAppointments.initiate()),
      );
      break;
    case routePaths.appointmentDetail:
    case routePaths.waiting: {
      const id = appointmentIdOf(url.searchParams);
      if (id === null) return { main, rest, notFound: true };
      main.push(store.dispatch(appointmentsApi.endpoints.getAppointmentDetails.initiate(id)));
      break;
    }
    case routePaths.invoices:
      main.push(
        store.dispatch(financeApi.endpoints.getBalance.initiate()),
        store.dispatch(financeApi.endpoints.getBundleOrders.initiate()),
        store.dispatch(financeApi.endpoints.getTransactions.initiate(pageOf(url.searchParams))),
      );
      break;
    case routePaths.profile:
      main.push(
        store.dispatch(sessionApi.endpoints.getProfile.initiate()),
        store.dispatch(sessionApi.endpoints.getPreferredLanguage.initiate()),
      );
      break;
    case routePaths.payment: {
      const id = paymentPreOrderOf(url);
      if (id === null) return { main, rest, notFound: true };
      return merged({ main, rest }, fetchPaymentPage(store, id));
    }
    case routePaths.doctorPreOrder:
      return merged({ main, rest }, fetchBookingPage(store, url));
  }
  return { main, rest };
}

const merged = (a: FlowFetches, b: FlowFetches): FlowFetches => ({
  main: [...a.main, ...b.main],
  rest: [...a.rest, ...b.rest],
});

/**
 * The calls a page makes once a first answer is in: a visit's detail shows the share-my-prescription part while
 * the prescription is not shared with it; a payment reads its pre-order's doctor and order; the booking's time
 * step, its doctor's times.
 */
export function followUpSessionPageData(store: AppStore, page: SessionRenderedPage, url: URL): FlowFetches {
  if (page === routePaths.payment) {
    const id = paymentPreOrderOf(url);
    return id === null ? { main: [], rest: [] } : followUpPaymentPage(store, id);
  }
  if (page === routePaths.doctorPreOrder) return followUpBookingPage(store, url);
  if (page !== routePaths.appointmentDetail) return { main: [], rest: [] };
  const id = appointmentIdOf(url.searchParams);
  if (id === null) return { main: [], rest: [] };
  const details = appointmentsApi.endpoints.getAppointmentDetails.select(id)(store.getState()).data;
  if (!details || details.prescription_shared) return { main: [], rest: [] };
  return { main: [], rest: [store.dispatch(sharedPrescriptionsApi.endpoints.getPrescription.initiate())] };
}

/** A page the browser renders whatever the provider says: a booking step that needs the browser. */
export function leftToBrowserByAddress(page: SessionRenderedPage, url: URL): 'live' | undefined {
  return page === routePaths.doctorPreOrder ? bookingLeftToBrowser(url) : undefined;
}

/** A page the browser renders after all, by what the provider answered: a payment that needs a write first. */
export function leftToBrowserByAnswers(
  store: AppStore,
  page: SessionRenderedPage,
  url: URL,
): 'live' | 'write' | undefined {
  const id = page === routePaths.payment ? paymentPreOrderOf(url) : null;
  return id === null ? undefined : paymentLeftToBrowser(store, url, id);
}
