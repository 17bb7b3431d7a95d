import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.close());

const register = (phone: string) =>
  call(sandbox.app, 'POST /api/v1/auth/register', {
    phone,
    calling_code: '+34',
    privacy_policy_accepted: true,
    language_id: 1,
  });
const verify = (phone: string, code: string, lang = 'es') =>
  call(sandbox.app, 'POST /api/v1/auth/verify-code', { phone, calling_code: '+34', code }, undefined, {
    'accept-language': lang,
  });

describe('sign-in with a one-time code', () => {
  it('prints the code to the log and accepts it, creating the patient on first sign-in', async () => {
    assert.deepEqual((await register('611222333')).body, {
      channel: 'sms',
      is_new_user: true,
      resend_after_seconds: 30,
    });
    const code = /: (\d{6}) /.exec(sandbox.logs.at(-1) ?? '')?.[1];
    assert.ok(code, sandbox.logs.join('\n'));
    const reply = await verify('611222333', code);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.is_new_user, true);
    assert.equal(reply.body.needs_mobile, false);
    const [, payload] = (reply.body.access_token as string).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; sub: string };
    assert.equal(claims.exp, sandbox.clock.now() / 1000 + 3600);
  });

  it('locks the code after 5 wrong attempts: even the right code is refused until a new one is sent', async () => {
    await register('611222333');
    const code = /: (\d{6}) /.exec(sandbox.logs.at(-1) ?? '')![1]!;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const reply = await verify('611222333', code === '000000' ? '111111' : '000000', 'en');
      assert.deepEqual(
        [reply.status, reply.body.code, reply.body.message],
        [422, 'invalid_otp', 'Invalid OTP'],
      );
    }
    assert.deepEqual((await verify('611222333', '000000')).status, 429);
    assert.deepEqual((await verify('611222333', code)).body.code, 'otp_locked');
    assert.deepEqual((await verify('611222333', '123456')).body.code, 'otp_locked');
    await register('611222333');
    assert.equal((await verify('611222333', '123456')).status, 200);
  });

  it("rejects bad numbers and e-mails, an unaccepted privacy policy and a company e-mail that isn't linked", async () => {
    const post = (body: object) =>
      call(
        sandbox.app,
        'POST /api/v1/auth/register',
        { privacy_policy_accepted: true, language_id: 2, ...body },
        undefined,
        {
          'accept-language': 'en',
        },
      );
    assert.deepEqual((await post({ phone: '12', calling_code: '+34' })).body, {
      code: 'invalid_phone',
      message: 'Invalid Number',
      field: 'phone',
    });
    assert.equal((await post({ email: 'not-an-email' })).body.message, 'Invalid Email');
    assert.equal(
      (await post({ phone: '611222333', calling_code: '+34', privacy_policy_accepted: false })).body.code,
      'privacy_policy_not_accepted',
    );
    const unlinked = await post({ email: 'ana@no-company.example', type: 'b2b' });
    assert.deepEqual(
      [unlinked.status, unlinked.body.message],
      [422, 'Your email address could not be verified'],
    );
    assert.equal((await post({ email: 'new.hire@acme.example', type: 'b2b' })).status, 200);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const first = await signIn(sandbox.app);
    const second = await call(sandbox.app, 'POST /api/v1/auth/refresh', {
      refresh_token: first.refresh_token,
    });
    assert.equal(second.status, 200);
    const reuse = await call(sandbox.app, 'POST /api/v1/auth/refresh', {
      refresh_token: first.refresh_token,
    });
    assert.deepEqual([reuse.status, reuse.body.code], [401, 'refresh_token_reused']);
    const afterTheft = await call(sandbox.app, 'POST /api/v1/auth/refresh', {
      refresh_token: second.body.refresh_token,
    });
    assert.equal(afterTheft.status, 401, 'the legitimate holder must sign in again too');
    const otherLogin = await signIn(sandbox.app);
    assert.equal(
      (await call(sandbox.app, 'POST /api/v1/auth/refresh', { refresh_token: otherLogin.refresh_token }))
        .status,
      200,
    );
  });

  it('answers 401 once the access token expires, and logout ends the refresh family', async () => {
    const tokens = await signIn(sandbox.app);
    assert.equal(
      (await call(sandbox.app, 'GET /api/v1/profile', undefined, tokens.access_token)).status,
      200,
    );
    sandbox.clock.advance(3_601_000);
    const expired = await call(sandbox.app, 'GET /api/v1/profile', undefined, tokens.access_token);
    assert.deepEqual([expired.status, expired.body.code], [401, 'token_expired']);
    assert.equal(
      (await call(sandbox.app, 'POST /api/v1/auth/logout', { token: tokens.refresh_token })).body.success,
      true,
    );
    assert.equal(
      (await call(sandbox.app, 'POST /api/v1/auth/refresh', { refresh_token: tokens.refresh_token })).status,
      401,
    );
  });

  it('refuses a token signed with another secret or not a JWT', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwidHlwIjoiYWNjZXNzIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl';
    assert.equal((await call(sandbox.app, 'GET /api/v1/profile', undefined, forged)).status, 401);
    assert.equal((await call(sandbox.app, 'GET /api/v1/profile', undefined, 'nonsense')).status, 401);
    assert.equal((await call(sandbox.app, 'GET /api/v1/profile')).status, 401);
  });
});

describe('bad input never crashes', () => {
  it('answers JSON errors for unknown routes, malformed JSON and wrong types', async () => {
    assert.deepEqual((await call(sandbox.app, 'GET /api/v9/nothing')).body.code, 'route_not_found');
    const malformed = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token":',
    });
    assert.deepEqual([malformed.statusCode, malformed.json().code], [400, 'invalid_json']);
    const wrongType = await call(sandbox.app, 'GET /api/v2/pwa/doctor-available?specialityId=abc');
    assert.deepEqual([wrongType.status, wrongType.body.field], [400, 'specialityId']);
    assert.equal((await call(sandbox.app, 'GET /health')).status, 200);
  });

  it('answers CORS preflights like a cross-origin API host', async () => {
    const reply = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/profile',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-support-flag,accept-language',
      },
    });
    assert.equal(reply.statusCode, 204);
    assert.equal(reply.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(reply.headers['access-control-allow-headers']), /X-Support-Flag/);
  });
});
