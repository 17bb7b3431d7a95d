/**
 * `npm run symbolicate` (issue 35): a minified stack, in each engine's format, read back as the source's lines
 * through a real source map (TypeScript's, for a small source whose throw is on a known line).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import ts from 'typescript';
import { parseFrame, reportsIn, symbolicate } from '../symbolicate.ts';

const SOURCE = [
  'export function pay(order: { total?: number }) {',
  '  const cents: number = order.total!;',
  "  if (cents < 0) throw new RangeError('negative');",
  '  return cents.toFixed(2);',
  '}',
].join('\n');
const SCRIPT = '/static/js/async/page-payment.1a2b3c4d.js';

let mapsDir: string;
/** Where the throw is in the generated script (1-based line and column, as engines print them). */
let generated: { line: number; column: number };

before(() => {
  const output = ts.transpileModule(SOURCE, {
    fileName: 'src/features/payment/pay.ts',
    compilerOptions: { sourceMap: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  mapsDir = mkdtempSync(path.join(tmpdir(), 'maps-'));
  mkdirSync(path.join(mapsDir, 'static/js/async'), { recursive: true });
  // Named relative to the script, as the bundler names its sources.
  const map = {
    ...JSON.parse(output.sourceMapText ?? '{}'),
    sources: ['../../../../src/features/payment/pay.ts'],
  };
  writeFileSync(path.join(mapsDir, `${SCRIPT.slice(1)}.map`), JSON.stringify(map));
  writeFileSync(path.join(mapsDir, 'release.json'), JSON.stringify({ release: 'r1' }));
  const lines = output.outputText.split('\n');
  const line = lines.findIndex((text) => text.includes('throw new RangeError'));
  generated = { line: line + 1, column: lines[line]!.indexOf('throw') + 1 };
});

const stacks = (at: string) => ({
  v8: `RangeError: negative\n    at pay (${at})\n    at http://localhost:3000/static/js/index.9f.js:1:10`,
  spidermonkey: `pay@${at}\n@http://localhost:3000/static/js/index.9f.js:1:10`,
  javascriptcore: `pay@${at}\nglobal code@http://localhost:3000/static/js/index.9f.js:1:10`,
});

describe('symbolicate', () => {
  for (const engine of ['v8', 'spidermonkey', 'javascriptcore'] as const) {
    it(`reads a ${engine} stack as the source's file:line`, () => {
      const at = `http://localhost:3000${SCRIPT}:${generated.line}:${generated.column}`;
      const report = {
        release: 'r1',
        kind: 'error',
        name: 'RangeError',
        message: 'negative',
        stack: stacks(at)[engine],
      };
      const [heading, frame, unknown] = symbolicate(report, mapsDir).split('\n');
      assert.equal(heading, 'RangeError: negative (error, release r1)');
      assert.match(frame!, /^ {4}at pay \(src\/features\/payment\/pay\.ts:3:\d+\)$/);
      assert.match(unknown!, /\/static\/js\/index\.9f\.js:1:10, no source map\)$/);
    });
  }

  it('finds the reports in a report as sent, or in the server log lines around them', () => {
    const report = { release: 'r1', name: 'E', message: 'm', stack: 'x@http://a/static/js/a.js:1:2' };
    assert.deepEqual(reportsIn(JSON.stringify(report)), [report]);
    const lines = [
      JSON.stringify({ level: 30, msg: 'request completed' }),
      JSON.stringify({ level: 40, clientError: report, msg: 'client error' }),
      'not json',
    ].join('\n');
    assert.deepEqual(reportsIn(lines), [report]);
    assert.deepEqual(parseFrame('    at http://a/static/js/a.js:1:2'), {
      name: undefined,
      script: '/static/js/a.js',
      line: 1,
      column: 2,
    });
  });

  it('runs on a log line from standard input, and warns when the maps are of another release', () => {
    const at = `http://localhost:3000${SCRIPT}:${generated.line}:${generated.column}`;
    const line = JSON.stringify({
      msg: 'client error',
      clientError: { release: 'r0', name: 'RangeError', message: 'negative', stack: stacks(at).v8 },
    });
    const script = path.join(import.meta.dirname, '..', 'symbolicate.ts');
    const { stdout, stderr, status } = spawnSync(process.execPath, [script, '--maps', mapsDir], {
      input: line,
      encoding: 'utf8',
    });
    assert.equal(status, 0);
    assert.match(stdout, /at pay \(src\/features\/payment\/pay\.ts:3:\d+\)/);
    assert.match(stderr, /the report is of release r0, the maps in .* of r1/);
  });
});
