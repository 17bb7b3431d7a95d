import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript of the `/` page, gzip, in bytes (README § Performance). */
export const INITIAL_JS_BUDGET_GZIP = 200 * 1024;
/** The webpackChunkName of the home route's import in src/app/routes.tsx. */
export const HOME_CHUNK_GROUP = 'page-home';
/** The webpackChunkNames of the compiled catalogs in src/app/i18n.ts: the root loader awaits one of them. */
export const CATALOG_CHUNK_GROUPS = ['i18n-es', 'i18n-en'] as const;

export function initialJsGzipBytes(distDir: string, files: string[]): number {
  return files
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
}

interface ChunkGroup {
  assets?: Array<{ name: string }>;
}

export interface InitialJs {
  /** The entry's chunks (React, router, store, shell). */
  entry: number;
  /** The home route's chunk group, less what the entry already has. */
  home: number;
  /** The larger of the two locale catalogs, less what the entry and home already have. */
  catalog: number;
  total: number;
}

/**
 * What `/` downloads before it shows, in gzip bytes: the entry, the home route's chunk group and the active
 * locale's catalog (the root loader awaits it before anything renders; counted for the larger locale).
 */
export function measureInitialJs(
  distDir: string,
  entry: ChunkGroup | undefined,
  namedChunkGroups: Record<string, ChunkGroup | undefined>,
): InitialJs {
  const files = (group: ChunkGroup | undefined) => (group?.assets ?? []).map((asset) => asset.name);
  const required = (name: string) => {
    const group = namedChunkGroups[name];
    if (!group) throw new Error(`Chunk group "${name}" not found: keep its webpackChunkName`);
    return group;
  };
  const entryFiles = new Set(files(entry));
  const homeFiles = files(required(HOME_CHUNK_GROUP)).filter((file) => !entryFiles.has(file));
  const before = new Set([...entryFiles, ...homeFiles]);
  const catalogSizes = CATALOG_CHUNK_GROUPS.map((name) =>
    initialJsGzipBytes(
      distDir,
      files(required(name)).filter((file) => !before.has(file)),
    ),
  );
  const sizes = {
    entry: initialJsGzipBytes(distDir, [...entryFiles]),
    home: initialJsGzipBytes(distDir, homeFiles),
    catalog: Math.max(...catalogSizes),
  };
  return { ...sizes, total: sizes.entry + sizes.home + sizes.catalog };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** Fails a production build whose initial JS for `/` exceeds the budget; prints the breakdown either way. */
export function checkBundleBudget(budget = INITIAL_JS_BUDGET_GZIP): RsbuildPlugin {
  return {
    name: 'telehealth:bundle-budget',
    setup(api) {
      // The browser's bundle only (the server renderer's environment ships nothing to a patient).
      api.onAfterEnvironmentCompile(({ stats, isFirstCompile, environment }) => {
        if (api.context.action !== 'build' || !isFirstCompile || !stats || environment.name !== 'web') return;
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, outputPath: true });
        const distDir = json.outputPath ?? api.context.distPath;
        const size = measureInitialJs(distDir, json.entrypoints?.index, json.namedChunkGroups ?? {});
        const summary =
          `initial JS for / is ${kB(size.total)} kB gzip (entry ${kB(size.entry)} + home ${kB(size.home)}` +
          ` + catalog ${kB(size.catalog)}, the larger locale)`;
        if (size.total > budget) throw new Error(`${summary}, over the ${budget / 1024} kB budget`);
        console.log(`Bundle budget: ${summary}; budget ${budget / 1024} kB`);
      });
    },
  };
}
