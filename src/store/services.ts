import type { AnalyticsEventName } from '../lib/analytics';
import { postSameOrigin } from '../lib/sameOriginPost';

/**
 * The ports through which state reaches the outside world: navigation, page reload, analytics and the
 * same-origin token endpoints. The store passes them to thunks and base queries as the thunk extra
 * argument, so tests inject fakes and the app wires the real router once it exists.
 */
export interface NavigationPort {
  navigate(to: string, options?: { replace?: boolean }): void;
  reload(): void;
  /** The current location: pathname + search + hash. */
  currentPath(): string;
}

/** Events and their payloads: lib/analytics.ts (docs/analytics.md). */
export interface AnalyticsPort {
  /** Sent only as the guard (lib/analytics.ts) lets it: unknown events and fields never leave. */
  track(event: AnalyticsEventName, properties: Record<string, unknown>): void;
  /**
   * Calls `start` once analytics may measure this visit: an endpoint is configured and the consent the cookie
   * policy requires is given, at once or later in the visit. Never without an endpoint.
   */
  whenAllowed(start: () => void): void;
}

export interface SameOriginPort {
  setToken(token: string): Promise<void>;
  setTokenExpired(): Promise<void>;
}

/** A provider call once it has ended: the app's endpoint, the answer's status or why none came, its time. */
export interface ProviderCall {
  endpoint: string;
  /** The HTTP status, or RTK Query's FETCH_ERROR, TIMEOUT_ERROR … when no answer could be read. */
  status: number | string;
  durationMs: number;
}

export interface AppServices {
  /** The provider API host (PUBLIC_API_BASE_URL in the app, a mock server in tests). */
  apiBaseUrl: string;
  /** How long a provider call may take (PUBLIC_API_TIMEOUT_MS in the app, short in tests). */
  apiTimeoutMs: number;
  navigation: NavigationPort;
  analytics: AnalyticsPort;
  sameOrigin: SameOriginPort;
  /**
   * False where the session's token is only borrowed: the server renders a signed-in page with the patient's
   * token and never refreshes it (DESIGN §9), so a 401 is an answer there, not a reason to renew.
   */
  renewsSession?: false;
  /** Server renders only (src/ssr/services.ts): headers every provider call carries (the `traceparent`). */
  providerHeaders?: Record<string, string>;
  /** Server renders only: told of each provider call once it has ended (the server's metrics). */
  providerCallEnded?(call: ProviderCall): void;
}

/** Browser implementations; `navigate` falls back to a full page load until the router is attached. */
export function browserServices({
  apiBaseUrl,
  apiTimeoutMs,
  analyticsUrl,
}: {
  apiBaseUrl: string;
  apiTimeoutMs: number;
  analyticsUrl?: string;
}): AppServices & { attachRouter(navigate: NavigationPort['navigate']): void } {
  let routerNavigate: NavigationPort['navigate'] | undefined;
  return {
    apiBaseUrl,
    apiTimeoutMs,
    attachRouter(navigate) {
      routerNavigate = navigate;
    },
    navigation: {
      navigate(to, options) {
        if (routerNavigate) routerNavigate(to, options);
        else window.location.assign(to);
      },
      reload: () => window.location.reload(),
      currentPath: () => window.location.pathname + window.location.search + window.location.hash,
    },
    analytics: {
      track(event, properties) {
        // Nothing leaves without an endpoint, and nothing but what the guard lets through (loaded with the
        // first event: it stays out of the code the first page needs).
        if (!analyticsUrl || typeof navigator.sendBeacon !== 'function') return;
        const at = new Date().toISOString();
        void import(/* webpackChunkName: "analytics" */ '../lib/analytics')
          .then(({ analyticsPayload }) => {
            const guarded = analyticsPayload(event, properties);
            if (guarded)
              navigator.sendBeacon(analyticsUrl, JSON.stringify({ event, properties: guarded, at }));
          })
          .catch(() => undefined);
      },
      whenAllowed(start) {
        // The cookie policy ("Third parties") asks no consent for anonymous usage events sent without cookies, and
        // these are such events: with an endpoint, a visit may be measured from its start.
        if (analyticsUrl) start();
      },
    },
    sameOrigin: {
      // The cookie only speeds up the next first render: storage still holds the session when it was not set.
      setToken: async (token) => void (await postSameOrigin('/api/setToken', { token })),
      setTokenExpired: async () => void (await postSameOrigin('/api/setTokenExpired')),
    },
  };
}
