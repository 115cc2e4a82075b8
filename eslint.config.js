import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/features, each a domain (docs/decisions/0002). */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shared code: imported by features and the app, importing neither. */
const SHARED = [
  './src/components',
  './src/hooks',
  './src/lib',
  './src/config',
  './src/testing',
  './src/types',
  './src/assets',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.local',
      'coverage',
      'src/types/database.types.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.{ts,tsx}'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports go one way, app -> features -> shared (bulletproof-react), checked on the resolved
  // path, so `../../other-feature/...` is caught as surely as `@/features/other-feature/...`:
  // a feature imports neither another feature nor the app; shared code imports neither, and
  // within shared code components -> hooks -> lib; no import cycles (docs/decisions/0002).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: { project: './tsconfig.app.json' } },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in src/app/routes/.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app.',
            },
            {
              target: SHARED,
              from: ['./src/features', './src/app'],
              message:
                'Shared code (components, hooks, lib, config, testing) imports no feature and no app code.',
            },
            // Shared code has layers too: lib (with config and types) below hooks below
            // components; nothing imports a layer above its own (docs/decisions/0002).
            {
              target: ['./src/lib', './src/config', './src/types'],
              from: ['./src/hooks', './src/components'],
              message:
                'lib, config and types are the lowest shared layer: they import no hook and no component.',
            },
            {
              target: './src/hooks',
              from: './src/components',
              message: 'Hooks sit below components: a hook imports no component (put UI in src/components).',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [
      'supabase/**/*.ts',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'build/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  // Small files and functions (docs/decisions/0034): no file in src is longer than 300 lines and
  // no function longer than 150, every line counted (blank lines and comments too), so an editor
  // is its fields' sections and the staff kit, not one long function. The generated database
  // types are the one exception.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/types/database.types.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
