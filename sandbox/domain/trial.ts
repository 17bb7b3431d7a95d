import { DOCTOR_ZONE, localParts } from './time.ts';

/** Spec §9: 3 months free, at most 2 sessions a month, a reminder 7 days before the first charge. */
export const TRIAL_MONTHS = 3;
export const TRIAL_SESSIONS_PER_MONTH = 2;
export const TRIAL_REMINDER_DAYS = 7;

/** The trial's end: the same day of the month, three months later (clamped to the month's last day). */
export function trialEndsAt(startedAt: number): number {
  const start = new Date(startedAt);
  const target = new Date(startedAt);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + TRIAL_MONTHS);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

/** `YYYY-MM` of an instant in Madrid: the month a session counts against. */
export function sessionMonth(instant: number): string {
  const { year, month } = localParts(DOCTOR_ZONE, instant);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export interface SubscriptionState {
  active: boolean;
  trialEndsAt: number | null;
  /** Start instants of the patient's non-cancelled subscription-covered sessions. */
  coveredSessionStarts: number[];
}

export type CoverageDecision = { covered: true } | { covered: false; reason: string };

/**
 * Does the subscription cover a session at `sessionAt`? Only while active; during the trial at most
 * 2 sessions per calendar month (Madrid); after the trial the monthly plan renews and covers them.
 */
export function subscriptionCoverage(state: SubscriptionState, sessionAt: number): CoverageDecision {
  if (!state.active) return { covered: false, reason: 'subscription_not_active' };
  const inTrial = state.trialEndsAt !== null && sessionAt < state.trialEndsAt;
  if (!inTrial) return { covered: true };
  const month = sessionMonth(sessionAt);
  const used = state.coveredSessionStarts.filter((start) => sessionMonth(start) === month).length;
  if (used >= TRIAL_SESSIONS_PER_MONTH) return { covered: false, reason: 'trial_limit_reached' };
  return { covered: true };
}

/** When the reminder before the first charge is due. */
export const trialReminderAt = (trialEnd: number) => trialEnd - TRIAL_REMINDER_DAYS * 24 * 3600 * 1000;
