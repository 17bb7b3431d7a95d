import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Deploys without a second build, for the journeys (e2e/deploySupport.ts, browsers/journeys/deploy.ts): a copy of
 * `dist/`, and "the next build", the same copy with every hashed file renamed.
 */

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
