import { useEffect, useEffectEvent, useRef } from 'react';
import type { AnalyticsEventName, AnalyticsEvents } from '../lib/analytics';
import { trackEvent } from '../state/analytics/trackEvent';
import { useAppDispatch } from '../store/hooks';

/**
 * Reports `event` once a screen shows what it is about: when `properties` is given (undefined waits, e.g. for
 * data), and again only when `key` changes (by default, when the properties do). For events of a user's action,
 * dispatch `trackEvent` from the handler instead. Both go through the personal-data guard (lib/analytics.ts).
 */
export function useTrackEvent<E extends AnalyticsEventName>(
  event: E,
  properties: AnalyticsEvents[E] | undefined,
  key: string = JSON.stringify(properties ?? null),
): void {
  const dispatch = useAppDispatch();
  const reported = useRef<string | null>(null);
  const ready = properties !== undefined;
  const report = useEffectEvent(() => {
    if (properties !== undefined) dispatch(trackEvent(event, properties));
  });
  useEffect(() => {
    // A ref, not state: StrictMode's second effect run must not report the same view twice.
    if (!ready || reported.current === key) return;
    reported.current = key;
    report();
  }, [key, ready]);
}
