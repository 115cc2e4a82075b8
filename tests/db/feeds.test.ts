/**
 * Subscribe feeds (calendar, podcast, blog): the Postgres functions called as `anon`, exactly as
 * PostgREST calls them (role switched inside the transaction, `request.headers` set), and
 * checked with the parsers that calendar apps, podcast apps and feed readers rely on.
 *
 * Fixtures are written in the same transaction as the call and rolled back, so the seed stays
 * as it was.
 */
import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type pg from 'pg';
import { parseFeed } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildEventIcs } from '@/features/events/utils/ics';
import { feedUrl } from '@/lib/feeds';
import { superuser } from './support/clients';
import { call } from './support/http';

/** The API address a project configured (`site_identity.api_url`). */
const API = 'https://church-api.example.org';
/** What a forged request sends: every address in a feed must still be the configured one. */
const FORGED_HEADERS = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
const SITE = 'http://localhost:5173';
const CACHE_CONTROL = 'public, max-age=900';
const SCHEDULED_POST = '30000000-0000-4000-8000-000000000005';

let db: pg.Client;

beforeAll(async () => {
  db = await superuser();
});

afterAll(async () => {
  await db?.end();
});

interface FeedResponse {
  /** The raw bytes the function returned ("*\/*" is bytea). */
  bytes: Buffer;
  text: string;
  /** `response.headers` merged into one object. */
  headers: Record<string, string>;
}

interface CallOptions {
  /** Fixtures, run as the superuser in the same transaction before the call. */
  setup?: (client: pg.Client) => Promise<unknown>;
  /** `request.headers` as PostgREST sets them (lower-case names). */
  requestHeaders?: Record<string, string>;
  /**
   * The `site_identity` setting during the call: default `{ api_url: API }` (a project that
   * configured its API address, README "Deploying"); `null` for no row (the built-in defaults).
   */
  identity?: Record<string, string> | null;
}

/**
 * Calls a feed function as anon inside a transaction that is rolled back afterwards.
 *
 * @param call - SQL expression, e.g. `public.calendar_feed()`.
 */
async function feedAsAnon(call: string, options: CallOptions = {}): Promise<FeedResponse> {
  await db.query('begin');
  try {
    await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
    const identity = options.identity === undefined ? { api_url: API } : options.identity;
    if (identity) {
      await db.query(
        `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
        [JSON.stringify(identity)],
      );
    }
    await options.setup?.(db);
    await db.query('set local role anon');
    await db.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify(options.requestHeaders ?? FORGED_HEADERS),
    ]);
    const r = await db.query<{ body: Buffer; headers: string | null }>(
      `select ${call} as body, current_setting('response.headers', true) as headers`,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`${call} returned no row`);
    const list = JSON.parse(row.headers ?? '[]') as Record<string, string>[];
    return { bytes: row.body, text: row.body.toString('utf8'), headers: Object.assign({}, ...list) };
  } finally {
    await db.query('rollback');
  }
}

/** ical.js VEVENTs of a calendar text. */
function vevents(text: string): ICAL.Component[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent');
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  'dc:creator'?: string;
}

/** Items of an RSS document (always an array). */
function rssItems(text: string): RssItem[] {
  const doc = xml.parse(text) as { rss: { channel: { item?: RssItem | RssItem[] } } };
  const items = doc.rss.channel.item;
  return items === undefined ? [] : Array.isArray(items) ? items : [items];
}

const RFC2822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0000$/;

describe('the functions', () => {
  it('are security invoker, stable, with an empty search_path, executable by anon', async () => {
    const r = await db.query<{
      name: string;
      definer: boolean;
      volatility: string;
      config: string[] | null;
      returns: string;
      anon: boolean;
      args: string;
    }>(`
      select p.proname as name, p.prosecdef as definer, p.provolatile as volatility, p.proconfig as config,
             format_type(p.prorettype, null) as returns, has_function_privilege('anon', p.oid, 'execute') as anon,
             pg_get_function_arguments(p.oid) as args
      from pg_proc as p
      where p.pronamespace = 'public'::regnamespace and p.proname in ('calendar_feed', 'podcast_feed', 'blog_feed')
      order by p.proname`);
    expect(r.rows).toEqual([
      {
        name: 'blog_feed',
        definer: false,
        volatility: 's',
        config: ['search_path=""'],
        returns: '"*/*"',
        anon: true,
        args: 'apikey text DEFAULT NULL::text',
      },
      {
        name: 'calendar_feed',
        definer: false,
        volatility: 's',
        config: ['search_path=""'],
        returns: '"*/*"',
        anon: true,
        args: 'apikey text DEFAULT NULL::text',
      },
      {
        name: 'podcast_feed',
        definer: false,
        volatility: 's',
        config: ['search_path=""'],
        returns: '"*/*"',
        anon: true,
        args: 'apikey text DEFAULT NULL::text, series text DEFAULT NULL::text, speaker text DEFAULT NULL::text, language text DEFAULT NULL::text',
      },
    ]);
  });

  it('run in a read-only transaction (GET) and ignore the apikey argument', async () => {
    await db.query('begin read only');
    try {
      await db.query('set local role anon');
      const r = await db.query<{ a: Buffer; b: Buffer }>(
        `select public.blog_feed() as a, public.blog_feed(apikey => 'any-key') as b`,
      );
      const strip = (b: Buffer | undefined): string =>
        (b?.toString('utf8') ?? '').replace(/<atom:link[^>]*>/, '');
      expect(strip(r.rows[0]?.b)).toBe(strip(r.rows[0]?.a));
    } finally {
      await db.query('rollback');
    }
  });
});

describe('calendar_feed', () => {
  it('answers text/calendar with the cache header and a well-formed calendar', async () => {
    const feed = await feedAsAnon('public.calendar_feed()');
    expect(feed.headers).toEqual({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Our Church Events');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT4H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT4H');
    // Every line ends with CRLF (RFC 5545 §3.1).
    expect(feed.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(/[^\r]\n/.test(feed.text)).toBe(false);
  });

  it('holds every event from 90 days ago on, with the fields of the event page', async () => {
    const feed = await feedAsAnon('public.calendar_feed()', {
      setup: (c) =>
        c.query(`insert into public.church_events (id, title, start_time)
                 values ('c0000000-0000-4000-8000-0000000000a1', 'Long past', now() - interval '91 days')`),
    });
    const expected = await db.query<{
      id: string;
      title: string;
      description: string | null;
      location: string | null;
      start_time: Date;
      end_time: Date | null;
    }>(`select id, title, description, location, start_time, end_time from public.church_events
        where start_time >= now() - interval '90 days' and recurrence_rule is null order by start_time, id`);
    expect(expected.rows.length).toBeGreaterThan(5);
    // One-off events (recurring ones are covered by recurring-events.test.ts).
    const events = vevents(feed.text)
      .filter((v) => !v.hasProperty('rrule') && !v.hasProperty('recurrence-id'))
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(expected.rows.map((e) => `${e.id}@church-website.events`));
    expect(feed.text).not.toContain('Long past');
    for (const [i, row] of expected.rows.entries()) {
      const event = events[i];
      if (!event) throw new Error(`missing VEVENT ${i}`);
      expect(event.summary).toBe(row.title);
      expect(event.location ?? null).toBe(row.location);
      expect(event.description ?? null).toBe(row.description);
      expect(event.startDate.toJSDate().getTime()).toBe(row.start_time.getTime());
      const end = row.end_time ?? new Date(row.start_time.getTime() + 60 * 60 * 1000);
      expect(event.endDate.toJSDate().getTime()).toBe(end.getTime());
      expect(event.component.getFirstPropertyValue('url')).toBe(`${SITE}/events/${row.id}`);
      expect(event.startDate.isDate).toBe(false);
      expect(event.startDate.zone?.tzid).toBe('UTC');
    }
  });

  it('folds a 200-character title with accents and emoji at 75 octets, never inside a character', async () => {
    const base = 'Noël à l’Église; chœur, crèche & café \\ 🎄🙏🏽 ';
    let chars: string[] = [];
    while (chars.length < 200) chars = chars.concat(Array.from(base));
    const title = chars.slice(0, 200).join('');
    const description = 'Line one,\nline two; with a back\\slash\r\nand «quotes» — 👋';
    const feed = await feedAsAnon('public.calendar_feed()', {
      setup: (c) =>
        c.query(
          `insert into public.church_events (id, title, description, location, start_time)
           values ('c0000000-0000-4000-8000-0000000000a2', $1, $2, 'Room 1, Hall; Main', now() + interval '1 day')`,
          [title, description],
        ),
    });
    // Split the raw bytes at CRLF: every physical line is at most 75 octets and valid UTF-8 alone.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const lines: Buffer[] = [];
    let start = 0;
    for (let i = feed.bytes.indexOf('\r\n'); i !== -1; i = feed.bytes.indexOf('\r\n', start)) {
      lines.push(feed.bytes.subarray(start, i));
      start = i + 2;
    }
    expect(start).toBe(feed.bytes.length);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
    }
    const summaryStart = lines.findIndex((l) => l.toString('utf8').startsWith('SUMMARY:Noël'));
    expect(summaryStart).toBeGreaterThan(-1);
    // 200 characters, many of 2-4 octets: as many continuation lines as 75-octet folding needs.
    const octets = Buffer.byteLength(`SUMMARY:${title.replaceAll('\\', '\\\\').replace(/[;,]/g, '\\$&')}`);
    expect(octets).toBeGreaterThan(250);
    const continuation = lines.slice(summaryStart + 1).findIndex((l) => l[0] !== 0x20);
    expect(continuation).toBeGreaterThanOrEqual(Math.ceil(octets / 75) - 1);
    expect(continuation).toBeLessThanOrEqual(Math.ceil(octets / 74));
    const event = vevents(feed.text)
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid === 'c0000000-0000-4000-8000-0000000000a2@church-website.events');
    expect(event?.summary).toBe(title);
    expect(event?.description).toBe(description.replace('\r\n', '\n'));
    expect(event?.location).toBe('Room 1, Hall; Main');
    // An event without an end lasts 60 minutes (spec §9).
    expect((event?.endDate.toJSDate().getTime() ?? 0) - (event?.startDate.toJSDate().getTime() ?? 0)).toBe(
      3_600_000,
    );
  });

  it('folds exactly: a character that would cross octet 75 moves whole to the next line', async () => {
    const r = await db.query<{ a: string; b: string; c: string }>(`
      select private.ics_line('SUMMARY', repeat('a', 66) || '🎄🎄') as a,
             private.ics_line('SUMMARY', repeat('a', 67)) as b,
             private.ics_line('X', repeat('é', 100)) as c`);
    expect(r.rows[0]?.a).toBe(`SUMMARY:${'a'.repeat(66)}\r\n 🎄🎄`);
    expect(r.rows[0]?.b).toBe(`SUMMARY:${'a'.repeat(67)}`);
    // 'X:' + 36 two-octet characters = 74 octets (a 37th would make 76); then 37 after each space.
    expect(r.rows[0]?.c).toBe(`X:${'é'.repeat(36)}\r\n ${'é'.repeat(37)}\r\n ${'é'.repeat(27)}`);
  });

  it('writes at most 500 events, soonest first', async () => {
    // The 500 bulk events end 68 days ago, before the seed's first series date (its Bible study
    // starts 56 to 62 days ago, relative to the day the seed ran): a series with changed dates
    // among the 500 would add a VEVENT per change, and the count would depend on the day.
    const feed = await feedAsAnon('public.calendar_feed()', {
      setup: (c) =>
        c.query(`insert into public.church_events (title, start_time)
                 select 'Bulk ' || n, now() - interval '89 days' + make_interval(hours => n)
                 from generate_series(1, 520) as n`),
    });
    const events = vevents(feed.text);
    expect(events).toHaveLength(500);
    expect(events[0]?.getFirstPropertyValue('summary')).toBe('Bulk 1');
  });
});

interface SermonRow {
  id: string;
  title: string;
  speaker: string;
  series: string | null;
  description: string | null;
  audio_file_path: string;
  audio_duration_seconds: number | null;
  size: string;
}

/** Sermons with a stored audio object, newest first, with the object's size. */
async function sermonsWithAudio(where = 'true'): Promise<SermonRow[]> {
  const r = await db.query<SermonRow>(`
    select s.id, s.title, s.speaker, s.series, s.description, s.audio_file_path, s.audio_duration_seconds,
           o.metadata ->> 'size' as size
    from public.sermons as s
    join storage.objects as o on o.bucket_id = 'sermon-audio' and o.name = s.audio_file_path
    -- The English podcast: the Spanish one is its own feed (translated-content.test.ts).
    where s.language = 'en' and (${where})
    order by s.date desc, s.id`);
  return r.rows;
}

describe('podcast_feed', () => {
  it('answers application/rss+xml, well-formed, with every channel tag Apple Podcasts requires', async () => {
    const feed = await feedAsAnon('public.podcast_feed()');
    expect(feed.headers).toEqual({
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
    expect(XMLValidator.validate(feed.text)).toBe(true);
    const podcast = parseFeed(feed.text);
    if (!podcast) throw new Error('podcast-partytime could not parse the feed');
    expect(podcast.title).toBe('Sunday Sermons');
    expect(podcast.description).toMatch(/Sunday Celebration/);
    expect(podcast.language).toBe('en-us');
    expect(podcast.link).toBe(`${SITE}/sermons`);
    expect(podcast.explicit).toBe(false);
    expect(podcast.author).toBe('Our Church');
    expect(podcast.owner).toEqual({ name: 'Church Office', email: 'info@example.org' });
    expect(podcast.itunesImage).toMatch(
      /^https?:\/\/.+\/storage\/v1\/object\/public\/sermon-covers\/podcast-cover\.jpg$/,
    );
    expect(podcast.categories).toEqual(expect.arrayContaining(['religion', 'spirituality', 'christianity']));
    const channel = (xml.parse(feed.text) as { rss: { channel: Record<string, unknown> } }).rss.channel;
    expect(channel['itunes:category']).toEqual({
      '@_text': 'Religion & Spirituality',
      'itunes:category': { '@_text': 'Christianity' },
    });
    expect(channel['itunes:explicit']).toBe('false');
  });

  it('has one item per sermon with stored audio, newest first, with exact enclosure sizes', async () => {
    const feed = await feedAsAnon('public.podcast_feed()');
    const podcast = parseFeed(feed.text);
    const rows = await sermonsWithAudio();
    expect(rows.length).toBe(12);
    expect(podcast?.items.map((i) => i.guid)).toEqual(rows.map((r) => r.id));
    for (const [i, row] of rows.entries()) {
      const item = podcast?.items[i];
      expect(item?.title).toBe(row.title);
      expect(item?.author).toBe(row.speaker);
      expect(item?.link).toBe(`${SITE}/sermons/${row.id}`);
      expect(item?.enclosure).toEqual({
        url: `${API}/storage/v1/object/public/sermon-audio/${row.audio_file_path}`,
        length: Number(row.size),
        type: 'audio/mpeg',
      });
      expect(item?.duration).toBe(row.audio_duration_seconds);
      expect(item?.pubDate).toBeInstanceOf(Date);
    }
    for (const item of rssItems(feed.text)) {
      expect(item.guid['@_isPermaLink']).toBe('false');
      expect(item.pubDate).toMatch(RFC2822);
    }
    // pubDate is noon of the sermon's day at the church.
    const newest = await db.query<{ day: string }>(
      `select to_char(max(date), 'YYYY-MM-DD') as day from public.sermons`,
    );
    expect(
      podcast?.items[0]?.pubDate?.toLocaleDateString('en-CA', { timeZone: 'America/Indiana/Indianapolis' }),
    ).toBe(newest.rows[0]?.day);
    expect(
      podcast?.items[0]?.pubDate?.toLocaleTimeString('en-GB', { timeZone: 'America/Indiana/Indianapolis' }),
    ).toBe('12:00:00');
  });

  it('keeps the guid when a sermon is edited', async () => {
    const id = 'e0000000-0000-4000-8000-000000000003';
    const before = parseFeed((await feedAsAnon('public.podcast_feed()')).text);
    const after = parseFeed(
      (
        await feedAsAnon('public.podcast_feed()', {
          setup: (c) =>
            c.query(
              `update public.sermons set title = 'The Lord Is My Shepherd (revised)', date = date - 1 where id = $1`,
              [id],
            ),
        })
      ).text,
    );
    const a = before?.items.find((i) => i.guid === id);
    const b = after?.items.find((i) => i.guid === id);
    expect(a?.title).toBe('The Lord Is My Shepherd');
    expect(b?.title).toBe('The Lord Is My Shepherd (revised)');
    expect(after?.items.map((i) => i.guid).sort()).toEqual(before?.items.map((i) => i.guid).sort());
  });

  it('per series and per speaker: only their sermons, titled after them', async () => {
    const series = await feedAsAnon(`public.podcast_feed(series => 'Kingdom Excellence')`);
    const bySeries = parseFeed(series.text);
    const seriesRows = await sermonsWithAudio(`s.series = 'Kingdom Excellence'`);
    expect(seriesRows.length).toBe(3);
    expect(bySeries?.title).toBe('Sunday Sermons: Kingdom Excellence');
    expect(bySeries?.items.map((i) => i.guid)).toEqual(seriesRows.map((r) => r.id));

    const speaker = await feedAsAnon(`public.podcast_feed(speaker => 'Minister Ruth Okonkwo')`);
    const bySpeaker = parseFeed(speaker.text);
    const speakerRows = await sermonsWithAudio(`s.speaker = 'Minister Ruth Okonkwo'`);
    expect(speakerRows.length).toBeGreaterThan(1);
    expect(bySpeaker?.title).toBe('Sunday Sermons: Minister Ruth Okonkwo');
    expect(bySpeaker?.items.map((i) => i.guid)).toEqual(speakerRows.map((r) => r.id));
    expect(bySpeaker?.items.every((i) => i.author === 'Minister Ruth Okonkwo')).toBe(true);

    const none = parseFeed((await feedAsAnon(`public.podcast_feed(series => 'No Such Series')`)).text);
    expect(none?.items).toEqual([]);
    // The self link names the feed with its arguments, spelled as the front end's feedUrl() does.
    const self = await feedAsAnon(
      `public.podcast_feed(apikey => 'anon.key-_x', speaker => $$O'Neil & Co/Team (été)$$)`,
    );
    const channel = (xml.parse(self.text) as { rss: { channel: { 'atom:link': { '@_href': string } } } }).rss
      .channel;
    expect(channel['atom:link']['@_href']).toBe(
      feedUrl(API, 'anon.key-_x', 'podcast_feed', { speaker: "O'Neil & Co/Team (été)" }),
    );
  });

  it('leaves out a sermon without audio or whose file is not stored', async () => {
    const feed = await feedAsAnon('public.podcast_feed()', {
      setup: (c) =>
        c.query(`insert into public.sermons (id, title, speaker, date, audio_file_path) values
                 ('e0000000-0000-4000-8000-0000000000a1', 'No file', 'Guest', current_date, 'missing.mp3'),
                 ('e0000000-0000-4000-8000-0000000000a2', 'No audio', 'Guest', current_date, null)`),
    });
    expect(feed.text).not.toContain('0000000000a1');
    expect(feed.text).not.toContain('0000000000a2');
    expect(parseFeed(feed.text)?.items).toHaveLength(12);
  });

  it('keeps markup in titles as text: &, <, ]]>, quotes and control characters', async () => {
    const title = `<script>alert("x")</script> & ]]> 'Tom' \u0007bell`;
    const description = 'A <b>bold</b> claim ]]> & more\nnext line';
    const feed = await feedAsAnon('public.podcast_feed()', {
      setup: (c) =>
        c.query(
          `update public.sermons set title = $1, description = $2, speaker = 'A & B <C>' where id = $3`,
          [title, description, 'e0000000-0000-4000-8000-000000000001'],
        ),
    });
    expect(XMLValidator.validate(feed.text)).toBe(true);
    expect(feed.text).not.toContain('<script>');
    const item = parseFeed(feed.text)?.items.find((i) => i.guid === 'e0000000-0000-4000-8000-000000000001');
    expect(item?.title).toBe(title.replace('\u0007', ''));
    expect(item?.author).toBe('A & B <C>');
    const raw = rssItems(feed.text).find((i) => i.guid['#text'] === 'e0000000-0000-4000-8000-000000000001');
    expect(raw?.description).toBe(description);
  });

  it('reads channel details from podcast_info, with built-in defaults when it is missing', async () => {
    const custom = parseFeed(
      (
        await feedAsAnon('public.podcast_feed()', {
          setup: (c) =>
            c.query(`update public.site_settings set setting_value = $1 where setting_key = 'podcast_info'`, [
              JSON.stringify({
                title: 'Grace & Truth',
                owner_email: 'podcast@example.org',
                explicit: true,
                image_url: 'https://cdn.example.org/art.png',
              }),
            ]),
        })
      ).text,
    );
    expect(custom?.title).toBe('Grace & Truth');
    expect(custom?.owner?.email).toBe('podcast@example.org');
    expect(custom?.explicit).toBe(true);
    expect(custom?.itunesImage).toBe('https://cdn.example.org/art.png');

    const defaults = parseFeed(
      (
        await feedAsAnon('public.podcast_feed()', {
          setup: (c) =>
            c.query(`delete from public.site_settings where setting_key in ('podcast_info', 'contact_info')`),
        })
      ).text,
    );
    expect(defaults?.title).toBe('Our Church Sermons');
    expect(defaults?.author).toBe('Our Church');
    expect(defaults?.owner).toEqual({ name: 'Our Church', email: 'info@example.org' });
    expect(defaults?.explicit).toBe(false);
    expect(defaults?.itunesImage).toBe(`${API}/storage/v1/object/public/sermon-covers/podcast-cover.jpg`);
    expect(defaults?.items).toHaveLength(12);
  });

  it('caps the feed at 500 episodes', async () => {
    const feed = await feedAsAnon('public.podcast_feed()', {
      setup: (c) =>
        c.query(`insert into public.sermons (title, speaker, date, audio_file_path)
                 select 'Bulk ' || n, 'Guest', current_date + n, 'faith-that-works.mp3'
                 from generate_series(1, 505) as n`),
    });
    const items = parseFeed(feed.text)?.items ?? [];
    expect(items).toHaveLength(500);
    expect(items[0]?.title).toBe('Bulk 505');
  });
});

describe('addresses written into the feeds', () => {
  const enclosureUrl = async (options: CallOptions = {}) =>
    parseFeed((await feedAsAnon('public.podcast_feed()', options)).text)?.items[0]?.enclosure.url;

  // Issue 29: the file links followed X-Forwarded-Host / Host when api_url was not set, and the
  // answer may be cached publicly for 15 minutes.
  it('never come from the request: Host and X-Forwarded-* are ignored', async () => {
    const forged = FORGED_HEADERS;
    expect(await enclosureUrl({ requestHeaders: forged })).toMatch(
      /^https:\/\/church-api\.example\.org\/storage\//,
    );
    // Nothing configured: the local stack's address, whatever the request says.
    for (const requestHeaders of [
      forged,
      { host: 'kong:8000', 'x-forwarded-host': 'abc.supabase.co', 'x-forwarded-proto': 'https' },
      { host: 'evil.example"><script>' },
    ]) {
      expect(await enclosureUrl({ requestHeaders, identity: null })).toMatch(
        /^http:\/\/127\.0\.0\.1:54321\/storage\//,
      );
    }
    const feed = await feedAsAnon('public.podcast_feed()', { requestHeaders: forged, identity: null });
    expect(feed.text).not.toContain('evil.example');
  });

  it('use site_identity.api_url when set', async () => {
    expect(
      await enclosureUrl({
        identity: { api_url: 'https://media.example.church/', url: 'https://www.example.church/' },
      }),
    ).toMatch(/^https:\/\/media\.example\.church\/storage\//);
  });

  it('link the pages of site_identity.url, and fall back to the default when it is not a web address', async () => {
    const withSite = await feedAsAnon('public.calendar_feed()', {
      identity: { url: 'https://www.example.church/', name: 'Grace; Chapel, Indy' },
    });
    expect(withSite.text).toContain('URL:https://www.example.church/events/');
    // X- properties are TEXT by default (RFC 5545 §3.8.8.2), so escaped; ical.js leaves them raw.
    expect(withSite.text).toContain('\r\nX-WR-CALNAME:Grace\\; Chapel\\, Indy Events\r\n');
    // The database refuses such a value since 20261126160000; one stored before is still read
    // safely (the shape check is a trigger, bypassed here as a row from before it would be).
    const broken = await feedAsAnon('public.calendar_feed()', {
      identity: null,
      setup: async (c) => {
        await c.query(`set local session_replication_role = replica`);
        await c.query(
          `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
          [JSON.stringify({ url: 'javascript:alert(1)' })],
        );
        await c.query(`set local session_replication_role = origin`);
      },
    });
    expect(broken.text).toContain(`URL:${SITE}/events/`);
  });

  it('percent-encode storage paths', async () => {
    const url = await enclosureUrl({
      setup: async (c) => {
        await c.query(
          `update storage.objects set name = 'séries/a b&c.mp3' where bucket_id = 'sermon-audio' and name = 'refuge-and-strength.mp3'`,
        );
        await c.query(
          `update public.sermons set audio_file_path = 'séries/a b&c.mp3' where id = 'e0000000-0000-4000-8000-000000000001'`,
        );
      },
    });
    expect(url).toBe(`${API}/storage/v1/object/public/sermon-audio/s%C3%A9ries/a%20b%26c.mp3`);
  });
});

describe('blog_feed', () => {
  it('answers application/rss+xml with published posts only, newest first', async () => {
    const feed = await feedAsAnon('public.blog_feed()', {
      setup: (c) =>
        c.query(`insert into public.pastor_blog_posts (id, title, slug, content, published_at) values
                 ('30000000-0000-4000-8000-0000000000a1', 'A draft', 'a-draft', 'Draft body', null)`),
    });
    expect(feed.headers).toEqual({
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
    expect(XMLValidator.validate(feed.text)).toBe(true);
    const published = await db.query<{
      id: string;
      title: string;
      slug: string;
      excerpt: string;
      author_name: string;
    }>(
      `select id, title, slug, excerpt, author_name from public.pastor_blog_posts
       where published_at <= now() order by published_at desc, id`,
    );
    expect(published.rows).toHaveLength(4);
    const items = rssItems(feed.text);
    expect(items.map((i) => i.guid['#text'])).toEqual(published.rows.map((p) => p.id));
    for (const [i, post] of published.rows.entries()) {
      expect(items[i]?.title).toBe(post.title);
      expect(items[i]?.link).toBe(`${SITE}/pastors-corner/blog/${post.slug}`);
      expect(items[i]?.description).toBe(post.excerpt);
      expect(items[i]?.['dc:creator']).toBe(post.author_name);
      expect(items[i]?.pubDate).toMatch(RFC2822);
      expect(items[i]?.guid['@_isPermaLink']).toBe('false');
    }
    expect(feed.text).not.toContain(SCHEDULED_POST);
    expect(feed.text).not.toContain('Joyful Generosity');
    expect(feed.text).not.toContain('A draft');
  });

  it('even for staff, a scheduled post stays out of the feed', async () => {
    await db.query('begin');
    try {
      await db.query(`set local role authenticated`);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: 'a0000000-0000-4000-8000-000000000001', role: 'authenticated' }),
      ]);
      const r = await db.query<{ body: Buffer }>('select public.blog_feed() as body');
      expect(r.rows[0]?.body.toString('utf8')).not.toContain(SCHEDULED_POST);
    } finally {
      await db.query('rollback');
    }
  });

  it('keeps an XSS or ]]> title as text, and falls back to the first 150 characters for the description', async () => {
    const title = '<img src=x onerror=alert(1)> ]]> <![CDATA[ & "Q"';
    const content = 'Abc '.repeat(60);
    const feed = await feedAsAnon('public.blog_feed()', {
      setup: (c) =>
        c.query(
          `insert into public.pastor_blog_posts (id, title, slug, content, published_at, author_name) values
           ('30000000-0000-4000-8000-0000000000a2', $1, 'xss-post', $2, now() - interval '1 minute', 'Guest <b>')`,
          [title, content],
        ),
    });
    expect(XMLValidator.validate(feed.text)).toBe(true);
    expect(feed.text).not.toContain('<img');
    const item = rssItems(feed.text)[0];
    expect(item?.title).toBe(title);
    expect(item?.description).toBe(content.slice(0, 150));
    expect(item?.['dc:creator']).toBe('Guest <b>');
  });
});

/**
 * Over HTTP, as a calendar or podcast app fetches a feed: GET, the key only in `?apikey=`, no
 * `Accept` header (and again with `Accept: *\/*`), nothing else.
 */
/** `/rest/v1/rpc/<name>?apikey=<anon key><query>`: a feed's address as apps fetch it. */
const feedPath = (name: string, query = ''): string =>
  `/rest/v1/rpc/${name}?apikey=${encodeURIComponent(inject('anonKey'))}${query}`;

/**
 * Sets (committed) the `site_identity` setting, or removes it (`null`), for the tests of a
 * describe block; the block's `afterAll` puts the seed's value back.
 */
function useCommittedIdentity(identity: () => Record<string, string> | null): void {
  let before: unknown;
  beforeAll(async () => {
    const r = await db.query<{ setting_value: unknown }>(
      `select setting_value from public.site_settings where setting_key = 'site_identity'`,
    );
    before = r.rows[0]?.setting_value;
    await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
    const value = identity();
    if (value) {
      await db.query(
        `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
        [JSON.stringify(value)],
      );
    }
  });
  afterAll(async () => {
    await db.query(`delete from public.site_settings where setting_key = 'site_identity'`);
    if (before !== undefined) {
      await db.query(
        `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
        [JSON.stringify(before)],
      );
    }
  });
}

// Issue 29: this request answered a podcast whose files, artwork and self link were at
// https://evil.example/…, which any shared cache could keep for 15 minutes (public, max-age=900).
describe('over HTTP, with no api_url configured', () => {
  useCommittedIdentity(() => null);

  it('podcast: a forged X-Forwarded-Host changes no address', async () => {
    const answer = await call(feedPath('podcast_feed'), {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(answer.text).not.toContain('evil.example');
    expect(parseFeed(answer.text)?.items[0]?.enclosure.url).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/storage\//,
    );
  });
});

describe('over HTTP, as apps fetch the feeds', () => {
  // The project's API address, configured: this throwaway stack's.
  useCommittedIdentity(() => ({ api_url: inject('apiUrl') }));
  const path = feedPath;

  const FEEDS = [
    ['calendar_feed', 'text/calendar; charset=utf-8'],
    ['podcast_feed', 'application/rss+xml; charset=utf-8'],
    ['blog_feed', 'application/rss+xml; charset=utf-8'],
  ] as const;

  it.each(FEEDS)('%s: 200 with its Content-Type, without and with Accept: */*', async (name, type) => {
    const variants: Record<string, string>[] = [{}, { accept: '*/*' }];
    for (const headers of variants) {
      const answer = await call(path(name), { headers });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe(CACHE_CONTROL);
      if (name === 'calendar_feed') expect(answer.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      else expect(XMLValidator.validate(answer.text)).toBe(true);
    }
  });

  it('without the key the gateway refuses the feed', async () => {
    const answer = await call('/rest/v1/rpc/calendar_feed');
    expect(answer.status).toBe(401);
  });

  it('calendar: every upcoming event with the start, end, title and location of the event page', async () => {
    const answer = await call(path('calendar_feed'));
    const byUid = new Map(
      vevents(answer.text).map((v) => [String(v.getFirstPropertyValue('uid')), new ICAL.Event(v)]),
    );
    const upcoming = await db.query<{
      id: string;
      title: string;
      location: string | null;
      start_time: Date;
      end_time: Date | null;
    }>(
      `select id, title, location, start_time, end_time from public.church_events where start_time >= now() and recurrence_rule is null order by start_time`,
    );
    expect(upcoming.rows.length).toBeGreaterThan(5);
    for (const row of upcoming.rows) {
      const event = byUid.get(`${row.id}@church-website.events`);
      expect(event, row.title).toBeDefined();
      expect(event?.summary).toBe(row.title);
      expect(event?.location ?? null).toBe(row.location);
      expect(event?.startDate.toJSDate().getTime()).toBe(row.start_time.getTime());
      expect(event?.endDate.toJSDate().getTime()).toBe(
        (row.end_time ?? new Date(row.start_time.getTime() + 3_600_000)).getTime(),
      );
    }
  });

  // The event page's .ics download (Events feature) and this feed describe one event the same
  // way. The download's builder is imported by name, so moving or renaming it breaks this file
  // (type check and run) instead of dropping the comparison.
  it('calendar: each VEVENT equals, field by field, the event page’s .ics download', async () => {
    const answer = await call(path('calendar_feed'));
    const feed = new Map(
      vevents(answer.text)
        .filter((v) => !v.hasProperty('rrule') && !v.hasProperty('recurrence-id'))
        .map((v) => [String(v.getFirstPropertyValue('uid')), v]),
    );
    const rows = await db.query<{
      id: string;
      title: string;
      description: string | null;
      location: string | null;
      start_time: Date;
      end_time: Date | null;
    }>(`select id, title, description, location, start_time, end_time from public.church_events
          where start_time >= now() - interval '90 days' and recurrence_rule is null`);
    expect(rows.rows.length).toBeGreaterThan(5);
    for (const row of rows.rows) {
      const text = await buildEventIcs(
        { ...row, start_time: row.start_time.toISOString(), end_time: row.end_time?.toISOString() ?? null },
        { pageUrl: `${SITE}/events/${row.id}` },
      );
      const [page] = vevents(text);
      const uid = String(page?.getFirstPropertyValue('uid'));
      const fromFeed = feed.get(uid);
      expect(fromFeed, uid).toBeDefined();
      for (const name of ['uid', 'dtstart', 'dtend', 'summary', 'description', 'location', 'url']) {
        expect(String(fromFeed?.getFirstPropertyValue(name)), `${row.title}: ${name}`).toBe(
          String(page?.getFirstPropertyValue(name)),
        );
      }
    }
  });

  it('calendar: a 200-character title with accents and emoji folds at 75 octets', async () => {
    const id = 'c0000000-0000-4000-8000-0000000000b1';
    let chars: string[] = [];
    while (chars.length < 200) chars = chars.concat(Array.from('Fête de Noël à l’église, «chœur» 🎄🙏🏽 '));
    const title = chars.slice(0, 200).join('');
    await db.query(
      `insert into public.church_events (id, title, start_time) values ($1, $2, now() + interval '2 days')`,
      [id, title],
    );
    try {
      const answer = await call(path('calendar_feed'));
      const bytes = Buffer.from(answer.text, 'utf8');
      const decoder = new TextDecoder('utf-8', { fatal: true });
      let start = 0;
      for (let i = bytes.indexOf('\r\n'); i !== -1; i = bytes.indexOf('\r\n', start)) {
        const line = bytes.subarray(start, i);
        expect(line.length).toBeLessThanOrEqual(75);
        expect(() => decoder.decode(line)).not.toThrow();
        start = i + 2;
      }
      const event = vevents(answer.text).find(
        (v) => v.getFirstPropertyValue('uid') === `${id}@church-website.events`,
      );
      expect(event?.getFirstPropertyValue('summary')).toBe(title);
    } finally {
      await db.query('delete from public.church_events where id = $1', [id]);
    }
  });

  it('podcast: Apple’s tags, and each enclosure is the stored file: its size, 200, and 206 to a Range', async () => {
    const answer = await call(path('podcast_feed'));
    const podcast = parseFeed(answer.text);
    if (!podcast) throw new Error('podcast-partytime could not parse the feed');
    expect(podcast.title).toBeTruthy();
    expect(podcast.description).toBeTruthy();
    expect(podcast.language).toBe('en-us');
    expect(podcast.link).toMatch(/^https?:\/\//);
    expect(podcast.author).toBeTruthy();
    expect(podcast.owner?.email).toMatch(/@/);
    expect(podcast.categories).toEqual(expect.arrayContaining(['christianity']));
    expect(answer.text).toContain('<itunes:explicit>false</itunes:explicit>');
    const art = await call(podcast.itunesImage ?? 'missing');
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toBe('image/jpeg');

    const sizes = await sermonsWithAudio();
    expect(podcast.items).toHaveLength(sizes.length);
    for (const [i, item] of podcast.items.entries()) {
      expect(item.guid).toBe(sizes[i]?.id);
      expect(item.enclosure.length).toBe(Number(sizes[i]?.size));
      expect(item.enclosure.type).toBe('audio/mpeg');
      const whole = await call(item.enclosure.url);
      expect(whole.status).toBe(200);
      expect(Number(whole.headers['content-length'])).toBe(item.enclosure.length);
      const part = await call(item.enclosure.url, { headers: { range: 'bytes=0-1023' } });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-1023/${item.enclosure.length}`);
    }
  });

  it('podcast: the guid stays when a sermon is edited; series and speaker feeds hold only theirs', async () => {
    const id = 'e0000000-0000-4000-8000-000000000004';
    const before = parseFeed((await call(path('podcast_feed'))).text);
    await db.query(`update public.sermons set title = title || ' (edited)' where id = $1`, [id]);
    try {
      const after = parseFeed((await call(path('podcast_feed'))).text);
      expect(after?.items.map((i) => i.guid)).toEqual(before?.items.map((i) => i.guid));
      expect(after?.items.find((i) => i.guid === id)?.title).toBe('Faithful in Little (edited)');
    } finally {
      await db.query(`update public.sermons set title = 'Faithful in Little' where id = $1`, [id]);
    }

    const series = parseFeed((await call(path('podcast_feed', '&series=The%20Spirit-Led%20Life'))).text);
    const seriesIds = (await sermonsWithAudio(`s.series = 'The Spirit-Led Life'`)).map((r) => r.id);
    expect(seriesIds.length).toBe(3);
    expect(series?.items.map((i) => i.guid)).toEqual(seriesIds);

    const speaker = parseFeed((await call(path('podcast_feed', '&speaker=Elder%20Marcus%20Williams'))).text);
    const speakerIds = (await sermonsWithAudio(`s.speaker = 'Elder Marcus Williams'`)).map((r) => r.id);
    expect(speakerIds.length).toBeGreaterThan(1);
    expect(speaker?.items.map((i) => i.guid)).toEqual(speakerIds);
  });

  it('blog: a scheduled post is absent; an XSS or ]]> title stays text', async () => {
    const id = '30000000-0000-4000-8000-0000000000b1';
    const title = '<script>alert(1)</script> ]]> & "quotes"';
    await db.query(
      `insert into public.pastor_blog_posts (id, title, slug, content, published_at)
       values ($1, $2, 'feed-xss-check', 'Body', now() - interval '1 minute')`,
      [id, title],
    );
    try {
      const answer = await call(path('blog_feed'));
      expect(XMLValidator.validate(answer.text)).toBe(true);
      const items = rssItems(answer.text);
      expect(items.find((i) => i.guid['#text'] === id)?.title).toBe(title);
      expect(answer.text).not.toContain('<script>');
      expect(items.some((i) => i.guid['#text'] === SCHEDULED_POST)).toBe(false);
      expect(items.length).toBe(5);
    } finally {
      await db.query('delete from public.pastor_blog_posts where id = $1', [id]);
    }
  });
});
