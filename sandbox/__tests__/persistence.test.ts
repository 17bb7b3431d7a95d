import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openDb, run } from '../db/connection.ts';
import { migrate, migrations } from '../db/migrations.ts';
import { call, freeSlot, preOrder, signIn, startSandbox, tempDbFile } from './helpers.ts';
import { invariantViolations } from './invariants.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

function runChild(
  args: string[],
  onLine?: (line: string, kill: () => void) => void,
): Promise<{ lines: string[]; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: string[] = [];
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lines.push(line);
        onLine?.(line, () => child.kill('SIGKILL'));
      }
    });
    child.once('error', reject);
    child.once('exit', (_code, signal) => resolve({ lines, signal }));
  });
}

describe('persistence', () => {
  it('keeps data and sessions across a restart, and seeding twice changes nothing', async () => {
    const dbFile = tempDbFile();
    const first = await startSandbox({ dbFile, now: Date.now() });
    const tokens = await signIn(first.app);
    await call(
      first.app,
      'POST /api/v1/appointment/update-note',
      { appointment_id: 2, note: 'Traer análisis' },
      tokens.access_token,
    );
    const doctors = first.db.prepare('SELECT COUNT(*) AS n FROM doctors').get() as { n: number };
    await first.close();

    const second = await startSandbox({ dbFile, now: Date.now() });
    const details = await call(
      second.app,
      'GET /api/v1/appointment/details/2',
      undefined,
      tokens.access_token,
    );
    assert.deepEqual([details.status, details.body.note], [200, 'Traer análisis']);
    assert.equal(
      (await call(second.app, 'POST /api/v1/auth/refresh', { refresh_token: tokens.refresh_token })).status,
      200,
    );
    assert.deepEqual(second.db.prepare('SELECT COUNT(*) AS n FROM doctors').get(), doctors);
    assert.equal(migrate(second.db), migrations.length);
    await second.close();
  });

  it('a process killed with SIGKILL in the middle of a booking leaves the database consistent', async () => {
    const sandbox = await startSandbox({ now: Date.now() });
    const token = (await signIn(sandbox.app)).access_token;
    const slot = await freeSlot(sandbox.app, 1, 1, Date.now());
    const order = await preOrder(sandbox.app, token, 1, 1, slot);
    await call(
      sandbox.app,
      'POST /api/v1/order/update',
      { pre_order_id: order.body.id, voucher_code: 'DESCUENTO5', use_balance: true, bundle_order_id: null },
      token,
    );
    const payment = await call(
      sandbox.app,
      'POST /api/v1/payment/create',
      { pre_order_id: order.body.id, idempotency_key: 'crash-0001' },
      token,
    );
    await sandbox.close();

    const { lines, signal } = await runChild(
      [fixture('crashMidBooking.ts'), sandbox.dbFile, payment.body.payment_id],
      (line, kill) => {
        if (line === 'in-transaction') kill();
      },
    );
    assert.deepEqual([lines, signal], [['in-transaction'], 'SIGKILL']);

    const db = openDb(sandbox.dbFile);
    assert.deepEqual(invariantViolations(db), []);
    const stored = db
      .prepare('SELECT status, appointment_id FROM payments WHERE id = ?')
      .get(payment.body.payment_id);
    assert.deepEqual({ ...stored }, { status: 'requires_payment_method', appointment_id: null });
    assert.deepEqual(
      { ...db.prepare('SELECT balance_cents FROM users WHERE id = 1').get() },
      { balance_cents: 2000 },
    );
    db.close();

    const again = await startSandbox({ dbFile: sandbox.dbFile, now: Date.now() });
    const paid = await call(again.app, `POST /sandbox/payments/${payment.body.payment_id}/confirm`, {
      card_number: '4242424242424242',
    });
    assert.equal(paid.body.status, 'succeeded', 'the interrupted payment can still be completed');
    assert.deepEqual(invariantViolations(again.db), []);
    await again.close();
  });

  it('gives a slot to exactly one of several processes booking it at the same moment', async () => {
    const sandbox = await startSandbox({ now: Date.now() });
    const slot = await freeSlot(sandbox.app, 1, 1, Date.now());
    const users = [];
    for (let index = 0; index < 4; index++) {
      users.push(
        run(sandbox.db, 'INSERT INTO users (email, created_at) VALUES (:email, 0)', {
          email: `racer${index}@mail.example`,
        }).id,
      );
    }
    await sandbox.close();
    const goAt = Date.now() + 1500;
    const results = await Promise.all(
      users.map((user) =>
        runChild([fixture('bookSlot.ts'), sandbox.dbFile, String(user), slot, String(goAt)]),
      ),
    );
    const outcomes = results.map(
      ({ lines }) => JSON.parse(lines[0] ?? '{}') as { ok: boolean; code?: string },
    );
    assert.equal(outcomes.filter((outcome) => outcome.ok).length, 1, JSON.stringify(outcomes));
    assert.deepEqual(
      outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.code),
      ['doctor_not_available', 'doctor_not_available', 'doctor_not_available'],
    );
    const db = openDb(sandbox.dbFile);
    assert.deepEqual(invariantViolations(db), []);
    db.close();
  });
});
