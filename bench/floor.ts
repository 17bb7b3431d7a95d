/**
 * The framework floor (issue 33: "the JavaScript that `/` loads ≤ 1.15× the framework floor's"): the JavaScript
 * a page of our stack loads when it does the least it can (bench/floor/main.tsx: one route of React Router's
 * data router hydrated by React DOM, a Redux store with one RTK Query endpoint, react-intl with one precompiled
 * message, MUI's theme, baseline, a heading and a button). It is built here with our build's settings (rsbuild
 * with its React plugin, production, the same chunk split, the ICU parser left out and MUI's CSS-variables theme
 * stubbed, as src/ is built), into a temporary folder, and every script its page loads is counted, gzip.
 * `/`'s initial JS is what the build measured for its budget (scripts/bundleBudget.ts, dist/server/initial-js.json:
 * the entry, the home route and the larger locale's catalog).
 */
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import config, { WITHOUT_ICU_PARSER, withoutMuiCssVariables } from '../rsbuild.config.ts';
import { INITIAL_JS_FILE, type InitialJs } from '../scripts/bundleBudget.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The scripts the floor's page loads and their gzip sizes. */
async function buildFloor(): Promise<Array<{ file: string; gzip: number }>> {
  const out = mkdtempSync(path.join(tmpdir(), 'telehealth-floor-'));
  try {
    const rsbuild = await createRsbuild({
      cwd: root,
      rsbuildConfig: {
        mode: 'production',
        plugins: [pluginReact()],
        source: { entry: { index: './bench/floor/main.tsx' } },
        resolve: { alias: WITHOUT_ICU_PARSER },
        output: { distPath: { root: out }, sourceMap: false, cleanDistPath: true },
        performance: { chunkSplit: config.environments?.web?.performance?.chunkSplit ?? {} },
        tools: { rspack: withoutMuiCssVariables },
        logLevel: 'error',
      },
    });
    await rsbuild.build();
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
    return scripts.map((src) => ({
      file: path.basename(src),
      gzip: gzipSync(readFileSync(path.join(out, src.replace(/^\//, '')))).length,
    }));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

export async function frameworkFloor(distDir: string, log: (line: string) => void) {
  const home = JSON.parse(readFileSync(path.join(distDir, INITIAL_JS_FILE), 'utf8')) as InitialJs;
  const floor = await buildFloor();
  const total = floor.reduce((sum, { gzip }) => sum + gzip, 0);
  log(
    `the floor's page: ${kB(total)} kB gzip (${floor.map(({ file, gzip }) => `${file} ${kB(gzip)}`).join(', ')})`,
  );
  log(
    `/: ${kB(home.total)} kB gzip (entry ${kB(home.entry)} + home ${kB(home.home)} + catalog ${kB(home.catalog)})`,
  );
  log(`/ ÷ floor: ${(home.total / total).toFixed(2)}×`);
}
