import { matchPrecache } from 'workbox-precaching';
import {
  OFFLINE_CACHES,
  OFFLINE_PAGE_PATHS,
  OFFLINE_PAGE_RETRY,
  OFFLINE_READABLE,
  type OfflineReadable,
} from '../config/offline';
import { localeOfPath } from '../config/routes';
import { hiddenParts } from './hiddenParts';

const inLocale = (locale: 'es' | 'en', path: string) =>
  locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path;

/** What opens offline in this language now: a page the worker keeps, with the patient's copy it needs. */
async function readableNow(locale: 'es' | 'en', origin: string): Promise<Set<OfflineReadable>> {
  const pages = await caches.open(OFFLINE_CACHES.pages);
  const copies = await (await caches.open(OFFLINE_CACHES.patient)).keys();
  const copied = (needs: RegExp) => copies.some((request) => needs.test(new URL(request.url).pathname));
  const readable = new Set<OfflineReadable>();
  for (const item of OFFLINE_READABLE) {
    const page = await pages.match(new URL(inLocale(locale, item.page), origin).href, { ignoreSearch: true });
    if (page && (!('needs' in item) || copied(item.needs))) readable.add(item.id);
  }
  return readable;
}

/** An address as an HTML attribute's value (the URL parser has already encoded quotes and angle brackets). */
const asAttribute = (address: string) => address.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The answer to a page the worker never kept, asked for without a network: the precached offline page in the
 * address's language, its 'Try again' leading to that address, showing only the links that open offline now.
 * Its headers (the CSP above all) are the ones the server sent with it.
 */
export async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname);
  const page = await matchPrecache(OFFLINE_PAGE_PATHS[locale]);
  if (!page) return Response.error();
  const hidden = hiddenParts(await readableNow(locale, url.origin).catch(() => new Set<OfflineReadable>()));
  const html = (await page.text())
    .replace('</head>', `<style>${hidden}</style></head>`)
    .replace(`href="${OFFLINE_PAGE_RETRY}"`, `href="${asAttribute(url.pathname + url.search)}"`);
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(html, { status: 200, headers });
}
