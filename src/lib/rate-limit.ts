/**
 * Answers of the public forms' flood limits (migration `*_form_guard.sql`, docs/decisions/0016):
 * over a limit, the API answers 429 with a `Retry-After` header and PostgREST's error shape whose
 * `code` is `rate_limited`.
 */

/** The `code` of a rate-limited answer's body. */
export const RATE_LIMITED_CODE = 'rate_limited';

/** The toast shown when a form is refused for sending too often (issue: "try again in a few minutes"). */
export const RATE_LIMITED_TOAST = {
  title: 'Too many submissions',
  description: 'Please try again in a few minutes. What you typed is still here.',
  variant: 'destructive',
} as const;

/**
 * Whether an error thrown by a form's insert is the flood limit's 429.
 *
 * @param error - usually a PostgrestError (`{ code, message, details, hint }`), or anything thrown.
 */
export function isRateLimited(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === RATE_LIMITED_CODE
  );
}
