import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { FIELD_LIMITS } from '../../src/api/fieldLimits.ts';
import { OTP_MAX_SENDS } from '../domain/otp.ts';
import { type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.close());

const register = (phone: string) =>
  call(
    sandbox.app,
    'POST /api/v1/auth/register',
    { phone, calling_code: '+34', privacy_policy_accepted: true, language_id: 2 },
    undefined,
    { 'accept-language': 'en' },
  );

describe('the error codes the app relies on (contracts/README.md)', () => {
  it('refuses a value over its field limit with 422 too_long naming the field, at the limits the app uses', async () => {
    const { access_token } = await signIn(sandbox.app, '611000211');
    const update = (body: object) => call(sandbox.app, 'POST /api/v1/profile/update', body, access_token);
    const names = { first_name: 'Ana', last_name: 'García' };
    for (const field of ['first_name', 'last_name', 'id_number', 'email'] as const) {
      const limit = FIELD_LIMITS[field];
      const over = await update({ ...names, [field]: 'x'.repeat(limit + 1) });
      assert.deepEqual([over.status, over.body.code, over.body.field], [422, 'too_long', field]);
      const at = await update({ ...names, [field]: 'x'.repeat(limit) });
      assert.notEqual(at.body.code, 'too_long', `${field} at its limit`);
    }
    const phone = await register('6'.repeat(FIELD_LIMITS.phone + 1));
    assert.deepEqual([phone.status, phone.body.code, phone.body.field], [422, 'too_long', 'phone']);
    assert.equal(phone.body.message, 'This field is too long');
  });

  it('refuses a number no SMS reaches (a Spanish landline) with phone_not_verified, before sending a code', async () => {
    const reply = await register('910000111');
    assert.deepEqual([reply.status, reply.body.code, reply.body.field], [422, 'phone_not_verified', 'phone']);
    assert.equal(reply.body.message, 'Your phone number could not be verified');
    const { access_token } = await signIn(sandbox.app, '611000212');
    const mobile = await call(
      sandbox.app,
      'POST /api/v1/user/add-mobile-no',
      { phone: '810000111', calling_code: '+34' },
      access_token,
    );
    assert.deepEqual([mobile.status, mobile.body.code], [422, 'phone_not_verified']);
    assert.equal((await register('710000111')).status, 200);
  });

  it(`sends at most ${OTP_MAX_SENDS} codes to one identity within a code's lifetime, then 429`, async () => {
    for (let sent = 1; sent <= OTP_MAX_SENDS; sent++) assert.equal((await register('611000213')).status, 200);
    const refused = await register('611000213');
    assert.deepEqual([refused.status, refused.body.code], [429, 'too_many_requests']);
    assert.equal((await register('611000214')).status, 200, 'another number is not limited');
    sandbox.clock.advance(10 * 60_000 + 1);
    assert.equal((await register('611000213')).status, 200, 'the window moves on');
  });
});
