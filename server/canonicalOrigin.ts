import type { FastifyRequest } from 'fastify';

export interface OriginSettings {
  /** SITE_ORIGIN: the one origin every page names, whatever Host the request claims. */
  siteOrigin?: string;
  /** ALLOWED_HOSTS: without SITE_ORIGIN, the Host values (with the port where it is not 80/443) that are this site. */
  allowedHosts?: string[];
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The origin a page is rendered (and cached) for: SITE_ORIGIN when set; otherwise the request's own scheme and
 * host when that host is listed in ALLOWED_HOSTS or is this machine (localhost, 127.x, [::1]); otherwise none:
 * a Host that is not the site's gets the browser-rendered page, so that no client can make the server render,
 * or keep, a page for a host of its choosing.
 */
export function canonicalOriginOf({ siteOrigin, allowedHosts = [] }: OriginSettings) {
  const pinned = siteOrigin ? new URL(siteOrigin).origin : undefined;
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return (request: FastifyRequest): string | undefined => {
    if (pinned) return pinned;
    const host = request.host.toLowerCase();
    if (allowed.has(host) || LOOPBACK_HOST.test(host)) return `${request.protocol}://${host}`;
    return undefined;
  };
}
