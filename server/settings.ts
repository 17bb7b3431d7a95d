import { getHeapStatistics } from 'node:v8';

/**
 * The server's operating settings, with the defaults docs/operations.md lists; `settingsFromEnv` reads them from
 * the environment (server/main.ts). Every one has a working default: a bare `node server/main.ts` is safe.
 */

export interface PageCacheSettings {
  /** Seconds a rendered public page is served as it is (shared caches: `s-maxage`). */
  freshSeconds: number;
  /** Seconds more it may be served while it is rendered again (`stale-while-revalidate`). */
  staleSeconds: number;
  /** Bytes of compressed pages the cache keeps (PAGE_CACHE_MAX_MB). */
  maxBytes: number;
  /** 404 pages (unknown doctors and paths) kept apart from the others (PAGE_CACHE_NOT_FOUND_ENTRIES). */
  maxNotFound: number;
}

export interface RenderLimits {
  /** Renders at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Renders waiting for one of those; more get the browser-rendered page at once (RENDER_QUEUE). */
  maxQueue: number;
  /** How long a render may wait for its turn (RENDER_QUEUE_WAIT_MS). */
  maxWaitMs: number;
  /** How long a request waits for its page before it gets the browser-rendered one (RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** Renders one client (its address) may start per minute; 0 for no limit (RENDER_RATE_PER_MINUTE). */
  perClientPerMinute: number;
}

export interface SheddingSettings {
  /** Mean event-loop delay over a sample above which requests get 503 (SHED_EVENT_LOOP_DELAY_MS; 0: off). */
  maxEventLoopDelayMs: number;
  /** JavaScript heap in use above which requests get 503 (SHED_HEAP_USED_MB; default 90% of the heap limit; 0: off). */
  maxHeapUsedBytes: number;
  /**
   * Mean event-loop delay above which no new render starts: the request gets the browser-rendered page
   * (SHED_RENDERS_EVENT_LOOP_DELAY_MS; 0: off). Renders hold the event loop, so this comes before the 503s.
   */
  maxRenderEventLoopDelayMs: number;
  /** `Retry-After` of those 503 answers (SHED_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
  /** How often the load is sampled. */
  sampleIntervalMs: number;
}

export interface OperationSettings {
  /** How long /readyz trusts its last look at the provider (READY_CHECK_INTERVAL_MS). */
  readyCheckIntervalMs: number;
  /**
   * How long SIGTERM keeps the server listening while it answers 503 with `Connection: close` (DRAIN_GRACE_MS):
   * time for load balancers to see /readyz fail, and for clients on open connections to get an answer.
   */
  drainGraceMs: number;
  /** How long, after that, SIGTERM waits for requests in flight before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

export interface ObservabilitySettings {
  /** The metrics listener's port (METRICS_PORT; 0: no metrics at all). Never the public port. */
  metricsPort: number;
  /** Its address (METRICS_HOST); default HOST's. */
  metricsHost?: string;
  /** Error reports one client (its address) may send per minute (CLIENT_ERRORS_PER_MINUTE). */
  clientErrorsPerMinute: number;
}

export const MB = 1024 * 1024;

export const DEFAULT_PAGE_CACHE: PageCacheSettings = {
  freshSeconds: 60,
  staleSeconds: 300,
  maxBytes: 32 * MB,
  maxNotFound: 200,
};

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  concurrency: 2,
  maxQueue: 8,
  maxWaitMs: 250,
  timeoutMs: 3000,
  perClientPerMinute: 120,
};

export const DEFAULT_SHEDDING: SheddingSettings = {
  maxEventLoopDelayMs: 500,
  maxRenderEventLoopDelayMs: 200,
  maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * 0.9),
  retryAfterSeconds: 5,
  sampleIntervalMs: 500,
};

/** 9464: the port OpenTelemetry's Prometheus exporters use, taken by nothing else this server runs beside. */
export const DEFAULT_OBSERVABILITY: ObservabilitySettings = {
  metricsPort: 9464,
  clientErrorsPerMinute: 10,
};

export const DEFAULT_OPERATIONS: OperationSettings = {
  readyCheckIntervalMs: 5000,
  drainGraceMs: 5000,
  shutdownTimeoutMs: 10_000,
};

/** A whole number ≥ 0 from the environment, or the default when unset, empty or not a number. */
export function numberSetting(value: string | undefined, fallback: number): number {
  const setting = value?.trim();
  if (!setting || !/^\d+(\.\d+)?$/.test(setting)) return fallback;
  return Number(setting);
}

/** A comma- or space-separated list, lower-cased (host names). */
export const listSetting = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

export function settingsFromEnv(env: NodeJS.ProcessEnv) {
  const heapMb = numberSetting(env.SHED_HEAP_USED_MB, DEFAULT_SHEDDING.maxHeapUsedBytes / MB);
  return {
    pageCache: {
      freshSeconds: numberSetting(env.PAGE_CACHE_FRESH_SECONDS, DEFAULT_PAGE_CACHE.freshSeconds),
      staleSeconds: numberSetting(env.PAGE_CACHE_STALE_SECONDS, DEFAULT_PAGE_CACHE.staleSeconds),
      maxBytes: Math.round(numberSetting(env.PAGE_CACHE_MAX_MB, DEFAULT_PAGE_CACHE.maxBytes / MB) * MB),
      maxNotFound: numberSetting(env.PAGE_CACHE_NOT_FOUND_ENTRIES, DEFAULT_PAGE_CACHE.maxNotFound),
    } satisfies PageCacheSettings,
    renderLimits: {
      concurrency: Math.max(1, numberSetting(env.RENDER_CONCURRENCY, DEFAULT_RENDER_LIMITS.concurrency)),
      maxQueue: numberSetting(env.RENDER_QUEUE, DEFAULT_RENDER_LIMITS.maxQueue),
      maxWaitMs: numberSetting(env.RENDER_QUEUE_WAIT_MS, DEFAULT_RENDER_LIMITS.maxWaitMs),
      timeoutMs: numberSetting(env.RENDER_TIMEOUT_MS, DEFAULT_RENDER_LIMITS.timeoutMs),
      perClientPerMinute: numberSetting(env.RENDER_RATE_PER_MINUTE, DEFAULT_RENDER_LIMITS.perClientPerMinute),
    } satisfies RenderLimits,
    shedding: {
      ...DEFAULT_SHEDDING,
      maxEventLoopDelayMs: numberSetting(env.SHED_EVENT_LOOP_DELAY_MS, DEFAULT_SHEDDING.maxEventLoopDelayMs),
      maxRenderEventLoopDelayMs: numberSetting(
        env.SHED_RENDERS_EVENT_LOOP_DELAY_MS,
        DEFAULT_SHEDDING.maxRenderEventLoopDelayMs,
      ),
      maxHeapUsedBytes: Math.round(heapMb * MB),
      retryAfterSeconds: numberSetting(env.SHED_RETRY_AFTER_SECONDS, DEFAULT_SHEDDING.retryAfterSeconds),
    } satisfies SheddingSettings,
    operations: {
      readyCheckIntervalMs: numberSetting(
        env.READY_CHECK_INTERVAL_MS,
        DEFAULT_OPERATIONS.readyCheckIntervalMs,
      ),
      drainGraceMs: numberSetting(env.DRAIN_GRACE_MS, DEFAULT_OPERATIONS.drainGraceMs),
      shutdownTimeoutMs: numberSetting(env.SHUTDOWN_TIMEOUT_MS, DEFAULT_OPERATIONS.shutdownTimeoutMs),
    } satisfies OperationSettings,
    observability: {
      metricsPort: numberSetting(env.METRICS_PORT, DEFAULT_OBSERVABILITY.metricsPort),
      metricsHost: env.METRICS_HOST?.trim() || undefined,
      clientErrorsPerMinute: numberSetting(
        env.CLIENT_ERRORS_PER_MINUTE,
        DEFAULT_OBSERVABILITY.clientErrorsPerMinute,
      ),
    } satisfies ObservabilitySettings,
    allowedHosts: listSetting(env.ALLOWED_HOSTS),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
