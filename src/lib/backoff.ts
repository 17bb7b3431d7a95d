/** Exponential back-off: `first`, doubled each attempt, never more than `max` (milliseconds). */
export function backoffDelay(attempt: number, { first = 500, max = 8000 } = {}): number {
  return Math.min(max, first * 2 ** Math.max(0, attempt));
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
