import type { Timeslot } from '../../api/shared/doctors';

export interface SlotDay {
  /** The calendar day in the patient's zone, `YYYY-MM-DD`. */
  key: string;
  /** The day's free slots, in time order. */
  slots: Timeslot[];
}

const dayKeyFormatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant on the wall calendar of `zone` (23- and 25-hour days included). */
export function dayKeyInZone(iso: string, zone: string): string {
  let formatter = dayKeyFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeyFormatters.set(zone, formatter);
  }
  return formatter.format(new Date(iso));
}

/**
 * The free slots that start after `now`, grouped by calendar day in the patient's zone, the first `limit` of them
 * (all by default). A slot is an instant: two entries for the same instant written with different offsets are one
 * slot (the first in the provider's order). The grouping is done on instants formatted in that zone, never on the
 * offset the provider wrote, so a day around a daylight-saving change (23 or 25 hours) and a patient in another
 * zone than the doctor both land on the right day.
 */
export function groupFreeSlotsByDay(
  slots: Timeslot[],
  zone: string,
  { now = Date.now(), limit = Infinity }: { now?: number; limit?: number } = {},
): SlotDay[] {
  const free = slots
    .map((slot) => ({ slot, at: Date.parse(slot.start) }))
    .filter(({ slot, at }) => slot.is_available && Number.isFinite(at) && at > now)
    .sort((a, b) => a.at - b.at);
  const days: SlotDay[] = [];
  const seen = new Set<number>();
  for (const { slot, at } of free) {
    if (seen.has(at)) continue;
    if (seen.size === limit) break;
    seen.add(at);
    const key = dayKeyInZone(slot.start, zone);
    const last = days[days.length - 1];
    if (last?.key === key) last.slots.push(slot);
    else days.push({ key, slots: [slot] });
  }
  return days;
}

/** Two ISO date-times name the same instant (`10:30+01:00` and `09:30Z`). */
export const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && Date.parse(a) === Date.parse(b);
