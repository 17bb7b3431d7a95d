import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type TestSandbox, startSandbox } from './helpers.ts';

const APP = 'http://localhost:3000';
const EVIL = 'https://evil.example';

/**
 * The ways one path can be spelt that a router might read as the same route: percent-encoded letters (lower and
 * upper case hex, one letter or all), encoded slashes and dots, doubled slashes, another case, a trailing slash,
 * dot segments, a path parameter delimiter and double encoding.
 */
function spellings(path: string): string[] {
  const [, first = '', rest = ''] = /^\/([^/]+)\/(.*)$/.exec(path) ?? [];
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  const HEX = (char: string) => hex(char).toUpperCase();
  const each = (text: string, encode: (char: string) => string) =>
    [...text].map((char) => (/[a-z_]/i.test(char) ? encode(char) : char)).join('');
  const at = (index: number, encode: (char: string) => string) =>
    first.slice(0, index) + encode(first[index]!) + first.slice(index + 1);
  return [
    path,
    `/${at(0, hex)}/${rest}`,
    `/${at(0, HEX)}/${rest}`,
    `/${at(2, hex)}/${rest}`,
    `/${at(2, HEX)}/${rest}`,
    `/${each(first, hex)}/${rest}`,
    `/${each(first, HEX)}/${each(rest, HEX)}`,
    `/${at(0, (char) => HEX(char.toUpperCase()))}/${rest}`,
    `/${first.toUpperCase()}/${rest}`,
    `/${first[0]!.toUpperCase()}${first.slice(1)}/${rest}`,
    `/${first}%2F${rest}`,
    `/${first}%2f${rest}`,
    `/%2F${first}/${rest}`,
    `//${first}/${rest}`,
    `/${first}//${rest}`,
    `${path}/`,
    `/api/../${first}/${rest}`,
    `/api/v1/../../${first}/${rest}`,
    `/./${first}/${rest}`,
    `/${first}/./${rest}`,
    `/%2e/${first}/${rest}`,
    `/api/%2e%2e/${first}/${rest}`,
    `/api/%2E%2E/${first}/${rest}`,
    `/api/..%2F${first}/${rest}`,
    `/${first}/x/../${rest}`,
    `${path};a=1`,
    `/${at(0, (char) => `%25${hex(char).slice(1)}`)}/${rest}`,
  ];
}

/** The route the router matched, by the path it was registered at (independent of how the sandbox marks it). */
const isSandboxPath = (url: string | undefined) =>
  url !== undefined && (url.startsWith('/sandbox/') || url.startsWith('/_pact/'));

interface Seen {
  sandboxOnly: boolean;
  reachedHandler: boolean;
}

let sandbox: TestSandbox;
let port: number;
/** What the server made of each request, by a header the test sets: did it match a sandbox route, run it? */
const seen = new Map<string, Seen>();

before(async () => {
  sandbox = await startSandbox({ config: { sandboxMode: true, testMode: true } });
  const mark = (id: unknown, patch: Partial<Seen>) => {
    if (typeof id !== 'string') return;
    seen.set(id, { sandboxOnly: false, reachedHandler: false, ...seen.get(id), ...patch });
  };
  // onResponse sees every answer, also those CORS sends from its own hook (a preflight it approves).
  sandbox.app.addHook('onResponse', async (request) =>
    mark(request.headers['x-probe'], { sandboxOnly: isSandboxPath(request.routeOptions.url) }),
  );
  sandbox.app.addHook('preHandler', async (request) =>
    mark(request.headers['x-probe'], { reachedHandler: true }),
  );
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  port = (sandbox.app.server.address() as AddressInfo).port;
});
after(() => sandbox.close());

interface Answer {
  status: number;
  allowOrigin: string | undefined;
  code: string | undefined;
}

/** Sends the path exactly as written (node:http does not normalise it, unlike `inject`'s URL parsing). */
function send(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = ['POST', 'PUT', 'DELETE'].includes(method) ? '{}' : undefined;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        // A connection per request: a refusal before the body is read may close it.
        agent: false,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { code?: string }).code;
          } catch {
            code = undefined;
          }
          const allow = res.headers['access-control-allow-origin'];
          resolve({ status: res.statusCode ?? 0, allowOrigin: allow, code });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every test switch and sandbox file route buildSandbox registered, with its parameters filled in. */
const sandboxRoutes = () =>
  sandbox.routes
    .filter(({ url }) => isSandboxPath(url))
    .filter(({ method }) => method !== 'OPTIONS')
    .map(({ method, url }) => ({ method, url, path: url.replace(/:\w+/g, '1') }));

describe('the sandbox’s own routes, however the path is spelt', () => {
  it('enumerates the routes to probe from what buildSandbox registered', () => {
    const urls = new Set(sandboxRoutes().map((route) => route.url));
    for (const url of ['/sandbox/login-tokens', '/sandbox/otp', '/_pact/provider-states', '/sandbox/faults'])
      assert.ok(urls.has(url), url);
    assert.ok(urls.size >= 20, `${urls.size} routes`);
  });

  it('never runs one for another site, and never gives it CORS approval, actual request or preflight', async () => {
    const failures: string[] = [];
    const matched = new Map<string, number>();
    let probe = 0;
    for (const route of sandboxRoutes()) {
      for (const path of spellings(route.path)) {
        const id = String(++probe);
        const answer = await send(route.method, path, { origin: EVIL, 'x-probe': id }).catch((error) => {
          throw new Error(`${route.method} ${path}: ${error}`);
        });
        const what = seen.get(id);
        const label = `${route.method} ${path}`;
        if (what?.reachedHandler && what.sandboxOnly) failures.push(`${label}: ran (${answer.status})`);
        if (what?.sandboxOnly) {
          matched.set(route.url, (matched.get(route.url) ?? 0) + 1);
          const code = route.method === 'HEAD' ? 'origin_not_allowed' : answer.code;
          if (answer.status !== 403 || code !== 'origin_not_allowed')
            failures.push(`${label}: ${answer.status} ${code}`);
          if (answer.allowOrigin !== undefined) failures.push(`${label}: CORS ${answer.allowOrigin}`);
          const preflightId = String(++probe);
          const preflight = await send('OPTIONS', path, {
            origin: EVIL,
            'access-control-request-method': route.method,
            'access-control-request-headers': 'content-type',
            'x-probe': preflightId,
          });
          if (!seen.get(preflightId)?.sandboxOnly) failures.push(`${label}: preflight matched another route`);
          if (preflight.allowOrigin !== undefined)
            failures.push(`${label}: preflight CORS ${preflight.allowOrigin}`);
        } else if (answer.status < 400 || answer.status >= 500) {
          failures.push(`${label}: matched no sandbox route, yet ${answer.status}`);
        }
      }
    }
    assert.deepEqual(failures, []);
    // The encoded spellings really reach the routes (the router decodes them): the refusal is what stops them.
    for (const route of sandboxRoutes()) assert.ok((matched.get(route.url) ?? 0) >= 6, route.url);
  });

  it('still answers this machine’s app, by every spelling the router matches, preflight included', async () => {
    const login = '/sandbox/login-tokens';
    const approved = [];
    for (const path of spellings(login)) {
      const id = String(Math.random());
      const preflight = await send('OPTIONS', path, {
        origin: APP,
        'access-control-request-method': 'POST',
        'x-probe': id,
      });
      if (seen.get(id)?.sandboxOnly) {
        assert.equal(preflight.allowOrigin, APP, path);
        approved.push(path);
      }
    }
    assert.ok(approved.includes('/%73andbox/login-tokens'));
    const token = await send('POST', '/%73andbox/login-tokens', { origin: APP });
    assert.deepEqual([token.status, token.allowOrigin], [404, APP], 'reached the route (no such user)');
  });
});
