/**
 * The one reader of the Edge Functions' environment (docs/decisions/0053): every function reads
 * its secrets and the runtime's variables through these helpers, so a missing variable is always
 * reported the same way, by its name, before any request is handled.
 *
 * No imports and no Deno APIs: index.ts passes `(name) => Deno.env.get(name)`, tests a record.
 */

/** How a variable is looked up: `Deno.env.get`, or a test's record. */
export type ReadVariable = (name: string) => string | undefined;

/** A required variable that is missing or empty; the message names it: 'RESEND_API_KEY is not set'. */
export class MissingVariable extends Error {
  constructor(readonly variable: string) {
    super(`${variable} is not set`);
    this.name = 'MissingVariable';
  }
}

/**
 * The value of a required variable.
 *
 * @throws MissingVariable when it is unset or empty.
 */
export function required(get: ReadVariable, name: string): string {
  const value = get(name);
  if (!value) throw new MissingVariable(name);
  return value;
}

/** The value of an optional variable, or `fallback` when it is unset or empty. */
export function optional(get: ReadVariable, name: string, fallback: string): string {
  return get(name) || fallback;
}

/** The project's API and a key that acts as the service role (never in a browser). */
export interface ServiceDb {
  /** SUPABASE_URL: the project's API origin. */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY, else SUPABASE_SECRET_KEY (an `sb_secret_…` key). */
  serviceKey: string;
}

/**
 * SUPABASE_URL and the service-role key (SUPABASE_SERVICE_ROLE_KEY, else SUPABASE_SECRET_KEY).
 *
 * @throws MissingVariable naming SUPABASE_URL, or SUPABASE_SECRET_KEY when neither key is set.
 */
export function readServiceDb(get: ReadVariable): ServiceDb {
  return {
    supabaseUrl: required(get, 'SUPABASE_URL'),
    serviceKey: get('SUPABASE_SERVICE_ROLE_KEY') || required(get, 'SUPABASE_SECRET_KEY'),
  };
}

/** The e-mail API (Resend's REST shape). */
export interface MailApi {
  /** RESEND_API_URL: default `https://api.resend.com`; locally the mail catcher. */
  resendApiUrl: string;
  /** RESEND_API_KEY. */
  resendApiKey: string;
}

/**
 * RESEND_API_URL (default `https://api.resend.com`) and RESEND_API_KEY.
 *
 * @throws MissingVariable naming RESEND_API_KEY.
 */
export function readMailApi(get: ReadVariable): MailApi {
  return {
    resendApiUrl: optional(get, 'RESEND_API_URL', 'https://api.resend.com'),
    resendApiKey: required(get, 'RESEND_API_KEY'),
  };
}
