/**
 * Prints `N passed, N failed` summed over every runner's report (Jest JSON, node:test TAP for the server and
 * sandbox tests and for the Firefox and WebKit journeys, Playwright JSON),
 * plus one check for each other gate of `npm test` (lint, typecheck, pact check, build…; reports/gates.json).
 * A missing report counts as one failure, so a crashed runner or an unfinished `npm test` cannot look green.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve(import.meta.dirname, '..', 'reports');
let passed = 0;
let failed = 0;

function readJson(file: string): unknown {
  const full = path.join(reports, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
}

const jest = readJson('jest.json') as
  { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number } | undefined;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} else failed += 1;

const tapFiles = ['node.tap', 'browsers.tap'];
for (const file of tapFiles) {
  const full = path.join(reports, file);
  if (!existsSync(full)) {
    failed += 1;
    continue;
  }
  const tap = readFileSync(full, 'utf8');
  passed += Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  failed += Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0) + Number(/^# cancelled (\d+)/m.exec(tap)?.[1] ?? 0);
}

const playwright = readJson('playwright.json') as
  { stats: { expected: number; unexpected: number; flaky: number } } | undefined;
// CI keeps retries off (playwright.config.ts); a journey that needed one is a defect to find, so it is named.
if (playwright) console.log(`journeys retried: ${playwright.stats.flaky}`);
if (playwright) {
  // A journey that passed only on its retry counts as failed (playwright.config.ts: failOnFlakyTests).
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
} else failed += 1;

const gates = readJson('gates.json') as
  | { name: string; outcome: 'passed' | 'failed' | 'skipped'; countsTests: boolean; seconds?: number }[]
  | undefined;
if (gates) {
  // Each stage's wall time (docs/testing.md#ci keeps the latest table).
  const minutes = (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`;
  const total = gates.reduce((sum, gate) => sum + (gate.seconds ?? 0), 0);
  console.log('stage times (m:ss):');
  for (const gate of gates) console.log(`  ${minutes(gate.seconds ?? 0).padStart(6)}  ${gate.name}`);
  console.log(`  ${minutes(total).padStart(6)}  npm test`);
}
if (gates) {
  for (const gate of gates.filter(({ countsTests }) => !countsTests)) {
    if (gate.outcome === 'passed') passed += 1;
    else failed += 1;
  }
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
