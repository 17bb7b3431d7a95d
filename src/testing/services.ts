import type { AppServices } from '../store/services';

export interface FakeServices extends AppServices {
  navigations: string[];
  reloads: number;
  events: { event: string; properties?: Record<string, unknown> }[];
  tokensSet: string[];
  tokenExpiredCalls: number;
  path: string;
}

/** Services that record what the app asked of the outside world. */
export function fakeServices(
  apiBaseUrl = 'http://provider.test/',
  path = '/',
  apiTimeoutMs = 10_000,
): FakeServices {
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
        services.events.push({ event, properties });
      },
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
