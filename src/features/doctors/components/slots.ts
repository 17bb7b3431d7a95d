import type { Timeslot } from '../../../api/shared/doctors';
import { dayKeyInZone } from '../../../components/slots/slotDays';

/** How many of the next free slots the profile shows. */
export const NEXT_SLOTS_SHOWN = 12;

export interface SlotDay {
  /** YYYY-MM-DD in the zone. */
  key: string;
  /** The first slot's start: the day's date, for display. */
  start: string;
  slots: Timeslot[];
}

/** The first `limit` available future slots, in time order, grouped by calendar day in `zone`. */
export function groupSlotsByDay(slots: Timeslot[], zone: string, limit: number, now = Date.now()): SlotDay[] {
  const upcoming = slots
    .filter((slot) => slot.is_available && new Date(slot.start).getTime() > now)
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
    .slice(0, limit);
  const days: SlotDay[] = [];
  for (const slot of upcoming) {
    const key = dayKeyInZone(slot.start, zone);
    const last = days[days.length - 1];
    if (last && last.key === key) last.slots.push(slot);
    else days.push({ key, start: slot.start, slots: [slot] });
  }
  return days;
}
