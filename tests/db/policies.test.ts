/**
 * Policy matrix (docs/architecture.md §3, docs/decisions/0021, 0037): every table, view and
 * bucket, for each kind of caller (anonymous visitor, signed-in member who is not staff, and the
 * three staff roles editor, care and admin), for each of select, insert, update and delete,
 * asserted allow or deny through the HTTP API with supabase-js. The callers are users this file
 * creates for itself (support/principals.ts), so it depends on no seeded account.
 *
 * The expectations are the declarative `MATRIX` below: one string of four letters per caller,
 * `R I U D` for allowed operations and `-` for denied ones, so the table reads like the design
 * document. A coverage test fails when a table or view of `public`, or a bucket, has no case. Each cell is its own test and leaves the database as it found it: fixtures are
 * created and removed by the superuser, and every row a caller manages to write is removed too.
 *
 * What counts as a verdict:
 * - select: allow = the fixture row is visible; deny = not visible, or 42501.
 * - insert: allow = no error and the row is stored; deny = an error (42501) and nothing stored.
 * - update/delete: judged by the superuser afterwards (PostgREST reports 0 affected rows as
 *   success); an error other than 42501 fails the cell instead of counting as a deny.
 * - storage: select = listing the folder shows the object and a signed URL can be made for it (the
 *   two must agree); insert = upload; update = replace the bytes (checked through the public URL,
 *   or a service-role download for a private bucket); delete = remove (checked in
 *   storage.objects). Besides the four cells, each bucket's public URL answers 200 to a visitor
 *   for a public bucket and 400 (Storage's 404) for a private one (docs/decisions/0037).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

type Actor = 'anon' | 'member' | 'editor' | 'care' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Verdict = 'allow' | 'deny';

/**
 * Four letters per caller, in the order R I U D: the letter where the operation is allowed, '-'
 * where it is denied. A case that asserts only some operations (`ops`) still spells all four.
 */
type Access = Record<Actor, string>;

const ACTORS: Actor[] = ['anon', 'member', 'editor', 'care', 'admin'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];
const LETTER: Record<Op, string> = { select: 'R', insert: 'I', update: 'U', delete: 'D' };

// The rows of the design document's matrix (docs/decisions/0021 for the roles).
/** Events, sermons, blog, books, bookstore, gallery, hero videos: everyone reads, editors write. */
const PUBLIC_CONTENT: Access = { anon: 'R---', member: 'R---', editor: 'RIUD', care: 'R---', admin: 'RIUD' };
const SETTINGS: Access = { anon: 'R---', member: 'R---', editor: 'R---', care: 'R---', admin: 'RIUD' };
/** A one-row settings table (giving_settings): everyone reads it, admins change it. */
const SETTINGS_ONE_ROW: Access = {
  anon: 'R---',
  member: 'R---',
  editor: 'R---',
  care: 'R---',
  admin: 'R-U-',
};
/** Birthdays: everyone reads name and day; pastoral care writes. */
const BIRTHDAYS: Access = { anon: 'R---', member: 'R---', editor: 'R---', care: 'RIUD', admin: 'RIUD' };
const MODERATED: Access = { anon: 'RI--', member: 'RI--', editor: 'RIUD', care: 'RI--', admin: 'RIUD' };
/** Prayer requests, contact messages, first-timer cards: pastoral care reads and deletes. */
const INBOX: Access = { anon: '-I--', member: '-I--', editor: '-I--', care: 'RI-D', admin: 'RI-D' };
/** The inbox's workflow rows (status, assignee): admins and care read and update; rows follow the visitor's. */
const INBOX_WORKFLOW: Access = { anon: '----', member: '----', editor: '----', care: 'R-U-', admin: 'R-U-' };
/** Private notes: admins and care read and add; nobody edits or deletes one through the API. */
const INBOX_NOTES: Access = { anon: '----', member: '----', editor: '----', care: 'RI--', admin: 'RI--' };
/** One's own read marks: admins and care read, add and remove them. */
const INBOX_READS: Access = { anon: '----', member: '----', editor: '----', care: 'RI-D', admin: 'RI-D' };
/** Another staff member's alert choices: nobody reads or writes them through the API. */
const NOBODY: Access = { anon: '----', member: '----', editor: '----', care: '----', admin: '----' };
/** One's own alert choices (docs/decisions/0027): admins and care read, change and remove them. */
const OWN_ALERT_CHOICES: Access = {
  anon: '----',
  member: '----',
  editor: '----',
  care: 'RIUD',
  admin: 'RIUD',
};
/** The inbox list (a view): admins and care read. */
const CARE_READS: Access = { anon: '----', member: '----', editor: '----', care: 'R---', admin: 'R---' };
/** The inbox's retention setting (one row): admins and care read it, admins change it. */
const INBOX_RETENTION: Access = { anon: '----', member: '----', editor: '----', care: 'R---', admin: 'R-U-' };
/** The flood guard's settings (church networks, Cloudflare): admins read and change the one row. */
const ADMINS_ONE_ROW: Access = { anon: '----', member: '----', editor: '----', care: '----', admin: 'R-U-' };
const NEWSLETTER: Access = { anon: '-I--', member: '-I--', editor: 'RI-D', care: '-I--', admin: 'RI-D' };
/** Newsletter issues (drafts), settings and send rows (docs/decisions/0040). */
const NEWSLETTER_ISSUES: Access = {
  anon: '----',
  member: '----',
  editor: 'RIUD',
  care: '----',
  admin: 'RIUD',
};
const NEWSLETTER_SETTINGS: Access = {
  anon: '----',
  member: '----',
  editor: 'R-U-',
  care: '----',
  admin: 'R-U-',
};
const NEWSLETTER_SENDS: Access = {
  anon: '----',
  member: '----',
  editor: 'R---',
  care: '----',
  admin: 'R---',
};
const EVERYONE_READS: Access = { anon: 'R---', member: 'R---', editor: 'R---', care: 'R---', admin: 'R---' };
/** Rows only editors and admins may see (pending testimonies, scheduled and draft posts). */
const HIDDEN_FROM_VISITORS: Access = {
  anon: '----',
  member: '----',
  editor: 'R---',
  care: '----',
  admin: 'R---',
};
const HIDDEN_FROM_EVERYONE: Access = {
  anon: '----',
  member: '----',
  editor: '----',
  care: '----',
  admin: '----',
};
const EDITORS_ONLY_WRITE: Access = {
  anon: '----',
  member: '----',
  editor: '-I--',
  care: '----',
  admin: '-I--',
};
/** Another staff member's row: admins read it, change its role and remove it. */
const STAFF_ROWS: Access = { anon: '----', member: '----', editor: '----', care: '----', admin: 'R-UD' };
/** One's own staff row: every staff member reads it. */
const OWN_STAFF_ROW: Access = { anon: '----', member: '----', editor: 'R---', care: 'R---', admin: 'R---' };
const ADMINS_READ: Access = { anon: '----', member: '----', editor: '----', care: '----', admin: 'R---' };
const ANY_STAFF_READS: Access = { anon: '----', member: '----', editor: 'R---', care: 'R---', admin: 'R---' };
const MEDIA_BUCKET: Access = { anon: '----', member: '----', editor: 'RIUD', care: '----', admin: 'RIUD' };
/** The private twins of unpublished content's files (docs/decisions/0037): the same, and no public URL. */
const UNPUBLISHED_MEDIA_BUCKET: Access = MEDIA_BUCKET;

/**
 * One subject of the matrix backed by a table. SQL runs as the superuser with `$1` = a unique
 * token, which the row carries in its `marker` column so that it can be found and removed.
 */
interface TableCase {
  kind: 'table';
  /** Test-name prefix, e.g. `church_events` or `pastor_blog_posts (scheduled)`. */
  subject: string;
  table: string;
  access: Access;
  /** Operations this case asserts (default: all four). */
  ops?: Op[];
  /** Column the API filters on to address the fixture (default `id`). */
  key?: string;
  /** Column holding the token (used to find and remove rows). */
  marker: string;
  /** Select list the app uses for this table. */
  read: string;
  /**
   * Creates the fixture; must return the key value as `key`. `$2` is the caller's user id (the
   * member's for anon).
   */
  fixture: string;
  /** Extra clean-up (SQL, `$1` = the token), after the fixture row is removed. */
  cleanup?: string;
  /** The fixture is an existing row (the caller's own, a view's): never removed. */
  keepFixture?: boolean;
  /** A valid row for the insert cell, carrying the token in `marker`. */
  insertRow: (token: string) => Record<string, unknown>;
  /** A change the update cell sends. */
  patch: Record<string, unknown>;
  /** Predicate (SQL, `$1` = fixture key) true once the patch has been applied. */
  patched: string;
}

/** One subject of the matrix backed by a storage bucket. */
interface BucketCase {
  kind: 'bucket';
  subject: string;
  bucket: string;
  access: Access;
  /** Served to anyone at `/storage/v1/object/public/<bucket>/…` (default true). */
  public?: boolean;
  extension: string;
  contentType: string;
}

type Case = TableCase | BucketCase;

const future = "now() + interval '30 days'";

/**
 * Event registration (docs/decisions/0039): the settings are public content; registrations are
 * read by admins and editors and written by nobody through the API; the retention row as the
 * inbox's. Inserted rows point at `registrationEventId`, an event made in beforeAll.
 */
const REGISTRATIONS: Access = { anon: '----', member: '----', editor: 'R---', care: '----', admin: 'R---' };
const REGISTRATION_RETENTION: Access = {
  anon: '----',
  member: '----',
  editor: 'R---',
  care: '----',
  admin: 'R-U-',
};
/** The weekly cap of push announcements (decision 0049): admins and editors read, admins change. */
const PUSH_SETTINGS: Access = REGISTRATION_RETENTION;
let registrationEventId = '';
const registrationEvent = `with e as (insert into public.church_events (title, start_time)
  values ($1, now() + interval '30 days') returning id, start_time, time_zone)`;
const REGISTRATION_CASES: TableCase[] = [
  {
    kind: 'table',
    subject: 'event_registration_settings',
    table: 'event_registration_settings',
    access: PUBLIC_CONTENT,
    key: 'event_id',
    marker: 'event_id',
    read: '*',
    fixture: `${registrationEvent} insert into public.event_registration_settings (event_id, is_open)
              select id, true from e returning event_id::text as key`,
    cleanup: `delete from public.church_events where title = $1`,
    insertRow: () => ({ event_id: registrationEventId, is_open: true, capacity: 20 }),
    patch: { capacity: 33 },
    patched: `select 1 from public.event_registration_settings where event_id = $1::uuid and capacity = 33`,
  },
  {
    kind: 'table',
    subject: 'event_registration_dates',
    table: 'event_registration_dates',
    access: PUBLIC_CONTENT,
    key: 'event_id',
    marker: 'event_id',
    read: '*',
    fixture: `${registrationEvent} insert into public.event_registration_dates (event_id, occurrence_date, capacity)
              select id, (start_time at time zone time_zone)::date, 5 from e returning event_id::text as key`,
    cleanup: `delete from public.church_events where title = $1`,
    insertRow: () => ({ event_id: registrationEventId, occurrence_date: '2030-01-02', capacity: 5 }),
    patch: { capacity: 33 },
    patched: `select 1 from public.event_registration_dates where event_id = $1::uuid and capacity = 33`,
  },
  {
    kind: 'table',
    subject: 'event_registrations',
    table: 'event_registrations',
    access: REGISTRATIONS,
    marker: 'name',
    read: 'id, name, email, party_size, status, answers',
    fixture: `${registrationEvent} insert into public.event_registrations
                (event_id, occurrence_date, name, email, party_size, status)
              select id, (start_time at time zone time_zone)::date, $1, 'matrix@example.org', 1, 'confirmed'
              from e returning id::text as key`,
    cleanup: `delete from public.church_events where title = $1`,
    insertRow: (t) => ({
      event_id: registrationEventId,
      occurrence_date: '2030-01-02',
      name: t,
      email: 'matrix@example.org',
      party_size: 1,
      status: 'confirmed',
    }),
    patch: { party_size: 9 },
    patched: `select 1 from public.event_registrations where id = $1::uuid and party_size = 9`,
  },
  {
    kind: 'table',
    subject: 'registration_retention',
    table: 'registration_retention',
    access: REGISTRATION_RETENTION,
    marker: 'days_after',
    read: 'days_after',
    fixture: `update public.registration_retention set days_after = 90 where $1::text is not null
      returning id::text as key`,
    keepFixture: true,
    cleanup: `update public.registration_retention set days_after = 90 where $1::text is not null`,
    insertRow: () => ({ days_after: 77 }),
    patch: { days_after: 91 },
    patched: `select 1 from public.registration_retention where id::text = $1 and days_after = 91`,
  },
  {
    // One row; nobody adds or removes it through the API.
    kind: 'table',
    subject: 'push_settings',
    table: 'push_settings',
    access: PUSH_SETTINGS,
    marker: 'announcements_per_week',
    read: 'announcements_per_week, version',
    fixture: `update public.push_settings set announcements_per_week = 2 where $1::text is not null
      returning id::text as key`,
    keepFixture: true,
    cleanup: `update public.push_settings set announcements_per_week = 2 where $1::text is not null`,
    insertRow: () => ({ announcements_per_week: 4 }),
    patch: { announcements_per_week: 3 },
    patched: `select 1 from public.push_settings where id::text = $1 and announcements_per_week = 3`,
  },
];

const TABLES: TableCase[] = [
  {
    kind: 'table',
    subject: 'site_settings',
    table: 'site_settings',
    access: SETTINGS,
    key: 'setting_key',
    marker: 'setting_key',
    read: 'setting_key, setting_value',
    fixture: `insert into public.site_settings (setting_key, setting_value) values ($1, '"fixture"') returning setting_key as key`,
    insertRow: (t) => ({ setting_key: t, setting_value: { text: 'inserted' } }),
    patch: { setting_value: 'patched' },
    patched: `select 1 from public.site_settings where setting_key = $1 and setting_value = '"patched"'`,
  },
  {
    kind: 'table',
    subject: 'hero_videos',
    table: 'hero_videos',
    access: PUBLIC_CONTENT,
    marker: 'video_file_path',
    read: 'id, video_file_path, start_seconds, end_seconds, is_active',
    fixture: `insert into public.hero_videos (video_file_path) values ($1) returning id::text as key`,
    insertRow: (t) => ({ video_file_path: t, start_seconds: 0, end_seconds: 0, is_active: false }),
    patch: { start_seconds: 3 },
    patched: `select 1 from public.hero_videos where id = $1::uuid and start_seconds = 3`,
  },
  {
    kind: 'table',
    subject: 'church_events',
    table: 'church_events',
    access: PUBLIC_CONTENT,
    marker: 'title',
    read: '*',
    fixture: `insert into public.church_events (title, start_time) values ($1, ${future}) returning id::text as key`,
    insertRow: (t) => ({ title: t, start_time: new Date(Date.now() + 86_400_000).toISOString() }),
    patch: { location: 'Patched Hall' },
    patched: `select 1 from public.church_events where id = $1::uuid and location = 'Patched Hall'`,
  },
  {
    kind: 'table',
    subject: 'church_events (draft)',
    table: 'church_events',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'title',
    read: '*',
    fixture: `insert into public.church_events (title, start_time, status) values ($1, ${future}, 'draft') returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'church_event_exceptions',
    table: 'church_event_exceptions',
    access: PUBLIC_CONTENT,
    marker: 'title',
    read: '*',
    // A daily series titled with the token, and its exception on the second date.
    fixture: `with series as (
                insert into public.church_events (title, start_time, recurrence_rule)
                values ($1, ${future}, 'FREQ=DAILY') returning id, start_time, time_zone)
              insert into public.church_event_exceptions (event_id, occurrence_date, title)
              select id, (start_time at time zone time_zone)::date + 1, $1 from series
              returning id::text as key`,
    cleanup: `delete from public.church_events where title = $1`,
    // A Wednesday of the seeded weekly Bible study, years ahead (random, so cells never collide).
    insertRow: (t) => ({
      event_id: 'c1000000-0000-4000-8000-000000000001',
      occurrence_date: new Date(Date.UTC(2030, 0, 2 + 7 * Math.floor(Math.random() * 5000)))
        .toISOString()
        .slice(0, 10),
      is_cancelled: true,
      title: t,
    }),
    patch: { location: 'Patched Hall' },
    patched: `select 1 from public.church_event_exceptions where id = $1::uuid and location = 'Patched Hall'`,
  },
  {
    kind: 'table',
    subject: 'church_event_exceptions (of a draft)',
    table: 'church_event_exceptions',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'title',
    read: '*',
    fixture: `with series as (
                insert into public.church_events (title, start_time, recurrence_rule, status)
                values ($1, ${future}, 'FREQ=DAILY', 'draft') returning id, start_time, time_zone)
              insert into public.church_event_exceptions (event_id, occurrence_date, title)
              select id, (start_time at time zone time_zone)::date + 1, $1 from series
              returning id::text as key`,
    cleanup: `delete from public.church_events where title = $1`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'birthdays',
    table: 'birthdays',
    access: BIRTHDAYS,
    marker: 'member_name',
    read: 'id, member_name, birth_month, birth_day',
    fixture: `insert into public.birthdays (member_name, birth_date) values ($1, '1980-06-15') returning id::text as key`,
    insertRow: (t) => ({ member_name: t, birth_date: '1990-02-20' }),
    patch: { birth_date: '1980-07-04' },
    patched: `select 1 from public.birthdays where id = $1::uuid and birth_date = '1980-07-04'`,
  },
  {
    kind: 'table',
    subject: 'birthdays (birth year)',
    table: 'birthdays',
    access: HIDDEN_FROM_EVERYONE,
    ops: ['select'],
    marker: 'member_name',
    read: 'id, birth_date',
    fixture: `insert into public.birthdays (member_name, birth_date) values ($1, '1980-06-15') returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'sermons',
    table: 'sermons',
    access: PUBLIC_CONTENT,
    marker: 'title',
    read: '*',
    fixture: `insert into public.sermons (title, speaker, date) values ($1, 'Fixture Speaker', current_date) returning id::text as key`,
    insertRow: (t) => ({
      title: t,
      speaker: 'Matrix Speaker',
      date: '2024-05-05',
      scripture_references: ['John 3:16'],
    }),
    patch: { series: 'Patched Series' },
    patched: `select 1 from public.sermons where id = $1::uuid and series = 'Patched Series'`,
  },
  {
    kind: 'table',
    subject: 'sermons (scheduled)',
    table: 'sermons',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'title',
    read: '*',
    fixture: `insert into public.sermons (title, speaker, date, status, published_at) values ($1, 'Fixture Speaker', current_date, 'scheduled', ${future}) returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'sermons (draft)',
    table: 'sermons',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'title',
    read: '*',
    fixture: `insert into public.sermons (title, speaker, date, status, published_at) values ($1, 'Fixture Speaker', current_date, 'draft', null) returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'gallery_images',
    table: 'gallery_images',
    access: PUBLIC_CONTENT,
    marker: 'category',
    read: 'id, description, image_file_path, image_external_url, source_type',
    fixture: `insert into public.gallery_images (category, image_file_path) values ($1, 'matrix/fixture.png') returning id::text as key`,
    insertRow: (t) => ({
      category: t,
      description: null,
      image_file_path: 'matrix/inserted.png',
      source_type: 'upload',
      image_external_url: null,
    }),
    patch: { description: 'Patched caption' },
    patched: `select 1 from public.gallery_images where id = $1::uuid and description = 'Patched caption'`,
  },
  {
    kind: 'table',
    subject: 'member_testimonies',
    table: 'member_testimonies',
    access: MODERATED,
    marker: 'testimony_title',
    read: '*',
    fixture: `insert into public.member_testimonies (testimony_title, testimony_content, is_approved) values ($1, 'Fixture testimony', true) returning id::text as key`,
    insertRow: (t) => ({
      submitter_name: '',
      testimony_title: t,
      testimony_content: 'God has been faithful.',
      is_approved: false,
    }),
    patch: { testimony_content: 'Patched testimony' },
    patched: `select 1 from public.member_testimonies where id = $1::uuid and testimony_content = 'Patched testimony'`,
  },
  {
    kind: 'table',
    subject: 'member_testimonies (pending)',
    table: 'member_testimonies',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'testimony_title',
    read: '*',
    fixture: `insert into public.member_testimonies (testimony_title, testimony_content, is_approved) values ($1, 'Pending testimony', false) returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'member_testimonies (submitted as approved)',
    table: 'member_testimonies',
    access: EDITORS_ONLY_WRITE,
    ops: ['insert'],
    marker: 'testimony_title',
    read: '*',
    fixture: 'select null::text as key',
    insertRow: (t) => ({
      submitter_name: 'Eager',
      testimony_title: t,
      testimony_content: 'Approve me',
      is_approved: true,
    }),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'member_testimonies (pending)',
    table: 'member_testimonies',
    access: { anon: '----', member: '----', editor: '--UD', care: '----', admin: '--UD' },
    ops: ['update', 'delete'],
    marker: 'testimony_title',
    read: '*',
    fixture: `insert into public.member_testimonies (testimony_title, testimony_content, is_approved) values ($1, 'Pending testimony', false) returning id::text as key`,
    insertRow: () => ({}),
    patch: { is_approved: true },
    patched: `select 1 from public.member_testimonies where id = $1::uuid and is_approved`,
  },
  {
    kind: 'table',
    subject: 'pastor_books',
    table: 'pastor_books',
    access: PUBLIC_CONTENT,
    marker: 'title',
    read: '*',
    fixture: `insert into public.pastor_books (title, month_year) values ($1, '2020-01-01') returning id::text as key`,
    insertRow: (t) => ({ title: t, author: 'Matrix Author', month_year: '2020-02-01' }),
    patch: { author: 'Patched Author' },
    patched: `select 1 from public.pastor_books where id = $1::uuid and author = 'Patched Author'`,
  },
  {
    kind: 'table',
    subject: 'pastor_blog_posts',
    table: 'pastor_blog_posts',
    access: PUBLIC_CONTENT,
    marker: 'slug',
    read: '*',
    fixture: `insert into public.pastor_blog_posts (title, slug, content, published_at) values ('Fixture post', $1, 'Body', now() - interval '1 day') returning id::text as key`,
    insertRow: (t) => ({
      title: 'Matrix post',
      slug: t,
      content: 'Body',
      published_at: new Date().toISOString(),
      tags: [],
    }),
    patch: { excerpt: 'Patched excerpt' },
    patched: `select 1 from public.pastor_blog_posts where id = $1::uuid and excerpt = 'Patched excerpt'`,
  },
  {
    kind: 'table',
    subject: 'pastor_blog_posts (scheduled)',
    table: 'pastor_blog_posts',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'slug',
    read: '*',
    fixture: `insert into public.pastor_blog_posts (title, slug, content, published_at) values ('Scheduled post', $1, 'Body', ${future}) returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'pastor_blog_posts (draft)',
    table: 'pastor_blog_posts',
    access: HIDDEN_FROM_VISITORS,
    ops: ['select'],
    marker: 'slug',
    read: '*',
    fixture: `insert into public.pastor_blog_posts (title, slug, content, published_at) values ('Draft post', $1, 'Body', null) returning id::text as key`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'bookstore_items',
    table: 'bookstore_items',
    access: PUBLIC_CONTENT,
    marker: 'title',
    read: '*',
    fixture: `insert into public.bookstore_items (title, price) values ($1, 9.99) returning id::text as key`,
    insertRow: (t) => ({
      title: t,
      author: 'Matrix Author',
      price: 12.5,
      purchase_link: 'https://books.example.org/matrix',
    }),
    patch: { price: 1.25 },
    patched: `select 1 from public.bookstore_items where id = $1::uuid and price = 1.25`,
  },
  {
    kind: 'table',
    subject: 'pastor_words',
    table: 'pastor_words',
    access: PUBLIC_CONTENT,
    marker: 'title',
    read: '*',
    fixture: `insert into public.pastor_words (title, month, body) values ($1, '2001-01-01', 'Body') returning id::text as key`,
    insertRow: (t) => ({ title: t, month: '2001-02-01', body: 'Matrix body', signature: 'Pastor' }),
    patch: { signature: 'Patched Pastor' },
    patched: `select 1 from public.pastor_words where id = $1::uuid and signature = 'Patched Pastor'`,
  },
  {
    kind: 'table',
    subject: 'pastor_key_verses',
    table: 'pastor_key_verses',
    access: PUBLIC_CONTENT,
    marker: 'reference',
    read: '*',
    fixture: `insert into public.pastor_key_verses (reference, verse_text) values ($1, 'Text') returning id::text as key`,
    insertRow: (t) => ({ reference: t, verse_text: 'Matrix verse', sort_order: 5 }),
    patch: { sort_order: 7 },
    patched: `select 1 from public.pastor_key_verses where id = $1::uuid and sort_order = 7`,
  },
  {
    kind: 'table',
    subject: 'newsletter_subscribers',
    table: 'newsletter_subscribers',
    access: NEWSLETTER,
    marker: 'email',
    read: 'id, email',
    fixture: `insert into public.newsletter_subscribers (email) values ($1 || '@example.org') returning id::text as key`,
    insertRow: (t) => ({ email: `${t}@example.org` }),
    patch: { email: 'patched@example.org' },
    patched: `select 1 from public.newsletter_subscribers where id = $1::uuid and email = 'patched@example.org'`,
  },
  {
    // Drafts and scheduled issues: admins and editors only (docs/decisions/0040).
    kind: 'table',
    subject: 'newsletter_issues (draft)',
    table: 'newsletter_issues',
    access: NEWSLETTER_ISSUES,
    marker: 'slug',
    read: 'id, slug, subject, preheader, body, status, scheduled_for, sent_at',
    fixture: `insert into public.newsletter_issues (slug, subject, body) values ($1, 'Matrix', 'Body') returning id::text as key`,
    insertRow: (t) => ({ slug: t, subject: 'Matrix issue', body: 'Body' }),
    patch: { subject: 'Patched issue' },
    patched: `select 1 from public.newsletter_issues where id = $1::uuid and subject = 'Patched issue'`,
  },
  {
    // A sent issue: everyone reads it (the archive); nobody changes or removes it.
    kind: 'table',
    subject: 'newsletter_issues (sent)',
    table: 'newsletter_issues',
    access: EVERYONE_READS,
    ops: ['select', 'update', 'delete'],
    marker: 'slug',
    read: 'id, slug, subject, preheader, body, status, sent_at',
    fixture: `insert into public.newsletter_issues (slug, subject, body, status, sent_at)
      values ($1, 'Matrix', 'Body', 'sent', now()) returning id::text as key`,
    insertRow: () => ({}),
    patch: { subject: 'Patched issue' },
    patched: `select 1 from public.newsletter_issues where id = $1::uuid and subject = 'Patched issue'`,
  },
  {
    // One row of settings (the weekly digest); nobody adds or removes it through the API.
    kind: 'table',
    subject: 'newsletter_settings',
    table: 'newsletter_settings',
    access: NEWSLETTER_SETTINGS,
    marker: 'digest_day',
    read: 'weekly_digest, digest_day, digest_time, unsubscribe_mailto',
    fixture: `update public.newsletter_settings set digest_day = 5 where $1::text is not null returning id::text as key`,
    keepFixture: true,
    cleanup: `update public.newsletter_settings set digest_day = 5 where $1::text is not null`,
    insertRow: () => ({ digest_day: 4 }),
    patch: { digest_day: 3 },
    patched: `select 1 from public.newsletter_settings where id::text = $1 and digest_day = 3`,
  },
  {
    // Send rows (ids only): admins and editors read those of issues; the database writes them.
    kind: 'table',
    subject: 'newsletter_sends',
    table: 'newsletter_sends',
    access: NEWSLETTER_SENDS,
    marker: 'id',
    read: 'id, kind, issue_id, created_at',
    fixture: `with i as (insert into public.newsletter_issues (slug, subject, body) values ($1, 'Matrix', 'Body') returning id),
      s as (insert into public.newsletter_sends (kind, issue_id, staff_id, idempotency_key)
        select 'test', i.id, $2::uuid, $1 from i returning id)
      select id::text as key from s`,
    cleanup: `delete from public.newsletter_issues where slug = $1`,
    insertRow: () => ({ kind: 'test' }),
    patch: { idempotency_key: 'patched' },
    patched: `select 1 from public.newsletter_sends where id = $1::bigint and idempotency_key = 'patched'`,
  },
  {
    kind: 'table',
    subject: 'prayer_requests',
    table: 'prayer_requests',
    access: INBOX,
    marker: 'request_details',
    read: 'id, name, email, request_details, is_public',
    fixture: `insert into public.prayer_requests (name, email, request_details) values ('Fixture', 'fixture@example.org', $1) returning id::text as key`,
    insertRow: (t) => ({ name: '', email: '', request_details: t, is_public: false }),
    patch: { is_public: true },
    patched: `select 1 from public.prayer_requests where id = $1::uuid and is_public`,
  },
  {
    kind: 'table',
    subject: 'contact_messages',
    table: 'contact_messages',
    access: INBOX,
    marker: 'subject',
    read: 'id, name, email, phone, subject, message',
    fixture: `insert into public.contact_messages (name, email, subject, message) values ('Fixture', 'fixture@example.org', $1, 'Hello') returning id::text as key`,
    insertRow: (t) => ({
      name: 'Matrix',
      email: 'matrix@example.org',
      phone: '',
      subject: t,
      message: 'Hello there',
    }),
    patch: { message: 'Patched message' },
    patched: `select 1 from public.contact_messages where id = $1::uuid and message = 'Patched message'`,
  },
  {
    kind: 'table',
    subject: 'first_timers',
    table: 'first_timers',
    access: INBOX,
    marker: 'comments',
    read: 'id, name, email, phone, how_heard, comments',
    fixture: `insert into public.first_timers (name, email, comments) values ('Fixture', 'fixture@example.org', $1) returning id::text as key`,
    insertRow: (t) => ({
      name: 'Matrix',
      email: 'matrix@example.org',
      phone: '',
      how_heard: 'Friend',
      comments: t,
    }),
    patch: { how_heard: 'Patched' },
    patched: `select 1 from public.first_timers where id = $1::uuid and how_heard = 'Patched'`,
  },
  {
    // Created by the database with the prayer request (the fixture), removed with it.
    kind: 'table',
    subject: 'inbox_items',
    table: 'inbox_items',
    access: INBOX_WORKFLOW,
    key: 'item_id',
    marker: 'item_id',
    read: 'kind, item_id, received_at, status, assignee_id, version',
    fixture: `with p as (insert into public.prayer_requests (request_details) values ($1) returning id)
      select id::text as key from p`,
    cleanup: `delete from public.prayer_requests where request_details = $1`,
    insertRow: () => ({
      kind: 'prayer_request',
      item_id: randomUUID(),
      received_at: new Date().toISOString(),
    }),
    patch: { status: 'done' },
    patched: `select 1 from public.inbox_items where item_id = $1::uuid and status = 'done'`,
  },
  {
    kind: 'table',
    subject: 'inbox_notes',
    table: 'inbox_notes',
    access: INBOX_NOTES,
    marker: 'body',
    read: 'id, kind, item_id, author_id, author_email, body, created_at',
    fixture: `with p as (insert into public.prayer_requests (request_details) values ($1) returning id)
      insert into public.inbox_notes (kind, item_id, author_id, body)
      select 'prayer_request', id, gen_random_uuid(), $1 from p returning id::text as key`,
    cleanup: `delete from public.prayer_requests where request_details = $1`,
    insertRow: (t) => ({ kind: 'prayer_request', item_id: inboxItemId, body: t }),
    patch: { body: 'Patched note' },
    patched: `select 1 from public.inbox_notes where id = $1::uuid and body = 'Patched note'`,
  },
  {
    // The caller's own read mark of the shared item (the member's for anon).
    kind: 'table',
    subject: 'inbox_reads',
    table: 'inbox_reads',
    access: INBOX_READS,
    key: 'item_id',
    marker: 'item_id',
    read: 'kind, item_id, staff_id, read_at',
    fixture: `insert into public.inbox_reads (kind, item_id, staff_id)
      select 'prayer_request', item_id, $2::uuid from public.inbox_items
      where item_id = (select id from public.prayer_requests where request_details = 'matrix shared inbox item')
        and $1::text is not null
      returning item_id::text as key`,
    insertRow: () => ({ kind: 'prayer_request', item_id: inboxItemId }),
    patch: { read_at: '2000-01-01T00:00:00Z' },
    patched: `select 1 from public.inbox_reads where item_id = $1::uuid and read_at = '2000-01-01T00:00:00Z'`,
  },
  {
    // A fresh account's alert choices; the insert cell tries to write choices for the member.
    kind: 'table',
    subject: 'alert_preferences',
    table: 'alert_preferences',
    access: NOBODY,
    key: 'staff_id',
    marker: 'staff_id',
    read: 'staff_id, prayer_request, contact_message, first_timer, daily_digest, updated_at',
    fixture: `with u as (
        insert into auth.users (id, aud, role, email, created_at, updated_at)
        values (gen_random_uuid(), 'authenticated', 'authenticated', $1 || '@example.org', now(), now())
        returning id)
      insert into public.alert_preferences (staff_id) select id from u returning staff_id::text as key`,
    cleanup: `delete from auth.users where email = $1 || '@example.org'`,
    insertRow: () => ({ staff_id: principals.member.id, prayer_request: true }),
    patch: { prayer_request: true },
    patched: `select 1 from public.alert_preferences where staff_id = $1::uuid and prayer_request`,
  },
  {
    // The caller's own alert choices (the member's for anon); inserting one's own row is in alerts.test.ts.
    kind: 'table',
    subject: 'alert_preferences (own row)',
    table: 'alert_preferences',
    access: OWN_ALERT_CHOICES,
    ops: ['select', 'update', 'delete'],
    key: 'staff_id',
    marker: 'staff_id',
    read: 'staff_id, prayer_request, contact_message, first_timer, daily_digest, updated_at',
    fixture: `insert into public.alert_preferences (staff_id) select $2::uuid where $1::text is not null
      returning staff_id::text as key`,
    insertRow: () => ({}),
    patch: { prayer_request: true },
    patched: `select 1 from public.alert_preferences where staff_id = $1::uuid and prayer_request`,
  },
  {
    // One row; nobody adds or removes it through the API.
    kind: 'table',
    subject: 'inbox_retention',
    table: 'inbox_retention',
    access: INBOX_RETENTION,
    marker: 'prayer_request_months',
    read: 'prayer_request_months, contact_message_months, first_timer_months',
    fixture: `update public.inbox_retention set prayer_request_months = 12 where $1::text is not null
      returning id::text as key`,
    keepFixture: true,
    cleanup: `update public.inbox_retention set prayer_request_months = 12 where $1::text is not null`,
    insertRow: () => ({ prayer_request_months: 77 }),
    patch: { prayer_request_months: 13 },
    patched: `select 1 from public.inbox_retention where id::text = $1 and prayer_request_months = 13`,
  },
  {
    // A view of the three kinds with their workflow; only select applies.
    kind: 'table',
    subject: 'inbox',
    table: 'inbox',
    access: CARE_READS,
    ops: ['select'],
    marker: 'id',
    read: 'kind, id, name, email, subject, excerpt, received_at, status, assignee_id, version, read_by_me',
    fixture: `with p as (insert into public.prayer_requests (name, request_details) values ('Fixture', $1) returning id)
      select id::text as key from p`,
    keepFixture: true,
    cleanup: `delete from public.prayer_requests where request_details = $1`,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    // Another user's staff row (an editor); the insert cell tries to make the member an admin.
    kind: 'table',
    subject: 'staff_members',
    table: 'staff_members',
    access: STAFF_ROWS,
    key: 'user_id',
    marker: 'user_id',
    read: 'user_id, role',
    fixture: `with u as (
        insert into auth.users (id, aud, role, email, created_at, updated_at)
        values (gen_random_uuid(), 'authenticated', 'authenticated', $1 || '@example.org', now(), now())
        returning id)
      insert into public.staff_members (user_id, role) select id, 'editor' from u returning user_id::text as key`,
    cleanup: `delete from auth.users where email = $1 || '@example.org'`,
    insertRow: () => ({ user_id: principals.member.id, role: 'admin' }),
    patch: { role: 'care' },
    patched: `select 1 from public.staff_members where user_id = $1::uuid and role = 'care'`,
  },
  {
    kind: 'table',
    subject: 'staff_members (own row)',
    table: 'staff_members',
    access: OWN_STAFF_ROW,
    ops: ['select'],
    key: 'user_id',
    marker: 'user_id',
    read: 'user_id, role',
    fixture: `select $2::text as key where $1::text is not null`,
    keepFixture: true,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    kind: 'table',
    subject: 'activity_log',
    table: 'activity_log',
    access: ADMINS_READ,
    marker: 'row_id',
    read: 'id, occurred_at, actor_email, area, table_name, row_id, action, changed_columns, changes',
    fixture: `insert into public.activity_log (actor_id, actor_email, area, table_name, row_id, action, changed_columns)
      values (gen_random_uuid(), 'fixture@example.org', 'content', 'sermons', $1, 'update', '{title}')
      returning id::text as key`,
    insertRow: (t) => ({
      actor_id: randomUUID(),
      actor_email: 'forged@example.org',
      area: 'content',
      table_name: 'sermons',
      row_id: t,
      action: 'delete',
      changed_columns: [],
    }),
    patch: { actor_email: 'rewritten@example.org' },
    patched: `select 1 from public.activity_log where id = $1::bigint and actor_email = 'rewritten@example.org'`,
  },
  {
    // A view (counts only): insert, update and delete are not operations a view of counts has.
    kind: 'table',
    subject: 'form_submission_counts',
    table: 'form_submission_counts',
    access: ANY_STAFF_READS,
    ops: ['select'],
    key: 'form',
    marker: 'form',
    read: 'form, last_hour, last_day',
    fixture: `select 'prayer_requests'::text as key where $1::text is not null`,
    keepFixture: true,
    insertRow: () => ({}),
    patch: {},
    patched: 'select 1',
  },
  {
    // One row of the flood guard (decision 0046); nobody adds or removes it through the API.
    kind: 'table',
    subject: 'form_guard_settings',
    table: 'form_guard_settings',
    access: ADMINS_ONE_ROW,
    marker: 'behind_cloudflare',
    read: 'church_networks, behind_cloudflare, version',
    fixture: `update public.form_guard_settings set church_networks = '{}' where $1::text is not null
      returning id::text as key`,
    keepFixture: true,
    cleanup: `update public.form_guard_settings set church_networks = '{}' where $1::text is not null`,
    insertRow: () => ({}),
    patch: { church_networks: ['192.0.2.0/24'] },
    patched: `select 1 from public.form_guard_settings where id::text = $1 and church_networks = '{192.0.2.0/24}'`,
  },
  // Online giving (docs/decisions/0038; the finance role's column is in tests/db/giving.test.ts).
  {
    kind: 'table',
    subject: 'giving_settings',
    table: 'giving_settings',
    access: SETTINGS_ONE_ROW,
    marker: 'statement_signer',
    read: 'provider, external_url, fee_percent_bp, fee_fixed_cents, ein, statement_signer',
    fixture: `update public.giving_settings set statement_signer = null where $1::text is not null returning id::text as key`,
    keepFixture: true,
    cleanup: `update public.giving_settings set fee_fixed_cents = 30 where $1::text is not null`,
    insertRow: () => ({}),
    patch: { fee_fixed_cents: 31 },
    patched: `select 1 from public.giving_settings where id::text = $1 and fee_fixed_cents = 31`,
  },
  {
    kind: 'table',
    subject: 'giving_funds',
    table: 'giving_funds',
    access: SETTINGS,
    marker: 'name',
    read: 'id, name, enabled, position',
    fixture: `insert into public.giving_funds (name) values ($1) returning id::text as key`,
    insertRow: (t) => ({ name: t }),
    patch: { position: 9 },
    patched: `select 1 from public.giving_funds where id = $1::uuid and position = 9`,
  },
  {
    kind: 'table',
    subject: 'donations',
    table: 'donations',
    access: ADMINS_READ,
    marker: 'stripe_checkout_session_id',
    read: '*',
    fixture: `insert into public.donations (amount_cents, fund_name, frequency, stripe_checkout_session_id)
      values (5000, 'Tithe', 'one_time', $1) returning id::text as key`,
    insertRow: (t) => ({
      amount_cents: 100,
      fund_name: 'Tithe',
      frequency: 'one_time',
      stripe_checkout_session_id: t,
    }),
    patch: { status: 'refunded' },
    patched: `select 1 from public.donations where id = $1::uuid and status = 'refunded'`,
  },
  {
    kind: 'table',
    subject: 'recurring_gifts',
    table: 'recurring_gifts',
    access: ADMINS_READ,
    marker: 'stripe_subscription_id',
    read: '*',
    fixture: `insert into public.recurring_gifts (amount_cents, fund_name, frequency, stripe_subscription_id)
      values (5000, 'Tithe', 'monthly', $1) returning id::text as key`,
    insertRow: (t) => ({
      amount_cents: 100,
      fund_name: 'Tithe',
      frequency: 'monthly',
      stripe_subscription_id: t,
    }),
    patch: { status: 'ended' },
    patched: `select 1 from public.recurring_gifts where id = $1::uuid and status = 'ended'`,
  },
  {
    kind: 'table',
    subject: 'giving_checkouts',
    table: 'giving_checkouts',
    access: ADMINS_READ,
    key: 'session_id',
    marker: 'session_id',
    read: '*',
    fixture: `insert into public.giving_checkouts (session_id, mode, gift_cents, fund_name, frequency)
      values ('cs_' || replace($1, '-', '_'), 'payment', 5000, 'Tithe', 'one_time') returning session_id as key`,
    cleanup: `delete from public.giving_checkouts where session_id = 'cs_' || replace($1, '-', '_')`,
    insertRow: (t) => ({
      session_id: `cs_${t.replace(/-/g, '_')}`,
      mode: 'payment',
      gift_cents: 100,
      fund_name: 'Tithe',
      frequency: 'one_time',
    }),
    patch: { gift_cents: 200 },
    patched: `select 1 from public.giving_checkouts where session_id = $1 and gift_cents = 200`,
  },
  // Issue 41: payments that are not this site's, and the year-end statements e-mailed.
  {
    kind: 'table',
    subject: 'unmatched_stripe_payments',
    table: 'unmatched_stripe_payments',
    access: ADMINS_READ,
    marker: 'stripe_checkout_session_id',
    read: '*',
    fixture: `insert into public.unmatched_stripe_payments (reason, stripe_checkout_session_id, amount_cents)
      values ('unknown_checkout', $1, 5000) returning id::text as key`,
    insertRow: (t) => ({ reason: 'unknown_checkout', stripe_checkout_session_id: t, amount_cents: 100 }),
    patch: { amount_cents: 1 },
    patched: `select 1 from public.unmatched_stripe_payments where id = $1::uuid and amount_cents = 1`,
  },
  {
    kind: 'table',
    subject: 'giving_statement_sends',
    table: 'giving_statement_sends',
    access: ADMINS_READ,
    marker: 'donor_email',
    read: '*',
    fixture: `insert into public.giving_statement_sends (year, donor_email, request_id)
      values (2030, $1, gen_random_uuid()) returning id::text as key`,
    insertRow: (t) => ({ year: 2030, donor_email: t, request_id: '00000000-0000-4000-8000-000000000000' }),
    patch: { sent_at: '2030-01-01T00:00:00Z' },
    patched: `select 1 from public.giving_statement_sends where id = $1::uuid and sent_at is not null`,
  },
  ...REGISTRATION_CASES,
];

const IMAGE: Pick<BucketCase, 'extension' | 'contentType'> = { extension: 'png', contentType: 'image/png' };
const BUCKETS: BucketCase[] = [
  {
    kind: 'bucket',
    subject: 'storage hero-videos',
    bucket: 'hero-videos',
    access: MEDIA_BUCKET,
    extension: 'mp4',
    contentType: 'video/mp4',
  },
  { kind: 'bucket', subject: 'storage event-covers', bucket: 'event-covers', access: MEDIA_BUCKET, ...IMAGE },
  {
    kind: 'bucket',
    subject: 'storage sermon-covers',
    bucket: 'sermon-covers',
    access: MEDIA_BUCKET,
    ...IMAGE,
  },
  {
    kind: 'bucket',
    subject: 'storage sermon-audio',
    bucket: 'sermon-audio',
    access: MEDIA_BUCKET,
    extension: 'mp3',
    contentType: 'audio/mpeg',
  },
  {
    kind: 'bucket',
    subject: 'storage gallery-images',
    bucket: 'gallery-images',
    access: MEDIA_BUCKET,
    ...IMAGE,
  },
  {
    kind: 'bucket',
    subject: 'storage pastor-book-covers',
    bucket: 'pastor-book-covers',
    access: MEDIA_BUCKET,
    ...IMAGE,
  },
  {
    kind: 'bucket',
    subject: 'storage pastor-book-pdfs',
    bucket: 'pastor-book-pdfs',
    access: MEDIA_BUCKET,
    extension: 'pdf',
    contentType: 'application/pdf',
  },
  {
    kind: 'bucket',
    subject: 'storage blog-post-covers',
    bucket: 'blog-post-covers',
    access: MEDIA_BUCKET,
    ...IMAGE,
  },
  {
    kind: 'bucket',
    subject: 'storage sermon-audio-unpublished',
    bucket: 'sermon-audio-unpublished',
    access: UNPUBLISHED_MEDIA_BUCKET,
    public: false,
    extension: 'mp3',
    contentType: 'audio/mpeg',
  },
  {
    kind: 'bucket',
    subject: 'storage sermon-covers-unpublished',
    bucket: 'sermon-covers-unpublished',
    access: UNPUBLISHED_MEDIA_BUCKET,
    public: false,
    ...IMAGE,
  },
  {
    kind: 'bucket',
    subject: 'storage blog-post-covers-unpublished',
    bucket: 'blog-post-covers-unpublished',
    access: UNPUBLISHED_MEDIA_BUCKET,
    public: false,
    ...IMAGE,
  },
  {
    kind: 'bucket',
    subject: 'storage event-covers-unpublished',
    bucket: 'event-covers-unpublished',
    access: UNPUBLISHED_MEDIA_BUCKET,
    public: false,
    ...IMAGE,
  },
];

const MATRIX: Case[] = [...TABLES, ...BUCKETS];

/**
 * Functions of `public` with their own caller check (security definer), and who may call them:
 * the site builds of /admin/settings (admins; decision 0033) and the publish-media function's
 * two RPCs (the service role only, none of the five callers; decision 0037). A call is allowed
 * when it answers without an error; denied when refused with 42501 (no EXECUTE, or the
 * function's own check).
 */
interface FunctionCase {
  name: string;
  args: Record<string, unknown>;
  /** The callers that may call it. */
  allowed: Actor[];
}

const PUSH_SUB = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'A'.repeat(22),
};
const PUSH_ARGS: Record<string, Record<string, unknown>> = {
  push_subscribe: { ...PUSH_SUB, topics: ['live'], language: 'en', client: 'matrix' },
  push_remind: { ...PUSH_SUB, language: 'en', registration_token: 'matrix', remind: false, client: 'matrix' },
  push_status: { endpoint: PUSH_SUB.endpoint, auth: PUSH_SUB.auth },
  push_unsubscribe: { endpoint: PUSH_SUB.endpoint, auth: PUSH_SUB.auth },
  push_queue_test: {
    ...PUSH_SUB,
    language: 'en',
    staff_id: '00000000-0000-4000-8000-000000000000',
    client: 'matrix',
  },
};

const FUNCTIONS: FunctionCase[] = [
  { name: 'site_build_status', args: {}, allowed: ['admin'] },
  // 24 is the default ceiling: an allowed call changes nothing.
  { name: 'set_site_build_daily_limit', args: { daily_limit: 24 }, allowed: ['admin'] },
  { name: 'media_moves_due', args: { batch: 1 }, allowed: [] },
  { name: 'media_report', args: { from_bucket: 'matrix', path: 'matrix', ok: true }, allowed: [] },
  // Online giving: the webhook's and the checkout's functions are the service role's alone.
  {
    name: 'apply_stripe_event',
    args: { event: { id: 'evt_matrix', type: 'ping', data: { object: {} } } },
    allowed: [],
  },
  {
    name: 'begin_giving_checkout',
    args: {
      gift_cents: 100,
      fund_id: '00000000-0000-4000-8000-000000000000',
      frequency: 'one_time',
      cover_fee: false,
      client_headers: {},
    },
    allowed: [],
  },
  {
    name: 'record_giving_checkout',
    args: {
      attempt_id: 0,
      session_id: 'cs_test_matrix0',
      gift_cents: 100,
      fee_cents: 0,
      fund_id: '00000000-0000-4000-8000-000000000000',
      fund_name: 'Matrix',
      frequency: 'one_time',
    },
    allowed: [],
  },
  { name: 'release_giving_checkout', args: { attempt_id: 0 }, allowed: [] },
  // The flood guard's view of the caller's address, for 'Add this network' (decision 0046).
  { name: 'my_client_address', args: {}, allowed: ['admin'] },
  // Event registration (decision 0039): the counts for admins and editors; the mail queue for
  // the service role only.
  {
    name: 'registration_counts',
    args: { event_id: '00000000-0000-4000-8000-000000000000', occurrence_date: '2030-01-02' },
    allowed: ['editor', 'admin'],
  },
  // The one mail outbox (decision 0053): claimed and reported by the e-mail functions only.
  { name: 'mail_claim', args: { kind: 'registration', batch: 1 }, allowed: [] },
  { name: 'mail_report', args: { mail_id: 0, ok: true }, allowed: [] },
  // Year-end statements queued once (issue 41; decision 0053): admin (and finance,
  // tests/db/giving-mail.test.ts). An empty 'Send again' list queues and records nothing.
  {
    name: 'queue_giving_statements',
    args: {
      year: 2030,
      time_zone: 'America/Indiana/Indianapolis',
      request_id: '00000000-0000-4000-8000-000000000000',
      again: [],
    },
    allowed: ['admin'],
  },
  // Push notifications (decision 0049): the history and the weekly count for admins and editors
  // (and the test's sender check); the functions' subscription writes, claims and reports for the
  // service role only.
  { name: 'push_history', args: { max_rows: 1 }, allowed: ['editor', 'admin'] },
  { name: 'push_announcement_quota', args: {}, allowed: ['editor', 'admin'] },
  { name: 'push_test_sender', args: {}, allowed: ['editor', 'admin'] },
  ...['push_subscribe', 'push_remind', 'push_status', 'push_unsubscribe', 'push_queue_test'].map(
    (name): FunctionCase => ({ name, args: PUSH_ARGS[name] ?? {}, allowed: [] }),
  ),
  { name: 'push_claim', args: { batch: 1 }, allowed: [] },
  { name: 'push_report', args: { delivery_id: 0, outcome: 'sent' }, allowed: [] },
];

/** The tables and views of `public`; the matrix must cover each of them. */
const ALL_RELATIONS = [
  'site_settings',
  'hero_videos',
  'church_events',
  'church_event_exceptions',
  'birthdays',
  'sermons',
  'gallery_images',
  'member_testimonies',
  'pastor_books',
  'pastor_blog_posts',
  'bookstore_items',
  'pastor_words',
  'pastor_key_verses',
  'newsletter_subscribers',
  'newsletter_issues',
  'newsletter_settings',
  'newsletter_sends',
  'prayer_requests',
  'contact_messages',
  'first_timers',
  'staff_members',
  'activity_log',
  'form_submission_counts',
  'inbox_items',
  'inbox_notes',
  'inbox_reads',
  'inbox',
  'alert_preferences',
  'inbox_retention',
  'form_guard_settings',
  'giving_settings',
  'giving_funds',
  'donations',
  'recurring_gifts',
  'giving_checkouts',
  'unmatched_stripe_payments',
  'giving_statement_sends',
  'event_registration_settings',
  'event_registration_dates',
  'event_registrations',
  'registration_retention',
  'push_settings',
];

/** The expected verdict of one cell: the letter at the operation's position in `R I U D`. */
function expected(c: Case, actor: Actor, op: Op): Verdict {
  const letters = c.access[actor];
  const letter = letters[OPS.indexOf(op)];
  if (letters.length !== 4 || (letter !== '-' && letter !== LETTER[op])) {
    throw new Error(`matrix typo in ${c.subject}/${actor}: '${letters}'`);
  }
  return letter === LETTER[op] ? 'allow' : 'deny';
}

// --- clients and fixtures --------------------------------------------------------------------

let db: pg.Client;
const clients = {} as Record<Actor, SupabaseClient>;
/** The signed-in callers, created by beforeAll. */
const principals = {} as Record<Exclude<Actor, 'anon'>, Principal>;
let admin: SupabaseClient;
/** A prayer request's inbox item that the notes and read-mark cells write to. */
let inboxItemId = '';

/** A fresh lowercase token usable in slugs, setting keys and e-mail local parts. */
function token(): string {
  return `matrix${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** Fails the cell on errors that are not a permission denial, so they cannot pass as "deny". */
function assertOnlyDenied(error: { code?: string; message: string } | null, where: string): void {
  if (error && error.code !== '42501') {
    throw new Error(`${where}: unexpected error ${error.code ?? '?'}: ${error.message}`);
  }
}

beforeAll(async () => {
  db = await superuser();
  admin = serviceClient();
  clients.anon = anonClient();
  principals.member = await createPrincipal(db, 'matrix-member', null);
  principals.editor = await createPrincipal(db, 'matrix-editor', 'editor');
  principals.care = await createPrincipal(db, 'matrix-care', 'care');
  principals.admin = await createPrincipal(db, 'matrix-admin', 'admin');
  for (const actor of ['member', 'editor', 'care', 'admin'] as const)
    clients[actor] = principals[actor].client;
  const item = await db.query<{ id: string }>(
    `insert into public.prayer_requests (request_details) values ('matrix shared inbox item') returning id::text`,
  );
  inboxItemId = item.rows[0]!.id;
  const event = await db.query<{ id: string }>(
    `insert into public.church_events (title, start_time) values ('matrix registration event', now() + interval '30 days') returning id::text`,
  );
  registrationEventId = event.rows[0]!.id;
});

afterAll(async () => {
  await db?.query(`delete from public.prayer_requests where request_details = 'matrix shared inbox item'`);
  await db?.query(`delete from public.church_events where title = 'matrix registration event'`);
  if (db) await removePrincipals(db, Object.values(principals));
  await db?.end();
});

// --- cells: tables ---------------------------------------------------------------------------

async function tableCell(c: TableCase, actor: Actor, op: Op): Promise<Verdict> {
  const client = clients[actor];
  const key = c.key ?? 'id';
  const t = token();
  const removeMarked = `delete from public.${c.table} where ${c.marker}::text like $1 || '%'`;

  if (op === 'insert') {
    const row = c.insertRow(t);
    const markerValue = String(row[c.marker]);
    const before = await db.query(`select 1 from public.${c.table} where ${c.marker}::text = $1`, [
      markerValue,
    ]);
    try {
      const { error } = await client.from(c.table).insert(row);
      assertOnlyDenied(error, `${c.subject} insert`);
      const stored = await db.query(`select 1 from public.${c.table} where ${c.marker}::text = $1`, [
        markerValue,
      ]);
      const added = (stored.rowCount ?? 0) - (before.rowCount ?? 0);
      if (!error && added === 1) return 'allow';
      if (error && added === 0) return 'deny';
      throw new Error(`${c.subject} insert: error=${error?.code ?? 'none'} but ${added} row(s) added`);
    } finally {
      await db.query(removeMarked, [markerValue]);
    }
  }

  const callerId = actor === 'anon' ? principals.member.id : principals[actor].id;
  const fixture = await db.query<{ key: string }>(c.fixture, c.fixture.includes('$2') ? [t, callerId] : [t]);
  const fixtureKey = fixture.rows[0]?.key;
  if (!fixtureKey) throw new Error(`${c.subject}: fixture not created`);
  try {
    if (op === 'select') {
      const { data, error } = await client.from(c.table).select(c.read).eq(key, fixtureKey);
      assertOnlyDenied(error, `${c.subject} select`);
      return !error && (data?.length ?? 0) === 1 ? 'allow' : 'deny';
    }
    if (op === 'update') {
      const { error } = await client.from(c.table).update(c.patch).eq(key, fixtureKey);
      assertOnlyDenied(error, `${c.subject} update`);
      const applied = await db.query(c.patched, [fixtureKey]);
      return !error && applied.rowCount === 1 ? 'allow' : 'deny';
    }
    const { error } = await client.from(c.table).delete().eq(key, fixtureKey);
    assertOnlyDenied(error, `${c.subject} delete`);
    const left = await db.query(`select 1 from public.${c.table} where ${key}::text = $1`, [fixtureKey]);
    return !error && left.rowCount === 0 ? 'allow' : 'deny';
  } finally {
    if (!c.keepFixture) {
      await db.query(`delete from public.${c.table} where ${key}::text = $1`, [fixtureKey]);
      await db.query(removeMarked, [t]);
    }
    if (c.cleanup) await db.query(c.cleanup, [t]);
  }
}

// --- cells: storage --------------------------------------------------------------------------

function bytesFor(label: string): Uint8Array {
  return new TextEncoder().encode(`matrix object ${label} ${randomUUID()}`);
}

async function objectExists(bucket: string, name: string): Promise<boolean> {
  const r = await db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return r.rowCount === 1;
}

async function publicBody(bucket: string, name: string): Promise<string> {
  const { data } = admin.storage.from(bucket).getPublicUrl(name);
  const response = await fetch(data.publicUrl, { cache: 'no-store' });
  return response.ok ? response.text() : `HTTP ${response.status}`;
}

/** The stored bytes: through the public URL, or a service-role download from a private bucket. */
async function storedBody(c: BucketCase, name: string): Promise<string> {
  if (c.public !== false) return publicBody(c.bucket, name);
  const { data, error } = await admin.storage.from(c.bucket).download(name);
  return data ? data.text() : `error ${error?.message ?? '?'}`;
}

async function bucketCell(c: BucketCase, actor: Actor, op: Op): Promise<Verdict> {
  const storage = clients[actor].storage.from(c.bucket);
  const t = token();
  const name = `matrix/${t}.${c.extension}`;
  const options = { contentType: c.contentType, upsert: false };
  try {
    if (op === 'insert') {
      const { error } = await storage.upload(name, bytesFor('inserted'), options);
      const exists = await objectExists(c.bucket, name);
      if (!error && exists) return 'allow';
      if (error && !exists) return 'deny';
      throw new Error(`${c.subject} upload: error=${error?.message ?? 'none'} but stored=${exists}`);
    }
    const original = bytesFor('fixture');
    const seeded = await admin.storage.from(c.bucket).upload(name, original, options);
    if (seeded.error) throw new Error(`${c.subject}: fixture upload failed: ${seeded.error.message}`);

    if (op === 'select') {
      const { data, error } = await storage.list('matrix', { search: t });
      const listed = !error && (data ?? []).some((o) => o.name === `${t}.${c.extension}`);
      const signed = await storage.createSignedUrl(name, 60);
      if (listed !== Boolean(signed.data?.signedUrl)) {
        throw new Error(`${c.subject} select: listed=${listed} but signed=${Boolean(signed.data)}`);
      }
      return listed ? 'allow' : 'deny';
    }
    if (op === 'update') {
      const replacement = bytesFor('replaced');
      const { error } = await storage.update(name, replacement, { contentType: c.contentType });
      const body = await storedBody(c, name);
      const replaced = body === new TextDecoder().decode(replacement);
      if (!error && replaced) return 'allow';
      if (!replaced && body === new TextDecoder().decode(original)) return 'deny';
      throw new Error(`${c.subject} update: error=${error?.message ?? 'none'}, public body now "${body}"`);
    }
    const { error } = await storage.remove([name]);
    const exists = await objectExists(c.bucket, name);
    return !error && !exists ? 'allow' : 'deny';
  } finally {
    await admin.storage.from(c.bucket).remove([name]);
  }
}

// --- the matrix ------------------------------------------------------------------------------

describe('policy matrix', () => {
  it('covers every table and view of the schema', async () => {
    const r = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type in ('BASE TABLE', 'VIEW') order by table_name`,
    );
    const covered = new Set(TABLES.map((c) => c.table));
    expect(r.rows.map((row) => row.table_name).filter((t) => !covered.has(t))).toEqual([]);
    expect([...covered].sort()).toEqual([...ALL_RELATIONS].sort());
  });

  it('covers every bucket', async () => {
    const r = await db.query<{ id: string }>('select id from storage.buckets order by id');
    const covered = new Set(BUCKETS.map((c) => c.bucket));
    expect(r.rows.map((row) => row.id).filter((b) => !covered.has(b))).toEqual([]);
  });

  for (const c of BUCKETS) {
    const open = c.public !== false;
    it(`${c.subject} · public URL → ${open ? '200 to anyone' : '400 (private bucket)'}`, async () => {
      const r = await db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [
        c.bucket,
      ]);
      expect(r.rows[0]?.public).toBe(open);
      const name = `matrix/${token()}.${c.extension}`;
      const seeded = await admin.storage
        .from(c.bucket)
        .upload(name, bytesFor('public'), { contentType: c.contentType, upsert: false });
      expect(seeded.error).toBeNull();
      try {
        const { data } = admin.storage.from(c.bucket).getPublicUrl(name);
        const response = await fetch(data.publicUrl, { cache: 'no-store' });
        if (open) {
          expect(response.status).toBe(200);
        } else {
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
        }
      } finally {
        await admin.storage.from(c.bucket).remove([name]);
      }
    });
  }

  it('covers every table, view and bucket for all four operations (or says which it leaves out)', () => {
    // A table case that asserts only some operations is a sub-case (a row kind) of a table that
    // also has a full case, or a view (the counts, the inbox list), which has only select.
    const full = new Set(TABLES.filter((c) => !c.ops).map((c) => c.table));
    const partialOnly = TABLES.filter((c) => c.ops && !full.has(c.table)).map((c) => c.table);
    expect([...new Set(partialOnly)]).toEqual(['inbox', 'form_submission_counts']);
  });

  for (const f of FUNCTIONS) {
    for (const actor of ACTORS) {
      const verdict: Verdict = f.allowed.includes(actor) ? 'allow' : 'deny';
      it(`function ${f.name} · ${actor} · execute → ${verdict}`, async () => {
        const { error } = await clients[actor].rpc(f.name, f.args);
        if (error && error.code !== '42501') {
          throw new Error(`${f.name}: unexpected error ${error.code ?? '?'}: ${error.message}`);
        }
        expect(error ? 'deny' : 'allow').toBe(verdict);
      });
    }
  }

  for (const c of MATRIX) {
    const ops = c.kind === 'table' ? (c.ops ?? OPS) : OPS;
    for (const actor of ACTORS) {
      for (const op of ops) {
        const verdict = expected(c, actor, op);
        it(`${c.subject} · ${actor} · ${op} → ${verdict}`, async () => {
          const actual = c.kind === 'table' ? await tableCell(c, actor, op) : await bucketCell(c, actor, op);
          expect(actual).toBe(verdict);
        });
      }
    }
  }
});
