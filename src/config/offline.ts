/**
 * What the service worker (src/sw/sw.ts) keeps, shared with the page that clears it (src/pwa/). No imports: the
 * worker's bundle and the app both read this file.
 */
export const OFFLINE_CACHES = {
  /** Pages as last loaded (network first): a page opened before opens offline. */
  pages: 'pages-v1',
  /** The signed-in patient's visits and prescription, for reading offline: cleared on sign-out. */
  patient: 'patient-v1',
} as const;

/**
 * The provider's read-only calls the offline view needs: the upcoming visits, one visit's details (doctor, time
 * with its zone, join link) and the current prescription. No other provider call is ever kept.
 */
export const OFFLINE_READS = [
  /^\/api\/v2\/meeting\/homepage\/upcomings$/,
  /^\/api\/v1\/appointment\/details\/\d+$/,
  /^\/api\/v1\/user\/prescription$/,
];

/**
 * The same reads as RTK Query endpoints, with the path each asks for: a signed-in page rendered on the server
 * arrives with their answers, which the page keeps as the worker would have (src/pwa/offlineCopies.ts).
 */
export const OFFLINE_READ_ENDPOINTS: Record<string, (arg: unknown) => string> = {
  getUpcomingAppointments: () => 'api/v2/meeting/homepage/upcomings',
  getAppointmentDetails: (id) => `api/v1/appointment/details/${String(id)}`,
  getPrescription: () => 'api/v1/user/prescription',
};

/**
 * Where a copy is kept: its URL, the patient (the `sub` of the call's own token) and the language, so that a
 * call with another patient's token or language never finds it.
 */
export function offlineCopyKey(url: string, patient: string, language: string): string {
  const key = new URL(url);
  key.searchParams.set('__patient', patient);
  key.searchParams.set('__lang', language);
  return key.href;
}

/** The header the worker adds to a copy it answers from its cache: when that copy was stored (ISO 8601). */
export const STORED_AT_HEADER = 'X-Offline-Copy-Stored-At';

/** The message the worker sends the page when it answered a call from its cache (network unreachable). */
export interface OfflineCopyMessage {
  type: 'offline-copy';
  /** The call's URL as the page sent it. */
  url: string;
  storedAt: string;
}

/**
 * The message a page sends the worker with what a server-rendered page arrived with (src/pwa/offlineCopies.ts):
 * the worker keeps each copy as it keeps a call it answered itself. The page never writes the worker's cache
 * (WebKit drops some of the page's own `cache.put`s there: they resolve, and nothing is stored).
 */
export interface KeepCopiesMessage {
  type: 'keep-copies';
  copies: Array<{
    /** The call's URL, as the worker would see it. */
    url: string;
    /** The `sub` of the session's token, and the page's language: the copy's key (offlineCopyKey). */
    patient: string;
    language: string;
    /** The provider's answer (JSON) and when it was fetched (ISO 8601). */
    body: string;
    storedAt: string;
  }>;
}

/**
 * The offline page: what the worker answers for a page it never kept when the network is gone, one per language,
 * written at build time (scripts/pwaBuild.ts) and precached.
 */
export const OFFLINE_PAGE_PATHS = { es: '/offline.html', en: '/offline-en.html' } as const;

/**
 * What the offline page links to, each shown only while it can be read offline (src/sw/offlinePage.ts): a page
 * the worker keeps, with the patient's copy its content needs. `page` is the Spanish path (`/en` in English).
 */
export const OFFLINE_READABLE = [
  { id: 'appointments', page: '/appointments', needs: OFFLINE_READS[0] },
  { id: 'prescription', page: '/renew', needs: OFFLINE_READS[2] },
  { id: 'home', page: '/' },
] as const;

export type OfflineReadable = (typeof OFFLINE_READABLE)[number]['id'];

/** The offline page's 'Try again' points here until the worker puts the address asked for in its place. */
export const OFFLINE_PAGE_RETRY = '#offline-retry';

/** The attributes of the offline page's parts that the worker shows or hides. */
export const OFFLINE_PAGE_PARTS = {
  /** On each link, its OfflineReadable id. */
  readable: 'data-offline-readable',
  /** The heading and list of what can be read offline. */
  list: 'data-offline-list',
  /** What the page says when nothing can be read offline: hidden unless so. */
  nothing: 'data-offline-nothing',
} as const;
