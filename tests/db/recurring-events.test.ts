/**
 * Recurring events (docs/decisions/0028-recurring-events.md): the one expansion
 * (`public.event_occurrences`) against an independent RFC 5545 implementation (ical.js
 * `RecurExpansion`), the calendar feed against the pages, 'This and following events', and who
 * may see and change what.
 *
 * ical.js expands each rule from a floating DTSTART (wall-clock time, no zone), so its answer
 * does not depend on this project's VTIMEZONE; the instants are then found with the runtime's
 * own zone data (Intl, through @date-fns/tz). Postgres must agree on both: the wall-clock time of
 * every date (7:00 PM stays 7:00 PM across daylight-saving changes) and the instant.
 */
import { TZDate } from '@date-fns/tz';
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const CHURCH = 'America/Indiana/Indianapolis';
const BIBLE_STUDY = 'c1000000-0000-4000-8000-000000000001';

let db: pg.Client;
let editor: Principal;
let care: Principal;
let member: Principal;

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'recurring-editor', 'editor');
  care = await createPrincipal(db, 'recurring-care', 'care');
  member = await createPrincipal(db, 'recurring-member', null);
});

afterAll(async () => {
  await db?.query(`delete from public.church_events where title like 'Recurring test %'`);
  if (db) await removePrincipals(db, [editor, care, member]);
  await db?.end();
});

/** `YYYY-MM-DDTHH:MM:SS` wall-clock time of an instant in a zone (Intl's zone data). */
function wallClock(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The instant of a wall-clock time `YYYY-MM-DDTHH:MM:SS` in a zone (Intl's zone data). */
function instantOf(local: string, zone: string): number {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0, zone).getTime();
}

/** Adds whole months to a wall-clock `YYYY-MM-DDTHH:MM:SS` (the day is kept; all starts use days ≤ 28 or are checked). */
function addMonths(local: string, months: number): string {
  const [date = '', time = ''] = local.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}`;
}

/** ical.js: the wall-clock starts of a rule from a floating DTSTART, before `endLocal`. */
function icalStarts(rule: string, startLocal: string, endLocal: string): string[] {
  const dtstart = startLocal.replaceAll('-', '').replaceAll(':', '');
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:expansion-test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${dtstart}`,
    `RRULE:${rule}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const expansion = new ICAL.RecurExpansion({
    component: vevent,
    dtstart: vevent.getFirstPropertyValue('dtstart') as ICAL.Time,
  });
  const starts: string[] = [];
  for (let next = expansion.next(); next; next = expansion.next()) {
    const local = next.toString();
    if (local >= endLocal) break;
    starts.push(local);
  }
  return starts;
}

interface RuleCase {
  rule: string;
  /** First start, wall-clock in `zone`. */
  start: string;
  zone?: string;
  why: string;
}

// At least twenty rules of the supported subset (decision 0028), each expanded over 24 months.
const RULES: RuleCase[] = [
  { rule: 'FREQ=DAILY', start: '2026-03-01T19:00:00', why: 'daily through the March DST change' },
  {
    rule: 'FREQ=DAILY;INTERVAL=3;COUNT=40',
    start: '2026-10-20T09:00:00',
    why: 'every 3 days, COUNT, November DST',
  },
  {
    rule: 'FREQ=DAILY;UNTIL=20260315T120000Z',
    start: '2026-03-05T23:30:00',
    why: 'late evening in the DST week, UNTIL',
  },
  { rule: 'FREQ=WEEKLY;BYDAY=WE', start: '2026-01-07T19:00:00', why: 'weekly Wednesday, never ends' },
  {
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270601T035959Z',
    start: '2026-11-06T18:00:00',
    why: 'every other Friday until the end of May',
  },
  {
    rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=30',
    start: '2026-02-27T07:30:00',
    why: 'three days a week, COUNT',
  },
  {
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU',
    start: '2026-03-03T12:00:00',
    why: 'two days every other week, week from Sunday',
  },
  {
    rule: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=SA,SU',
    start: '2026-10-31T10:00:00',
    why: 'weekend every third week (Monday week start)',
  },
  {
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU',
    start: '2026-01-04T08:00:00',
    why: 'Sunday and Monday every other week, week from Sunday',
  },
  { rule: 'FREQ=WEEKLY;COUNT=1', start: '2026-05-05T19:00:00', why: 'one date only' },
  { rule: 'FREQ=MONTHLY;BYDAY=1SA', start: '2026-01-03T08:00:00', why: 'first Saturday' },
  { rule: 'FREQ=MONTHLY;BYDAY=-1FR', start: '2026-01-30T19:00:00', why: 'last Friday' },
  { rule: 'FREQ=MONTHLY;BYDAY=2TU', start: '2026-01-13T19:00:00', why: 'second Tuesday' },
  { rule: 'FREQ=MONTHLY;BYDAY=-2MO', start: '2026-01-19T19:00:00', why: 'second-to-last Monday' },
  {
    rule: 'FREQ=MONTHLY;BYDAY=5SU',
    start: '2026-03-29T10:00:00',
    why: 'fifth Sunday (most months have none)',
  },
  { rule: 'FREQ=MONTHLY;BYDAY=MO', start: '2026-01-05T18:00:00', why: 'every Monday, monthly' },
  {
    rule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=3WE;COUNT=8',
    start: '2026-01-21T19:00:00',
    why: 'third Wednesday every other month, COUNT',
  },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=31', start: '2026-01-31T18:00:00', why: 'the 31st: short months skipped' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', start: '2026-01-31T18:00:00', why: 'last day of the month' },
  { rule: 'FREQ=MONTHLY', start: '2026-01-30T18:00:00', why: "the start's day (30th): February skipped" },
  {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=30;UNTIL=20270401T000000Z',
    start: '2026-01-30T18:00:00',
    why: 'the 30th until April 2027',
  },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=1,15', start: '2026-01-01T12:00:00', why: 'two days of each month' },
  { rule: 'FREQ=YEARLY', start: '2026-12-25T10:00:00', why: 'yearly' },
  { rule: 'FREQ=YEARLY;INTERVAL=2', start: '2026-07-04T18:00:00', why: 'every other year' },
  { rule: 'FREQ=WEEKLY;BYDAY=SU', start: '2026-03-22T10:00:00', zone: 'Europe/London', why: 'London DST' },
  {
    rule: 'FREQ=MONTHLY;BYDAY=1SU',
    start: '2026-03-01T09:00:00',
    zone: 'Australia/Sydney',
    why: 'southern-hemisphere DST',
  },
];

describe('event_occurrences against ical.js RecurExpansion', () => {
  it('covers at least twenty rules', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(RULES)('$rule from $start ($why)', async ({ rule, start, zone = CHURCH }) => {
    const endLocal = addMonths(start, 24);
    const expected = icalStarts(rule, start, endLocal);
    expect(expected.length, 'ical.js found dates').toBeGreaterThan(0);

    await db.query('begin');
    try {
      const inserted = await db.query<{ id: string }>(
        `insert into public.church_events (title, start_time, end_time, recurrence_rule, time_zone)
         values ('Recurring test expansion', $1::timestamp at time zone $3,
                 ($1::timestamp + interval '90 minutes') at time zone $3, $2, $3)
         returning id::text`,
        [start.replace('T', ' '), rule, zone],
      );
      const id = inserted.rows[0]?.id;
      const rows = await db.query<{ start_time: Date; end_time: Date; occurrence_date: string }>(
        `select start_time, end_time, occurrence_date::text
         from public.event_occurrences($1::timestamp at time zone $3, $2::timestamp at time zone $3)
         where event_id = $4`,
        [start.replace('T', ' '), endLocal.replace('T', ' '), zone, id],
      );
      // Same wall-clock starts, in the same order.
      expect(rows.rows.map((r) => wallClock(r.start_time, zone))).toEqual(expected);
      // Same instants as the runtime's zone data gives for those wall-clock times.
      expect(rows.rows.map((r) => r.start_time.getTime())).toEqual(expected.map((l) => instantOf(l, zone)));
      // Every date lasts 90 minutes and is addressed by its date in the zone.
      for (const r of rows.rows) {
        expect(r.end_time.getTime() - r.start_time.getTime()).toBe(90 * 60_000);
        expect(r.occurrence_date).toBe(wallClock(r.start_time, zone).slice(0, 10));
      }
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the rule and the start are checked', () => {
  async function insertError(rule: string, start = '2026-01-07 19:00'): Promise<string> {
    await db.query('begin');
    try {
      await db.query(
        `insert into public.church_events (title, start_time, recurrence_rule)
         values ('Recurring test check', $1::timestamp at time zone '${CHURCH}', $2)`,
        [start, rule],
      );
      return 'stored';
    } catch (error) {
      const e = error as { code?: string; detail?: string; constraint?: string };
      return `${e.code ?? ''} ${e.constraint ?? e.detail ?? ''}`.trim();
    } finally {
      await db.query('rollback');
    }
  }

  it.each([
    'FREQ=HOURLY',
    'FREQ=WEEKLY;BYDAY=WE;COUNT=3;UNTIL=20270101T000000Z',
    'FREQ=WEEKLY;BYDAY=2WE',
    'FREQ=MONTHLY;BYDAY=WE;BYMONTHDAY=3',
    'FREQ=MONTHLY;BYDAY=6WE',
    'FREQ=WEEKLY;BYDAY=WE;UNTIL=20270101',
    'FREQ=WEEKLY;INTERVAL=0;BYDAY=WE',
    'FREQ=WEEKLY;BYDAY=WE;BYSETPOS=1',
    'RRULE:FREQ=WEEKLY',
    'FREQ=WEEKLY;FREQ=DAILY',
    'freq=weekly',
    'FREQ=DAILY;COUNT=731',
    'FREQ=YEARLY;BYMONTHDAY=3',
  ])('refuses %s', async (rule) => {
    expect(await insertError(rule)).toBe('23514 church_events_recurrence_rule_valid');
  });

  it('refuses a start that is not one of the rule’s dates (start_not_in_rule)', async () => {
    // 2026-01-07 is a Wednesday.
    expect(await insertError('FREQ=WEEKLY;BYDAY=TH')).toBe('P0001 start_not_in_rule');
    expect(await insertError('FREQ=MONTHLY;BYDAY=2WE')).toBe('P0001 start_not_in_rule');
    expect(await insertError('FREQ=WEEKLY;BYDAY=WE;UNTIL=20260101T000000Z')).toBe('P0001 start_not_in_rule');
    expect(await insertError('FREQ=WEEKLY;BYDAY=WE,TH')).toBe('stored');
  });

  it('refuses an exception on a date the series does not have (not_an_occurrence)', async () => {
    await db.query('begin');
    try {
      await expect(
        db.query(
          `insert into public.church_event_exceptions (event_id, occurrence_date, is_cancelled)
           values ($1, (now() at time zone '${CHURCH}')::date + 400 + ((4 - extract(isodow from now())::int + 7) % 7), true)`,
          [BIBLE_STUDY],
        ),
      ).rejects.toMatchObject({ code: 'P0001', detail: 'not_an_occurrence' });
    } finally {
      await db.query('rollback');
    }
  });

  it('refuses a range longer than 3,700 days or backwards (invalid_range)', async () => {
    await expect(
      db.query(`select * from public.event_occurrences(now(), now() - interval '1 day')`),
    ).rejects.toMatchObject({ code: '22023', detail: 'invalid_range' });
    await expect(
      db.query(`select * from public.event_occurrences(now(), now() + interval '3701 days')`),
    ).rejects.toMatchObject({ code: '22023', detail: 'invalid_range' });
  });
});

interface PageOccurrence {
  uid: string;
  start: number;
  end: number;
  title: string;
  location: string | null;
}

function sortOccurrences(list: PageOccurrence[]): PageOccurrence[] {
  return [...list].sort((a, b) => a.start - b.start || a.uid.localeCompare(b.uid));
}

describe('every_one_off: the range bounds only the series (issue 30)', () => {
  it('returns one-off events whatever their date, and series dates only within the range', async () => {
    await db.query('begin');
    try {
      const ids = await db.query<{ id: string; title: string }>(
        `insert into public.church_events (title, start_time, end_time, recurrence_rule)
         values ('Recurring test far one-off', now() + interval '500 days', now() + interval '500 days 2 hours', null),
                ('Recurring test old one-off', now() - interval '900 days', null, null),
                ('Recurring test far series', date_trunc('day', now()) + interval '500 days 19 hours', null,
                 'FREQ=DAILY;COUNT=3')
         returning id::text, title`,
      );
      const byTitle = new Map(ids.rows.map((row) => [row.title, row.id]));
      await db.query('set local role anon');
      const read = async (everyOneOff: string) =>
        (
          await db.query<{ event_id: string; is_recurring: boolean }>(
            `select event_id::text, is_recurring
             from public.event_occurrences(now() - interval '400 days', now() + interval '400 days'${everyOneOff})
             where event_id = any($1::uuid[])`,
            [[...byTitle.values()]],
          )
        ).rows.map((row) => row.event_id);

      // As before by default, and with false: the range bounds everything.
      expect(await read('')).toEqual([]);
      expect(await read(', false')).toEqual([]);
      // With true: both one-off events (oldest first), and no date of the series 500 days ahead.
      expect(await read(', every_one_off => true')).toEqual([
        byTitle.get('Recurring test old one-off'),
        byTitle.get('Recurring test far one-off'),
      ]);
      // The seeded series are still expanded within the range, not beyond it.
      const series = await db.query<{ n: number; last: Date }>(
        `select count(*)::int as n, max(start_time) as last
         from public.event_occurrences(now() - interval '400 days', now() + interval '400 days', true)
         where event_id = $1`,
        [BIBLE_STUDY],
      );
      expect(series.rows[0]?.n).toBeGreaterThan(50);
      expect(series.rows[0]?.last.getTime()).toBeLessThan(Date.now() + 401 * 86_400_000);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the calendar feed and the pages read the same answer', () => {
  it('the feed, expanded by ical.js, gives exactly the dates the pages show for the next 12 months', async () => {
    await db.query('begin');
    try {
      await db.query('set local role anon');
      const window = await db.query<{ from: Date; to: Date }>(
        `select now() as from, now() + interval '12 months' as to`,
      );
      const from = window.rows[0]?.from.getTime() ?? 0;
      const to = window.rows[0]?.to.getTime() ?? 0;
      const feed = await db.query<{ body: Buffer }>('select public.calendar_feed() as body');
      const pages = await db.query<{
        event_id: string;
        start_time: Date;
        end_time: Date | null;
        title: string;
        location: string | null;
        is_recurring: boolean;
      }>(
        `select event_id, start_time, end_time, title, location, is_recurring
         from public.event_occurrences(now(), now() + interval '12 months')
         where not is_cancelled and start_time >= now()`,
      );

      const calendar = new ICAL.Component(ICAL.parse(feed.rows[0]?.body.toString('utf8') ?? ''));
      const zones = calendar.getAllSubcomponents('vtimezone');
      expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual([CHURCH]);
      for (const zone of zones) ICAL.TimezoneService.register(zone);
      const vevents = calendar.getAllSubcomponents('vevent');
      const overrides = vevents.filter((v) => v.hasProperty('recurrence-id'));
      const fromFeed: PageOccurrence[] = [];
      for (const master of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
        const event = new ICAL.Event(master);
        for (const o of overrides) {
          if (o.getFirstPropertyValue('uid') === event.uid) event.relateException(new ICAL.Event(o));
        }
        const add = (start: ICAL.Time, end: ICAL.Time, item: ICAL.Event): void => {
          const s = start.toJSDate().getTime();
          if (s >= from && s < to) {
            fromFeed.push({
              uid: event.uid,
              start: s,
              end: end.toJSDate().getTime(),
              title: item.summary,
              location: item.location ?? null,
            });
          }
        };
        if (!event.isRecurring()) {
          add(event.startDate, event.endDate, event);
          continue;
        }
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          if (next.toJSDate().getTime() > to + 60 * 86_400_000) break;
          const details = event.getOccurrenceDetails(next);
          add(details.startDate, details.endDate, details.item);
        }
      }

      const fromPages: PageOccurrence[] = pages.rows.map((r) => ({
        uid: `${r.event_id}@church-website.events`,
        start: r.start_time.getTime(),
        // An event without an end lasts 60 minutes in calendars (spec §9).
        end: (r.end_time ?? new Date(r.start_time.getTime() + 3_600_000)).getTime(),
        title: r.title,
        location: r.location,
      }));
      expect(pages.rows.filter((r) => r.is_recurring).length, 'seeded series in the window').toBeGreaterThan(
        20,
      );
      expect(sortOccurrences(fromFeed)).toEqual(sortOccurrences(fromPages));
    } finally {
      await db.query('rollback');
    }
  });

  it('publishes the seeded Bible study as one series with an EXDATE and a RECURRENCE-ID override', async () => {
    await db.query('begin');
    try {
      await db.query('set local role anon');
      const feed = await db.query<{ body: Buffer }>('select public.calendar_feed() as body');
      const exceptions = await db.query<{ occurrence_date: string; is_cancelled: boolean }>(
        `select replace(occurrence_date::text, '-', '') as occurrence_date, is_cancelled
         from public.church_event_exceptions where event_id = $1 order by occurrence_date`,
        [BIBLE_STUDY],
      );
      const calendar = new ICAL.Component(ICAL.parse(feed.rows[0]?.body.toString('utf8') ?? ''));
      const study = calendar
        .getAllSubcomponents('vevent')
        .filter((v) => v.getFirstPropertyValue('uid') === `${BIBLE_STUDY}@church-website.events`);
      const [master, ...changed] = study;
      expect(master?.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=WE');
      expect(master?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(CHURCH);
      const cancelled = exceptions.rows.filter((x) => x.is_cancelled).map((x) => x.occurrence_date);
      const moved = exceptions.rows.filter((x) => !x.is_cancelled).map((x) => x.occurrence_date);
      expect(cancelled).toHaveLength(1);
      expect(moved).toHaveLength(1);
      expect(master?.getAllProperties('exdate').map((p) => String(p.getFirstValue()).slice(0, 10))).toEqual(
        cancelled.map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`),
      );
      expect(changed.map((v) => v.getFirstProperty('recurrence-id')?.toICALString())).toEqual(
        moved.map((d) => `RECURRENCE-ID;TZID=${CHURCH}:${d}T190000`),
      );
      expect(changed[0]?.getFirstPropertyValue('location')).toMatch(/^Conference Room B/);
    } finally {
      await db.query('rollback');
    }
  });
});

describe("'This and following events'", () => {
  interface Row {
    id: string;
    version: number;
  }

  async function createSeries(client: SupabaseClient, rule: string, title: string): Promise<Row> {
    const { data, error } = await client
      .from('church_events')
      .insert({
        title,
        location: 'Fellowship Hall',
        // 2027-01-06 is a Wednesday.
        start_time: new TZDate(2027, 0, 6, 19, 0, 0, CHURCH).toISOString(),
        end_time: new TZDate(2027, 0, 6, 20, 30, 0, CHURCH).toISOString(),
        recurrence_rule: rule,
        time_zone: CHURCH,
      })
      .select('id, version')
      .single();
    if (error) throw new Error(error.message);
    return data as Row;
  }

  async function datesOf(
    ids: string[],
  ): Promise<{ event_id: string; date: string; title: string; cancelled: boolean }[]> {
    const r = await db.query<{ event_id: string; date: string; title: string; cancelled: boolean }>(
      `select event_id::text, occurrence_date::text as date, title, is_cancelled as cancelled
       from public.event_occurrences('2027-01-01', '2029-01-01') where event_id = any($1::uuid[])
       order by occurrence_date`,
      [ids],
    );
    return r.rows;
  }

  it.each([
    ['FREQ=WEEKLY;BYDAY=WE;COUNT=20', 20],
    ['FREQ=WEEKLY;BYDAY=WE;UNTIL=20270601T000000Z', 21],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,FR', 0],
  ] as const)('splits %s without losing or repeating a date', async (rule, count) => {
    const client = editor.client;
    const series = await createSeries(client, rule, `Recurring test split ${rule}`);
    const before = await datesOf([series.id]);
    if (count > 0) expect(before).toHaveLength(count);
    const splitAt = before[7]?.date ?? '';
    // A cancelled date before the split and a moved one after it.
    const cancelledDate = before[3]?.date ?? '';
    const movedDate = before[10]?.date ?? '';
    const ex = await client.from('church_event_exceptions').insert([
      { event_id: series.id, occurrence_date: cancelledDate, is_cancelled: true },
      { event_id: series.id, occurrence_date: movedDate, is_cancelled: false, location: 'Room 12' },
    ]);
    expect(ex.error).toBeNull();

    const stale = await client.rpc('split_event_series', {
      event_id: series.id,
      occurrence_date: splitAt,
      expected_version: series.version + 1,
      changes: { title: 'never' },
    });
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.details).toBe('row_changed');

    const split = await client.rpc('split_event_series', {
      event_id: series.id,
      occurrence_date: splitAt,
      expected_version: series.version,
      changes: { title: `Recurring test split (new) ${rule}` },
    });
    expect(split.error).toBeNull();
    const newId = split.data as string;
    expect(newId).not.toBe(series.id);

    const after = await datesOf([series.id, newId]);
    // Every date once, in the same order, before and after the split.
    expect(after.map((a) => a.date)).toEqual(before.map((b) => b.date));
    for (const a of after) {
      expect(a.event_id).toBe(a.date < splitAt ? series.id : newId);
      expect(a.title).toBe(
        a.date < splitAt ? `Recurring test split ${rule}` : `Recurring test split (new) ${rule}`,
      );
      expect(a.cancelled).toBe(a.date === cancelledDate);
    }
    const moved = await db.query<{ event_id: string }>(
      `select event_id::text from public.church_event_exceptions where occurrence_date = $1 and event_id = any($2::uuid[])`,
      [movedDate, [series.id, newId]],
    );
    expect(moved.rows).toEqual([{ event_id: newId }]);
    const link = await db.query<{ split_from_id: string }>(
      'select split_from_id::text from public.church_events where id = $1',
      [newId],
    );
    expect(link.rows[0]?.split_from_id).toBe(series.id);
  });

  it('at the first date it changes the whole series; on a date the series lacks it refuses', async () => {
    const client = editor.client;
    const series = await createSeries(client, 'FREQ=WEEKLY;BYDAY=WE;COUNT=5', 'Recurring test first date');
    const wrong = await client.rpc('split_event_series', {
      event_id: series.id,
      occurrence_date: '2027-01-07',
      expected_version: series.version,
      changes: {},
    });
    expect(wrong.error?.details).toBe('not_an_occurrence');
    const unknown = await client.rpc('split_event_series', {
      event_id: series.id,
      occurrence_date: '2027-01-06',
      expected_version: series.version,
      changes: { version: 7 },
    });
    expect(unknown.error?.details).toBe('unknown_field');
    const first = await client.rpc('split_event_series', {
      event_id: series.id,
      occurrence_date: '2027-01-06',
      expected_version: series.version,
      changes: { start_time: new TZDate(2027, 0, 6, 19, 30, 0, CHURCH).toISOString() },
    });
    expect(first.data).toBe(series.id);
    const dates = await db.query<{ local: string; minutes: number }>(
      `select to_char(start_time at time zone '${CHURCH}', 'HH24:MI') as local,
              extract(epoch from end_time - start_time)::int / 60 as minutes
       from public.event_occurrences('2027-01-01', '2028-01-01') where event_id = $1`,
      [series.id],
    );
    expect(dates.rows).toHaveLength(5);
    expect(new Set(dates.rows.map((d) => `${d.local} ${d.minutes}`))).toEqual(new Set(['19:30 90']));
  });

  it("'Delete this and following events' keeps the dates before", async () => {
    const client = editor.client;
    const series = await createSeries(client, 'FREQ=WEEKLY;BYDAY=WE', 'Recurring test end');
    const ended = await client.rpc('end_event_series', {
      event_id: series.id,
      occurrence_date: '2027-02-03',
      expected_version: series.version,
    });
    expect(ended.error).toBeNull();
    expect((await datesOf([series.id])).map((d) => d.date)).toEqual([
      '2027-01-06',
      '2027-01-13',
      '2027-01-20',
      '2027-01-27',
    ]);
  });

  it('care and members cannot split or end a series, nor change its dates', async () => {
    const series = await createSeries(editor.client, 'FREQ=WEEKLY;BYDAY=WE', 'Recurring test denied');
    const before = await datesOf([series.id]);
    for (const other of [care, member]) {
      const split = await other.client.rpc('split_event_series', {
        event_id: series.id,
        occurrence_date: '2027-02-03',
        expected_version: series.version,
        changes: { title: 'taken over' },
      });
      expect(split.error).not.toBeNull();
      const ended = await other.client.rpc('end_event_series', {
        event_id: series.id,
        occurrence_date: '2027-02-03',
        expected_version: series.version,
      });
      expect(ended.error).not.toBeNull();
      const cancel = await other.client
        .from('church_event_exceptions')
        .insert({ event_id: series.id, occurrence_date: '2027-02-03', is_cancelled: true });
      expect(cancel.error?.code).toBe('42501');
    }
    const anon = await anonClient().rpc('split_event_series', {
      event_id: series.id,
      occurrence_date: '2027-02-03',
      expected_version: series.version,
    });
    expect(anon.error).not.toBeNull();
    const rows = await db.query('select 1 from public.church_events where title like $1', [
      'Recurring test denied%',
    ]);
    expect(rows.rowCount).toBe(1);
    expect(await datesOf([series.id])).toEqual(before);
    const version = await db.query<{ version: number }>(
      'select version from public.church_events where id = $1',
      [series.id],
    );
    expect(version.rows[0]?.version).toBe(series.version);
    const exceptions = await db.query('select 1 from public.church_event_exceptions where event_id = $1', [
      series.id,
    ]);
    expect(exceptions.rowCount).toBe(0);
  });
});

describe('drafts and birthdays', () => {
  it('a draft series is invisible to visitors and members, everywhere; editors see it', async () => {
    const title = 'Recurring test draft';
    await db.query(
      `insert into public.church_events (title, start_time, recurrence_rule, status)
       values ($1, date_trunc('day', now()) + interval '2 days 19 hours', 'FREQ=DAILY;COUNT=5', 'draft')`,
      [title],
    );
    const range = {
      range_start: new Date().toISOString(),
      range_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    for (const client of [anonClient(), member.client]) {
      const { data, error } = await client.rpc('event_occurrences', range).eq('title', title);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const rows = await client.from('church_events').select('id').eq('title', title);
      expect(rows.data).toEqual([]);
    }
    const seen = await editor.client.rpc('event_occurrences', range).eq('title', title);
    expect(seen.data).toHaveLength(5);
    await db.query('begin');
    try {
      await db.query('set local role anon');
      const feed = await db.query<{ body: Buffer }>('select public.calendar_feed() as body');
      expect(feed.rows[0]?.body.toString('utf8')).not.toContain(title);
    } finally {
      await db.query('rollback');
    }
  });

  it('birthdays keep the year from visitors; only admins and care read it, through staff_birthdays()', async () => {
    const visitors = await anonClient().from('birthdays').select('id, member_name, birth_month, birth_day');
    expect(visitors.error).toBeNull();
    expect(visitors.data?.length).toBeGreaterThan(0);
    expect(Object.keys(visitors.data?.[0] ?? {}).sort()).toEqual([
      'birth_day',
      'birth_month',
      'id',
      'member_name',
    ]);
    const withYear = await anonClient().from('birthdays').select('birth_date');
    expect(withYear.error?.code).toBe('42501');

    const forCare = await care.client.rpc('staff_birthdays');
    expect(forCare.error).toBeNull();
    expect((forCare.data as { birth_date: string }[])[0]?.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const other of [editor.client, member.client]) {
      const denied = await other.rpc('staff_birthdays');
      expect(denied.error?.code).toBe('42501');
    }
    const anonDenied = await anonClient().rpc('staff_birthdays');
    expect(anonDenied.data).toBeNull();
    expect(anonDenied.error).not.toBeNull();
  });
});
