import type { Timeslot } from '../../../api/shared/doctors';
import { groupFreeSlotsByDay } from '../slotDays';

const slot = (start: string, is_available = true): Timeslot => ({ start, end: start, is_available });
const now = Date.parse('2030-03-05T08:00:00Z');
const summary = (days: ReturnType<typeof groupFreeSlotsByDay>) =>
  days.map((day) => [day.key, day.slots.map((s) => s.start)]);

describe('groupFreeSlotsByDay', () => {
  it('keeps the free future slots in time order, grouped by day in the zone; one instant is one slot', () => {
    const days = groupFreeSlotsByDay(
      [
        slot('2030-03-06T00:30:00+01:00'),
        slot('2030-03-05T07:00:00+01:00'),
        slot('2030-03-05T23:30:00+00:00'),
        slot('2030-03-05T12:00:00+01:00', false),
        slot('2030-03-05T10:00:00+01:00'),
      ],
      'Atlantic/Canary',
      { now },
    );
    // 23:30Z and 00:30+01:00 are the same instant, on 5 March in the Canaries: one slot. 07:00+01:00 is past.
    expect(summary(days)).toEqual([
      ['2030-03-05', ['2030-03-05T10:00:00+01:00', '2030-03-06T00:30:00+01:00']],
    ]);
  });

  it('keeps the first `limit` slots, counting an instant written twice once', () => {
    const days = groupFreeSlotsByDay(
      [
        slot('2030-03-05T10:00:00+01:00'),
        slot('2030-03-05T09:00:00Z'),
        slot('2030-03-05T11:00:00+01:00'),
        slot('2030-03-06T10:00:00+01:00'),
      ],
      'Europe/Madrid',
      { now, limit: 2 },
    );
    expect(summary(days)).toEqual([
      ['2030-03-05', ['2030-03-05T10:00:00+01:00', '2030-03-05T11:00:00+01:00']],
    ]);
  });
});
