/**
 * Upload progress for RTK Query calls. `fetch` cannot report how much of a request body has gone, so a request
 * that carries `UPLOAD_PROGRESS_HEADER` is sent with XMLHttpRequest instead, and its progress goes to the
 * listener registered under the header's value. The header itself never leaves the browser.
 */
export const UPLOAD_PROGRESS_HEADER = 'X-Upload-Progress-Key';

const listeners = new Map<string, (fraction: number) => void>();
let nextKey = 0;

/** A key to put in the header; the listener hears 0–1 until `release()`. */
export function listenToUploadProgress(listener: (fraction: number) => void) {
  const key = `upload-${++nextKey}`;
  listeners.set(key, listener);
  return { key, release: () => listeners.delete(key) };
}

/** fetchBaseQuery's `fetchFn`: `fetch`, except for requests that asked for upload progress. */
export function fetchWithUploadProgress(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  const key = request.headers.get(UPLOAD_PROGRESS_HEADER);
  const listener = key ? listeners.get(key) : undefined;
  if (!key) return fetch(request);
  const headers = new Headers(request.headers);
  headers.delete(UPLOAD_PROGRESS_HEADER);
  if (!listener || typeof XMLHttpRequest === 'undefined') return fetch(new Request(request, { headers }));
  // The XMLHttpRequest path is only needed once a photo is sent: kept out of the entry chunk.
  return import(/* webpackChunkName: "upload-progress" */ './xhrSend').then(({ sendWithProgress }) =>
    sendWithProgress(new Request(request, { headers }), listener),
  );
}
