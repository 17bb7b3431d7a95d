import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../server.ts';
import { type TestSandbox, call, signIn, startSandbox, testConfig } from './helpers.ts';

let sandbox: TestSandbox;
let app: FastifyInstance;
let routes: { method: string; url: string }[];
let token: string;
before(async () => {
  sandbox = await startSandbox();
  ({ app, routes } = await buildSandbox({
    db: sandbox.db,
    config: testConfig(sandbox.dbFile),
    clock: sandbox.clock,
    log: () => undefined,
  }));
  token = (await signIn(app)).access_token;
});
after(async () => {
  await app.close();
  await sandbox.close();
});

const BAD_BODIES: unknown[] = [
  undefined,
  {},
  [],
  'text',
  { pre_order_id: 'x', id: -1, phone: 5, code: null },
  { start_at: 'yesterday', zone: 'Mars/Base', offset: 1e9 },
];
const BAD_IDS = ['abc', '0', '-1', '99999999', '1.5'];

describe('bad input never crashes the sandbox', () => {
  it('answers every route with a 4xx JSON error (never 5xx) for malformed ids, queries and bodies', async () => {
    const api = routes.filter(
      (route) =>
        route.method !== 'HEAD' && (route.url.startsWith('/api/') || route.url.startsWith('/sandbox/')),
    );
    assert.ok(api.length >= 60, `only ${api.length} routes`);
    for (const route of api) {
      for (const id of BAD_IDS) {
        const url =
          route.url.replace(/:[A-Za-z]+/g, id) + '?page=-3&page-size=abc&from=x&to=&specialityId=NaN&q=%00';
        for (const body of route.method === 'GET' ? [undefined] : BAD_BODIES) {
          for (const bearer of [token, undefined]) {
            const reply = await call(app, `${route.method} ${url}`, body, bearer);
            assert.ok(
              reply.status < 500,
              `${route.method} ${url} ${JSON.stringify(body)} → ${reply.status} ${JSON.stringify(reply.body)}`,
            );
            if (reply.status >= 400)
              assert.equal(typeof reply.body.code, 'string', `${route.method} ${url} → ${reply.status}`);
          }
        }
      }
    }
  });

  it('parses the body of every POST and PUT: malformed JSON and wrong types get the standard 400', async () => {
    const writes = routes.filter(
      (route) =>
        ['POST', 'PUT'].includes(route.method) &&
        (route.url.startsWith('/api/') || route.url.startsWith('/sandbox/')),
    );
    const cases = [
      ['{"broken":', 'invalid_json'],
      ['[1, 2]', 'validation_error'],
      ['"text"', 'validation_error'],
      ['42', 'validation_error'],
    ];
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const [payload, code] of cases) {
        const reply = await app.inject({
          method: route.method as 'POST' | 'PUT',
          url,
          payload,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
        const body = reply.json<{ code: string; message: string }>();
        assert.deepEqual([reply.statusCode, body.code], [400, code], `${route.method} ${url} ${payload}`);
        assert.equal(typeof body.message, 'string');
      }
    }
  });

  it('still takes the empty object the app sends to the calls without fields', async () => {
    for (const route of [
      'PUT /api/v1/meeting/cancel-meeting/1',
      'PUT /api/v1/meeting/followups/1/reject',
      'PUT /api/v1/user/subscription/disable-subscription',
      'POST /api/v1/payment/create-setup-intent',
    ]) {
      for (const body of [{}, undefined]) {
        const reply = await call(app, route, body, token);
        assert.notEqual(reply.body.code, 'validation_error', `${route} ${JSON.stringify(body)}`);
      }
      const typed = await call(app, route, { reason: 5 }, token);
      assert.notEqual(typed.body.code, 'validation_error', `${route}: extra fields are ignored`);
    }
    const setup = await call(app, 'POST /api/v1/payment/create-setup-intent', {}, token);
    assert.equal(setup.status, 201);
  });

  it('limits prescription photos to 6 images of 20 MB in total, images only', async () => {
    const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex').toString('base64')}`;
    const put = (base64_files: string[]) =>
      call(app, 'PUT /api/v1/user/prescription', { base64_files }, token);
    assert.equal((await put(Array(7).fill(png))).status, 413);
    assert.deepEqual(
      (await put([`data:text/plain;base64,${Buffer.from('hello world, not an image').toString('base64')}`]))
        .body.code,
      'unsupported_file_type',
    );
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(7 * 1024 * 1024)]).toString('base64')}`;
    assert.equal((await put([big, big, big])).status, 413);
    const ok = await put([png, png]);
    assert.deepEqual(
      [ok.status, ok.body.prescription.status, ok.body.prescription.images.length],
      [200, 'pending', 2],
    );
  });
});
