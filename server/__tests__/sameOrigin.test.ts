import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${b64url({ alg: 'HS256' })}.${b64url({ exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;

let app: FastifyInstance;
beforeEach(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><body></body></html>');
  app = await buildServer({ distDir: dir });
});
afterEach(() => app.close());

const endpoints = [
  { url: '/api/setToken', payload: { token } },
  { url: '/api/setTokenExpired', payload: {} },
];

describe('the token endpoints accept only same-origin requests', () => {
  for (const { url, payload } of endpoints) {
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url, headers: { host: 'app.example', ...headers }, payload });

    it(`${url}: a cross-site request (Sec-Fetch-Site) gets 403 and no cookie`, async () => {
      for (const site of ['cross-site', 'same-site', 'none']) {
        const reply = await post({ 'sec-fetch-site': site, origin: 'http://app.example' });
        assert.equal(reply.statusCode, 403, site);
        assert.equal(reply.headers['set-cookie'], undefined);
        assert.equal((reply.json() as { code: string }).code, 'cross_site_request');
      }
    });

    it(`${url}: another Origin gets 403 when the browser sends no Sec-Fetch-Site`, async () => {
      for (const origin of [
        'https://evil.example',
        'http://app.example.evil.example',
        'https://app.example',
        'null',
      ]) {
        const reply = await post({ origin });
        assert.equal(reply.statusCode, 403, origin);
        assert.equal(reply.headers['set-cookie'], undefined);
      }
    });

    it(`${url}: same-origin requests pass`, async () => {
      assert.equal(
        (await post({ 'sec-fetch-site': 'same-origin', origin: 'http://app.example' })).statusCode,
        200,
      );
      assert.equal((await post({ origin: 'http://app.example' })).statusCode, 200);
      assert.equal((await post({})).statusCode, 200, 'no browser headers: not a forgery');
    });
  }

  it('compares the scheme the request came with through a trusted proxy', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/setTokenExpired',
      headers: { host: 'app.example', 'x-forwarded-proto': 'https', origin: 'https://app.example' },
    });
    assert.equal(reply.statusCode, 200);
  });
});
