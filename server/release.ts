import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build writes its release (scripts/sourceMaps.ts): the id the browser's error reports carry. */
export const RELEASE_FILE = path.join('server', 'release.json');

/** The build's release, or `unknown` for a dist without one (the tests' fake builds). */
export function readRelease(distDir: string): string {
  try {
    const { release } = JSON.parse(readFileSync(path.join(distDir, RELEASE_FILE), 'utf8')) as {
      release?: unknown;
    };
    return typeof release === 'string' && release !== '' ? release : 'unknown';
  } catch {
    return 'unknown';
  }
}
