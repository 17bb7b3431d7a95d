import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isAppPage, localeOfPath } from '../src/config/routes.ts';
import type { OriginSettings } from './canonicalOrigin.ts';
import { earlyErrorAnswers } from './earlyErrors.ts';
import { encodeBody, encodedBytes } from './encoding.ts';
import {
  type LogSettings,
  loggerOptions,
  OneLinePerRequest,
  registerRequestIds,
  requestIdOf,
} from './logging.ts';
import { clientErrorRoutes } from './clientErrors.ts';
import { type Metrics, registerRequestMetrics } from './metrics.ts';
import { registerDraining, registerHealthRoutes, registerShedding, type ShedAnswer } from './operations.ts';
import { readRelease } from './release.ts';
import { traceContextOf } from './traceContext.ts';
import { loadServerRenderer, type ScriptLoading, serverPages } from './pages.ts';
import { readBuildSettings, registerSecurityHeaders } from './securityHeaders.ts';
import {
  DEFAULT_OBSERVABILITY,
  DEFAULT_OPERATIONS,
  DEFAULT_PAGE_CACHE,
  DEFAULT_RENDER_LIMITS,
  DEFAULT_SHEDDING,
  type OperationSettings,
  type PageCacheSettings,
  type RenderLimits,
  type SheddingSettings,
} from './settings.ts';
import { TOKEN_BODY_LIMIT_BYTES, tokenRoutes } from './tokenApi.ts';

export interface ServerOptions extends OriginSettings {
  /** The production build (`dist/`). */
  distDir: string;
  /** JSON logs (server/logging.ts); off when false or unset. */
  logger?: false | LogSettings;
  /**
   * Which hops' `X-Forwarded-*` headers to believe (Secure cookies need the proxy's `X-Forwarded-Proto`):
   * addresses, CIDRs or the names loopback/linklocal/uniquelocal, a hop count, or true/false.
   * By default only proxies on this host or a private network, so a client cannot claim https for itself.
   */
  trustProxy?: TrustProxy;
  /**
   * The origin of the consultation's video room (CSP frame-src, camera and microphone). Default: the provider
   * API's origin from the build, which serves the room in the sandbox.
   */
  videoRoomOrigin?: string;
  /** The cache of server-rendered public pages (server/settings.ts). */
  pageCache?: Partial<PageCacheSettings>;
  /** How many renders at once, how long they may wait, how many one client may start. */
  renderLimits?: Partial<RenderLimits>;
  /**
   * When the server answers 503 at once rather than take more work. Unset: no shedding (tests, embedding);
   * server/main.ts passes DEFAULT_SHEDDING or the environment's settings.
   */
  shedding?: Partial<SheddingSettings>;
  operations?: Partial<OperationSettings>;
  /** The provider as this server reaches it for rendering pages; default: the build's PUBLIC_API_BASE_URL. */
  providerUrl?: string;
  /**
   * How rendered pages load the app's code (src/ssr/document.ts). Default `preload`, what patients get; the
   * bench serves the others to compare (docs/performance-field.md).
   */
  scriptLoading?: ScriptLoading;
  /** The metrics to count in (server/metrics.ts); server/main.ts serves them on METRICS_PORT. Unset: none. */
  metrics?: Metrics;
  /** Error reports one client may send per minute (`POST /api/client-errors`); 0: no limit. */
  clientErrorsPerMinute?: number;
}

type TrustProxy = string | boolean | ((address: string, hop: number) => boolean);

export const DEFAULT_TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/** `TRUST_PROXY` as Fastify takes it: 'true'/'false', a hop count, or a list of addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim();
  if (!setting) return DEFAULT_TRUSTED_PROXIES;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (!/^\d+$/.test(setting)) return setting;
  const hops = Number(setting);
  return (_address, hop) => hop < hops;
}

const HASHED_ASSET = /^\/static\//;
const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const SERVICE_WORKER = '/sw.js';

/**
 * The same-origin production server: the built app, compressed; immutable caching for hashed assets; the public
 * pages rendered on the server (server/pages.ts); index.html for every other app route (status 200) and for
 * anything else (status 404, where the app shows 'Oops! Page Not Found'); the two token endpoints; /healthz and
 * /readyz; load shedding; one JSON log line per request with its id.
 */
/** The address of the build's early script (`static/js/early-session.<hash>.js`, src/early/), if it has one. */
async function earlyScriptOf(distDir: string): Promise<string | undefined> {
  const scripts = await readdir(path.join(distDir, 'static', 'js')).catch(() => [] as string[]);
  const early = scripts.find((name) => /^early-session\.[0-9a-f]{10}\.js$/.test(name));
  return early && `/static/js/${early}`;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const {
    distDir,
    logger = false,
    trustProxy = DEFAULT_TRUSTED_PROXIES,
    videoRoomOrigin,
    providerUrl,
    scriptLoading,
    metrics,
    clientErrorsPerMinute = DEFAULT_OBSERVABILITY.clientErrorsPerMinute,
  } = options;
  const pageCache = { ...DEFAULT_PAGE_CACHE, ...options.pageCache };
  const renderLimits = { ...DEFAULT_RENDER_LIMITS, ...options.renderLimits };
  const shedding = options.shedding
    ? { ...DEFAULT_SHEDDING, ...options.shedding }
    : { ...DEFAULT_SHEDDING, maxEventLoopDelayMs: 0, maxRenderEventLoopDelayMs: 0, maxHeapUsedBytes: 0 };
  const operations = { ...DEFAULT_OPERATIONS, ...options.operations };

  const settings = readBuildSettings(distDir);
  const securitySources = {
    settings,
    videoRoomOrigin: new URL(videoRoomOrigin || settings.apiBaseUrl).origin,
  };
  const app = Fastify({
    logger: logger ? loggerOptions(logger) : false,
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    bodyLimit: TOKEN_BODY_LIMIT_BYTES,
    trustProxy,
    // Every line a request writes carries its trace beside its id (server/traceContext.ts).
    childLoggerFactory: (logger, bindings, childOptions, rawRequest) => {
      const { traceId, spanId } = traceContextOf(rawRequest);
      return logger.child({ ...bindings, traceId, spanId }, childOptions);
    },
    ...(await earlyErrorAnswers(securitySources)),
    // Draining answers those 503s itself, with the security headers (server/operations.ts).
    return503OnClosing: false,
  });
  registerRequestIds(app);
  if (metrics) registerRequestMetrics(app, metrics);
  await registerSecurityHeaders(app, securitySources);

  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const earlyScript = await earlyScriptOf(distDir);
  const renderer = await loadServerRenderer(distDir);
  const shellOf = (locale: 'es' | 'en') =>
    encodeBody(
      renderer
        ? renderer.shellDocument(indexHtml, locale)
        : indexHtml.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`),
      { keepIdentity: true },
    );
  const shells = { es: await shellOf('es'), en: await shellOf('en') };
  /** The browser-rendered page (index.html in the path's language), compressed once at start. */
  const shellBytes = (request: FastifyRequest, reply: FastifyReply) =>
    encodedBytes(request, reply.type('text/html; charset=utf-8'), shells[localeOfPath(pathnameOf(request))]);

  const busy: ShedAnswer = (request, reply) =>
    request.method === 'GET' && request.routeOptions.url === '/*'
      ? shellBytes(request, reply)
      : { code: 'overloaded', message: 'The server is busy: try again in a few seconds' };
  await registerShedding(app, shedding, (request, reply) => {
    metrics?.shed.inc({ reason: String(reply.getHeader('x-shed')) });
    return busy(request, reply);
  });
  const isClosing = registerDraining(app, {
    graceMs: operations.drainGraceMs,
    retryAfterSeconds: shedding.retryAfterSeconds,
    answer: busy,
  });
  await app.register(rateLimit, { global: false });
  await app.register(compress, { global: true, threshold: 512 });

  const pages = renderer
    ? serverPages(app, renderer, indexHtml, {
        providerUrl,
        scriptLoading,
        earlyScript,
        origins: { siteOrigin: options.siteOrigin, allowedHosts: options.allowedHosts },
        cache: pageCache,
        limits: renderLimits,
        metrics,
        // The event-loop delay as @fastify/under-pressure last sampled it.
        mayStartRender: () =>
          !shedding.maxRenderEventLoopDelayMs ||
          app.memoryUsage().eventLoopDelay <= shedding.maxRenderEventLoopDelayMs,
      })
    : undefined;
  metrics?.watchPageCache(() => pages?.cacheStats() ?? {});
  registerHealthRoutes(app, {
    providerUrl: providerUrl ?? settings.apiBaseUrl,
    checkIntervalMs: operations.readyCheckIntervalMs,
    cacheStats: () => pages?.cacheStats() ?? {},
    isClosing,
  });
  await app.register(tokenRoutes);
  await app.register(
    clientErrorRoutes({ release: readRelease(distDir), perClientPerMinute: clientErrorsPerMinute, metrics }),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // dist/server/ holds what the server itself reads (the build's settings, the server renderer).
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders(reply, filePath) {
      const relative = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
      let cacheControl = 'public, max-age=0, must-revalidate';
      if (HASHED_ASSET.test(relative)) cacheControl = 'public, max-age=31536000, immutable';
      // The service worker is asked for again on every check for a new version (docs/offline-and-deploys.md).
      else if (relative === SERVICE_WORKER) cacheControl = 'no-cache';
      reply.header('Cache-Control', cacheControl);
    },
  });

  // Pages are a route (not the not-found handler): shedding answers a page request with the shell by its route.
  app.get('/*', async (request, reply) => {
    const pathname = pathnameOf(request);
    if (pathname.startsWith('/api/') || HASHED_ASSET.test(pathname)) {
      // Never kept: a file gone after a deploy may come back with a rollback, and a kept 404 would break it.
      return reply
        .status(404)
        .header('Cache-Control', 'no-store')
        .send({ code: 'not_found', message: 'Not found' });
    }
    if (pages && (await pages.sendRenderedPage(request, reply))) return reply;
    // A signed-in page that cannot exist (`?id=abc`) is the not-found page whoever asks (server/pages.ts).
    const exists = isAppPage(pathname) && reply.getHeader('X-Render-Fallback') !== 'not-found';
    reply.status(exists ? 200 : 404).header('Cache-Control', 'no-cache');
    return reply.send(shellBytes(request, reply));
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ code: 'not_found', message: 'Not found' }),
  );

  return app;
}
