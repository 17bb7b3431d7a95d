/**
 * `npm start`: builds the app, then runs the web server (server/main.ts) and the sandbox provider
 * (sandbox/main.ts) together. Ctrl-C (or SIGTERM) stops both; if either exits, the other is stopped too.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEMO } from '../sandbox/db/seedData.ts';

const root = path.resolve(import.meta.dirname, '..');
const appPort = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);

if (process.env.START_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
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
    env: process.env,
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

setTimeout(() => {
  if (stopping) return;
  console.log(
    [
      '',
      `  App:      http://localhost:${appPort}  (English: http://localhost:${appPort}/en)`,
      `  Sandbox:  http://localhost:${sandboxPort}  (provider API stand-in; npm run sandbox:reset wipes its data)`,
      '  Test accounts:',
      `    patient   phone ${DEMO.callingCode} ${DEMO.patientPhone}, code 123456`,
      `    employee  ${DEMO.b2bEmail} (company login), code 123456`,
      '    cards     4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined',
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}, 1500).unref();
