import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): each request belongs to a trace, the incoming
 * `traceparent`'s when it is valid (a proxy's, a CDN's, another service's), a new one otherwise. The server is
 * one span of it: its own span id goes on to the provider with every call a render makes, so the provider
 * team finds one patient's request in both systems by the trace id that our log line carries.
 */
export interface TraceContext {
  /** 32 lower-case hex digits, never all zeros. */
  traceId: string;
  /** This server's span: 16 hex digits. */
  spanId: string;
  /** The caller's span, when the request came with a valid `traceparent`. */
  parentId?: string;
  /** Trace flags (`01`: sampled), kept from the caller; `01` for a trace started here. */
  flags: string;
}

export const TRACEPARENT_HEADER = 'traceparent';

// version-traceid-parentid-flags; a later version may add fields after a dash (the spec's forward compatibility).
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZEROS = /^0+$/;

/** The caller's trace, or undefined when the header is missing or not valid (then a new trace starts). */
export function parseTraceparent(
  header: string | string[] | undefined,
): Omit<TraceContext, 'spanId'> | undefined {
  if (typeof header !== 'string' || header.length > 512) return undefined;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return undefined;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (ZEROS.test(traceId) || ZEROS.test(parentId)) return undefined;
  return { traceId, parentId, flags };
}

// Random bytes drawn a page at a time: one randomBytes call per request cost 8 µs each (a tenth of a cached page).
let pool = Buffer.alloc(0);
let used = 0;
const hex = (bytes: number): string => {
  if (used + bytes > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  const id = pool.toString('hex', used, (used += bytes));
  return ZEROS.test(id) ? hex(bytes) : id;
};

const CONTEXT = Symbol('traceContext');

/** The request's trace context, made once (the logger and the renderer ask for it). */
export function traceContextOf(request: IncomingMessage & { [CONTEXT]?: TraceContext }): TraceContext {
  let context = request[CONTEXT];
  if (!context) {
    const incoming = parseTraceparent(request.headers[TRACEPARENT_HEADER]);
    context = { traceId: incoming?.traceId ?? hex(16), spanId: hex(8), flags: incoming?.flags ?? '01' };
    if (incoming) context.parentId = incoming.parentId;
    request[CONTEXT] = context;
  }
  return context;
}

/** The `traceparent` this server sends on: the request's trace, this server's span as the parent. */
export const outgoingTraceparent = ({ traceId, spanId, flags }: TraceContext) =>
  `00-${traceId}-${spanId}-${flags}`;
