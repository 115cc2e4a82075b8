/**
 * The Edge Functions' one HTTP layer (docs/decisions/0053): JSON answers with CORS, the
 * constant-time check of a shared secret, the handler of the functions the database calls
 * (`POST` with a secret header), and the wrapper that reads a function's environment before
 * each request and answers 500 with a plain sentence when it is incomplete (the log names the
 * missing variable; the answer does not).
 *
 * No imports and no Deno APIs, so the unit tests load it as the functions do.
 */

/** CORS for the browser's calls (the hosted gateway adds none to functions). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
} as const;

/** A JSON answer with CORS headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers },
  });
}

/** The answer to a browser's CORS preflight (`OPTIONS`): 204 with the CORS headers. */
export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/**
 * Compares a given secret with the expected one in time that depends only on their lengths.
 * False for a missing given value and for an empty expected one.
 */
export function sameSecret(given: string | null, expected: string): boolean {
  if (given === null || expected.length === 0 || given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

/**
 * An error in one line: an Error's message (a database error as '<rpc> answered <status>:
 * <message>', db.ts), or the value as text.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.name === 'RpcError' ? String(error) : error.message;
  return String(error);
}

/**
 * The handler of a function the database calls through pg_net: `POST` with `header` equal to
 * `secret` runs `work` and answers 200 with its result; another method is 405, a missing or
 * wrong secret 401, and a failure 500 `{ error }` with the failure's message (these answers go
 * to pg_net's response table, which no API role reads).
 */
export async function handleHookRequest(
  request: Request,
  header: string,
  secret: string,
  work: () => Promise<unknown>,
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  if (!sameSecret(request.headers.get(header), secret)) {
    return json(401, { error: `Missing or wrong ${header}.` });
  }
  try {
    return json(200, await work());
  } catch (error) {
    return json(500, { error: errorText(error) });
  }
}

/**
 * Wraps a function's handler for `Deno.serve`: reads the environment before each request with
 * `read`; when that fails, logs why (the missing variable's name) and answers 500
 * `{ error: notSetUp }`, a sentence for the caller.
 */
export function withEnv<E>(
  read: () => E,
  notSetUp: string,
  handle: (request: Request, env: E) => Response | Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    let env: E;
    try {
      env = read();
    } catch (error) {
      console.error(errorText(error));
      return json(500, { error: notSetUp });
    }
    return handle(request, env);
  };
}
