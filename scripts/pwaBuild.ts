import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PAGE_PATHS } from '../src/config/offline.ts';
import { APP_ICONS, MANIFEST_PATHS } from '../src/config/webApp.ts';
import { routePaths } from '../src/config/routes.ts';
import { brandColors } from '../src/theme/colors.ts';

type Locale = keyof typeof MANIFEST_PATHS;

const root = path.join(import.meta.dirname, '..');
const catalog = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'i18n', `${locale}.json`), 'utf8'));
const inLocale = (locale: Locale, route: string) =>
  locale === 'en' ? (route === '/' ? '/en' : `/en${route}`) : route;

/** The web app manifest of one language (texts from the source catalogs: src/pwa/messages.ts). */
export function webAppManifest(locale: Locale) {
  const text = catalog(locale);
  const icon = [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes, type: APP_ICONS[0].type }];
  return {
    // Each language is its own installed app, which opens in that language.
    id: inLocale(locale, '/'),
    name: text['app.productName'],
    short_name: text['app.productName'],
    description: text['manifest.description'],
    lang: locale,
    dir: 'ltr',
    start_url: inLocale(locale, '/'),
    scope: '/',
    display: 'standalone',
    theme_color: brandColors.primary,
    background_color: brandColors.background,
    icons: APP_ICONS,
    shortcuts: [
      {
        name: text['manifest.shortcutBook'],
        description: text['manifest.shortcutBookDescription'],
        url: inLocale(locale, routePaths.specialties),
        icons: icon,
      },
      {
        name: text['manifest.shortcutAppointments'],
        description: text['manifest.shortcutAppointmentsDescription'],
        url: inLocale(locale, routePaths.appointments),
        icons: icon,
      },
    ],
  };
}

/**
 * The offline page of each language (src/pwa/OfflinePage.tsx), rendered once by this build's server renderer
 * (`dist/server/index.js`, built beside the app) into a static document the worker precaches.
 */
async function writeOfflinePages(distDir: string) {
  const renderer = (await import(pathToFileURL(path.join(distDir, 'server', 'index.js')).href)) as {
    offlineDocument(locale: Locale): Promise<string>;
  };
  for (const locale of Object.keys(OFFLINE_PAGE_PATHS) as Locale[]) {
    writeFileSync(path.join(distDir, OFFLINE_PAGE_PATHS[locale]), await renderer.offlineDocument(locale));
  }
}

/**
 * After the build: the two manifests, the two offline pages, and the service worker's precache list (Workbox's
 * injectManifest over `dist/sw.js`, which the `worker` environment bundled from src/sw/sw.ts): every hashed
 * asset of this build, the icons, the favicon and the offline pages. Pages, the manifests and the provider's
 * answers are cached at run time instead.
 */
export function pluginPwa(): RsbuildPlugin {
  return {
    name: 'telehealth:pwa',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const distDir = environments.web?.distPath;
        if (!distDir) return;
        for (const locale of Object.keys(MANIFEST_PATHS) as Locale[]) {
          writeFileSync(
            path.join(distDir, MANIFEST_PATHS[locale]),
            JSON.stringify(webAppManifest(locale), null, 2) + '\n',
          );
        }
        await writeOfflinePages(distDir);
        const sw = path.join(distDir, 'sw.js');
        const { count, size, warnings } = await injectManifest({
          swSrc: sw,
          swDest: sw,
          globDirectory: distDir,
          globPatterns: [
            'static/**/*.{js,css,woff2,svg,png}',
            'icons/*.png',
            'favicon.svg',
            ...Object.values(OFFLINE_PAGE_PATHS).map((page) => page.slice(1)),
          ],
          globIgnores: ['server/**', '**/*.LICENSE.txt'],
          // Hashed names change with their content: no revision needed.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
        });
        for (const warning of warnings) console.warn(`Service worker: ${warning}`);
        console.log(
          `Service worker: ${count} files precached (${(size / 1024).toFixed(0)} kB), sw.js ${(statSync(sw).size / 1024).toFixed(1)} kB`,
        );
      });
    },
  };
}
