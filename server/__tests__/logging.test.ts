import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { redactLine, redactText, redactUrl } from '../logging.ts';
import { fakeRenderControl, fakeRendererDist } from './fakeRenderer.ts';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 900 })}.c2lnbmF0dXJl`;

describe('redaction', () => {
  it('masks tokens, bearer credentials, DNI and NIE numbers and phone numbers in text', () => {
    assert.equal(redactText(`token ${TOKEN} here`), 'token [token] here');
    assert.equal(redactText('Authorization: Bearer abc.def-123'), 'Authorization: Bearer [token]');
    assert.equal(redactText('DNI 12345678Z, NIE X1234567L'), 'DNI [id-number], NIE [id-number]');
    for (const phone of [
      '+34 600 000 001',
      '+34600000001',
      '0034600000001',
      '612345678',
      '612 345 678',
      '%2B34600000001',
    ]) {
      assert.equal(redactText(`call ${phone} now`), 'call [phone] now', phone);
    }
    assert.equal(redactText('/doctor/12 took 1795724256374 ms'), '/doctor/12 took 1795724256374 ms');
  });

  it("masks a URL's sensitive parameters whatever their values look like", () => {
    assert.equal(
      redactUrl('/login?from=%2Fappointments&phone=600&code=123456&token=x&email=a%40b.es'),
      '/login?from=%2Fappointments&phone=[redacted]&code=[redacted]&token=[redacted]&email=[redacted]',
    );
    assert.equal(redactUrl('/doctor/1'), '/doctor/1');
  });

  it('keeps a log line valid JSON, numbers untouched', () => {
    const line = JSON.stringify({ heapUsed: 612345678, msg: 'phone 612345678 and DNI 12345678Z' }) + '\n';
    assert.deepEqual(JSON.parse(redactLine(line)), {
      heapUsed: 612345678,
      msg: 'phone [phone] and DNI [id-number]',
    });
  });
});

describe('the server log', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('writes one JSON line per request with its id, the id the answer carries, and nothing secret', async () => {
    fakeRenderControl();
    const lines: string[] = [];
    app = await buildServer({
      distDir: fakeRendererDist(),
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    const page = await app.inject({
      method: 'GET',
      url: '/login?from=%2Fprofile&phone=612345678&dni=12345678Z',
      headers: { host: 'localhost', cookie: `token=${TOKEN}; other=1`, authorization: `Bearer ${TOKEN}` },
    });
    const setToken = await app.inject({ method: 'POST', url: '/api/setToken', payload: { token: TOKEN } });
    const proxied = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-0123456789abcdef' },
    });
    const invalid = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'no good' },
    });

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = logged.filter((line) => line.msg === 'request completed');
    assert.deepEqual(
      completed.map((line) => line.reqId),
      [page, setToken, proxied, invalid].map((reply) => reply.headers['x-request-id']),
    );
    assert.equal(proxied.headers['x-request-id'], 'edge-0123456789abcdef');
    assert.match(String(invalid.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.deepEqual(completed[0]?.req, {
      method: 'GET',
      url: '/login?from=%2Fprofile&phone=[redacted]&dni=[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
    });
    assert.deepEqual(completed[0]?.res, { statusCode: 200 });
    assert.equal(completed[0]?.render, 'bypass');
    const everything = lines.join('');
    for (const secret of [TOKEN, '612345678', '12345678Z', 'other=1'])
      assert.ok(!everything.includes(secret), secret);
  });
});
