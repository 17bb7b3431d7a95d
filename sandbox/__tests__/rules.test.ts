import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AUTO_START_MS,
  EMERGENCY_JOIN_LIMIT_MS,
  SESSION_LENGTH_MS,
  UPCOMING_WITHIN_MS,
  appointmentStatus,
  blocksEmergency,
  cancellationOutcome,
  isUnattendedEmergency,
} from '../domain/appointmentStatus.ts';
import { OTP_MAX_ATTEMPTS, checkOtp } from '../domain/otp.ts';

import { isOnDuty, slotsBetween } from '../domain/slots.ts';
import { isoInZone } from '../domain/time.ts';
import { subscriptionCoverage, trialEndsAt } from '../domain/trial.ts';
import { ageOn, isValidIdNumber, normalisePhone } from '../domain/validation.ts';
import { refreshVerdict } from '../services/tokens.ts';

const MIN = 60_000;
const now = Date.parse('2026-03-10T10:00:00Z');

describe('appointment status', () => {
  const start = Date.parse('2026-03-20T09:00:00Z');
  const booked = {
    appointment_type: 'booked' as const,
    start_at: start,
    waiting_entered_at: null,
    ended_at: null,
    canceled_at: null,
    created_at: now,
    doctor_joined_at: null,
  };

  it('moves booked → upcoming → session_starting → session_in_progress → done with the clock', () => {
    assert.equal(appointmentStatus(booked, start - UPCOMING_WITHIN_MS - 1), 'booked');
    assert.equal(appointmentStatus(booked, start - UPCOMING_WITHIN_MS), 'upcoming');
    assert.equal(appointmentStatus(booked, start - 1), 'upcoming');
    assert.equal(appointmentStatus(booked, start), 'session_starting');
    assert.equal(appointmentStatus(booked, start + AUTO_START_MS - 1), 'session_starting');
    assert.equal(appointmentStatus(booked, start + AUTO_START_MS), 'session_in_progress');
    assert.equal(
      appointmentStatus(booked, start + AUTO_START_MS + SESSION_LENGTH_MS - 1),
      'session_in_progress',
    );
    assert.equal(appointmentStatus(booked, start + AUTO_START_MS + SESSION_LENGTH_MS), 'done');
  });

  it('ends when the doctor ends the call, and starts early when a back door lets the patient in', () => {
    assert.equal(appointmentStatus({ ...booked, ended_at: start + 10 * MIN }, start + 10 * MIN), 'done');
    const letIn = { ...booked, waiting_entered_at: start - 3 * 60 * MIN };
    assert.equal(appointmentStatus(letIn, start - 3 * 60 * MIN), 'session_starting');
    assert.equal(appointmentStatus(letIn, start - 3 * 60 * MIN + AUTO_START_MS), 'session_in_progress');
  });

  it('canceled wins; an emergency is starting from the moment it is paid and blocks another meanwhile', () => {
    assert.equal(
      appointmentStatus({ ...booked, canceled_at: start - 99 * MIN }, start + 99 * MIN),
      'canceled',
    );
    const emergency = {
      ...booked,
      appointment_type: 'emergency' as const,
      start_at: null,
      doctor_joined_at: now + MIN,
    };
    assert.deepEqual(
      [appointmentStatus(emergency, now), blocksEmergency(emergency, now)],
      ['session_starting', true],
    );
    assert.equal(appointmentStatus(emergency, now + AUTO_START_MS), 'session_in_progress');
    const over = now + AUTO_START_MS + SESSION_LENGTH_MS;
    assert.deepEqual([appointmentStatus(emergency, over), blocksEmergency(emergency, over)], ['done', false]);
    assert.equal(blocksEmergency(booked, start - 48 * 60 * MIN), false);
    assert.equal(blocksEmergency(booked, start + 5 * MIN), true);
  });

  it(`cancels an emergency whose doctor has not joined ${EMERGENCY_JOIN_LIMIT_MS / MIN} minutes after it was paid`, () => {
    const unjoined = { ...booked, appointment_type: 'emergency' as const, start_at: null };
    const limit = now + EMERGENCY_JOIN_LIMIT_MS;
    assert.equal(appointmentStatus(unjoined, limit - 1), 'session_in_progress');
    assert.deepEqual(
      [isUnattendedEmergency(unjoined, limit - 1), isUnattendedEmergency(unjoined, limit)],
      [false, true],
    );
    assert.deepEqual(
      [appointmentStatus(unjoined, limit), blocksEmergency(unjoined, limit)],
      ['canceled', false],
    );
    const joined = { ...unjoined, doctor_joined_at: limit - 1 };
    assert.equal(appointmentStatus(joined, limit), 'session_in_progress');
    const ended = { ...unjoined, ended_at: now + 3 * MIN };
    assert.equal(appointmentStatus(ended, limit), 'done', 'the doctor ended it: it happened');
    assert.equal(
      appointmentStatus({ ...booked, start_at: now }, limit),
      'session_in_progress',
      'booked: not this rule',
    );
  });
});

describe('refund on cancellation', () => {
  it('refunds card and balance into the balance and gives back a bundle meeting', () => {
    assert.deepEqual(
      cancellationOutcome({
        paid_card_cents: 2500,
        paid_balance_cents: 900,
        bundle_order_id: null,
        company_id: null,
      }),
      {
        refundToBalance: 3400,
        returnBundleMeeting: false,
      },
    );
    assert.deepEqual(
      cancellationOutcome({
        paid_card_cents: 0,
        paid_balance_cents: 0,
        bundle_order_id: 4,
        company_id: null,
      }),
      {
        refundToBalance: 0,
        returnBundleMeeting: true,
      },
    );
    assert.equal(
      cancellationOutcome({ paid_card_cents: 0, paid_balance_cents: 0, bundle_order_id: null, company_id: 1 })
        .refundToBalance,
      0,
    );
  });
});

describe('subscription trial', () => {
  const started = Date.parse('2026-01-31T10:00:00Z');
  const trialEnd = trialEndsAt(started);
  const march = (day: number) => Date.parse(`2026-03-${String(day).padStart(2, '0')}T10:00:00Z`);

  it('lasts 3 months, clamped to the end of a shorter month', () => {
    assert.equal(new Date(trialEnd).toISOString(), '2026-04-30T10:00:00.000Z');
  });

  it('covers at most 2 sessions per month during the trial', () => {
    const state = { active: true, trialEndsAt: trialEnd, coveredSessionStarts: [march(2), march(9)] };
    assert.deepEqual(subscriptionCoverage(state, march(20)), {
      covered: false,
      reason: 'trial_limit_reached',
    });
    assert.deepEqual(subscriptionCoverage({ ...state, coveredSessionStarts: [march(2)] }, march(20)), {
      covered: true,
    });
    assert.deepEqual(subscriptionCoverage(state, Date.parse('2026-04-02T10:00:00Z')), { covered: true });
  });

  it('covers nothing when inactive, and renews without the trial limit afterwards', () => {
    assert.equal(
      subscriptionCoverage({ active: false, trialEndsAt: trialEnd, coveredSessionStarts: [] }, march(5))
        .covered,
      false,
    );
    const after = Date.parse('2026-05-10T10:00:00Z');
    const busy = { active: true, trialEndsAt: trialEnd, coveredSessionStarts: [after, after, after] };
    assert.equal(subscriptionCoverage(busy, after).covered, true);
  });
});

describe('one-time codes', () => {
  const record = { code: '482913', attempts: 0, state: 'pending' as const, expires_at: now + 10 * MIN };

  it('accepts the code (and the sandbox fixed code), refuses others', () => {
    assert.deepEqual(checkOtp(record, '482913', now), { ok: true });
    assert.deepEqual(checkOtp(record, '123456', now, '123456'), { ok: true });
    assert.equal(checkOtp(record, '123456', now).ok, false);
  });

  it(`locks on the ${OTP_MAX_ATTEMPTS}th wrong attempt and then refuses even the right code`, () => {
    assert.deepEqual(checkOtp({ ...record, attempts: 3 }, '000000', now), {
      ok: false,
      code: 'invalid_otp',
      attempts: 4,
      lock: false,
    });
    assert.deepEqual(checkOtp({ ...record, attempts: 4 }, '000000', now), {
      ok: false,
      code: 'invalid_otp',
      attempts: 5,
      lock: true,
    });
    const locked = { ...record, attempts: 5, state: 'locked' as const };
    assert.equal((checkOtp(locked, '482913', now, '123456') as { code: string }).code, 'otp_locked');
  });

  it('refuses an expired code', () => {
    assert.equal(
      (checkOtp({ ...record, expires_at: now }, '482913', now) as { code: string }).code,
      'otp_expired',
    );
  });
});

describe('refresh token rotation', () => {
  const row = { jti: 'a', user_id: 1, family: 'f', expires_at: now + MIN, used_at: null, revoked_at: null };
  it('a token works once; showing it again is reuse', () => {
    assert.equal(refreshVerdict(row, now), 'ok');
    assert.equal(refreshVerdict({ ...row, used_at: now }, now), 'reused');
    assert.equal(refreshVerdict({ ...row, used_at: now, revoked_at: now }, now), 'revoked');
    assert.equal(refreshVerdict({ ...row, expires_at: now }, now), 'expired');
    assert.equal(refreshVerdict(undefined, now), 'unknown');
  });
});

describe('schedules in Europe/Madrid', () => {
  const shifts = [{ weekday: 7, start_minute: 9 * 60, end_minute: 11 * 60, slot_minutes: 30 }];

  it('keeps wall-clock times across the March daylight-saving change', () => {
    const slots = slotsBetween(
      shifts,
      Date.parse('2026-03-21T00:00:00Z'),
      Date.parse('2026-04-01T00:00:00Z'),
    );
    assert.deepEqual(
      slots.map((slot) => isoInZone(slot.start)),
      [
        '2026-03-22T09:00:00+01:00',
        '2026-03-22T09:30:00+01:00',
        '2026-03-22T10:00:00+01:00',
        '2026-03-22T10:30:00+01:00',
        '2026-03-29T09:00:00+02:00',
        '2026-03-29T09:30:00+02:00',
        '2026-03-29T10:00:00+02:00',
        '2026-03-29T10:30:00+02:00',
      ],
    );
  });

  it('shows a slot in the patient zone too, and knows who is on duty', () => {
    assert.equal(
      isoInZone(Date.parse('2026-03-22T08:00:00Z'), 'Atlantic/Canary'),
      '2026-03-22T08:00:00+00:00',
    );
    assert.equal(isOnDuty('schedule', shifts, Date.parse('2026-03-22T08:30:00Z')), true);
    assert.equal(isOnDuty('schedule', shifts, Date.parse('2026-03-22T10:30:00Z')), false);
    assert.equal(isOnDuty('always', [], now), true);
  });
});

describe('input rules', () => {
  it('validates Spanish numbers, DNI/NIE check letters and age', () => {
    assert.equal(normalisePhone('+34', '612 345 678'), '+34612345678');
    assert.equal(normalisePhone('+34', '+34612345678'), '+34612345678');
    assert.equal(normalisePhone('+34', '512345678'), null);
    assert.equal(normalisePhone('34', '+34612345678'), '+34612345678');
    assert.equal(normalisePhone('+34', '+351912345678'), null);
    assert.equal(isValidIdNumber('12345678Z'), true);
    assert.equal(isValidIdNumber('12345678A'), false);
    assert.equal(isValidIdNumber('X1234567L'), true);
    assert.equal(ageOn('2008-03-11', '2026-03-10'), 17);
    assert.equal(ageOn('2008-03-10', '2026-03-10'), 18);
    assert.equal(ageOn('2001-02-30', '2026-03-10'), null);
  });
});
