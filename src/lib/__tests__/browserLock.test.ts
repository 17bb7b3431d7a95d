import { LockWaitTimeout, withBrowserLock } from '../browserLock';

const webLocks = navigator.locks;

/** Two tasks that each record when they start and end, so overlapping runs show. */
function recorder() {
  const events: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const task = (name: string, until?: Promise<void>) => async () => {
    events.push(`${name} start`);
    await (until ?? Promise.resolve());
    events.push(`${name} end`);
    return name;
  };
  return { events, release, held, task };
}

describe.each([
  ['the Web Locks API', () => undefined],
  [
    'the storage fallback (no Web Locks)',
    () => Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true }),
  ],
])('withBrowserLock with %s', (_, setUp) => {
  beforeEach(setUp);
  afterEach(() => {
    Object.defineProperty(navigator, 'locks', { value: webLocks, configurable: true });
    localStorage.clear();
  });

  it('runs one holder at a time, the next once the first lets go', async () => {
    const { events, release, held, task } = recorder();
    const first = withBrowserLock('test-lock', 5000, task('first', held));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = withBrowserLock('test-lock', 5000, task('second'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['first start']);
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(events).toEqual(['first start', 'first end', 'second start', 'second end']);
  });

  it('gives up waiting after waitMs, and the task never runs', async () => {
    const { events, release, held, task } = recorder();
    const first = withBrowserLock('test-lock', 5000, task('first', held));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(withBrowserLock('test-lock', 200, task('second'))).rejects.toBeInstanceOf(LockWaitTimeout);
    release();
    await first;
    expect(events).toEqual(['first start', 'first end']);
  });

  it('lets go when the task fails', async () => {
    await expect(withBrowserLock('test-lock', 1000, () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await withBrowserLock('test-lock', 1000, async () => 'next')).toBe('next');
  });
});
