/**
 * The work of the `publish-media` Edge Function (docs/decisions/0037-unpublished-media.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike:
 *
 * 1. ask the database what is out of place with `public.media_moves_due` (PostgREST RPC, service
 *    role): files of content a visitor can now read that still sit in a private
 *    `<bucket>-unpublished` twin, and files of hidden content still in a public bucket;
 * 2. move each with Storage's `POST /storage/v1/object/move` (`destinationBucket`: the same name
 *    in the other bucket), or, for a hidden item whose twin already holds the file, remove the
 *    public copy (`DELETE /storage/v1/object/<bucket>`);
 * 3. report each result with `public.media_report` (the database retries failures later, and asks
 *    for a site build once a file became public).
 */

import { rpc, type Fetch } from '../_shared/db.ts';
import { readServiceDb, required, type ReadVariable, type ServiceDb } from '../_shared/env.ts';
import { errorText, handleHookRequest } from '../_shared/http.ts';

/** One row of `public.media_moves_due`. */
export interface MediaMove {
  action: 'move' | 'remove';
  from_bucket: string;
  to_bucket: string;
  path: string;
}

/** What the function needs from its environment (the service role is used only here, never in a browser). */
export interface MediaEnv extends ServiceDb {
  /** MEDIA_HOOK_SECRET: the `x-media-secret` the database sends (private.media_settings). */
  hookSecret: string;
}

/** How one run went. */
export interface MediaRunResult {
  moved: number;
  removed: number;
  failed: number;
}

/** Rows asked for per round, and rounds per call (the cron job calls again for the rest). */
const BATCH = 50;
const ROUNDS = 10;

function base(env: MediaEnv): string {
  return env.supabaseUrl.replace(/\/+$/, '');
}

function headers(env: MediaEnv): Record<string, string> {
  return {
    apikey: env.serviceKey,
    Authorization: `Bearer ${env.serviceKey}`,
    'Content-Type': 'application/json',
  };
}

/** A refusal of Storage: its error body (`{statusCode, error, message}`) in one line. */
export class StorageRefusal extends Error {
  constructor(
    what: string,
    readonly status: number,
    /** Storage's own code in the body (`"404"` for NoSuchKey), which the HTTP status hides. */
    readonly statusCode: string,
    message: string,
  ) {
    super(`${what} answered ${status}: ${statusCode} ${message}`);
    this.name = 'StorageRefusal';
  }
}

async function storageFailure(what: string, response: Response): Promise<StorageRefusal> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { statusCode?: unknown; message?: unknown };
    return new StorageRefusal(
      what,
      response.status,
      String(body.statusCode ?? response.status),
      typeof body.message === 'string' ? body.message : text.slice(0, 300),
    );
  } catch {
    return new StorageRefusal(what, response.status, String(response.status), text.slice(0, 300));
  }
}

/**
 * Carries out one row: Storage's move (the same path in `to_bucket`) or the removal of the
 * public copy.
 *
 * @throws StorageRefusal with Storage's status and message when Storage refuses.
 */
export async function applyMove(env: MediaEnv, fetchFn: Fetch, move: MediaMove): Promise<void> {
  if (move.action === 'move') {
    const response = await fetchFn(`${base(env)}/storage/v1/object/move`, {
      method: 'POST',
      headers: headers(env),
      body: JSON.stringify({
        bucketId: move.from_bucket,
        sourceKey: move.path,
        destinationBucket: move.to_bucket,
        destinationKey: move.path,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw await storageFailure('move', response);
    await response.body?.cancel();
    return;
  }
  const response = await fetchFn(`${base(env)}/storage/v1/object/${encodeURIComponent(move.from_bucket)}`, {
    method: 'DELETE',
    headers: headers(env),
    body: JSON.stringify({ prefixes: [move.path] }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw await storageFailure('remove', response);
  await response.body?.cancel();
}

/**
 * Moves everything out of place, in rounds of 50 (at most 10 rounds per call), reporting each
 * result to the database.
 *
 * @throws Error when the database cannot be reached.
 */
export async function runMediaMoves(env: MediaEnv, fetchFn: Fetch = fetch): Promise<MediaRunResult> {
  const result: MediaRunResult = { moved: 0, removed: 0, failed: 0 };
  const seen = new Set<string>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const due = (await rpc<MediaMove[]>(env, fetchFn, 'media_moves_due', { batch: BATCH })).filter(
      // A row still listed after it was carried out (a concurrent change) waits for the next call.
      (move) => !seen.has(`${move.from_bucket}/${move.path}`),
    );
    if (due.length === 0) break;
    for (const move of due) {
      seen.add(`${move.from_bucket}/${move.path}`);
      try {
        await applyMove(env, fetchFn, move);
        if (move.action === 'move') result.moved += 1;
        else result.removed += 1;
        await rpc(env, fetchFn, 'media_report', {
          from_bucket: move.from_bucket,
          path: move.path,
          ok: true,
          to_bucket: move.action === 'move' ? move.to_bucket : null,
        });
      } catch (error) {
        if (error instanceof StorageRefusal && error.statusCode === '404' && move.action === 'move') {
          // The source is gone: another call moved it first. Nothing failed.
          await rpc(env, fetchFn, 'media_report', {
            from_bucket: move.from_bucket,
            path: move.path,
            ok: true,
          });
          continue;
        }
        result.failed += 1;
        await rpc(env, fetchFn, 'media_report', {
          from_bucket: move.from_bucket,
          path: move.path,
          ok: false,
          error: errorText(error),
        });
      }
    }
    if (due.length < BATCH) break;
  }
  return result;
}

/**
 * The HTTP handler: `POST` with the `x-media-secret` header runs {@link runMediaMoves}; anything
 * else is refused (405, 401). Answers JSON `{ moved, removed, failed }` or `{ error }` (500).
 */
export function handleMediaRequest(
  request: Request,
  env: MediaEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  return handleHookRequest(request, 'x-media-secret', env.hookSecret, () => runMediaMoves(env, fetchFn));
}

/**
 * Reads the environment the function needs.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readMediaEnv(get: ReadVariable): MediaEnv {
  return { ...readServiceDb(get), hookSecret: required(get, 'MEDIA_HOOK_SECRET') };
}
