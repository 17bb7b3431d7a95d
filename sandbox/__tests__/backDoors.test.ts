import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort } from '../../scripts/processes.ts';
import { configFromEnv } from '../config.ts';
import { type TestSandbox, call, freeSlot, preOrder, signIn, startSandbox, tempDbFile } from './helpers.ts';

/** The /sandbox/ routes that pay, sign in, read codes, move an appointment's clock or make the API fail. */
const BACK_DOORS = [
  'GET /sandbox/test-cards',
  'POST /sandbox/payments/:paymentId/confirm',
  'POST /sandbox/appointments/:id/enter-waiting-room',
  'POST /sandbox/appointments/:id/end',
  'POST /sandbox/appointments/:id/status',
  'POST /sandbox/demo-patients',
  'POST /sandbox/login-tokens',
  'GET /sandbox/otp',
  'GET /sandbox/sessions',
  'POST /sandbox/patients/:id/paid-visits',
  'POST /sandbox/prescriptions/:id/review',
  'POST /sandbox/payments/:paymentId/authenticate',
  'POST /sandbox/setup-intents/:setupIntentId/confirm',
  'POST /sandbox/pre-orders/:id/expire',
  'GET /sandbox/pre-orders/:id/payments',
  'POST /sandbox/faults',
  'GET /sandbox/faults',
  'DELETE /sandbox/faults',
  'GET /sandbox/app-links',
];
/** What the API's own answers link to: these stay in every mode. */
const READ_ONLY = ['GET /sandbox/files/:file', 'GET /sandbox/invoices/:ref', 'GET /sandbox/video/:id'];

const registered = (sandbox: TestSandbox) =>
  [...BACK_DOORS, ...READ_ONLY].filter((route) => {
    const [method, url] = route.split(' ') as [string, string];
    return sandbox.app.hasRoute({ method: method as 'GET', url });
  });

const started: TestSandbox[] = [];
async function sandboxIn(modes: { sandboxMode: boolean; testMode: boolean }) {
  const sandbox = await startSandbox({ config: modes });
  started.push(sandbox);
  return sandbox;
}
after(() => Promise.all(started.map((sandbox) => sandbox.close())));

describe('sandbox back doors', () => {
  it('listens on loopback unless SANDBOX_HOST says otherwise', () => {
    assert.equal(configFromEnv({}).host, '127.0.0.1');
    assert.equal(configFromEnv({ SANDBOX_HOST: ' ' }).host, '127.0.0.1');
    assert.equal(configFromEnv({ SANDBOX_HOST: '0.0.0.0' }).host, '0.0.0.0');
  });

  it('are left out when neither sandbox nor test mode is on', async () => {
    const closed = await sandboxIn({ sandboxMode: false, testMode: false });
    assert.deepEqual(registered(closed), READ_ONLY);
    const token = await call(closed.app, 'POST /sandbox/login-tokens', { phone: '600000001' });
    assert.deepEqual([token.status, token.body.code], [404, 'route_not_found']);
    const otp = await call(closed.app, 'GET /sandbox/otp?identity=phone:%2B34600000001');
    assert.deepEqual([otp.status, otp.body.code], [404, 'route_not_found']);
    const confirm = await call(closed.app, 'POST /sandbox/payments/pay_1/confirm', {
      card_number: '4242424242424242',
    });
    assert.equal(confirm.status, 404);
  });

  it('exist in sandbox mode (the default) and in test mode', async () => {
    for (const modes of [
      { sandboxMode: true, testMode: false },
      { sandboxMode: false, testMode: true },
    ]) {
      const open = await sandboxIn(modes);
      assert.deepEqual(registered(open), [...BACK_DOORS, ...READ_ONLY], JSON.stringify(modes));
      const token = await call(open.app, 'POST /sandbox/login-tokens', { phone: '600000001' });
      assert.deepEqual([token.status, typeof token.body.token], [200, 'string']);
    }
    assert.equal(configFromEnv({}).sandboxMode, true);
    assert.equal(configFromEnv({ SANDBOX_MODE: '0' }).sandboxMode, false);
  });

  it('create a new demo patient per call, with its own history and a sign-in token', async () => {
    const open = await sandboxIn({ sandboxMode: true, testMode: false });
    const first = await call(open.app, 'POST /sandbox/demo-patients', {});
    const second = await call(open.app, 'POST /sandbox/demo-patients', { first_name: 'Pau' });
    assert.equal(first.status, 200);
    assert.notEqual(first.body.phone, second.body.phone);
    assert.notEqual(first.body.user_id, second.body.user_id);
    const tokens = await call(open.app, 'POST /api/v1/auth/login-token', { token: second.body.login_token });
    assert.equal(tokens.status, 200);
    const bearer = tokens.body.access_token as string;
    const profile = await call(open.app, 'GET /api/v1/profile', undefined, bearer);
    assert.equal(profile.body.first_name, 'Pau');
    const balance = await call(open.app, 'GET /api/v1/finance/balance', undefined, bearer);
    assert.equal(balance.body.balance.amount, 2000);
    const upcoming = await call(open.app, 'GET /api/v2/meeting/homepage/upcomings', undefined, bearer);
    assert.equal(upcoming.body.appointment_list.length, 1);
    const bundles = await call(open.app, 'GET /api/v1/bundles/orders/history', undefined, bearer);
    assert.equal(bundles.body.bundle_order_list.length, 1);
  });
});

describe('the pre-order expiry back door', () => {
  it('runs a pre-order’s hold out now: expired, the slot free for everyone again, its payment expired', async () => {
    const open = await sandboxIn({ sandboxMode: true, testMode: false });
    const lucia = (await signIn(open.app)).access_token;
    const other = (await signIn(open.app, '611000999')).access_token;
    const slot = await freeSlot(open.app, 1, 1, open.clock.now());
    const order = await preOrder(open.app, lucia, 1, 1, slot);
    const payment = await call(
      open.app,
      'POST /api/v1/payment/create',
      { pre_order_id: order.body.id, idempotency_key: 'expire-0001' },
      lucia,
    );
    assert.equal((await preOrder(open.app, other, 1, 1, slot)).status, 409);

    const expired = await call(open.app, `POST /sandbox/pre-orders/${order.body.id}/expire`);
    assert.deepEqual([expired.status, expired.body.status], [200, 'expired']);
    const read = await call(open.app, `GET /api/v1/pre-order/${order.body.id}`, undefined, lucia);
    assert.equal(read.body.status, 'expired');
    const paid = await call(open.app, `POST /sandbox/payments/${payment.body.payment_id}/confirm`, {
      card_number: '4242424242424242',
    });
    assert.deepEqual([paid.status, paid.body.code], [409, 'payment_expired']);
    assert.equal((await preOrder(open.app, other, 1, 1, slot)).status, 201);

    const missing = await call(open.app, 'POST /sandbox/pre-orders/999999/expire');
    assert.deepEqual([missing.status, missing.body.code], [404, 'pre_order_not_found']);
  });
});

/** Starts `npm run sandbox`'s script and resolves once it printed its address. */
function runSandbox(env: Record<string, string>): Promise<{ child: ChildProcess; output: string }> {
  const script = path.join(import.meta.dirname, '..', 'main.ts');
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, SANDBOX_HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('provider API:')) {
          clearTimeout(timer);
          resolve({ child, output });
        }
      });
    }
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 'refused';
  }
};

describe('npm run sandbox', () => {
  it('answers on localhost (where the app and Playwright call it) and on no other interface', async () => {
    const port = await freePort();
    const { child, output } = await runSandbox({
      SANDBOX_PORT: String(port),
      SANDBOX_DB: tempDbFile(),
    });
    try {
      assert.match(output, /listening on 127\.0\.0\.1/);
      assert.equal(await answers(`http://localhost:${port}/api/v1/auth/calling-code-countries`), 200);
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (external) assert.equal(await answers(`http://${external.address}:${port}/health`), 'refused');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
