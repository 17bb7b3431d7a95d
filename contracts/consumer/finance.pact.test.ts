import path from 'node:path';
import { resolveObjectURL } from 'node:buffer';
import { sharedInvoicesApi } from '../../src/api/shared/invoices';
import { financeApi } from '../../src/features/finance/api';
import { APPOINTMENT_ID } from './support/fixtures';
import { eachLike, fromState, pattern, string, url } from './support/matchers';
import { createPact } from './support/pact';
import { requestHeaders } from './support/requests';
import { money, pagination, transaction } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const WITH_REFUND = 'a patient with a balance of 45.00 EUR from a refunded appointment';
/**
 * Hands back `invoicePath`, the path of the invoice of the appointment's payment (its transaction's
 * `invoice_url`), and `appointmentInvoicePath`, the same invoice as the appointment's details give it.
 */
const WITH_INVOICE = `a patient with a paid appointment ${APPOINTMENT_ID} and its invoice`;
const INVOICE_PATH_EXAMPLE = '/invoices/transaction-71';
const APPOINTMENT_INVOICE_PATH_EXAMPLE = `/invoices/appointment-${APPOINTMENT_ID}`;
const INVOICE_PDF = path.join(__dirname, 'support', 'invoice.pdf');
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

  it('getTransactions: a page past the last is empty and still tells the total', async () => {
    await pact
      .addInteraction()
      .given(WITH_REFUND)
      .uponReceiving('getTransactions: a request for a page after the last page of transactions')
      .withRequest('GET', '/api/v1/finance/transactions', (b) =>
        b.headers(requestHeaders()).query({ 'page-size': '5', page: '3' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ transaction_list: [], pagination: pagination(3, 5, 1) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store.dispatch(financeApi.endpoints.getTransactions.initiate(3)).unwrap();
        expect(result.transaction_list).toEqual([]);
        expect(result.pagination).toEqual({ page: 3, page_size: 5, total: expect.any(Number) });
      });
  });

  it('getTransactions: a paid visit links its invoice', async () => {
    await pact
      .addInteraction()
      .given(WITH_INVOICE)
      .uponReceiving('getTransactions: a request for the transactions of a patient who paid for a visit')
      .withRequest('GET', '/api/v1/finance/transactions', (b) => b.headers(requestHeaders()).query(firstPage))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          transaction_list: eachLike({
            ...transaction(),
            type: 'payment',
            amount: money(-4500),
            description: string('Consulta con Dra. Lucía Romero'),
            invoice_url: url(`https://api.telehealth.example${INVOICE_PATH_EXAMPLE}`),
          }),
          pagination: pagination(1, 5, 1),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store.dispatch(financeApi.endpoints.getTransactions.initiate(1)).unwrap();
        expect(result.transaction_list[0]).toMatchObject({
          type: 'payment',
          amount: { amount: expect.any(Number), currency: 'EUR' },
          invoice_url: expect.stringMatching(/^https?:\/\//),
        });
      });
  });

  it('downloadInvoice: the owner gets the invoice as a PDF, with the bearer', async () => {
    await pact
      .addInteraction()
      .given(WITH_INVOICE)
      .uponReceiving(
        "downloadInvoice: the patient downloads the invoice of a paid visit (its transaction's invoice_url)",
      )
      .withRequest('GET', fromState('invoicePath', '^/\\S+$', INVOICE_PATH_EXAMPLE), (b) =>
        b.headers(requestHeaders()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Disposition': pattern(
              '^attachment; filename="[^"/\\\\]+\\.pdf"$',
              'attachment; filename="factura-TH2026-000001.pdf"',
            ),
          })
          .binaryFile('application/pdf', INVOICE_PDF),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const file = await store
          .dispatch(
            sharedInvoicesApi.endpoints.downloadInvoice.initiate(`${mockServer.url}${INVOICE_PATH_EXAMPLE}`),
          )
          .unwrap();
        expect(file.fileName).toBe('factura-TH2026-000001.pdf');
        const bytes = Buffer.from(await resolveObjectURL(file.objectUrl)!.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        URL.revokeObjectURL(file.objectUrl);
      });
  });

  it("downloadInvoice: the details' invoice_url gives the same PDF, with the bearer", async () => {
    await pact
      .addInteraction()
      .given(WITH_INVOICE)
      .uponReceiving(
        "downloadInvoice: the patient downloads the invoice of a paid visit from its details (the details' invoice_url)",
      )
      .withRequest(
        'GET',
        fromState('appointmentInvoicePath', '^/\\S+$', APPOINTMENT_INVOICE_PATH_EXAMPLE),
        (b) => b.headers(requestHeaders()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Disposition': pattern(
              '^attachment; filename="[^"/\\\\]+\\.pdf"$',
              'attachment; filename="factura-TH2026-000001.pdf"',
            ),
          })
          .binaryFile('application/pdf', INVOICE_PDF),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const file = await store
          .dispatch(
            sharedInvoicesApi.endpoints.downloadInvoice.initiate(
              `${mockServer.url}${APPOINTMENT_INVOICE_PATH_EXAMPLE}`,
            ),
          )
          .unwrap();
        expect(file.fileName).toBe('factura-TH2026-000001.pdf');
        const bytes = Buffer.from(await resolveObjectURL(file.objectUrl)!.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        URL.revokeObjectURL(file.objectUrl);
      });
  });
});
