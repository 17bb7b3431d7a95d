import userEvent from '@testing-library/user-event';

/**
 * Jest's fake clock, for a test about time: from here on `Date.now()` and `new Date()` give `now` (default: the
 * real time at the call) and time moves only with `jest.advanceTimersByTime` (inside `act` when the page
 * re-renders); a request to the local provider still completes. Microtasks, `nextTick` and `setImmediate`
 * stay real, as this project's tests with a fake clock have always kept them.
 * Returns a userEvent that moves the fake clock while it types. Undo with `jest.useRealTimers()` (afterEach).
 */
export function fakeClock(now?: string | number | Date) {
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    ...(now === undefined ? {} : { now: new Date(now) }),
  });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}
