import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOUR } from '../domain/time.ts';
import { APP_LINKS_PER_HOUR } from '../services/appLinks.ts';
import { type TestSandbox, call, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
before(async () => {
  sandbox = await startSandbox();
});
after(() => sandbox.close());

const ask = (phone: string, language_id = 1, calling_code = '+34') =>
  call(sandbox.app, 'POST /api/v1/campaign/landing/mobile', { phone, calling_code, language_id }, undefined, {
    'accept-language': language_id === 2 ? 'en' : 'es',
  });
const sent = async (phone: string) =>
  (await call(sandbox.app, `GET /sandbox/app-links?phone=${encodeURIComponent(phone)}`)).body.app_links as {
    phone: string;
    language_id: number;
    sent_at: string;
  }[];

describe('the app link by SMS (campaign landing)', () => {
  it('texts the link to a visitor’s number and records it, in the language asked', async () => {
    const reply = await ask('612 000 111', 2);
    assert.deepEqual([reply.status, reply.body], [200, { sent: true }]);
    assert.deepEqual(await sent('+34612000111'), [
      { phone: '+34612000111', language_id: 2, sent_at: new Date(sandbox.clock.now()).toISOString() },
    ]);
    assert.equal((await sent('612000111')).length, 1, 'a national number finds it too');
    assert.ok(sandbox.logs.some((line) => line.includes('SMS to +34612000111')));
  });

  it('refuses a number that is not valid, sending nothing', async () => {
    const reply = await ask('12345');
    assert.deepEqual([reply.status, reply.body.code, reply.body.field], [422, 'invalid_phone', 'phone']);
    assert.deepEqual(await sent('+3412345'), []);
  });

  it(`sends at most ${APP_LINKS_PER_HOUR} links an hour to one number`, async () => {
    for (let i = 0; i < APP_LINKS_PER_HOUR; i += 1) assert.equal((await ask('+34 612 000 222')).status, 200);
    const refused = await ask('612000222', 2);
    assert.deepEqual([refused.status, refused.body.code], [429, 'too_many_requests']);
    assert.equal(refused.body.message, 'Too many requests. Wait a while and try again');
    assert.equal((await sent('+34612000222')).length, APP_LINKS_PER_HOUR);
    assert.equal((await ask('612000333')).status, 200, 'another number is not limited');

    sandbox.clock.advance(HOUR);
    assert.equal((await ask('612000222')).status, 200);
  });
});
