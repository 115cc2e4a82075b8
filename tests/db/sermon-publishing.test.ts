/**
 * Sermon publishing (docs/decisions/0030): a draft, or a sermon scheduled for later, is invisible
 * to visitors and members (the archive, the sermon page, the podcast feed) and visible to admins
 * and editors; a scheduled sermon appears by itself once its time passes, with no job run; the
 * podcast feed follows the same rule, even for an editor; two editors saving one sermon cannot
 * overwrite each other.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { call } from './support/http';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let editor: Principal;
let member: Principal;
let care: Principal;
const TITLE = `publishing-${randomUUID()}`;
/** A stored seed file: the feed lists only sermons whose audio object exists. */
const AUDIO = 'refuge-and-strength.mp3';

async function insertSermon(status: string, publishedAt: string | null, suffix: string): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into public.sermons (title, speaker, date, status, published_at, audio_file_path)
     values ($1, 'Publishing Speaker', current_date, $2, ${publishedAt ?? 'null'}, $3) returning id::text`,
    [`${TITLE} ${suffix}`, status, AUDIO],
  );
  return r.rows[0]!.id;
}

async function visibleTitles(client: ReturnType<typeof anonClient>): Promise<string[]> {
  const { data, error } = await client.from('sermons').select('title').like('title', `${TITLE} vis %`);
  expect(error).toBeNull();
  return (data ?? []).map((row: { title: string }) => row.title).sort();
}

async function feedText(bearer?: string): Promise<string> {
  const answer = await call(`/rest/v1/rpc/podcast_feed?apikey=${inject('anonKey')}`, {
    headers: bearer ? { apikey: inject('anonKey'), authorization: `Bearer ${bearer}` } : {},
  });
  expect(answer.status).toBe(200);
  return answer.text;
}

async function accessToken(principal: Principal): Promise<string> {
  const { data } = await principal.client.auth.getSession();
  return data.session!.access_token;
}

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'publishing-editor', 'editor');
  care = await createPrincipal(db, 'publishing-care', 'care');
  member = await createPrincipal(db, 'publishing-member', null);
});

afterAll(async () => {
  await db.query('delete from public.sermons where title like $1', [`${TITLE}%`]);
  await removePrincipals(db, [editor, care, member]);
  await db.end();
});

describe('sermon publishing', () => {
  it('new rows without a status are published at once; existing seeded sermons stay published', async () => {
    const r = await db.query<{ status: string; published: boolean }>(
      `select status, published_at <= now() as published from public.sermons where id = 'e0000000-0000-4000-8000-000000000001'`,
    );
    expect(r.rows[0]).toEqual({ status: 'published', published: true });
    const id = await db.query<{ status: string; set: boolean }>(
      `insert into public.sermons (title, speaker, date) values ($1, 'Speaker', current_date)
       returning status, published_at is not null as set`,
      [`${TITLE} default`],
    );
    expect(id.rows[0]).toEqual({ status: 'published', set: true });
  });

  it('refuses a scheduled or published sermon without a time, and an unknown status', async () => {
    await expect(
      db.query(
        `insert into public.sermons (title, speaker, date, status, published_at) values ($1, 'S', current_date, 'scheduled', null)`,
        [`${TITLE} no time`],
      ),
    ).rejects.toThrow(/sermons_published_at_set/);
    await expect(
      db.query(
        `insert into public.sermons (title, speaker, date, status) values ($1, 'S', current_date, 'hidden')`,
        [`${TITLE} bad status`],
      ),
    ).rejects.toThrow(/invalid input value for enum sermon_status/);
  });

  it('drafts and scheduled sermons: hidden from anon, members and care, seen by editors', async () => {
    await insertSermon('draft', null, 'vis draft');
    await insertSermon('draft', `now() - interval '1 day'`, 'vis draft with past time');
    await insertSermon('scheduled', `now() + interval '1 day'`, 'vis scheduled');
    await insertSermon('published', `now() - interval '1 minute'`, 'vis published');

    const everyone = [`${TITLE} vis published`];
    expect(await visibleTitles(anonClient())).toEqual(everyone);
    expect(await visibleTitles(member.client)).toEqual(everyone);
    expect(await visibleTitles(care.client)).toEqual(everyone);
    expect(await visibleTitles(editor.client)).toEqual(
      [
        `${TITLE} vis draft`,
        `${TITLE} vis draft with past time`,
        `${TITLE} vis published`,
        `${TITLE} vis scheduled`,
      ].sort(),
    );
  });

  it('a sermon scheduled a few seconds ahead appears once its time passes, with no job run', async () => {
    const id = await insertSermon('scheduled', `now() + interval '3 seconds'`, 'soon');
    const anon = anonClient();
    const before = await anon.from('sermons').select('id').eq('id', id);
    expect(before.data).toEqual([]);
    expect(await feedText()).not.toContain(`<guid isPermaLink="false">${id}</guid>`);

    await new Promise((resolve) => setTimeout(resolve, 3500));

    const after = await anon.from('sermons').select('id').eq('id', id);
    expect(after.data).toEqual([{ id }]);
    expect(await feedText()).toContain(`<guid isPermaLink="false">${id}</guid>`);
  });

  it('the podcast feed leaves drafts and scheduled sermons out, even for an editor', async () => {
    const draft = await insertSermon('draft', `now() - interval '1 hour'`, 'feed draft');
    const scheduled = await insertSermon('scheduled', `now() + interval '1 hour'`, 'feed scheduled');
    const published = await insertSermon('published', `now() - interval '1 hour'`, 'feed published');
    for (const text of [await feedText(), await feedText(await accessToken(editor))]) {
      expect(text).toContain(`<guid isPermaLink="false">${published}</guid>`);
      expect(text).not.toContain(`<guid isPermaLink="false">${draft}</guid>`);
      expect(text).not.toContain(`<guid isPermaLink="false">${scheduled}</guid>`);
    }
  });

  it('an editor schedules, publishes and unpublishes through the API', async () => {
    const created = await editor.client
      .from('sermons')
      .insert({
        title: `${TITLE} api`,
        speaker: 'Publishing Speaker',
        date: '2026-11-29',
        status: 'scheduled',
        published_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .select('id, version')
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    expect((await anonClient().from('sermons').select('id').eq('id', id)).data).toEqual([]);

    const published = await editor.client
      .from('sermons')
      .update({ status: 'published', published_at: new Date().toISOString(), version: 1 })
      .eq('id', id)
      .select('version')
      .single();
    expect(published.error).toBeNull();
    expect((await anonClient().from('sermons').select('id').eq('id', id)).data).toEqual([{ id }]);

    const unpublished = await editor.client
      .from('sermons')
      .update({ status: 'draft', version: 2 })
      .eq('id', id)
      .select('version')
      .single();
    expect(unpublished.error).toBeNull();
    expect((await anonClient().from('sermons').select('id').eq('id', id)).data).toEqual([]);
  });

  it('two editors save one sermon: the second save, from a stale read, is refused and changes nothing', async () => {
    const id = await insertSermon('published', `now() - interval '1 day'`, 'concurrent');
    const other = await createPrincipal(db, 'publishing-editor-2', 'editor');
    try {
      const first = await editor.client
        .from('sermons')
        .update({ series: 'First Series', version: 1 })
        .eq('id', id)
        .select('version')
        .single();
      expect(first.error).toBeNull();
      expect(first.data).toEqual({ version: 2 });

      const second = await other.client
        .from('sermons')
        .update({ series: 'Second Series', version: 1 })
        .eq('id', id)
        .select('version')
        .single();
      expect(second.error?.code).toBe('PT409');
      expect(second.error?.details).toBe('row_changed');
      const row = await db.query('select series, version from public.sermons where id = $1', [id]);
      expect(row.rows[0]).toEqual({ series: 'First Series', version: 2 });
    } finally {
      await removePrincipals(db, [other]);
    }
  });

  it('members and care cannot set a status or a time', async () => {
    const id = await insertSermon('draft', null, 'locked');
    for (const principal of [member, care]) {
      const r = await principal.client
        .from('sermons')
        .update({ status: 'published', published_at: new Date().toISOString() })
        .eq('id', id)
        .select('id');
      expect(r.data ?? []).toEqual([]);
    }
    const row = await db.query('select status from public.sermons where id = $1', [id]);
    expect(row.rows[0]).toEqual({ status: 'draft' });
  });
});
