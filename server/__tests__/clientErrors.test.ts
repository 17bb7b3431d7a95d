/**
 * `POST /api/client-errors` (issue 35): reports of the right shape and size, from this site, a few per minute per
 * client; each logged as one structured line and counted; anything else refused and counted as refused.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { CLIENT_ERRORS_PATH } from '../clientErrors.ts';
import { createMetrics } from '../metrics.ts';
import { RELEASE_FILE } from '../release.ts';
import { fakeRenderControl, fakeRendererDist } from './fakeRenderer.ts';

const REPORT = {
  release: 'b1',
  page: '/payment',
  browser: { family: 'safari', version: 18 },
  kind: 'boundary',
  name: 'TypeError',
  message: "undefined is not an object (evaluating 'y.map')",
  stack: 'x@http://localhost:3000/static/js/async/page-payment.1a2b.js:1:4135',
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function server(perMinute = 10) {
  fakeRenderControl();
  const distDir = fakeRendererDist();
  writeFileSync(path.join(distDir, RELEASE_FILE), JSON.stringify({ release: 'b1' }));
  const lines: Array<Record<string, unknown>> = [];
  const metrics = createMetrics();
  app = await buildServer({
    distDir,
    metrics,
    clientErrorsPerMinute: perMinute,
    logger: {
      level: 'info',
      stream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    app!.inject({
      method: 'POST',
      url: CLIENT_ERRORS_PATH,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const counted = async (name: string) => (await metrics.registry.getSingleMetricAsString(name)).split('\n');
  return { send, lines, counted };
}

describe('client error reports', () => {
  it('are logged as one structured line each, with the route pattern, and counted by release', async () => {
    const { send, lines, counted } = await server();
    assert.equal((await send(REPORT)).statusCode, 204);
    assert.equal((await send({ ...REPORT, release: 'a0', page: '/doctor/12' })).statusCode, 204);
    const logged = lines.filter((line) => line.msg === 'client error');
    assert.deepEqual(
      logged.map((line) => line.clientError),
      [
        { ...REPORT, browser: 'safari 18', message: "undefined is not an object (evaluating 'y.map')" },
        { ...REPORT, release: 'a0', page: 'other', browser: 'safari 18' },
      ],
    );
    assert.equal(logged[0]!.level, 40);
    assert.ok(logged[0]!.reqId && logged[0]!.traceId, 'beside its request and trace ids');
    const countedLines = await counted('client_errors_total');
    assert.ok(countedLines.includes('client_errors_total{kind="boundary",release="b1",browser="safari"} 1'));
    // Another build's release is counted, but never as a label of its own (a client could send any).
    assert.ok(
      countedLines.includes('client_errors_total{kind="boundary",release="other",browser="safari"} 1'),
    );
  });

  it('refuses another shape, a larger body, what is not JSON and another site, and counts them', async () => {
    const { send, lines, counted } = await server();
    const refusals: Array<[unknown, Record<string, string>, number]> = [
      [{ ...REPORT, kind: 'typed-text' }, {}, 400],
      [{ ...REPORT, browser: { family: 'chrome', version: 'x' } }, {}, 400],
      [{ ...REPORT, release: 'a b' }, {}, 400],
      [{ ...REPORT, stack: 'x'.repeat(20_000) }, {}, 413],
      ['{not json', {}, 400],
      [REPORT, { 'sec-fetch-site': 'cross-site' }, 403],
      [REPORT, { 'sec-fetch-site': '', origin: 'https://evil.example' }, 403],
    ];
    for (const [payload, headers, status] of refusals)
      assert.equal((await send(payload, headers)).statusCode, status, JSON.stringify(payload).slice(0, 80));
    assert.equal(lines.filter((line) => line.msg === 'client error').length, 0);
    const refused = await counted('client_error_reports_refused_total');
    assert.ok(refused.includes('client_error_reports_refused_total{reason="invalid"} 5'), refused.join('\n'));
    assert.ok(
      refused.includes('client_error_reports_refused_total{reason="cross_site"} 2'),
      refused.join('\n'),
    );
  });

  it('drops a field it does not know (Fastify removes it before the handler reads the report)', async () => {
    const { send, lines } = await server();
    assert.equal((await send({ ...REPORT, typed: 'María García, 600 000 001' })).statusCode, 204);
    assert.doesNotMatch(JSON.stringify(lines), /typed|María|600 000 001/);
  });

  it('takes a few per minute from one client; more get 429 and are counted as limited', async () => {
    const { send, counted } = await server(3);
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await send(REPORT)).statusCode);
    assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
    assert.ok(
      (await counted('client_error_reports_refused_total')).includes(
        'client_error_reports_refused_total{reason="limited"} 2',
      ),
    );
  });
});
