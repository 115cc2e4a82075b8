/**
 * Staff publishing of the blog and the pastor's desk (issue 23, docs/decisions/0031), through the
 * HTTP API with supabase-js as each kind of caller:
 * - a draft (`published_at` null) and a scheduled post (a future `published_at`) are invisible to
 *   visitors and members, on the table and in the blog feed, until their time; a scheduled post
 *   appears once its time passes with no job run (the row policy compares with `now()`);
 * - slugs are unique (23505, nothing stored);
 * - the pastor's desk tables refuse a stale save (PT409 row_changed) and record their changes;
 * - renaming a gallery album moves every photo of it in one update.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { call } from './support/http';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let editor: Principal;
let member: Principal;
let anon: SupabaseClient;
const RUN = randomUUID().slice(0, 8);

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'blog-editor', 'editor');
  member = await createPrincipal(db, 'blog-member', null);
  anon = anonClient();
});

afterAll(async () => {
  await db.query(`delete from public.pastor_blog_posts where slug like $1`, [`%${RUN}%`]);
  await db.query(`delete from public.pastor_words where title like $1`, [`%${RUN}%`]);
  await db.query(`delete from public.pastor_key_verses where reference like $1`, [`%${RUN}%`]);
  await db.query(`delete from public.gallery_images where category like $1`, [`%${RUN}%`]);
  await removePrincipals(db, [editor, member]);
  await db.end();
});

/** Which of `slugs` the caller can read. */
async function visibleSlugs(client: SupabaseClient, slugs: string[]): Promise<string[]> {
  const { data, error } = await client.from('pastor_blog_posts').select('slug').in('slug', slugs);
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.slug as string).sort();
}

/** The blog feed as a visitor's feed reader fetches it. */
async function feedText(): Promise<string> {
  const answer = await call(`/rest/v1/rpc/blog_feed?apikey=${inject('anonKey')}`);
  expect(answer.status).toBe(200);
  return answer.text;
}

describe('blog drafts and scheduled posts', () => {
  it('drafts and scheduled posts stay hidden from visitors and members until due; staff see all', async () => {
    const draft = `draft-${RUN}`;
    const scheduled = `scheduled-${RUN}`;
    const published = `published-${RUN}`;
    const created = await editor.client.from('pastor_blog_posts').insert([
      { title: 'Draft', slug: draft, content: 'Draft body', published_at: null },
      {
        title: 'Scheduled',
        slug: scheduled,
        content: 'Scheduled body',
        published_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      {
        title: 'Published',
        slug: published,
        content: 'Published body',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    ]);
    expect(created.error).toBeNull();
    const all = [draft, scheduled, published];
    expect(await visibleSlugs(anon, all)).toEqual([published]);
    expect(await visibleSlugs(member.client, all)).toEqual([published]);
    expect(await visibleSlugs(editor.client, all)).toEqual([draft, published, scheduled]);
    const feed = await feedText();
    expect(feed).toContain(`/pastors-corner/blog/${published}<`);
    expect(feed).not.toContain(draft);
    expect(feed).not.toContain(scheduled);
  });

  it('a scheduled post appears on the table and in the feed once its time passes, with no job run', async () => {
    const slug = `due-soon-${RUN}`;
    const due = new Date(Date.now() + 2_000);
    const created = await editor.client
      .from('pastor_blog_posts')
      .insert({ title: 'Due soon', slug, content: 'Soon', published_at: due.toISOString() });
    expect(created.error).toBeNull();
    expect(await visibleSlugs(anon, [slug])).toEqual([]);
    expect(await feedText()).not.toContain(slug);
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 300));
    expect(await visibleSlugs(anon, [slug])).toEqual([slug]);
    expect(await visibleSlugs(member.client, [slug])).toEqual([slug]);
    expect(await feedText()).toContain(`/pastors-corner/blog/${slug}<`);
  });

  it('unpublishing (published_at back to null) hides a post again', async () => {
    const slug = `unpublish-${RUN}`;
    const created = await editor.client
      .from('pastor_blog_posts')
      .insert({
        title: 'Live',
        slug,
        content: 'Live',
        published_at: new Date(Date.now() - 1000).toISOString(),
      })
      .select('id, version')
      .single();
    expect(created.error).toBeNull();
    expect(await visibleSlugs(anon, [slug])).toEqual([slug]);
    const update = await editor.client
      .from('pastor_blog_posts')
      .update({ published_at: null, version: created.data!.version })
      .eq('id', created.data!.id);
    expect(update.error).toBeNull();
    expect(await visibleSlugs(anon, [slug])).toEqual([]);
  });

  it('a slug is unique: the second post with it is refused with 23505 and not stored', async () => {
    const slug = `same-slug-${RUN}`;
    const first = await editor.client
      .from('pastor_blog_posts')
      .insert({ title: 'One', slug, content: 'One' });
    expect(first.error).toBeNull();
    const second = await editor.client
      .from('pastor_blog_posts')
      .insert({ title: 'Two', slug, content: 'Two' });
    expect(second.error?.code).toBe('23505');
    const rows = await db.query(`select title from public.pastor_blog_posts where slug = $1`, [slug]);
    expect(rows.rows).toEqual([{ title: 'One' }]);
  });

  it('a stale save of a post is refused with PT409 row_changed and changes nothing', async () => {
    const slug = `stale-${RUN}`;
    const created = await editor.client
      .from('pastor_blog_posts')
      .insert({ title: 'First title', slug, content: 'Body' })
      .select('id, version')
      .single();
    const id = created.data!.id;
    const ok = await editor.client
      .from('pastor_blog_posts')
      .update({ title: 'Second title', version: 1 })
      .eq('id', id);
    expect(ok.error).toBeNull();
    const stale = await editor.client
      .from('pastor_blog_posts')
      .update({ title: 'Third title', version: 1 })
      .eq('id', id);
    expect(stale.error).toMatchObject({ code: 'PT409', details: 'row_changed' });
    const row = await db.query(`select title, version from public.pastor_blog_posts where id = $1`, [id]);
    expect(row.rows).toEqual([{ title: 'Second title', version: 2 }]);
  });
});

describe("the pastor's desk", () => {
  it('the seed carries the former sample: a monthly word and four ordered key verses', async () => {
    const words = await anon
      .from('pastor_words')
      .select('title, signature')
      .order('month', { ascending: false });
    expect(words.error).toBeNull();
    expect(words.data?.[0]).toEqual({
      title: 'Grateful in Every Season',
      signature: 'Pastor Samuel Adeyemi',
    });
    const verses = await anon.from('pastor_key_verses').select('reference').order('sort_order');
    expect(verses.data?.map((v) => v.reference)).toEqual([
      'Philippians 4:6-7',
      'Jeremiah 29:11',
      'Daniel 6:3',
      'Psalm 100:4',
    ]);
  });

  it('a stale save of the monthly word is refused and the activity log records the accepted one', async () => {
    const created = await editor.client
      .from('pastor_words')
      .insert({ title: `Word ${RUN}`, month: '2031-05-01', body: 'Paragraph.', signature: 'Pastor' })
      .select('id, version')
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id;
    const ok = await editor.client.from('pastor_words').update({ body: 'Edited.', version: 1 }).eq('id', id);
    expect(ok.error).toBeNull();
    const stale = await editor.client.from('pastor_words').update({ body: 'Lost?', version: 1 }).eq('id', id);
    expect(stale.error).toMatchObject({ code: 'PT409', details: 'row_changed' });
    const row = await db.query(`select body, version from public.pastor_words where id = $1`, [id]);
    expect(row.rows).toEqual([{ body: 'Edited.', version: 2 }]);
    const log = await db.query(
      `select action, changed_columns from public.activity_log
        where table_name = 'pastor_words' and row_id = $1 order by occurred_at`,
      [id],
    );
    expect(log.rows).toEqual([
      { action: 'insert', changed_columns: expect.arrayContaining(['title', 'body']) },
      { action: 'update', changed_columns: ['body'] },
    ]);
  });

  it('one monthly word per month; a month must be its first day', async () => {
    const first = await editor.client
      .from('pastor_words')
      .insert({ title: `Once ${RUN}`, month: '2031-06-01', body: 'One.' });
    expect(first.error).toBeNull();
    const again = await editor.client
      .from('pastor_words')
      .insert({ title: `Twice ${RUN}`, month: '2031-06-01', body: 'Two.' });
    expect(again.error?.code).toBe('23505');
    const midMonth = await editor.client
      .from('pastor_words')
      .insert({ title: `Mid ${RUN}`, month: '2031-07-15', body: 'Mid.' });
    expect(midMonth.error?.code).toBe('23514');
  });

  it('members cannot write the desk; key verses keep their order column', async () => {
    const denied = await member.client
      .from('pastor_key_verses')
      .insert({ reference: `Ref ${RUN}`, verse_text: 'Text', sort_order: 9 });
    expect(denied.error?.code).toBe('42501');
    const stored = await editor.client
      .from('pastor_key_verses')
      .insert({ reference: `Ref ${RUN}`, verse_text: 'Text', sort_order: 9 })
      .select('sort_order, version')
      .single();
    expect(stored.data).toEqual({ sort_order: 9, version: 1 });
  });
});

describe('gallery album rename', () => {
  it('one update moves every photo of an album to its new name, nothing else', async () => {
    const oldName = `Old Album ${RUN}`;
    const newName = `New Album ${RUN}`;
    const other = `Other Album ${RUN}`;
    await db.query(
      `insert into public.gallery_images (image_external_url, source_type, category) values
       ('https://example.org/a.jpg', 'url', $1),
       ('https://example.org/b.jpg', 'url', $1),
       ('https://example.org/c.jpg', 'url', $2)`,
      [oldName, other],
    );
    const renamed = await editor.client
      .from('gallery_images')
      .update({ category: newName })
      .eq('category', oldName)
      .select('id');
    expect(renamed.error).toBeNull();
    expect(renamed.data).toHaveLength(2);
    const counts = await db.query<{ category: string; n: string }>(
      `select category, count(*)::text as n from public.gallery_images where category like $1 group by 1 order by 1`,
      [`%${RUN}`],
    );
    expect(counts.rows).toEqual([
      { category: newName, n: '2' },
      { category: other, n: '1' },
    ]);
    // A member's rename changes nothing (no update grant to them through the policy).
    await member.client.from('gallery_images').update({ category: oldName }).eq('category', newName);
    const still = await db.query(`select 1 from public.gallery_images where category = $1`, [newName]);
    expect(still.rowCount).toBe(2);
  });
});
