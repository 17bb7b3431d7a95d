import { DAY, DOCTOR_ZONE, MINUTE, localParts, zonedToInstant } from './time.ts';

export interface WeeklyShift {
  /** ISO weekday, Monday 1 … Sunday 7, in the doctor's zone. */
  weekday: number;
  start_minute: number;
  end_minute: number;
  slot_minutes: number;
}

export interface Slot {
  start: number;
  end: number;
}

/** Patients may book from now to 30 days ahead (spec §9). */
export const BOOKING_WINDOW_MS = 2_592_000_000;

/**
 * Every slot of the weekly shifts that starts inside [from, to), in wall-clock time of `zone`, so a shift
 * of 09:00–13:00 stays 09:00–13:00 across daylight-saving changes.
 */
export function slotsBetween(shifts: WeeklyShift[], from: number, to: number, zone = DOCTOR_ZONE): Slot[] {
  const slots: Slot[] = [];
  if (to <= from || shifts.length === 0) return slots;
  const first = localParts(zone, from - DAY);
  // Step from local noon: a day is 23–25 h long, so noon + 24 h always lands on the next date.
  for (
    let noon = zonedToInstant(zone, first.year, first.month, first.day, 720);
    noon < to + DAY;
    noon += DAY
  ) {
    const { year, month, day, weekday } = localParts(zone, noon);
    for (const shift of shifts.filter((candidate) => candidate.weekday === weekday)) {
      for (
        let minute = shift.start_minute;
        minute + shift.slot_minutes <= shift.end_minute;
        minute += shift.slot_minutes
      ) {
        const start = zonedToInstant(zone, year, month, day, minute);
        if (start >= from && start < to) slots.push({ start, end: start + shift.slot_minutes * MINUTE });
      }
    }
  }
  const unique = new Map(slots.map((slot) => [slot.start, slot]));
  return [...unique.values()].sort((a, b) => a.start - b.start);
}

/** Is `start` exactly the start of one of the doctor's slots? (A pre-order must name a real slot.) */
export function isSlotStart(shifts: WeeklyShift[], start: number, zone = DOCTOR_ZONE): boolean {
  return slotsBetween(shifts, start, start + 1, zone).some((slot) => slot.start === start);
}

/** On duty now: inside a shift (duty `schedule`), always (`always`) or never. */
export function isOnDuty(
  duty: 'schedule' | 'always' | 'never',
  shifts: WeeklyShift[],
  now: number,
  zone = DOCTOR_ZONE,
) {
  if (duty !== 'schedule') return duty === 'always';
  const { weekday, minuteOfDay } = localParts(zone, now);
  return shifts.some(
    (shift) =>
      shift.weekday === weekday && minuteOfDay >= shift.start_minute && minuteOfDay < shift.end_minute,
  );
}
