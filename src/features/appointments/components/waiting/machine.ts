import type { AppointmentStatus } from '../../../../api/shared/appointments';

/**
 * The waiting room as an explicit state machine (DESIGN §9), driven by the provider's status:
 *
 *   loading → checkingDevices → waiting → starting → inCall → ended
 *                     ╰──────────────────────╯   ↕ left (the patient stepped out; rejoin while it lasts)
 *
 * plus `canceled`, `error` (the first status could not be read) and `reconnecting`, a flag over any phase
 * while the provider cannot be reached: nothing that depends on the status (the countdown, joining) acts on a
 * stale one, and the next status received decides the phase again, so a visit that ended meanwhile shows as
 * ended, never as a stale 'starting'. `hidden` pauses the polling while the tab is hidden.
 */
export type Phase =
  'loading' | 'checkingDevices' | 'waiting' | 'starting' | 'inCall' | 'left' | 'ended' | 'canceled' | 'error';

export interface WaitingRoomState {
  phase: Phase;
  status: AppointmentStatus | null;
  videoUrl: string | null;
  /** When this page first learnt the session is starting: the 2-minute countdown runs from here. */
  startingSince: number | null;
  reconnecting: boolean;
  hidden: boolean;
  /** Consecutive polls that failed: the back-off grows with them. */
  failures: number;
}

export type WaitingRoomEvent =
  | { type: 'statusReceived'; status: AppointmentStatus; videoUrl: string | null; at: number }
  | { type: 'pollFailed'; offline: boolean }
  | { type: 'wentOffline' }
  | { type: 'cameOnline' }
  | { type: 'tabHidden' }
  | { type: 'tabVisible' }
  | { type: 'devicesChecked' }
  | { type: 'deviceCheckReopened' }
  | { type: 'countdownElapsed'; at: number }
  | { type: 'joinNow' }
  | { type: 'leftCall' }
  | { type: 'rejoin' }
  | { type: 'retry' };

/** Spec §9: the session starts automatically 2 minutes after 'session starting'. */
export const AUTO_START_MS = 2 * 60_000;

export const initialWaitingRoomState = (hidden = false): WaitingRoomState => ({
  phase: 'loading',
  status: null,
  videoUrl: null,
  startingSince: null,
  reconnecting: false,
  hidden,
  failures: 0,
});

const FINAL: readonly Phase[] = ['ended', 'canceled'];
const live = (status: AppointmentStatus | null) =>
  status === 'session_starting' || status === 'session_in_progress';

/** The phase a new status leads to from `phase`. */
function phaseFor(phase: Phase, status: AppointmentStatus): Phase {
  if (status === 'done') return 'ended';
  if (status === 'canceled') return 'canceled';
  if (status === 'session_in_progress') return phase === 'left' ? 'left' : 'inCall';
  if (phase === 'loading' || phase === 'checkingDevices') return 'checkingDevices';
  if (status === 'session_starting') return phase === 'inCall' || phase === 'left' ? phase : 'starting';
  return 'waiting';
}

/** After the device check (done or skipped): where the status says the patient is. */
const afterCheck = (status: AppointmentStatus | null): Phase =>
  status === 'session_starting' ? 'starting' : 'waiting';

/** Joining needs a live session with its room, and a status that is not stale. */
const canJoin = (state: WaitingRoomState) =>
  live(state.status) && state.videoUrl !== null && !state.reconnecting;

export function waitingRoomReducer(state: WaitingRoomState, event: WaitingRoomEvent): WaitingRoomState {
  switch (event.type) {
    case 'statusReceived': {
      if (FINAL.includes(state.phase)) return state;
      const starting = event.status === 'session_starting';
      return {
        ...state,
        phase: phaseFor(state.phase, event.status),
        status: event.status,
        videoUrl: event.videoUrl,
        startingSince: starting
          ? (state.startingSince ?? event.at)
          : live(event.status)
            ? state.startingSince
            : null,
        reconnecting: false,
        failures: 0,
      };
    }
    case 'pollFailed':
      if (FINAL.includes(state.phase)) return state;
      if (state.phase === 'loading' || state.phase === 'error') {
        return {
          ...state,
          phase: event.offline ? 'loading' : 'error',
          reconnecting: event.offline,
          failures: state.failures + 1,
        };
      }
      return { ...state, reconnecting: true, failures: state.failures + 1 };
    case 'wentOffline':
      return FINAL.includes(state.phase) ? state : { ...state, reconnecting: true };
    case 'cameOnline':
      // Poll again at once; `reconnecting` stays until a status arrives.
      return { ...state, failures: 0 };
    case 'tabHidden':
      return { ...state, hidden: true };
    case 'tabVisible':
      return { ...state, hidden: false };
    case 'devicesChecked':
      return state.phase === 'checkingDevices' ? { ...state, phase: afterCheck(state.status) } : state;
    case 'deviceCheckReopened':
      return state.phase === 'waiting' || state.phase === 'starting'
        ? { ...state, phase: 'checkingDevices' }
        : state;
    case 'countdownElapsed': {
      const due = state.startingSince !== null && event.at >= state.startingSince + AUTO_START_MS;
      const waitingToJoin = state.phase === 'starting' || state.phase === 'checkingDevices';
      return due && waitingToJoin && canJoin(state) ? { ...state, phase: 'inCall' } : state;
    }
    case 'joinNow':
    case 'rejoin':
      return ['starting', 'checkingDevices', 'left'].includes(state.phase) && canJoin(state)
        ? { ...state, phase: 'inCall' }
        : state;
    case 'leftCall':
      return state.phase === 'inCall' ? { ...state, phase: 'left' } : state;
    case 'retry':
      return state.phase === 'error' ? { ...state, phase: 'loading', failures: 0 } : state;
  }
}

/** Polling while the session is near or under way, more slowly before. */
export const POLL_MS = { waiting: 15_000, live: 5_000 } as const;
export const MAX_BACKOFF_MS = 30_000;

/**
 * When to ask for the status next: never in a final phase or while the tab is hidden (it resumes on return);
 * after failures, 2 s doubling up to 30 s; otherwise every 5 s around the session and 15 s before it.
 */
export function nextPollDelay(state: WaitingRoomState): number | null {
  if (state.hidden || FINAL.includes(state.phase) || state.phase === 'error') return null;
  if (state.failures > 0) return Math.min(2000 * 2 ** (state.failures - 1), MAX_BACKOFF_MS);
  if (state.phase === 'loading') return 0;
  return live(state.status) ? POLL_MS.live : POLL_MS.waiting;
}

/** Seconds left before the automatic start (null when no countdown runs). */
export function secondsToAutoStart(state: WaitingRoomState, now: number): number | null {
  if (state.startingSince === null || state.status !== 'session_starting') return null;
  return Math.max(0, Math.ceil((state.startingSince + AUTO_START_MS - now) / 1000));
}
