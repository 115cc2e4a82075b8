import * as z from 'zod/mini';

/**
 * Browser configuration, read from Vite's `import.meta.env` at build time, and checked by
 * `vite.config.ts` before a production build (so a build without it fails with this message). Written with
 * `zod/mini`, whose functions tree-shake, because this module loads on every page.
 *
 * - `VITE_SUPABASE_URL`: the Supabase project URL (the local stack's is http://127.0.0.1:54321).
 * - `VITE_SUPABASE_ANON_KEY`: the public anon JWT. Never the service-role key.
 * - `VITE_CHURCH_TIME_ZONE`: IANA time zone for dates (docs/architecture.md §4), default Indianapolis.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: 'must be an http(s) URL, e.g. http://127.0.0.1:54321',
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: 'is required (the project’s public anon key)' })
    .check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a JWT (three dot-separated parts)')),
  VITE_CHURCH_TIME_ZONE: z._default(z.string().check(z.minLength(1)), 'America/Indiana/Indianapolis'),
});

/** The parsed configuration. */
export type Env = z.infer<typeof envSchema>;

/**
 * Parses raw environment variables.
 *
 * @param raw - usually `import.meta.env`; empty strings count as missing.
 * @returns the validated configuration.
 * @throws Error with one message naming every missing or malformed variable and how to fix it.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === '' ? undefined : v]));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')} ${issue.message}`);
  throw new Error(
    `Invalid environment configuration:\n${problems.join('\n')}\n` +
      'Run `npm run dev` to use the local stack, or set these variables in .env.local (see .env.example).',
  );
}
