import { env } from '../config/env';
import type { AppServices } from '../store/services';

/** What the server adds to the provider calls of one render: its trace context, and an ear for their ends. */
export type ProviderHooks = Pick<AppServices, 'providerHeaders' | 'providerCallEnded'>;

/**
 * Nothing leaves the server while rendering but the provider's calls: no navigation, analytics or same-origin
 * calls, and never a refresh (a signed-in page renders with the patient's token as it is).
 */
export const serverServices = (apiBaseUrl = env.apiBaseUrl, provider: ProviderHooks = {}): AppServices => ({
  apiBaseUrl,
  apiTimeoutMs: env.apiTimeoutMs,
  navigation: { navigate: () => undefined, reload: () => undefined, currentPath: () => '/' },
  analytics: { track: () => undefined, whenAllowed: () => undefined },
  sameOrigin: { setToken: async () => undefined, setTokenExpired: async () => undefined },
  renewsSession: false,
  ...provider,
});
