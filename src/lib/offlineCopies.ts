import { useSyncExternalStore } from 'react';

/**
 * The calls the service worker answered from its cache because the network did not (src/sw/sw.ts tells the
 * page): their URL and when the copy was stored, for the offline banner's 'shown as of'.
 */
const copies = new Map<string, number>();
const listeners = new Set<() => void>();

export function offlineCopyServed(url: string, storedAt: number): void {
  if (Number.isNaN(storedAt)) return;
  copies.set(url, storedAt);
  listeners.forEach((listener) => listener());
}

let version = 0;
listeners.add(() => (version += 1));

/** The oldest copy shown among the calls whose URL ends with one of `paths`; undefined when none was. */
export function useOfflineCopyStoredAt(paths: readonly string[]): number | undefined {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    // The server renders pages from the network, never from a stored copy.
    () => 0,
  );
  let oldest: number | undefined;
  for (const [url, storedAt] of copies) {
    const { pathname } = new URL(url);
    if (paths.some((path) => pathname.endsWith(path)) && (oldest === undefined || storedAt < oldest)) {
      oldest = storedAt;
    }
  }
  return oldest;
}
