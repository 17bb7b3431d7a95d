import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { baseURL } from '../playwright.config';

/**
 * Deploys, simulated on this machine: a web server of our own (server/app.ts) on a port after the journeys' one
 * (one per worker, so journeys side by side never deploy over each other), serving a copy of the build, then the
 * next build in its place.
 */
export const DEPLOY_PORT = Number(new URL(baseURL).port) + 1 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const deployURL = `http://127.0.0.1:${DEPLOY_PORT}`;

const DIST = path.join(import.meta.dirname, '..', 'dist');
const HASHED_NAME = /\.([0-9a-f]{10})\./;
/** The compilation's hash in the runtime (`__webpack_hash__`): src/lib/chunks.ts's build identity. */
const BUILD_HASH = /(\.h=\(\)=>")([0-9a-f]{16})"/;
const TEXT_FILE = /\.(html|js|json|webmanifest|css|txt)$/;

const shifted = (hex: string) =>
  hex.replace(/[0-9a-f]/g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** A copy of the build (the one `npm run build` made) at `to`. */
export function copyOfBuild(to: string): string {
  rmSync(to, { recursive: true, force: true });
  cpSync(DIST, to, { recursive: true });
  return to;
}

/**
 * The next build: a copy of `from` in which every hashed asset has another name and the build another hash,
 * with every reference changed to match (the HTML, the runtime's chunk map, the service worker's precache
 * list). None of the old names answer any more, as after a deploy in which every chunk changed.
 */
export function nextBuild(from: string, to: string): string {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const renames = new Map<string, string>();
  for (const file of filesUnder(path.join(to, 'static'))) {
    const hash = HASHED_NAME.exec(path.basename(file))?.[1];
    if (!hash) continue;
    renames.set(hash, shifted(hash));
    renameSync(file, path.join(path.dirname(file), path.basename(file).replace(hash, shifted(hash))));
  }
  const anyHash = new RegExp([...renames.keys()].join('|'), 'g');
  for (const file of filesUnder(to).filter((name) => TEXT_FILE.test(name))) {
    const text = readFileSync(file, 'utf8');
    const next = text
      .replace(anyHash, (hash) => renames.get(hash) ?? hash)
      .replace(BUILD_HASH, (_, head: string, hash: string) => `${head}${shifted(hash)}"`);
    if (next !== text) writeFileSync(file, next);
  }
  return to;
}

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
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
