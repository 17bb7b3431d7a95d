import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { type TestSandbox, call, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.close());

/** A fresh demo patient (the back door) signed in: its id and bearer. */
async function demoPatient() {
  const demo = await call(sandbox.app, 'POST /sandbox/demo-patients', {});
  const tokens = await call(sandbox.app, 'POST /api/v1/auth/login-token', { token: demo.body.login_token });
  return { userId: demo.body.user_id as number, token: tokens.body.access_token as string };
}

interface Transaction {
  id: number;
  type: string;
  amount: { amount: number };
  invoice_url: string | null;
}

async function transactions(token: string, page: number) {
  return call<{ transaction_list: Transaction[]; pagination: { total: number } }>(
    sandbox.app,
    `GET /api/v1/finance/transactions?page-size=5&page=${page}`,
    undefined,
    token,
  );
}

async function download(url: string, token?: string, language = 'es') {
  return sandbox.app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('invoices', () => {
  it('are PDFs with the number, the issuer, the patient, the visit, the amount and the VAT exemption', async () => {
    const patient = await demoPatient();
    const { body } = await transactions(patient.token, 1);
    const payment = body.transaction_list.find((transaction) => transaction.type === 'payment')!;
    assert.match(payment.invoice_url!, /\/sandbox\/invoices\/transaction-\d+$/);

    const reply = await download(payment.invoice_url!, patient.token);
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-type'], 'application/pdf');
    assert.match(
      String(reply.headers['content-disposition']),
      /^attachment; filename="factura-TH\d{4}-\d{6}\.pdf"$/,
    );
    assert.equal(reply.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = await pdfText(reply.rawPayload);
    const number = /TH\d{4}-\d{6}/.exec(String(reply.headers['content-disposition']))![0];
    assert.match(text, new RegExp(`FACTURA[\\s\\S]*Nº ${number}`));
    assert.match(text, /Telehealth Salud Digital, S\.L\.[\s\S]*NIF: B12345674/);
    assert.match(text, /Lucía García[\s\S]*DNI\/NIE: 12345678Z/);
    const euros = (-payment.amount.amount / 100).toFixed(2).replace('.', ',');
    assert.match(text, new RegExp(`Total ${euros}\\s€`));
    assert.match(text, /IVA 0 %: exento \(art\. 20\.Uno\.3º Ley 37\/1992\) 0,00/);
    assert.match(text, /Consulta médica por videollamada: \S+/);
  });

  it('speak the language of the request', async () => {
    const patient = await demoPatient();
    const { body } = await transactions(patient.token, 1);
    const payment = body.transaction_list.find((transaction) => transaction.type === 'payment')!;
    const reply = await download(payment.invoice_url!, patient.token, 'en');
    assert.match(String(reply.headers['content-disposition']), /filename="invoice-TH/);
    const text = await pdfText(reply.rawPayload);
    assert.match(text, /INVOICE[\s\S]*Bill to[\s\S]*VAT 0%: exempt \(art\. 20\.Uno\.3º Ley 37\/1992\)/);
  });

  it('go to their owner only: 401 without a bearer, 404 for another patient or an unknown reference', async () => {
    const owner = await demoPatient();
    const other = await demoPatient();
    const { body } = await transactions(owner.token, 1);
    const url = body.transaction_list.find((transaction) => transaction.type === 'payment')!.invoice_url!;
    assert.equal((await download(url)).statusCode, 401);
    const stranger = await download(url, other.token);
    assert.deepEqual([stranger.statusCode, stranger.json().code], [404, 'invoice_not_found']);
    const unknown = await download('http://localhost/sandbox/invoices/transaction-999999', owner.token);
    assert.equal(unknown.statusCode, 404);
    const malformed = await download('http://localhost/sandbox/invoices/receipt-1', owner.token);
    assert.equal(malformed.statusCode, 404);
  });

  it("are numbered one after another in each year's series, and a visit's invoice is its payment's", async () => {
    const patient = await demoPatient();
    const visits = await call(sandbox.app, `POST /sandbox/patients/${patient.userId}/paid-visits`, {
      count: 3,
    });
    const ids = visits.body.appointment_ids as number[];
    const numbers: string[] = [];
    for (const id of ids) {
      const reply = await download(`http://localhost/sandbox/invoices/appointment-${id}`, patient.token);
      assert.equal(reply.statusCode, 200);
      numbers.push(/TH(\d{4})-(\d{6})/.exec(String(reply.headers['content-disposition']))![2]!);
    }
    const sequence = numbers.map(Number);
    assert.deepEqual(sequence, [sequence[0], sequence[0]! + 1, sequence[0]! + 2]);
  });
});

describe('transactions', () => {
  it('page five at a time; a page past the last is empty and still tells the total', async () => {
    const patient = await demoPatient();
    const before = (await transactions(patient.token, 1)).body.pagination.total;
    await call(sandbox.app, `POST /sandbox/patients/${patient.userId}/paid-visits`, { count: 8 });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => transactions(patient.token, page)));
    const total = before + 8;
    assert.deepEqual(
      pages.map((page) => [page.body.transaction_list.length, page.body.pagination.total]),
      [
        [5, total],
        [5, total],
        [total - 10, total],
        [0, total],
      ],
    );
    const ids = pages.flatMap((page) => page.body.transaction_list.map((transaction) => transaction.id));
    assert.equal(new Set(ids).size, total);
  });

  it('the paid-visits back door refuses an unknown patient and a silly count', async () => {
    const missing = await call(sandbox.app, 'POST /sandbox/patients/999999/paid-visits', { count: 2 });
    assert.equal(missing.status, 404);
    const patient = await demoPatient();
    const silly = await call(sandbox.app, `POST /sandbox/patients/${patient.userId}/paid-visits`, {
      count: 500,
    });
    assert.equal(silly.status, 400);
  });
});

describe('footer specialities', () => {
  it('carry the slug of the request’s language', async () => {
    const slugs = async (language: string) =>
      (
        await call<{ speciality_list: { slug: string }[] }>(
          sandbox.app,
          'GET /api/v1/speciality/footer',
          undefined,
          undefined,
          { 'accept-language': language },
        )
      ).body.speciality_list.map((speciality) => speciality.slug);
    assert.deepEqual((await slugs('es')).slice(0, 3), ['psicología', 'medicina-general', 'nutrición']);
    assert.deepEqual((await slugs('en')).slice(0, 3), ['psychology', 'general-medicine', 'nutrition']);
  });
});
