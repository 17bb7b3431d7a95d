import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { TOKEN_COOKIE_MAX_AGE_SECONDS, createTokenApi } from '../tokenApi.ts';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (seconds: number) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

const app = createTokenApi();
after(() => app.close());

async function maxAgeFor(token: string): Promise<number> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/setToken',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { token },
  });
  assert.equal(reply.statusCode, 200, reply.body);
  const cookie = [reply.headers['set-cookie']].flat()[0] ?? '';
  return Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
}

describe('the token cookie’s lifetime', () => {
  it('is a session’s (the refresh token’s 30 days), past the access token’s exp', async () => {
    assert.equal(TOKEN_COOKIE_MAX_AGE_SECONDS, 30 * 24 * 3600);
    assert.equal(await maxAgeFor(tokenExpiringIn(900)), TOKEN_COOKIE_MAX_AGE_SECONDS);
    assert.equal(await maxAgeFor(tokenExpiringIn(10 * 365 * 24 * 3600)), TOKEN_COOKIE_MAX_AGE_SECONDS);
  });

  it('is never set from a token that has already expired', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/setToken',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { token: tokenExpiringIn(-60) },
    });
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.headers['set-cookie'], undefined);
  });
});
