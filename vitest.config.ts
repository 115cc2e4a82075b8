import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * Two Vitest projects (docs/architecture.md §5):
 * - `unit`: helpers, schemas and components in jsdom (`src/**\/*.test.ts(x)`).
 * - `lint`: the ESLint import boundaries, linted against the real files of src/.
 * - `db`: the policy matrix, API contract and hostile requests, against a throwaway local stack
 *   that `tests/db/global-setup.ts` starts on free ports.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core build machines that is
    // one worker for every file, and the database files (which mostly wait on Postgres) ran one
    // after another with the component files. Two workers keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [
            'src/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'supabase/local/**/*.test.ts',
          ],
          setupFiles: ['src/testing/setup.ts'],
          // Lazy chunks (dialogs) load on demand in these tests; the build machines are shared.
          testTimeout: 15_000,
          env: {
            VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
            VITE_SUPABASE_ANON_KEY: 'sb_publishable_unit-test-key',
          },
        },
      },
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          globalSetup: ['tests/db/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One stack, one database: the files share it, so they run one after another, in one
          // worker thread. A pool of its own (the other projects use forks) runs it beside the
          // unit files: Vitest runs a pool's single-worker files only after its other files, which
          // made the database files wait for every unit file (about 2 minutes on 2 cores).
          pool: 'threads',
          poolOptions: { threads: { singleThread: true } },
        },
      },
    ],
  },
});
