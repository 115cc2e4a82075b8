/**
 * The `[auth]` settings of `supabase/config.toml` the local Auth honours, with the Supabase
 * CLI's defaults where the file leaves a key out
 * (https://supabase.com/docs/guides/local-development/cli/config#auth-config). The mail
 * catcher's ports are read with the others by `ports.ts`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

/** A custom e-mail template (`[auth.email.template.<kind>]`). */
export interface EmailTemplateConfig {
  subject?: string;
  /** The template's HTML (content of `content_path`, read at start). */
  content?: string;
}

/** The kinds of Auth e-mail templates (config.toml keys). */
export type EmailTemplateKind = 'invite' | 'confirmation' | 'recovery' | 'magic_link' | 'email_change';

/** `[auth.hook.before_user_created]` with a `pg-functions://` URI. */
export interface BeforeUserCreatedHook {
  /** Quoted, qualified function name as GoTrue builds it: `"public"."fn"`. */
  functionName: string;
}

/** The Auth settings (GoTrue's names in comments). */
export interface AuthConfig {
  /** `[auth] site_url` (`GOTRUE_SITE_URL`): the default redirect and the allow-list's base. */
  siteUrl: string;
  /** `[auth] additional_redirect_urls` (`GOTRUE_URI_ALLOW_LIST`), glob patterns. */
  additionalRedirectUrls: string[];
  /** `[auth] enable_signup` (`GOTRUE_DISABLE_SIGNUP` negated). */
  enableSignup: boolean;
  /** `[auth] minimum_password_length` (`GOTRUE_PASSWORD_MIN_LENGTH`, CLI default 6). */
  minimumPasswordLength: number;
  /** `[auth] jwt_expiry` in seconds (default 3600). */
  jwtExpiry: number;
  /** `[auth.email] enable_confirmations` negated (`GOTRUE_MAILER_AUTOCONFIRM`). */
  mailerAutoconfirm: boolean;
  /** `[auth.email] otp_expiry` in seconds (`GOTRUE_MAILER_OTP_EXP`, default 3600). */
  otpExpiry: number;
  /** `[auth.email] otp_length` (`GOTRUE_MAILER_OTP_LENGTH`, default 6). */
  otpLength: number;
  /** `[auth.email] max_frequency` in seconds (`GOTRUE_SMTP_MAX_FREQUENCY`, CLI default 1 s). */
  maxFrequency: number;
  /** `[auth.rate_limit] email_sent` per hour (`GOTRUE_RATE_LIMIT_EMAIL_SENT`, CLI default 2). */
  emailSentPerHour: number;
  /** `[auth.email.template.<kind>]`. */
  templates: Partial<Record<EmailTemplateKind, EmailTemplateConfig>>;
  /** `[auth.hook.before_user_created]` when enabled. */
  beforeUserCreated?: BeforeUserCreatedHook;
  /**
   * Sender: `[auth.email.smtp] admin_email` and `sender_name` when that section is enabled, else
   * those of `[local_smtp]` (`[inbucket]`), as the CLI gives them to GoTrue; default
   * admin@email.com with no name.
   */
  senderEmail: string;
  senderName: string;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Parses a Go duration as the CLI writes them (`"1s"`, `"60s"`, `"1m0s"`, `"1h"`).
 *
 * @returns Seconds.
 * @throws Error on an unreadable duration.
 */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return value;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value.trim()) {
    throw new Error(`config.toml: unreadable duration "${value}"`);
  }
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  return parts.reduce((sum, p) => sum + Number(p[1]) * (unit[p[2] ?? 's'] ?? 1), 0);
}

/**
 * Turns a `pg-functions://postgres/<schema>/<function>` URI into GoTrue's quoted name.
 *
 * @throws Error for other schemes or a malformed path (GoTrue refuses to start then too).
 */
export function hookFunctionName(uri: string): string {
  const u = new URL(uri);
  if (u.protocol !== 'pg-functions:') {
    throw new Error(`config.toml: the local stack runs only pg-functions:// hooks, not ${uri}`);
  }
  const parts = u.pathname.split('/');
  const name = /^[a-zA-Z_][a-zA-Z0-9_$]*$/;
  if (parts.length < 3 || !name.test(parts[1] ?? '') || !name.test(parts[2] ?? '')) {
    throw new Error(`config.toml: invalid hook URI ${uri}`);
  }
  return `"${parts[1]}"."${parts[2]}"`;
}

/** The CLI's defaults. */
export function defaultAuthConfig(): AuthConfig {
  return {
    siteUrl: 'http://127.0.0.1:3000',
    additionalRedirectUrls: [],
    enableSignup: true,
    minimumPasswordLength: 6,
    jwtExpiry: 3600,
    mailerAutoconfirm: false,
    otpExpiry: 3600,
    otpLength: 6,
    maxFrequency: 1,
    emailSentPerHour: 2,
    templates: {},
    senderEmail: 'admin@email.com',
    senderName: '',
  };
}

/**
 * Reads the Auth settings of `<supabaseRoot>/config.toml`.
 *
 * @param supabaseRoot - The `supabase/` folder; template `content_path`s are relative to it.
 * @throws Error on an unreadable duration, hook URI or missing template file.
 */
export async function readAuthConfig(supabaseRoot: string): Promise<{ auth: AuthConfig }> {
  const auth = defaultAuthConfig();
  const file = path.join(supabaseRoot, 'config.toml');
  if (!existsSync(file)) return { auth };
  const toml = asRecord(parse(await readFile(file, 'utf8')));
  const a = asRecord(toml.auth);
  if (typeof a.site_url === 'string') auth.siteUrl = a.site_url;
  if (Array.isArray(a.additional_redirect_urls)) {
    auth.additionalRedirectUrls = a.additional_redirect_urls.filter(
      (u): u is string => typeof u === 'string',
    );
  }
  if (typeof a.enable_signup === 'boolean') auth.enableSignup = a.enable_signup;
  if (typeof a.minimum_password_length === 'number') auth.minimumPasswordLength = a.minimum_password_length;
  if (typeof a.jwt_expiry === 'number') auth.jwtExpiry = a.jwt_expiry;
  const email = asRecord(a.email);
  if (typeof email.enable_confirmations === 'boolean') auth.mailerAutoconfirm = !email.enable_confirmations;
  if (typeof email.otp_expiry === 'number') auth.otpExpiry = email.otp_expiry;
  if (typeof email.otp_length === 'number') auth.otpLength = email.otp_length;
  if (typeof email.max_frequency === 'string' || typeof email.max_frequency === 'number') {
    auth.maxFrequency = parseDuration(email.max_frequency);
  }
  const smtp = asRecord(email.smtp);
  const inbucket = { ...asRecord(toml.inbucket), ...asRecord(toml.local_smtp) };
  // The CLI gives GoTrue the custom SMTP sender when [auth.email.smtp] is enabled, else the mail
  // catcher's (`[local_smtp]` admin_email / sender_name).
  const sender = smtp.enabled === true ? smtp : inbucket;
  if (typeof sender.admin_email === 'string') auth.senderEmail = sender.admin_email;
  if (typeof sender.sender_name === 'string') auth.senderName = sender.sender_name;
  for (const kind of ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change'] as const) {
    const t = asRecord(asRecord(email.template)[kind]);
    const entry: EmailTemplateConfig = {};
    if (typeof t.subject === 'string') entry.subject = t.subject;
    if (typeof t.content_path === 'string') {
      entry.content = await readFile(path.resolve(supabaseRoot, '..', t.content_path), 'utf8').catch(
        async () => readFile(path.resolve(supabaseRoot, t.content_path as string), 'utf8'),
      );
    }
    if (entry.subject !== undefined || entry.content !== undefined) auth.templates[kind] = entry;
  }
  const rate = asRecord(a.rate_limit);
  if (typeof rate.email_sent === 'number') auth.emailSentPerHour = rate.email_sent;
  const hook = asRecord(asRecord(a.hook).before_user_created);
  if (hook.enabled === true && typeof hook.uri === 'string') {
    auth.beforeUserCreated = { functionName: hookFunctionName(hook.uri) };
  }
  return { auth };
}
