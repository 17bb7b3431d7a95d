import { HOUR, MINUTE } from './time.ts';

export type AppointmentStatus =
  'pending' | 'booked' | 'upcoming' | 'session_starting' | 'session_in_progress' | 'done' | 'canceled';

/** A booked appointment is `upcoming` from 24 h before its start. */
export const UPCOMING_WITHIN_MS = 24 * HOUR;
/** The waiting room opens 10 minutes before the start: the status becomes `session_starting`. */
export const WAITING_ROOM_OPENS_MS = 10 * MINUTE;
/** Spec §9: the session starts automatically 2 minutes after the patient enters the waiting room. */
export const AUTO_START_MS = 2 * MINUTE;
export const SESSION_LENGTH_MS = 30 * MINUTE;
/**
 * An emergency is for now: the doctor on duty waits this long (from the booking) for the patient to enter the
 * waiting room; after that it is over (`done`, like a booked visit the patient missed) and no longer blocks a
 * new emergency.
 */
export const EMERGENCY_JOIN_WINDOW_MS = 30 * MINUTE;

export interface AppointmentTimes {
  appointment_type: 'booked' | 'emergency';
  start_at: number | null;
  waiting_entered_at: number | null;
  ended_at: number | null;
  canceled_at: number | null;
  /** When it was booked (paid): an emergency's join window starts here. */
  created_at: number;
}

/**
 * The status follows from the times alone, so it is always consistent with the clock:
 * booked → upcoming (24 h before) → session_starting (waiting room open, or patient inside) →
 * session_in_progress (2 min after the patient entered) → done (ended, or the session's length elapsed);
 * canceled at any point before the session. An emergency is `upcoming` until the patient enters, or `done`
 * once EMERGENCY_JOIN_WINDOW_MS passed without them.
 */
export function appointmentStatus(times: AppointmentTimes, now: number): AppointmentStatus {
  if (times.canceled_at !== null) return 'canceled';
  if (times.ended_at !== null && times.ended_at <= now) return 'done';
  const entered = times.waiting_entered_at;
  if (entered !== null && now >= entered + AUTO_START_MS) {
    return now >= entered + AUTO_START_MS + SESSION_LENGTH_MS ? 'done' : 'session_in_progress';
  }
  if (entered !== null) return 'session_starting';
  if (times.appointment_type === 'emergency' || times.start_at === null) {
    return now >= times.created_at + EMERGENCY_JOIN_WINDOW_MS ? 'done' : 'upcoming';
  }
  if (now >= times.start_at + SESSION_LENGTH_MS) return 'done';
  if (now >= times.start_at - WAITING_ROOM_OPENS_MS) return 'session_starting';
  if (now >= times.start_at - UPCOMING_WITHIN_MS) return 'upcoming';
  return 'booked';
}

/** Cancellable until the waiting room opens. */
export const canCancel = (status: AppointmentStatus) => status === 'booked' || status === 'upcoming';

/** An appointment that blocks an emergency call: one under way, or an emergency not finished yet. */
export function blocksEmergency(times: AppointmentTimes, now: number): boolean {
  const status = appointmentStatus(times, now);
  if (status === 'session_starting' || status === 'session_in_progress') return true;
  return times.appointment_type === 'emergency' && status === 'upcoming';
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
