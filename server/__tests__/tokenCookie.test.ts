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
  it('follows exp while it is shorter than a session can last', async () => {
    const maxAge = await maxAgeFor(tokenExpiringIn(3600));
    assert.ok(maxAge > 3595 && maxAge <= 3600, `Max-Age ${maxAge}`);
  });

  it('is capped at the refresh token’s lifetime (30 days), whatever exp claims', async () => {
    assert.equal(TOKEN_COOKIE_MAX_AGE_SECONDS, 30 * 24 * 3600);
    assert.equal(await maxAgeFor(tokenExpiringIn(10 * 365 * 24 * 3600)), TOKEN_COOKIE_MAX_AGE_SECONDS);
    assert.equal(
      await maxAgeFor(tokenExpiringIn(TOKEN_COOKIE_MAX_AGE_SECONDS + 1)),
      TOKEN_COOKIE_MAX_AGE_SECONDS,
    );
  });
});
