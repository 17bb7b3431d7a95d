import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer, DEFAULT_TRUSTED_PROXIES, parseTrustProxy } from '../app.ts';
import { TOKEN_COOKIE_MAX_AGE_SECONDS } from '../tokenApi.ts';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (seconds: number) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><body><div id="root"></div>' +
      '<p>page</p>'.repeat(100) +
      '</body></html>',
  );
  writeFileSync(path.join(dir, 'static', 'js', 'index.abc123.js'), 'console.log("app");'.repeat(100));
  writeFileSync(path.join(dir, 'favicon.ico'), 'icon');
  return dir;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: fakeDist() });
});
afterEach(() => app.close());

describe('POST /api/setToken', () => {
  it('sets the token cookie with Path=/, SameSite=Lax and a session’s Max-Age (past exp)', async () => {
    const token = tokenExpiringIn(900);
    const reply = await app.inject({ method: 'POST', url: '/api/setToken', payload: { token } });
    assert.equal(reply.statusCode, 200);
    const cookie = cookieOf(reply.headers['set-cookie']);
    assert.ok(cookie.startsWith(`token=${token};`), cookie);
    assert.match(cookie, /Path=\//);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/);
    assert.equal(Number(/Max-Age=(\d+)/.exec(cookie)?.[1]), TOKEN_COOKIE_MAX_AGE_SECONDS);
  });

  it('marks the cookie Secure over https (behind a proxy)', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/setToken',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { token: tokenExpiringIn(60) },
    });
    assert.match(cookieOf(reply.headers['set-cookie']), /Secure/);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/setToken',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { token: tokenExpiringIn(60) },
    });
    assert.equal(reply.statusCode, 200);
    assert.doesNotMatch(cookieOf(reply.headers['set-cookie']), /Secure/);
  });

  const badBodies: [string, string][] = [
    ['malformed JSON', '{"token":'],
    ['a missing token', '{}'],
    ['an empty token', '{"token":""}'],
    ['a token that is not a string', '{"token":42}'],
    ['a token that cannot be decoded', '{"token":"not-a-jwt"}'],
    ['an expired token', JSON.stringify({ token: tokenExpiringIn(-10) })],
  ];
  for (const [name, payload] of badBodies) {
    it(`answers 400 with a JSON message for ${name}`, async () => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/setToken',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(reply.statusCode, 400);
      const body = reply.json() as Record<string, unknown>;
      assert.deepEqual(Object.keys(body).sort(), ['code', 'message']);
      assert.equal(typeof body.message, 'string');
      assert.equal(reply.headers['set-cookie'], undefined);
    });
  }

  it('refuses bodies over the limit with 413', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/setToken',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'x'.repeat(64 * 1024) }),
    });
    assert.equal(reply.statusCode, 413);
    assert.match((reply.json() as { message: string }).message, /too large/i);
  });
});

describe('POST /api/setTokenExpired', () => {
  it('expires the cookie', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/setTokenExpired' });
    assert.equal(reply.statusCode, 200);
    const cookie = cookieOf(reply.headers['set-cookie']);
    assert.match(cookie, /^token=;/);
    assert.match(cookie, /Max-Age=0/);
    assert.match(cookie, /Path=\//);
  });
});

describe('pages and assets', () => {
  for (const url of [
    '/',
    '/login',
    '/doctor/12',
    '/en',
    '/en/',
    '/en/appointments-detail',
    '/privacy-policy',
  ]) {
    it(`serves index.html for the app route ${url} with 200`, async () => {
      const reply = await app.inject({ method: 'GET', url });
      assert.equal(reply.statusCode, 200);
      assert.match(String(reply.headers['content-type']), /text\/html/);
      assert.equal(reply.headers['cache-control'], 'no-cache');
    });
  }

  it('sets <html lang="en"> for English routes', async () => {
    assert.match((await app.inject({ method: 'GET', url: '/en/login' })).body, /<html lang="en"/);
    assert.match((await app.inject({ method: 'GET', url: '/login' })).body, /<html lang="es"/);
  });

  for (const url of ['/no-such-page', '/en/no-such-page', '/doctor', '/doctor/1/extra', '/enx']) {
    it(`answers 404 with the app (its not-found page) for ${url}`, async () => {
      const reply = await app.inject({ method: 'GET', url });
      assert.equal(reply.statusCode, 404);
      assert.match(reply.body, /<div id="root">/);
    });
  }

  it('serves hashed assets compressed with immutable caching', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(reply.headers['content-encoding'], 'gzip');
  });

  it('serves pages compressed, the not-found page too', async () => {
    for (const url of ['/', '/no-such-page']) {
      const reply = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(reply.headers['content-encoding'], 'gzip', url);
    }
  });

  it('revalidates unhashed files and 404s missing assets as JSON', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    assert.equal(icon.headers['cache-control'], 'public, max-age=0, must-revalidate');
    const missing = await app.inject({ method: 'GET', url: '/static/js/missing.js' });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { code: 'not_found', message: 'Not found' });
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to proxies on this host or a private network, and takes booleans, hop counts and lists', () => {
    assert.equal(parseTrustProxy(undefined), DEFAULT_TRUSTED_PROXIES);
    assert.equal(parseTrustProxy(' '), DEFAULT_TRUSTED_PROXIES);
    assert.equal(parseTrustProxy('true'), true);
    assert.equal(parseTrustProxy('false'), false);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    assert.deepEqual(
      [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop)),
      [true, true, false],
    );
    assert.equal(parseTrustProxy('10.0.0.0/8, 127.0.0.1'), '10.0.0.0/8, 127.0.0.1');
  });
});
