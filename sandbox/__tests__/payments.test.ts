import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { openDb } from '../db/connection.ts';
import { migrate, migrations } from '../db/migrations.ts';
import {
  type TestSandbox,
  call,
  freeSlot,
  preOrder,
  signIn,
  signInByEmail,
  startSandbox,
  tempDbFile,
} from './helpers.ts';

let sandbox: TestSandbox;
let lucia: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  lucia = (await signIn(sandbox.app)).access_token;
});
afterEach(() => sandbox.close());

const EN = { 'accept-language': 'en' };
const create = (preOrderId: number, key: string, token = lucia) =>
  call(sandbox.app, 'POST /api/v1/payment/create', { pre_order_id: preOrderId, idempotency_key: key }, token);
const confirm = (paymentId: string, card: string) =>
  call(sandbox.app, `POST /sandbox/payments/${paymentId}/confirm`, { card_number: card }, undefined, EN);
const status = (paymentId: string) =>
  call(sandbox.app, 'POST /api/v1/payment/check-status', { payment_id: paymentId }, lucia, EN);
const paymentsOf = (preOrderId: number) =>
  call<{ payment_list: { payment_id: string; status: string }[]; succeeded: number }>(
    sandbox.app,
    `GET /sandbox/pre-orders/${preOrderId}/payments`,
  );
const transactions = async () =>
  (await call(sandbox.app, 'GET /api/v1/finance/transactions?page-size=100&page=1', undefined, lucia)).body
    .transaction_list as { type: string }[];

async function heldOrder(token = lucia, doctorId = 4, specialityId = 2) {
  const slot = await freeSlot(sandbox.app, doctorId, specialityId, sandbox.clock.now());
  const order = await preOrder(sandbox.app, token, doctorId, specialityId, slot);
  assert.equal(order.status, 201);
  return { id: order.body.id as number, slot, price: order.body.price.amount as number };
}

describe('one live payment per pre-order', () => {
  it('gives ten concurrent creates with ten keys one payment, and one charge for ten confirmations', async () => {
    const order = await heldOrder();
    const paymentsBefore = (await transactions()).filter((row) => row.type === 'payment').length;
    const creates = await Promise.all(Array.from({ length: 10 }, (_, n) => create(order.id, `tab-key-${n}`)));
    assert.deepEqual(new Set(creates.map((reply) => reply.status)), new Set([201]));
    assert.equal(new Set(creates.map((reply) => reply.body.payment_id)).size, 1);
    const paymentId = creates[0]!.body.payment_id as string;

    const confirms = await Promise.all(
      Array.from({ length: 10 }, () => confirm(paymentId, '4242424242424242')),
    );
    assert.deepEqual(new Set(confirms.map((reply) => reply.body.status)), new Set(['succeeded']));
    const listed = await paymentsOf(order.id);
    assert.deepEqual([listed.body.payment_list.length, listed.body.succeeded], [1, 1]);
    assert.equal((await transactions()).filter((row) => row.type === 'payment').length, paymentsBefore + 1);
  });

  it('answers a create after the payment succeeded with that payment, not pre_order_expired', async () => {
    const order = await heldOrder();
    const first = await create(order.id, 'first-tab-0001');
    await confirm(first.body.payment_id, '4242424242424242');
    const late = await create(order.id, 'second-tab-0001');
    assert.deepEqual(
      [late.status, late.body.payment_id, late.body.status, late.body.client_secret],
      [201, first.body.payment_id, 'succeeded', null],
    );
    assert.equal(late.body.appointment_id, (await status(first.body.payment_id)).body.appointment_id);
  });

  it('prices the live payment again when the order changes after a decline', async () => {
    const order = await heldOrder();
    const first = await create(order.id, 'reprice-0001');
    assert.equal(first.body.amount.amount, order.price);
    const declined = await confirm(first.body.payment_id, '4000 0000 0000 0002');
    assert.deepEqual([declined.status, declined.body.code], [422, 'payment_declined']);
    const failed = await status(first.body.payment_id);
    assert.deepEqual(
      [failed.body.status, failed.body.failure_message],
      ['failed', 'Your card was declined.'],
    );
    const spanish = await call(
      sandbox.app,
      'POST /api/v1/payment/check-status',
      { payment_id: first.body.payment_id },
      lucia,
      { 'accept-language': 'es' },
    );
    assert.equal(spanish.body.failure_message, 'Tu tarjeta ha sido rechazada.');

    await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: order.id, voucher_code: 'DESCUENTO5', use_balance: false, bundle_order_id: null },
      lucia,
    );
    const again = await create(order.id, 'reprice-0001');
    assert.deepEqual(
      [again.body.payment_id, again.body.amount.amount],
      [first.body.payment_id, order.price - 500],
    );
    assert.equal((await confirm(first.body.payment_id, '4242424242424242')).body.status, 'succeeded');
  });

  it('keeps one live payment per pre-order in the schema, and expires extra ones of older databases', () => {
    const dbFile = tempDbFile();
    const db = openDb(dbFile);
    db.exec('PRAGMA foreign_keys = OFF');
    for (const [index, sql] of migrations.slice(0, 2).entries()) {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
    }
    const insert = db.prepare(
      `INSERT INTO payments (id, user_id, pre_order_id, idempotency_key, status, subtotal_cents,
         voucher_discount_cents, bundle_credit_cents, balance_used_cents, card_cents, expires_at, created_at)
       VALUES (?, 1, ?, ?, ?, 4500, 0, 0, 0, 4500, 0, ?)`,
    );
    insert.run('pay_a', 1, 'k1', 'succeeded', 1);
    insert.run('pay_b', 1, 'k2', 'requires_payment_method', 2);
    insert.run('pay_c', 2, 'k3', 'requires_payment_method', 1);
    insert.run('pay_d', 2, 'k4', 'failed', 2);
    migrate(db);
    const rows = db.prepare('SELECT id, status FROM payments ORDER BY id').all();
    assert.deepEqual(
      rows.map((row) => `${row.id}:${row.status}`),
      ['pay_a:succeeded', 'pay_b:expired', 'pay_c:expired', 'pay_d:failed'],
    );
    assert.throws(() => insert.run('pay_e', 2, 'k5', 'requires_payment_method', 3), /UNIQUE/);
    db.close();
  });
});

describe('the authentication challenge', () => {
  it('waits for the patient: deny fails the payment, approve after a new attempt books it', async () => {
    const order = await heldOrder();
    const payment = await create(order.id, 'challenge-0001');
    const asked = await confirm(payment.body.payment_id, '4000 0025 0000 3155');
    assert.deepEqual([asked.status, asked.body.status], [200, 'requires_action']);
    assert.equal((await status(payment.body.payment_id)).body.status, 'requires_action');

    const authenticate = (approve: boolean) =>
      call(
        sandbox.app,
        `POST /sandbox/payments/${payment.body.payment_id}/authenticate`,
        { approve },
        undefined,
        EN,
      );
    const denied = await authenticate(false);
    assert.deepEqual(
      [denied.body.status, denied.body.failure_message],
      ['failed', 'Your bank did not authenticate the payment.'],
    );
    assert.deepEqual((await authenticate(true)).body.code, 'payment_not_pending');

    await confirm(payment.body.payment_id, '4000002500003155');
    const approved = await authenticate(true);
    assert.equal(approved.body.status, 'succeeded');
    assert.equal(typeof approved.body.appointment_id, 'number');
  });
});

describe('the payment window', () => {
  it('ends now through the back door: the slot is free again and the payment expired', async () => {
    const order = await heldOrder();
    const payment = await create(order.id, 'window-back-door');
    const expired = await call(sandbox.app, `POST /sandbox/pre-orders/${order.id}/expire`, {});
    assert.deepEqual(expired.body, { id: order.id, status: 'expired' });
    assert.equal((await status(payment.body.payment_id)).body.status, 'expired');
    const other = (await signIn(sandbox.app, '611000777')).access_token;
    assert.equal((await preOrder(sandbox.app, other, 4, 2, order.slot)).status, 201);
    const late = await create(order.id, 'window-back-door-2');
    assert.deepEqual([late.status, late.body.code], [409, 'pre_order_expired']);
  });
});

describe('the order summary', () => {
  it('offers the balance and the bundles of the speciality', async () => {
    const psychology = await heldOrder(lucia, 1, 1);
    const summary = await call(
      sandbox.app,
      'POST /api/v2/order/summary',
      { pre_order_id: psychology.id },
      lucia,
    );
    assert.deepEqual(summary.body.available_balance, { amount: 2000, currency: 'EUR' });
    assert.equal(summary.body.usable_bundles.length, 1);
    assert.ok(summary.body.usable_bundles[0].remaining_meetings > 0);
    const other = await heldOrder(lucia, 4, 2);
    const none = await call(sandbox.app, 'POST /api/v2/order/summary', { pre_order_id: other.id }, lucia);
    assert.deepEqual(none.body.usable_bundles, []);
  });
});

describe('the trial plan', () => {
  it('starts only once the setup intent is confirmed, and the profile shows its end', async () => {
    const marta = (await signInByEmail(sandbox.app, 'marta.perez@globex.example')).access_token;
    const before = await call(sandbox.app, 'GET /api/v1/profile', undefined, marta);
    assert.deepEqual(
      [before.body.user.companies[0].plan, before.body.is_subscription_active, before.body.trial_ends_at],
      ['subscription', false, null],
    );
    const intent = await call(sandbox.app, 'POST /api/v1/payment/create-setup-intent', {}, marta);
    const mark = () =>
      call(
        sandbox.app,
        'PUT /api/v1/user/subscription/update-user-card-entered',
        { setup_intent_id: intent.body.setup_intent_id },
        marta,
      );
    assert.deepEqual([(await mark()).status, (await mark()).body.code], [409, 'setup_intent_not_confirmed']);
    const saveCard = (card: string) =>
      call(sandbox.app, `POST /sandbox/setup-intents/${intent.body.setup_intent_id}/confirm`, {
        card_number: card,
      });
    assert.deepEqual((await saveCard('4000000000000002')).body.code, 'payment_declined');
    assert.deepEqual((await saveCard('4242424242424242')).body.status, 'succeeded');
    const trial = await mark();
    assert.equal(trial.body.is_subscription_active, true);
    const after = await call(sandbox.app, 'GET /api/v1/profile', undefined, marta);
    assert.deepEqual(
      [after.body.is_subscription_active, after.body.trial_ends_at],
      [true, trial.body.trial_ends_at],
    );
    assert.ok(Date.parse(after.body.trial_ends_at) > sandbox.clock.now() + 80 * 24 * 3600 * 1000);
  });
});
