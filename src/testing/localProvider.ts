import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Profile } from '../state/session/api';
import { summaryOf } from './profileSummary';

export interface ProviderRequest {
  method: string;
  /** Without the leading slash or the query: `api/v1/auth/register`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ProviderReply {
  status?: number;
  body?: unknown;
  /** The provider cannot be reached: the connection closes without an answer. */
  drop?: boolean;
}

/** Keyed by `METHOD path`, e.g. `POST api/v1/auth/register`. */
export type ProviderRoutes = Record<
  string,
  (request: ProviderRequest) => ProviderReply | Promise<ProviderReply>
>;

/**
 * The lighter profile follows the profile a test gives: a test with a session that answers `GET api/v1/profile`
 * need not also answer the summary the shell reads (as the sandbox derives one from the other).
 */
function derivedRoute(routes: ProviderRoutes, request: ProviderRequest) {
  const profile = routes['GET api/v1/profile'];
  if (`${request.method} ${request.path}` !== 'GET api/v1/profile/summary' || !profile) return undefined;
  return async (): Promise<ProviderReply> => {
    const reply = await profile(request);
    const ok = (reply.status ?? 200) < 300;
    return ok ? { ...reply, body: summaryOf(reply.body as Profile) } : reply;
  };
}

/**
 * A real provider on a random local port for component tests: the app's fetch goes over HTTP to it, and the
 * test reads what it received. Unknown routes answer 404 `{code: 'route_not_found'}` like the sandbox.
 */
export async function startLocalProvider(initialRoutes: ProviderRoutes = {}) {
  const routes: ProviderRoutes = { ...initialRoutes };
  const requests: ProviderRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // Kept as text.
      }
      const request: ProviderRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\//, ''),
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`] ?? derivedRoute(routes, request);
      const reply = route
        ? await route(request)
        : { status: 404, body: { code: 'route_not_found', message: 'Route not found' } };
      if (reply.drop) return void req.socket.destroy();
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    /** Adds or replaces routes. */
    route(more: ProviderRoutes) {
      Object.assign(routes, more);
    },
    /** The requests received for `METHOD path`. */
    received(key: string): ProviderRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type LocalProvider = Awaited<ReturnType<typeof startLocalProvider>>;
