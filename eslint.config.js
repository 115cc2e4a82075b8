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
  './src/i18n',
  './src/testing',
  './src/types',
  './src/assets',
];

/** What the write-and-toast rule says (docs/decisions/0034). */
const WRITE_MESSAGE =
  'Use the staff kit (useRowAction / RowActionDialog in src/components/admin, useStaffEditor / useEditorSave in src/components/editor) or a shared hook (useFormSubmit, useSubmit in src/hooks): they own the mutation, the toasts and the conflict message.';

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
            // Shared code has layers too: lib (with config, the interface text's catalogs and
            // types) below hooks below components; nothing imports a layer above its own
            // (docs/decisions/0002, 0054).
            {
              target: ['./src/lib', './src/config', './src/i18n', './src/types'],
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
  // One door for writes and toasts (docs/decisions/0034, "Row actions"): features and the app do
  // not hand-write a mutation or a toast. Staff pages use the kit (src/components/admin: the row
  // action; src/components/editor: the editors), public forms and the auth forms the shared hooks
  // (src/hooks: useFormSubmit, useSubmit), which own the busy state, the toasts, the conflict
  // message and the refresh.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      // Test kits beside the tests (`test-<area>.tsx`), which reset or read the toast store.
      'src/features/**/components/test-*.{ts,tsx}',
      // A visitor's feedback that is no write: the shared link, the calendar file, the install
      // offer and the update prompt (their toasts are the whole of what they do).
      'src/features/events/components/share-event-button.tsx',
      'src/features/events/components/add-to-calendar-menu.tsx',
      'src/features/offline/components/install-offer.tsx',
      'src/features/offline/components/update-prompt.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: WRITE_MESSAGE,
            },
            ...['@/hooks/use-toast', '@/lib/toast'].map((name) => ({
              name,
              importNames: ['toast'],
              message: WRITE_MESSAGE,
            })),
          ],
        },
      ],
    },
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
