import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { waitForUrl } from '../scripts/processes.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The provider the build calls (its PUBLIC_API_BASE_URL): one already answering there is used as it is;
 * otherwise a sandbox on that port with its own fresh database, stopped by the returned function.
 */
export async function ensureProvider(apiBaseUrl: string): Promise<() => void> {
  const probe = new URL('api/v1/speciality/footer', apiBaseUrl).href;
  if (await waitForUrl(probe, 500)) return () => undefined;
  const { port, hostname } = new URL(apiBaseUrl);
  if (!['localhost', '127.0.0.1'].includes(hostname)) {
    throw new Error(`The build calls ${apiBaseUrl}, which does not answer: start that provider first.`);
  }
  const env = {
    ...process.env,
    SANDBOX_PORT: port,
    SANDBOX_DB: path.join(root, '.data', 'bench', 'sandbox.sqlite'),
  };
  const reset = spawn(process.execPath, [path.join(root, 'sandbox', 'reset.ts')], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  await new Promise((resolve) => reset.once('exit', resolve));
  const sandbox: ChildProcess = spawn(process.execPath, [path.join(root, 'sandbox', 'main.ts')], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  if (!(await waitForUrl(probe, 30_000))) {
    sandbox.kill();
    throw new Error(`The sandbox did not come up on ${apiBaseUrl}`);
  }
  return () => sandbox.kill();
}
