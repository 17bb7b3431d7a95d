import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SheddingSettings } from './settings.ts';

/** Answers a request the server sheds: the browser-rendered page for page requests, JSON for the rest. */
export type ShedAnswer = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Route config of the probes: they answer under pressure and while draining, and say themselves what they see
 * (under-pressure reads `pressureHandler`; registerDraining reads `probe`).
 */
export const ALWAYS_ANSWERED = { pressureHandler: () => undefined, probe: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    probe?: boolean;
  }
  interface FastifyInstance {
    /** Stops taking work while still listening, for the drain grace period (registerDraining); then call close(). */
    drain(): Promise<void>;
  }
}

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags or the heap is nearly full, requests get
 * 503 with `Retry-After` at once instead of queueing for seconds behind the work already taken.
 */
export async function registerShedding(app: FastifyInstance, settings: SheddingSettings, shed: ShedAnswer) {
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterSeconds,
    pressureHandler: (request, reply, type, value) => {
      reply
        .status(503)
        .header('Retry-After', String(settings.retryAfterSeconds))
        .header('Cache-Control', 'no-store')
        .header('X-Shed', type);
      request.log.warn({ pressure: type, value }, 'shedding load');
      // A value (not undefined) is what under-pressure sends as the answer.
      return shed(request, reply) as undefined;
    },
  });
}

export interface DrainingOptions {
  /** How long `drain()` keeps the server listening while it answers 503 (DRAIN_GRACE_MS). */
  graceMs: number;
  /** `Retry-After` of those answers. */
  retryAfterSeconds: number;
  /** Their body: the browser-rendered page for page requests, JSON for the rest (as when shedding). */
  answer: ShedAnswer;
}

/**
 * Draining (SIGTERM, server/main.ts): `drain()` keeps the server listening for `graceMs` while every new request,
 * on a new connection or one already open, gets 503 with `Retry-After` and `Connection: close`, and /readyz says
 * 503 (a load balancer takes the instance out, and retries what it sent elsewhere); /healthz still says the
 * process answers. Then close() stops listening. Closing at once instead would drop the idle keep-alive
 * connections under requests their clients are sending (ECONNRESET), and a probe would meet a refused connection.
 * Answers already in flight say `Connection: close` too, so that their connections end with them. Register it
 * after the security headers: its answers carry them.
 */
export function registerDraining(app: FastifyInstance, options: DrainingOptions): () => boolean {
  let closing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close');
    if (request.routeOptions.config.probe) return;
    reply
      .status(503)
      .header('Retry-After', String(options.retryAfterSeconds))
      .header('Cache-Control', 'no-store');
    return reply.send(options.answer(request, reply));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.decorate('drain', async () => {
    closing = true;
    if (app.server.listening) await sleep(options.graceMs);
  });
  return () => closing;
}

export interface HealthOptions {
  /** The provider's URL as this server reaches it: /readyz asks it for the footer's specialities. */
  providerUrl: string;
  /** How long one look at the provider is trusted (probes from many load balancers make one request). */
  checkIntervalMs: number;
  /** What /readyz reports of the page cache. */
  cacheStats: () => Record<string, number>;
  /** True once the server is closing (registerDraining). */
  isClosing: () => boolean;
}

const PROVIDER_PROBE = 'api/v1/speciality/footer';

/**
 * `/healthz`: the process answers (liveness; never shed). `/readyz`: this instance should get traffic: it is not
 * shutting down, not under pressure, and the provider answers (looked at once per `checkIntervalMs`).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { providerUrl, checkIntervalMs, cacheStats, isClosing }: HealthOptions,
) {
  let lastLook: { at: number; reachable: Promise<boolean> } | undefined;
  const providerReachable = () => {
    if (!lastLook || performance.now() - lastLook.at > checkIntervalMs) {
      const reachable = fetch(new URL(PROVIDER_PROBE, providerUrl), { signal: AbortSignal.timeout(2000) })
        .then((response) => response.ok)
        .catch(() => false);
      lastLook = { at: performance.now(), reachable };
    }
    return lastLook.reachable;
  };

  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get('/healthz', { config: ALWAYS_ANSWERED }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/readyz', { config: ALWAYS_ANSWERED }, async (_request, reply) => {
    noStore(reply);
    const closing = isClosing();
    const provider = closing ? false : await providerReachable();
    const underPressure = app.isUnderPressure();
    const ready = !closing && provider && !underPressure;
    if (!ready) reply.status(503).header('Retry-After', '5');
    return {
      status: ready ? 'ready' : 'not ready',
      closing,
      provider: provider ? 'reachable' : 'unreachable',
      underPressure,
      cache: cacheStats(),
      memory: {
        rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
        heapUsedMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      },
    };
  });
}
