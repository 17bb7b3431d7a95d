/**
 * Scale-out (issue 28): two instances of the web server (`node server/main.ts`, the real renderer) behind Debian's
 * nginx as the load balancer, a sandbox provider. A patient's journey whose requests land on both instances, and
 * SIGTERM to one of them under load without one request failing. Needs nginx (.ci/run installs it).
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import autocannon from 'autocannon';
import {
  freeSlot,
  payByCard,
  preOrder,
  signIn,
  startSandbox,
  type TestSandbox,
} from '../../sandbox/__tests__/helpers.ts';
import { type Nginx, startNginx, startWebServer, type WebServer } from '../../scripts/loadBalancer.ts';
import { buildRenderer } from './rendererBuild.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const es = JSON.parse(readFileSync(path.join(root, 'i18n', 'es.json'), 'utf8')) as Record<string, string>;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

let sandbox: TestSandbox;
let distDir: string;
let instances: WebServer[] = [];
let nginx: Nginx | undefined;

before(async () => {
  sandbox = await startSandbox({ now: Date.now() });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  distDir = await buildRenderer(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
  );
  // No shedding: this machine's load from elsewhere is not the subject here (operations.test.ts tests shedding).
  const env = {
    DIST_DIR: distDir,
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '10000',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_RENDERS_EVENT_LOOP_DELAY_MS: '0',
    RENDER_TIMEOUT_MS: '60000',
    RENDER_QUEUE_WAIT_MS: '60000',
  };
  instances = await Promise.all([startWebServer(env), startWebServer(env)]);
  nginx = await startNginx(instances.map((instance) => instance.port));
});

after(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await sandbox?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

/** The instance (its port) that answered, as nginx names it: the last one tried. */
const upstreamOf = (response: Response) => Number(response.headers.get('x-upstream')?.split(':').pop());
const logLinesOf = (instance: WebServer) =>
  instance.output
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const completedBy = (instance: WebServer) =>
  logLinesOf(instance).filter((line) => line.msg === 'request completed').length;

/** Polls until `condition` holds; fails after a minute (a busy machine is slow, a broken setup never gets there). */
async function waitUntil(condition: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still waiting after a minute: ${what}`);
    await sleep(50);
  }
}

describe('two instances behind nginx', () => {
  it('a patient signs in, books and pays while both instances serve the pages; one instance renders the session the other set', async () => {
    assert.ok(nginx);
    const balancer = nginx;
    const served = new Set<number>();
    const request = async (pathAndQuery: string, init: RequestInit = {}) => {
      const response = await fetch(balancer.url + pathAndQuery, {
        ...init,
        headers: { 'accept-encoding': BROWSER_ENCODINGS, ...init.headers },
      });
      served.add(upstreamOf(response));
      return { response, body: await response.text() };
    };

    const home = await request('/');
    assert.equal(home.response.status, 200);
    assert.ok(home.body.includes(`>${es['header.login']}<`), 'the visitor header, rendered on the server');
    const homeRequestId = home.response.headers.get('x-request-id');
    assert.match(String(homeRequestId), /^[0-9a-f]{32}$/, "nginx's request id, passed on and answered");
    const script = await request('/static/js/index.js');
    assert.equal(script.response.status, 200);
    assert.equal(script.response.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    // Signing in happens at the provider; the web server only keeps the token cookie in step.
    const { access_token: token } = await signIn(sandbox.app);
    const setToken = await request('/api/setToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    assert.equal(setToken.response.status, 200);
    assert.match(String(setToken.response.headers.get('set-cookie')), /^token=/);
    const cookie = `token=${token}`;
    const setter = upstreamOf(setToken.response);

    // The other instance knows nothing of that request: the session is the cookie the browser sends.
    let signedIn: Awaited<ReturnType<typeof request>> | undefined;
    for (let attempt = 0; attempt < 8 && !signedIn; attempt += 1) {
      const page = await request('/doctor/1', { headers: { cookie } });
      if (upstreamOf(page.response) !== setter) signedIn = page;
    }
    assert.ok(signedIn, 'the other instance answered a signed-in request');
    assert.equal(signedIn.response.status, 200);
    assert.match(signedIn.body, /id="profile-button"/);
    assert.equal(signedIn.response.headers.get('cache-control'), 'private, no-cache');

    const slot = await freeSlot(sandbox.app, 1, 1, Date.now());
    const booking = await request('/doctor_pre_order?specialityId=1&doctorId=1', { headers: { cookie } });
    assert.equal(booking.response.status, 200);
    const order = await preOrder(sandbox.app, token, 1, 1, slot);
    assert.equal(order.status, 201, JSON.stringify(order.body));
    const preOrderId = order.body.id as number;
    const payment = await request(`/payment?preOrder=${preOrderId}`, { headers: { cookie } });
    assert.equal(payment.response.status, 200);
    const appointmentId = await payByCard(sandbox.app, token, preOrderId, `lb-${Date.now()}`);
    for (const page of [`/appointments-detail?id=${appointmentId}`, '/appointments']) {
      const answer = await request(page, { headers: { cookie } });
      assert.equal(answer.response.status, 200, page);
      assert.match(answer.body, /<div id="root">/, page);
    }

    const signOut = await request('/api/setTokenExpired', { method: 'POST', headers: { cookie } });
    assert.match(String(signOut.response.headers.get('set-cookie')), /^token=;.*Max-Age=0/);
    const visitor = await request('/about-us');
    assert.ok(visitor.body.includes(`>${es['header.login']}<`), 'signed out: the login button again');

    assert.deepEqual(
      [...served].sort(),
      instances.map((instance) => instance.port).sort(),
      'both instances served',
    );
    // Every line an instance wrote is JSON; the home page's line carries nginx's request id; no line holds the token.
    const lines = instances.flatMap(logLinesOf);
    assert.ok(lines.some((line) => line.reqId === homeRequestId && line.msg === 'request completed'));
    for (const instance of instances) {
      assert.ok(!instance.output.join('\n').includes(token), 'the token is never logged');
    }
  });

  it('SIGTERM to one instance under load: it finishes what it has and exits 0, the other takes over, no request fails', async () => {
    assert.ok(nginx);
    const [leaving, staying] = instances as [WebServer, WebServer];
    // The page in both instances' caches first: the load measures the instances, not the provider's first answer.
    const warm = new Set<number>();
    for (let attempt = 0; attempt < 10 && warm.size < 2; attempt += 1) {
      const response: Response = await fetch(`${nginx.url}/doctor/1`);
      await response.text();
      assert.equal(response.status, 200);
      warm.add(upstreamOf(response));
    }
    const options = {
      url: `${nginx.url}/doctor/1`,
      connections: 10,
      duration: 120,
      timeout: 10,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    };
    let load: autocannon.Instance | undefined;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    });
    try {
      const servedBefore = completedBy(leaving);
      await waitUntil(
        () => completedBy(leaving) >= servedBefore + 50,
        'the instance to stop serves the load',
      );
      leaving.process.kill('SIGTERM');
      assert.equal(await leaving.exited, 0, 'a clean exit once drained');
      const stayingAtExit = completedBy(staying);
      await waitUntil(() => completedBy(staying) >= stayingAtExit + 200, 'the other instance serves on');
    } finally {
      load?.stop();
    }
    const result = await finished;
    assert.ok(result.requests.total > 250, `${result.requests.total} requests`);
    assert.deepEqual(
      { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
      { errors: 0, timeouts: 0, non2xx: 0 },
      `answers by status: ${JSON.stringify(result.statusCodeStats)}; nginx: ${nginx.errorLog()}`,
    );
    const messages = logLinesOf(leaving).map((line) => line.msg);
    assert.ok(messages.includes('closing: finishing the requests in flight'));
    assert.ok(messages.includes('closed'));
  });
});
