/**
 * The server's metrics (issue 35): scraped from their own listener after traffic, each counter moved as the
 * traffic says; labels are route patterns, never a raw path; the public port never serves them.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { createMetrics, serveMetrics } from '../metrics.ts';
import { fakeRenderControl, fakeRendererDist } from './fakeRenderer.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function serverWithMetrics(options: Partial<Parameters<typeof buildServer>[0]> = {}) {
  const metrics = createMetrics();
  app = await buildServer({ distDir: fakeRendererDist(), metrics, ...options });
  const url = await serveMetrics(app, metrics, { port: 0, host: '127.0.0.1' });
  const scrape = async () => {
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  return { app, url, scrape };
}

/** A sample's value from Prometheus' text format (0 when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        wanted.every((pair) => row.includes(pair)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app!.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('metrics', () => {
  it('count requests by route pattern, renders, the cache, provider calls and client errors', async () => {
    const control = fakeRenderControl();
    const { scrape } = await serverWithMetrics();
    const before = await scrape();
    for (const url of ['/doctor/1', '/doctor/1', '/en/doctor/2', '/doctor/3?from=x', '/missing/612345678'])
      await get(url);
    control.fail = true;
    assert.equal((await get('/specialties')).headers['x-render-fallback'], 'error');
    control.fail = false;
    await get('/healthz');
    const report = await app!.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({
        release: 'unknown',
        page: '/payment',
        browser: { family: 'firefox', version: 153 },
        kind: 'boundary',
        name: 'TypeError',
        message: 'x is undefined',
      }),
    });
    assert.equal(report.statusCode, 204);
    await app!.inject({ method: 'POST', url: '/api/client-errors', payload: { nothing: 'of a report' } });
    const after = await scrape();

    const requests = (labels: Record<string, string>) =>
      sample(after, 'http_request_duration_seconds_count', labels) -
      sample(before, 'http_request_duration_seconds_count', labels);
    assert.equal(requests({ route: '/doctor/:id', method: 'GET', status_class: '2xx' }), 4);
    assert.equal(requests({ route: 'other', method: 'GET', status_class: '4xx' }), 1);
    assert.equal(requests({ route: '/healthz', method: 'GET', status_class: '2xx' }), 1);
    assert.equal(requests({ route: '/api/client-errors', method: 'POST', status_class: '2xx' }), 1);
    assert.equal(requests({ route: '/api/client-errors', method: 'POST', status_class: '4xx' }), 1);
    // Renders: /doctor/1 once (then from the cache), /en/doctor/2, /doctor/3?from=x, the unknown path.
    assert.equal(
      sample(after, 'ssr_render_duration_seconds_count', { page: '/doctor/:id', outcome: 'ok' }),
      3,
    );
    assert.equal(sample(after, 'ssr_render_duration_seconds_count', { page: 'other', outcome: 'ok' }), 1);
    assert.equal(
      sample(after, 'ssr_render_duration_seconds_count', { page: '/specialties', outcome: 'error' }),
      1,
    );
    assert.equal(sample(after, 'ssr_fallbacks_total', { reason: 'error' }), 1);
    assert.equal(sample(after, 'page_cache_answers_total', { state: 'miss' }), 3);
    assert.equal(sample(after, 'page_cache_answers_total', { state: 'hit' }), 1);
    assert.equal(sample(after, 'page_cache_answers_total', { state: 'bypass' }), 1);
    assert.equal(sample(after, 'page_cache_entries', { kind: 'pages' }), 2);
    assert.equal(sample(after, 'page_cache_entries', { kind: 'notFound' }), 1);
    assert.ok(sample(after, 'page_cache_bytes') > 1000);
    assert.equal(
      sample(after, 'provider_request_duration_seconds_count', {
        endpoint: 'getFooterSpecialities',
        status_class: '2xx',
      }),
      5,
    );
    assert.equal(
      sample(after, 'client_errors_total', { kind: 'boundary', release: 'unknown', browser: 'firefox' }),
      1,
    );
    assert.equal(sample(after, 'client_error_reports_refused_total', { reason: 'invalid' }), 1);
    // prom-client's defaults: event-loop delay, heap, resident memory.
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ])
      assert.ok(sample(after, name) > 0, name);
    for (const raw of ['/doctor/1', '/doctor/2', '/doctor/3', 'from=x', '612345678', 'missing'])
      assert.ok(!after.includes(raw), `no raw path in a label: ${raw}`);
  });

  it('count the requests shed, by what was over its limit', async () => {
    fakeRenderControl();
    const { scrape } = await serverWithMetrics({
      shedding: {
        maxHeapUsedBytes: 1,
        maxEventLoopDelayMs: 0,
        maxRenderEventLoopDelayMs: 0,
        sampleIntervalMs: 10,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal((await get('/doctor/1')).statusCode, 503);
    assert.equal((await get('/api/nothing')).statusCode, 503);
    const text = await scrape();
    assert.equal(sample(text, 'http_requests_shed_total', { reason: 'heapUsedBytes' }), 2);
    assert.equal(
      sample(text, 'http_request_duration_seconds_count', { route: '/doctor/:id', status_class: '5xx' }),
      1,
    );
  });

  it('are served on their own listener only: the public port answers 404 for /metrics', async () => {
    // The app's own rule for a path that is no page (the fake renderer would render any path).
    const distDir = fakeRendererDist();
    rmSync(path.join(distDir, 'server', 'index.js'));
    const { url } = await serverWithMetrics({ distDir });
    await get('/doctor/1');
    for (const path of ['/metrics', '/metrics/', '/en/metrics', '/metrics?format=prometheus']) {
      const reply = await get(path);
      assert.equal(reply.statusCode, 404, path);
      assert.doesNotMatch(reply.body, /http_request_duration_seconds|process_resident_memory_bytes/, path);
    }
    const elsewhere = await fetch(new URL('/', url));
    assert.equal(elsewhere.status, 404);
  });
});
