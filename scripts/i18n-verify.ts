/**
 * i18n gate: en.json is exactly what `formatjs extract` finds in src (no stale or missing ids), es.json holds
 * the same ids with the same ICU structure (`formatjs verify`), and no message is empty.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const formatjs = path.join(root, 'node_modules', '.bin', 'formatjs');
const catalogPath = (locale: string) => path.join(root, 'i18n', `${locale}.json`);
const readCatalog = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

const problems: string[] = [];
const extracted = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'extracted.json');
execFileSync(
  formatjs,
  [
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    '**/__tests__/**',
    '--ignore',
    '**/*.d.ts',
    '--format',
    'simple',
    '--throws',
    '--out-file',
    extracted,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
const fromSource = readCatalog(extracted);
const english = readCatalog(catalogPath('en'));
const spanish = readCatalog(catalogPath('es'));

for (const [id, message] of Object.entries(fromSource)) {
  if (!(id in english)) problems.push(`en.json lacks "${id}" (run npm run i18n:extract)`);
  else if (english[id] !== message)
    problems.push(`en.json "${id}" differs from the source (run npm run i18n:extract)`);
}
for (const id of Object.keys(english))
  if (!(id in fromSource)) problems.push(`en.json has "${id}", unused in src`);
for (const [locale, catalog] of [
  ['en', english],
  ['es', spanish],
] as const) {
  for (const [id, message] of Object.entries(catalog))
    if (!message.trim()) problems.push(`${locale}.json "${id}" is empty`);
}

try {
  execFileSync(
    formatjs,
    [
      'verify',
      '--source-locale',
      'en',
      '--missing-keys',
      '--extra-keys',
      '--structural-equality',
      catalogPath('en'),
      catalogPath('es'),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
} catch (error) {
  const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
  problems.push(`formatjs verify failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`i18n: ${Object.keys(english).length} messages, es and en in step with src`);
