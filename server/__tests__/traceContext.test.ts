/**
 * Trace context (issue 35): a rendered page's provider calls carry the trace id of the page's log line. The real
 * renderer (built here) calls a sandbox through a small recording proxy, the provider as far as it can tell.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startSandbox, type TestSandbox } from '../../sandbox/__tests__/helpers.ts';
import { buildServer } from '../app.ts';
import { createMetrics } from '../metrics.ts';
import { parseTraceparent } from '../traceContext.ts';
import { buildRenderer } from './rendererBuild.ts';

interface ProviderCall {
  path: string;
  traceparent?: string;
}

let sandbox: TestSandbox;
let proxy: http.Server;
let app: FastifyInstance;
const calls: ProviderCall[] = [];
const lines: Array<Record<string, unknown>> = [];
const metrics = createMetrics();

before(async () => {
  sandbox = await startSandbox({ now: Date.now() });
  const sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = http.createServer((request, response) => {
    const traceparent = request.headers.traceparent;
    calls.push({
      path: request.url ?? '/',
      traceparent: typeof traceparent === 'string' ? traceparent : undefined,
    });
    const upstream = http.request(
      new URL(request.url ?? '/', sandboxUrl),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const distDir = await buildRenderer(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`);
  app = await buildServer({
    distDir,
    allowedHosts: ['app.example'],
    renderLimits: { timeoutMs: 60_000, maxWaitMs: 60_000 },
    logger: {
      level: 'info',
      stream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    metrics,
  });
});
after(async () => {
  await app?.close();
  proxy?.close();
  await sandbox?.close();
});

/** The page's log line and the provider calls its render made. */
async function render(url: string, headers: Record<string, string> = {}) {
  const callsBefore = calls.length;
  const reply = await app.inject({ method: 'GET', url, headers: { host: 'app.example', ...headers } });
  assert.equal(reply.statusCode, 200);
  const line = lines.find(
    (entry) => entry.reqId === reply.headers['x-request-id'] && entry.msg === 'request completed',
  );
  assert.ok(line, 'the page has its log line');
  return { reply, line, providerCalls: calls.slice(callsBefore) };
}

describe('trace context', () => {
  it("a rendered page's provider calls carry the trace id of its log line, with the server's span as parent", async () => {
    const { line, providerCalls } = await render('/specialties');
    assert.match(String(line.traceId), /^[0-9a-f]{32}$/);
    assert.match(String(line.spanId), /^[0-9a-f]{16}$/);
    assert.ok(providerCalls.length >= 3, 'footer, policies, specialities');
    for (const call of providerCalls)
      assert.equal(call.traceparent, `00-${String(line.traceId)}-${String(line.spanId)}-01`, call.path);
  });

  it('keeps the trace of a valid incoming traceparent, and its flags', async () => {
    const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00';
    const { line, providerCalls } = await render('/doctor/1?from=trace', { traceparent: incoming });
    assert.equal(line.traceId, '4bf92f3577b34da6a3ce929d0e0e4736');
    assert.notEqual(line.spanId, '00f067aa0ba902b7', 'the server is a span of its own');
    assert.ok(providerCalls.length >= 3);
    for (const call of providerCalls)
      assert.equal(
        call.traceparent,
        `00-4bf92f3577b34da6a3ce929d0e0e4736-${String(line.spanId)}-00`,
        call.path,
      );
  });

  it('starts a new trace for an invalid traceparent', async () => {
    const invalid = '00-00000000000000000000000000000000-00f067aa0ba902b7-01';
    const { line, providerCalls } = await render('/about-us?from=trace', { traceparent: invalid });
    assert.match(String(line.traceId), /^(?!0+$)[0-9a-f]{32}$/);
    assert.ok(providerCalls.every((call) => call.traceparent?.includes(String(line.traceId))));
  });

  it("counts the renderer's provider calls in the metrics", async () => {
    const text = await metrics.registry.getSingleMetricAsString('provider_request_duration_seconds');
    assert.match(
      text,
      /provider_request_duration_seconds_count\{endpoint="getFooterSpecialities",status_class="2xx"\} [1-9]/,
    );
    assert.match(
      text,
      /provider_request_duration_seconds_count\{endpoint="getSpecialities",status_class="2xx"\} 1/,
    );
  });
});

describe('traceparent', () => {
  const ID = '4bf92f3577b34da6a3ce929d0e0e4736';
  const PARENT = '00f067aa0ba902b7';
  const cases: Array<[string | undefined, boolean]> = [
    [`00-${ID}-${PARENT}-01`, true],
    [`00-${ID}-${PARENT}-00`, true],
    // A later version may add fields; version 00 may not.
    [`01-${ID}-${PARENT}-01-extra`, true],
    [`00-${ID}-${PARENT}-01-extra`, false],
    [`ff-${ID}-${PARENT}-01`, false],
    [`00-${ID.toUpperCase()}-${PARENT}-01`, false],
    [`00-${'0'.repeat(32)}-${PARENT}-01`, false],
    [`00-${ID}-${'0'.repeat(16)}-01`, false],
    [`00-${ID.slice(1)}-${PARENT}-01`, false],
    ['not a traceparent', false],
    [undefined, false],
  ];
  for (const [header, valid] of cases) {
    it(`${String(header)}: ${valid ? 'kept' : 'a new trace'}`, () => {
      assert.equal(parseTraceparent(header) !== undefined, valid);
    });
  }
});
