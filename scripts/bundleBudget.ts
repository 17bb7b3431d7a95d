import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript of the `/` page, gzip, in bytes (README § Performance). */
export const INITIAL_JS_BUDGET_GZIP = 200 * 1024;
/** The webpackChunkName of the home route's import in src/app/routes.tsx. */
export const HOME_CHUNK_GROUP = 'page-home';

export function initialJsGzipBytes(distDir: string, files: string[]): number {
  return files
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
}

/** Fails a production build whose initial JS for the entry exceeds the budget. */
export function checkBundleBudget(budget = INITIAL_JS_BUDGET_GZIP): RsbuildPlugin {
  return {
    name: 'telehealth:bundle-budget',
    setup(api) {
      api.onAfterBuild(({ stats, isFirstCompile }) => {
        if (api.context.action !== 'build' || !isFirstCompile || !stats) return;
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, outputPath: true });
        const distDir = json.outputPath ?? api.context.distPath;
        // What `/` downloads before it shows: the entry and the home route's lazy chunk group.
        const groups = [json.entrypoints?.index, json.namedChunkGroups?.[HOME_CHUNK_GROUP]];
        if (!groups[1])
          throw new Error(`Chunk group "${HOME_CHUNK_GROUP}" not found: keep its webpackChunkName`);
        const files = [
          ...new Set(groups.flatMap((group) => (group?.assets ?? []).map((asset) => asset.name))),
        ];
        const bytes = initialJsGzipBytes(distDir, files);
        const kb = (bytes / 1024).toFixed(1);
        if (bytes > budget) {
          throw new Error(`Initial JS for / is ${kb} kB gzip, over the ${budget / 1024} kB budget`);
        }
        console.log(`Bundle budget: initial JS for / is ${kb} kB gzip (budget ${budget / 1024} kB)`);
      });
    },
  };
}
