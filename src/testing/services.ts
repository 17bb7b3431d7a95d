import { analyticsPayload } from '../lib/analytics';
import type { AppServices } from '../store/services';

export interface FakeServices extends AppServices {
  navigations: string[];
  reloads: number;
  events: { event: string; properties?: Record<string, unknown> }[];
  tokensSet: string[];
  tokenExpiredCalls: number;
  path: string;
  /** The visitor's consent to analytics, given now: what waited for it starts (`analytics.whenAllowed`). */
  allowAnalytics(): void;
}

/** Services that record what the app asked of the outside world. */
export function fakeServices(
  apiBaseUrl = 'http://provider.test/',
  path = '/',
  apiTimeoutMs = 10_000,
): FakeServices {
  let analyticsAllowed = false;
  const waitingForConsent: (() => void)[] = [];
  const services: FakeServices = {
    apiBaseUrl,
    apiTimeoutMs,
    navigations: [],
    reloads: 0,
    events: [],
    tokensSet: [],
    tokenExpiredCalls: 0,
    path,
    navigation: {
      navigate(to) {
        services.navigations.push(to);
        services.path = to;
      },
      reload() {
        services.reloads += 1;
      },
      currentPath: () => services.path,
    },
    analytics: {
      track(event, properties) {
        // What the browser's service would send: only what the guard lets through.
        const guarded = analyticsPayload(event, properties);
        if (guarded) services.events.push({ event, properties: guarded });
      },
      whenAllowed(start) {
        if (analyticsAllowed) start();
        else waitingForConsent.push(start);
      },
    },
    allowAnalytics() {
      analyticsAllowed = true;
      for (const start of waitingForConsent.splice(0)) start();
    },
    sameOrigin: {
      async setToken(token) {
        services.tokensSet.push(token);
      },
      async setTokenExpired() {
        services.tokenExpiredCalls += 1;
      },
    },
  };
  return services;
}
