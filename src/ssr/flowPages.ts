import { catalogApi } from '../api/shared/catalog';
import { doctorsApi, patientTimeZone, timeslotWindow } from '../api/shared/doctors';
import { preOrdersApi } from '../api/shared/preOrders';
import { bookingApi } from '../features/booking/api';
import { parseBookingParams } from '../features/booking/bookingParams';
import { stepOf } from '../features/booking/useBookingFlow';
import { paymentApi, SERVER_ORDER_SUMMARY } from '../features/payment/api';
import { choicesFromQuery, summaryHoldsChoices } from '../features/payment/orderChoices';
import { preOrderIdOf } from '../features/payment/screens/PaymentPage';
import { sessionApi } from '../state/session/api';
import type { AppStore } from '../store/store';

/**
 * The flow pages a patient renders from the address and the session (DESIGN §9: their state is in the query):
 * `/payment?preOrder=` and `/doctor_pre_order?…`. The server only reads: a step whose first render needs a
 * write (an order's choices sent with `order/update`, a payment looked up by creating it) or what only the
 * browser has (the doctor on duty now, a link the browser completes) is left to the browser.
 */

export type Fetch = { unwrap(): Promise<unknown>; unsubscribe(): void; queryCacheKey: string };

/** The calls a page (or its follow-up) makes: `main` is the page, `rest` its other parts. */
export interface FlowFetches {
  main: Fetch[];
  rest: Fetch[];
}

const none = (): FlowFetches => ({ main: [], rest: [] });

/** A payment page's pre-order, or null when the query names none that could exist (the not-found page). */
export const paymentPreOrderOf = (url: URL) => preOrderIdOf(url.searchParams);

/** `/payment?preOrder=`: the pre-order and the profile (whether an employee pays through her company). */
export function fetchPaymentPage(store: AppStore, id: number): FlowFetches {
  return {
    main: [
      store.dispatch(preOrdersApi.endpoints.getPreOrder.initiate(id)),
      store.dispatch(sessionApi.endpoints.getProfile.initiate()),
    ],
    rest: [],
  };
}

/**
 * Once the pre-order is in: its doctor, and for one still to pay, the order's summary (read under the key the
 * browser takes it over by) and the patient's vouchers for it.
 */
export function followUpPaymentPage(store: AppStore, id: number): FlowFetches {
  const preOrder = preOrdersApi.endpoints.getPreOrder.select(id)(store.getState()).data;
  if (!preOrder) return none();
  const main: Fetch[] = [
    store.dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ doctorId: preOrder.doctor_id })),
  ];
  const rest: Fetch[] = [];
  if (preOrder.status === 'pending') {
    const summary = store.dispatch(
      paymentApi.endpoints.getOrderSummary.initiate(
        { pre_order_id: id },
        { fixedCacheKey: SERVER_ORDER_SUMMARY },
      ),
    );
    main.push({
      unwrap: () => summary.unwrap(),
      unsubscribe: () => undefined,
      queryCacheKey: SERVER_ORDER_SUMMARY,
    });
    rest.push(store.dispatch(paymentApi.endpoints.getActiveVouchers.initiate(id)));
  }
  return { main, rest };
}

/**
 * Whether the browser must render the payment page after all: a pre-order paid already shows its payment, which
 * the page finds by creating it again (a write); an order whose choices in the query are not the ones the
 * provider holds must send them first (`order/update`, a write).
 */
export function paymentLeftToBrowser(store: AppStore, url: URL, id: number): 'live' | 'write' | undefined {
  const state = store.getState();
  if (preOrdersApi.endpoints.getPreOrder.select(id)(state).data?.status === 'paid') return 'live';
  const summary = paymentApi.endpoints.getOrderSummary.select({
    fixedCacheKey: SERVER_ORDER_SUMMARY,
    requestId: undefined,
  })(state).data;
  if (summary && !summaryHoldsChoices(summary, choicesFromQuery(url.searchParams))) return 'write';
  return undefined;
}

/**
 * The booking steps the browser renders: finding the doctor on duty now (emergency), a link's doctor for a day
 * (the browser completes the address), a symptom alone (likewise, with its speciality).
 */
export function bookingLeftToBrowser(url: URL): 'live' | undefined {
  const params = parseBookingParams(url.searchParams);
  const step = stepOf(params);
  if (step === 'deeplink' || step === 'emergency') return 'live';
  if (params.symptomId && !params.specialityId) return 'live';
  return undefined;
}

/** `/doctor_pre_order?…`: the calls of the step the query names, with the same arguments as its screen. */
export function fetchBookingPage(store: AppStore, url: URL): FlowFetches {
  const params = parseBookingParams(url.searchParams);
  const step = stepOf(params);
  const main: Fetch[] = [];
  const rest: Fetch[] = [];
  // The speciality named under the title, once one is chosen (ChosenSpeciality).
  if (step !== 'reason' && step !== 'wizard' && params.specialityId)
    rest.push(store.dispatch(catalogApi.endpoints.getSpecialitiesByIds.initiate([params.specialityId])));
  switch (step) {
    case 'reason':
      main.push(
        store.dispatch(catalogApi.endpoints.getSpecialities.initiate(undefined)),
        store.dispatch(catalogApi.endpoints.getSymptoms.initiate()),
      );
      break;
    case 'wizard':
      main.push(store.dispatch(bookingApi.endpoints.getWizard.initiate()));
      break;
    case 'doctors':
      main.push(
        store.dispatch(
          doctorsApi.endpoints.getAvailableDoctors.initiate(
            params.wizardResponseId
              ? { wizardResponseId: params.wizardResponseId }
              : { specialityId: params.specialityId! },
          ),
        ),
      );
      break;
    case 'time':
    case 'confirm':
      main.push(
        store.dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ doctorId: params.doctorId! })),
      );
      break;
    case 'held':
      main.push(store.dispatch(preOrdersApi.endpoints.getPreOrder.initiate(params.preOrder!)));
      break;
  }
  return { main, rest };
}

/**
 * The time step, once its doctor is in: the doctor's free times in the zone the server renders in (the
 * browser takes the same window over: useTimeslotWindow).
 */
export function followUpBookingPage(store: AppStore, url: URL): FlowFetches {
  const params = parseBookingParams(url.searchParams);
  if (stepOf(params) !== 'time' || !params.doctorId) return none();
  const doctor = doctorsApi.endpoints.getAvailableDoctors
    .select({ doctorId: params.doctorId })(store.getState())
    .data?.doctor_list.find((entry) => entry.id === params.doctorId);
  if (!doctor) return none();
  const slots = store.dispatch(
    doctorsApi.endpoints.getTimeslots.initiate({
      doctorId: doctor.id,
      specialityId: doctor.speciality.id,
      ...timeslotWindow(),
      // The zone this page renders in: the one the patient's browser reported (src/ssr/render.tsx).
      ...patientTimeZone(),
    }),
  );
  return { main: [slots], rest: [] };
}
