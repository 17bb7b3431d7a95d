import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * True unless the browser says the request came from another site. `Sec-Fetch-Site` when the browser sends it
 * (only `same-origin` passes); otherwise `Origin`, which must name this server (scheme and host as the request
 * reached it, proxies believed per TRUST_PROXY). A request with neither header comes from no browser page (curl,
 * a server), which is not what a cross-site forgery looks like.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined || origin === '') return true;
  try {
    const { protocol, host } = new URL(origin);
    return protocol === `${request.protocol}:` && host === request.host;
  } catch {
    return false;
  }
}

/** An onRequest hook for the same-origin endpoints: a cross-site request gets 403 and changes nothing. */
export async function sameOriginOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isSameOriginRequest(request)) {
    return reply
      .status(403)
      .send({ code: 'cross_site_request', message: 'Only this site may call this endpoint' });
  }
}
