/**
 * The Supabase CLI's well-known local demo credentials (the ports are config.toml's: `ports.ts`).
 *
 * They are public values (printed by `supabase start` on every machine) and sign nothing of
 * value: they exist so that one `.env` works with either local backend (docs/architecture.md §2).
 * Never use them for a hosted project.
 */

/** HS256 secret of the CLI's local stack; signs and verifies every local JWT. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The CLI's local `anon` key (role `anon`, issuer `supabase-demo`, expires 2032-12-14). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The CLI's local `service_role` key (bypasses RLS; server-side and tests only). */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The CLI's local publishable key (`supabase status`: "Publishable"; a fixed value in the CLI's
 * `pkg/config/apikeys.go`, the same on every machine). The gateway maps it to the `anon` role, as
 * hosted projects map theirs. It may be the browser's `VITE_SUPABASE_ANON_KEY`.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/**
 * The CLI's local secret key (`supabase status`: "Secret"; fixed like the publishable key). The
 * gateway maps it to `service_role` (bypasses RLS): server-side and tests only, never a browser.
 */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** Password of the `postgres` superuser and of the `authenticator` login role, as in the CLI. */
export const LOCAL_DB_PASSWORD = 'postgres';

/**
 * Superuser connection URL for a local database on `port`.
 *
 * @param port - TCP port on 127.0.0.1.
 * @returns e.g. `postgresql://postgres:postgres@127.0.0.1:54322/postgres`.
 */
export function localDatabaseUrl(port: number): string {
  return `postgresql://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${port}/postgres`;
}
