/**
 * Unit tests of the publish-media function's work (media.ts): the Storage requests it sends for
 * each row the database lists, how it reports results (a source already moved by a concurrent
 * call is no failure), the shared-secret check; and `deno check` of its Deno entry point, which
 * the Node type check leaves out.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { denoBinary } from '../../local/functions/runner';
import { handleMediaRequest, readMediaEnv, runMediaMoves, type MediaEnv, type MediaMove } from './media';

const env: MediaEnv = {
  supabaseUrl: 'https://project.example/',
  serviceKey: 'service-key',
  hookSecret: 'm'.repeat(64),
};

const publish: MediaMove = {
  action: 'move',
  from_bucket: 'sermon-audio-unpublished',
  to_bucket: 'sermon-audio',
  path: '2026-11-29/1764400000000_sermon.mp3',
};
const hide: MediaMove = {
  action: 'remove',
  from_bucket: 'blog-post-covers',
  to_bucket: 'blog-post-covers-unpublished',
  path: 'post/1764400000000_cover.webp',
};

/** A fake of PostgREST and Storage that records every request. */
function fakeServers(batches: MediaMove[][], storage: (url: string) => Response) {
  const calls: { url: string; init: RequestInit; body: unknown }[] = [];
  const fetchFn = async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ url, init, body });
    if (url.endsWith('/rest/v1/rpc/media_moves_due')) return Response.json(batches.shift() ?? []);
    if (url.endsWith('/rest/v1/rpc/media_report')) return new Response(null, { status: 204 });
    return storage(url);
  };
  return { calls, fetchFn };
}

describe('runMediaMoves', () => {
  it("moves with Storage's move API, removes a hidden item's public copy, and reports each", async () => {
    const { calls, fetchFn } = fakeServers([[publish, hide]], () =>
      Response.json({ message: 'Successfully moved' }),
    );
    expect(await runMediaMoves(env, fetchFn)).toEqual({ moved: 1, removed: 1, failed: 0 });
    const move = calls.find((c) => c.url === 'https://project.example/storage/v1/object/move')!;
    expect(move.init.method).toBe('POST');
    expect(move.init.headers).toMatchObject({ apikey: 'service-key', Authorization: 'Bearer service-key' });
    expect(move.body).toEqual({
      bucketId: 'sermon-audio-unpublished',
      sourceKey: publish.path,
      destinationBucket: 'sermon-audio',
      destinationKey: publish.path,
    });
    const remove = calls.find((c) => c.url === 'https://project.example/storage/v1/object/blog-post-covers')!;
    expect(remove.init.method).toBe('DELETE');
    expect(remove.body).toEqual({ prefixes: [hide.path] });
    const reports = calls.filter((c) => c.url.endsWith('/media_report')).map((c) => c.body);
    expect(reports).toEqual([
      { from_bucket: publish.from_bucket, path: publish.path, ok: true, to_bucket: 'sermon-audio' },
      { from_bucket: hide.from_bucket, path: hide.path, ok: true, to_bucket: null },
    ]);
  });

  it("reports Storage's refusal as a failure, and a source already moved as done", async () => {
    const other = { ...publish, path: 'other.mp3' };
    const { calls, fetchFn } = fakeServers([[publish, other]], () => {
      const seen = calls.filter((c) => c.url.endsWith('/object/move')).length;
      return seen === 1
        ? Response.json(
            { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
            { status: 400 },
          )
        : Response.json(
            { statusCode: '404', error: 'not_found', message: 'Object not found' },
            { status: 400 },
          );
    });
    expect(await runMediaMoves(env, fetchFn)).toEqual({ moved: 0, removed: 0, failed: 1 });
    const reports = calls.filter((c) => c.url.endsWith('/media_report')).map((c) => c.body);
    expect(reports).toEqual([
      {
        from_bucket: publish.from_bucket,
        path: publish.path,
        ok: false,
        error: 'move answered 400: 409 The resource already exists',
      },
      { from_bucket: other.from_bucket, path: other.path, ok: true },
    ]);
  });

  it('asks again while full batches come back, and never repeats a row within one call', async () => {
    const batch = Array.from({ length: 50 }, (_, i) => ({ ...publish, path: `a/${i}.mp3` }));
    const { calls, fetchFn } = fakeServers([batch, [batch[0]!]], () => Response.json({}));
    expect(await runMediaMoves(env, fetchFn)).toEqual({ moved: 50, removed: 0, failed: 0 });
    expect(calls.filter((c) => c.url.endsWith('/media_moves_due'))).toHaveLength(2);
  });
});

describe('handleMediaRequest', () => {
  it('refuses other methods and a wrong secret, and runs with the right one', async () => {
    const { fetchFn } = fakeServers([], () => Response.json({}));
    expect((await handleMediaRequest(new Request('http://x/publish-media'), env, fetchFn)).status).toBe(405);
    const wrong = await handleMediaRequest(
      new Request('http://x/publish-media', { method: 'POST', headers: { 'x-media-secret': 'nope' } }),
      env,
      fetchFn,
    );
    expect(wrong.status).toBe(401);
    const ok = await handleMediaRequest(
      new Request('http://x/publish-media', {
        method: 'POST',
        headers: { 'x-media-secret': env.hookSecret },
      }),
      env,
      fetchFn,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ moved: 0, removed: 0, failed: 0 });
  });

  it('answers 500 with the reason when the database cannot be reached', async () => {
    const answer = await handleMediaRequest(
      new Request('http://x/publish-media', {
        method: 'POST',
        headers: { 'x-media-secret': env.hookSecret },
      }),
      env,
      async () => new Response('down', { status: 503 }),
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'media_moves_due answered 503: down' });
  });
});

describe('readMediaEnv', () => {
  it('names the first missing variable and takes a secret key instead of the service role key', () => {
    expect(() => readMediaEnv(() => undefined)).toThrow('SUPABASE_URL is not set');
    const values: Record<string, string> = {
      SUPABASE_URL: 'u',
      SUPABASE_SECRET_KEY: 'sb_secret_x',
      MEDIA_HOOK_SECRET: 's',
    };
    expect(readMediaEnv((n) => values[n]).serviceKey).toBe('sb_secret_x');
  });
});

describe('Deno entry point', () => {
  it('type-checks with deno check (offline, no remote imports)', { timeout: 60_000 }, async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const run = promisify(execFile);
    const { stderr } = await run(
      denoBinary(),
      ['check', '--no-remote', '--quiet', path.join(here, 'index.ts')],
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NO_COLOR: '1',
          DENO_NO_UPDATE_CHECK: '1',
        },
      },
    );
    expect(stderr).toBe('');
  });
});
