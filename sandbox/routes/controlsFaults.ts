import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { z } from 'zod';
import type { Ctx } from '../http/context.ts';
import { lang } from '../http/context.ts';
import { messageFor } from '../http/messages.ts';
import { parse } from '../http/validate.ts';

/**
 * Fault mode (a back door, sandbox or test mode only): provider calls that match a fault are answered the way
 * a failing provider answers, so browser tests can check that every screen survives it.
 * - `500`: 500 `{code: internal_error, message}`;
 * - `malformed`: 200 `application/json` whose body is not JSON;
 * - `drop`: the connection is closed without an answer;
 * - `timeout`: no answer at all until the fault is cleared (or `hold_ms` passes), then the connection closes.
 */
export const FAULT_KINDS = ['500', 'timeout', 'malformed', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A request carrying this header (`X-Sandbox-Scope`) meets only its scope's faults and unscoped ones. */
export const SCOPE_HEADER = 'x-sandbox-scope';

export interface Fault {
  id: number;
  /** A path; `*` stands for any characters (`/api/v1/profile`, `/api/*`). The query is not compared. */
  route: string;
  method: string | null;
  kind: FaultKind;
  /** How many more requests it answers; null: until cleared. */
  remaining: number | null;
  scope: string | null;
  holdMs: number;
  /** Requests it answered so far. */
  hits: number;
}

interface FaultBook {
  faults: Fault[];
  nextId: number;
  /** Connections held open by `timeout` faults, closed when their fault is cleared. */
  held: Map<number, Set<Socket>>;
}

const books = new WeakMap<Ctx, FaultBook>();
const bookOf = (ctx: Ctx): FaultBook => {
  let book = books.get(ctx);
  if (!book) books.set(ctx, (book = { faults: [], nextId: 1, held: new Map() }));
  return book;
};

const DEFAULT_HOLD_MS = 120_000;

const faultBody = z.object({
  route: z.string().min(1).max(300).startsWith('/'),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  kind: z.union([z.enum(FAULT_KINDS), z.literal(500).transform(() => '500' as const)]),
  times: z.number().int().positive().max(1000).optional(),
  scope: z.string().min(1).max(100).optional(),
  hold_ms: z.number().int().positive().max(600_000).optional(),
});

export type FaultRequest = z.input<typeof faultBody>;

/** Adds a fault (also used by provider states that need a failing provider). */
export function addFault(ctx: Ctx, request: FaultRequest): Fault {
  const body = parse(faultBody, request);
  const book = bookOf(ctx);
  const fault: Fault = {
    id: book.nextId++,
    route: body.route,
    method: body.method ?? null,
    kind: body.kind,
    remaining: body.times ?? null,
    scope: body.scope ?? null,
    holdMs: body.hold_ms ?? DEFAULT_HOLD_MS,
    hits: 0,
  };
  book.faults.push(fault);
  return fault;
}

/** Removes the faults (of one scope, or all) and closes the connections they hold. */
export function clearFaults(ctx: Ctx, scope?: string): number {
  const book = bookOf(ctx);
  const cleared = book.faults.filter((fault) => scope === undefined || fault.scope === scope);
  book.faults = book.faults.filter((fault) => !cleared.includes(fault));
  for (const fault of cleared) release(book, fault.id);
  return cleared.length;
}

function release(book: FaultBook, id: number) {
  for (const socket of book.held.get(id) ?? []) socket.destroy();
  book.held.delete(id);
}

const patternOf = (route: string) =>
  new RegExp(
    `^${route
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** Requests faults never touch: preflights, the back doors themselves, provider states, the health check. */
const untouchable = (request: FastifyRequest, path: string) =>
  request.method === 'OPTIONS' || /^\/(sandbox|_pact)\//.test(path) || path === '/health';

/**
 * The card processor (`/sandbox/payments/…`) plays Stripe's part in a payment, so "the provider goes down as Pay
 * is pressed" takes it down too; only a fault whose route names it reaches it (`/api/*` never does).
 */
const PROCESSOR = /^\/sandbox\/payments\//;

function matchingFault(book: FaultBook, request: FastifyRequest): Fault | undefined {
  const path = request.url.split('?')[0]!;
  const processor = request.method !== 'OPTIONS' && PROCESSOR.test(path);
  if (!processor && untouchable(request, path)) return undefined;
  const scope = request.headers[SCOPE_HEADER];
  return book.faults.find(
    (fault) =>
      (!processor || PROCESSOR.test(fault.route)) &&
      (fault.scope === null || fault.scope === scope) &&
      (fault.method === null || fault.method === request.method) &&
      patternOf(fault.route).test(path),
  );
}

function answer(book: FaultBook, fault: Fault, request: FastifyRequest, reply: FastifyReply) {
  fault.hits += 1;
  if (fault.remaining !== null && --fault.remaining === 0) {
    book.faults = book.faults.filter((other) => other !== fault);
  }
  switch (fault.kind) {
    case '500':
      return reply
        .status(500)
        .send({ code: 'internal_error', message: messageFor('internal_error', lang(request)) });
    case 'malformed':
      return reply.status(200).type('application/json; charset=utf-8').send('{"broken": [1, 2');
    case 'drop':
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    case 'timeout': {
      reply.hijack();
      const socket = request.raw.socket;
      const held = book.held.get(fault.id) ?? new Set<Socket>();
      book.held.set(fault.id, held.add(socket));
      const timer = setTimeout(() => socket.destroy(), fault.holdMs);
      socket.once('close', () => {
        clearTimeout(timer);
        held.delete(socket);
      });
      return reply;
    }
  }
}

/**
 * `POST /sandbox/faults {route, method?, kind, times?, scope?, hold_ms?}`, `GET /sandbox/faults[?scope=]`,
 * `DELETE /sandbox/faults[?scope=]`, and the hook that applies them to every provider call.
 */
export function faultControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const book = bookOf(ctx);
  app.addHook('onRequest', async (request, reply) => {
    const fault = book.faults.length > 0 ? matchingFault(book, request) : undefined;
    if (fault) return answer(book, fault, request, reply);
  });
  app.addHook('onClose', async () => void clearFaults(ctx));

  app.post('/sandbox/faults', async (request, reply) =>
    reply.status(201).send(addFault(ctx, request.body as FaultRequest)),
  );
  app.get('/sandbox/faults', async (request) => {
    const { scope } = parse(z.object({ scope: z.string().min(1).max(100).optional() }), request.query);
    return { faults: book.faults.filter((fault) => scope === undefined || fault.scope === scope) };
  });
  app.delete('/sandbox/faults', async (request) => {
    const { scope } = parse(z.object({ scope: z.string().min(1).max(100).optional() }), request.query);
    return { cleared: clearFaults(ctx, scope) };
  });
}
