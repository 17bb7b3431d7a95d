import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Icons by path only (DESIGN §2): the barrel pulls thousands of modules into the build.
const restrictedPaths = [
  { name: '@mui/icons-material', message: "Import icons by path: '@mui/icons-material/Search'." },
  { name: '@mui/material', message: "Import components by path: '@mui/material/Button'." },
  { name: '@stripe/stripe-js', message: "Use '@stripe/stripe-js/pure' so Stripe loads only on /payment." },
  {
    name: '@mui/material/RadioGroup',
    message: 'Use src/components/RadioGroup: one Tab stop in every browser (docs/accessibility.md).',
  },
];

// DESIGN §3: dependencies point one way, app → features → (components, state, api, lib, config).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One import style for shared components, the one most imports used: the file ('components/slots/SlotPicker'),
// never a folder's index, so an import says where the piece lives (docs/contributing.md).
const componentFolders = readdirSync(new URL('./src/components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => escape(entry.name));
const componentByFile = {
  regex: `^(\\.\\./)+components/(${componentFolders.join('|')})(/index)?$`,
  message: "Import a shared component by its file ('../components/slots/SlotPicker'), not by its folder.",
};

/** The import rules of a part of src/: the restricted paths, shared components by file, and its own patterns. */
const restrictedImports = (patterns = [], paths = restrictedPaths) => ({
  'no-restricted-imports': ['error', { paths, patterns: [componentByFile, ...patterns] }],
});

/** A feature never imports another: what two features share moves down to components/, state/ or lib/. */
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature).map(escape);
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictedImports([
      {
        regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
        message: `The ${feature} feature may not import another feature; move what they share to components/, state/ or lib/.`,
      },
    ]),
  };
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-profile',
      'i18n/compiled',
      'contracts/pacts',
      'test-results',
      'playwright-report',
      'reports',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,title,alt,placeholder,label}']] } },
      ],
      'formatjs/no-multiple-whitespaces': 'error',
      ...restrictedImports(),
    },
  },
  ...featureBoundaries,
  {
    // The layers below the features (their tests included) never reach up into one.
    files: ['src/{api,components,config,lib,state,store,theme}/**/*.{ts,tsx}'],
    rules: restrictedImports([
      {
        group: ['**/features', '**/features/**'],
        message: 'Shared layers may not import a feature (DESIGN §3); features depend on them, not back.',
      },
    ]),
  },
  {
    // No runtime import circles (a module half-initialised when its partner reads it): what two modules share
    // moves to a third. An import of types alone (`import type`) is erased at build time: the rule lets it close one.
    files: ['{src,sandbox,server,scripts,contracts,e2e}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/__tests__/**', 'src/testing/**', 'contracts/**', 'e2e/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The one place that wraps MUI's RadioGroup.
    files: ['src/components/RadioGroup.tsx'],
    rules: restrictedImports(
      [],
      restrictedPaths.filter((path) => path.name !== '@mui/material/RadioGroup'),
    ),
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
