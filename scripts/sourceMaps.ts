import type { RsbuildPlugin } from '@rsbuild/core';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_FILE } from '../server/release.ts';

/** Beside `dist/`, never inside it: nothing the server or a CDN serves can hand a source map out. */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/** The browser's maps: `static/js/…` (paths relative to dist/, as the scripts are served). */
function browserMaps(distDir: string): string[] {
  return readdirSync(path.join(distDir, 'static'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.map'))
    .map((file) => path.join('static', file));
}

/**
 * The browser's code is built with hidden source maps (no `sourceMappingURL` in the scripts, so no browser asks
 * for one); after the build they move out of `dist/` to `dist-sourcemaps/`, where `npm run symbolicate` reads
 * them. The release (the compilation's hash, which the browser's error reports carry) is written to both:
 * `dist/server/release.json` for the server's metrics, `dist-sourcemaps/release.json` to check a report against.
 */
export function pluginSourceMaps(): RsbuildPlugin {
  return {
    name: 'telehealth:source-maps',
    setup(api) {
      let release = 'unknown';
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        if (api.context.action === 'build' && environment.name === 'web' && stats?.hash) release = stats.hash;
      });
      api.onAfterBuild(({ environments }) => {
        const web = environments.web;
        if (api.context.action !== 'build' || !web) return;
        const distDir = web.distPath;
        const mapsDir = path.join(api.context.rootPath, SOURCE_MAPS_DIR);
        rmSync(mapsDir, { recursive: true, force: true });
        for (const file of browserMaps(distDir)) {
          mkdirSync(path.dirname(path.join(mapsDir, file)), { recursive: true });
          renameSync(path.join(distDir, file), path.join(mapsDir, file));
        }
        const json = `${JSON.stringify({ release }, null, 2)}\n`;
        mkdirSync(mapsDir, { recursive: true });
        writeFileSync(path.join(mapsDir, 'release.json'), json);
        mkdirSync(path.dirname(path.join(distDir, RELEASE_FILE)), { recursive: true });
        writeFileSync(path.join(distDir, RELEASE_FILE), json);
      });
    },
  };
}
