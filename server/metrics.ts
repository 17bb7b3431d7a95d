import type { FastifyInstance, FastifyRequest } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routePatternOf } from '../src/config/routes.ts';
import { outgoingTraceparent, TRACEPARENT_HEADER, traceContextOf } from './traceContext.ts';

/**
 * The server's metrics in Prometheus' format (prom-client), served on a listener of their own (METRICS_PORT),
 * never on the public one. Every label comes from a closed list: route patterns (`/doctor/:id`), never a raw
 * path, an id or anything a client typed. docs/operations.md says what each one means and which alerts to set.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let cacheStats: () => Record<string, number> = () => ({});
  const metrics = {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by route pattern, method and status class, and how long each took',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    renders: new Histogram({
      name: 'ssr_render_duration_seconds',
      help: 'Server renders of a page (provider calls included), by page pattern and outcome (ok, error)',
      labelNames: ['page', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    fallbacks: new Counter({
      name: 'ssr_fallbacks_total',
      help: 'Page requests answered with the browser-rendered page instead of a server render, by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
    cacheAnswers: new Counter({
      name: 'page_cache_answers_total',
      help: 'Rendered pages answered, by page-cache state: hit, stale, miss (rendered and kept), bypass (never kept)',
      labelNames: ['state'] as const,
      registers,
    }),
    shed: new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 by load shedding, by what was over its limit',
      labelNames: ['reason'] as const,
      registers,
    }),
    providerCalls: new Histogram({
      name: 'provider_request_duration_seconds',
      help: "Provider calls made while rendering, by the app's endpoint name and status class (or error, timeout)",
      labelNames: ['endpoint', 'status_class'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    clientErrors: new Counter({
      name: 'client_errors_total',
      help: "Errors reported by patients' browsers, by kind, release (this build's, or other) and browser family",
      labelNames: ['kind', 'release', 'browser'] as const,
      registers,
    }),
    clientReportsRefused: new Counter({
      name: 'client_error_reports_refused_total',
      help: 'Error reports refused: invalid (size, shape or origin) or limited (too many from one client)',
      labelNames: ['reason'] as const,
      registers,
    }),
    /** What the page cache holds is read when Prometheus scrapes (server/pages.ts gives the figures). */
    watchPageCache(stats: () => Record<string, number>) {
      cacheStats = stats;
    },
  };
  new Gauge({
    name: 'page_cache_entries',
    help: 'Pages in the page cache, by kind (pages, notFound)',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const stats = cacheStats();
      this.set({ kind: 'pages' }, stats.pages ?? 0);
      this.set({ kind: 'notFound' }, stats.notFound ?? 0);
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Compressed bytes the page cache holds',
    registers,
    collect() {
      this.set(cacheStats().bytes ?? 0);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A request's route label: the server's own routes by their pattern, the app's pages by the route table's
 * (`/doctor/:id`, both languages as one), hashed assets as one, any other path `other`.
 */
export function routeLabel(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'other';
  if (route.startsWith('/static/')) return '/static/*';
  if (route !== '/*') return route;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/static/')) return '/static/*';
  return routePatternOf(pathname) ?? 'other';
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** One answer counted with its duration (Fastify's own measure of the request, as in the log line). */
export function observeRequest(
  metrics: Metrics,
  request: Pick<FastifyRequest, 'routeOptions' | 'url' | 'method'>,
  reply: { statusCode: number; elapsedTime: number },
) {
  metrics.requests.observe(
    {
      route: routeLabel(request),
      method: METHODS.has(request.method) ? request.method : 'other',
      status_class: statusClass(reply.statusCode),
    },
    reply.elapsedTime / 1000,
  );
}

export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => observeRequest(metrics, request, reply));
}

/** What the server gives a render for its provider calls (src/ssr/services.ts): trace context, metrics. */
export interface ProviderHooks {
  providerHeaders?: Record<string, string>;
  providerCallEnded?(call: { endpoint: string; status: number | string; durationMs: number }): void;
}

const providerStatusClass = (status: number | string) =>
  typeof status === 'number' && status > 0
    ? statusClass(status)
    : status === 'TIMEOUT_ERROR'
      ? 'timeout'
      : 'error';

/** The request's trace context on every provider call its render makes, and their ends in the metrics. */
export const providerHooks = (request: FastifyRequest, metrics: Metrics | undefined): ProviderHooks => ({
  providerHeaders: { [TRACEPARENT_HEADER]: outgoingTraceparent(traceContextOf(request.raw)) },
  providerCallEnded: metrics
    ? ({ endpoint, status, durationMs }) =>
        metrics.providerCalls.observe(
          { endpoint, status_class: providerStatusClass(status) },
          durationMs / 1000,
        )
    : undefined,
});

/** A render timed in the metrics by its page's pattern, and whether it threw. */
export async function timedRender<T>(
  metrics: Metrics | undefined,
  pathname: string,
  render: () => Promise<T>,
) {
  const timer = metrics?.renders.startTimer({ page: routePatternOf(pathname) ?? 'other' });
  try {
    const rendered = await render();
    timer?.({ outcome: 'ok' });
    return rendered;
  } catch (error) {
    timer?.({ outcome: 'error' });
    throw error;
  }
}

/** The metrics listener (METRICS_PORT): `GET /metrics`, nothing else. Closed with the app. */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<string> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { address, port: bound } = server.address() as AddressInfo;
  return `http://${address.includes(':') ? `[${address}]` : address}:${bound}/metrics`;
}
