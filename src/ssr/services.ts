import { env } from '../config/env';
import type { AppServices } from '../store/services';

/** Nothing leaves the server while rendering: no navigation, analytics or same-origin calls. */
export const serverServices = (apiBaseUrl = env.apiBaseUrl): AppServices => ({
  apiBaseUrl,
  apiTimeoutMs: env.apiTimeoutMs,
  navigation: { navigate: () => undefined, reload: () => undefined, currentPath: () => '/' },
  analytics: { track: () => undefined, whenAllowed: () => undefined },
  sameOrigin: { setToken: async () => undefined, setTokenExpired: async () => undefined },
});
