import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { DAY, type TestSandbox, call, freeSlot, preOrder, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
let lucia: string;
let other: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  lucia = (await signIn(sandbox.app)).access_token;
  other = (await signIn(sandbox.app, '611000999')).access_token;
});
afterEach(() => sandbox.close());

const balance = async (token: string) =>
  (await call(sandbox.app, 'GET /api/v1/finance/balance', undefined, token)).body.balance.amount as number;

describe('holding a slot', () => {
  it('gives a slot to exactly one of two concurrent bookings; the other gets 409', async () => {
    const slot = await freeSlot(sandbox.app, 1, 1, sandbox.clock.now());
    const replies = await Promise.all([
      preOrder(sandbox.app, lucia, 1, 1, slot),
      preOrder(sandbox.app, other, 1, 1, slot),
    ]);
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [201, 409]);
    assert.equal(replies.find((reply) => reply.status === 409)!.body.code, 'doctor_not_available');
    const slots = await call(
      sandbox.app,
      `POST /api/v1/pwa/doctor/1/speciality/1/timeslots?from=${sandbox.clock.now()}&to=${sandbox.clock.now() + DAY * 7}`,
      {
        zone: 'Europe/Madrid',
        offset: 60,
      },
    );
    assert.equal(
      slots.body.timeslots.find((candidate: { start: string }) => candidate.start === slot).is_available,
      false,
    );
  });

  it('releases the slot when the 15-minute payment window passes', async () => {
    const slot = await freeSlot(sandbox.app, 1, 1, sandbox.clock.now());
    const order = await preOrder(sandbox.app, lucia, 1, 1, slot);
    const payment = await call(
      sandbox.app,
      'POST /api/v1/payment/create',
      { pre_order_id: order.body.id, idempotency_key: 'window-0001' },
      lucia,
    );
    sandbox.clock.advance(14 * 60_000);
    assert.equal((await preOrder(sandbox.app, other, 1, 1, slot)).status, 409);
    sandbox.clock.advance(60_000);
    const late = await call(sandbox.app, `POST /sandbox/payments/${payment.body.payment_id}/confirm`, {
      card_number: '4242424242424242',
    });
    assert.deepEqual([late.status, late.body.code], [409, 'payment_expired']);
    const status = await call(
      sandbox.app,
      'POST /api/v1/payment/check-status',
      { payment_id: payment.body.payment_id },
      lucia,
    );
    assert.equal(status.body.status, 'expired');
    assert.equal(
      (await call(sandbox.app, `GET /api/v1/pre-order/${order.body.id}`, undefined, lucia)).body.status,
      'expired',
    );
    assert.equal((await preOrder(sandbox.app, other, 1, 1, slot)).status, 201);
  });

  it('refuses a time that is not one of the doctor’s slots', async () => {
    const reply = await preOrder(sandbox.app, lucia, 1, 1, '2026-01-13T09:10:00+01:00');
    assert.deepEqual([reply.status, reply.body.code], [422, 'invalid_slot']);
  });
});

describe('paying', () => {
  it('returns the same payment for the same idempotency key, declines 4000…0002 and succeeds with 4242…', async () => {
    const slot = await freeSlot(sandbox.app, 1, 1, sandbox.clock.now());
    const order = await preOrder(sandbox.app, lucia, 1, 1, slot);
    const body = { pre_order_id: order.body.id, idempotency_key: 'idem-0001' };
    const first = await call(sandbox.app, 'POST /api/v1/payment/create', body, lucia);
    const again = await call(sandbox.app, 'POST /api/v1/payment/create', body, lucia);
    assert.equal(again.body.payment_id, first.body.payment_id);
    assert.equal(first.body.status, 'requires_payment_method');
    const declined = await call(sandbox.app, `POST /sandbox/payments/${first.body.payment_id}/confirm`, {
      card_number: '4000 0000 0000 0002',
    });
    assert.deepEqual([declined.status, declined.body.code], [422, 'payment_declined']);
    const failed = await call(
      sandbox.app,
      'POST /api/v1/payment/check-status',
      { payment_id: first.body.payment_id },
      lucia,
      { 'accept-language': 'en' },
    );
    assert.deepEqual(
      [failed.body.status, failed.body.failure_message],
      ['failed', 'Your card was declined.'],
    );
    const paid = await call(sandbox.app, `POST /sandbox/payments/${first.body.payment_id}/confirm`, {
      card_number: '4242424242424242',
    });
    assert.equal(paid.body.status, 'succeeded');
    const details = await call(
      sandbox.app,
      `GET /api/v1/appointment/details/${paid.body.appointment_id}`,
      undefined,
      lucia,
    );
    assert.deepEqual([details.status, details.body.start_at], [200, slot]);
  });

  it('refunds a cancelled appointment into the balance, with a refund transaction', async () => {
    const slot = await freeSlot(sandbox.app, 1, 1, sandbox.clock.now() + 3 * DAY);
    const order = await preOrder(sandbox.app, lucia, 1, 1, slot);
    await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: order.body.id, voucher_code: 'DESCUENTO5', use_balance: true, bundle_order_id: null },
      lucia,
    );
    const before = await balance(lucia);
    const payment = await call(
      sandbox.app,
      'POST /api/v1/payment/create',
      { pre_order_id: order.body.id, idempotency_key: 'refund-0001' },
      lucia,
    );
    const price = order.body.price.amount as number;
    assert.equal(payment.body.amount.amount, price - 500 - before);
    const paid = await call(sandbox.app, `POST /sandbox/payments/${payment.body.payment_id}/confirm`, {
      card_number: '4242424242424242',
    });
    assert.equal(await balance(lucia), 0);
    const cancel = await call(
      sandbox.app,
      `POST /api/v1/meeting/cancellations/submit/${paid.body.appointment_id}`,
      { reason_id: 2 },
      lucia,
    );
    const refund = { amount: { amount: price - 500, currency: 'EUR' }, destination: 'balance' };
    assert.deepEqual(cancel.body.refund, refund, 'the reason step says what the cancellation gives back');
    assert.equal(await balance(lucia), 0, 'nothing happens before the cancellation itself');
    const cancelled = await call(
      sandbox.app,
      `PUT /api/v1/meeting/cancel-meeting/${paid.body.appointment_id}`,
      {},
      lucia,
    );
    assert.deepEqual([cancelled.body.appointment.status, cancelled.body.refund], ['canceled', refund]);
    assert.equal(await balance(lucia), price - 500);
    const transactions = await call(
      sandbox.app,
      'GET /api/v1/finance/transactions?page-size=5&page=1',
      undefined,
      lucia,
    );
    assert.deepEqual(
      [transactions.body.transaction_list[0].type, transactions.body.transaction_list[0].amount.amount],
      ['refund', price - 500],
    );
    const again = await call(
      sandbox.app,
      `PUT /api/v1/meeting/cancel-meeting/${paid.body.appointment_id}`,
      {},
      lucia,
    );
    assert.deepEqual([again.status, again.body.code], [409, 'appointment_not_cancellable']);
    assert.equal((await preOrder(sandbox.app, other, 1, 1, slot)).status, 201, 'the slot is free again');
  });

  it('pays with bundle credit (nothing by card) and gives the meeting back on cancellation', async () => {
    const bundleBefore = (await call(sandbox.app, 'GET /api/v1/bundles/orders/1', undefined, lucia)).body;
    const slot = await freeSlot(sandbox.app, 2, 1, sandbox.clock.now() + 2 * DAY);
    const order = await preOrder(sandbox.app, lucia, 2, 1, slot);
    const summary = await call(
      sandbox.app,
      'POST /api/v2/order/summary',
      { pre_order_id: order.body.id, bundle_order_id: 1, use_balance: true },
      lucia,
    );
    assert.deepEqual(
      [summary.body.bundle_credit.amount, summary.body.balance_used.amount, summary.body.total.amount],
      [order.body.price.amount, 0, 0],
    );
    await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: order.body.id, voucher_code: null, use_balance: true, bundle_order_id: 1 },
      lucia,
    );
    const payment = await call(
      sandbox.app,
      'POST /api/v1/payment/create',
      { pre_order_id: order.body.id, idempotency_key: 'bundle-0001' },
      lucia,
    );
    assert.deepEqual([payment.body.status, payment.body.client_secret], ['succeeded', null]);
    const during = (await call(sandbox.app, 'GET /api/v1/bundles/orders/1', undefined, lucia)).body;
    assert.equal(during.remaining_meetings, bundleBefore.remaining_meetings - 1);
    assert.equal(during.meetings.length, 1);
    const id = payment.body.appointment_id;
    const unexplained = await call(sandbox.app, `PUT /api/v1/meeting/cancel-meeting/${id}`, {}, lucia);
    assert.deepEqual([unexplained.status, unexplained.body.code], [409, 'cancellation_reason_required']);
    const reasons = await call(
      sandbox.app,
      `GET /api/v1/meeting/cancellations/reasons/${id}`,
      undefined,
      lucia,
    );
    assert.deepEqual([reasons.body.refund, reasons.body.returns_bundle_meeting], [null, true]);
    await call(sandbox.app, `POST /api/v1/meeting/cancellations/submit/${id}`, { reason_id: 1 }, lucia);
    await call(sandbox.app, `PUT /api/v1/meeting/cancel-meeting/${id}`, {}, lucia);
    assert.equal(
      (await call(sandbox.app, 'GET /api/v1/bundles/orders/1', undefined, lucia)).body.remaining_meetings,
      bundleBefore.remaining_meetings,
    );
    const other = await call(
      sandbox.app,
      'POST /api/v2/order/summary',
      { pre_order_id: order.body.id, bundle_order_id: 1 },
      lucia,
    );
    assert.equal(other.status, 409, 'a paid pre-order cannot be priced again');
  });

  it('refuses an unknown or expired voucher and the first-consultation voucher for a returning patient', async () => {
    const order = await preOrder(
      sandbox.app,
      lucia,
      1,
      1,
      await freeSlot(sandbox.app, 1, 1, sandbox.clock.now()),
    );
    const price = (voucher_code: string) =>
      call(sandbox.app, 'POST /api/v2/order/summary', { pre_order_id: order.body.id, voucher_code }, lucia);
    assert.equal((await price('NOEXISTE')).body.code, 'voucher_invalid');
    assert.equal((await price('CADUCADO20')).body.code, 'voucher_expired');
    assert.equal((await price('PRIMERAGRATIS')).body.code, 'voucher_not_applicable');
    assert.equal(
      (await price('bienvenida10')).body.voucher.discount.amount,
      Math.round(order.body.price.amount / 10),
    );
    const newcomer = await preOrder(
      sandbox.app,
      other,
      1,
      1,
      await freeSlot(sandbox.app, 1, 1, sandbox.clock.now(), 1),
    );
    const free = await call(
      sandbox.app,
      'POST /api/v2/order/summary',
      { pre_order_id: newcomer.body.id, voucher_code: 'PRIMERAGRATIS' },
      other,
    );
    assert.equal(free.body.total.amount, 0);
  });
});
