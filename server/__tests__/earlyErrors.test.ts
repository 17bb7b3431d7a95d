/**
 * The answers Fastify and Node write themselves, before or instead of our routes (issue 34, item 12): each carries
 * the security headers every other answer has. Sent on real sockets: a client can send what inject cannot.
 */
import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../app.ts';
import { DEFAULT_BUILD_SETTINGS, fixedSecurityHeaders } from '../securityHeaders.ts';
import { fakeRendererDist } from './fakeRenderer.ts';

const distDir = fakeRendererDist();
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listen(options: Partial<ServerOptions> = {}) {
  app = await buildServer({ distDir, providerUrl: 'http://127.0.0.1:9/', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Writes `head` (and `body`) as they are on a new connection; the answer, once the server closes it. */
function send(port: number, head: string, body = '') {
  return new Promise<{ status: number; headers: Map<string, string>; body: string }>((resolve, reject) => {
    // Not ended: Node's server drops a connection the client half-closes before it answers.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = (answer.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
      });
    });
  });
}

function assertSecurityHeaders(headers: Map<string, string>) {
  const policy = headers.get('content-security-policy') ?? '';
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.match(policy, /script-src 'self' 'sha256-/);
  assert.equal(headers.get('x-content-type-options'), 'nosniff');
  assert.equal(headers.get('x-frame-options'), 'DENY');
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
  assert.match(headers.get('permissions-policy') ?? '', /camera=\(self "http:\/\/localhost:4010"\)/);
}

const request = (line: string, ...headers: string[]) =>
  [line, 'Host: localhost:3000', 'Connection: close', ...headers].join('\r\n');

describe('answers Fastify and Node write themselves carry the security headers', () => {
  const cases: Array<[string, string, string | undefined, number]> = [
    ['a URL that cannot be decoded (GET /%)', request('GET /% HTTP/1.1'), undefined, 400],
    ['a percent sign in a page path', request('GET /doctor/%zz HTTP/1.1'), undefined, 400],
    ['a header that cannot be parsed', request('GET / HTTP/1.1', 'Bad Header: x'), undefined, 400],
    ['a request line that cannot be parsed', 'NOT HTTP AT ALL', undefined, 400],
    ['headers too large', request('GET / HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}`), undefined, 431],
    [
      'a body that is not JSON',
      request('POST /api/setToken HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 5'),
      '{bad}',
      400,
    ],
    [
      'a body over the limit',
      request('POST /api/setToken HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 20000'),
      '{}',
      413,
    ],
    [
      'the not-found handler',
      request('POST /no-such-endpoint HTTP/1.1', 'Content-Length: 0'),
      undefined,
      404,
    ],
  ];
  for (const [what, head, body, status] of cases) {
    it(what, async () => {
      const answer = await send(await listen(), head, body);
      assert.equal(answer.status, status);
      assertSecurityHeaders(answer.headers);
      assert.equal(JSON.parse(answer.body).code, status === 404 ? 'not_found' : 'bad_request');
    });
  }

  it('a request shed under load (503)', async () => {
    const port = await listen({
      shedding: { maxHeapUsedBytes: 1, maxEventLoopDelayMs: 0, sampleIntervalMs: 20 },
    });
    const shed = () => send(port, request('POST /api/setTokenExpired HTTP/1.1', 'Content-Length: 0'));
    let answer = await shed();
    for (let tries = 0; answer.status !== 503 && tries < 500; tries += 1) {
      await sleep(20);
      answer = await shed();
    }
    assert.equal(answer.status, 503);
    assert.equal(JSON.parse(answer.body).code, 'overloaded');
    assertSecurityHeaders(answer.headers);
  });

  it('are the very headers every other answer carries', async () => {
    const fixed = await fixedSecurityHeaders({
      settings: DEFAULT_BUILD_SETTINGS,
      videoRoomOrigin: 'http://localhost:4010',
    });
    const answer = await send(await listen(), request('GET /about-us HTTP/1.1'));
    assert.ok(Object.keys(fixed).length >= 12, Object.keys(fixed).join());
    for (const [name, value] of Object.entries(fixed)) assert.equal(answer.headers.get(name), value, name);
  });
});
