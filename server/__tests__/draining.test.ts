/**
 * SIGTERM with no proxy in front (issue 34, item 9): clients holding keep-alive connections to the server, as
 * browsers do, get an answer to what they send after the signal (503 and `Connection: close`), never a reset;
 * /readyz says 503 on a new connection while the server drains, and only then does it stop listening.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { afterEach, describe, it } from 'node:test';
import { startWebServer, type WebServer } from '../../scripts/loadBalancer.ts';
import { fakeRendererDist } from './fakeRenderer.ts';

const CLIENTS = 40;
// Long enough for the test's requests on a loaded machine; the default (5 s) is for load balancers.
const DRAIN_GRACE_MS = 3000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** True when the request went on a connection the client already had open. */
  reusedSocket: boolean;
}

function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The errors among settled requests, by code (ECONNRESET, ECONNREFUSED, …). */
const failures = (results: PromiseSettledResult<Answer>[]) =>
  results.flatMap((result) =>
    result.status === 'rejected' ? [String((result.reason as NodeJS.ErrnoException).code)] : [],
  );

let server: WebServer | undefined;
const agents: http.Agent[] = [];
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await server?.stop('SIGKILL');
  server = undefined;
});

describe('SIGTERM without a proxy in front', () => {
  it(`${CLIENTS} clients on keep-alive connections get 503 and Connection: close, none a reset; then the server closes`, async () => {
    server = await startWebServer({
      DIST_DIR: fakeRendererDist(),
      DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_RENDERS_EVENT_LOOP_DELAY_MS: '0',
      RENDER_RATE_PER_MINUTE: '0',
    });
    const { url } = server;
    // One connection per client, kept open between requests as a browser keeps it.
    const clients = Array.from({ length: CLIENTS }, () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      return agent;
    });
    const opened = await Promise.all(clients.map((agent) => get(agent, `${url}/about-us`)));
    assert.ok(opened.every((answer) => answer.status === 200 && answer.headers.connection === 'keep-alive'));

    server.process.kill('SIGTERM');
    // Sent at once on the open connections: the server may read some before it handles the signal (200).
    const justAfter = await Promise.allSettled(clients.map((agent) => get(agent, `${url}/doctor/1`)));
    assert.deepEqual(failures(justAfter), [], 'no request fails');
    for (const result of justAfter) {
      assert.ok(result.status === 'fulfilled');
      assert.ok(result.value.reusedSocket, 'sent on the connection the client had open');
      assert.ok([200, 503].includes(result.value.status), `status ${result.value.status}`);
    }

    // The server still listens: a new connection is answered, and /readyz says not to send more.
    const ready = await get(new http.Agent(), `${url}/readyz`);
    assert.equal(ready.status, 503);
    assert.equal(ready.headers.connection, 'close');
    assert.equal(JSON.parse(ready.body).closing, true);

    // Every request now gets 503, whichever connection it comes on, and its connection closes after it.
    const draining = await Promise.allSettled([
      ...clients.map((agent) => get(agent, `${url}/about-us`)),
      ...clients.map((agent) => get(agent, `${url}/static/js/index.js`)),
    ]);
    assert.deepEqual(failures(draining), [], 'no request fails');
    for (const result of draining) {
      assert.ok(result.status === 'fulfilled');
      const { status, headers, body } = result.value;
      assert.deepEqual([status, headers.connection, headers['retry-after']], [503, 'close', '5']);
      assert.ok(headers['content-security-policy'], 'with the security headers');
      if (headers['content-type']?.startsWith('text/html')) assert.match(body, /<div id="root"><\/div>/);
      else assert.equal(JSON.parse(body).code, 'overloaded');
    }

    assert.equal(await server.exited, 0, 'a clean exit once drained');
    await assert.rejects(get(new http.Agent(), `${url}/healthz`), /ECONNREFUSED/, 'no longer listening');
    const messages = server.output.flatMap((line) => {
      try {
        return [(JSON.parse(line) as { msg?: string }).msg];
      } catch {
        return [];
      }
    });
    for (const step of [
      'draining: new requests get 503',
      'closing: finishing the requests in flight',
      'closed',
    ]) {
      assert.ok(messages.includes(step), `logged: ${step}`);
    }
  });
});
