import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { AUTO_START_MS, UPCOMING_WITHIN_MS } from '../domain/appointmentStatus.ts';
import { type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
let lucia: string;
beforeEach(async () => {
  // Tokens outlive the clock jumps to a visit's start, days ahead.
  sandbox = await startSandbox({ config: { accessTokenTtlSeconds: 30 * 24 * 3600 } });
  lucia = (await signIn(sandbox.app)).access_token;
});
afterEach(() => sandbox.close());

type Visit = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const upcoming = async (token = lucia): Promise<Visit> =>
  (await call(sandbox.app, 'GET /api/v2/meeting/homepage/upcomings', undefined, token)).body
    .appointment_list[0];
const details = async (id: number, lang = 'es'): Promise<Visit> =>
  (
    await call(sandbox.app, `GET /api/v1/appointment/details/${id}`, undefined, lucia, {
      'accept-language': lang,
    })
  ).body;
const setStatus = (id: number, status: string) =>
  call(sandbox.app, `POST /sandbox/appointments/${id}/status`, { status });

describe("the demo patient's visits", () => {
  it('say who paid and how, and a past visit can be reviewed once', async () => {
    const next = await upcoming();
    assert.deepEqual([next.status, next.paid_by, next.can_cancel], ['booked', 'card', true]);
    const full = await details(next.id);
    assert.deepEqual(full.payment, {
      card: { amount: 3900, currency: 'EUR' },
      balance: { amount: 0, currency: 'EUR' },
    });
    assert.match(full.invoice_url, /\/sandbox\/invoices\/appointment-\d+$/);
    const history = (await call(sandbox.app, 'GET /api/v2/appointments/user/history', undefined, lucia)).body;
    const past = history.appointment_list[0];
    assert.deepEqual([past.status, past.can_review, past.can_cancel], ['done', true, false]);
    const review = { appointment_id: past.id, rating: 4, comment: 'Muy clara.' };
    assert.equal((await call(sandbox.app, 'POST /api/v1/review', review, lucia)).status, 201);
    const again = await call(sandbox.app, 'POST /api/v1/review', review, lucia);
    assert.deepEqual([again.status, again.body.code], [409, 'review_exists']);
    assert.equal((await details(past.id)).can_review, false);
  });

  it('follow the clock: upcoming 24 h before, starting at the start, in progress 2 minutes later', async () => {
    const next = await upcoming();
    const start = Date.parse(next.start_at);
    sandbox.clock.set(start - UPCOMING_WITHIN_MS);
    assert.equal((await details(next.id)).status, 'upcoming');
    sandbox.clock.set(start);
    const starting = await details(next.id, 'en');
    assert.deepEqual([starting.status, starting.can_cancel], ['session_starting', false]);
    assert.ok(starting.video_url.endsWith(`/sandbox/video/${next.id}?lang=en`));
    sandbox.clock.set(start + AUTO_START_MS);
    assert.equal((await details(next.id)).status, 'session_in_progress');
  });

  it('offer follow-ups in the speciality and zone of the visit they follow', async () => {
    const { followup_list } = (
      await call(sandbox.app, 'GET /api/v1/meeting/followups/requests', undefined, lucia)
    ).body;
    assert.equal(followup_list.length, 1);
    assert.deepEqual(
      [followup_list[0].speciality_id, followup_list[0].time_zone, followup_list[0].status],
      [2, 'Europe/Madrid', 'pending'],
    );
    const rejected = await call(
      sandbox.app,
      `PUT /api/v1/meeting/followups/${followup_list[0].id}/reject`,
      {},
      lucia,
    );
    assert.equal(rejected.body.followup.status, 'rejected');
  });
});

describe('cancelling', () => {
  it('shows the refund with the reasons, keeps the reason, then cancels and refunds to the balance', async () => {
    const next = await upcoming();
    const reasons = (
      await call(sandbox.app, `GET /api/v1/meeting/cancellations/reasons/${next.id}`, undefined, lucia)
    ).body;
    const refund = { amount: { amount: 3900, currency: 'EUR' }, destination: 'balance' };
    assert.deepEqual([reasons.refund, reasons.returns_bundle_meeting], [refund, false]);
    assert.ok(reasons.reason_list.length > 0);
    const submit = await call(
      sandbox.app,
      `POST /api/v1/meeting/cancellations/submit/${next.id}`,
      { reason_id: reasons.reason_list[0].id, comment: 'Ya estoy mejor' },
      lucia,
    );
    assert.deepEqual([submit.status, submit.body.refund], [200, refund]);
    assert.equal((await details(next.id)).status, 'booked', 'the reason alone cancels nothing');
    const cancel = await call(sandbox.app, `PUT /api/v1/meeting/cancel-meeting/${next.id}`, {}, lucia);
    assert.deepEqual([cancel.body.appointment.status, cancel.body.refund], ['canceled', refund]);
    const balance = (await call(sandbox.app, 'GET /api/v1/finance/balance', undefined, lucia)).body;
    assert.equal(balance.balance.amount, 2000 + 3900);
  });

  it('refuses a visit that has started, and another patient’s visit is not found', async () => {
    const next = await upcoming();
    await setStatus(next.id, 'session_starting');
    const late = await call(
      sandbox.app,
      `POST /api/v1/meeting/cancellations/submit/${next.id}`,
      { reason_id: 1 },
      lucia,
    );
    assert.deepEqual([late.status, late.body.code], [409, 'appointment_not_cancellable']);
    const stranger = (await signIn(sandbox.app, '611000777')).access_token;
    const theirs = await call(sandbox.app, `GET /api/v1/appointment/details/${next.id}`, undefined, stranger);
    assert.deepEqual([theirs.status, theirs.body.code], [404, 'appointment_not_found']);
  });
});

describe('the back door that moves a visit', () => {
  it('puts it in session_starting, session_in_progress or done now, and the clock goes on from there', async () => {
    const { id } = await upcoming();
    assert.deepEqual((await setStatus(id, 'session_starting')).body, { status: 'session_starting' });
    sandbox.clock.advance(AUTO_START_MS);
    assert.equal((await details(id)).status, 'session_in_progress');
    assert.deepEqual((await setStatus(id, 'session_starting')).body, { status: 'session_starting' });
    assert.deepEqual((await setStatus(id, 'session_in_progress')).body, { status: 'session_in_progress' });
    assert.deepEqual((await setStatus(id, 'done')).body, { status: 'done' });
    assert.equal((await details(id)).video_url, null);
    const reopened = await setStatus(id, 'session_starting');
    assert.deepEqual([reopened.status, reopened.body.code], [409, 'waiting_room_closed']);
    assert.equal((await setStatus(999_999, 'done')).status, 404);
    assert.equal((await setStatus(id, 'canceled')).status, 400);
  });
});

describe('the video room at video_url', () => {
  it("is a page with the patient's own camera and a place for the doctor, in the visit's language", async () => {
    const english = await sandbox.app.inject({ method: 'GET', url: '/sandbox/video/12?lang=en' });
    assert.equal(english.statusCode, 200);
    assert.match(String(english.headers['content-type']), /^text\/html/);
    assert.match(english.body, /<html lang="en">/);
    assert.match(english.body, /id="self-view"/);
    assert.match(english.body, /id="doctor-tile"/);
    assert.match(english.body, /getUserMedia/);
    const spanish = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/video/12',
      headers: { 'accept-language': 'es-ES' },
    });
    assert.match(spanish.body, /<html lang="es">/);
    assert.match(spanish.body, /Tu médico/);
  });
});
