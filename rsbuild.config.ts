import { defineConfig, loadEnv, type RsbuildPlugin, type ToolsConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { BUILD_SETTINGS_FILE, type BuildSettings } from './server/securityHeaders.ts';
import type { ServerRenderer } from './server/pages.ts';
import { createTokenApi } from './server/tokenApi.ts';
import { checkBundleBudget } from './scripts/bundleBudget.ts';
import { checkPaymentOnlyChunks } from './scripts/paymentOnlyChunks.ts';
import { pluginPwa } from './scripts/pwaBuild.ts';
import { pluginSourceMaps } from './scripts/sourceMaps.ts';

/** Where the server renderer is built (server/app.ts loads it from there). */
const SSR_DIST = 'dist/server';

const { parsed } = loadEnv({ prefixes: ['PUBLIC_'] });

/** Every setting of DESIGN §7 is defined, set or not, so src/config/env.ts can apply its defaults. */
const SETTINGS = [
  'PUBLIC_API_BASE_URL',
  'PUBLIC_API_TIMEOUT_MS',
  'PUBLIC_SUPPORT_PHONE',
  'PUBLIC_SUPPORT_PHONE_B2B',
  'PUBLIC_SUPPORT_EMAIL',
  'PUBLIC_MARKETING_SITE_URL',
  'PUBLIC_SPECIALIST_SIGNUP_URL',
  'PUBLIC_COMPANIES_URL',
  'PUBLIC_APP_STORE_URL',
  'PUBLIC_PLAY_STORE_URL',
  'PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'PUBLIC_GOOGLE_CLIENT_ID',
  'PUBLIC_ANALYTICS_URL',
  'PUBLIC_API_TIMEOUT_MS',
];
const publicVars = Object.fromEntries(
  SETTINGS.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? parsed[name] ?? '')]),
);

const setting = (name: string) => (process.env[name] ?? parsed[name] ?? '').trim();

/** What the server's Content-Security-Policy must allow for this build (server/securityHeaders.ts). */
function pluginBuildSettings(): RsbuildPlugin {
  return {
    name: 'telehealth:build-settings',
    setup(api) {
      api.onAfterEnvironmentCompile(({ environment }) => {
        if (api.context.action !== 'build' || environment.name !== 'web') return;
        const settings: BuildSettings = {
          apiBaseUrl: setting('PUBLIC_API_BASE_URL') || 'http://localhost:4010/',
          analyticsUrl: setting('PUBLIC_ANALYTICS_URL') || undefined,
          stripe: setting('PUBLIC_STRIPE_PUBLISHABLE_KEY') !== '',
          googleSignIn: setting('PUBLIC_GOOGLE_CLIENT_ID') !== '',
        };
        const file = path.join(environment.distPath, BUILD_SETTINGS_FILE);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(settings, null, 2) + '\n');
      });
    },
  };
}

/**
 * `source` without the `defaultMessage` and `description` of its message descriptors (objects with an `id` and a
 * `defaultMessage`). The compiled catalogs hold every text (i18n:verify keeps them equal to what `formatjs extract`
 * finds), so in production the English source text would only be shipped twice.
 */
function stripDefaultMessages(source: string, fileName: string): string {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const cuts: Array<[number, number]> = [];
  const isNamed = (property: ts.ObjectLiteralElementLike | undefined, name: string) =>
    property !== undefined &&
    ts.isPropertyAssignment(property) &&
    (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
    property.name.text === name;
  const visit = (node: ts.Node) => {
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.some((property) => isNamed(property, 'id')) &&
      node.properties.some((property) => isNamed(property, 'defaultMessage'))
    ) {
      node.properties.forEach((property, index) => {
        if (!isNamed(property, 'defaultMessage') && !isNamed(property, 'description')) return;
        const next = node.properties[index + 1];
        const trailingComma = /^\s*,/.exec(source.slice(property.end))?.[0].length ?? 0;
        cuts.push([property.getStart(file), next ? next.getStart(file) : property.end + trailingComma]);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cuts.reduceRight((text, [start, end]) => text.slice(0, start) + text.slice(end), source);
}

function pluginStripDefaultMessages(): RsbuildPlugin {
  return {
    name: 'telehealth:strip-default-messages',
    setup(api) {
      api.transform(
        {
          test: { and: [/\.tsx?$/, { not: /[\\/]node_modules[\\/]/ }] },
          codeFilter: 'defaultMessage',
          order: 'pre',
        },
        ({ code, resourcePath, environment }) =>
          environment.config.mode === 'production' ? stripDefaultMessages(code, resourcePath) : code,
      );
    },
  };
}

/**
 * The meta descriptions (`seo.*`, src/ssr/messages.ts) are read only by the server renderer, the web app
 * manifest's texts (`manifest.*`) and the offline page's (`offlinePage.*`) only by the build: the browser's catalogs
 * leave them out (i18n:verify still keeps both source catalogs complete).
 */
export const SERVER_ONLY_MESSAGES = /^(seo|manifest|offlinePage)\./;

function pluginServerOnlyMessages(): RsbuildPlugin {
  return {
    name: 'telehealth:server-only-messages',
    setup(api) {
      api.transform({ test: /[\\/]i18n[\\/]compiled[\\/][a-z]+\.json$/, environments: ['web'] }, ({ code }) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(JSON.parse(code) as Record<string, unknown>).filter(
              ([id]) => !SERVER_ONLY_MESSAGES.test(id),
            ),
          ),
        ),
      );
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` import its CSS-variables theme (`createThemeWithVars`, `CssVarsProvider`)
 * and use it only for a theme with `cssVariables` or `colorSchemes`. src/theme/theme.ts has neither, so those two
 * imports get a stub that says so (7 kB gzip less on every page); `extendTheme`/`CssVarsProvider` imported by name
 * from '@mui/material/styles' are untouched.
 */
const MUI_WITHOUT_CSS_VARIABLES: Array<{ issuer: RegExp; request: string; stub: string }> = [
  {
    issuer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    request: './createThemeWithVars.mjs',
    stub: 'export default function createThemeWithVars() { fail(); }',
  },
  {
    issuer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    request: './ThemeProviderWithVars.mjs',
    stub: 'export function CssVarsProvider() { fail(); }',
  },
];
/** Messages are compiled to AST at build time (npm run i18n:compile), so the ICU parser stays out. */
export const WITHOUT_ICU_PARSER = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** The rspack setting that puts the stubs of {@link MUI_WITHOUT_CSS_VARIABLES} in (also for bench/floor.ts). */
export const withoutMuiCssVariables: NonNullable<ToolsConfig['rspack']> = (config, { rspack }) => {
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(/WithVars\.mjs$/, (resolveData) => {
      const { request, contextInfo } = resolveData;
      const match = MUI_WITHOUT_CSS_VARIABLES.find(
        (entry) => entry.request === request && entry.issuer.test(contextInfo.issuer),
      );
      if (match) resolveData.request = stubModule(match.stub);
    }),
  );
};

const stubModule = (body: string) =>
  'data:text/javascript,' +
  encodeURIComponent(
    `function fail() { throw new Error('This build leaves out MUI CSS variables (cssVariables, colorSchemes): see rsbuild.config.ts'); }\n${body}`,
  );

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStripDefaultMessages(),
    checkBundleBudget(),
    checkPaymentOnlyChunks(),
    pluginBuildSettings(),
    pluginServerOnlyMessages(),
    pluginPwa(),
    pluginSourceMaps(),
  ],
  source: { define: publicVars },
  resolve: { alias: WITHOUT_ICU_PARSER },
  environments: {
    // The browser's app.
    web: {
      source: { entry: { index: './src/main.tsx' }, define: { 'process.env.SERVER_RENDERER': '""' } },
      html: {
        template: './src/index.html',
        title: 'Telehealth',
        favicon: './src/assets/favicon.svg',
      },
      // Hidden source maps, moved out of dist/ after the build (scripts/sourceMaps.ts): for `npm run symbolicate`.
      output: {
        target: 'web',
        manifest: true,
        distPath: { root: 'dist' },
        sourceMap: { js: 'hidden-source-map', css: false },
      },
      performance: {
        chunkSplit: {
          strategy: 'split-by-experience',
          forceSplitting: {
            redux: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect)[\\/]/,
            intl: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
          },
        },
      },
    },
    // The service worker (src/sw/sw.ts): `dist/sw.js`, one file, at the site's root (its scope).
    worker: {
      source: { entry: { sw: './src/sw/sw.ts' }, define: { 'process.env.SERVER_RENDERER': '""' } },
      output: {
        target: 'web-worker',
        distPath: { root: 'dist', js: '' },
        filename: { js: '[name].js' },
        cleanDistPath: false,
        copy: [],
      },
    },
    // The early script of a page whose token had expired (src/early/earlySession.ts): one small file, hashed,
    // which the server names in such a page's head (server/app.ts). Nothing of the app's code is in it.
    early: {
      source: {
        entry: { 'early-session': './src/early/earlySession.ts' },
        define: { 'process.env.SERVER_RENDERER': '""' },
      },
      output: {
        target: 'web',
        distPath: { root: 'dist', js: 'static/js' },
        filename: { js: '[name].[contenthash:10].js' },
        cleanDistPath: false,
        copy: [],
      },
      // One file: no chunk split off (jwt-decode would be). The fallback lock's chunk, never loaded by it (it
      // runs only where Web Locks are), is written beside the app's. A chunk-loading global of its own: the app's
      // chunks, pushed onto the app's, must never reach this script's module table (their ids are another build's).
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { rspack: { output: { uniqueName: 'telehealth_early' } } },
    },
    // The server renderer of the public pages (src/ssr/render.tsx), loaded by server/ (never served).
    // SERVER_RENDERER: what only the server's renders do (src/api/baseQuery.ts), left out of the browser's code.
    node: {
      source: {
        entry: { index: './src/ssr/render.tsx' },
        define: { 'process.env.SERVER_RENDERER': '"true"' },
      },
      output: { target: 'node', module: true, distPath: { root: SSR_DIST }, minify: false },
    },
  },
  tools: { rspack: withoutMuiCssVariables },
  server: { port: Number(process.env.PORT ?? 3000), htmlFallback: 'index', historyApiFallback: true },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        const tokenApi = createTokenApi();
        middlewares.unshift((req, res, next) => {
          if (!req.url?.startsWith('/api/')) return next();
          const chunks: Buffer[] = [];
          req.on('data', (chunk: Buffer) => chunks.push(chunk));
          req.on('end', () => {
            tokenApi
              .inject({
                method: req.method as 'POST',
                url: req.url ?? '/',
                headers: req.headers,
                payload: Buffer.concat(chunks),
              })
              .then((reply) => {
                res.statusCode = reply.statusCode;
                for (const [name, value] of Object.entries(reply.headers)) {
                  if (value !== undefined && name !== 'content-length') res.setHeader(name, value as string);
                }
                res.end(reply.rawPayload);
              })
              .catch(next);
          });
        });
      },
      // Public pages render on the server in development too, from the bundles being watched (hot reload
      // rebuilds them); anything else falls through to the dev server (assets, HMR, the client-rendered pages).
      (middlewares, server) => {
        middlewares.unshift((req, res, next) => {
          const accept = req.headers.accept ?? '';
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) return next();
          void (async () => {
            // rsbuild runs the ESM server bundle in a VM module: `npm run dev` sets --experimental-vm-modules.
            const renderer = await server.environments.node!.loadBundle<ServerRenderer>('index');
            const pathname = (req.url ?? '/').split('?')[0] ?? '/';
            if (!renderer.isServerRendered(pathname)) return next();
            const template = await server.environments.web!.getTransformedHtml('index');
            const page = await renderer.renderPage(
              {
                url: req.url ?? '/',
                origin: `http://${req.headers.host ?? 'localhost'}`,
                cookie: req.headers.cookie,
                userAgent: req.headers['user-agent'],
              },
              template,
            );
            // A signed-in page the server leaves to the browser (no live session, the provider failing…).
            if ('fallback' in page) return next();
            res.statusCode = page.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(page.html);
          })().catch((error: unknown) => {
            // The page still works, rendered by the browser; the terminal says why the server could not.
            console.error('Server rendering failed:', error);
            next();
          });
        });
      },
    ],
  },
});
