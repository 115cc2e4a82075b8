/**
 * Files of unpublished content are private (issue 29, item 5; docs/decisions/0037; migration
 * 20261128110100_unpublished_media.sql, Edge Function publish-media).
 *
 * The first test is the security review's request: the public URL of a draft sermon's audio,
 * which answered 200 to anyone. A draft's audio that reached the public bucket (as the staff page
 * used to upload it) is moved to the private twin by the database and the function; the same
 * `GET /storage/v1/object/public/sermon-audio/<path>` now answers 400 (Storage's 404).
 *
 * Then the whole flow through the stack's real pieces (pg_net's worker, the cron runner, the
 * function in Deno, Storage's move API): staff preview with signed URLs, publishing and
 * unpublishing move the files, a scheduled sermon's audio reaches the podcast feed when its time
 * comes with nobody present, and the same holds for blog and event covers. Only the service role
 * reaches the function's RPCs.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient, superuser } from './support/clients';
import { call } from './support/http';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A real MP3 of the seed media. */
const MP3 = readFileSync(path.join(ROOT, 'supabase/media/sermon-audio/refuge-and-strength.mp3'));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let db: pg.Client;
let editor: Principal;
let member: Principal;
const RUN = `media-${randomUUID().slice(0, 8)}`;
/** Every object this file stores, for the clean-up: [bucket, path]. */
const stored: Array<[string, string]> = [];

/** `GET /storage/v1/object/public/<bucket>/<path>` with no key, no token: what a visitor sends. */
async function publicGet(bucket: string, name: string) {
  return call(`/storage/v1/object/public/${bucket}/${name.split('/').map(encodeURIComponent).join('/')}`);
}

/** Where the object is now: the public bucket, its private twin, or nowhere. */
async function whereIs(bucket: string, name: string): Promise<string[]> {
  const { rows } = await db.query<{ bucket_id: string }>(
    `select bucket_id from storage.objects where name = $2 and bucket_id in ($1, $1 || '-unpublished') order by 1`,
    [bucket, name],
  );
  return rows.map((row) => row.bucket_id);
}

/** Waits (up to `ms`) until the object is in `expected` only. */
async function waitUntilIn(bucket: string, name: string, expected: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  let now: string[] = [];
  while (Date.now() < until) {
    now = await whereIs(bucket, name);
    if (now.length === 1 && now[0] === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${bucket}/${name} is in [${now.join(', ')}], not only in ${expected}`);
}

async function upload(bucket: string, name: string, body: Buffer, contentType: string): Promise<void> {
  const { error } = await editor.client.storage
    .from(bucket)
    .upload(name, body, { contentType, upsert: false });
  expect(error).toBeNull();
  stored.push(
    [bucket, name],
    [bucket.endsWith('-unpublished') ? bucket.replace(/-unpublished$/, '') : `${bucket}-unpublished`, name],
  );
}

async function feedText(): Promise<string> {
  const answer = await call(`/rest/v1/rpc/podcast_feed?apikey=${inject('anonKey')}`);
  expect(answer.status).toBe(200);
  return answer.text;
}

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'media-editor', 'editor');
  member = await createPrincipal(db, 'media-member', null);
});

afterAll(async () => {
  await db.query('delete from public.sermons where title like $1', [`${RUN}%`]);
  await db.query('delete from public.pastor_blog_posts where slug like $1', [`${RUN}%`]);
  await db.query('delete from public.church_events where title like $1', [`${RUN}%`]);
  const admin = serviceClient();
  for (const [bucket, name] of stored) await admin.storage.from(bucket).remove([name]);
  await removePrincipals(db, [editor, member]);
  await db.end();
});

describe('the review: a draft sermon’s audio was public by URL', () => {
  it('GET /storage/v1/object/public/sermon-audio/<draft audio> is refused once the draft is saved', async () => {
    const name = `${RUN}/review-draft.mp3`;
    // The staff page's old flow: the audio into the public bucket, then the draft row naming it.
    await upload('sermon-audio', name, MP3, 'audio/mpeg');
    const { error } = await editor.client.from('sermons').insert({
      title: `${RUN} review draft`,
      speaker: 'Pastor',
      date: '2026-11-29',
      status: 'draft',
      published_at: null,
      audio_file_path: name,
    });
    expect(error).toBeNull();

    // Within seconds of the commit the file is out of the public bucket.
    const until = Date.now() + 15_000;
    let answer = await publicGet('sermon-audio', name);
    while (answer.status === 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await publicGet('sermon-audio', name);
    }
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    // The twin holds it, and is no public bucket.
    expect(await whereIs('sermon-audio', name)).toEqual(['sermon-audio-unpublished']);
    const twin = await publicGet('sermon-audio-unpublished', name);
    expect(twin.status).toBe(400);
    expect(twin.json).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('unpublished files', () => {
  it('the four twins are private buckets with their public bucket’s limits', async () => {
    const { rows } = await db.query<{ id: string; same: boolean }>(
      `select t.id, t.file_size_limit = p.file_size_limit and t.allowed_mime_types = p.allowed_mime_types as same
       from storage.buckets as t join storage.buckets as p on t.id = p.id || '-unpublished'
       where not t.public and p.public order by t.id`,
    );
    expect(rows).toEqual([
      { id: 'blog-post-covers-unpublished', same: true },
      { id: 'event-covers-unpublished', same: true },
      { id: 'sermon-audio-unpublished', same: true },
      { id: 'sermon-covers-unpublished', same: true },
    ]);
  });

  it('a draft’s audio: private to visitors and members, signed and played for the editor, public once published, private again when unpublished', async () => {
    const name = `${RUN}/draft.mp3`;
    await upload('sermon-audio-unpublished', name, MP3, 'audio/mpeg');
    const inserted = await editor.client
      .from('sermons')
      .insert({
        title: `${RUN} draft`,
        speaker: 'Pastor',
        date: '2026-11-29',
        status: 'draft',
        published_at: null,
        audio_file_path: name,
      })
      .select('id, version')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id as string;

    // Visitors: no public URL, no signature, no listing, no authenticated read.
    expect((await publicGet('sermon-audio', name)).status).toBe(400);
    expect((await publicGet('sermon-audio-unpublished', name)).status).toBe(400);
    for (const client of [anonClient(), member.client]) {
      const signed = await client.storage.from('sermon-audio-unpublished').createSignedUrl(name, 60);
      expect(signed.data).toBeNull();
      expect(signed.error).not.toBeNull();
      const listed = await client.storage.from('sermon-audio-unpublished').list(RUN);
      expect(listed.data ?? []).toEqual([]);
      const downloaded = await client.storage.from('sermon-audio-unpublished').download(name);
      expect(downloaded.data).toBeNull();
    }
    // The editor's preview: a signed URL that needs no key, seeks, and answers the bytes.
    const signed = await editor.client.storage.from('sermon-audio-unpublished').createSignedUrl(name, 3600);
    expect(signed.error).toBeNull();
    const url = new URL(signed.data!.signedUrl);
    const whole = await call(`${url.pathname}${url.search}`);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(Number(whole.headers['content-length'])).toBe(MP3.length);
    expect(whole.headers.expires).toBeDefined();
    const part = await call(`${url.pathname}${url.search}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    // The draft is not in the podcast feed.
    expect(await feedText()).not.toContain(`<guid isPermaLink="false">${id}</guid>`);

    // Published: the file moves to the public bucket, the feed lists it.
    const published = await editor.client
      .from('sermons')
      .update({
        status: 'published',
        published_at: new Date().toISOString(),
        version: inserted.data!.version,
      })
      .eq('id', id)
      .select('version')
      .single();
    expect(published.error).toBeNull();
    await waitUntilIn('sermon-audio', name, 'sermon-audio');
    expect((await publicGet('sermon-audio', name)).status).toBe(200);
    expect(await feedText()).toContain(`<guid isPermaLink="false">${id}</guid>`);
    // The old signed URL named the twin: it finds nothing now.
    expect((await call(`${url.pathname}${url.search}`)).status).toBe(400);

    // Back to draft: private again.
    const unpublished = await editor.client
      .from('sermons')
      .update({ status: 'draft', version: published.data!.version })
      .eq('id', id);
    expect(unpublished.error).toBeNull();
    await waitUntilIn('sermon-audio', name, 'sermon-audio-unpublished');
    expect((await publicGet('sermon-audio', name)).status).toBe(400);
  });

  it('a scheduled sermon’s audio and cover become public when its time comes, with nobody present', async () => {
    const audio = `${RUN}/scheduled.mp3`;
    const cover = `${RUN}/scheduled.png`;
    await upload('sermon-audio-unpublished', audio, MP3, 'audio/mpeg');
    await upload('sermon-covers-unpublished', cover, PNG, 'image/png');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.sermons (title, speaker, date, status, published_at, audio_file_path,
                                   cover_image_source_type, cover_image_path)
       values ($1, 'Pastor', current_date, 'scheduled', now() + interval '2 seconds', $2, 'upload', $3)
       returning id::text`,
      [`${RUN} scheduled`, audio, cover],
    );
    const id = rows[0]!.id;
    expect((await publicGet('sermon-audio', audio)).status).toBe(400);
    expect(await feedText()).not.toContain(id);
    // The cron job (every 10 seconds) notices it came due and the function moves both files.
    await waitUntilIn('sermon-audio', audio, 'sermon-audio', 30_000);
    await waitUntilIn('sermon-covers', cover, 'sermon-covers', 10_000);
    expect((await publicGet('sermon-audio', audio)).status).toBe(200);
    const feed = await feedText();
    expect(feed).toContain(`<guid isPermaLink="false">${id}</guid>`);
    expect(feed).toContain(`/storage/v1/object/public/sermon-audio/${RUN}/scheduled.mp3`);
  });

  it('blog covers of drafts and scheduled posts, and event covers of drafts (series and dates), are private', async () => {
    const postCover = `${RUN}/post.png`;
    await upload('blog-post-covers', postCover, PNG, 'image/png');
    await db.query(
      `insert into public.pastor_blog_posts (title, slug, content, published_at, cover_image_source_type, cover_image_path)
       values ($1, $2, 'Body', now() + interval '7 days', 'upload', $3)`,
      [`${RUN} post`, `${RUN}-post`, postCover],
    );
    const eventCover = `${RUN}/event.png`;
    const dateCover = `${RUN}/date.png`;
    await upload('event-covers', eventCover, PNG, 'image/png');
    await upload('event-covers', dateCover, PNG, 'image/png');
    const event = await db.query<{ id: string }>(
      `insert into public.church_events (title, start_time, status, recurrence_rule, time_zone,
                                         cover_image_source_type, cover_image_path)
       values ($1, '2030-01-02 19:00+00', 'draft', 'FREQ=WEEKLY', 'UTC', 'upload', $2) returning id::text`,
      [`${RUN} event`, eventCover],
    );
    await db.query(
      `insert into public.church_event_exceptions (event_id, occurrence_date, cover_image_source_type, cover_image_path)
       values ($1, '2030-01-09', 'upload', $2)`,
      [event.rows[0]!.id, dateCover],
    );
    await waitUntilIn('blog-post-covers', postCover, 'blog-post-covers-unpublished');
    await waitUntilIn('event-covers', eventCover, 'event-covers-unpublished');
    await waitUntilIn('event-covers', dateCover, 'event-covers-unpublished');
    for (const [bucket, name] of [
      ['blog-post-covers', postCover],
      ['event-covers', eventCover],
      ['event-covers', dateCover],
    ] as const) {
      expect((await publicGet(bucket, name)).status, name).toBe(400);
    }

    // Published: the event's covers (its own and its date's) come back.
    await editor.client.from('church_events').update({ status: 'published' }).eq('id', event.rows[0]!.id);
    await waitUntilIn('event-covers', eventCover, 'event-covers');
    await waitUntilIn('event-covers', dateCover, 'event-covers');
    expect((await publicGet('event-covers', dateCover)).status).toBe(200);
  });

  it('a file named by a public row stays public when a hidden row names it too', async () => {
    // The seeded published sermon's audio, named by a new draft as well.
    await db.query(
      `insert into public.sermons (title, speaker, date, status, published_at, audio_file_path)
       values ($1, 'Pastor', current_date, 'draft', null, 'refuge-and-strength.mp3')`,
      [`${RUN} shared`],
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await whereIs('sermon-audio', 'refuge-and-strength.mp3')).toEqual(['sermon-audio']);
  });

  it('only the service role reaches the function’s RPCs, and nobody reads the settings', async () => {
    for (const client of [anonClient(), editor.client]) {
      const due = await client.rpc('media_moves_due', { batch: 1 });
      expect(due.data).toBeNull();
      expect(due.error).not.toBeNull();
      const report = await client.rpc('media_report', { from_bucket: 'x', path: 'y', ok: true });
      expect(report.error).not.toBeNull();
    }
    const due = await serviceClient().rpc('media_moves_due', { batch: 1 });
    expect(due.error).toBeNull();
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows } = await db.query<{ settings: boolean; failures: boolean }>(
        `select has_table_privilege($1, 'private.media_settings', 'select') as settings,
                has_table_privilege($1, 'private.media_move_failures', 'select') as failures`,
        [role],
      );
      expect(rows[0], role).toEqual({ settings: false, failures: false });
    }
    // The function itself refuses a call without the secret.
    const refused = await call('/functions/v1/publish-media', { method: 'POST', body: '{}' });
    expect(refused.status).toBe(401);
  });
});
