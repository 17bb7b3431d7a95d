import type { AppServices } from '../store/services';
import type { AppStore } from '../store/store';

/**
 * Field metrics (docs/analytics.md): once the page answers, analytics may measure the visit (an endpoint, and
 * the consent the cookie policy requires, now or later) and the browser is idle, `web-vitals` loads in a chunk of
 * its own and reports the visit's Core Web Vitals. Until then the page pays for this function only.
 */
export function startFieldMetrics(
  store: AppStore,
  { analytics }: Pick<AppServices, 'analytics'>,
  whenIdle: (run: () => void) => void,
): void {
  analytics.whenAllowed(() =>
    whenIdle(() => {
      // Not through loadChunk: a chunk gone after a deploy must not reload the page for a measurement, and a
      // measurement that cannot load is never worth an error for the patient.
      void import(/* webpackChunkName: "field-metrics" */ '../state/analytics/fieldMetrics')
        .then(({ reportFieldMetrics }) => reportFieldMetrics(store))
        .catch(() => undefined);
    }),
  );
}
