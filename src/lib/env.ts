import type { Env } from './env-schema';

/**
 * The app's configuration, as Vite inlined it at build time.
 *
 * `vite.config.ts` checks the same variables with `parseEnv` (`./env-schema`) before a build or
 * the dev server starts, so a build with a missing URL or a secret key never exists; the browser
 * reads the checked values without carrying the checker, which would add zod to every first visit
 * (docs/decisions/0043). Empty strings count as missing, as `parseEnv` counts them.
 */
export const env: Env = {
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL as string,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
};
