/**
 * API contract: every read and write of spec §7, made with supabase-js exactly as the app makes
 * it, against the seeded local stack; plus the database's answers to invalid input (spec §5).
 *
 * Rows written here carry a unique token and are removed by the superuser afterwards, so the
 * seeded data is left as it was.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify, unslugify } from '@/lib/text';
import { anonClient, signedInClient, superuser } from './support/clients';

const ABOUT_KEYS = [
  'about_us_vision_mission',
  'about_us_mandate',
  'about_us_values',
  'about_us_leadership',
  'about_us_history',
];

/** Every setting key of spec §3. */
const SETTING_KEYS = [
  'social_media_links',
  'contact_info',
  'service_times',
  'service_times_ticker',
  'map_url',
  'banner_image_default',
  'banner_image_about_page',
  'banner_image_events_page',
  'banner_image_sermons_page',
  'banner_image_donate_page',
  'banner_image_gallery_page',
  'banner_image_pastors_corner',
  'banner_image_live',
  'banner_image_contact',
  'banner_image_first_timer_form',
  ...ABOUT_KEYS,
  'live_stream_youtube_url',
  'service_information_live_page',
  'youtube_channel_url',
  'live_page_meeting_link_teams',
  'live_page_meeting_link_zoom',
  'live_page_meeting_link_google_meet',
];

const BUCKETS = [
  'hero-videos',
  'event-covers',
  'sermon-covers',
  'sermon-audio',
  'gallery-images',
  'pastor-book-covers',
  'pastor-book-pdfs',
  'blog-post-covers',
];

const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

let db: pg.Client;
let anon: SupabaseClient;
let staff: SupabaseClient;

/** A unique token for rows written by this file. */
function token(): string {
  return `contract${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** Counts rows of a table matching a SQL predicate (superuser). */
async function count(table: string, where: string, params: unknown[]): Promise<number> {
  const r = await db.query<{ n: string }>(`select count(*) as n from public.${table} where ${where}`, params);
  return Number(r.rows[0]?.n ?? 0);
}

/** The value of one setting as the app reads it: one key, `setting_value`, `.single()`. */
async function setting(key: string): Promise<unknown> {
  const { data, error } = await anon
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', key)
    .single();
  expect(error).toBeNull();
  return data?.setting_value;
}

beforeAll(async () => {
  db = await superuser();
  anon = anonClient();
  staff = await signedInClient('staff');
});

afterAll(async () => {
  await db?.end();
});

describe('reads: site_settings', () => {
  it('all rows: setting_key and setting_value, every key of the spec present', async () => {
    const { data, error } = await anon.from('site_settings').select('setting_key, setting_value');
    expect(error).toBeNull();
    const keys = (data ?? []).map((row) => row.setting_key as string);
    expect(keys).toEqual(expect.arrayContaining(SETTING_KEYS));
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(['setting_key', 'setting_value']);
  });

  it('single key: the ticker text (the words shown after the structured service times)', async () => {
    const ticker = await setting('service_times_ticker');
    expect(typeof ticker).toBe('string');
    expect(ticker).toContain('Everyone is welcome');
    // The times themselves come from service_times only (one source).
    expect(ticker).not.toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
  });

  it('single key: a page banner, and the fallback read when a key is missing', async () => {
    expect(await setting('banner_image_events_page')).toMatch(/^https?:\/\//);
    const missing = await anon
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'banner_image_no_such_page')
      .single();
    expect(missing.error?.code).toBe('PGRST116');
    expect(await setting('banner_image_default')).toMatch(/^https?:\/\//);
  });

  it('about keys: .in() returns the five sections with their shapes', async () => {
    const { data, error } = await anon
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', ABOUT_KEYS);
    expect(error).toBeNull();
    const byKey = Object.fromEntries((data ?? []).map((r) => [r.setting_key as string, r.setting_value]));
    expect(Object.keys(byKey).sort()).toEqual([...ABOUT_KEYS].sort());
    expect(byKey.about_us_vision_mission).toMatchObject({
      vision_title: expect.any(String),
      vision_points: expect.any(Array),
      mission_title: expect.any(String),
      mission_text: expect.any(String),
    });
    expect(byKey.about_us_mandate).toMatchObject({ title: expect.any(String), text: expect.any(String) });
    expect(byKey.about_us_history).toMatchObject({ title: expect.any(String), text: expect.any(String) });
    const values = byKey.about_us_values as { items: { iconName: string }[] };
    expect(values.items.map((i) => i.iconName).sort()).toEqual(['Award', 'Handshake', 'Heart', 'Users']);
    const leaders = byKey.about_us_leadership as { items: Record<string, unknown>[] };
    expect(leaders.items.length).toBeGreaterThan(0);
    for (const leader of leaders.items) {
      expect(leader).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        role: expect.any(String),
        image: expect.any(String),
        bio: expect.any(String),
      });
    }
  });

  it('footer and contact values: social links, address structure, service times', async () => {
    expect(await setting('social_media_links')).toMatchObject({
      facebook: expect.stringMatching(/^https:/),
      instagram: expect.stringMatching(/^https:/),
      youtube: expect.stringMatching(/^https:/),
      twitter: expect.stringMatching(/^https:/),
      threads: expect.stringMatching(/^https:/),
    });
    expect(await setting('contact_info')).toMatchObject({
      address: {
        street: '4702 Century Plaza Rd',
        city: 'Indianapolis',
        state: 'IN',
        zip: '46254',
        country: 'USA',
      },
      phone: expect.any(String),
      email: expect.stringContaining('@'),
    });
    // Structured since issue 24: { day, time (24-hour HH:MM), label } per service.
    expect(await setting('service_times')).toEqual([
      { day: 'sunday', time: '09:00', label: 'Sunday' },
      { day: 'sunday', time: '11:00', label: 'Sunday' },
      { day: 'wednesday', time: '19:00', label: 'Mid-Week' },
    ]);
    expect(await setting('map_url')).toMatch(/^https:\/\/www\.google\.com\/maps/);
  });

  it('live page keys: stream URL, service information, channel and meeting links', async () => {
    expect(await setting('live_stream_youtube_url')).toMatch(/youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(await setting('service_information_live_page')).toMatchObject({
      title: expect.any(String),
      times_line1: expect.any(String),
      times_line2: expect.any(String),
    });
    for (const key of [
      'youtube_channel_url',
      'live_page_meeting_link_teams',
      'live_page_meeting_link_zoom',
      'live_page_meeting_link_google_meet',
    ]) {
      expect(await setting(key)).toMatchObject({
        url: expect.stringMatching(/^https:/),
        label: expect.any(String),
      });
    }
  });
});

describe('reads: content', () => {
  it('hero_videos: the active video, single row', async () => {
    const { data, error } = await anon
      .from('hero_videos')
      .select('video_file_path, start_seconds, end_seconds')
      .eq('is_active', true)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ video_file_path: 'welcome-loop.mp4', start_seconds: 1, end_seconds: 9 });
  });

  it('church_events: all columns ordered by start_time, with both list months filled', async () => {
    const { data, error } = await anon
      .from('church_events')
      .select('*')
      .order('start_time', { ascending: true });
    expect(error).toBeNull();
    const events = data ?? [];
    expect(events.length).toBeGreaterThanOrEqual(10);
    const starts = events.map((e) => Date.parse(e.start_time as string));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(Object.keys(events[0] ?? {}).sort()).toEqual(
      [
        'cover_image_external_url',
        'cover_image_height',
        'cover_image_path',
        'cover_image_source_type',
        'cover_image_width',
        'description',
        'description_es',
        'end_time',
        'id',
        'location',
        'location_es',
        'meeting_links',
        'needs_spanish',
        'recurrence_rule',
        'split_from_id',
        'start_time',
        'status',
        'time_zone',
        'title',
        'title_es',
        'updated_at',
        'version',
      ].sort(),
    );
    expect(events.some((e) => e.end_time !== null)).toBe(true);
    expect(events.some((e) => e.cover_image_source_type === 'upload')).toBe(true);
    expect(events.some((e) => e.cover_image_source_type === 'url')).toBe(true);
    const links = events.map((e) => e.meeting_links as Record<string, string>);
    for (const kind of ['teams', 'zoom', 'googleMeet'])
      expect(links.some((l) => typeof l[kind] === 'string')).toBe(true);
    const now = new Date();
    const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const afterNext = new Date(now.getFullYear(), now.getMonth() + 2, 1);
    expect(
      starts.filter((t) => t >= nextMonth.getTime() && t < afterNext.getTime()).length,
    ).toBeGreaterThanOrEqual(2);
    expect(starts.filter((t) => t >= now.getTime()).length).toBeGreaterThanOrEqual(8);
  });

  it("event_occurrences: the pages' read (decision 0028), cancelled dates left out, in start order", async () => {
    const now = Date.now();
    const { data, error } = await anon
      .rpc('event_occurrences', {
        range_start: new Date(now - 400 * 86_400_000).toISOString(),
        range_end: new Date(now + 400 * 86_400_000).toISOString(),
      })
      .select('event_id, occurrence_date, start_time, title, is_recurring, is_cancelled')
      .eq('is_cancelled', false)
      .order('start_time')
      .order('event_id');
    expect(error).toBeNull();
    const rows = (data ?? []) as {
      event_id: string;
      occurrence_date: string;
      start_time: string;
      title: string;
      is_recurring: boolean;
      is_cancelled: boolean;
    }[];
    const starts = rows.map((r) => Date.parse(r.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(rows.filter((r) => !r.is_recurring).length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.filter((r) => r.is_recurring).map((r) => r.title))).toEqual(
      new Set(['Wednesday Bible Study', "Men's Breakfast", 'Friday Youth Night']),
    );
    expect(rows.every((r) => !r.is_cancelled)).toBe(true);
  });

  it('church_events: one event by id, and PGRST116 for a missing id', async () => {
    const found = await anon
      .from('church_events')
      .select('*')
      .eq('id', 'c0000000-0000-4000-8000-000000000002')
      .single();
    expect(found.error).toBeNull();
    expect(found.data?.title).toBe('Sunday Celebration Service');
    const missing = await anon.from('church_events').select('*').eq('id', MISSING_ID).single();
    expect(missing.data).toBeNull();
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('birthdays: name, month and day for the calendar; never the year', async () => {
    const { data, error } = await anon.from('birthdays').select('id, member_name, birth_month, birth_day');
    expect(error).toBeNull();
    expect(data).toHaveLength(12);
    expect(new Set((data ?? []).map((b) => b.birth_month))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    );
    const all = await anon.from('birthdays').select('*');
    expect(all.error?.code).toBe('42501');
  });

  it('sermons: all columns newest first, and one by id', async () => {
    const { data, error } = await anon.from('sermons').select('*').order('date', { ascending: false });
    expect(error).toBeNull();
    const sermons = data ?? [];
    // Twelve in English and one preached in Spanish (docs/decisions/0055).
    expect(sermons).toHaveLength(13);
    const dates = sermons.map((s) => s.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(sermons.map((s) => s.speaker)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(sermons.map((s) => s.series)).size).toBeGreaterThanOrEqual(3);
    for (const s of sermons) {
      expect((s.scripture_references as string[]).length).toBeGreaterThan(0);
      expect((s.video_url as { youtube: string }).youtube).toMatch(/^[\w-]{11}$/);
      expect(s.audio_urls).toMatchObject({
        podcast_youtube_url: expect.any(String),
        podcast_facebook_url: expect.any(String),
      });
      expect(s.audio_file_path).toMatch(/\.mp3$/);
    }
    const one = await anon.from('sermons').select('*').eq('id', sermons[0]?.id).single();
    expect(one.error).toBeNull();
    const missing = await anon.from('sermons').select('*').eq('id', MISSING_ID).single();
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('rpc get_gallery_albums_with_covers: the spec columns, slugs as the front end makes them', async () => {
    const { data, error } = await anon.rpc('get_gallery_albums_with_covers');
    expect(error).toBeNull();
    const albums = (data ?? []) as Record<string, unknown>[];
    expect(albums.length).toBeGreaterThanOrEqual(3);
    for (const album of albums) {
      expect(Object.keys(album).sort()).toEqual(
        [
          'category',
          'category_es',
          'category_slug',
          'image_count',
          'latest_image_created_at',
          'latest_image_height',
          'latest_image_path',
          'latest_image_width',
          'source_type',
        ].sort(),
      );
      expect(album.category_slug).toBe(slugify(album.category as string));
      expect(unslugify(album.category_slug as string)).toBe(album.category);
      expect(Number(album.image_count)).toBeGreaterThanOrEqual(6);
    }
    const worship = albums.find((a) => a.category === 'Sunday Worship');
    expect(worship).toMatchObject({
      latest_image_path: 'sunday-worship/sunday-worship-01.webp',
      source_type: 'upload',
    });
  });

  it('rpc get_gallery_album_categories: rows with a category field', async () => {
    const { data, error } = await anon.rpc('get_gallery_album_categories');
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { category: 'Sunday Worship' },
        { category: 'Youth Ministry' },
        { category: 'Community Outreach' },
      ]),
    );
  });

  it('gallery_images: one album, newest first', async () => {
    const album = unslugify('sunday-worship');
    const { data, error } = await anon
      .from('gallery_images')
      .select('id, description, image_file_path, image_external_url, source_type')
      .eq('category', album)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(6);
    expect(data?.[0]).toMatchObject({
      image_file_path: 'sunday-worship/sunday-worship-01.webp',
      source_type: 'upload',
      image_external_url: null,
    });
  });

  it('member_testimonies: visitors get the approved ones, staff get all, newest first', async () => {
    const pub = await anon
      .from('member_testimonies')
      .select('*')
      .eq('is_approved', true)
      .order('submitted_at', { ascending: false });
    expect(pub.error).toBeNull();
    expect(pub.data).toHaveLength(4);
    const unfiltered = await anon.from('member_testimonies').select('*');
    expect(unfiltered.data?.every((t) => t.is_approved === true)).toBe(true);
    const admin = await staff
      .from('member_testimonies')
      .select('*')
      .order('submitted_at', { ascending: false });
    expect(admin.error).toBeNull();
    expect(admin.data).toHaveLength(6);
    const times = (admin.data ?? []).map((t) => Date.parse(t.submitted_at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pastor_books: three by month_year descending', async () => {
    const { data, error } = await anon
      .from('pastor_books')
      .select('*')
      .order('month_year', { ascending: false })
      .limit(3);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    const months = (data ?? []).map((b) => b.month_year as string);
    expect(months).toEqual([...months].sort().reverse());
    expect(data?.[0]).toMatchObject({
      cover_image_path: expect.stringMatching(/\.jpg$/),
      pdf_file_path: expect.stringMatching(/\.pdf$/),
    });
  });

  it('pastor_blog_posts: published only, newest first, limit 3, and one by slug', async () => {
    const nowIso = new Date().toISOString();
    const all = await anon
      .from('pastor_blog_posts')
      .select('*')
      .lte('published_at', nowIso)
      .order('published_at', { ascending: false });
    expect(all.error).toBeNull();
    expect(all.data).toHaveLength(4);
    const latest = await anon
      .from('pastor_blog_posts')
      .select('*')
      .lte('published_at', nowIso)
      .order('published_at', { ascending: false })
      .limit(3);
    expect(latest.data?.map((p) => p.slug)).toEqual(all.data?.slice(0, 3).map((p) => p.slug));
    const post = await anon.from('pastor_blog_posts').select('*').eq('slug', 'rooted-in-prayer').single();
    expect(post.error).toBeNull();
    expect(post.data?.content).toMatch(/^## /m);
    expect(post.data?.content).toMatch(/^### /m);
    expect(post.data?.content).toMatch(/\*\*[^*]+\*\*/);
    expect(post.data?.content).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/);
    expect(post.data?.tags).toEqual(expect.arrayContaining(['prayer']));
    // The scheduled post exists but is not visible yet, even without the date filter.
    const scheduled = await anon
      .from('pastor_blog_posts')
      .select('*')
      .eq('slug', 'joyful-generosity')
      .single();
    expect(scheduled.error?.code).toBe('PGRST116');
    expect(await count('pastor_blog_posts', 'slug = $1', ['joyful-generosity'])).toBe(1);
  });

  it('bookstore_items: all, newest first, price with two decimals', async () => {
    const { data, error } = await anon
      .from('bookstore_items')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(4);
    const created = (data ?? []).map((b) => Date.parse(b.created_at as string));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const item of data ?? []) {
      expect(Number(item.price).toFixed(2)).toMatch(/^\d+\.\d{2}$/);
      expect(item.purchase_link).toMatch(/^https:\/\//);
    }
  });
});

describe('writes: public forms (no .select() after insert)', () => {
  const written: Array<[table: string, column: string, value: string]> = [];
  afterAll(async () => {
    for (const [table, column, value] of written)
      await db.query(`delete from public.${table} where ${column} = $1`, [value]);
  });

  it('newsletter_subscribers: insert {email}; the same address again is 409 (the guard, any case)', async () => {
    const email = `${token()}@example.org`;
    written.push(['newsletter_subscribers', 'lower(email)', email]);
    const first = await anon.from('newsletter_subscribers').insert({ email });
    expect(first.error).toBeNull();
    // Confirmed from the e-mail (decision 0040); an unconfirmed address is sent the confirmation again.
    await db.query('update public.newsletter_subscribers set confirmed_at = now() where lower(email) = $1', [
      email,
    ]);
    const again = await anon.from('newsletter_subscribers').insert({ email: email.toUpperCase() });
    // The form guard answers 409 with an empty body, so that the answer counts (decision 0016).
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ message: '' });
    expect(await count('newsletter_subscribers', 'lower(email) = $1', [email])).toBe(1);
  });

  it('prayer_requests: insert {name, email, request_details, is_public}', async () => {
    const details = `Please pray for my family ${token()}`;
    written.push(['prayer_requests', 'request_details', details]);
    const { error } = await anon
      .from('prayer_requests')
      .insert({ name: null, email: null, request_details: details, is_public: false });
    expect(error).toBeNull();
    expect(await count('prayer_requests', 'request_details = $1 and not is_public', [details])).toBe(1);
  });

  it('contact_messages: insert {name, email, phone, subject, message}', async () => {
    const subject = `Question about Sunday ${token()}`;
    written.push(['contact_messages', 'subject', subject]);
    const { error } = await anon.from('contact_messages').insert({
      name: 'Jordan Lee',
      email: 'jordan@example.org',
      phone: '',
      subject,
      message: 'Is there parking on site?',
    });
    expect(error).toBeNull();
    expect(await count('contact_messages', 'subject = $1', [subject])).toBe(1);
  });

  it('first_timers: insert {name, email, phone, how_heard, comments}', async () => {
    const comments = `Looking forward to visiting ${token()}`;
    written.push(['first_timers', 'comments', comments]);
    const { error } = await anon.from('first_timers').insert({
      name: 'Avery Smith',
      email: 'avery@example.org',
      phone: '(317) 555-0199',
      how_heard: 'A friend',
      comments,
    });
    expect(error).toBeNull();
    expect(await count('first_timers', 'comments = $1', [comments])).toBe(1);
  });

  it('member_testimonies: insert {submitter_name, testimony_title, testimony_content, is_approved: false}', async () => {
    const content = `God provided a job ${token()}`;
    written.push(['member_testimonies', 'testimony_content', content]);
    const { error } = await anon
      .from('member_testimonies')
      .insert({ submitter_name: '', testimony_title: '', testimony_content: content, is_approved: false });
    expect(error).toBeNull();
    expect(await count('member_testimonies', 'testimony_content = $1 and not is_approved', [content])).toBe(
      1,
    );
  });
});

describe('writes: staff', () => {
  let testimonyId: string;
  const content = `Pending testimony ${token()}`;

  beforeAll(async () => {
    const r = await db.query<{ id: string }>(
      `insert into public.member_testimonies (submitter_name, testimony_title, testimony_content)
       values ('Visitor', 'Answered prayer', $1) returning id`,
      [content],
    );
    testimonyId = r.rows[0]?.id ?? '';
  });
  afterAll(async () => {
    await db.query('delete from public.member_testimonies where id = $1', [testimonyId]);
  });

  it('member_testimonies edit: update by id with all editable fields', async () => {
    const { error } = await staff
      .from('member_testimonies')
      .update({
        submitter_name: 'Visitor (edited)',
        testimony_title: 'Answered prayer (edited)',
        testimony_content: `${content} (edited)`,
        is_approved: false,
        updated_at: new Date().toISOString(),
      })
      .eq('id', testimonyId);
    expect(error).toBeNull();
    const r = await db.query(
      'select submitter_name, testimony_content from public.member_testimonies where id = $1',
      [testimonyId],
    );
    expect(r.rows[0]).toEqual({
      submitter_name: 'Visitor (edited)',
      testimony_content: `${content} (edited)`,
    });
  });

  it('member_testimonies toggle: {is_approved, updated_at} both ways; updated_at moves', async () => {
    const before = await db.query<{ updated_at: Date }>(
      'select updated_at from public.member_testimonies where id = $1',
      [testimonyId],
    );
    for (const approved of [true, false, true]) {
      const { error } = await staff
        .from('member_testimonies')
        .update({ is_approved: approved, updated_at: new Date().toISOString() })
        .eq('id', testimonyId);
      expect(error).toBeNull();
      expect(await count('member_testimonies', 'id = $1 and is_approved = $2', [testimonyId, approved])).toBe(
        1,
      );
    }
    const after = await db.query<{ updated_at: Date }>(
      'select updated_at from public.member_testimonies where id = $1',
      [testimonyId],
    );
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(before.rows[0]!.updated_at.getTime());
    const visible = await anon.from('member_testimonies').select('id').eq('id', testimonyId);
    expect(visible.data).toHaveLength(1);
  });

  it('member_testimonies delete: by id', async () => {
    const { error } = await staff.from('member_testimonies').delete().eq('id', testimonyId);
    expect(error).toBeNull();
    expect(await count('member_testimonies', 'id = $1', [testimonyId])).toBe(0);
  });

  it('gallery: upload to gallery-images at {category-slug}/{timestamp}_{file-slug}, then insert the rows', async () => {
    const category = `Contract Album ${token()}`;
    const categorySlug = slugify(category);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const paths: string[] = [];
    try {
      for (const fileName of ['Choir Photo 1.png', 'Choir Photo 2.png']) {
        const path = `${categorySlug}/${Date.now()}_${slugify(fileName.replace(/\.png$/, ''))}.png`;
        const { error } = await staff.storage
          .from('gallery-images')
          .upload(path, png, { contentType: 'image/png' });
        expect(error).toBeNull();
        paths.push(path);
      }
      const rows = [
        ...paths.map((p) => ({
          category,
          description: 'Choir rehearsal',
          image_file_path: p,
          source_type: 'upload',
          image_external_url: null,
        })),
        {
          category,
          description: 'Choir rehearsal',
          image_file_path: null,
          source_type: 'url',
          image_external_url: 'https://photos.example.org/choir.jpg',
        },
      ];
      const inserted = await staff.from('gallery_images').insert(rows);
      expect(inserted.error).toBeNull();

      const albums = await anon.rpc('get_gallery_albums_with_covers');
      const album = ((albums.data ?? []) as Record<string, unknown>[]).find((a) => a.category === category);
      expect(album).toMatchObject({ category_slug: categorySlug, image_count: 3 });

      const { data } = anon.storage.from('gallery-images').getPublicUrl(paths[0]!);
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/png/);
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    } finally {
      await db.query('delete from public.gallery_images where category = $1', [category]);
      if (paths.length > 0) await staff.storage.from('gallery-images').remove(paths);
    }
  });
});

describe('storage: seeded media', () => {
  it('every media path stored in a row exists as an object in its bucket', async () => {
    const r = await db.query<{ bucket: string; path: string }>(`
      with referenced (bucket, path) as (
        select 'hero-videos', video_file_path from public.hero_videos
        union all select 'event-covers', cover_image_path from public.church_events where cover_image_source_type = 'upload'
        union all select 'sermon-covers', cover_image_path from public.sermons where cover_image_source_type = 'upload'
        union all select 'sermon-audio', audio_file_path from public.sermons where audio_file_path is not null
        union all select 'gallery-images', image_file_path from public.gallery_images where source_type = 'upload'
        union all select 'pastor-book-covers', cover_image_path from public.pastor_books where cover_image_path is not null
        union all select 'pastor-book-pdfs', pdf_file_path from public.pastor_books where pdf_file_path is not null
        union all select 'blog-post-covers', cover_image_path from public.pastor_blog_posts where cover_image_source_type = 'upload'
      )
      select r.bucket, r.path from referenced as r
      where not exists (
        select 1 from storage.objects as o
        where o.bucket_id in (r.bucket, r.bucket || '-unpublished') and o.name = r.path)`);
    expect(r.rows).toEqual([]);
  });

  it('every file of unpublished content is in its private twin, every other in its public bucket', async () => {
    // The seed's scheduled post's cover was uploaded to blog-post-covers and moved by the stack's
    // first run of publish-media (docs/decisions/0037).
    const moves = await db.query('select * from private.media_moves()');
    expect(moves.rows).toEqual([]);
    const cover = await db.query<{ bucket_id: string }>(
      `select o.bucket_id from storage.objects as o
       join public.pastor_blog_posts as p on p.cover_image_path = o.name
       where p.slug = 'joyful-generosity'`,
    );
    expect(cover.rows).toEqual([{ bucket_id: 'blog-post-covers-unpublished' }]);
  });

  it('the eight buckets exist and are public', async () => {
    const r = await db.query<{ id: string }>('select id from storage.buckets where public order by id');
    expect(r.rows.map((b) => b.id)).toEqual(expect.arrayContaining(BUCKETS));
  });

  const samples: Array<[bucket: string, path: string, type: RegExp]> = [
    ['hero-videos', 'welcome-loop.mp4', /^video\/mp4/],
    ['event-covers', 'sunday-celebration.jpg', /^image\/jpeg/],
    ['sermon-covers', 'faith-that-works.jpg', /^image\/jpeg/],
    ['sermon-audio', 'faith-that-works.mp3', /^audio\/mpeg/],
    ['gallery-images', 'youth-ministry/youth-ministry-01.webp', /^image\/webp/],
    ['pastor-book-covers', 'rooted.jpg', /^image\/jpeg/],
    ['pastor-book-pdfs', 'rooted.pdf', /^application\/pdf/],
    ['blog-post-covers', 'rooted-in-prayer.webp', /^image\/webp/],
  ];
  for (const [bucket, path, type] of samples) {
    it(`getPublicUrl('${bucket}', '${path}') is fetchable with its Content-Type`, async () => {
      const { data } = anon.storage.from(bucket).getPublicUrl(path);
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
    });
  }

  it('audio supports Range requests (seeking)', async () => {
    const { data } = anon.storage.from('sermon-audio').getPublicUrl('faith-that-works.mp3');
    const response = await fetch(data.publicUrl, { headers: { Range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('constraints: invalid input is refused and nothing is stored', () => {
  it('a blank prayer request is 23514', async () => {
    const marker = `contract-blank-${token()}`;
    const { error } = await anon
      .from('prayer_requests')
      .insert({ name: marker, email: null, request_details: '   ', is_public: false });
    expect(error?.code).toBe('23514');
    expect(await count('prayer_requests', 'name = $1', [marker])).toBe(0);
  });

  it('a malformed e-mail is 23514 (contact, first-timer, newsletter, prayer)', async () => {
    const t = token();
    const contact = await anon
      .from('contact_messages')
      .insert({ name: 'A', email: 'not-an-email', phone: '', subject: t, message: 'Hi' });
    expect(contact.error?.code).toBe('23514');
    expect(await count('contact_messages', 'subject = $1', [t])).toBe(0);
    const firstTimer = await anon
      .from('first_timers')
      .insert({ name: 'A', email: 'a@b', phone: '', how_heard: '', comments: t });
    expect(firstTimer.error?.code).toBe('23514');
    expect(await count('first_timers', 'comments = $1', [t])).toBe(0);
    const newsletter = await anon.from('newsletter_subscribers').insert({ email: `${t} @example.org` });
    expect(newsletter.error?.code).toBe('23514');
    const prayer = await anon
      .from('prayer_requests')
      .insert({ name: null, email: 'nope', request_details: t, is_public: false });
    expect(prayer.error?.code).toBe('23514');
    expect(await count('prayer_requests', 'request_details = $1', [t])).toBe(0);
  });

  it('blank required fields are 23514 (contact subject, first-timer name, testimony content)', async () => {
    const t = token();
    const contact = await anon
      .from('contact_messages')
      .insert({ name: t, email: 'a@example.org', phone: '', subject: ' ', message: 'Hi' });
    expect(contact.error?.code).toBe('23514');
    const firstTimer = await anon
      .from('first_timers')
      .insert({ name: '  ', email: 'a@example.org', phone: '', how_heard: '', comments: t });
    expect(firstTimer.error?.code).toBe('23514');
    const testimony = await anon
      .from('member_testimonies')
      .insert({ submitter_name: t, testimony_title: '', testimony_content: '\n\t ', is_approved: false });
    expect(testimony.error?.code).toBe('23514');
    expect(await count('contact_messages', 'name = $1', [t])).toBe(0);
    expect(await count('first_timers', 'comments = $1', [t])).toBe(0);
    expect(await count('member_testimonies', 'submitter_name = $1', [t])).toBe(0);
  });

  it('text over its limit is refused (23514 or 22001)', async () => {
    const t = token();
    const long = 'x'.repeat(5001);
    const testimony = await anon
      .from('member_testimonies')
      .insert({ submitter_name: t, testimony_title: '', testimony_content: long, is_approved: false });
    expect(['23514', '22001']).toContain(testimony.error?.code);
    const prayer = await anon
      .from('prayer_requests')
      .insert({ name: t, email: null, request_details: long, is_public: false });
    expect(['23514', '22001']).toContain(prayer.error?.code);
    const contact = await anon
      .from('contact_messages')
      .insert({ name: 'n'.repeat(121), email: 'a@example.org', phone: '', subject: t, message: 'Hi' });
    expect(['23514', '22001']).toContain(contact.error?.code);
    const newsletter = await anon
      .from('newsletter_subscribers')
      .insert({ email: `${'a'.repeat(250)}@example.org` });
    expect(['23514', '22001']).toContain(newsletter.error?.code);
    expect(await count('member_testimonies', 'submitter_name = $1', [t])).toBe(0);
    expect(await count('prayer_requests', 'name = $1', [t])).toBe(0);
    expect(await count('contact_messages', 'subject = $1', [t])).toBe(0);
  });

  it('columns the public may not set are refused (42501): created_at, a subscriber id', async () => {
    const t = token();
    // The four forms without a natural key take a client-made id (docs/decisions/0041); the
    // newsletter does not.
    const withId = await anon
      .from('newsletter_subscribers')
      .insert({ id: randomUUID(), email: `${t}@example.org` } as never);
    expect(withId.error?.code).toBe('42501');
    const withDate = await anon
      .from('newsletter_subscribers')
      .insert({ email: `${t}@example.org`, created_at: '2000-01-01T00:00:00Z' });
    expect(withDate.error?.code).toBe('42501');
    expect(await count('prayer_requests', 'request_details = $1', [t])).toBe(0);
    expect(await count('newsletter_subscribers', 'email = $1', [`${t}@example.org`])).toBe(0);
  });
});
