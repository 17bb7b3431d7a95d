import { preOrdersApi } from '../../src/api/shared/preOrders';
import { paymentApi } from '../../src/features/payment/api';
import { sessionApi } from '../../src/state/session/api';
import { APPOINTMENT_ID, IDEMPOTENCY_KEY, PAYMENT_ID, PRE_ORDER_ID, SLOT_END } from './support/fixtures';
import {
  boolean,
  eachLike,
  fromState,
  integer,
  isoDateTime,
  oneOf,
  pattern,
  string,
  url,
} from './support/matchers';
import { createPact } from './support/pact';
import { jsonHeaders, requestHeaders } from './support/requests';
import { TIME_ZONES, payment, preOrder } from './support/shapes';
import { PENDING_PRE_ORDER } from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const OTHER_TAB_KEY = '0b7e4d21-5c3a-4f8e-b1d6-9a2c7e5f3b48';
const SETUP_INTENT_EXAMPLE = 'seti_1QxExampleSetupIntent';

/** The card payment of pre-order 5001 in a given state; the provider names it (`paymentId`). */
const cardPaymentState = (what: string) => `the patient's card payment for pre-order ${PRE_ORDER_ID} ${what}`;
const SUCCEEDED = cardPaymentState('has succeeded');
const DECLINED = cardPaymentState('was declined by the card issuer');
const AUTHENTICATING = cardPaymentState('waits for authentication');
const EXPIRED = cardPaymentState('expired with its payment window');
const ALREADY_PAYING = `the patient's pending pre-order ${PRE_ORDER_ID} already has a card payment`;
const FREE_FIRST = `the patient's pending pre-order ${PRE_ORDER_ID} has the free-first voucher PRIMERAGRATIS applied`;

/** Payment ids come from the provider's processor (Stripe's `pi_…`): the verifier takes them from the state. */
const paymentIdFromState = () => fromState('paymentId', '^\\S+$', PAYMENT_ID);

const createRequest = (key: string) => ({
  pre_order_id: integer(PRE_ORDER_ID),
  idempotency_key: pattern(UUID, key),
});
const createPayment = (key = IDEMPOTENCY_KEY) =>
  paymentApi.endpoints.createPayment.initiate({ pre_order_id: PRE_ORDER_ID, idempotency_key: key });
const checkStatus = () => paymentApi.endpoints.checkPaymentStatus.initiate({ payment_id: PAYMENT_ID });

describe('payments: the pre-order being paid', () => {
  it('getPreOrder: the payment page shows the slot in the zone it was booked in, and its end for the calendar', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('getPreOrder: a request for the pending pre-order being paid (zone and end of the slot)')
      .withRequest('GET', `/api/v1/pre-order/${PRE_ORDER_ID}`, (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...preOrder(PRE_ORDER_ID),
          end_at: isoDateTime(SLOT_END),
          time_zone: oneOf(TIME_ZONES, 'Europe/Madrid'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const held = await store.dispatch(preOrdersApi.endpoints.getPreOrder.initiate(PRE_ORDER_ID)).unwrap();
        expect(held).toMatchObject({ status: 'pending', time_zone: 'Europe/Madrid' });
        expect(Date.parse(held.end_at!)).toBeGreaterThan(Date.parse(held.start_at!));
        expect(Date.parse(held.expires_at)).not.toBeNaN();
      });
  });
});

describe('payments: create', () => {
  it('createPayment: a card payment for the pre-order (client secret for the card form)', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('createPayment: the patient pays a pending pre-order by card')
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b.headers(jsonHeaders()).jsonBody(createRequest(IDEMPOTENCY_KEY)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'requires_payment_method'),
          client_secret: string('pi_1QxExample_secret_example'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const created = await store.dispatch(createPayment()).unwrap();
        expect(created).toMatchObject({ payment_id: PAYMENT_ID, status: 'requires_payment_method' });
        expect(created.client_secret).toEqual(expect.any(String));
      });
  });

  it('createPayment: another key for a pre-order with a live payment gets that payment, not a second one', async () => {
    await pact
      .addInteraction()
      .given(ALREADY_PAYING)
      .uponReceiving(
        'createPayment: a second create for the pre-order (another tab) returns its live payment',
      )
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b.headers(jsonHeaders()).jsonBody(createRequest(OTHER_TAB_KEY)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'requires_payment_method'),
          payment_id: paymentIdFromState(),
          client_secret: string('pi_1QxExample_secret_example'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const created = await store.dispatch(createPayment(OTHER_TAB_KEY)).unwrap();
        expect(created).toMatchObject({ payment_id: PAYMENT_ID, status: 'requires_payment_method' });
      });
  });

  it('createPayment: a create after the pre-order was paid answers the succeeded payment, not an error', async () => {
    await pact
      .addInteraction()
      .given(SUCCEEDED)
      .uponReceiving('createPayment: a create for a paid pre-order returns its succeeded payment')
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b.headers(jsonHeaders()).jsonBody(createRequest(OTHER_TAB_KEY)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'succeeded'),
          payment_id: paymentIdFromState(),
          client_secret: null,
          appointment_id: integer(APPOINTMENT_ID),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const created = await store.dispatch(createPayment(OTHER_TAB_KEY)).unwrap();
        expect(created).toMatchObject({ status: 'succeeded', appointment_id: APPOINTMENT_ID });
      });
  });

  it('createPayment: a 100 % voucher leaves nothing for the card; the payment succeeds without a client secret', async () => {
    await pact
      .addInteraction()
      .given(FREE_FIRST)
      .uponReceiving('createPayment: nothing is left to pay by card (free-first voucher)')
      .withRequest('POST', '/api/v1/payment/create', (b) =>
        b.headers(jsonHeaders()).jsonBody(createRequest(IDEMPOTENCY_KEY)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'succeeded', 0),
          client_secret: null,
          appointment_id: integer(APPOINTMENT_ID),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const created = await store.dispatch(createPayment()).unwrap();
        expect(created).toMatchObject({
          status: 'succeeded',
          client_secret: null,
          amount: { amount: 0, currency: 'EUR' },
        });
        expect(created.appointment_id).toEqual(expect.any(Number));
      });
  });
});

describe('payments: check-status', () => {
  it.each([
    {
      name: 'a successful payment books the appointment',
      state: SUCCEEDED,
      description: 'checkPaymentStatus: the status of a successful payment',
      body: { ...payment(PAYMENT_ID, 'succeeded'), appointment_id: integer(APPOINTMENT_ID) },
      expected: { status: 'succeeded', appointment_id: APPOINTMENT_ID },
    },
    {
      name: 'a declined card is reported with the reason',
      state: DECLINED,
      description: 'checkPaymentStatus: the status of a declined payment',
      body: {
        ...payment(PAYMENT_ID, 'failed'),
        appointment_id: null,
        failure_message: string('Your card was declined.'),
      },
      expected: { status: 'failed', appointment_id: null, failure_message: expect.any(String) },
    },
    {
      name: 'a payment whose bank asks the patient to authenticate',
      state: AUTHENTICATING,
      description: 'checkPaymentStatus: the status of a payment waiting for authentication',
      body: {
        ...payment(PAYMENT_ID, 'requires_action'),
        client_secret: string('pi_1QxExample_secret_example'),
        appointment_id: null,
      },
      expected: { status: 'requires_action', appointment_id: null, client_secret: expect.any(String) },
    },
    {
      name: 'a payment whose 15-minute window passed',
      state: EXPIRED,
      description: 'checkPaymentStatus: the status of a payment that expired with its window',
      body: { ...payment(PAYMENT_ID, 'expired'), appointment_id: null },
      expected: { status: 'expired', appointment_id: null },
    },
  ])('checkPaymentStatus: $name', async ({ state, description, body, expected }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/api/v1/payment/check-status', (b) =>
        b.headers(jsonHeaders()).jsonBody({ payment_id: paymentIdFromState() }),
      )
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const status = await store.dispatch(checkStatus()).unwrap();
        expect(status).toMatchObject(expected);
      });
  });
});

describe('the trial plan', () => {
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
          setup_intent_id: string(SETUP_INTENT_EXAMPLE),
          client_secret: string(`${SETUP_INTENT_EXAMPLE}_secret_example`),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const intent = await store.dispatch(paymentApi.endpoints.createSetupIntent.initiate()).unwrap();
        expect(intent).toEqual({ setup_intent_id: SETUP_INTENT_EXAMPLE, client_secret: expect.any(String) });
      });
  });

  it('markSubscriptionCardEntered: the confirmed card starts the subscription and its free trial', async () => {
    await pact
      .addInteraction()
      .given('the patient confirmed a card setup intent')
      .uponReceiving('markSubscriptionCardEntered: the patient has entered a card for the subscription')
      .withRequest('PUT', '/api/v1/user/subscription/update-user-card-entered', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          setup_intent_id: fromState('setupIntentId', '^\\S+$', SETUP_INTENT_EXAMPLE),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          is_subscription_active: boolean(true),
          trial_ends_at: isoDateTime('2027-03-01T10:00:00+01:00'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(
            paymentApi.endpoints.markSubscriptionCardEntered.initiate({
              setup_intent_id: SETUP_INTENT_EXAMPLE,
            }),
          )
          .unwrap();
        expect(result).toEqual({ is_subscription_active: true, trial_ends_at: expect.any(String) });
      });
  });

  it("getProfile: an employee on the trial plan sees the plan's company and the trial's end", async () => {
    await pact
      .addInteraction()
      .given('a patient who is an employee of a company with the trial plan, on its free trial')
      .uponReceiving('getProfile: a request for the profile of an employee on the trial plan')
      .withRequest('GET', '/api/v1/profile', (b) => b.headers(requestHeaders({ flag: 'b2b' })))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user_id: integer(1001),
          user: {
            full_name: string('Ana García López'),
            companies: eachLike({
              id: integer(32),
              title: string('Globex Salud'),
              img_url: url('https://cdn.telehealth.example/companies/32.png'),
              plan: oneOf(['covered', 'subscription'], 'subscription'),
            }),
          },
          is_subscription_active: true,
          trial_ends_at: isoDateTime('2027-03-01T10:00:00+01:00'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, { b2b: true });
        const profile = await store.dispatch(sessionApi.endpoints.getProfile.initiate()).unwrap();
        expect(profile.user.companies?.[0]?.plan).toBe('subscription');
        expect(profile).toMatchObject({ is_subscription_active: true, trial_ends_at: expect.any(String) });
      });
  });
});
