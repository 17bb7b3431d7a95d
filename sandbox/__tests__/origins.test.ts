import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { configFromEnv } from '../config.ts';
import { isLocalAppOrigin } from '../http/origins.ts';
import { FILE_LINK_TTL_MS } from '../http/fileUrls.ts';
import { type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

const APP = 'http://localhost:3000';
const EVIL = 'https://evil.example';
const PARTNER = 'https://app.partner.example';

let sandbox: TestSandbox;
before(async () => {
  sandbox = await startSandbox({ config: { appOrigins: [PARTNER] } });
});
after(() => sandbox.close());

const fromOrigin = (origin: string) => ({ origin });

describe('the sandbox’s own routes answer only this machine’s app', () => {
  it('knows the app origins: any port of localhost, 127.0.0.1 or [::1], and SANDBOX_APP_ORIGINS', () => {
    for (const origin of [
      APP,
      'http://localhost:3100',
      'http://127.0.0.1:8080',
      'https://[::1]:8443',
      'http://localhost',
    ])
      assert.equal(isLocalAppOrigin(origin), true, origin);
    for (const origin of [
      EVIL,
      'null',
      'http://localhost.evil.example',
      'file://',
      'http://10.0.0.5:3000',
      'ftp://localhost',
    ])
      assert.equal(isLocalAppOrigin(origin), false, origin);
    assert.deepEqual(configFromEnv({ SANDBOX_APP_ORIGINS: ` ${PARTNER}, https://b.example ,` }).appOrigins, [
      PARTNER,
      'https://b.example',
    ]);
  });

  it('refuses a back door called from another site (403) before it does anything', async () => {
    const refused = await call(
      sandbox.app,
      'POST /sandbox/login-tokens',
      { phone: '600000001' },
      undefined,
      fromOrigin(EVIL),
    );
    assert.deepEqual([refused.status, refused.body.code], [403, 'origin_not_allowed']);
    const demo = await call(sandbox.app, 'POST /sandbox/demo-patients', {}, undefined, fromOrigin(EVIL));
    assert.equal(demo.status, 403);
    const codes = await call(
      sandbox.app,
      'GET /sandbox/otp?identity=phone:%2B34600000001',
      undefined,
      undefined,
      fromOrigin(EVIL),
    );
    assert.equal(codes.status, 403);
  });

  it('lets the app (and tests without an Origin) call them, with CORS for the app only', async () => {
    const reply = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/login-tokens',
      headers: { origin: APP },
      payload: { phone: '600000001' },
    });
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['access-control-allow-origin'], APP);
    assert.equal((await call(sandbox.app, 'POST /sandbox/login-tokens', { phone: '600000001' })).status, 200);
    const partner = await call(
      sandbox.app,
      'POST /sandbox/login-tokens',
      { phone: '600000001' },
      undefined,
      fromOrigin(PARTNER),
    );
    assert.equal(partner.status, 200);
  });

  it('gives another site no CORS approval in a preflight', async () => {
    const preflight = (origin: string, url: string) =>
      sandbox.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    assert.equal(
      (await preflight(EVIL, '/sandbox/login-tokens')).headers['access-control-allow-origin'],
      undefined,
    );
    assert.equal((await preflight(APP, '/sandbox/login-tokens')).headers['access-control-allow-origin'], APP);
  });

  it('keeps the provider API itself callable from any origin, as the real host is', async () => {
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/api/v1/auth/calling-code-countries',
      headers: { origin: EVIL },
    });
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['access-control-allow-origin'], EVIL);
  });
});

describe('uploaded files are served to their owner only', () => {
  const PNG = Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'),
    Buffer.alloc(64),
  ]);
  const photo = `data:image/png;base64,${PNG.toString('base64')}`;

  async function ownersLink(): Promise<string> {
    const { access_token } = await signIn(sandbox.app, '600000041');
    const saved = await call(
      sandbox.app,
      'PUT /api/v1/user/prescription',
      { base64_files: [photo] },
      access_token,
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const url = new URL(saved.body.prescription.images[0].url as string);
    return url.pathname + url.search;
  }
  const fetchFile = (link: string) => sandbox.app.inject({ method: 'GET', url: link });

  it('through the signed, short-lived link in the owner’s own answers (an <img> sends no bearer)', async () => {
    const link = await ownersLink();
    assert.match(link, /^\/sandbox\/files\/[a-f0-9]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    const reply = await fetchFile(link);
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-type'], 'image/png');
    assert.deepEqual(reply.rawPayload, PNG);
  });

  it('not without the signature, with another file’s, or with a changed expiry', async () => {
    const link = await ownersLink();
    const [path, query] = link.split('?') as [string, string];
    const params = new URLSearchParams(query);
    assert.equal((await fetchFile(path)).statusCode, 400);
    const other = new URL(`http://x${await ownersLink()}`);
    assert.equal((await fetchFile(`${path}?${other.searchParams}`)).statusCode, 403);
    params.set('expires', String(Number(params.get('expires')) + 3600));
    assert.equal((await fetchFile(`${path}?${params}`)).statusCode, 403);
  });

  it('not once the link has expired', async () => {
    const link = await ownersLink();
    sandbox.clock.advance(FILE_LINK_TTL_MS + 1000);
    const expired = await fetchFile(link);
    assert.deepEqual([expired.statusCode, expired.json().code], [403, 'file_link_expired']);
  });
});
