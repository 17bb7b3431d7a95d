import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type Clock, type SandboxConfig, manualClock } from '../config.ts';
import { type Db, openDb } from '../db/connection.ts';
import { migrate } from '../db/migrations.ts';
import { seed } from '../db/seed.ts';
import { buildSandbox } from '../server.ts';

export const DAY = 24 * 3600 * 1000;
/** A Monday, 08:00 in Madrid (winter): every test starts from the same instant. */
export const T0 = Date.parse('2026-01-12T07:00:00Z');

export function tempDbFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'sandbox-test-')), 'sandbox.sqlite');
}

export function testConfig(dbFile: string, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dbFile,
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    sandboxMode: true,
    testMode: false,
    logger: false,
    fixedNow: null,
    ...overrides,
  };
}

export function prepareDb(dbFile: string, now: number): Db {
  const db = openDb(dbFile);
  migrate(db);
  seed(db, { now, assetsDir: path.join(path.dirname(dbFile), 'assets') });
  return db;
}

export interface TestSandbox {
  app: FastifyInstance;
  db: Db;
  clock: Clock & { advance(ms: number): void; set(ms: number): void };
  dbFile: string;
  logs: string[];
  /** Every route registered (method and path as registered), as buildSandbox lists them. */
  routes: { method: string; url: string }[];
  close(): Promise<void>;
}

export async function startSandbox(
  options: { dbFile?: string; now?: number; config?: Partial<SandboxConfig> } = {},
) {
  const dbFile = options.dbFile ?? tempDbFile();
  const clock = manualClock(options.now ?? T0);
  const db = prepareDb(dbFile, clock.now());
  const logs: string[] = [];
  const { app, routes } = await buildSandbox({
    db,
    config: testConfig(dbFile, options.config),
    clock,
    log: (line) => logs.push(line),
  });
  const sandbox: TestSandbox = {
    app,
    db,
    clock,
    dbFile,
    logs,
    routes,
    close: async () => {
      await app.close();
      db.close();
    },
  };
  return sandbox;
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** `call(app, 'POST /api/v1/...', body, token)` → status and parsed JSON. */
export async function call<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  route: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const [method, url] = route.split(' ') as [InjectOptions['method'], string];
  const reply = await app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  const json = String(reply.headers['content-type'] ?? '').includes('json');
  return { status: reply.statusCode, body: json && reply.body ? (JSON.parse(reply.body) as T) : ({} as T) };
}

/** Signs in by phone with the sandbox's fixed code; returns the tokens. */
export async function signIn(app: FastifyInstance, phone = '600000001') {
  const reply = await call(app, 'POST /api/v1/auth/verify-code', {
    phone,
    calling_code: '+34',
    code: '123456',
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(reply.body)}`);
  return reply.body as { access_token: string; refresh_token: string };
}

export async function signInByEmail(app: FastifyInstance, email: string) {
  const reply = await call(app, 'POST /api/v1/auth/verify-code', { email, code: '123456', type: 'b2b' });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(reply.body)}`);
  return reply.body as { access_token: string; refresh_token: string };
}

/** The first free slot of a doctor after `from`. */
export async function freeSlot(
  app: FastifyInstance,
  doctorId: number,
  specialityId: number,
  from: number,
  skip = 0,
) {
  const reply = await call<{ timeslots: { start: string; is_available: boolean }[] }>(
    app,
    `POST /api/v1/pwa/doctor/${doctorId}/speciality/${specialityId}/timeslots?from=${from}&to=${from + 30 * DAY}`,
    { zone: 'Europe/Madrid', offset: 60 },
  );
  const slot = reply.body.timeslots.filter((candidate) => candidate.is_available)[skip];
  if (!slot) throw new Error('no free slot');
  return slot.start;
}

export async function preOrder(
  app: FastifyInstance,
  token: string,
  doctorId: number,
  specialityId: number,
  startAt: string | null,
  extra = {},
) {
  return call(
    app,
    'POST /api/v1/pre-order',
    {
      doctor_id: doctorId,
      speciality_id: specialityId,
      appointment_type: startAt === null ? 'emergency' : 'booked',
      start_at: startAt,
      time_zone: 'Europe/Madrid',
      ...extra,
    },
    token,
  );
}

/** Pays a pre-order by card (the sandbox processor's 4242… card); returns the appointment it books. */
export async function payByCard(
  app: FastifyInstance,
  token: string,
  preOrderId: number,
  idempotencyKey: string,
): Promise<number> {
  const payment = await call(
    app,
    'POST /api/v1/payment/create',
    { pre_order_id: preOrderId, idempotency_key: idempotencyKey },
    token,
  );
  const paid = await call(app, `POST /sandbox/payments/${payment.body.payment_id}/confirm`, {
    card_number: '4242424242424242',
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return paid.body.appointment_id as number;
}

/** A new patient with the demo history (20 € balance, a psychology bundle of 4); returns the id and a bearer. */
export async function demoPatient(app: FastifyInstance): Promise<{ id: number; token: string }> {
  const made = await call(app, 'POST /sandbox/demo-patients', {});
  const signedIn = await call(app, 'POST /api/v1/auth/login-token', { token: made.body.login_token });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return { id: made.body.user_id as number, token: signedIn.body.access_token as string };
}
