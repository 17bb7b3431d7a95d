import { canEnterWaitingRoom, WAITING_ROOM_OPENS_BEFORE_MS } from '../timing';

const start = Date.parse('2026-12-01T09:30:00Z');
const at = (
  status: Parameters<typeof canEnterWaitingRoom>[0]['status'],
  startAt: string | null = '2026-12-01T10:30:00+01:00',
) => ({ status, start_at: startAt });

describe('when the waiting room is open to the patient', () => {
  it('opens 10 minutes before a booked visit', () => {
    expect(canEnterWaitingRoom(at('upcoming'), start - WAITING_ROOM_OPENS_BEFORE_MS - 1)).toBe(false);
    expect(canEnterWaitingRoom(at('upcoming'), start - WAITING_ROOM_OPENS_BEFORE_MS)).toBe(true);
    expect(canEnterWaitingRoom(at('booked'), start - 60 * 60_000)).toBe(false);
  });

  it('is open while the session is starting or in progress, and for an emergency (as soon as possible)', () => {
    expect(canEnterWaitingRoom(at('session_starting'), 0)).toBe(true);
    expect(canEnterWaitingRoom(at('session_in_progress'), 0)).toBe(true);
    expect(canEnterWaitingRoom(at('pending', null), 0)).toBe(true);
  });

  it('is closed for a visit that is over', () => {
    expect(canEnterWaitingRoom(at('done'), start)).toBe(false);
    expect(canEnterWaitingRoom(at('canceled'), start)).toBe(false);
  });
});
