import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.close());

describe('profile/update', () => {
  it('takes the names alone (the sign-up name step), keeping the other fields', async () => {
    const { access_token } = await signIn(sandbox.app, '611000111');
    const full = {
      first_name: 'Ana',
      last_name: 'García',
      id_number: '12345678z',
      birth_day: '1990-04-12',
      email: 'ana@example.com',
    };
    assert.equal((await call(sandbox.app, 'POST /api/v1/profile/update', full, access_token)).status, 200);
    const reply = await call(
      sandbox.app,
      'POST /api/v1/profile/update',
      { first_name: 'Ana María', last_name: 'García' },
      access_token,
    );
    assert.equal(reply.status, 200);
    assert.deepEqual(
      [reply.body.first_name, reply.body.id_number, reply.body.birth_day, reply.body.user.email],
      ['Ana María', '12345678Z', '1990-04-12', 'ana@example.com'],
    );
  });

  it('still checks the optional fields when given, and requires both names', async () => {
    const { access_token } = await signIn(sandbox.app, '611000112');
    const update = (body: object) => call(sandbox.app, 'POST /api/v1/profile/update', body, access_token);
    const names = { first_name: 'Ana', last_name: 'García' };
    assert.equal((await update({ ...names, id_number: '12345678A' })).body.code, 'invalid_id_number');
    assert.equal((await update({ ...names, birth_day: '2020-01-01' })).body.code, 'under_minimum_age');
    assert.equal((await update({ first_name: 'Ana', last_name: ' ' })).body.code, 'name_required');
    assert.equal((await update(names)).status, 200);
  });
});
