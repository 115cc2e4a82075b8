import { isAuthError, isAuthRetryableFetchError } from '@supabase/auth-js';
import * as z from 'zod/mini';
import { clearSessionCaches } from '@/lib/offline/clear-caches';
import { auth } from '@/lib/supabase';
import { EmailSchema } from '@/lib/validation';

// Passwords and the links Auth e-mails (issue "Staff accounts", items 2 and 3): the welcome page of
// an invitation, the password reset, and the account page. Everything goes through the staff
// pages' Auth client (src/lib/supabase.ts) with the anon key; GoTrue decides.

/** Auth's minimum password length for this project (`[auth] minimum_password_length`). */
export const PASSWORD_MIN_LENGTH = 10;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 72;
/** Longest display name accepted (the name limit of the site's forms). */
export const DISPLAY_NAME_MAX_LENGTH = 120;

/** The messages of the password forms and pages. */
export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The two passwords do not match.',
  nameRequired: 'Enter the name colleagues know you by.',
  nameTooLong: `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  weak: 'Choose a stronger password: longer, and not one used on other sites.',
  samePassword: 'The new password must be different from the current one.',
  rateLimited: 'Too many requests. Please wait a few minutes, then try again.',
  network: 'We could not reach the sign-in service. Check your internet connection and try again.',
  expiredSession: 'Your sign-in has expired. Sign in again, then retry.',
  reauthenticate: 'For your security, sign out and sign in again, then change your password.',
  other: 'That did not work. Please try again in a moment.',
  resetSent:
    'If that address belongs to a staff account, we have sent it a link to choose a new password. Check your inbox (and spam folder); the link works once.',
} as const;

const PasswordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
  z.refine(
    (value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_LENGTH,
    PASSWORD_MESSAGES.tooLong,
  ),
);

const DisplayNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, PASSWORD_MESSAGES.nameRequired),
    z.maxLength(DISPLAY_NAME_MAX_LENGTH, PASSWORD_MESSAGES.nameTooLong),
  );

const confirmMatches = z.refine<{ password: string; confirm: string }>(
  (values) => values.password === values.confirm,
  { message: PASSWORD_MESSAGES.mismatch, path: ['confirm'] },
);

/** A new password typed twice (reset page, account page). */
export const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .check(confirmMatches);
export type NewPasswordInput = z.input<typeof NewPasswordSchema>;
export type NewPasswordValues = z.output<typeof NewPasswordSchema>;

/** The welcome page: the invitee's display name and first password, typed twice. */
export const WelcomeSchema = z
  .object({ displayName: DisplayNameSchema, password: PasswordSchema, confirm: z.string() })
  .check(confirmMatches);
export type WelcomeInput = z.input<typeof WelcomeSchema>;
export type WelcomeValues = z.output<typeof WelcomeSchema>;

/** The account page's name form. */
export const DisplayNameFormSchema = z.object({ displayName: DisplayNameSchema });
export type DisplayNameInput = z.input<typeof DisplayNameFormSchema>;
export type DisplayNameValues = z.output<typeof DisplayNameFormSchema>;

/** The forgot-password form: the account's e-mail address. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof ForgotPasswordSchema>;

/**
 * The message for a failed Auth request of these pages, from GoTrue's error code and status:
 * `weak_password` (422), `same_password` (422), `reauthentication_needed` (400, secure password
 * change on and the sign-in older than a day), rate limits (429, `over_*`), an expired or
 * missing session (401/403, `session_not_found`, `bad_jwt`), no answer (status 0 or 5xx).
 */
export function passwordErrorMessage(error: unknown): string {
  if (isAuthRetryableFetchError(error) || !isAuthError(error)) return PASSWORD_MESSAGES.network;
  if (error.status === 429 || error.code?.startsWith('over_')) return PASSWORD_MESSAGES.rateLimited;
  if (error.code === 'weak_password') return PASSWORD_MESSAGES.weak;
  if (error.code === 'same_password') return PASSWORD_MESSAGES.samePassword;
  // Auth's "secure password change": the sign-in is too old to change the password without it.
  if (error.code === 'reauthentication_needed') return PASSWORD_MESSAGES.reauthenticate;
  if (
    error.name === 'AuthSessionMissingError' ||
    error.code === 'session_not_found' ||
    error.code === 'bad_jwt' ||
    error.status === 401 ||
    error.status === 403
  ) {
    return PASSWORD_MESSAGES.expiredSession;
  }
  return PASSWORD_MESSAGES.other;
}

/** Runs an Auth call and throws an `Error` with {@link passwordErrorMessage} when it fails. */
async function authCall(call: () => Promise<{ error: unknown }>): Promise<void> {
  let failure: unknown = null;
  try {
    failure = (await call()).error;
  } catch (cause) {
    failure = cause;
  }
  if (failure) throw new Error(passwordErrorMessage(failure), { cause: failure });
}

/**
 * Asks Auth to e-mail a password-reset link (`POST /auth/v1/recover`, `resetPasswordForEmail`),
 * which opens `/admin/reset-password` on this site. Auth answers the same whether or not the
 * address has an account, and so does the page ({@link PASSWORD_MESSAGES}.resetSent).
 *
 * @param origin - the site's origin, e.g. `https://www.gracechapel.org` (must be one of Auth's
 *   allowed redirect URLs).
 * @throws an `Error` with a {@link PASSWORD_MESSAGES} text when the request fails (rate limit,
 *   network).
 */
export async function requestPasswordReset(
  { email }: ForgotPasswordValues,
  origin: string = window.location.origin,
): Promise<void> {
  await authCall(() => auth.resetPasswordForEmail(email, { redirectTo: `${origin}/admin/reset-password` }));
}

/**
 * Sets the signed-in user's password (`PUT /auth/v1/user`, `updateUser`). Auth keeps the session.
 *
 * @throws an `Error` with a {@link PASSWORD_MESSAGES} text (weak, same as before, expired sign-in).
 */
export async function changePassword({ password }: { password: string }): Promise<void> {
  await authCall(() => auth.updateUser({ password }));
}

/**
 * Sets the signed-in user's display name (`user_metadata.display_name`, `PUT /auth/v1/user`); the
 * staff list shows it.
 *
 * @throws an `Error` with a {@link PASSWORD_MESSAGES} text.
 */
export async function changeDisplayName({ displayName }: DisplayNameValues): Promise<void> {
  await authCall(() => auth.updateUser({ data: { display_name: displayName } }));
}

/**
 * The invitee's first password and display name, in one `PUT /auth/v1/user`.
 *
 * @throws an `Error` with a {@link PASSWORD_MESSAGES} text.
 */
export async function completeWelcome({ displayName, password }: WelcomeValues): Promise<void> {
  await authCall(() => auth.updateUser({ password, data: { display_name: displayName } }));
}

/**
 * Signs the user out on every device (`POST /auth/v1/logout?scope=global`): every refresh token
 * of the account is revoked, then this device forgets its session. When Auth cannot be reached the
 * session stays (auth-js keeps it), so the person can try again. The offline caches a staff
 * session could have touched are emptied (`clearSessionCaches`, docs/decisions/0041).
 *
 * @throws an `Error` with a {@link PASSWORD_MESSAGES} text when Auth could not revoke the sessions.
 */
export async function signOutEverywhere(): Promise<void> {
  await authCall(() => auth.signOut({ scope: 'global' }));
  await clearSessionCaches();
}
