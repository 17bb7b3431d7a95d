import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { all } from '../db/connection.ts';
import { type TestSandbox, call, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
before(async () => {
  sandbox = await startSandbox();
});
after(() => sandbox.close());

interface Consent {
  identity: string;
  user_id: number | null;
  version: string;
}
/** Plain objects (node:sqlite rows have no prototype). */
const consentsOf = (identity: string) =>
  all<Consent>(sandbox.db, 'SELECT identity, user_id, version FROM privacy_consents WHERE identity = :id', {
    id: identity,
  }).map((row) => ({ ...row }));

async function policies(language: 'es' | 'en') {
  const reply = await call<{ policies: { type: string; url: string; version: string }[] }>(
    sandbox.app,
    'GET /api/v1/pwa/policies',
    undefined,
    undefined,
    { 'accept-language': language },
  );
  assert.equal(reply.status, 200);
  return reply.body.policies;
}

describe('privacy policy consent', () => {
  it('serves each policy with its URL in the request language and its version', async () => {
    const [es, en] = [await policies('es'), await policies('en')];
    const privacy = es.find((policy) => policy.type === 'privacy');
    assert.ok(privacy);
    assert.notEqual(privacy.url, en.find((policy) => policy.type === 'privacy')?.url);
    assert.match(en.find((policy) => policy.type === 'privacy')!.url, /\/en\//);
    assert.deepEqual(new Set(es.map((policy) => policy.type)), new Set(['privacy', 'terms', 'cookies']));
  });

  it('gives each language its own paths: no Spanish path under /en/ (it was /en/terminos)', async () => {
    const spanishWords = /terminos|politica|privacidad|especialidades|aviso/;
    const englishWords = /terms|policy|privacy|specialties|notice/;
    for (const policy of await policies('en')) {
      assert.match(policy.url, /^https:\/\/[^/]+\/en\//, policy.url);
      assert.doesNotMatch(policy.url, spanishWords, policy.url);
    }
    for (const policy of await policies('es')) {
      assert.match(policy.url, /^https:\/\/[^/]+\/es\//, policy.url);
      assert.doesNotMatch(policy.url, englishWords, policy.url);
    }
  });

  it('records the version a phone sign-in accepted, for a new and a known patient', async () => {
    const { version } = (await policies('es')).find((policy) => policy.type === 'privacy')!;
    const fresh = await call(sandbox.app, 'POST /api/v1/auth/register', {
      phone: '699 123 456',
      calling_code: '+34',
      privacy_policy_accepted: true,
      privacy_policy_version: version,
      language_id: 1,
    });
    assert.equal(fresh.status, 200);
    assert.deepEqual(consentsOf('phone:+34699123456'), [
      { identity: 'phone:+34699123456', user_id: null, version },
    ]);

    const known = await call(sandbox.app, 'POST /api/v1/auth/register', {
      phone: '600000001',
      calling_code: '+34',
      privacy_policy_accepted: true,
      language_id: 1,
    });
    assert.equal(known.status, 200);
    const [consent] = consentsOf('phone:+34600000001');
    assert.equal(consent?.version, version, 'no version sent: the one in force');
    assert.equal(typeof consent?.user_id, 'number');
  });

  it('refuses a version that is no longer in force, before sending any code', async () => {
    const reply = await call(sandbox.app, 'POST /api/v1/auth/register', {
      phone: '699 123 457',
      calling_code: '+34',
      privacy_policy_accepted: true,
      privacy_policy_version: '2019-01',
      language_id: 2,
    });
    assert.equal(reply.status, 422);
    assert.deepEqual(reply.body, {
      code: 'privacy_policy_outdated',
      message: 'La política de privacidad ha cambiado. Léela de nuevo y acéptala para continuar',
      field: 'privacy_policy_version',
    });
    assert.deepEqual(consentsOf('phone:+34699123457'), []);
    const otp = await call(sandbox.app, 'GET /sandbox/otp?identity=phone:%2B34699123457');
    assert.equal(otp.status, 404);
  });

  it('records the version a Google sign-in accepted, against the user', async () => {
    const { version } = (await policies('en')).find((policy) => policy.type === 'privacy')!;
    const reply = await call(sandbox.app, 'POST /api/v1/auth/register-google', {
      credential: 'sandbox-google:carmen@example.com',
      privacy_policy_accepted: true,
      privacy_policy_version: version,
    });
    assert.equal(reply.status, 200);
    const [consent] = consentsOf('email:carmen@example.com');
    assert.equal(consent?.version, version);
    assert.equal(typeof consent?.user_id, 'number');

    const outdated = await call(sandbox.app, 'POST /api/v1/auth/register-google', {
      credential: 'sandbox-google:carmen@example.com',
      privacy_policy_accepted: true,
      privacy_policy_version: 'old',
    });
    assert.equal(outdated.body.code, 'privacy_policy_outdated');
    assert.equal(consentsOf('email:carmen@example.com').length, 1);
  });
});
