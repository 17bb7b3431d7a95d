/**
 * What an operator runs the server by (issue 28): /healthz and /readyz, load shedding with 503 and Retry-After,
 * and SIGTERM: the requests in flight finish, the process exits 0, or 1 once SHUTDOWN_TIMEOUT_MS has passed.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { startWebServer, type WebServer } from '../../scripts/loadBalancer.ts';
import { buildServer } from '../app.ts';
import { fakeRenderControl, fakeRendererDist } from './fakeRenderer.ts';

const distDir = fakeRendererDist();
let app: FastifyInstance | undefined;
let provider: FastifyInstance | undefined;

/** A provider whose footer call answers 200 while `up`. */
async function startProvider() {
  const state = { up: true };
  provider = Fastify();
  provider.get('/api/v1/speciality/footer', async (_request, reply) =>
    state.up ? { speciality_list: [] } : reply.status(500).send({ code: 'internal' }),
  );
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const address = provider.server.address();
  return { state, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

/** Polls until `check` passes (the load is sampled on a timer); fails after 20 s. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, what);
    await sleep(20);
  }
}

beforeEach(() => fakeRenderControl());
afterEach(async () => {
  await app?.close();
  await provider?.close();
  app = provider = undefined;
});

describe('health', () => {
  it('/healthz says the process answers; /readyz says whether the provider does', async () => {
    const { state, url } = await startProvider();
    app = await buildServer({ distDir, providerUrl: url, operations: { readyCheckIntervalMs: 0 } });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    assert.deepEqual(
      [health.statusCode, health.json(), health.headers['cache-control']],
      [200, { status: 'ok' }, 'no-store'],
    );

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(
      { ...(ready.json() as Record<string, unknown>), cache: undefined, memory: undefined },
      {
        status: 'ready',
        closing: false,
        provider: 'reachable',
        underPressure: false,
        cache: undefined,
        memory: undefined,
      },
    );
    assert.ok(ready.json().memory.rssMb > 0 && ready.json().memory.heapUsedMb > 0);
    assert.equal(ready.json().cache.maxBytes, 32 * 1024 * 1024);

    state.up = false;
    const notReady = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(notReady.statusCode, 503);
    assert.equal(notReady.json().provider, 'unreachable');
    assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  });
});

describe('load shedding', () => {
  it('under pressure: 503 with Retry-After at once, the browser-rendered page for pages, JSON otherwise; /healthz answers', async () => {
    const { url } = await startProvider();
    // A heap limit of one byte: the server is under pressure from its first sample on.
    app = await buildServer({
      distDir,
      providerUrl: url,
      shedding: { maxHeapUsedBytes: 1, maxEventLoopDelayMs: 0, sampleIntervalMs: 20, retryAfterSeconds: 7 },
    });
    const server = app;
    const page = () =>
      server.inject({
        method: 'GET',
        url: '/doctor/1',
        headers: { 'accept-encoding': 'br', host: 'localhost' },
      });
    await eventually(async () => (await page()).statusCode === 503, 'the server sheds load');

    const shed = await page();
    assert.equal(shed.headers['retry-after'], '7');
    assert.equal(shed.headers['cache-control'], 'no-store');
    assert.equal(shed.headers['content-encoding'], 'br');
    assert.equal(shed.headers['x-shed'], 'heapUsedBytes');
    assert.ok(shed.headers['content-security-policy'], 'the security headers too');
    const api = await server.inject({ method: 'POST', url: '/api/setTokenExpired' });
    assert.deepEqual([api.statusCode, api.json().code], [503, 'overloaded']);
    assert.equal((await server.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    const ready = await server.inject({ method: 'GET', url: '/readyz' });
    assert.deepEqual([ready.statusCode, ready.json().underPressure], [503, true]);
  });

  it('while the event loop lags, no new render starts: the browser renders the page; cached pages still answer', async () => {
    const { url } = await startProvider();
    app = await buildServer({
      distDir,
      providerUrl: url,
      shedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRenderEventLoopDelayMs: 100 },
    });
    const server = app;
    const get = (path: string) => server.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    assert.equal((await get('/about-us')).headers['x-render-cache'], 'miss');
    const memoryUsage = server.memoryUsage();
    Object.assign(server, { memoryUsage: () => ({ ...memoryUsage, eventLoopDelay: 150 }) });
    assert.equal((await get('/contact-us')).headers['x-render-fallback'], 'busy');
    assert.equal((await get('/about-us?from=x')).headers['x-render-fallback'], 'busy');
    assert.equal((await get('/about-us')).headers['x-render-cache'], 'hit');
  });
});

describe('SIGTERM', () => {
  // No shedding: how loaded the machine is must not decide whether the slow render starts. No grace period before
  // closing: draining.test.ts tests it.
  const startSlowServer = (env: Record<string, string>) =>
    startWebServer({
      DIST_DIR: distDir,
      FAKE_RENDER_LOG: '1',
      RENDER_TIMEOUT_MS: '20000',
      DRAIN_GRACE_MS: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_RENDERS_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    });
  let started: WebServer | undefined;
  afterEach(async () => {
    await started?.stop('SIGKILL');
    started = undefined;
  });
  const renderStarted = (output: string[], url: string) =>
    output.some((line) => line.includes('"render started"') && line.includes(`"url":"${url}"`));

  it('lets the request in flight finish, refuses new connections and exits 0', async () => {
    const server = (started = await startSlowServer({
      FAKE_RENDER_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '10000',
    }));
    const inFlight = fetch(`${server.url}/about-us`);
    await eventually(async () => renderStarted(server.output, '/about-us'), 'the render started');
    server.process.kill('SIGTERM');
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<h1>\/about-us<\/h1>/);
    assert.equal(await server.exited, 0);
    await assert.rejects(fetch(`${server.url}/healthz`), 'no longer listening');
    assert.ok(server.output.some((line) => line.includes('"msg":"closed"')));
  });

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still in flight', async () => {
    const server = (started = await startSlowServer({ FAKE_RENDER_MS: '15000', SHUTDOWN_TIMEOUT_MS: '300' }));
    const inFlight = fetch(`${server.url}/contact-us`).catch(() => undefined);
    await eventually(async () => renderStarted(server.output, '/contact-us'), 'the render started');
    server.process.kill('SIGTERM');
    assert.equal(await server.exited, 1);
    assert.ok(server.output.some((line) => line.includes('killed by timeout (300ms)')));
    await inFlight;
  });
});
