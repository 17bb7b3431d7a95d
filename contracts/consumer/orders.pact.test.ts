import { paymentApi } from '../../src/features/payment/api';
import { failureOf } from './support/calls';
import {
  BUNDLE_ORDER_ID,
  EXPIRED_VOUCHER_CODE,
  INVALID_VOUCHER_CODE,
  PRE_ORDER_ID,
  VOUCHER_CODE,
} from './support/fixtures';
import { eachLike, integer, pattern, string } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { VOUCHER_KINDS, orderSummary } from './support/shapes';
import { PENDING_PRE_ORDER } from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

const ACTIVE_VOUCHER = `the voucher ${VOUCHER_CODE} is active for the patient`;
const BUNDLE = `a patient with an active bundle order ${BUNDLE_ORDER_ID} of 5 consultations, 1 used`;
const BALANCE = 'a patient with a balance of 45.00 EUR from a refunded appointment';

const updateOrderRequest = (voucherCode: string) => ({
  pre_order_id: integer(PRE_ORDER_ID),
  voucher_code: string(voucherCode),
  use_balance: false,
  bundle_order_id: null,
});
const updateOrder = (voucherCode: string) =>
  paymentApi.endpoints.updateOrder.initiate({
    pre_order_id: PRE_ORDER_ID,
    voucher_code: voucherCode,
    use_balance: false,
    bundle_order_id: null,
  });

describe('booking: the order summary and vouchers', () => {
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
          .dispatch(paymentApi.endpoints.getOrderSummary.initiate({ pre_order_id: PRE_ORDER_ID }))
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
      // No voucher has that code: the pending pre-order is all the provider needs.
      states: [PENDING_PRE_ORDER],
      code: 'voucher_invalid',
      message: 'This voucher is not valid',
    },
    {
      name: 'an expired voucher',
      voucherCode: EXPIRED_VOUCHER_CODE,
      states: [PENDING_PRE_ORDER, `the voucher ${EXPIRED_VOUCHER_CODE} has expired`],
      code: 'voucher_expired',
      message: 'This voucher has expired',
    },
  ])(
    'updateOrder: $name is refused next to the voucher field',
    async ({ name, voucherCode, states, code, message }) => {
      await states
        .reduce((interaction, state) => interaction.given(state), pact.addInteraction())
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
          .dispatch(paymentApi.endpoints.getActiveVouchers.initiate(PRE_ORDER_ID))
          .unwrap();
        expect(voucher_list[0]).toMatchObject({ code: VOUCHER_CODE, kind: 'percentage', value: 10 });
      });
  });

  it('getOrderSummary: the balance and a bundle of the speciality are offered beside the total', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .given(BUNDLE)
      .given(BALANCE)
      .uponReceiving('getOrderSummary: the summary offers the balance and a bundle of the speciality')
      .withRequest('POST', '/api/v2/order/summary', (b) =>
        b.headers(jsonHeaders()).jsonBody({ pre_order_id: integer(PRE_ORDER_ID) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(orderSummary(PRE_ORDER_ID, { bundle: true })))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const summary = await store
          .dispatch(paymentApi.endpoints.getOrderSummary.initiate({ pre_order_id: PRE_ORDER_ID }))
          .unwrap();
        expect(summary.available_balance).toEqual({ amount: expect.any(Number), currency: 'EUR' });
        expect(summary.usable_bundles[0]).toEqual({
          id: BUNDLE_ORDER_ID,
          remaining_meetings: expect.any(Number),
        });
      });
  });

  it('updateOrder: a bundle session pays the whole consultation', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .given(BUNDLE)
      .given(BALANCE)
      .uponReceiving('updateOrder: the patient pays with a session of their bundle')
      .withRequest('POST', '/api/v1/order/update', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          pre_order_id: integer(PRE_ORDER_ID),
          voucher_code: null,
          use_balance: true,
          bundle_order_id: integer(BUNDLE_ORDER_ID),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(orderSummary(PRE_ORDER_ID, { bundle: true, usingBundle: true })),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const summary = await store
          .dispatch(
            paymentApi.endpoints.updateOrder.initiate({
              pre_order_id: PRE_ORDER_ID,
              voucher_code: null,
              use_balance: true,
              bundle_order_id: BUNDLE_ORDER_ID,
            }),
          )
          .unwrap();
        expect(summary.total.amount).toBe(0);
        expect(summary.bundle_credit.amount).toBeGreaterThan(0);
      });
  });
});
