/**
 * A POST of JSON to our own server (the `token` cookie's endpoints, server/tokenApi.ts): true when it answered
 * 2xx, false when it answered otherwise or not at all (`timeoutMs`, the network). Shared by the app's services
 * (src/store/services.ts) and the early script (src/early/earlyPage.ts), which needs the cookie set first.
 */
export async function postSameOrigin(url: string, body?: unknown, timeoutMs?: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
