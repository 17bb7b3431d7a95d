import type { Config } from 'jest';

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
const esmOnlyPackages = ['react-intl', '@formatjs', 'intl-messageformat'];
const transform: Config['transform'] = { '^.+\\.(t|j|mj)sx?$': swc };
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
      roots: ['<rootDir>/src'],
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
      testMatch: ['**/*.pact.test.ts', '**/__tests__/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
