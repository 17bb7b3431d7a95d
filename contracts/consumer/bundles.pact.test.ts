import { financeApi } from '../../src/features/finance/api';
import { BUNDLE_ORDER_ID, DOCTOR_ID, PAST_APPOINTMENT_ID, SLOT_START, TIME_ZONE } from './support/fixtures';
import { IANA_ZONE, eachLike, integer, pattern } from './support/matchers';
import { createPact } from './support/pact';
import { jsonHeaders, requestHeaders } from './support/requests';
import { appointment, bundleOrder } from './support/shapes';
import { FREE_SLOT, slotStartFromState } from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

const WITH_BUNDLE = `a patient with an active bundle order ${BUNDLE_ORDER_ID} of 5 consultations, 1 used`;

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
        b.headers(jsonHeaders()).jsonBody({
          doctor_id: integer(DOCTOR_ID),
          start_at: slotStartFromState(),
          time_zone: pattern(IANA_ZONE, TIME_ZONE),
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody(appointment({ id: 7003, status: 'booked' })))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const booked = await store
          .dispatch(
            financeApi.endpoints.scheduleBundleMeeting.initiate({
              bundleOrderId: BUNDLE_ORDER_ID,
              doctor_id: DOCTOR_ID,
              start_at: SLOT_START,
              time_zone: TIME_ZONE,
            }),
          )
          .unwrap();
        expect(booked).toMatchObject({ status: 'booked', start_at: SLOT_START, doctor: { id: DOCTOR_ID } });
      });
  });
});
