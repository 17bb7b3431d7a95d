import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { baseURL } from '../playwright.config';

export { copyOfBuild, nextBuild } from '../scripts/buildCopies';

/**
 * Deploys, simulated on this machine: a web server of our own (server/app.ts) on a port after the journeys' one
 * (one per worker, so journeys side by side never deploy over each other), serving a copy of the build, then the
 * next build in its place.
 */
export const DEPLOY_PORT = Number(new URL(baseURL).port) + 1 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const deployURL = `http://127.0.0.1:${DEPLOY_PORT}`;

/** The pinned Node (package.json's devDependency `node`), which runs the server's TypeScript as it is. */
const NODE = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'node');

/** Serves `distDir` on DEPLOY_PORT until `close()`; the deploy is: close, then serve the next build. */
export async function serve(distDir: string): Promise<{ close(): Promise<void> }> {
  const server = spawn(
    existsSync(NODE) ? NODE : process.execPath,
    [path.join(import.meta.dirname, '..', 'scripts', 'deployServer.ts'), distDir, String(DEPLOY_PORT)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the deploy server stopped (${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  server.removeAllListeners('exit');
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        // Gone within seconds, as an old server is in a deploy: never holding the port for the next journey.
        const kill = setTimeout(() => server.kill('SIGKILL'), 5_000);
        server.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        server.kill('SIGTERM');
      }),
  };
}
