import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, it } from 'node:test';
import { type Db, all, openDb } from '../db/connection.ts';
import { CHECK_ANSWERS, UNIQUE_ANSWERS } from '../db/constraints.ts';
import { migrate } from '../db/migrations.ts';
import { invariantViolations } from './invariants.ts';
import { type TestSandbox, call, demoPatient, freeSlot, preOrder, startSandbox } from './helpers.ts';

/** The UNIQUE and PRIMARY KEY constraints of a table (row ids aside), as SQLite names them when violated. */
function uniqueConstraints(db: Db, table: string): string[] {
  return all<{ name: string; unique: number }>(db, `PRAGMA index_list("${table}")`)
    .filter((index) => index.unique)
    .map((index) =>
      all<{ name: string }>(db, `PRAGMA index_info("${index.name}")`)
        .map((column) => `${table}.${column.name}`)
        .join(', '),
    );
}

/** The CHECK expressions of a table's definition. */
function checkConstraints(sql: string): string[] {
  const found: string[] = [];
  for (const match of sql.matchAll(/CHECK \(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; depth > 0; end++) depth += sql[end] === '(' ? 1 : sql[end] === ')' ? -1 : 0;
    found.push(sql.slice(match.index + match[0].length, end - 1));
  }
  return found;
}

describe('every constraint of the schema has the contract’s answer', () => {
  it('names each UNIQUE and CHECK constraint, and nothing the schema lacks', () => {
    const db = openDb(':memory:');
    migrate(db);
    const tables = all<{ name: string; sql: string }>(
      db,
      "SELECT name, sql FROM sqlite_master WHERE type = 'table'",
    );
    const unique = tables.flatMap((table) => uniqueConstraints(db, table.name)).sort();
    const checks = tables.flatMap((table) => checkConstraints(table.sql)).sort();
    db.close();
    assert.deepEqual(unique, Object.keys(UNIQUE_ANSWERS).sort());
    assert.deepEqual([...new Set(checks)], Object.keys(CHECK_ANSWERS).sort());
  });
});

let sandbox: TestSandbox;
before(async () => {
  sandbox = await startSandbox();
  // A request that runs one statement: each constraint class met inside a request, as a service would meet it.
  sandbox.app.post('/test/statement', async (request) => {
    const { sql } = request.body as { sql: string };
    sandbox.db.exec(sql);
    return {};
  });
  sandbox.app.post('/test/locked', async () => {
    const other = new DatabaseSync(sandbox.dbFile, { timeout: 0 });
    try {
      other.exec('BEGIN IMMEDIATE');
    } finally {
      other.close();
    }
    return {};
  });
});
after(() => sandbox.close());

describe('a constraint a request runs into answers a 4xx, never a 500', () => {
  const statement = (sql: string) =>
    call(sandbox.app, 'POST /test/statement', { sql }, undefined, { 'accept-language': 'en' });
  const userRow = `INSERT INTO users (phone, email, created_at) VALUES ('+34600000001', 'x@example.com', 0)`;

  it('UNIQUE: the rule it guards (another account’s phone, a voucher used once), else 409 conflict', async () => {
    const phone = await statement(userRow);
    assert.deepEqual(
      [phone.status, phone.body],
      [409, { code: 'phone_taken', message: 'This number belongs to another account', field: 'phone' }],
    );
    const voucher = await statement(
      `INSERT INTO voucher_redemptions (voucher_id, user_id, appointment_id) VALUES (1, 1, 1), (1, 1, 1)`,
    );
    assert.deepEqual(
      [voucher.status, voucher.body.code, voucher.body.field],
      [422, 'voucher_already_used', 'voucher'],
    );
    const rowId = await statement(`INSERT INTO specialities SELECT * FROM specialities WHERE id = 1`);
    assert.deepEqual([rowId.status, rowId.body.code], [409, 'conflict']);
  });

  it('CHECK: an overdraft is 409 insufficient_balance, a bundle over its meetings 422 bundle_not_usable', async () => {
    const overdraft = await statement('UPDATE users SET balance_cents = -1 WHERE id = 1');
    assert.deepEqual([overdraft.status, overdraft.body.code], [409, 'insufficient_balance']);
    const bundle = await statement('UPDATE bundle_orders SET used_meetings = total_meetings + 1');
    assert.deepEqual(
      [bundle.status, bundle.body.code, bundle.body.field],
      [422, 'bundle_not_usable', 'bundle_order_id'],
    );
    const value = await statement("UPDATE vouchers SET kind = 'lost'");
    assert.deepEqual([value.status, value.body.code], [422, 'validation_error']);
  });

  it('FOREIGN KEY: what the request refers to is gone, 409 conflict; NOT NULL: 422 naming the field', async () => {
    const gone = await statement(
      `INSERT INTO transactions (user_id, type, amount_cents, balance_delta_cents, description_es, description_en,
         created_at) VALUES (999999, 'refund', 1, 1, '', '', 0)`,
    );
    assert.deepEqual([gone.status, gone.body.code], [409, 'conflict']);
    const missing = await statement(`INSERT INTO users (phone) VALUES ('+34699999999')`);
    assert.deepEqual(
      [missing.status, missing.body.code, missing.body.field],
      [422, 'validation_error', 'created_at'],
    );
  });

  it('a lock another process holds past the busy timeout is 503 busy with Retry-After', async () => {
    const holder = new DatabaseSync(sandbox.dbFile);
    holder.exec('BEGIN IMMEDIATE');
    try {
      const reply = await sandbox.app.inject({ method: 'POST', url: '/test/locked', payload: {} });
      assert.deepEqual(
        [reply.statusCode, reply.json().code, reply.headers['retry-after']],
        [503, 'busy', '1'],
      );
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });
});

describe('races on the money constraints answer the rule’s error', () => {
  const confirm = (paymentId: string) =>
    call(sandbox.app, `POST /sandbox/payments/${paymentId}/confirm`, { card_number: '4242424242424242' });

  it('balance (CHECK ≥ 0): two orders paid from one balance at once, one gets 409 insufficient_balance', async () => {
    const patient = await demoPatient(sandbox.app);
    const payments = [];
    for (const skip of [0, 1]) {
      const slot = await freeSlot(sandbox.app, 8, 3, sandbox.clock.now(), skip);
      const order = await preOrder(sandbox.app, patient.token, 8, 3, slot);
      await call(
        sandbox.app,
        'POST /api/v1/order/update',
        { pre_order_id: order.body.id, voucher_code: null, use_balance: true, bundle_order_id: null },
        patient.token,
      );
      const payment = await call(
        sandbox.app,
        'POST /api/v1/payment/create',
        { pre_order_id: order.body.id, idempotency_key: `balance-race-${skip}` },
        patient.token,
      );
      assert.equal(payment.status, 201);
      payments.push(payment.body.payment_id as string);
    }
    const answers = await Promise.all(payments.map(confirm));
    assert.deepEqual(
      answers.map((answer) => [answer.status, answer.body.code ?? answer.body.status]).sort(),
      [
        [200, 'succeeded'],
        [409, 'insufficient_balance'],
      ],
    );
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });

  it('bundle meetings (CHECK ≤ total): the last meeting booked twice at once, one gets 422 bundle_not_usable', async () => {
    const patient = await demoPatient(sandbox.app);
    const bundle = all<{ id: number; total_meetings: number }>(
      sandbox.db,
      'SELECT id, total_meetings FROM bundle_orders WHERE user_id = :p',
      { p: patient.id },
    )[0]!;
    const schedule = (start_at: string) =>
      call(
        sandbox.app,
        `POST /api/v1/bundles/orders/${bundle.id}/meetings/schedule`,
        { doctor_id: 2, start_at, time_zone: 'Europe/Madrid' },
        patient.token,
      );
    const slots = [];
    for (let skip = 0; skip <= bundle.total_meetings; skip++) {
      slots.push(await freeSlot(sandbox.app, 2, 1, sandbox.clock.now(), skip));
    }
    for (const slot of slots.slice(0, bundle.total_meetings - 1))
      assert.equal((await schedule(slot)).status, 201);
    const answers = await Promise.all(slots.slice(-2).map(schedule));
    assert.deepEqual(answers.map((answer) => [answer.status, answer.body.code ?? 'booked']).sort(), [
      [201, 'booked'],
      [422, 'bundle_not_usable'],
    ]);
    assert.deepEqual(invariantViolations(sandbox.db), []);
  });
});
