import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { type TestSandbox, call, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
let base: string;
before(async () => {
  sandbox = await startSandbox();
  base = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => sandbox.close());
beforeEach(() => call(sandbox.app, 'DELETE /sandbox/faults'));

const COUNTRIES = '/api/v1/auth/calling-code-countries';
const fault = (body: Record<string, unknown>) => call(sandbox.app, 'POST /sandbox/faults', body);
const get = (path: string, headers: Record<string, string> = {}, timeoutMs = 2000) =>
  fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });

/** What a browser's fetch would make of the answer: a status and a body, or the way it failed. */
async function outcome(path: string, headers: Record<string, string> = {}, timeoutMs = 2000) {
  try {
    const response = await get(path, headers, timeoutMs);
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: response.status, malformed: text };
    }
  } catch (error) {
    return { failed: (error as Error).name };
  }
}

describe('fault mode', () => {
  it('answers a matching call with 500 and the provider error body, in the request language', async () => {
    assert.equal((await fault({ route: COUNTRIES, kind: 500 })).status, 201);
    assert.deepEqual(await outcome(COUNTRIES, { 'accept-language': 'en' }), {
      status: 500,
      body: { code: 'internal_error', message: 'Something went wrong. Please try again' },
    });
  });

  it('answers malformed JSON with a 200 JSON content type', async () => {
    await fault({ route: '/api/v1/*', method: 'GET', kind: 'malformed' });
    const response = await get(COUNTRIES);
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get('content-type')), /application\/json/);
    assert.throws(() => JSON.parse('{"broken": [1, 2'));
    assert.deepEqual(await outcome(COUNTRIES), { status: 200, malformed: '{"broken": [1, 2' });
  });

  it('drops the connection without an answer', async () => {
    await fault({ route: COUNTRIES, kind: 'drop' });
    assert.deepEqual(await outcome(COUNTRIES), { failed: 'TypeError' });
  });

  it('holds a timed-out call until the fault is cleared', async () => {
    await fault({ route: COUNTRIES, kind: 'timeout' });
    assert.deepEqual(await outcome(COUNTRIES, {}, 300), { failed: 'TimeoutError' });
    const held = outcome(COUNTRIES, {}, 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual((await call(sandbox.app, 'DELETE /sandbox/faults')).body, { cleared: 1 });
    assert.deepEqual(await held, { failed: 'TypeError' });
    assert.equal((await outcome(COUNTRIES)).status, 200);
  });

  it('stops after `times` answers, and counts its hits', async () => {
    const added = await fault({ route: COUNTRIES, kind: '500', times: 2 });
    assert.deepEqual(added.body, {
      id: added.body.id,
      route: COUNTRIES,
      method: null,
      kind: '500',
      remaining: 2,
      scope: null,
      holdMs: 120_000,
      hits: 0,
    });
    assert.equal((await outcome(COUNTRIES)).status, 500);
    assert.deepEqual(
      (await call(sandbox.app, 'GET /sandbox/faults')).body.faults.map((f: { hits: number }) => f.hits),
      [1],
    );
    assert.equal((await outcome(COUNTRIES)).status, 500);
    assert.equal((await outcome(COUNTRIES)).status, 200);
    assert.deepEqual((await call(sandbox.app, 'GET /sandbox/faults')).body, { faults: [] });
  });

  it('meets only its method and route, never preflights, back doors or the health check', async () => {
    await fault({ route: '*', kind: '500' });
    await fault({ route: '/api/v1/profile', method: 'POST', kind: 'drop' });
    assert.equal((await call(sandbox.app, 'GET /health')).status, 200);
    assert.equal((await call(sandbox.app, 'GET /sandbox/test-cards')).status, 200);
    const preflight = await fetch(`${base}${COUNTRIES}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-sandbox-scope',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(String(preflight.headers.get('access-control-allow-headers')), /x-sandbox-scope/i);
    await call(sandbox.app, 'DELETE /sandbox/faults');
    await fault({ route: '/api/v1/profile', method: 'POST', kind: 'drop' });
    assert.equal((await outcome(COUNTRIES)).status, 200);
  });

  it('reaches the card processor only when its route names it', async () => {
    const confirm = (id: string) =>
      fetch(`${base}/sandbox/payments/${id}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: '4242424242424242' }),
      });
    await fault({ route: '*', kind: '500' });
    await fault({ route: '/api/*', kind: 'drop' });
    // Not faulted: the processor answers for itself (no such payment).
    assert.equal((await confirm('pi_none')).status, 404);
    await fault({ route: '/sandbox/payments/*/confirm', method: 'POST', kind: '500' });
    const refused = await confirm('pi_none');
    assert.deepEqual(
      [refused.status, ((await refused.json()) as { code: string }).code],
      [500, 'internal_error'],
    );
    assert.equal((await call(sandbox.app, 'GET /sandbox/test-cards')).status, 200);
  });

  it('keeps a scoped fault to the requests of its scope, and clears one scope alone', async () => {
    await fault({ route: COUNTRIES, kind: '500', scope: 'journey-a' });
    await fault({ route: '/api/v1/speciality', kind: '500', scope: 'journey-b' });
    assert.equal((await outcome(COUNTRIES)).status, 200);
    assert.equal((await outcome(COUNTRIES, { 'x-sandbox-scope': 'journey-b' })).status, 200);
    assert.equal((await outcome(COUNTRIES, { 'x-sandbox-scope': 'journey-a' })).status, 500);
    assert.deepEqual((await call(sandbox.app, 'DELETE /sandbox/faults?scope=journey-a')).body, {
      cleared: 1,
    });
    assert.equal((await outcome(COUNTRIES, { 'x-sandbox-scope': 'journey-a' })).status, 200);
    assert.equal((await call(sandbox.app, 'GET /sandbox/faults')).body.faults.length, 1);
    assert.deepEqual((await call(sandbox.app, 'GET /sandbox/faults?scope=journey-a')).body, { faults: [] });
  });

  it('answers the CORS headers on a faulted call, so a browser reads the 500', async () => {
    await fault({ route: COUNTRIES, kind: '500' });
    const response = await get(COUNTRIES, { origin: 'http://localhost:3000' });
    assert.equal(response.status, 500);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });

  it('refuses a fault it cannot apply', async () => {
    for (const body of [
      { route: 'api/v1/profile', kind: '500' },
      { route: '/api/v1/profile', kind: 'slow' },
      { route: '/api/v1/profile', kind: '500', times: 0 },
    ]) {
      const reply = await fault(body);
      assert.deepEqual([reply.status, reply.body.code], [400, 'validation_error'], JSON.stringify(body));
    }
  });
});
