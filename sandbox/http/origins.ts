import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyCorsOptions } from '@fastify/cors';
import { ApiError } from '../domain/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sandbox's own routes (back doors, linked files, the Pact state route): this machine's app only. */
    sandboxOnly?: boolean;
  }
}

/** The paths the sandbox's own routes are registered under. */
const SANDBOX_PREFIXES = ['/sandbox/', '/_pact/'];

/**
 * Marks each route registered under a sandbox prefix as `sandboxOnly`, from the path it is registered at.
 * Every decision below reads the route the router matched (`request.routeOptions.config`), never the URL as
 * sent: the router decodes `/%73andbox/…` to `/sandbox/…`, so a check on the raw URL is a back door.
 */
export function markSandboxOnlyRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (SANDBOX_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, sandboxOnly: true };
    }
  });
}

const isSandboxOnly = (request: FastifyRequest) => request.routeOptions.config?.sandboxOnly === true;

/**
 * A CORS preflight (OPTIONS) to a sandbox route would match @fastify/cors's catch-all `OPTIONS *`, whose
 * config says nothing about the route it asks for. So each sandbox path gets an OPTIONS route of its own,
 * marked like the others: the router matches it exactly as it matches the real request (decoding included).
 * Call after every route is registered. Its handler runs only when CORS did not answer the preflight.
 */
export function sandboxPreflightRoutes(app: FastifyInstance, urls: Iterable<string>): void {
  const registered = new Set<string>();
  for (const url of urls) {
    if (!SANDBOX_PREFIXES.some((prefix) => url.startsWith(prefix)) || registered.has(url)) continue;
    registered.add(url);
    app.options(url, { config: { sandboxOnly: true } }, (_request, reply) => reply.callNotFound());
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The web app's origins on this machine: http or https on any port of localhost, 127.0.0.1 or [::1] (the web
 * server, the dev server, the browser tests' ports), plus the ones SANDBOX_APP_ORIGINS lists.
 */
export function isLocalAppOrigin(origin: string, extra: readonly string[] = []): boolean {
  if (extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (
      ['http:', 'https:'].includes(url.protocol) && LOCAL_HOSTS.has(url.hostname) && url.origin === origin
    );
  } catch {
    return false;
  }
}

type CorsOptions = Omit<FastifyCorsOptions, 'delegator' | 'origin'>;

/**
 * CORS per request: the provider API answers the app from any origin, as the real host does; the sandbox's own
 * routes allow only this machine's app origins (another site gets no CORS headers, so no answer to read).
 */
export function corsFor(appOrigins: readonly string[], options: CorsOptions): FastifyCorsOptions {
  return {
    delegator: (request: FastifyRequest, callback) =>
      callback(null, {
        ...options,
        origin: isSandboxOnly(request)
          ? (origin: string | undefined, allow: (error: Error | null, allowed: boolean) => void) =>
              allow(null, origin !== undefined && isLocalAppOrigin(origin, appOrigins))
          : true,
      }),
  };
}

/**
 * A request to the sandbox's own routes that a page of another origin sent (its browser says so in `Origin`) is
 * refused before it does anything: CORS alone would only hide the answer, not stop a form post. Requests
 * without `Origin` (tests, curl, an `<img>` or a link) go on; file URLs carry their own signature.
 */
export function refuseOtherOrigins(app: FastifyInstance, appOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    const { origin } = request.headers;
    if (origin !== undefined && isSandboxOnly(request) && !isLocalAppOrigin(origin, appOrigins)) {
      throw new ApiError(403, 'origin_not_allowed');
    }
  });
}
