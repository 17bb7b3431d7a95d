import type { Appointment } from '../../api/shared/appointments';

/** The waiting room opens this long before a booked visit's start (the 'join' entry appears). */
export const WAITING_ROOM_OPENS_BEFORE_MS = 10 * 60_000;

/**
 * Whether the visit is near enough for the waiting room: its session is starting or under way, a booked visit
 * starts within WAITING_ROOM_OPENS_BEFORE_MS, or it is an emergency not started yet (as soon as possible).
 */
export function canEnterWaitingRoom(
  appointment: Pick<Appointment, 'status' | 'start_at'>,
  now: number,
): boolean {
  const { status, start_at } = appointment;
  if (status === 'session_starting' || status === 'session_in_progress') return true;
  if (status !== 'pending' && status !== 'booked' && status !== 'upcoming') return false;
  if (start_at === null) return true;
  return Date.parse(start_at) - now <= WAITING_ROOM_OPENS_BEFORE_MS;
}

export const detailsPath = (id: number) => `/appointments-detail?id=${id}`;
export const waitingRoomPath = (id: number) => `/waiting?id=${id}`;
