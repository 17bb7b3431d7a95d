/**
 * A production build for profiling (docs/performance-field.md): the same code, not minified (component and
 * function names stay readable in CPU profiles and in `npm run bench -- --interaction-detail`), with React's
 * profiling build in the browser's app (render times per commit: bench section 9), into dist-profile/. The size checks are left out: unminified code is over every budget.
 *
 *   PUBLIC_API_BASE_URL=… npx rsbuild build -c bench/profile.rsbuild.config.ts
 *   npm run bench -- --dist dist-profile --only interactions --interaction-detail
 */
import type { EnvironmentConfig, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import config from '../rsbuild.config.ts';

const base = config as RsbuildConfig;
const SIZE_CHECKS = ['telehealth:bundle-budget', 'telehealth:payment-only-chunks'];

/** The environment with its output under dist-profile/ instead of dist/, not minified. */
function unminified(environment: EnvironmentConfig): EnvironmentConfig {
  const { distPath } = environment.output ?? {};
  const root = typeof distPath === 'object' ? (distPath.root ?? 'dist') : 'dist';
  return {
    ...environment,
    output: {
      ...environment.output,
      minify: false,
      distPath: {
        ...(typeof distPath === 'object' ? distPath : {}),
        root: root.replace(/^dist/, 'dist-profile'),
      },
    },
  };
}

/**
 * The browser's app with React's profiling build (`react-dom/profiling`): each fiber records how long it took to
 * render, which bench/renders.ts reads from a stand-in for React DevTools' hook (the render time of hydration).
 */
function profiling(environment: EnvironmentConfig): EnvironmentConfig {
  return {
    ...environment,
    resolve: {
      ...environment.resolve,
      alias: { ...base.resolve?.alias, 'react-dom/client$': 'react-dom/profiling' },
    },
  };
}

export default {
  ...base,
  plugins: (base.plugins as RsbuildPlugin[]).filter((plugin) => !SIZE_CHECKS.includes(plugin.name)),
  environments: Object.fromEntries(
    Object.entries(base.environments ?? {}).map(([name, environment]) => [
      name,
      name === 'web' ? profiling(unminified(environment)) : unminified(environment),
    ]),
  ),
} satisfies RsbuildConfig;
