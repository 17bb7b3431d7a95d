import { preOrdersApi } from '../../src/api/shared/preOrders';
import { bookingApi, type PreOrderRequest } from '../../src/features/booking/api';
import { failureOf } from './support/calls';
import {
  DOCTOR_ID,
  EMERGENCY_PRE_ORDER_ID,
  PRE_ORDER_ID,
  SLOT_START,
  SPECIALITY_ID,
  TIME_ZONE,
  WIZARD_FORM_ID,
} from './support/fixtures';
import { IANA_ZONE, eachLike, integer, pattern, string } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { preOrder } from './support/shapes';
import {
  FREE_SLOT,
  ON_DUTY,
  PATIENT,
  PENDING_PRE_ORDER,
  SLOT_TAKEN,
  slotStartFromState,
} from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

const booked: PreOrderRequest = {
  doctor_id: DOCTOR_ID,
  speciality_id: SPECIALITY_ID,
  appointment_type: 'booked',
  start_at: SLOT_START,
  time_zone: TIME_ZONE,
};
const emergency: PreOrderRequest = { ...booked, appointment_type: 'emergency', start_at: null };

/** A booked consultation's start comes from the provider state (`slotStart`), so it is always in the future. */
const preOrderRequest = (body: PreOrderRequest) => ({
  doctor_id: integer(body.doctor_id),
  speciality_id: integer(body.speciality_id),
  appointment_type: body.appointment_type,
  start_at: body.start_at === null ? null : slotStartFromState(),
  time_zone: pattern(IANA_ZONE, body.time_zone),
});

describe('booking: the symptom wizard and pre-orders (holding a slot)', () => {
  it('getWizard: the symptom wizard form', async () => {
    await pact
      .addInteraction()
      .given(PATIENT)
      .uponReceiving('getWizard: a request for the symptom wizard')
      .withRequest('GET', '/api/v1/pwa/wizard', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          form_id: integer(WIZARD_FORM_ID),
          questions: eachLike({
            id: integer(1),
            text: string('¿Dónde notas el problema?'),
            options: eachLike({ id: integer(11), text: string('En la piel') }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const wizard = await store.dispatch(bookingApi.endpoints.getWizard.initiate()).unwrap();
        expect(wizard.form_id).toBe(WIZARD_FORM_ID);
        expect(wizard.questions[0]?.options[0]?.text).toEqual(expect.any(String));
      });
  });

  it('createPreOrder: holding a booked slot', async () => {
    await pact
      .addInteraction()
      .given(PATIENT)
      .given(FREE_SLOT)
      .uponReceiving('createPreOrder: the patient holds a free slot for a booked consultation')
      .withRequest('POST', '/api/v1/pre-order', (b) =>
        b.headers(jsonHeaders()).jsonBody(preOrderRequest(booked)),
      )
      .willRespondWith(201, (b) => b.jsonBody({ ...preOrder(PRE_ORDER_ID), images: [] }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const order = await store.dispatch(bookingApi.endpoints.createPreOrder.initiate(booked)).unwrap();
        expect(order).toMatchObject({ id: PRE_ORDER_ID, status: 'pending', start_at: SLOT_START });
        expect(order.expires_at).toEqual(expect.any(String));
      });
  });

  it('createPreOrder: an emergency consultation has no start time', async () => {
    await pact
      .addInteraction()
      .given(PATIENT)
      .given(ON_DUTY)
      .uponReceiving('createPreOrder: the patient asks for an emergency consultation')
      .withRequest('POST', '/api/v1/pre-order', (b) =>
        b.headers(jsonHeaders()).jsonBody(preOrderRequest(emergency)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({ ...preOrder(EMERGENCY_PRE_ORDER_ID, 'emergency'), images: [] }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const order = await store.dispatch(bookingApi.endpoints.createPreOrder.initiate(emergency)).unwrap();
        expect(order).toMatchObject({ appointment_type: 'emergency', start_at: null });
      });
  });

  it("createPreOrder: the slot was taken meanwhile ('Doctor not Available')", async () => {
    await pact
      .addInteraction()
      .given(PATIENT)
      .given(SLOT_TAKEN)
      .uponReceiving('createPreOrder: a slot that is no longer free is refused')
      .withRequest('POST', '/api/v1/pre-order', (b) =>
        b.headers(jsonHeaders()).jsonBody(preOrderRequest(booked)),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('doctor_not_available', 'Doctor not Available')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(bookingApi.endpoints.createPreOrder.initiate(booked)));
        expect(failure).toMatchObject({ status: 409, data: { code: 'doctor_not_available' } });
      });
  });

  it("createPreOrder: no emergency during an active appointment ('You have an active Appointment')", async () => {
    await pact
      .addInteraction()
      .given('a patient with an appointment in progress')
      .given(ON_DUTY)
      .uponReceiving('createPreOrder: an emergency while another appointment is active is refused')
      .withRequest('POST', '/api/v1/pre-order', (b) =>
        b.headers(jsonHeaders()).jsonBody(preOrderRequest(emergency)),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('active_appointment', 'You have an active Appointment')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(bookingApi.endpoints.createPreOrder.initiate(emergency)),
        );
        expect(failure).toMatchObject({ status: 409, data: { code: 'active_appointment' } });
      });
  });

  it('getPreOrder: the held pre-order, for the payment page', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('getPreOrder: a request for a pending pre-order')
      .withRequest('GET', `/api/v1/pre-order/${PRE_ORDER_ID}`, (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ ...preOrder(PRE_ORDER_ID), images: [] }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const order = await store
          .dispatch(preOrdersApi.endpoints.getPreOrder.initiate(PRE_ORDER_ID))
          .unwrap();
        expect(order).toMatchObject({ id: PRE_ORDER_ID, doctor_id: DOCTOR_ID, images: [] });
        expect(order.price).toEqual({ amount: expect.any(Number), currency: 'EUR' });
      });
  });
});
