import { backoffDelay, sleep } from '../backoff';
import { newIdempotencyKey } from '../idempotencyKey';
import { paymentAttemptStorage } from '../paymentAttempts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => localStorage.clear());

describe('paymentAttemptStorage', () => {
  it('keeps the idempotency key of a pre-order across reads (a reload, another tab)', () => {
    paymentAttemptStorage.save(41, { idempotencyKey: 'k-41', savedAt: 1000 });
    expect(paymentAttemptStorage.read(41, 2000)).toEqual({ idempotencyKey: 'k-41', savedAt: 1000 });
    expect(paymentAttemptStorage.read(42, 2000)).toBeNull();
  });

  it('forgets attempts older than a day, and tidies them when another is saved', () => {
    const day = 24 * 3600 * 1000;
    paymentAttemptStorage.save(1, { idempotencyKey: 'old', savedAt: 0 });
    expect(paymentAttemptStorage.read(1, day + 1)).toBeNull();
    paymentAttemptStorage.save(2, { idempotencyKey: 'new', savedAt: day + 1 });
    expect(localStorage.getItem('payment_attempt:1')).toBeNull();
    expect(paymentAttemptStorage.read(2, day + 2)?.idempotencyKey).toBe('new');
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem('payment_attempt:7', '{not json');
    expect(paymentAttemptStorage.read(7)).toBeNull();
    localStorage.setItem('payment_attempt:7', JSON.stringify({ idempotencyKey: 3 }));
    expect(paymentAttemptStorage.read(7)).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('makes UUID v4 keys, also without crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('back-off', () => {
  it('doubles from the first delay up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(backoffDelay(2, { first: 100, max: 300 })).toBe(300);
  });

  it('sleeps until the timer fires, or stops when aborted', async () => {
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      void sleep(1000).then(done);
      await jest.advanceTimersByTimeAsync(999);
      expect(done).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
      const controller = new AbortController();
      const aborted = sleep(1000, controller.signal);
      controller.abort(new Error('left the page'));
      await expect(aborted).rejects.toThrow('left the page');
    } finally {
      jest.useRealTimers();
    }
  });
});
