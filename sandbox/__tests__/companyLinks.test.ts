import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { all, openDb, run } from '../db/connection.ts';
import { migrate, migrations } from '../db/migrations.ts';
import { seed } from '../db/seed.ts';
import {
  T0,
  type TestSandbox,
  call,
  freeSlot,
  preOrder,
  signIn,
  signInByEmail,
  startSandbox,
  tempDbFile,
} from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.close());

const NAMES = { first_name: 'Eva', last_name: 'Ruiz' };
const profile = async (token: string) =>
  (await call(sandbox.app, 'GET /api/v1/profile', undefined, token)).body;
const setEmail = (token: string, email: string) =>
  call(sandbox.app, 'POST /api/v1/profile/update', { ...NAMES, email }, token);

describe('employment is a verified company link', () => {
  it('does not follow an e-mail typed into the profile: the company pays nothing for it', async () => {
    const { access_token: eva } = await signIn(sandbox.app, '611222333');
    const updated = await setEmail(eva, 'eva.ruiz@acme.example');
    assert.deepEqual([updated.status, updated.body.user.email], [200, 'eva.ruiz@acme.example']);
    assert.deepEqual(updated.body.user.companies, []);
    const summary = await call(sandbox.app, 'GET /api/v1/profile/summary', undefined, eva);
    assert.equal(summary.body.is_employee, false);

    const slot = await freeSlot(sandbox.app, 7, 3, sandbox.clock.now());
    assert.equal((await preOrder(sandbox.app, eva, 7, 3, slot, { company_id: 1 })).status, 403);
    const order = await preOrder(sandbox.app, eva, 7, 3, slot);
    for (const route of ['POST /api/v1/b2b/order/summary', 'POST /api/v1/b2b/payment/create']) {
      const body = { pre_order_id: order.body.id, company_id: 1, idempotency_key: 'b2b-forged-1' };
      const reply = await call(sandbox.app, route, body, eva);
      assert.deepEqual([reply.status, reply.body.code], [403, 'not_company_employee'], route);
    }
    const doctors = await call(
      sandbox.app,
      'GET /api/v2/b2b/pwa/doctor-available?specialityId=3&companyId=1',
      undefined,
      eva,
    );
    assert.equal(doctors.status, 403);
  });

  it('comes from the company login, and stays when the profile e-mail changes', async () => {
    const first = await signInByEmail(sandbox.app, 'new.hire@acme.example');
    const before = await profile(first.access_token);
    assert.deepEqual(
      before.user.companies.map((company: { id: number }) => company.id),
      [1],
    );
    const moved = await setEmail(first.access_token, 'new.hire@gmail.example');
    assert.deepEqual(
      [moved.body.user.email, moved.body.user.companies.length],
      ['new.hire@gmail.example', 1],
    );
    const again = await signInByEmail(sandbox.app, 'new.hire@acme.example');
    const after = await profile(again.access_token);
    assert.deepEqual([after.user_id, after.user.companies.length], [before.user_id, 1], 'the same account');

    // Nobody else can take the company address as their profile e-mail now.
    const { access_token: other } = await signIn(sandbox.app, '611222444');
    assert.deepEqual(
      [(await setEmail(other, 'new.hire@acme.example')).status, (await profile(other)).user.companies],
      [409, []],
    );
  });

  it('links an existing patient who proves a company address with the company login', async () => {
    const { access_token: eva } = await signIn(sandbox.app, '611222555');
    await setEmail(eva, 'eva.ruiz@globex.example');
    assert.deepEqual((await profile(eva)).user.companies, []);
    const proved = await signInByEmail(sandbox.app, 'eva.ruiz@globex.example');
    const linked = await profile(proved.access_token);
    assert.deepEqual(
      [linked.user_id, linked.user.companies.map((company: { id: number }) => company.id)],
      [(await profile(eva)).user_id, [2]],
    );
  });

  it('keeps the seeded employees employed', async () => {
    for (const [email, company] of [
      ['ana.lopez@acme.example', 1],
      ['marta.perez@globex.example', 2],
    ] as const) {
      const rows = all<{ company_id: number }>(
        sandbox.db,
        'SELECT l.company_id FROM company_links l JOIN users u ON u.id = l.user_id WHERE u.email = :email',
        { email },
      );
      assert.deepEqual(
        rows.map((row) => row.company_id),
        [company],
        email,
      );
    }
  });
});

describe('migration to company links', () => {
  it('links existing users only where an e-mail code for the address was used', () => {
    const dbFile = tempDbFile();
    const db = openDb(dbFile);
    db.exec(migrations[0]!);
    db.exec('PRAGMA user_version = 1');
    seed(db, { now: T0, assetsDir: path.join(path.dirname(dbFile), 'assets') });
    run(db, "INSERT INTO users (email, created_at) VALUES ('typed.in@acme.example', 0)");
    run(
      db,
      `INSERT INTO otp_codes (identity, code, state, expires_at, created_at)
       VALUES ('email:ana.lopez@acme.example', '111111', 'used', 0, 0),
              ('email:typed.in@acme.example', '222222', 'pending', 0, 0)`,
    );
    migrate(db);
    const links = all<{ email: string; company_id: number }>(
      db,
      'SELECT email, company_id FROM company_links ORDER BY email',
    );
    assert.deepEqual(
      links.map((link) => [link.email, link.company_id]),
      [['ana.lopez@acme.example', 1]],
    );
    db.close();
  });
});
