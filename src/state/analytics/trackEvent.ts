import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { localeOfPath } from '../../config/routes';
import { type AnalyticsEventName, type AnalyticsEvents, analyticsPayload, pageOf } from '../../lib/analytics';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/store';

/**
 * Reports one analytics event through the analytics service, with the page it happened on and the page's
 * language. The payload passes the personal-data guard (lib/analytics.ts) before it reaches the service.
 * `path` is for an event that belongs to an earlier page than the current one (a web vital measured there):
 * its route pattern and language are sent instead.
 */
export function trackEvent<E extends AnalyticsEventName>(
  event: E,
  properties: AnalyticsEvents[E],
  path?: string,
): ThunkAction<void, RootState, AppServices, UnknownAction> {
  return (_dispatch, getState, { analytics, navigation }) => {
    const payload = analyticsPayload(event, {
      ...properties,
      page: pageOf(path ?? navigation.currentPath()),
      language: path === undefined ? getState().language.locale : localeOfPath(path),
    });
    if (payload) analytics.track(event, payload);
  };
}
