/** A render the limiter turned away: too many waiting already, or its turn did not come in time. */
export class RendererBusy extends Error {
  constructor(reason: string) {
    super(`The renderer is busy: ${reason}`);
    this.name = 'RendererBusy';
  }
}

export interface RenderLimiterOptions {
  /** Renders at once. */
  concurrency: number;
  /** Renders waiting for their turn; one more is turned away at once. */
  maxQueue: number;
  /** How long a render waits for its turn before it is turned away. */
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * The renderer's total concurrency: rendering holds the event loop and the provider's connections, so a burst of
 * renders beyond a few at once only makes every one of them slower. What cannot start soon is refused quickly
 * (the caller answers with the browser-rendered page) instead of queueing for seconds.
 */
export function createRenderLimiter({ concurrency, maxQueue, maxWaitMs }: RenderLimiterOptions) {
  let active = 0;
  const queue: Waiter[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const start = <T>(task: () => Promise<T>): Promise<T> => {
    active += 1;
    return Promise.resolve().then(task).finally(release);
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) return start(task);
      if (queue.length >= maxQueue) return Promise.reject(new RendererBusy('queue full'));
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start: () => start(task).then(resolve, reject),
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            reject(new RendererBusy(`no turn within ${maxWaitMs} ms`));
          }, maxWaitMs),
        };
        queue.push(waiter);
      });
    },
    stats: () => ({ active, queued: queue.length }),
  };
}

export type RenderLimiter = ReturnType<typeof createRenderLimiter>;

export const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT once `ms` have passed (the work goes on; its result is not awaited). */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
