import { isStorageUsable } from './storage';

/** Waiting for the lock took longer than allowed: whoever holds it is stuck. */
export class LockWaitTimeout extends Error {
  constructor(name: string) {
    super(`Waited too long for the lock ${name}`);
    this.name = 'LockWaitTimeout';
  }
}

/**
 * Runs `task` while holding a lock that every tab of this browser shares (DESIGN §9): the Web Locks API where
 * the browser has it, else a lock kept in localStorage (browser-tabs-lock, downloaded only by the browsers that
 * need it). Where neither works (storage blocked, or not a browser) the tab has nobody to share its session
 * with and the task runs at once. Waiting longer than `waitMs` throws LockWaitTimeout; a granted task runs to
 * its end, so the task must bound itself (provider calls have a timeout).
 */
export async function withBrowserLock<T>(name: string, waitMs: number, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    const signal = AbortSignal.timeout(waitMs);
    try {
      return await locks.request(name, { signal }, task);
    } catch (error) {
      throw signal.aborted && error === signal.reason ? new LockWaitTimeout(name) : error;
    }
  }
  if (!isStorageUsable()) return task();
  const { default: StorageLock } = await import(/* webpackChunkName: "storage-lock" */ 'browser-tabs-lock');
  const lock = new StorageLock();
  if (!(await lock.acquireLock(name, waitMs))) throw new LockWaitTimeout(name);
  try {
    return await task();
  } finally {
    await lock.releaseLock(name);
  }
}
