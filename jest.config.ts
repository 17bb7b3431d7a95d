import type { Config } from 'jest';

// Every test runs in Spain's peninsular time, whatever the machine's zone: set here, before any worker starts
// (workers inherit it). A test that needs the other zone passes it explicitly (Atlantic/Canary).
process.env.TZ = 'Europe/Madrid';

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// These ship ES modules only; Jest runs CommonJS, so they are transformed too.
const esmOnlyPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'nanoid'];
const transform: Config['transform'] = { '^.+\\.(t|j|mj)sx?$': swc };
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];
// Pact's verifier proxy (loaded by the package index) pulls these ESM-only HTTP agents in.
const contractsEsmOnly = [
  ...esmOnlyPackages,
  'https-proxy-agent',
  'agent-base',
  'proxy-agent-negotiate',
  'proxy-from-env',
];

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
      roots: ['<rootDir>/src'],
      // Compiles the catalogs renderRoute uses when the source ones changed (no `npm run i18n:compile` by hand).
      globalSetup: '<rootDir>/src/testing/globalSetup.ts',
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    } as Config,
    {
      displayName: 'contracts',
      testEnvironment: 'node',
      roots: ['<rootDir>/contracts'],
      // Empties contracts/.pact-out/ before the run (Pact merges into whatever file it finds there).
      globalSetup: '<rootDir>/contracts/globalSetup.ts',
      testMatch: ['**/*.pact.test.ts', '**/__tests__/**/*.test.ts'],
      transform,
      transformIgnorePatterns: [`/node_modules/(?!(${contractsEsmOnly.join('|')})/)`],
    },
  ],
};

export default config;
