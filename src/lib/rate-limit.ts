/**
 * Answers of the public forms' flood limits (migration `*_form_guard.sql`, docs/decisions/0016):
 * over a limit, the API answers 429 with a `Retry-After` header and PostgREST's error shape whose
 * `code` is `rate_limited`. A hosted project's gateway may also answer 429 on its own, with a
 * body of any kind; the visitor sees the same toast for each ({@link isRateLimited}).
 */

/** The `code` of a rate-limited answer's body. */
export const RATE_LIMITED_CODE = 'rate_limited';

/** HTTP 429 Too Many Requests. */
export const TOO_MANY_REQUESTS = 429;

/**
 * PostgREST's code for a 429 raised from SQL (`raise sqlstate 'PT429'`: PostgREST answers with
 * that HTTP status).
 */
export const POSTGREST_TOO_MANY_CODE = 'PT429';

/**
 * Whether an error thrown by a form's insert means "sent too often", whoever said it: the form
 * guard's `rate_limited` code, PostgREST's `PT429`, or any 429 (a hosted gateway's own, with an
 * HTML, empty or JSON body), which the data client's fetch marks with `status: 429`
 * (`fetchKeepingTooManyRequests` of `./supabase-rest`).
 *
 * @param error - usually a PostgrestError (`{ code, message, details, hint }`), or anything thrown.
 */
export function isRateLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === RATE_LIMITED_CODE || code === POSTGREST_TOO_MANY_CODE || status === TOO_MANY_REQUESTS;
}
