import closeWithGrace from 'close-with-grace';
import path from 'node:path';
import { buildServer, parseTrustProxy } from './app.ts';
import { createMetrics, serveMetrics } from './metrics.ts';
import { settingsFromEnv } from './settings.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const distDir = path.resolve(process.env.DIST_DIR?.trim() || path.join(import.meta.dirname, '..', 'dist'));
const { logLevel, operations, observability, ...settings } = settingsFromEnv(process.env);
// METRICS_PORT=0: nothing is counted (no hook on any request).
const metrics = observability.metricsPort > 0 ? createMetrics() : undefined;

const app = await buildServer({
  distDir,
  logger: { level: logLevel },
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  videoRoomOrigin: process.env.VIDEO_ROOM_ORIGIN?.trim(),
  providerUrl: process.env.SERVER_API_BASE_URL?.trim() || undefined,
  siteOrigin: process.env.SITE_ORIGIN?.trim() || undefined,
  operations,
  metrics,
  clientErrorsPerMinute: observability.clientErrorsPerMinute,
  ...settings,
});
if (!process.env.SITE_ORIGIN?.trim()) {
  app.log.warn(
    { allowedHosts: settings.allowedHosts },
    'SITE_ORIGIN is not set: pages are rendered on the server only for localhost and ALLOWED_HOSTS',
  );
}

// SIGTERM or SIGINT: for DRAIN_GRACE_MS the server still listens and answers 503 with `Connection: close` (/readyz
// too), so that load balancers take it out and clients on open connections get an answer rather than a reset; then
// it stops listening, lets the requests in flight finish and exits 0; SHUTDOWN_TIMEOUT_MS after that, it exits 1
// anyway. An uncaught error closes at once, without the grace period.
const { drainGraceMs, shutdownTimeoutMs } = operations;
closeWithGrace({ delay: drainGraceMs + shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else {
    app.log.info({ signal, drainGraceMs }, 'draining: new requests get 503');
    await app.drain();
    app.log.info('closing: finishing the requests in flight');
  }
  await app.close();
  app.log.info('closed');
});

await app.listen({ port, host });
// Patients come first: without its metrics listener (a port taken) the server still serves them, and
// Prometheus' `up` for this target says that no metrics came.
if (metrics) {
  await serveMetrics(app, metrics, {
    port: observability.metricsPort,
    host: observability.metricsHost ?? host,
  })
    .then((url) => app.log.info({ url }, 'metrics listening'))
    .catch((err: unknown) => app.log.error({ err }, 'the metrics listener could not start: no metrics'));
}
