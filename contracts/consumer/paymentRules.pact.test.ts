/**
 * The money rules the provider checks again when a payment is created and when it is charged
 * (contracts/README.md "Money rules at payment"): another emergency under way is 409 `active_appointment`
 * naming it (`appointment_id`: the payment page links to it), a voucher another order of the patient redeemed
 * since it was applied is 422 `voucher_already_used` (field `voucher`: the page offers to remove it). Nothing
 * is charged in either case. `checkPaymentStatus` answers the same for a payment not charged yet, so a page that
 * only asks after the card step (Stripe) learns it too.
 */
import { paymentApi, paymentB2BApi } from '../../src/features/payment/api';
import { failureOf } from './support/calls';
import { COMPANY, IDEMPOTENCY_KEY, PAYMENT_ID, PRE_ORDER_ID, VOUCHER_CODE } from './support/fixtures';
import { fromState, integer, pattern } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders } from './support/requests';
import { storeFor } from './support/store';

const pact = createPact();

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** The emergency appointment under way in `IN_PROGRESS` (sandbox/pact/statesAppointments.ts). */
const ACTIVE_APPOINTMENT_ID = 7005;

const IN_PROGRESS = 'a patient with an appointment in progress';
const EMPLOYEE = 'a patient who is an employee of a client company';
const EMERGENCY_PRE_ORDER = `the patient's pending pre-order ${PRE_ORDER_ID} is for an emergency`;
const EMERGENCY_PAYMENT = `the patient's card payment for the emergency pre-order ${PRE_ORDER_ID} waits for a card`;
const VOUCHER_USED = `the patient already used the voucher ${VOUCHER_CODE} on a past visit`;
const VOUCHER_PRE_ORDER = `the patient's pending pre-order ${PRE_ORDER_ID} has the voucher ${VOUCHER_CODE} applied`;
const VOUCHER_PAYMENT = `the patient's card payment for pre-order ${PRE_ORDER_ID} was priced with the voucher ${VOUCHER_CODE}`;

const activeAppointment = () => ({
  ...errorBody('active_appointment', 'You have an active Appointment'),
  appointment_id: integer(ACTIVE_APPOINTMENT_ID),
});
const voucherUsed = () => ({
  ...errorBody('voucher_already_used', 'You have already used this voucher'),
  field: 'voucher',
});

const createRequest = () => ({
  pre_order_id: integer(PRE_ORDER_ID),
  idempotency_key: pattern(UUID, IDEMPOTENCY_KEY),
});
const createPayment = () =>
  paymentApi.endpoints.createPayment.initiate({
    pre_order_id: PRE_ORDER_ID,
    idempotency_key: IDEMPOTENCY_KEY,
  });
const checkStatus = () => paymentApi.endpoints.checkPaymentStatus.initiate({ payment_id: PAYMENT_ID });
const paymentIdFromState = () => fromState('paymentId', '^\\S+$', PAYMENT_ID);

describe('payment: one active appointment per patient', () => {
  it('createPayment: an emergency while another appointment is under way is 409 active_appointment naming it', async () => {
    await pact
      .addInteraction()
      .given(IN_PROGRESS)
      .given(EMERGENCY_PRE_ORDER)
      .uponReceiving('createPayment: paying an emergency while another appointment is under way is refused')
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b.headers(jsonHeaders()).jsonBody(createRequest()),
      )
      .willRespondWith(409, (b) => b.jsonBody(activeAppointment()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(createPayment()));
        expect(failure).toMatchObject({
          status: 409,
          data: { code: 'active_appointment', appointment_id: ACTIVE_APPOINTMENT_ID },
        });
      });
  });

  it('createB2BPayment: the same for an employee whose company would pay', async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given(IN_PROGRESS)
      .given(EMERGENCY_PRE_ORDER)
      .uponReceiving(
        "createB2BPayment: the company paying an employee's emergency while another is under way is refused",
      )
      .withRequest('POST', '/api/v1/b2b/payment/create', (b) =>
        b
          .headers(jsonHeaders({ flag: 'b2b' }))
          .jsonBody({ ...createRequest(), company_id: integer(COMPANY.id) }),
      )
      .willRespondWith(409, (b) => b.jsonBody(activeAppointment()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, { b2b: true });
        const failure = await failureOf(
          store.dispatch(
            paymentB2BApi.endpoints.createB2BPayment.initiate({
              pre_order_id: PRE_ORDER_ID,
              company_id: COMPANY.id,
              idempotency_key: IDEMPOTENCY_KEY,
            }),
          ),
        );
        expect(failure).toMatchObject({
          status: 409,
          data: { code: 'active_appointment', appointment_id: ACTIVE_APPOINTMENT_ID },
        });
      });
  });

  it('checkPaymentStatus: an emergency payment not charged yet while another is under way is 409 naming it', async () => {
    await pact
      .addInteraction()
      .given(IN_PROGRESS)
      .given(EMERGENCY_PAYMENT)
      .uponReceiving(
        'checkPaymentStatus: an uncharged emergency payment while another appointment is under way',
      )
      .withRequest('POST', '/api/v1/payment/check-status', (b) =>
        b.headers(jsonHeaders()).jsonBody({ payment_id: paymentIdFromState() }),
      )
      .willRespondWith(409, (b) => b.jsonBody(activeAppointment()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(checkStatus()));
        expect(failure).toMatchObject({
          status: 409,
          data: { code: 'active_appointment', appointment_id: ACTIVE_APPOINTMENT_ID },
        });
      });
  });
});

describe('payment: a voucher is redeemed once', () => {
  it('createPayment: a voucher redeemed since it was applied is 422 voucher_already_used (field voucher)', async () => {
    await pact
      .addInteraction()
      .given(VOUCHER_PRE_ORDER)
      .given(VOUCHER_USED)
      .uponReceiving('createPayment: an order whose voucher the patient has redeemed since is refused')
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b.headers(jsonHeaders()).jsonBody(createRequest()),
      )
      .willRespondWith(422, (b) => b.jsonBody(voucherUsed()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(createPayment()));
        expect(failure).toMatchObject({
          status: 422,
          data: { code: 'voucher_already_used', field: 'voucher' },
        });
      });
  });

  it('checkPaymentStatus: a payment priced with a voucher another order redeemed since is 422', async () => {
    await pact
      .addInteraction()
      .given(VOUCHER_PAYMENT)
      .given(VOUCHER_USED)
      .uponReceiving('checkPaymentStatus: an uncharged payment whose voucher the patient has redeemed since')
      .withRequest('POST', '/api/v1/payment/check-status', (b) =>
        b.headers(jsonHeaders()).jsonBody({ payment_id: paymentIdFromState() }),
      )
      .willRespondWith(422, (b) => b.jsonBody(voucherUsed()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(checkStatus()));
        expect(failure).toMatchObject({
          status: 422,
          data: { code: 'voucher_already_used', field: 'voucher', message: expect.any(String) },
        });
      });
  });
});
