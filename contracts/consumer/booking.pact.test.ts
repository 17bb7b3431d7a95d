import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { bookingApi, type PreOrderRequest } from '../../src/features/booking/api';
import { failureOf } from './support/calls';
import {
  DOCTOR_ID,
  EMERGENCY_PRE_ORDER_ID,
  EXPIRED_VOUCHER_CODE,
  INVALID_VOUCHER_CODE,
  PRE_ORDER_ID,
  SLOT_START,
  SPECIALITY_ID,
  TIME_ZONE,
  VOUCHER_CODE,
  WIZARD_FORM_ID,
} from './support/fixtures';
import {
  IANA_ZONE,
  contentType,
  eachLike,
  integer,
  isoDateTime,
  pattern,
  string,
  url,
} from './support/matchers';
import { BOUNDARY, PNG_1X1, multipartBody } from './support/multipart';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { VOUCHER_KINDS, orderSummary, preOrder } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const PATIENT = 'a patient with a complete profile';
const FREE_SLOT = `doctor ${DOCTOR_ID} has a free slot for speciality ${SPECIALITY_ID} at ${SLOT_START}`;
const ON_DUTY = `doctor ${DOCTOR_ID} is on duty for speciality ${SPECIALITY_ID}`;
const PENDING_PRE_ORDER = `the patient has a pending pre-order ${PRE_ORDER_ID} without images`;
const ACTIVE_VOUCHER = `the voucher ${VOUCHER_CODE} is active for the patient`;

const booked: PreOrderRequest = {
  doctor_id: DOCTOR_ID,
  speciality_id: SPECIALITY_ID,
  appointment_type: 'booked',
  start_at: SLOT_START,
  time_zone: TIME_ZONE,
};
const emergency: PreOrderRequest = { ...booked, appointment_type: 'emergency', start_at: null };

const preOrderRequest = (body: PreOrderRequest) => ({
  doctor_id: integer(body.doctor_id),
  speciality_id: integer(body.speciality_id),
  appointment_type: body.appointment_type,
  start_at: body.start_at === null ? null : isoDateTime(body.start_at),
  time_zone: pattern(IANA_ZONE, body.time_zone),
});

const updateOrderRequest = (voucherCode: string) => ({
  pre_order_id: integer(PRE_ORDER_ID),
  voucher_code: string(voucherCode),
  use_balance: false,
  bundle_order_id: null,
});
const updateOrder = (voucherCode: string) =>
  bookingApi.endpoints.updateOrder.initiate({
    pre_order_id: PRE_ORDER_ID,
    voucher_code: voucherCode,
    use_balance: false,
    bundle_order_id: null,
  });

describe('booking: wizard, pre-order, images, order summary, vouchers', () => {
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
      .given(`doctor ${DOCTOR_ID}'s slot at ${SLOT_START} is already taken`)
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
        const order = await store.dispatch(bookingApi.endpoints.getPreOrder.initiate(PRE_ORDER_ID)).unwrap();
        expect(order).toMatchObject({ id: PRE_ORDER_ID, doctor_id: DOCTOR_ID, images: [] });
        expect(order.price).toEqual({ amount: expect.any(Number), currency: 'EUR' });
      });
  });

  const uploadRequest = (fileName: string) =>
    multipartBody([
      { name: 'pre_order_id', value: String(PRE_ORDER_ID) },
      { name: 'base64_file', fileName, contentType: 'image/png', content: PNG_1X1 },
    ]);
  const upload = (fileName: string) =>
    bookingApi.endpoints.uploadPreOrderImage.initiate({
      preOrderId: PRE_ORDER_ID,
      file: new Blob([PNG_1X1], { type: 'image/png' }),
      fileName,
    });
  const multipartRequest = (fileName: string) => (b: V4RequestBuilder) =>
    b
      .headers({
        ...requestHeaders(),
        'Content-Type': pattern(
          '^multipart/form-data; ?boundary=\\S+$',
          `multipart/form-data; boundary=${BOUNDARY}`,
        ),
      })
      .body(`multipart/form-data; boundary=${BOUNDARY}`, uploadRequest(fileName))
      .matchingRules({
        body: [
          { path: '$.pre_order_id', rules: [pattern('^\\d+$', String(PRE_ORDER_ID))] },
          { path: '$.base64_file', rules: [contentType('image/png')] },
        ],
      });

  it('uploadPreOrderImage: a photo for the doctor (multipart, field base64_file)', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('uploadPreOrderImage: the patient attaches a photo to the pre-order')
      .withRequest('POST', '/api/v1/pre-order/upload/image', multipartRequest('foto.png'))
      .willRespondWith(201, (b) =>
        b.jsonBody({ id: integer(41), url: url('https://cdn.telehealth.example/pre-orders/5001/41.png') }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const image = await store.dispatch(upload('foto.png')).unwrap();
        expect(image).toEqual({ id: 41, url: expect.stringMatching(/^https?:\/\//) });
      });
  });

  it("uploadPreOrderImage: over the 20 MB total the upload is refused ('Upload Failed')", async () => {
    await pact
      .addInteraction()
      .given(`the patient's pending pre-order ${PRE_ORDER_ID} already holds 20 MB of images`)
      .uponReceiving('uploadPreOrderImage: a photo over the size limit is refused')
      .withRequest('POST', '/api/v1/pre-order/upload/image', multipartRequest('foto-grande.png'))
      .willRespondWith(413, (b) =>
        b.jsonBody(errorBody('upload_too_large', 'Upload Failed: at most 6 photos and 20 MB in total')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(upload('foto-grande.png')));
        expect(failure).toMatchObject({ status: 413, data: { code: 'upload_too_large' } });
      });
  });

  it('getOrderSummary: what the patient pays before confirming', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('getOrderSummary: a request for the summary of a pending pre-order')
      .withRequest('POST', '/api/v2/order/summary', (b) =>
        b.headers(jsonHeaders()).jsonBody({ pre_order_id: integer(PRE_ORDER_ID) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(orderSummary(PRE_ORDER_ID)))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const summary = await store
          .dispatch(bookingApi.endpoints.getOrderSummary.initiate({ pre_order_id: PRE_ORDER_ID }))
          .unwrap();
        expect(summary).toMatchObject({
          pre_order_id: PRE_ORDER_ID,
          voucher: null,
          covered_by_company: false,
        });
        expect(summary.total).toEqual({ amount: expect.any(Number), currency: 'EUR' });
      });
  });

  it('updateOrder: applying a voucher changes the total', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .given(ACTIVE_VOUCHER)
      .uponReceiving('updateOrder: the patient applies an active voucher')
      .withRequest('POST', '/api/v1/order/update', (b) =>
        b.headers(jsonHeaders()).jsonBody(updateOrderRequest(VOUCHER_CODE)),
      )
      .willRespondWith(200, (b) => b.jsonBody(orderSummary(PRE_ORDER_ID, { voucher: true })))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const summary = await store.dispatch(updateOrder(VOUCHER_CODE)).unwrap();
        expect(summary.voucher).toMatchObject({ code: VOUCHER_CODE, discount: { currency: 'EUR' } });
      });
  });

  it.each([
    {
      name: 'an unknown voucher',
      voucherCode: INVALID_VOUCHER_CODE,
      state: PENDING_PRE_ORDER,
      code: 'voucher_invalid',
      message: 'This voucher is not valid',
    },
    {
      name: 'an expired voucher',
      voucherCode: EXPIRED_VOUCHER_CODE,
      state: `the voucher ${EXPIRED_VOUCHER_CODE} has expired`,
      code: 'voucher_expired',
      message: 'This voucher has expired',
    },
  ])(
    'updateOrder: $name is refused next to the voucher field',
    async ({ name, voucherCode, state, code, message }) => {
      await pact
        .addInteraction()
        .given(PENDING_PRE_ORDER)
        .given(state)
        .uponReceiving(`updateOrder: ${name} is refused`)
        .withRequest('POST', '/api/v1/order/update', (b) =>
          b.headers(jsonHeaders()).jsonBody(updateOrderRequest(voucherCode)),
        )
        .willRespondWith(422, (b) => b.jsonBody(errorBody(code, message)))
        .executeTest(async (mockServer) => {
          const { store } = storeFor(mockServer);
          const failure = await failureOf(store.dispatch(updateOrder(voucherCode)));
          expect(failure).toMatchObject({ status: 422, data: { code } });
        });
    },
  );

  it('getActiveVouchers: the vouchers the patient can apply to the order', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .given(ACTIVE_VOUCHER)
      .uponReceiving('getActiveVouchers: a request for the vouchers usable on a pre-order')
      .withRequest('GET', '/api/v1/voucher/active', (b) =>
        b.headers(requestHeaders()).query({ orderId: String(PRE_ORDER_ID) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          voucher_list: eachLike({
            code: string(VOUCHER_CODE),
            kind: pattern(`^(${VOUCHER_KINDS.join('|')})$`, 'percentage'),
            value: integer(10),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { voucher_list } = await store
          .dispatch(bookingApi.endpoints.getActiveVouchers.initiate(PRE_ORDER_ID))
          .unwrap();
        expect(voucher_list[0]).toMatchObject({ code: VOUCHER_CODE, kind: 'percentage', value: 10 });
      });
  });
});
