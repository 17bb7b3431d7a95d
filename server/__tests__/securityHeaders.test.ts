import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { createHash } from 'node:crypto';
import { AFTER_PAINT_SCRIPT } from '../../src/lib/afterPaintScript.ts';
import { EARLY_INPUT_SCRIPT } from '../../src/lib/earlyInputScript.ts';
import {
  type BuildSettings,
  cspDirectives,
  DEFAULT_BUILD_SETTINGS,
  INLINE_SCRIPT_HASHES,
} from '../securityHeaders.ts';

function fakeDist(settings?: Partial<BuildSettings>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><body></body></html>');
  writeFileSync(path.join(dir, 'static', 'js', 'index.abc123.js'), 'console.log("app");');
  if (settings) {
    writeFileSync(
      path.join(dir, 'server', 'settings.json'),
      JSON.stringify({ ...DEFAULT_BUILD_SETTINGS, ...settings }),
    );
  }
  return dir;
}

/** The CSP header as directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'a Content-Security-Policy header');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('security headers', () => {
  const answers: Array<[string, string, string?]> = [
    ['a page', '/'],
    ['an English page', '/en/specialties'],
    ['a hashed asset', '/static/js/index.abc123.js'],
    ['an unknown path (404 page)', '/no-such-page'],
    ['a missing asset (404 JSON)', '/static/js/missing.js'],
    ['the token endpoint', '/api/setTokenExpired', 'POST'],
  ];
  for (const [what, url, method = 'GET'] of answers) {
    it(`are on every answer: ${what}`, async () => {
      app = await buildServer({ distDir: fakeDist() });
      const reply = await app.inject({ method: method as 'GET', url });
      const policy = csp(reply.headers['content-security-policy']);
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(policy.get('object-src'), ["'none'"]);
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      assert.equal(reply.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.match(String(reply.headers['permissions-policy']), /camera=\(self "http:\/\/localhost:4010"\)/);
      assert.match(
        String(reply.headers['permissions-policy']),
        /microphone=\(self "http:\/\/localhost:4010"\)/,
      );
      assert.equal(reply.headers['strict-transport-security'], undefined, 'no HSTS over http');
    });
  }

  it("allow scripts from this origin and the two inline scripts by their hashes: no 'unsafe-inline', no eval", async () => {
    app = await buildServer({ distDir: fakeDist() });
    const policy = csp((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const hashes = [EARLY_INPUT_SCRIPT, AFTER_PAINT_SCRIPT].map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    );
    assert.deepEqual(INLINE_SCRIPT_HASHES, hashes);
    assert.deepEqual(policy.get('script-src'), ["'self'", ...hashes]);
    assert.ok(!policy.get('script-src')?.includes("'unsafe-inline'"));
    assert.ok(![...policy.values()].flat().includes("'unsafe-eval'"));
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
  });

  it("allow the build's provider API (calls, photos), analytics and the video room", async () => {
    app = await buildServer({
      distDir: fakeDist({
        apiBaseUrl: 'https://api.provider.example/v1/',
        analyticsUrl: 'https://stats.example/collect',
      }),
    });
    const reply = await app.inject({ method: 'GET', url: '/' });
    const policy = csp(reply.headers['content-security-policy']);
    assert.deepEqual(policy.get('connect-src'), [
      "'self'",
      'https://api.provider.example',
      'https://stats.example',
    ]);
    assert.ok(policy.get('img-src')?.includes('https://api.provider.example'));
    assert.deepEqual(policy.get('frame-src'), ['https://api.provider.example']);
    assert.ok(!policy.get('script-src')?.some((source) => source.includes('stripe')));
    assert.ok(!policy.get('script-src')?.some((source) => source.includes('google')));
  });

  it('take the video room origin from the setting', async () => {
    app = await buildServer({ distDir: fakeDist(), videoRoomOrigin: 'https://rooms.example/room/1' });
    const reply = await app.inject({ method: 'GET', url: '/' });
    assert.deepEqual(csp(reply.headers['content-security-policy']).get('frame-src'), [
      'https://rooms.example',
    ]);
    assert.match(String(reply.headers['permissions-policy']), /camera=\(self "https:\/\/rooms.example"\)/);
  });

  it("allow Stripe's and Google's origins only when the build uses them", () => {
    const directives = cspDirectives({
      settings: { ...DEFAULT_BUILD_SETTINGS, stripe: true, googleSignIn: true },
      videoRoomOrigin: 'http://localhost:4010',
    });
    assert.ok(directives['script-src']?.includes('https://js.stripe.com'));
    assert.ok(directives['frame-src']?.includes('https://hooks.stripe.com'));
    assert.ok(directives['connect-src']?.includes('https://api.stripe.com'));
    assert.ok(directives['script-src']?.includes('https://accounts.google.com/gsi/client'));
    assert.ok(directives['frame-src']?.includes('https://accounts.google.com/gsi/'));
  });

  it('add HSTS when the request came over https (through a trusted proxy)', async () => {
    app = await buildServer({ distDir: fakeDist() });
    const reply = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(String(reply.headers['strict-transport-security']), /max-age=\d{7,}/);
  });

  it('never serve what the server reads from dist/server/', async () => {
    app = await buildServer({ distDir: fakeDist({ apiBaseUrl: 'https://api.provider.example/' }) });
    const reply = await app.inject({ method: 'GET', url: '/server/settings.json' });
    assert.equal(reply.statusCode, 404);
    assert.doesNotMatch(reply.body, /api\.provider\.example/);
  });
});
