import { financeApi } from '../../src/features/finance/api';
import {
  BUNDLE_ORDER_ID,
  DOCTOR_ID,
  PAST_APPOINTMENT_ID,
  SLOT_START,
  TIME_ZONE,
  USED_BUNDLE_ORDER_ID,
} from './support/fixtures';
import { IANA_ZONE, eachLike, integer, pattern } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { appointment, bundleOrder } from './support/shapes';
import { FREE_SLOT, SLOT_TAKEN, slotStartFromState } from './support/states';
import { failureOf } from './support/calls';
import { storeFor } from './support/store';

const pact = createPact();

const WITH_BUNDLE = `a patient with an active bundle order ${BUNDLE_ORDER_ID} of 5 consultations, 1 used`;
const USED_UP = `a patient whose bundle order ${USED_BUNDLE_ORDER_ID} of 2 consultations is used up`;

/** What the app sends to book the slot of the states with a bundle consultation. */
const scheduleRequest = () => ({
  doctor_id: integer(DOCTOR_ID),
  start_at: slotStartFromState(),
  time_zone: pattern(IANA_ZONE, TIME_ZONE),
});
const schedule = (bundleOrderId: number) =>
  financeApi.endpoints.scheduleBundleMeeting.initiate({
    bundleOrderId,
    doctor_id: DOCTOR_ID,
    start_at: SLOT_START,
    time_zone: TIME_ZONE,
  });

describe('bundles: prepaid consultations', () => {
  it('getBundleOrders: the bundles the patient bought', async () => {
    await pact
      .addInteraction()
      .given(WITH_BUNDLE)
      .uponReceiving("getBundleOrders: a request for the patient's bundle orders")
      .withRequest('GET', '/api/v1/bundles/orders/history', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ bundle_order_list: eachLike(bundleOrder()) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { bundle_order_list } = await store
          .dispatch(financeApi.endpoints.getBundleOrders.initiate())
          .unwrap();
        expect(bundle_order_list[0]).toMatchObject({
          id: BUNDLE_ORDER_ID,
          remaining_meetings: expect.any(Number),
          status: 'active',
        });
      });
  });

  it('getBundleOrders: none (the empty state)', async () => {
    await pact
      .addInteraction()
      .given('a patient without bundle orders')
      .uponReceiving('getBundleOrders: a request for the bundle orders of a patient who has none')
      .withRequest('GET', '/api/v1/bundles/orders/history', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ bundle_order_list: [] }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store.dispatch(financeApi.endpoints.getBundleOrders.initiate()).unwrap();
        expect(result.bundle_order_list).toEqual([]);
      });
  });

  it('getBundleOrder: one bundle with the consultations it paid for', async () => {
    await pact
      .addInteraction()
      .given(WITH_BUNDLE)
      .uponReceiving('getBundleOrder: a request for one bundle order and its consultations')
      .withRequest('GET', `/api/v1/bundles/orders/${BUNDLE_ORDER_ID}`, (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...bundleOrder(),
          meetings: eachLike(appointment({ id: PAST_APPOINTMENT_ID, status: 'done' })),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const bundle = await store
          .dispatch(financeApi.endpoints.getBundleOrder.initiate(BUNDLE_ORDER_ID))
          .unwrap();
        expect(bundle).toMatchObject({ id: BUNDLE_ORDER_ID, used_meetings: 1, remaining_meetings: 4 });
        expect(bundle.meetings[0]).toMatchObject({ id: PAST_APPOINTMENT_ID, status: 'done' });
      });
  });

  it('scheduleBundleMeeting: booking a consultation paid by the bundle', async () => {
    await pact
      .addInteraction()
      .given(WITH_BUNDLE)
      .given(FREE_SLOT)
      .uponReceiving('scheduleBundleMeeting: the patient books a slot with a bundle consultation')
      .withRequest('POST', `/api/v1/bundles/orders/${BUNDLE_ORDER_ID}/meetings/schedule`, (b) =>
        b.headers(jsonHeaders()).jsonBody(scheduleRequest()),
      )
      .willRespondWith(201, (b) => b.jsonBody(appointment({ id: 7003, status: 'booked' })))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const booked = await store.dispatch(schedule(BUNDLE_ORDER_ID)).unwrap();
        expect(booked).toMatchObject({ status: 'booked', start_at: SLOT_START, doctor: { id: DOCTOR_ID } });
      });
  });

  it('getBundleOrders: a bundle whose consultations are all used', async () => {
    await pact
      .addInteraction()
      .given(USED_UP)
      .uponReceiving('getBundleOrders: a request for the bundle orders of a patient whose bundle is used up')
      .withRequest('GET', '/api/v1/bundles/orders/history', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          bundle_order_list: eachLike(bundleOrder({ id: USED_BUNDLE_ORDER_ID, total: 2, used: 2 })),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { bundle_order_list } = await store
          .dispatch(financeApi.endpoints.getBundleOrders.initiate())
          .unwrap();
        expect(bundle_order_list[0]).toMatchObject({ status: 'used', remaining_meetings: 0 });
      });
  });

  it('getBundleOrder: a used-up bundle with the consultations it paid for', async () => {
    await pact
      .addInteraction()
      .given(USED_UP)
      .uponReceiving('getBundleOrder: a request for a bundle order whose consultations are all used')
      .withRequest('GET', `/api/v1/bundles/orders/${USED_BUNDLE_ORDER_ID}`, (b) =>
        b.headers(requestHeaders()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...bundleOrder({ id: USED_BUNDLE_ORDER_ID, total: 2, used: 2 }),
          meetings: eachLike(appointment({ id: PAST_APPOINTMENT_ID, status: 'done' }), 2),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const bundle = await store
          .dispatch(financeApi.endpoints.getBundleOrder.initiate(USED_BUNDLE_ORDER_ID))
          .unwrap();
        expect(bundle).toMatchObject({ status: 'used', remaining_meetings: 0 });
        expect(bundle.meetings).toHaveLength(2);
      });
  });

  it('scheduleBundleMeeting: a used-up bundle books nothing', async () => {
    await pact
      .addInteraction()
      .given(USED_UP)
      .given(FREE_SLOT)
      .uponReceiving(
        'scheduleBundleMeeting: the patient tries to book with a bundle that has no consultations left',
      )
      .withRequest('POST', `/api/v1/bundles/orders/${USED_BUNDLE_ORDER_ID}/meetings/schedule`, (b) =>
        b.headers(jsonHeaders()).jsonBody(scheduleRequest()),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('bundle_not_usable', 'This bundle cannot pay for this consultation')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const error = await failureOf(store.dispatch(schedule(USED_BUNDLE_ORDER_ID)));
        expect(error).toMatchObject({ status: 422, data: { code: 'bundle_not_usable' } });
      });
  });

  it('scheduleBundleMeeting: the slot was taken meanwhile', async () => {
    await pact
      .addInteraction()
      .given(WITH_BUNDLE)
      .given(SLOT_TAKEN)
      .uponReceiving('scheduleBundleMeeting: the patient books with a bundle a slot someone else just took')
      .withRequest('POST', `/api/v1/bundles/orders/${BUNDLE_ORDER_ID}/meetings/schedule`, (b) =>
        b.headers(jsonHeaders()).jsonBody(scheduleRequest()),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('doctor_not_available', 'Doctor not Available')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const error = await failureOf(store.dispatch(schedule(BUNDLE_ORDER_ID)));
        expect(error).toMatchObject({ status: 409, data: { code: 'doctor_not_available' } });
      });
  });
});
