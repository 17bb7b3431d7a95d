import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mayHoldPersonalData, REDACTED, redactText, redactUrl } from '../src/lib/redact.ts';

export interface LogSettings {
  /** pino's level (LOG_LEVEL): fatal, error, warn, info, debug, trace, silent. */
  level?: string;
  /** Where lines go; default standard output. */
  stream?: { write(line: string): void };
}

export const REQUEST_ID_HEADER = 'x-request-id';

export { redactText, redactUrl };

/** Fields written from validated ids (a trace id is hex), never masked: a log search finds them whole. */
const UNMASKED_FIELDS = new Set(['traceId', 'spanId']);

/** Masks the sensitive text in every string of a logged line, keeping it valid JSON (numbers stay numbers). */
export function redactLine(line: string): string {
  if (!mayHoldPersonalData(line)) return line;
  try {
    const masked = JSON.stringify(JSON.parse(line), (key, value: unknown) =>
      typeof value === 'string' && !UNMASKED_FIELDS.has(key) ? redactText(value) : value,
    );
    return `${masked}\n`;
  } catch {
    return redactText(line);
  }
}

/** An id for each request: the proxy's `X-Request-Id` when it looks like one, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && /^[\w.:-]{8,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's logger (pino) as the server uses it: one JSON object a line, the request id (`reqId`) on every line
 * a request writes, cookies, credentials, tokens, phone and ID numbers redacted wherever they appear.
 */
export function loggerOptions(
  settings: LogSettings,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: settings.level ?? 'info',
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.token',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: redactText(request.host),
        remoteAddress: request.ip,
      }),
    },
    hooks: { streamWrite: redactLine },
  };
}

/** The request id in every answer's `X-Request-Id`, so that a user's report or a proxy's log finds its lines. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/**
 * One line per request instead of Fastify's two: method, URL, status, time, and how a page was answered (the page
 * cache's state, or why it fell back to the browser-rendered page). Errors are logged as Fastify logs them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const render = reply.getHeader('x-render-cache') ?? reply.getHeader('x-render-fallback');
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(render ? { render } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
