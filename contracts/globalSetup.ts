import { mkdirSync, rmSync } from 'node:fs';
import { pactPaths } from './paths';

/**
 * Pact merges every interaction into the file it finds, so a file left by an earlier run would keep
 * interactions whose tests are gone. Each contracts run starts from an empty output directory.
 */
export default function wipeStalePactOutput(): void {
  const { outDir } = pactPaths(__dirname);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
}
