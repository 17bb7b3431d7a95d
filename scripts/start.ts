/**
 * `npm start`: builds the app, then runs the web server (server/main.ts) and the sandbox provider
 * (sandbox/main.ts) together. Ctrl-C (or SIGTERM) stops both; if either exits, the other is stopped too.
 * The banner with the URLs and test accounts appears once both answer; if one does not come up within
 * START_TIMEOUT_SECONDS (60), both are stopped and the exit code is 1. A port already in use stops it first.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { DEMO } from '../sandbox/db/seedData.ts';
import { waitForUrl } from './processes.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The environment for the build: the app calls the sandbox on SANDBOX_PORT unless PUBLIC_API_BASE_URL is set
 * (in the environment or in a .env file, which the build reads itself and which must then win).
 */
export function buildEnv(
  env: NodeJS.ProcessEnv,
  envFiles: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  if (env.PUBLIC_API_BASE_URL?.trim() || envFiles.PUBLIC_API_BASE_URL?.trim()) return env;
  return { ...env, PUBLIC_API_BASE_URL: `http://localhost:${portOf(env.SANDBOX_PORT, 4010)}/` };
}

export const portOf = (value: string | undefined, fallback: number) =>
  value?.trim() ? Number(value) : fallback;

/** A host to reach a server on (for a URL): the one it binds when that is a single address, else localhost. */
export function reachableHost(host: string | undefined): string {
  const value = host?.trim() ?? '';
  if (!value || ['0.0.0.0', '::', '[::]'].includes(value)) return 'localhost';
  return value.includes(':') && !value.startsWith('[') ? `[${value}]` : value;
}

/**
 * True when something already accepts connections on host:port (a sandbox left running, another `npm start`):
 * its answers would pass for ours, so `npm start` refuses to go on.
 */
export function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: host.replace(/^\[|\]$/g, ''), port });
    socket.setTimeout(1000);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * What `npm start` prints once both servers answer: where they are, and every test account, code, voucher and
 * card that sandbox/README.md names (sandbox/__tests__/start.test.ts holds the two to each other).
 */
export function banner(appPort: number, sandboxPort: number): string {
  return [
    '',
    `  App:      http://localhost:${appPort}  (English: http://localhost:${appPort}/en; port: PORT)`,
    `  Sandbox:  http://localhost:${sandboxPort}  (provider API stand-in, port: SANDBOX_PORT; npm run sandbox:reset wipes its data)`,
    '  Test accounts (one-time code 123456 in sandbox mode):',
    `    patient                  phone ${DEMO.callingCode} ${DEMO.patientPhone} (balance, bundle, visits)`,
    `    employee, company pays   ${DEMO.b2bEmail} (company login)`,
    `    employee, trial plan     ${DEMO.subscriptionEmail} (company login; start the plan on /payment)`,
    `    employee of two companies ${DEMO.twoCompaniesEmail} (company login)`,
    '  Vouchers:  BIENVENIDA10 (10 %), DESCUENTO5 (5 €), PRIMERAGRATIS (first consultation), CADUCADO20 (expired)',
    '  Cards:     4242 4242 4242 4242 and 5555 5555 5555 4444 succeed; 4000 0000 0000 0002 and',
    '             4000 0000 0000 9995 are declined; 4000 0025 0000 3155 asks for authentication',
    '  Ctrl-C stops both.',
    '',
  ].join('\n');
}

async function main() {
  const appPort = portOf(process.env.PORT, 3000);
  const sandboxPort = portOf(process.env.SANDBOX_PORT, 4010);
  const timeoutSeconds = portOf(process.env.START_TIMEOUT_SECONDS, 60);
  const servers = [
    { name: 'web server', host: reachableHost(process.env.HOST), port: appPort, variable: 'PORT' },
    {
      name: 'sandbox',
      host: reachableHost(process.env.SANDBOX_HOST),
      port: sandboxPort,
      variable: 'SANDBOX_PORT',
    },
  ];

  const taken = [];
  for (const server of servers) if (await portAnswers(server.host, server.port)) taken.push(server);
  for (const server of taken) {
    console.error(
      `Port ${server.port} (for the ${server.name}) is already in use: stop what listens there, or set ${server.variable}.`,
    );
  }
  if (taken.length > 0) process.exit(1);

  if (process.env.START_SKIP_BUILD !== '1') {
    const { loadEnv } = await import('@rsbuild/core');
    const { parsed } = loadEnv({ cwd: root, mode: 'production', processEnv: {} });
    const build = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: buildEnv(process.env, parsed),
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const children: ChildProcess[] = [];
  let stopping = false;

  function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000);
    timer.unref();
    Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null,
      ),
    )
      .then(() => process.exit(code))
      .catch(() => process.exit(code));
  }

  function run(name: string, script: string) {
    const child = spawn(process.execPath, [path.join(root, script)], {
      cwd: root,
      stdio: 'inherit',
      // One machine, no load balancer to tell: Ctrl-C stops at once unless a grace period is asked for.
      env: { DRAIN_GRACE_MS: '0', ...process.env },
    });
    child.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
        stopAll(code ?? 1);
      }
    });
    children.push(child);
  }

  run('sandbox', 'sandbox/main.ts');
  run('web server', 'server/main.ts');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

  const checks = servers.map((server) => ({
    name: server.name,
    url: `http://${server.host}:${server.port}${server.name === 'sandbox' ? '/health' : '/'}`,
  }));
  const up = await Promise.all(
    checks.map((check) => waitForUrl(check.url, timeoutSeconds * 1000, () => stopping)),
  );
  if (stopping) return;
  const down = checks.filter((_, index) => !up[index]);
  if (down.length > 0) {
    for (const check of down) {
      console.error(`The ${check.name} did not answer at ${check.url} within ${timeoutSeconds} s.`);
    }
    console.error('Stopping both (see the output above for why).');
    stopAll(1);
    return;
  }
  console.log(banner(appPort, sandboxPort));
}

if (import.meta.main) await main();
