import { financeApi } from '../../src/features/finance/api';
import { eachLike } from './support/matchers';
import { createPact } from './support/pact';
import { requestHeaders } from './support/requests';
import { money, pagination, transaction } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const WITH_REFUND = 'a patient with a balance of 45.00 EUR from a refunded appointment';
const firstPage = { 'page-size': '5', page: '1' };

describe('finance: balance and transactions', () => {
  it('getBalance: the in-app balance refunds go to', async () => {
    await pact
      .addInteraction()
      .given(WITH_REFUND)
      .uponReceiving("getBalance: a request for the patient's balance")
      .withRequest('GET', '/api/v1/finance/balance', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ balance: money(4500) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { balance } = await store.dispatch(financeApi.endpoints.getBalance.initiate()).unwrap();
        expect(balance).toEqual({ amount: 4500, currency: 'EUR' });
      });
  });

  it('getTransactions: the first page of five', async () => {
    await pact
      .addInteraction()
      .given(WITH_REFUND)
      .uponReceiving("getTransactions: a request for the first page of the patient's transactions")
      .withRequest('GET', '/api/v1/finance/transactions', (b) => b.headers(requestHeaders()).query(firstPage))
      .willRespondWith(200, (b) =>
        b.jsonBody({ transaction_list: eachLike(transaction()), pagination: pagination(1, 5, 1) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store.dispatch(financeApi.endpoints.getTransactions.initiate(1)).unwrap();
        expect(result.transaction_list[0]).toMatchObject({
          type: 'refund',
          amount: { amount: expect.any(Number), currency: 'EUR' },
          description: expect.any(String),
          created_at: expect.any(String),
        });
        expect(result.pagination).toEqual({ page: 1, page_size: 5, total: expect.any(Number) });
      });
  });

  it('getTransactions: no transactions yet (the empty state)', async () => {
    await pact
      .addInteraction()
      .given('a patient without transactions')
      .uponReceiving('getTransactions: a request for the transactions of a patient who has none')
      .withRequest('GET', '/api/v1/finance/transactions', (b) => b.headers(requestHeaders()).query(firstPage))
      .willRespondWith(200, (b) => b.jsonBody({ transaction_list: [], pagination: pagination(1, 5, 0) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store.dispatch(financeApi.endpoints.getTransactions.initiate(1)).unwrap();
        expect(result.transaction_list).toEqual([]);
        expect(result.pagination.total).toBe(0);
      });
  });
});
