import { HOUR, MINUTE } from './time.ts';

export type AppointmentStatus =
  'pending' | 'booked' | 'upcoming' | 'session_starting' | 'session_in_progress' | 'done' | 'canceled';

/** A booked appointment is `upcoming` from 24 h before its start. */
export const UPCOMING_WITHIN_MS = 24 * HOUR;
/** Spec §9: the session starts automatically 2 minutes after 'session starting'. */
export const AUTO_START_MS = 2 * MINUTE;
export const SESSION_LENGTH_MS = 30 * MINUTE;
/**
 * An emergency is paid for a doctor on duty who joins at once. One the doctor has not joined this long after
 * it was paid is cancelled by the provider, and what the patient paid goes back to the balance
 * (services/emergencies.ts; docs/money-integrity.md).
 */
export const EMERGENCY_JOIN_LIMIT_MS = 10 * MINUTE;

export interface AppointmentTimes {
  appointment_type: 'booked' | 'emergency';
  start_at: number | null;
  /**
   * When the doctor let the patient in ahead of the clock (the sandbox's back doors): the session counts as
   * starting from then instead of from `start_at`.
   */
  waiting_entered_at: number | null;
  ended_at: number | null;
  canceled_at: number | null;
  /** When it was booked (paid): an emergency starts here. */
  created_at: number;
  /** When the doctor joined the session (an emergency's doctor must, within EMERGENCY_JOIN_LIMIT_MS). */
  doctor_joined_at: number | null;
}

/** An emergency whose doctor never joined in time, still recorded as open: the provider cancels it. */
export function isUnattendedEmergency(times: AppointmentTimes, now: number): boolean {
  return (
    times.appointment_type === 'emergency' &&
    times.doctor_joined_at === null &&
    times.ended_at === null &&
    times.canceled_at === null &&
    now >= times.created_at + EMERGENCY_JOIN_LIMIT_MS
  );
}

/**
 * When the session starts ('session starting'): the booked time; for an emergency, the moment it was paid
 * (the doctor on duty is called at once); earlier or later when a back door let the patient in.
 */
export function sessionStart(times: AppointmentTimes): number {
  if (times.waiting_entered_at !== null) return times.waiting_entered_at;
  if (times.appointment_type === 'emergency' || times.start_at === null) return times.created_at;
  return times.start_at;
}

/**
 * The status follows from the times alone, so it is always consistent with the clock:
 * booked → upcoming (24 h before) → session_starting (at the start) → session_in_progress (2 min later, by
 * itself: spec §9) → done (the doctor ended it, or the session's length elapsed); canceled at any point before
 * the session. An emergency is `session_starting` from the moment it is paid, and canceled when its doctor has
 * not joined EMERGENCY_JOIN_LIMIT_MS later.
 */
export function appointmentStatus(times: AppointmentTimes, now: number): AppointmentStatus {
  if (times.canceled_at !== null || isUnattendedEmergency(times, now)) return 'canceled';
  if (times.ended_at !== null && times.ended_at <= now) return 'done';
  const start = sessionStart(times);
  if (now >= start + AUTO_START_MS + SESSION_LENGTH_MS) return 'done';
  if (now >= start + AUTO_START_MS) return 'session_in_progress';
  if (now >= start) return 'session_starting';
  if (times.start_at !== null && now >= times.start_at - UPCOMING_WITHIN_MS) return 'upcoming';
  return 'booked';
}

/** Cancellable until the waiting room opens. */
export const canCancel = (status: AppointmentStatus) => status === 'booked' || status === 'upcoming';

/** An appointment that blocks an emergency call: one under way (an open emergency always is). */
export function blocksEmergency(times: AppointmentTimes, now: number): boolean {
  const status = appointmentStatus(times, now);
  return status === 'session_starting' || status === 'session_in_progress';
}

export interface PaidParts {
  paid_card_cents: number;
  paid_balance_cents: number;
  bundle_order_id: number | null;
  company_id: number | null;
}

export interface CancellationOutcome {
  /** Cents credited to the in-app balance (what the patient paid by card and from the balance). */
  refundToBalance: number;
  /** A meeting paid with bundle credit goes back to the bundle. */
  returnBundleMeeting: boolean;
}

/** Refunds go to the balance (spec §1); company-paid consultations refund nothing to the patient. */
export function cancellationOutcome(paid: PaidParts): CancellationOutcome {
  if (paid.company_id !== null) return { refundToBalance: 0, returnBundleMeeting: false };
  return {
    refundToBalance: paid.paid_card_cents + paid.paid_balance_cents,
    returnBundleMeeting: paid.bundle_order_id !== null,
  };
}
