import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { localeOfPath, pageOf } from '../../config/routes';
import type { AnalyticsEventName, AnalyticsEvents } from '../../lib/analytics';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/store';

/**
 * Reports one analytics event through the analytics service, with the page it happened on and the page's
 * language. The service lets it leave only through the personal-data guard (lib/analytics.ts), which it loads
 * with the first event it sends: the guard's lists stay out of the code the first page needs.
 * `path` is for an event that belongs to an earlier page than the current one (a web vital measured there):
 * its route pattern and language are sent instead.
 */
export function trackEvent<E extends AnalyticsEventName>(
  event: E,
  properties: AnalyticsEvents[E],
  path?: string,
): ThunkAction<void, RootState, AppServices, UnknownAction> {
  return (_dispatch, getState, { analytics, navigation }) => {
    analytics.track(event, {
      ...properties,
      page: pageOf(path ?? navigation.currentPath()),
      language: path === undefined ? getState().language.locale : localeOfPath(path),
    });
  };
}
