/**
 * Refusals the payment page tells apart (contracts/README.md "Error codes we rely on"): a pre-order that is
 * unknown, already paid or past its window, and a voucher or bundle that cannot be used on it.
 */
import { preOrdersApi } from '../../src/api/shared/preOrders';
import { paymentApi } from '../../src/features/payment/api';
import { failureOf } from './support/calls';
import { PRE_ORDER_ID, VOUCHER_CODE } from './support/fixtures';
import { integer, string } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { PENDING_PRE_ORDER } from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

/** No pre-order of the patient has this id. */
const UNKNOWN_PRE_ORDER_ID = 5999;
/** No bundle order of the patient has this id. */
const UNKNOWN_BUNDLE_ORDER_ID = 8999;

describe('payment: a pre-order that cannot be paid', () => {
  it('getPreOrder: an unknown pre-order is 404 pre_order_not_found', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('getPreOrder: a request for a pre-order the patient does not have')
      .withRequest('GET', `/api/v1/pre-order/${UNKNOWN_PRE_ORDER_ID}`, (b) => b.headers(requestHeaders()))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody('pre_order_not_found', 'This booking does not exist')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(preOrdersApi.endpoints.getPreOrder.initiate(UNKNOWN_PRE_ORDER_ID)),
        );
        expect(failure).toMatchObject({ status: 404, data: { code: 'pre_order_not_found' } });
      });
  });

  it.each([
    {
      what: 'paid already',
      state: `the patient's card payment for pre-order ${PRE_ORDER_ID} has succeeded`,
      code: 'pre_order_paid',
      message: 'This booking is already paid',
    },
    {
      what: 'past its payment window',
      state: `the patient's card payment for pre-order ${PRE_ORDER_ID} expired with its payment window`,
      code: 'pre_order_expired',
      message: 'The time to pay has run out',
    },
  ])('getOrderSummary: a pre-order $what is 409 $code', async ({ what, state, code, message }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`getOrderSummary: a request for the summary of a pre-order ${what}`)
      .withRequest('POST', '/api/v2/order/summary', (b) =>
        b.headers(jsonHeaders()).jsonBody({ pre_order_id: integer(PRE_ORDER_ID) }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ ...errorBody(code, message), field: string('pre_order_id') }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(paymentApi.endpoints.getOrderSummary.initiate({ pre_order_id: PRE_ORDER_ID })),
        );
        expect(failure).toMatchObject({ status: 409, data: { code } });
      });
  });
});

describe('payment: a voucher or bundle that cannot be used', () => {
  it.each([
    {
      what: 'a voucher the patient has used before',
      states: [PENDING_PRE_ORDER, 'the patient already used the voucher BIENVENIDA10 on a past visit'],
      choices: { voucher_code: VOUCHER_CODE, bundle_order_id: null },
      code: 'voucher_already_used',
      field: 'voucher_code',
      message: 'You have already used this voucher',
    },
    {
      what: 'a first-consultation voucher after a consultation',
      states: [PENDING_PRE_ORDER, 'the patient has had a consultation before'],
      choices: { voucher_code: 'PRIMERAGRATIS', bundle_order_id: null },
      code: 'voucher_not_applicable',
      field: 'voucher_code',
      message: 'This voucher cannot be used for this consultation',
    },
    {
      what: 'a bundle the patient does not have',
      states: [PENDING_PRE_ORDER],
      choices: { voucher_code: null, bundle_order_id: UNKNOWN_BUNDLE_ORDER_ID },
      code: 'bundle_not_found',
      field: 'bundle_order_id',
      message: 'Bundle not found',
    },
  ])('updateOrder: $what is 422 $code', async ({ what, states, choices, code, field, message }) => {
    const request = { pre_order_id: PRE_ORDER_ID, use_balance: false, ...choices };
    await states
      .reduce((interaction, state) => interaction.given(state), pact.addInteraction())
      .uponReceiving(`updateOrder: ${what} is refused`)
      .withRequest('POST', '/api/v1/order/update', (b) =>
        b.headers(jsonHeaders()).jsonBody({ ...request, pre_order_id: integer(PRE_ORDER_ID) }),
      )
      .willRespondWith(422, (b) => b.jsonBody({ ...errorBody(code, message), field }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(paymentApi.endpoints.updateOrder.initiate(request)));
        expect(failure).toMatchObject({ status: 422, data: { code, field } });
      });
  });
});
