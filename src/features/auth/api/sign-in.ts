import { isAuthApiError, isAuthError, isAuthRetryableFetchError } from '@supabase/auth-js';
import * as z from 'zod/mini';
import { auth } from '@/lib/supabase';
import { EmailSchema } from '@/lib/validation';

/** The staff sign-in form: an e-mail address and a password. */
export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type SignInInput = z.input<typeof SignInSchema>;
export type SignInValues = z.output<typeof SignInSchema>;

/** Sign-in messages: what went wrong and what to do, never the server's own words. */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Incorrect email or password. Please try again.',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
  network: 'We could not reach the sign-in service. Check your internet connection and try again.',
  unconfirmed: 'This email address has not been confirmed yet. Please use the link in your invitation email.',
  other: 'Sign-in failed. Please try again in a moment.',
} as const;

/**
 * The message for a failed sign-in, from Supabase Auth's error (`code` of GoTrue's error
 * catalogue, HTTP status): wrong credentials (400 `invalid_credentials`), rate limiting (429
 * `over_request_rate_limit`), no answer (`AuthRetryableFetchError`, status 0 or 5xx).
 */
export function signInErrorMessage(error: unknown): string {
  if (isAuthRetryableFetchError(error)) return SIGN_IN_MESSAGES.network;
  if (!isAuthError(error)) return SIGN_IN_MESSAGES.network;
  if (error.status === 429 || error.code?.startsWith('over_')) return SIGN_IN_MESSAGES.rateLimited;
  if (error.code === 'email_not_confirmed') return SIGN_IN_MESSAGES.unconfirmed;
  if (error.code === 'invalid_credentials' || (isAuthApiError(error) && error.status === 400)) {
    return SIGN_IN_MESSAGES.invalidCredentials;
  }
  return SIGN_IN_MESSAGES.other;
}

/**
 * Signs a staff member in with e-mail and password (Supabase Auth `signInWithPassword`); the
 * session is stored and refreshes itself from then on.
 *
 * @throws an `Error` whose message is one of {@link SIGN_IN_MESSAGES}.
 */
export async function signInWithPassword(values: SignInValues): Promise<void> {
  let failure: unknown = null;
  try {
    const { error } = await auth.signInWithPassword(values);
    failure = error;
  } catch (cause) {
    failure = cause;
  }
  if (failure) throw new Error(signInErrorMessage(failure), { cause: failure });
}

/** Where sign-in leads when no page was asked for. */
export const STAFF_HOME = '/admin';

/**
 * The page to open after signing in: the `redirectTo` parameter when it is a staff page of this
 * site (a path under `/admin`, never another origin or the sign-in page itself), else
 * {@link STAFF_HOME}.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/admin') || target.startsWith('//')) return STAFF_HOME;
  const path = new URL(target, 'http://localhost').pathname;
  if (!/^\/admin(\/|$)/.test(path) || path.startsWith('/admin/sign-in')) return STAFF_HOME;
  return target;
}

/** The sign-in address that returns to `path` (path, query and hash of the page asked for). */
export function signInPath(path: string): string {
  return path === STAFF_HOME ? '/admin/sign-in' : `/admin/sign-in?redirectTo=${encodeURIComponent(path)}`;
}
