import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createTokenApi } from './server/tokenApi.ts';
import { checkBundleBudget } from './scripts/bundleBudget.ts';

const { parsed } = loadEnv({ prefixes: ['PUBLIC_'] });

/** Every setting of DESIGN §7 is defined, set or not, so src/config/env.ts can apply its defaults. */
const SETTINGS = [
  'PUBLIC_API_BASE_URL',
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
];
const publicVars = Object.fromEntries(
  SETTINGS.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? parsed[name] ?? '')]),
);

export default defineConfig({
  plugins: [pluginReact(), checkBundleBudget()],
  source: {
    entry: { index: './src/main.tsx' },
    define: publicVars,
  },
  resolve: {
    alias: {
      // Messages are compiled to AST at build time (npm run i18n:compile), so the ICU parser stays out.
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  html: {
    template: './src/index.html',
    title: 'Telehealth',
    favicon: './src/assets/favicon.svg',
  },
  output: {
    manifest: true,
    distPath: { root: 'dist' },
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
    ],
  },
});
