/// <reference lib="webworker" />
import { clientsClaim, type CacheKeyWillBeUsedCallbackParam, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { env } from '../config/env';
import {
  OFFLINE_CACHES,
  OFFLINE_READS,
  type KeepCopiesMessage,
  offlineCopyKey,
  type OfflineCopyMessage,
  STORED_AT_HEADER,
} from '../config/offline';
import { patientOf } from '../lib/patientOf';
import { offlinePage } from './offlinePage';
import { carriesToken } from './tokenAddress';

/**
 * The service worker (docs/offline-and-deploys.md). Workbox precaches this build's hashed assets, so a tab open
 * across a deploy still finds the chunks it was built with; pages are network first with a short timeout, and
 * one never kept answers the offline page without a network; the provider is never cached except the patient's
 * visits and prescription, kept per patient for reading offline.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY = 24 * 3600;
const API_ORIGIN = new URL(env.apiBaseUrl).origin;

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Only a complete answer that allows storing: never a `Cache-Control: no-store` one, never an error. */
const storable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get('Cache-Control') ?? '')
      ? response
      : null,
};

/** An address with a token in it (a one-time sign-in link, a return path holding one) is never kept. */
const withoutToken: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (carriesToken(request.url) ? null : response),
};

/** The new version takes over on the next page load when this tab is the only one (no open tab loses its build). */
async function takeOverIfAlone() {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length <= 1) waiting.postMessage({ type: 'SKIP_WAITING' });
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async (options) => {
    await takeOverIfAlone();
    // Neither the network nor a kept copy: the offline page, never the browser's own error.
    return pages.handle(options).catch(() => offlinePage(options.url));
  },
);

/**
 * A signed-in page rendered with the patient's data is private (`no-store`): never kept. Its copy for reading
 * offline is the page as the browser renders it (the same address asked without the session's cookie), which
 * the app fills from the patient's stored visits.
 */
const privatePageAsShell: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (!/no-store/i.test(response.headers.get('Cache-Control') ?? '') || response.status !== 200) {
      return response;
    }
    try {
      // Asked as the page it is (a navigation's Accept), without the session's cookie.
      return await fetch(request.url, {
        credentials: 'omit',
        headers: { Accept: request.headers.get('Accept') ?? 'text/html' },
      });
    } catch {
      return null;
    }
  },
};

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: 3,
  plugins: [
    privatePageAsShell,
    storable,
    withoutToken,
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY }),
  ],
});

/** A version before this one may have kept a sign-in link: it goes when this one takes over. */
async function dropTokenAddresses() {
  if (!(await caches.has(OFFLINE_CACHES.pages))) return;
  const kept = await caches.open(OFFLINE_CACHES.pages);
  const keys = await kept.keys();
  await Promise.all(
    keys.filter((request) => carriesToken(request.url)).map((request) => kept.delete(request)),
  );
}

self.addEventListener('activate', (event) => event.waitUntil(dropTokenAddresses()));

/**
 * The patient's copies are stored under the patient's id and the language (from the call's own token and
 * Accept-Language): a call with another patient's token never finds them. A call without a token is never kept.
 */
const perPatient: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }: CacheKeyWillBeUsedCallbackParam) => {
    const patient = patientOf(request.headers.get('Authorization'));
    return offlineCopyKey(request.url, patient ?? 'none', request.headers.get('Accept-Language') ?? '');
  },
  cacheWillUpdate: async ({ request, response }) =>
    patientOf(request.headers.get('Authorization')) === null ? null : response,
};

/** A stored copy carries when it was stored; answered from the cache, the page is told (its offline banner). */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) => {
    const storedAt = cachedResponse?.headers.get(STORED_AT_HEADER);
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (storedAt && clientId) {
      const message: OfflineCopyMessage = { type: 'offline-copy', url: request.url, storedAt };
      (await self.clients.get(clientId))?.postMessage(message);
    }
    return cachedResponse;
  },
};

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === API_ORIGIN &&
    OFFLINE_READS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.patient,
    networkTimeoutSeconds: 4,
    plugins: [
      storable,
      perPatient,
      stamped,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
    ],
  }),
);

/**
 * A server-rendered page's visits, handed over by the page (src/pwa/offlineCopies.ts): kept as this worker keeps
 * the calls it answers, for an offline read only (an address of OFFLINE_READS, a patient and a language).
 */
async function keepCopies(copies: KeepCopiesMessage['copies']) {
  const cache = await caches.open(OFFLINE_CACHES.patient);
  for (const copy of copies) {
    const url = new URL(copy.url);
    const readable = url.origin === API_ORIGIN && OFFLINE_READS.some((path) => path.test(url.pathname));
    if (!readable || !copy.patient || !copy.language || Number.isNaN(Date.parse(copy.storedAt))) continue;
    await cache.put(
      offlineCopyKey(url.href, copy.patient, copy.language),
      new Response(copy.body, {
        headers: { 'Content-Type': 'application/json', [STORED_AT_HEADER]: copy.storedAt },
      }),
    );
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'keep-copies') {
    event.waitUntil(keepCopies((data as KeepCopiesMessage).copies).catch(() => undefined));
  }
});
