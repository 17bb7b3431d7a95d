import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const compiledDir = path.join(root, 'i18n', 'compiled');
const stampFile = path.join(compiledDir, '.stamp');
/** What `npm run i18n:compile` reads: the source catalogs and how they are split into route catalogs. */
const INPUTS = ['i18n/es.json', 'i18n/en.json', 'src/config/routeCatalogs.ts', 'scripts/i18n-split.ts'];

/** The inputs and the compiled catalogs as they are now; null when nothing is compiled yet. */
export function catalogsStamp(): string | null {
  if (!existsSync(path.join(compiledDir, 'es.json')) || !existsSync(path.join(compiledDir, 'en.json'))) {
    return null;
  }
  const outputs = readdirSync(compiledDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join('i18n', 'compiled', name));
  const hash = createHash('sha256');
  for (const file of [...INPUTS, ...outputs])
    hash.update(`${file}\n`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/**
 * The unit tests render the app as it runs, with the compiled catalogs (renderRoute: src/app/i18n.ts loads
 * i18n/compiled/). They are compiled again when a source catalog (or the split) changed since the last
 * compile, or when they were compiled from other sources since (another branch's build), so one
 * `npx jest <file>` after editing i18n/en.json shows the new text.
 */
export function compileCatalogsWhenStale(): void {
  const stamp = catalogsStamp();
  if (stamp !== null && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  // `npm run` puts the project's pinned Node first on PATH (scripts/i18n-split.ts needs Node 24).
  execFileSync('npm', ['run', '--silent', 'i18n:compile'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, catalogsStamp() ?? '');
}

export default function globalSetup(): void {
  compileCatalogsWhenStale();
}
