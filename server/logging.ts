import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface LogSettings {
  /** pino's level (LOG_LEVEL): fatal, error, warn, info, debug, trace, silent. */
  level?: string;
  /** Where lines go; default standard output. */
  stream?: { write(line: string): void };
}

export const REQUEST_ID_HEADER = 'x-request-id';
const REDACTED = '[redacted]';

// A JWT (ours and the provider's tokens), a bearer credential, a Spanish DNI or NIE, a phone number
// (international with + or 00, its URL-encoded +, or a Spanish nine-digit number).
const SENSITIVE_TEXT: Array<[RegExp, string]> = [
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]'],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]'],
  [/\b[XYZ]\d{7}[A-Z]\b|\b\d{8}[A-Z]\b/gi, '[id-number]'],
  [/(?:\+|%2B|\b00)\d[\d .-]{6,16}\d|\b[6789]\d{2}[ .-]?\d{3}[ .-]?\d{3}\b/gi, '[phone]'],
];
const MAYBE_SENSITIVE = new RegExp(SENSITIVE_TEXT.map(([pattern]) => pattern.source).join('|'), 'i');

/** Query parameters whose values are never logged, whatever they look like. */
const SENSITIVE_PARAMETER =
  /^(?:token|access_token|refresh_token|id_token|code|otp|phone|calling_code|email|dni|nie|document|id_number)$/i;

export function redactText(text: string): string {
  return SENSITIVE_TEXT.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

/** The URL as it may be logged: sensitive parameters' values replaced, then tokens, ID and phone numbers. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return redactText(url);
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) {
    if (SENSITIVE_PARAMETER.test(name)) params.set(name, REDACTED);
  }
  return redactText(`${url.slice(0, queryAt)}?${params.toString().replaceAll('%5Bredacted%5D', REDACTED)}`);
}

/** Masks the sensitive text in every string of a logged line, keeping it valid JSON (numbers stay numbers). */
export function redactLine(line: string): string {
  if (!MAYBE_SENSITIVE.test(line)) return line;
  try {
    const masked = JSON.stringify(JSON.parse(line), (_key, value: unknown) =>
      typeof value === 'string' ? redactText(value) : value,
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
        host: request.host,
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
