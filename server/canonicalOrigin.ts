import type { FastifyRequest } from 'fastify';

export interface OriginSettings {
  /** SITE_ORIGIN: the one origin every page names, whatever Host the request claims. */
  siteOrigin?: string;
  /** ALLOWED_HOSTS: without SITE_ORIGIN, the Host values (with the port where it is not 80/443) that are this site. */
  allowedHosts?: string[];
}

export interface PageOrigin {
  /** The origin the page names (canonical, hreflang, sitemap). */
  origin: string;
  /**
   * What the page cache keys it by: the origin itself when it is configured (SITE_ORIGIN, ALLOWED_HOSTS), and one
   * key for every name of this machine, which are allowed without being configured: a client can send a new one
   * with each request (127.a.b.c on any port), and must not add a cache entry with each.
   */
  cacheKey: string;
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;
const LOOPBACK_CACHE_KEY = 'loopback';

/**
 * The origin a page is rendered (and cached) for: SITE_ORIGIN when set; otherwise the request's own scheme and
 * host when that host is listed in ALLOWED_HOSTS or is this machine (localhost, 127.x, [::1]: a developer's
 * machine, the journeys, the bench, a probe, each on its own port, get pages that name the address they used);
 * otherwise none: a Host that is not the site's gets the browser-rendered page, so that no client can make the
 * server render, or keep, a page for a host of its choosing.
 */
export function canonicalOriginOf({ siteOrigin, allowedHosts = [] }: OriginSettings) {
  const pinned = siteOrigin ? new URL(siteOrigin).origin : undefined;
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return (request: FastifyRequest): PageOrigin | undefined => {
    if (pinned) return { origin: pinned, cacheKey: pinned };
    const host = request.host.toLowerCase();
    const origin = `${request.protocol}://${host}`;
    if (allowed.has(host)) return { origin, cacheKey: origin };
    if (LOOPBACK_HOST.test(host)) return { origin, cacheKey: LOOPBACK_CACHE_KEY };
    return undefined;
  };
}
