import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
before(async () => {
  sandbox = await startSandbox();
});
after(() => sandbox.close());

const profileStatus = async (token: string) => {
  const reply = await call(sandbox.app, 'GET /api/v1/profile', undefined, token);
  return [reply.status, reply.body.code];
};
const refresh = (refreshToken: string) =>
  call(sandbox.app, 'POST /api/v1/auth/refresh', { refresh_token: refreshToken });
const sessionsOf = async (phone: string) =>
  (await call(sandbox.app, `GET /sandbox/sessions?phone=${encodeURIComponent(phone)}`)).body.sessions;

describe('a session that ends at the provider', () => {
  it('logout refuses the access tokens of that session (every refreshed one), not of the other sessions', async () => {
    const phone = '600000031';
    const kept = await signIn(sandbox.app, phone);
    const first = await signIn(sandbox.app, phone);
    const refreshed = (await refresh(first.refresh_token)).body;
    assert.deepEqual(await profileStatus(refreshed.access_token), [200, undefined]);

    const logout = await call(sandbox.app, 'POST /api/v1/auth/logout', { token: refreshed.refresh_token });
    assert.equal(logout.body.success, true);

    assert.deepEqual(await profileStatus(first.access_token), [401, 'token_revoked']);
    assert.deepEqual(await profileStatus(refreshed.access_token), [401, 'token_revoked']);
    assert.equal((await refresh(refreshed.refresh_token)).status, 401);
    assert.deepEqual(await profileStatus(kept.access_token), [200, undefined]);
  });

  it('a reused refresh token revokes the access tokens of its session too', async () => {
    const tokens = await signIn(sandbox.app, '600000032');
    const next = (await refresh(tokens.refresh_token)).body;
    const reuse = await refresh(tokens.refresh_token);
    assert.deepEqual([reuse.status, reuse.body.code], [401, 'refresh_token_reused']);
    assert.deepEqual(await profileStatus(next.access_token), [401, 'token_revoked']);
  });
});

describe('GET /sandbox/sessions (back door)', () => {
  it("counts each session's refreshes and tells whether it was revoked", async () => {
    const phone = '600000033';
    const tokens = await signIn(sandbox.app, phone);
    let refreshToken = tokens.refresh_token;
    for (let i = 0; i < 3; i += 1) refreshToken = (await refresh(refreshToken)).body.refresh_token;
    const other = await signIn(sandbox.app, phone);
    await call(sandbox.app, 'POST /api/v1/auth/logout', { token: other.refresh_token });

    const sessions = await sessionsOf(`+34${phone}`);
    assert.deepEqual(
      sessions.map(({ refreshes, revoked }: { refreshes: number; revoked: boolean }) => [refreshes, revoked]),
      [
        [3, false],
        [0, true],
      ],
    );
    assert.deepEqual(await sessionsOf(phone), sessions);
    const unknown = await call(sandbox.app, 'GET /sandbox/sessions?phone=699999999');
    assert.equal(unknown.status, 404);
  });
});
