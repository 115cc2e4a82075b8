import * as z from 'zod/mini';

/**
 * What a Supabase API key is, read from its text alone (no request, no signature check):
 * - `publishable`: `sb_publishable_…`, the public key new projects issue (Project Settings → API
 *   Keys); the gateway maps it to the `anon` role.
 * - `secret`: `sb_secret_…`, a server key that bypasses row-level security.
 * - `jwt`: a legacy JWT key (`anon` or `service_role`), with the `role` claim of its payload
 *   (`undefined` when the payload is not base64url JSON or has no string `role`).
 * - `unknown`: anything else.
 */
export type ApiKeyKind =
  | { kind: 'publishable' }
  | { kind: 'secret' }
  | { kind: 'jwt'; role: string | undefined }
  | { kind: 'unknown' };

/** Decodes the payload (second part) of a compact JWT; `undefined` when it is not base64url JSON. */
function jwtPayload(token: string): Record<string, unknown> | undefined {
  try {
    const part = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (c) =>
      c.charCodeAt(0),
    );
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Classifies a Supabase API key by its form (https://supabase.com/docs/guides/api/api-keys):
 * `sb_publishable_…`, `sb_secret_…`, or a legacy JWT (whose payload's `role` is read with `atob`,
 * without verifying the signature, which only the server can do).
 *
 * @param key - the key as configured, e.g. the value of `VITE_SUPABASE_ANON_KEY`.
 */
export function apiKeyKind(key: string): ApiKeyKind {
  if (/^sb_publishable_[\w-]+$/.test(key)) return { kind: 'publishable' };
  if (key.startsWith('sb_secret_')) return { kind: 'secret' };
  if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(key)) {
    const role = jwtPayload(key)?.role;
    return { kind: 'jwt', role: typeof role === 'string' ? role : undefined };
  }
  return { kind: 'unknown' };
}

const NEVER_IN_A_BROWSER =
  'bypasses row-level security and must never reach a browser; use the project’s publishable key (sb_publishable_…) or its legacy anon key';

/**
 * Why a key must not be the browser's key, or `undefined` when it is a publishable key or a
 * legacy JWT whose role is `anon`. The message completes the sentence "VITE_SUPABASE_ANON_KEY …".
 */
export function browserKeyProblem(key: string): string | undefined {
  const kind = apiKeyKind(key);
  switch (kind.kind) {
    case 'publishable':
      return undefined;
    case 'secret':
      return `is a secret key (sb_secret_…), which ${NEVER_IN_A_BROWSER}`;
    case 'jwt':
      if (kind.role === 'anon') return undefined;
      if (kind.role === 'service_role')
        return `is the service-role key (JWT role "service_role"), which ${NEVER_IN_A_BROWSER}`;
      return kind.role === undefined
        ? 'is not a Supabase key: a JWT whose payload has no role (expected the anon key, role "anon")'
        : `is a JWT whose role is "${kind.role}", not "anon"; use the project’s publishable key (sb_publishable_…) or its legacy anon key`;
    case 'unknown':
      return 'must be the project’s publishable key (sb_publishable_…) or its legacy anon key (a JWT)';
  }
}

/**
 * Browser configuration, read from Vite's `import.meta.env` at build time, and checked by
 * `vite.config.ts` before a production build or the dev server starts (so either fails with this
 * message). Only the build loads this module; the browser reads the checked values (`./env.ts`).
 *
 * - `VITE_SUPABASE_URL`: the Supabase project URL (the local stack's is http://127.0.0.1:54321).
 * - `VITE_SUPABASE_ANON_KEY`: the public key: a publishable key (`sb_publishable_…`) or a legacy
 *   anon JWT (role `anon`). Secret keys and the service-role key are refused by name.
 *
 * The church's time zone is not configuration but the `site_identity.time_zone` setting, which the
 * build reads when it prerenders (decision 0052): a leftover `VITE_CHURCH_TIME_ZONE` is refused
 * with that message rather than silently ignored.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: 'must be an http(s) URL, e.g. http://127.0.0.1:54321',
  }),
  VITE_SUPABASE_ANON_KEY: z.string({ error: 'is required (the project’s publishable or anon key)' }).check(
    z.superRefine((key, ctx) => {
      const problem = browserKeyProblem(key);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: key });
    }),
  ),
});

/** The parsed configuration. */
export type Env = z.infer<typeof envSchema>;

/**
 * Every `VITE_` variable is readable by anyone who loads the site (Vite inlines each one that code
 * reads, and all of them wherever code reads `import.meta.env` whole): one that holds a secret
 * key or the service-role key is refused by name too.
 */
function secretVariables(raw: Record<string, unknown>): string[] {
  return Object.entries(raw).flatMap(([name, value]) => {
    if (!name.startsWith('VITE_') || name === 'VITE_SUPABASE_ANON_KEY' || typeof value !== 'string')
      return [];
    const kind = apiKeyKind(value);
    return kind.kind === 'secret' || (kind.kind === 'jwt' && kind.role === 'service_role')
      ? [`  - ${name} ${browserKeyProblem(value)!}`]
      : [];
  });
}

/**
 * Parses raw environment variables.
 *
 * @param raw - usually `import.meta.env`; empty strings count as missing.
 * @returns the validated configuration.
 * @throws Error with one message naming every missing or malformed variable, every key that must
 *   not reach a browser (a secret key, the service-role key, a JWT whose role is not `anon`), and
 *   how to fix it.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === '' ? undefined : v]));
  const result = envSchema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  - ${issue.path.join('.')} ${issue.message}`);
  problems.push(...secretVariables(cleaned));
  if (cleaned.VITE_CHURCH_TIME_ZONE !== undefined)
    problems.push(
      '  - VITE_CHURCH_TIME_ZONE is no longer read: the church’s time zone is the setting under Settings → Church name, website and time zone (remove the variable)',
    );
  if (result.success && problems.length === 0) return result.data;
  throw new Error(
    `Invalid environment configuration:\n${problems.join('\n')}\n` +
      'Run `npm run dev` to use the local stack, or set these variables in .env.local (see .env.example).',
  );
}
