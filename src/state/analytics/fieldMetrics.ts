import { metricTime, onWebVitals, type PageShown, pathShownAt, webVitalFields } from '../../lib/webVitals';
import type { AppStore } from '../../store/store';
import { trackEvent } from './trackEvent';

/** The path the visit landed on: the document's address, from Navigation Timing where the browser has it. */
function landingPath(fallback: string): string {
  const entry =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('navigation')[0]
      : undefined;
  return entry ? new URL(entry.name).pathname : fallback;
}

const measured = new WeakSet<AppStore>();

/**
 * Reports the visit's Core Web Vitals (docs/analytics.md) as `web_vital` events, each for the page it happened
 * on. The pages are followed from now on through the shell's path: what happened on a page shown between the
 * landing and now (a link followed before the browser was idle) counts for the page the visit landed on. Once
 * per store: React's StrictMode calls the boot's commit twice.
 */
export function reportFieldMetrics(store: AppStore): void {
  if (measured.has(store)) return;
  measured.add(store);
  const shownNow = () => store.getState().shell.pathname;
  const pages: PageShown[] = [{ at: 0, path: landingPath(shownNow()) }];
  const follow = () => {
    const path = shownNow();
    if (pages.at(-1)?.path !== path) pages.push({ at: performance.now(), path });
  };
  follow();
  store.subscribe(follow);
  onWebVitals((metric) => {
    const path = pathShownAt(pages, metricTime(metric, performance.now()));
    store.dispatch(trackEvent('web_vital', webVitalFields(metric), path));
  });
}
