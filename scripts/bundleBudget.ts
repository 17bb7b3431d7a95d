import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript of the `/` page, gzip, in bytes (docs/performance.md). */
export const INITIAL_JS_BUDGET_GZIP = 200 * 1024;
/** Where the build leaves its measure of `/`'s initial JS (gzip bytes, {@link InitialJs}), in dist/. */
export const INITIAL_JS_FILE = path.join('server', 'initial-js.json');
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

/** Every lazy route's own code, gzip (docs/performance.md): the flows must stay quick to open on a phone. */
export const ROUTE_CHUNK_BUDGET_GZIP = 40 * 1024;
/** Route chunk groups are named `page-…` (webpackChunkName in src/app/routes.tsx). */
export const ROUTE_CHUNK_PREFIX = 'page-';

export interface RouteSize {
  name: string;
  /** Files only this route loads (its screens, hooks and what no other route shares). */
  own: number;
}

/**
 * Each route's own code: the files of its chunk group that neither the entry nor any other route's group has.
 * Shared chunks (MUI components several pages use) are paid once and counted by none of them.
 */
export function measureRoutes(
  distDir: string,
  entry: ChunkGroup | undefined,
  namedChunkGroups: Record<string, ChunkGroup | undefined>,
): RouteSize[] {
  const files = (group: ChunkGroup | undefined) => (group?.assets ?? []).map((asset) => asset.name);
  const entryFiles = new Set(files(entry));
  const routes = Object.entries(namedChunkGroups).filter(([name]) => name.startsWith(ROUTE_CHUNK_PREFIX));
  const useCount = new Map<string, number>();
  for (const [, group] of routes)
    for (const file of new Set(files(group))) useCount.set(file, (useCount.get(file) ?? 0) + 1);
  return routes.map(([name, group]) => ({
    name,
    own: initialJsGzipBytes(
      distDir,
      files(group).filter((file) => !entryFiles.has(file) && useCount.get(file) === 1),
    ),
  }));
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** Fails a production build whose initial JS for `/` exceeds the budget; prints the breakdown either way. */
/** The early script of a page whose token had expired (src/early/earlySession.ts) comes before the app: kept small. */
export const EARLY_SCRIPT_BUDGET_GZIP = 5 * 1024;

function checkEarlyScript(stats: Rspack.Stats) {
  const json = stats.toJson({ all: false, assets: true, outputPath: true });
  const script = json.assets?.find((asset) => /early-session\.[0-9a-f]+\.js$/.test(asset.name));
  if (!script || !json.outputPath)
    throw new Error('the build has no early script (src/early/earlySession.ts)');
  const size = gzipSync(readFileSync(path.join(json.outputPath, script.name))).length;
  if (size > EARLY_SCRIPT_BUDGET_GZIP) {
    throw new Error(
      `the early script is ${kB(size)} kB gzip, over its ${EARLY_SCRIPT_BUDGET_GZIP / 1024} kB budget`,
    );
  }
  console.log(
    `Bundle budget: the early script is ${kB(size)} kB gzip; budget ${EARLY_SCRIPT_BUDGET_GZIP / 1024} kB`,
  );
}

export function checkBundleBudget(budget = INITIAL_JS_BUDGET_GZIP): RsbuildPlugin {
  return {
    name: 'telehealth:bundle-budget',
    setup(api) {
      // The browser's bundle only (the server renderer's environment ships nothing to a patient).
      api.onAfterEnvironmentCompile(({ stats, isFirstCompile, environment }) => {
        if (api.context.action !== 'build' || !isFirstCompile || !stats) return;
        if (environment.name === 'early') return checkEarlyScript(stats);
        if (environment.name !== 'web') return;
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, outputPath: true });
        const distDir = json.outputPath ?? api.context.distPath;
        const size = measureInitialJs(distDir, json.entrypoints?.index, json.namedChunkGroups ?? {});
        const summary =
          `initial JS for / is ${kB(size.total)} kB gzip (entry ${kB(size.entry)} + home ${kB(size.home)}` +
          ` + catalog ${kB(size.catalog)}, the larger locale)`;
        if (size.total > budget) throw new Error(`${summary}, over the ${budget / 1024} kB budget`);
        console.log(`Bundle budget: ${summary}; budget ${budget / 1024} kB`);
        // For the bench's framework floor (bench/floor.ts): beside the server's files, never served.
        mkdirSync(path.join(distDir, 'server'), { recursive: true });
        writeFileSync(path.join(distDir, INITIAL_JS_FILE), JSON.stringify(size, null, 2) + '\n');
        const routes = measureRoutes(distDir, json.entrypoints?.index, json.namedChunkGroups ?? {});
        const over = routes.filter((route) => route.own > ROUTE_CHUNK_BUDGET_GZIP);
        const largest = [...routes].sort((a, b) => b.own - a.own).slice(0, 4);
        const list = largest.map((route) => `${route.name} ${kB(route.own)}`).join(', ');
        if (over.length > 0) {
          const names = over.map((route) => `${route.name} ${kB(route.own)} kB`).join(', ');
          throw new Error(`route chunks over the ${ROUTE_CHUNK_BUDGET_GZIP / 1024} kB gzip budget: ${names}`);
        }
        console.log(
          `Bundle budget: ${routes.length} route chunks, each's own code ≤ 40 kB gzip (largest: ${list})`,
        );
      });
    },
  };
}
