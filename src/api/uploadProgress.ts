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

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

async function sendWithProgress(request: Request, onProgress: (fraction: number) => void): Promise<Response> {
  const body = await request.arrayBuffer();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => {
      if (name.toLowerCase() !== UPLOAD_PROGRESS_HEADER.toLowerCase()) xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.response, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    const abort = () => {
      xhr.abort();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    if (request.signal.aborted) return abort();
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
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
  return sendWithProgress(request, listener);
}
