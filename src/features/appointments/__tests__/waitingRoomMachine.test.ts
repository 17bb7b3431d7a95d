import type { AppointmentStatus } from '../../../api/shared/appointments';
import {
  AUTO_START_MS,
  MAX_BACKOFF_MS,
  POLL_MS,
  type Phase,
  type WaitingRoomEvent,
  type WaitingRoomState,
  initialWaitingRoomState,
  nextPollDelay,
  secondsToAutoStart,
  waitingRoomReducer,
} from '../components/waiting/machine';

const T = Date.parse('2026-12-01T09:30:00Z');
const ROOM = 'https://video.example/rooms/7?lang=es';

const status = (value: AppointmentStatus, at = T): WaitingRoomEvent => ({
  type: 'statusReceived',
  status: value,
  videoUrl: value === 'session_starting' || value === 'session_in_progress' ? ROOM : null,
  at,
});

const run = (events: WaitingRoomEvent[], from = initialWaitingRoomState()) =>
  events.reduce(waitingRoomReducer, from);

const inPhase = (phase: Phase, extra: Partial<WaitingRoomState> = {}): WaitingRoomState => ({
  ...initialWaitingRoomState(),
  phase,
  ...extra,
});

describe('the waiting room machine: the first status', () => {
  it.each<[AppointmentStatus, Phase]>([
    ['pending', 'checkingDevices'],
    ['booked', 'checkingDevices'],
    ['upcoming', 'checkingDevices'],
    ['session_starting', 'checkingDevices'],
    ['session_in_progress', 'inCall'],
    ['done', 'ended'],
    ['canceled', 'canceled'],
  ])('%s → %s', (value, phase) => {
    expect(run([status(value)]).phase).toBe(phase);
  });

  it('starts the countdown the moment it first sees session_starting', () => {
    const state = run([status('session_starting', T)]);
    expect(state.startingSince).toBe(T);
    expect(run([status('session_starting', T + 5000)], state).startingSince).toBe(T);
  });
});

describe('the device check', () => {
  it('leads to waiting, or to starting when the session is already starting', () => {
    expect(run([status('upcoming'), { type: 'devicesChecked' }]).phase).toBe('waiting');
    expect(run([status('session_starting'), { type: 'devicesChecked' }]).phase).toBe('starting');
  });

  it('can be opened again from waiting and starting, not from the call', () => {
    expect(run([{ type: 'deviceCheckReopened' }], inPhase('waiting')).phase).toBe('checkingDevices');
    expect(run([{ type: 'deviceCheckReopened' }], inPhase('starting')).phase).toBe('checkingDevices');
    expect(run([{ type: 'deviceCheckReopened' }], inPhase('inCall')).phase).toBe('inCall');
    expect(run([{ type: 'devicesChecked' }], inPhase('waiting')).phase).toBe('waiting');
  });

  it('stays on screen while the status changes before the call, and gives way to a session in progress', () => {
    const checking = run([status('upcoming'), status('session_starting')]);
    expect(checking.phase).toBe('checkingDevices');
    expect(run([status('session_in_progress')], checking).phase).toBe('inCall');
    expect(run([status('done')], checking).phase).toBe('ended');
  });
});

describe('waiting → starting → in the call', () => {
  const waiting = run([status('upcoming'), { type: 'devicesChecked' }]);

  it('waiting becomes starting when the provider says so', () => {
    expect(run([status('session_starting')], waiting).phase).toBe('starting');
    expect(run([status('upcoming')], waiting).phase).toBe('waiting');
  });

  it('joins by itself 2 minutes after session starting, not before', () => {
    const starting = run([status('session_starting', T)], waiting);
    expect(run([{ type: 'countdownElapsed', at: T + AUTO_START_MS - 1 }], starting).phase).toBe('starting');
    expect(run([{ type: 'countdownElapsed', at: T + AUTO_START_MS }], starting).phase).toBe('inCall');
  });

  it('auto-starts from the device check too', () => {
    const checking = run([status('session_starting', T)]);
    expect(run([{ type: 'countdownElapsed', at: T + AUTO_START_MS }], checking).phase).toBe('inCall');
  });

  it("'join now' joins at once, but only a live session with its room", () => {
    expect(run([status('session_starting'), { type: 'joinNow' }], waiting).phase).toBe('inCall');
    expect(run([{ type: 'joinNow' }], waiting).phase).toBe('waiting');
    const noRoom = run(
      [{ type: 'statusReceived', status: 'session_starting', videoUrl: null, at: T }],
      waiting,
    );
    expect(run([{ type: 'joinNow' }], noRoom).phase).toBe('starting');
  });

  it('goes into the call when the provider says the session is in progress', () => {
    expect(run([status('session_in_progress')], waiting).phase).toBe('inCall');
    expect(run([status('session_starting'), status('session_in_progress')], waiting).phase).toBe('inCall');
  });

  it('a session put back (rescheduled) returns to waiting and drops the countdown', () => {
    const back = run([status('session_starting'), status('upcoming')], waiting);
    expect([back.phase, back.startingSince]).toEqual(['waiting', null]);
  });
});

describe('the call', () => {
  const inCall = run([status('session_in_progress')]);

  it('the patient can leave and rejoin while the session lasts', () => {
    const left = run([{ type: 'leftCall' }], inCall);
    expect(left.phase).toBe('left');
    expect(run([status('session_in_progress')], left).phase).toBe('left');
    expect(run([{ type: 'rejoin' }], left).phase).toBe('inCall');
    expect(run([{ type: 'leftCall' }], inPhase('waiting')).phase).toBe('waiting');
  });

  it('ends when the provider says done, from the call or after leaving it', () => {
    expect(run([status('done')], inCall).phase).toBe('ended');
    expect(run([{ type: 'leftCall' }, status('done')], inCall).phase).toBe('ended');
  });

  it('a cancelled visit is cancelled wherever the patient is', () => {
    expect(run([status('canceled')], inPhase('starting', { status: 'session_starting' })).phase).toBe(
      'canceled',
    );
  });
});

describe('ended and cancelled are final', () => {
  it.each<Phase>(['ended', 'canceled'])('%s ignores later statuses, failures and joins', (phase) => {
    const final = inPhase(phase, { status: phase === 'ended' ? 'done' : 'canceled' });
    for (const event of [
      status('session_starting'),
      { type: 'pollFailed', offline: true } as const,
      { type: 'wentOffline' } as const,
      { type: 'joinNow' } as const,
      { type: 'rejoin' } as const,
    ]) {
      expect(run([event], final)).toEqual(final);
    }
    expect(nextPollDelay(final)).toBeNull();
  });
});

describe('connection lost and recovered', () => {
  const starting = run([status('session_starting', T), { type: 'devicesChecked' }]);

  it('going offline shows reconnecting over the phase; the countdown and joining wait for a fresh status', () => {
    const offline = run([{ type: 'wentOffline' }], starting);
    expect([offline.phase, offline.reconnecting]).toEqual(['starting', true]);
    expect(run([{ type: 'countdownElapsed', at: T + AUTO_START_MS }], offline).phase).toBe('starting');
    expect(run([{ type: 'joinNow' }], offline).phase).toBe('starting');
  });

  it('a failed poll is reconnecting too, and counts for the back-off', () => {
    const failed = run(
      [
        { type: 'pollFailed', offline: false },
        { type: 'pollFailed', offline: true },
      ],
      starting,
    );
    expect([failed.reconnecting, failed.failures]).toEqual([true, 2]);
  });

  it('coming back online resets the back-off (the page polls at once) and the next status decides: ended, never a stale starting', () => {
    const offline = run([{ type: 'wentOffline' }, { type: 'pollFailed', offline: true }], starting);
    const online = run([{ type: 'cameOnline' }], offline);
    expect([online.reconnecting, online.failures, nextPollDelay(online)]).toEqual([true, 0, POLL_MS.live]);
    const recovered = run([status('done')], online);
    expect([recovered.phase, recovered.reconnecting]).toEqual(['ended', false]);
  });

  it('recovers into the call when the session started meanwhile', () => {
    const offline = run([{ type: 'wentOffline' }], starting);
    expect(run([status('session_in_progress')], offline)).toMatchObject({
      phase: 'inCall',
      reconnecting: false,
    });
  });

  it('the first status: offline keeps trying (reconnecting), an error answer offers retry', () => {
    const offline = run([{ type: 'pollFailed', offline: true }]);
    expect([offline.phase, offline.reconnecting]).toEqual(['loading', true]);
    const failed = run([{ type: 'pollFailed', offline: false }]);
    expect(failed.phase).toBe('error');
    expect(nextPollDelay(failed)).toBeNull();
    expect(run([{ type: 'retry' }], failed)).toMatchObject({ phase: 'loading', failures: 0 });
    expect(run([{ type: 'retry' }], starting)).toEqual(starting);
  });
});

describe('polling', () => {
  it('asks at once while loading, every 5 s around the session and 15 s before it', () => {
    expect(nextPollDelay(initialWaitingRoomState())).toBe(0);
    expect(nextPollDelay(run([status('upcoming')]))).toBe(POLL_MS.waiting);
    expect(nextPollDelay(run([status('session_starting')]))).toBe(POLL_MS.live);
    expect(nextPollDelay(run([status('session_in_progress')]))).toBe(POLL_MS.live);
  });

  it('backs off after failures: 2 s, 4 s, 8 s … at most 30 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((failures) =>
      nextPollDelay({ ...run([status('upcoming')]), failures }),
    );
    expect(delays).toEqual([2000, 4000, 8000, 16_000, MAX_BACKOFF_MS, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
  });

  it('pauses while the tab is hidden and resumes when it is visible again', () => {
    const hidden = run([status('session_starting'), { type: 'tabHidden' }]);
    expect([hidden.hidden, nextPollDelay(hidden)]).toEqual([true, null]);
    expect(nextPollDelay(run([{ type: 'tabVisible' }], hidden))).toBe(POLL_MS.live);
    expect(nextPollDelay(initialWaitingRoomState(true))).toBeNull();
  });
});

describe('the countdown', () => {
  it('counts the seconds left to the automatic start, only while the session is starting', () => {
    const starting = run([status('session_starting', T)]);
    expect(secondsToAutoStart(starting, T)).toBe(120);
    expect(secondsToAutoStart(starting, T + 61_500)).toBe(59);
    expect(secondsToAutoStart(starting, T + 5 * AUTO_START_MS)).toBe(0);
    expect(secondsToAutoStart(run([status('session_in_progress')], starting), T)).toBeNull();
    expect(secondsToAutoStart(run([status('upcoming')]), T)).toBeNull();
  });
});
