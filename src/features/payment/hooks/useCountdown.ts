import { useEffect, useState } from 'react';

/** Minutes left at which screen readers hear how long is left (not every second). */
export const ANNOUNCE_AT_MINUTES = [10, 5, 2, 1] as const;

/** The last announcement threshold `remaining` has reached (10, 5, 2, 1), 0 at the end, null above 10 min. */
export function announcementLevel(remainingMs: number): number | null {
  if (remainingMs <= 0) return 0;
  const reached = ANNOUNCE_AT_MINUTES.filter((minutes) => remainingMs <= minutes * 60_000);
  return reached.length ? Math.min(...reached) : null;
}

/**
 * Time left until `expiresAt`, ticking every second, and the threshold to announce: it changes only when a new
 * one is crossed while the page is open (arriving with 7 minutes left announces nothing until 5).
 * `since`: when the pre-order was read. The first render counts from it, so a page the server rendered and the
 * browser that takes it over show the same time left (their clocks differ); the browser's clock follows at once.
 */
export function useCountdown(expiresAt: string | undefined, since?: number) {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const [now, setNow] = useState(() => since ?? Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const remainingMs = Number.isNaN(end) ? null : Math.max(0, end - now);
  const level = remainingMs === null ? null : announcementLevel(remainingMs);
  const [seenLevel, setSeenLevel] = useState(level);
  const [announce, setAnnounce] = useState<number | null>(null);
  if (level !== seenLevel) {
    setSeenLevel(level);
    if (level !== null && (seenLevel === null || level < seenLevel)) setAnnounce(level);
  }
  return { remainingMs, ended: remainingMs === 0, announce };
}
