import { SUPPORT_FLAG_HEADER, supportFlag } from '../api/supportFlag';
import { env } from '../config/env';
import { REFRESH_PATH } from '../api/refreshPath';
import type { RefreshResult } from '../lib/tokenRenewal';

/**
 * The provider's refresh call as the app makes it (the same request: the pact's `refresh: …` interactions), made
 * with `fetch` by the early script, which cannot wait for the app's RTK Query. An answer that is not JSON, or
 * none in `env.apiTimeoutMs`, is no usable answer, as in the app.
 */
export async function earlyRefresh(
  refreshToken: string,
  locale: string,
  apiBaseUrl = env.apiBaseUrl,
): Promise<RefreshResult> {
  try {
    const response = await fetch(new URL(REFRESH_PATH, apiBaseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': locale,
        [SUPPORT_FLAG_HEADER]: supportFlag(),
      },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: AbortSignal.timeout(env.apiTimeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { data: body } : { error: { status: response.status, data: body } };
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
}
