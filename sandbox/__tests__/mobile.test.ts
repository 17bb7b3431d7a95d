import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { type TestSandbox, call, signInByEmail, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox({ config: { sandboxMode: false } });
});
afterEach(() => sandbox.close());

const addMobile = (token: string, phone: string) =>
  call(sandbox.app, 'POST /api/v1/user/add-mobile-no', { phone, calling_code: '+34' }, token);
const confirmMobile = (token: string, phone: string, code: string) =>
  call(sandbox.app, 'POST /api/v1/auth/verify-code', { phone, calling_code: '+34', code }, token, {
    status: 'loginModal',
  });
const profileOf = async (token: string) =>
  (await call(sandbox.app, 'GET /api/v1/profile', undefined, token)).body as {
    is_mobile_verified: boolean;
    user: { phone: string | null };
  };
const lastCode = () => /: (\d{6}) /.exec(sandbox.logs.findLast((line) => line.startsWith('OTP')) ?? '')?.[1];

/** An e-mail account (no phone yet); sign-in codes are read from the log as sandbox mode is off. */
async function emailPatient(email = 'ana@example.org') {
  await call(sandbox.app, 'POST /api/v1/auth/register', {
    email,
    privacy_policy_accepted: true,
    language_id: 1,
  });
  const reply = await call(sandbox.app, 'POST /api/v1/auth/verify-code', { email, code: lastCode() });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.needs_mobile, true);
  return reply.body.access_token as string;
}

describe('adding a mobile number', () => {
  it('sends a code to the new number and verifies the phone only when the patient confirms it', async () => {
    const token = await emailPatient();
    const added = await addMobile(token, '611 222 333');
    assert.deepEqual(
      [added.status, added.body],
      [200, { is_mobile_verified: false, resend_after_seconds: 30 }],
    );
    assert.match(sandbox.logs.at(-1) ?? '', /^OTP for mobile:\d+:\+34611222333: \d{6}/);
    assert.equal((await profileOf(token)).is_mobile_verified, false);

    const confirmed = await confirmMobile(token, '611222333', lastCode()!);
    assert.deepEqual([confirmed.status, confirmed.body], [200, { is_mobile_verified: true }]);
    const profile = await profileOf(token);
    assert.equal(profile.is_mobile_verified, true);
    assert.equal(profile.user.phone, '+34611222333');
    assert.deepEqual((await addMobile(token, '611222333')).body, { is_mobile_verified: true });
  });

  it('refuses a wrong code, a code for another number, and the confirmation without a session', async () => {
    const token = await emailPatient();
    await addMobile(token, '611222333');
    const code = lastCode()!;
    const wrong = await confirmMobile(token, '611222333', code === '000000' ? '111111' : '000000');
    assert.deepEqual([wrong.status, wrong.body.code], [422, 'invalid_otp']);
    assert.equal((await confirmMobile(token, '611222444', code)).body.code, 'invalid_otp');
    const anonymous = await call(
      sandbox.app,
      'POST /api/v1/auth/verify-code',
      { phone: '611222333', calling_code: '+34', code },
      undefined,
      { status: 'loginModal' },
    );
    assert.equal(anonymous.status, 401);
    assert.equal((await profileOf(token)).is_mobile_verified, false);
  });

  it("never lets a sign-in code for a number prove it for another account, nor takes another patient's number", async () => {
    const token = await emailPatient();
    await call(sandbox.app, 'POST /api/v1/auth/register', {
      phone: '611222333',
      calling_code: '+34',
      privacy_policy_accepted: true,
      language_id: 1,
    });
    assert.equal((await confirmMobile(token, '611222333', lastCode()!)).body.code, 'invalid_otp');

    assert.ok(await patientSignedInWithPhone('622333444'));
    const taken = await addMobile(token, '622333444');
    assert.deepEqual([taken.status, taken.body.code, taken.body.field], [409, 'phone_taken', 'phone']);
  });
});

describe('adding a mobile number in sandbox mode', () => {
  it('accepts the documented fixed code, like sign-in', async () => {
    await sandbox.close();
    sandbox = await startSandbox();
    const { access_token } = await signInByEmail(sandbox.app, 'ana@acme.example');
    assert.equal((await addMobile(access_token, '633444555')).body.is_mobile_verified, false);
    assert.deepEqual((await confirmMobile(access_token, '633444555', '123456')).body, {
      is_mobile_verified: true,
    });
  });
});

/** A patient who signed in with this phone (the sign-in code proves it). */
async function patientSignedInWithPhone(phone: string) {
  await call(sandbox.app, 'POST /api/v1/auth/register', {
    phone,
    calling_code: '+34',
    privacy_policy_accepted: true,
    language_id: 1,
  });
  const reply = await call(sandbox.app, 'POST /api/v1/auth/verify-code', {
    phone,
    calling_code: '+34',
    code: lastCode(),
  });
  return reply.status === 200;
}
