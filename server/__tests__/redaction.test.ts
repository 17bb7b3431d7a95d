/**
 * Personal data found by its shape (issue 34 item 11, issue 35): hostile addresses, headers and error reports go
 * through the real server, and no log line or metric holds what they carried.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { redactText, redactUrl } from '../../src/lib/redact.ts';
import { buildServer } from '../app.ts';
import { createMetrics } from '../metrics.ts';
import { fakeRenderControl, fakeRendererDist } from './fakeRenderer.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsInBob25lIjoiKzM0NjAwMDAwMDAxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

/** [address, what must never be logged]. */
const HOSTILE: Array<[string, string[]]> = [
  ['/login?note=%2B34+699+111+222', ['699+111+222', '699 111 222']],
  ['/search?q=600+000+001', ['600+000+001', '000+001']],
  ['/search?ref=34600000001', ['34600000001']],
  ['/search?contact=ana.garcia%40example.es', ['ana.garcia']],
  ['/search?u=ana.garcia@example.es', ['ana.garcia']],
  ['/login?redirect=%2Flogin%3Ftoken%3Dsecret123', ['secret123']],
  ['/login?redirect=%252Flogin%253Ftoken%253Dsecret456', ['secret456']],
  [`/search?h=${JWT.slice(0, 60)}`, [JWT.slice(0, 30), JWT.slice(40, 60)]],
  [`/doctor/${JWT}`, [JWT.slice(0, 30), 'c2lnbmF0dXJl']],
  [`/en/login?token=${JWT}`, [JWT.slice(0, 30)]],
  ['/search?a=1&token=tok-secret-789', ['tok-secret-789']],
  ['/search?access_token=acc-secret-1&x=2', ['acc-secret-1']],
  ['/login?from=%2Fprofile%3Fphone%3D612345678', ['612345678']],
  ['/login?email=juanito', ['juanito']],
  ['/profile?first_name=Mar%C3%ADa&last_name=Garc%C3%ADa', ['Mar%C3%ADa', 'Garc%C3%ADa']],
  ['/doctor/612345678', ['612345678']],
  ['/search?n=0034+612+345+678', ['612+345+678']],
  ['/search?id=X1234567L', ['X1234567L']],
  ['/search?q=%2B44%2020%207946%200958', ['7946']],
  ['/search?cb=%22ana%40example.com%22', ['ana%40example', 'example.com']],
  ['/search?t=Bearer%20abc.def.ghi', ['abc.def.ghi']],
  ['/search?r=%2Fpayment%3FpreOrder%3D5%26token%3Dzzz999', ['zzz999']],
  ['/search?m=lucia.m%252540example.es', ['lucia.m']],
  ['/search?p=612.345.678', ['612.345.678']],
  ['/search?note=Llamar%20al%20699111222', ['699111222']],
];

const SECRETS = HOSTILE.flatMap(([, secrets]) => secrets);

describe('redaction by shape', () => {
  it(`masks ${HOSTILE.length} hostile addresses, and keeps what is not personal`, () => {
    for (const [url, secrets] of HOSTILE) {
      const logged = redactUrl(url);
      for (const secret of secrets) assert.ok(!logged.includes(secret), `${url} → ${logged}`);
    }
    assert.equal(redactUrl('/login?from=%2Fappointments'), '/login?from=%2Fappointments');
    assert.equal(
      redactUrl('/appointments-detail?id=12&from=%2Fappointments%3Fpage%3D2'),
      '/appointments-detail?id=12&from=%2Fappointments%3Fpage%3D2',
    );
    assert.equal(redactUrl('/redirect=%2Flogin%3Ftoken%3Dabc'), '/[redacted]');
    assert.equal(
      redactText('took 1795724256374 ms, trace 4bf92f3577b34da6a3ce929d0e0e4736'),
      'took 1795724256374 ms, trace 4bf92f3577b34da6a3ce929d0e0e4736',
    );
  });
});

describe('the server with hostile requests and reports', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const metrics = createMetrics();
  before(async () => {
    fakeRenderControl();
    app = await buildServer({
      distDir: fakeRendererDist(),
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      metrics,
      clientErrorsPerMinute: 0,
    });
  });
  after(() => app?.close());

  it('logs no personal data from an address, a header or an error report, and counts none', async () => {
    for (const [url] of HOSTILE) {
      const reply = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', 'x-request-id': '612345678-600000001', cookie: `token=${JWT}` },
      });
      assert.ok(reply.statusCode < 500, url);
      const text = decodeURIComponent(url.replaceAll('+', ' ').replaceAll('%25', '%'));
      const report = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({
          release: 'r1',
          page: url.split('?')[0]!.slice(0, 64),
          browser: { family: 'chrome', version: 156 },
          kind: 'error',
          name: 'Error',
          // What a careless message or a hostile client could put in a report.
          message: `Failed on ${text} for "${text}" (${url})`,
          stack: `Error\n    at f (http://localhost:3000${url}:1:2)\n    at g@http://localhost:3000/static/js/x.js?${url}:3:4`,
        }),
      });
      assert.equal(report.statusCode, 204, url);
    }
    // Trace and span ids and request ids are random hex made here: any digits in them are no one's.
    const logged = lines
      .join('')
      .replace(/"(?:traceId|spanId)":"[0-9a-f]+"|"reqId":"[0-9a-f]{8}-[0-9a-f-]{27}"/g, '');
    assert.equal(lines.filter((line) => line.includes('"client error"')).length, HOSTILE.length);
    // The labels: a metric's value is a number of ours.
    const labels = ((await metrics.registry.metrics()).match(/\{[^}]*\}/g) ?? []).join('\n');
    for (const secret of [...SECRETS, JWT.slice(0, 30), '600000001']) {
      const at = logged.indexOf(secret);
      assert.ok(at < 0 && !labels.includes(secret), `${secret}: ${logged.slice(at - 300, at + 100)}`);
    }
  });
});
