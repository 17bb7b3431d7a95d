import { paymentApi } from '../../src/features/payment/api';
import {
  APPOINTMENT_ID,
  DECLINED_PAYMENT_ID,
  IDEMPOTENCY_KEY,
  PAYMENT_ID,
  PRE_ORDER_ID,
  SETUP_INTENT_ID,
} from './support/fixtures';
import { boolean, integer, pattern, string } from './support/matchers';
import { createPact } from './support/pact';
import { jsonHeaders } from './support/requests';
import { payment } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const PENDING_PRE_ORDER = `the patient has a pending pre-order ${PRE_ORDER_ID} without images`;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

describe('payments and subscription', () => {
  it('createPayment: a card payment for the pre-order (client secret for the card form)', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('createPayment: the patient pays a pending pre-order by card')
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b
          .headers(jsonHeaders())
          .jsonBody({ pre_order_id: integer(PRE_ORDER_ID), idempotency_key: pattern(UUID, IDEMPOTENCY_KEY) }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'requires_payment_method'),
          client_secret: string('pay_contract_0001_secret_example'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const created = await store
          .dispatch(
            paymentApi.endpoints.createPayment.initiate({
              pre_order_id: PRE_ORDER_ID,
              idempotency_key: IDEMPOTENCY_KEY,
            }),
          )
          .unwrap();
        expect(created).toMatchObject({ payment_id: PAYMENT_ID, status: 'requires_payment_method' });
        expect(created.client_secret).toEqual(expect.any(String));
      });
  });

  it('checkPaymentStatus: a successful payment books the appointment', async () => {
    await pact
      .addInteraction()
      .given(`the patient's payment ${PAYMENT_ID} for pre-order ${PRE_ORDER_ID} has succeeded`)
      .uponReceiving('checkPaymentStatus: the status of a successful payment')
      .withRequest('POST', '/api/v1/payment/check-status', (b) =>
        b.headers(jsonHeaders()).jsonBody({ payment_id: string(PAYMENT_ID) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'succeeded'),
          status: 'succeeded',
          appointment_id: integer(APPOINTMENT_ID),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const status = await store
          .dispatch(paymentApi.endpoints.checkPaymentStatus.initiate({ payment_id: PAYMENT_ID }))
          .unwrap();
        expect(status).toMatchObject({ status: 'succeeded', appointment_id: APPOINTMENT_ID });
      });
  });

  it('checkPaymentStatus: a declined card is reported with the reason', async () => {
    await pact
      .addInteraction()
      .given(
        `the patient's payment ${DECLINED_PAYMENT_ID} for pre-order ${PRE_ORDER_ID} was declined by the card issuer`,
      )
      .uponReceiving('checkPaymentStatus: the status of a declined payment')
      .withRequest('POST', '/api/v1/payment/check-status', (b) =>
        b.headers(jsonHeaders()).jsonBody({ payment_id: string(DECLINED_PAYMENT_ID) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...payment(DECLINED_PAYMENT_ID, 'failed'),
          status: 'failed',
          appointment_id: null,
          failure_message: string('Your card was declined.'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const status = await store
          .dispatch(paymentApi.endpoints.checkPaymentStatus.initiate({ payment_id: DECLINED_PAYMENT_ID }))
          .unwrap();
        expect(status).toMatchObject({ status: 'failed', appointment_id: null });
        expect(status.failure_message).toEqual(expect.any(String));
      });
  });

  it('createSetupIntent: saving a card for the subscription', async () => {
    await pact
      .addInteraction()
      .given('a patient without an active subscription')
      .uponReceiving('createSetupIntent: the patient starts saving a card for the subscription')
      .withRequest('POST', '/api/v1/payment/create-setup-intent', (b) =>
        b.headers(jsonHeaders()).jsonBody({}),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          setup_intent_id: string(SETUP_INTENT_ID),
          client_secret: string('seti_contract_0001_secret_example'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const intent = await store.dispatch(paymentApi.endpoints.createSetupIntent.initiate()).unwrap();
        expect(intent).toEqual({ setup_intent_id: SETUP_INTENT_ID, client_secret: expect.any(String) });
      });
  });

  it('markSubscriptionCardEntered: the confirmed card activates the subscription', async () => {
    await pact
      .addInteraction()
      .given(`the patient confirmed the card setup intent ${SETUP_INTENT_ID}`)
      .uponReceiving('markSubscriptionCardEntered: the patient has entered a card for the subscription')
      .withRequest('PUT', '/api/v1/user/subscription/update-user-card-entered', (b) =>
        b.headers(jsonHeaders()).jsonBody({ setup_intent_id: string(SETUP_INTENT_ID) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ is_subscription_active: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(
            paymentApi.endpoints.markSubscriptionCardEntered.initiate({ setup_intent_id: SETUP_INTENT_ID }),
          )
          .unwrap();
        expect(result.is_subscription_active).toBe(true);
      });
  });
});
