/** Names of the environment variables through which the global setup hands its stack to tests. */
export const E2E_ENV = {
  baseURL: 'E2E_BASE_URL',
  apiUrl: 'E2E_SUPABASE_URL',
  dbUrl: 'E2E_DATABASE_URL',
  anonKey: 'E2E_SUPABASE_ANON_KEY',
  serviceRoleKey: 'E2E_SUPABASE_SERVICE_ROLE_KEY',
  /** The throwaway stack's mail catcher (Mailpit-shaped `/api/v1/messages`). */
  mailUrl: 'E2E_MAIL_URL',
  /** The throwaway stack's local push service (`/_local/subscriptions`, `/_local/messages`). */
  pushUrl: 'E2E_PUSH_URL',
  /** Absolute path of the build being served (its source maps are in `<path>-sourcemaps`). */
  buildDir: 'E2E_BUILD_DIR',
} as const;

/** Reads one of them, failing clearly when the global setup did not run. */
export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the tests with \`npm run test:e2e\``);
  return value;
}
