import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { invariantViolations } from './invariants.ts';
import {
  type TestSandbox,
  call,
  demoPatient,
  freeSlot,
  preOrder,
  signInByEmail,
  startSandbox,
} from './helpers.ts';

const CARD = '4242424242424242';
const AUTHENTICATE = '4000002500003155';
const EN = { 'accept-language': 'en' };

let sandbox: TestSandbox;
let patient: { id: number; token: string };
beforeEach(async () => {
  sandbox = await startSandbox();
  patient = await demoPatient(sandbox.app);
});
afterEach(() => sandbox.close());

const create = (preOrderId: number, key: string) =>
  call(
    sandbox.app,
    'POST /api/v1/payment/create',
    { pre_order_id: preOrderId, idempotency_key: key },
    patient.token,
    EN,
  );
const confirm = (paymentId: string, card = CARD) =>
  call(sandbox.app, `POST /sandbox/payments/${paymentId}/confirm`, { card_number: card }, undefined, EN);
const checkStatus = (paymentId: string) =>
  call(sandbox.app, 'POST /api/v1/payment/check-status', { payment_id: paymentId }, patient.token, EN);
const charges = () =>
  sandbox.db
    .prepare("SELECT COUNT(*) AS n FROM transactions WHERE user_id = ? AND type = 'payment'")
    .get(patient.id) as { n: number };
const balance = async () =>
  (await call(sandbox.app, 'GET /api/v1/finance/balance', undefined, patient.token)).body.balance.amount;
const succeededPayments = async (preOrderId: number) =>
  (await call(sandbox.app, `GET /sandbox/pre-orders/${preOrderId}/payments`)).body.succeeded as number;

/** An emergency pre-order with the general-medicine doctor on duty (doctor 4), as a tab would start it. */
async function emergency() {
  const order = await preOrder(sandbox.app, patient.token, 4, 2, null);
  assert.equal(order.status, 201, JSON.stringify(order.body));
  return order.body.id as number;
}

async function paid(preOrderId: number, key: string) {
  const payment = await create(preOrderId, key);
  const done = await confirm(payment.body.payment_id);
  assert.equal(done.body.status, 'succeeded', JSON.stringify(done.body));
  return done.body.appointment_id as number;
}

const activeAppointment = (appointmentId: number) => ({
  code: 'active_appointment',
  message: 'You have an active Appointment',
  appointment_id: appointmentId,
});

describe('one active appointment per patient, when an emergency is paid', () => {
  it('refuses the payment of a second emergency (two tabs) at create, naming the active one; nothing charged', async () => {
    const [first, second] = [await emergency(), await emergency()];
    const active = await paid(first, 'tab-one-0001');
    const [chargesBefore, balanceBefore] = [charges().n, await balance()];
    const refused = await create(second, 'tab-two-0001');
    assert.deepEqual([refused.status, refused.body], [409, activeAppointment(active)]);
    assert.deepEqual(
      [charges().n, await balance(), await succeededPayments(second)],
      [chargesBefore, balanceBefore, 0],
    );
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });

  it('refuses the confirmation of a payment created before the other emergency was paid, and says so at check-status', async () => {
    const [first, second] = [await emergency(), await emergency()];
    const [one, two] = [await create(first, 'tab-one-0002'), await create(second, 'tab-two-0002')];
    assert.deepEqual([one.status, two.status], [201, 201]);
    const active = (await confirm(one.body.payment_id)).body.appointment_id as number;
    const chargesBefore = charges().n;
    const refused = await confirm(two.body.payment_id);
    assert.deepEqual([refused.status, refused.body], [409, activeAppointment(active)]);
    const status = await checkStatus(two.body.payment_id);
    assert.deepEqual([status.status, status.body], [409, activeAppointment(active)]);
    assert.deepEqual([charges().n, await succeededPayments(second)], [chargesBefore, 0]);
    const spanish = await call(
      sandbox.app,
      'POST /api/v1/payment/check-status',
      { payment_id: two.body.payment_id },
      patient.token,
    );
    assert.equal(spanish.body.message, 'Tienes una cita activa');
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });

  it('gives one of two emergencies confirmed at the same moment the visit, the other the 409', async () => {
    const [first, second] = [await emergency(), await emergency()];
    const payments = [await create(first, 'race-one-0003'), await create(second, 'race-two-0003')];
    const answers = await Promise.all(payments.map((payment) => confirm(payment.body.payment_id)));
    const won = answers.find((answer) => answer.status === 200);
    const lost = answers.find((answer) => answer.status === 409);
    assert.ok(won && lost, JSON.stringify(answers));
    assert.deepEqual(lost.body, activeAppointment(won.body.appointment_id));
    assert.equal((await succeededPayments(first)) + (await succeededPayments(second)), 1);
  });

  it('refuses the approval of a card that asked to authenticate once the other emergency is under way', async () => {
    const [first, second] = [await emergency(), await emergency()];
    const waiting = await create(second, 'auth-two-0004');
    assert.equal((await confirm(waiting.body.payment_id, AUTHENTICATE)).body.status, 'requires_action');
    const active = await paid(first, 'auth-one-0004');
    const approved = await call(
      sandbox.app,
      `POST /sandbox/payments/${waiting.body.payment_id}/authenticate`,
      { approve: true },
      undefined,
      EN,
    );
    assert.deepEqual([approved.status, approved.body], [409, activeAppointment(active)]);
    assert.equal(await succeededPayments(second), 0);
  });

  it('refuses it to an employee whose company pays (nothing left for the card: it succeeds at create)', async () => {
    const employee = (await signInByEmail(sandbox.app, 'ana.lopez@acme.example')).access_token;
    const start = async () => {
      const order = await preOrder(sandbox.app, employee, 4, 2, null, { company_id: 1 });
      assert.equal(order.status, 201, JSON.stringify(order.body));
      return order.body.id as number;
    };
    const pay = (id: number, key: string) =>
      call(
        sandbox.app,
        'POST /api/v1/b2b/payment/create',
        { pre_order_id: id, company_id: 1, idempotency_key: key },
        employee,
        EN,
      );
    const [first, second] = [await start(), await start()];
    const covered = await pay(first, 'b2b-tab-one1');
    assert.deepEqual([covered.status, covered.body.status], [201, 'succeeded']);
    const refused = await pay(second, 'b2b-tab-two1');
    assert.deepEqual([refused.status, refused.body], [409, activeAppointment(covered.body.appointment_id)]);
    assert.equal(await succeededPayments(second), 0);
  });

  it('lets the second emergency be paid once the first has ended', async () => {
    const [first, second] = [await emergency(), await emergency()];
    const active = await paid(first, 'end-one-0005');
    await call(sandbox.app, `POST /sandbox/appointments/${active}/end`, {});
    assert.equal(typeof (await paid(second, 'end-two-0005')), 'number');
  });
});

describe('a voucher used once, when the payment is charged', () => {
  async function bookedWithVoucher(skip: number) {
    const slot = await freeSlot(sandbox.app, 5, 2, sandbox.clock.now(), skip);
    const order = await preOrder(sandbox.app, patient.token, 5, 2, slot);
    const updated = await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: order.body.id, voucher_code: 'DESCUENTO5', use_balance: false, bundle_order_id: null },
      patient.token,
    );
    assert.equal(updated.body.voucher.discount.amount, 500);
    return { id: order.body.id as number, price: order.body.price.amount as number };
  }
  const voucherUsed = {
    code: 'voucher_already_used',
    message: 'You have already used this voucher',
    field: 'voucher',
  };

  it('refuses the second order’s confirmation with 422 voucher_already_used (not a 500), before any charge', async () => {
    const [first, second] = [await bookedWithVoucher(0), await bookedWithVoucher(1)];
    const [one, two] = [await create(first.id, 'voucher-one-01'), await create(second.id, 'voucher-two-01')];
    assert.deepEqual(
      [one.body.amount.amount, two.body.amount.amount],
      [first.price - 500, second.price - 500],
    );
    assert.equal((await confirm(one.body.payment_id)).body.status, 'succeeded');
    const chargesBefore = charges().n;
    const refused = await confirm(two.body.payment_id);
    assert.deepEqual([refused.status, refused.body], [422, voucherUsed]);
    const status = await checkStatus(two.body.payment_id);
    assert.deepEqual([status.status, status.body], [422, voucherUsed]);
    const again = await create(second.id, 'voucher-two-01');
    assert.deepEqual([again.status, again.body], [422, voucherUsed]);
    assert.deepEqual([charges().n, await succeededPayments(second.id)], [chargesBefore, 0]);

    // The patient removes the voucher: the same payment is priced again and goes through at full price.
    await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: second.id, voucher_code: null, use_balance: false, bundle_order_id: null },
      patient.token,
    );
    const repriced = await create(second.id, 'voucher-two-01');
    assert.deepEqual(
      [repriced.body.payment_id, repriced.body.amount.amount],
      [two.body.payment_id, second.price],
    );
    assert.equal((await confirm(two.body.payment_id)).body.status, 'succeeded');
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });

  it('lets one of two orders confirmed at the same moment redeem it; the other gets the 422', async () => {
    const orders = [await bookedWithVoucher(0), await bookedWithVoucher(1)];
    const payments = [
      await create(orders[0]!.id, 'voucher-race-1'),
      await create(orders[1]!.id, 'voucher-race-2'),
    ];
    const answers = await Promise.all(payments.map((payment) => confirm(payment.body.payment_id)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 422], JSON.stringify(answers));
    const redemptions = sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM voucher_redemptions WHERE user_id = ?')
      .get(patient.id) as { n: number };
    assert.equal(redemptions.n, 1);
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });
});
