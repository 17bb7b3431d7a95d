/**
 * `npm test`: every gate a change must pass (DESIGN §8), in order. A failed gate does not stop the later
 * independent ones, so one run shows everything that is wrong; the e2e journeys need a good build.
 * Test runners write their reports to reports/ for .ci/run's closing count.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Gate {
  name: string;
  command: string[];
  needs?: string[];
  /** The gate is a test runner whose own report in reports/ counts its tests (scripts/test-summary.ts). */
  countsTests?: true;
}

const gates: Gate[] = [
  { name: 'i18n:compile', command: ['npm', 'run', '--silent', 'i18n:compile'] },
  { name: 'i18n:verify', command: ['npm', 'run', '--silent', 'i18n:verify'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], needs: ['i18n:compile'] },
  {
    name: 'node tests (server, sandbox, scripts)',
    command: [
      'node',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${path.join(reports, 'node.tap')}`,
      'server/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    countsTests: true,
  },
  {
    name: 'jest (unit + contracts)',
    command: ['jest', '--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`],
    needs: ['i18n:compile'],
    countsTests: true,
  },
  // The committed pact equals the one the contract tests just generated (DESIGN §8: stale pacts fail).
  { name: 'pact:check (committed pact is fresh)', command: ['npm', 'run', '--silent', 'pact:check'] },
  {
    name: 'provider verification (sandbox vs pacts)',
    command: ['npm', 'run', '--silent', 'verify:provider'],
    needs: ['jest (unit + contracts)'],
  },
  { name: 'build (with size budget)', command: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'e2e (Playwright)',
    command: ['playwright', 'test'],
    needs: ['build (with size budget)'],
    countsTests: true,
  },
  {
    // Firefox and WebKit, one after the other, each against its own server and sandbox (docs/browsers.md).
    name: 'browsers (Firefox, WebKit)',
    command: [
      'node',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${path.join(reports, 'browsers.tap')}`,
      'browsers/*.test.ts',
    ],
    needs: ['build (with size budget)'],
    countsTests: true,
  },
];

const failed = new Set<string>();
const skipped = new Set<string>();
/** Each gate's wall time in seconds, for the summary's stage table (docs/testing.md keeps the latest). */
const seconds = new Map<string, number>();
for (const gate of gates) {
  const blocker = gate.needs?.find((name) => failed.has(name) || skipped.has(name));
  if (blocker) {
    skipped.add(gate.name);
    console.log(`\n■ ${gate.name}: skipped (needs ${blocker})`);
    continue;
  }
  console.log(`\n▶ ${gate.name}`);
  const [command, ...args] = gate.command as [string, ...string[]];
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  seconds.set(gate.name, Math.round((Date.now() - started) / 1000));
  if (status !== 0) failed.add(gate.name);
  console.log(`${status === 0 ? '✔' : '✘'} ${gate.name} (${seconds.get(gate.name)} s)`);
}

const outcomeOf = (gate: Gate) =>
  failed.has(gate.name) ? 'failed' : skipped.has(gate.name) ? 'skipped' : 'passed';
// Gates that are not test runners (lint, typecheck, pact check, build…) count as one check each in the closing line.
writeFileSync(
  path.join(reports, 'gates.json'),
  JSON.stringify(
    gates.map((gate) => ({
      name: gate.name,
      outcome: outcomeOf(gate),
      countsTests: gate.countsTests ?? false,
      seconds: seconds.get(gate.name) ?? 0,
    })),
    null,
    2,
  ),
);

console.log('\nnpm test summary:');
for (const gate of gates) {
  const mark = failed.has(gate.name) ? '✘ failed ' : skipped.has(gate.name) ? '■ skipped' : '✔ passed ';
  console.log(`  ${mark} ${gate.name}`);
}
process.exit(failed.size + skipped.size > 0 ? 1 : 0);
