import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { AUTO_START_MS, EMERGENCY_JOIN_LIMIT_MS, SESSION_LENGTH_MS } from '../domain/appointmentStatus.ts';
import { invariantViolations } from './invariants.ts';
import {
  type TestSandbox,
  call,
  demoPatient,
  freeSlot,
  payByCard,
  preOrder,
  signIn,
  signInByEmail,
  startSandbox,
} from './helpers.ts';

let sandbox: TestSandbox;
let lucia: string;
let other: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  lucia = (await signIn(sandbox.app)).access_token;
  other = (await signIn(sandbox.app, '611000999')).access_token;
});
afterEach(() => sandbox.close());

describe('emergencies', () => {
  it('refuses an emergency during another appointment, and when nobody is on duty', async () => {
    const emergency = await preOrder(sandbox.app, other, 4, 2, null);
    assert.equal(emergency.status, 201);
    await payByCard(sandbox.app, other, emergency.body.id, 'emergency-1');
    const second = await preOrder(sandbox.app, other, 1, 1, null, {});
    assert.deepEqual([second.status, second.body.code], [409, 'active_appointment']);
    const urology = await preOrder(sandbox.app, lucia, 19, 7, null);
    assert.deepEqual([urology.status, urology.body.code], [409, 'doctor_not_available']);
    const english = await call(
      sandbox.app,
      'POST /api/v1/pre-order',
      {
        doctor_id: 19,
        speciality_id: 7,
        appointment_type: 'emergency',
        start_at: null,
        time_zone: 'Europe/Madrid',
      },
      lucia,
      { 'accept-language': 'en' },
    );
    assert.equal(english.body.message, 'Doctor not Available');
  });

  it('is starting once paid, in progress 2 minutes later, and done when the doctor ends it', async () => {
    const order = await preOrder(sandbox.app, other, 4, 2, null);
    const id = await payByCard(sandbox.app, other, order.body.id, 'emergency-2');
    const details = async () =>
      (await call(sandbox.app, `GET /api/v1/appointment/details/${id}`, undefined, other)).body;
    assert.deepEqual([(await details()).status, (await details()).can_cancel], ['session_starting', false]);
    assert.match(String((await details()).video_url), new RegExp(`/sandbox/video/${id}\\?lang=es$`));
    sandbox.clock.advance(AUTO_START_MS);
    assert.equal((await details()).status, 'session_in_progress');
    await call(sandbox.app, `POST /sandbox/appointments/${id}/end`, {});
    assert.deepEqual([(await details()).status, (await details()).video_url], ['done', null]);
    assert.equal(
      (await call(sandbox.app, 'POST /api/v1/review', { appointment_id: id, rating: 5 }, other)).status,
      201,
    );
  });
});

describe('an emergency nobody ends', () => {
  const over = AUTO_START_MS + SESSION_LENGTH_MS;
  it(`is done ${over / 60_000} minutes after booking once the doctor joined, and stops blocking a new one`, async () => {
    const order = await preOrder(sandbox.app, other, 4, 2, null);
    const id = await payByCard(sandbox.app, other, order.body.id, 'emergency-missed');
    const joined = await call(sandbox.app, `POST /sandbox/appointments/${id}/enter-waiting-room`, {});
    assert.deepEqual([joined.status, joined.body.status], [200, 'session_starting']);
    const status = async () =>
      (await call(sandbox.app, `GET /api/v1/appointment/details/${id}`, undefined, other)).body.status;
    const upcomingIds = async () =>
      (
        await call(sandbox.app, 'GET /api/v2/meeting/homepage/upcomings', undefined, other)
      ).body.appointment_list.map((appointment: { id: number }) => appointment.id);

    sandbox.clock.advance(over - 1000);
    assert.deepEqual([await status(), await upcomingIds()], ['session_in_progress', [id]]);
    const blocked = await preOrder(sandbox.app, other, 4, 2, null);
    assert.deepEqual(
      [blocked.status, blocked.body.code, blocked.body.appointment_id],
      [409, 'active_appointment', id],
    );

    sandbox.clock.advance(1000);
    assert.deepEqual([await status(), await upcomingIds()], ['done', []]);
    const late = await call(sandbox.app, `POST /sandbox/appointments/${id}/enter-waiting-room`, {});
    assert.equal(late.status, 409, 'the waiting room is closed');
    assert.equal((await preOrder(sandbox.app, other, 4, 2, null)).status, 201);
  });
});

describe('an emergency the doctor never joins', () => {
  const limit = EMERGENCY_JOIN_LIMIT_MS;
  it(`is cancelled by the provider ${limit / 60_000} minutes after it was paid, its price back in the balance`, async () => {
    const patient = await demoPatient(sandbox.app);
    const order = await preOrder(sandbox.app, patient.token, 4, 2, null);
    await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: order.body.id, voucher_code: 'DESCUENTO5', use_balance: true, bundle_order_id: null },
      patient.token,
    );
    const id = await payByCard(sandbox.app, patient.token, order.body.id, 'never-joined-1');
    const details = async () =>
      (await call(sandbox.app, `GET /api/v1/appointment/details/${id}`, undefined, patient.token)).body;
    const balance = async () =>
      (await call(sandbox.app, 'GET /api/v1/finance/balance', undefined, patient.token)).body.balance.amount;
    const paid = (await details()).payment as { card: { amount: number }; balance: { amount: number } };
    assert.deepEqual([paid.balance.amount > 0, paid.card.amount > 0, await balance()], [true, true, 0]);

    sandbox.clock.advance(limit - 1);
    assert.equal((await details()).status, 'session_in_progress', 'the doctor may still join');
    sandbox.clock.advance(1);
    assert.deepEqual([(await details()).status, (await details()).video_url], ['canceled', null]);
    assert.equal(await balance(), paid.card.amount + paid.balance.amount, 'card and balance both back');
    const refunds = (
      await call(
        sandbox.app,
        'GET /api/v1/finance/transactions?page-size=50&page=1',
        undefined,
        patient.token,
        {
          'accept-language': 'en',
        },
      )
    ).body.transaction_list.filter((row: { type: string }) => row.type === 'refund');
    assert.deepEqual(
      refunds.map((row: { amount: { amount: number }; description: string }) => [
        row.amount.amount,
        row.description,
      ]),
      [
        [
          paid.card.amount + paid.balance.amount,
          'Refund: the doctor on duty did not join the emergency consultation',
        ],
        [2000, 'Refund for an earlier consultation'],
      ],
    );
    const redeemed = sandbox.db.prepare('SELECT COUNT(*) AS n FROM voucher_redemptions WHERE user_id = ?');
    assert.deepEqual({ ...redeemed.get(patient.id) }, { n: 0 }, 'the voucher can be used again');
    const again = await call(sandbox.app, `POST /sandbox/appointments/${id}/enter-waiting-room`, {});
    assert.equal(again.status, 409, 'too late for the doctor');
    assert.equal((await preOrder(sandbox.app, patient.token, 4, 2, null)).status, 201, 'a new emergency');
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });

  it('is not cancelled once the doctor has joined, and is refunded once only however many ask', async () => {
    const joinedOrder = await preOrder(sandbox.app, other, 4, 2, null);
    const joined = await payByCard(sandbox.app, other, joinedOrder.body.id, 'joined-00001');
    await call(sandbox.app, `POST /sandbox/appointments/${joined}/status`, { status: 'session_in_progress' });
    sandbox.clock.advance(limit);
    const status = async (token: string, id: number) =>
      (await call(sandbox.app, `GET /api/v1/appointment/details/${id}`, undefined, token)).body.status;
    assert.equal(await status(other, joined), 'session_in_progress');

    const lonely = await preOrder(sandbox.app, lucia, 1, 1, null);
    const id = await payByCard(sandbox.app, lucia, lonely.body.id, 'lonely-00001');
    sandbox.clock.advance(limit);
    await Promise.all(
      Array.from({ length: 6 }, () => call(sandbox.app, 'GET /api/v1/finance/balance', undefined, lucia)),
    );
    assert.equal(await status(lucia, id), 'canceled');
    const refunds = sandbox.db
      .prepare("SELECT COUNT(*) AS n FROM transactions WHERE appointment_id = ? AND type = 'refund'")
      .get(id);
    assert.deepEqual({ ...refunds }, { n: 1 });
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });
});

describe('employees (B2B)', () => {
  it('lets the covering company pay, and limits a subscription trial to 2 sessions a month', async () => {
    const ana = (await signInByEmail(sandbox.app, 'ana.lopez@acme.example')).access_token;
    const profile = await call(sandbox.app, 'GET /api/v1/profile', undefined, ana);
    assert.equal(profile.body.user.companies[0].id, 1);
    const order = await preOrder(
      sandbox.app,
      ana,
      7,
      3,
      await freeSlot(sandbox.app, 7, 3, sandbox.clock.now()),
      { company_id: 1 },
    );
    const summary = await call(
      sandbox.app,
      'POST /api/v1/b2b/order/summary',
      { pre_order_id: order.body.id, company_id: 1 },
      ana,
    );
    assert.deepEqual([summary.body.covered_by_company, summary.body.total.amount], [true, 0]);
    const paid = await call(
      sandbox.app,
      'POST /api/v1/b2b/payment/create',
      { pre_order_id: order.body.id, company_id: 1, idempotency_key: 'b2b-00001' },
      ana,
    );
    assert.equal(paid.body.status, 'succeeded');
    assert.equal(
      (
        await call(
          sandbox.app,
          'POST /api/v1/b2b/order/summary',
          { pre_order_id: order.body.id, company_id: 2 },
          ana,
        )
      ).status,
      403,
    );

    const marta = (await signInByEmail(sandbox.app, 'marta.perez@globex.example')).access_token;
    const intent = await call(sandbox.app, 'POST /api/v1/payment/create-setup-intent', {}, marta);
    await call(sandbox.app, `POST /sandbox/setup-intents/${intent.body.setup_intent_id}/confirm`, {
      card_number: '4242424242424242',
    });
    const trial = await call(
      sandbox.app,
      'PUT /api/v1/user/subscription/update-user-card-entered',
      { setup_intent_id: intent.body.setup_intent_id },
      marta,
    );
    assert.equal(trial.body.is_subscription_active, true);
    const covered: boolean[] = [];
    for (let index = 0; index < 3; index++) {
      const slot = await freeSlot(sandbox.app, 7, 3, sandbox.clock.now(), index);
      const b2bOrder = await preOrder(sandbox.app, marta, 7, 3, slot, { company_id: 2 });
      const b2bSummary = await call(
        sandbox.app,
        'POST /api/v1/b2b/order/summary',
        { pre_order_id: b2bOrder.body.id, company_id: 2 },
        marta,
      );
      covered.push(b2bSummary.body.covered_by_company);
      await call(
        sandbox.app,
        'POST /api/v1/b2b/payment/create',
        { pre_order_id: b2bOrder.body.id, company_id: 2, idempotency_key: `trial-000${index}` },
        marta,
      );
    }
    assert.deepEqual(covered, [true, true, false]);
    assert.equal(
      (await call(sandbox.app, 'PUT /api/v1/user/subscription/disable-subscription', {}, marta)).body
        .is_subscription_active,
      false,
    );
  });
});
