import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { type AnalyticsEventName, type AnalyticsEvents, analyticsPayload, pageOf } from '../../lib/analytics';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/store';

/**
 * Reports one analytics event through the analytics service, with the page it happened on and the page's
 * language. The payload passes the personal-data guard (lib/analytics.ts) before it reaches the service.
 */
export function trackEvent<E extends AnalyticsEventName>(
  event: E,
  properties: AnalyticsEvents[E],
): ThunkAction<void, RootState, AppServices, UnknownAction> {
  return (_dispatch, getState, { analytics, navigation }) => {
    const payload = analyticsPayload(event, {
      ...properties,
      page: pageOf(navigation.currentPath()),
      language: getState().language.locale,
    });
    if (payload) analytics.track(event, payload);
  };
}
