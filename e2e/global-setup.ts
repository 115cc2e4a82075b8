import type { FullConfig } from '@playwright/test';
import { startAppServer } from './support/app-server';
import { raiseFormLimits } from '../tests/support/form-limits';
import { E2E_ENV } from './support/env';

/**
 * Starts a throwaway local stack, builds the SPA against it into `dist-e2e/` and serves it with
 * `vite preview`, with the public forms' flood limits raised (every test is one client). Tests find the addresses and keys in environment variables (workers inherit
 * the runner's environment, and `playwright.config.ts` reads the base URL from it).
 *
 * @returns the global teardown: stops the preview server and the stack, deletes the stack's data.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const app = await startAppServer({
    // E2E_OUT_DIR lets two runs build side by side (e.g. `E2E_OUT_DIR=dist-e2e-2`).
    outDir: process.env.E2E_OUT_DIR || 'dist-e2e',
    log: (message) => process.stdout.write(`[e2e] ${message}\n`),
  });
  await raiseFormLimits(app.dbUrl);
  process.env[E2E_ENV.baseURL] = app.baseURL;
  process.env[E2E_ENV.apiUrl] = app.apiUrl;
  process.env[E2E_ENV.dbUrl] = app.dbUrl;
  process.env[E2E_ENV.anonKey] = app.anonKey;
  process.env[E2E_ENV.serviceRoleKey] = app.serviceRoleKey;
  process.env[E2E_ENV.mailUrl] = app.mailUrl;
  process.env[E2E_ENV.pushUrl] = app.pushUrl;
  process.env[E2E_ENV.buildDir] = app.outDir;
  return async () => {
    await app.stop();
  };
}
