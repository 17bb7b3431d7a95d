import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyCorsOptions } from '@fastify/cors';
import { ApiError } from '../domain/errors.ts';

/** The sandbox's own routes: the back doors, the files the API links to, and the Pact state route. */
export const isSandboxOnlyUrl = (url: string) => url.startsWith('/sandbox/') || url.startsWith('/_pact/');

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
        origin: isSandboxOnlyUrl(request.url)
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
    if (origin !== undefined && isSandboxOnlyUrl(request.url) && !isLocalAppOrigin(origin, appOrigins)) {
      throw new ApiError(403, 'origin_not_allowed');
    }
  });
}
