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

// SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, exit 0; past
// SHUTDOWN_TIMEOUT_MS, exit 1 anyway. An uncaught error closes the same way.
closeWithGrace({ delay: operations.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing: finishing the requests in flight');
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
