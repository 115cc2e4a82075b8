/**
 * Site settings have one shape per key, on both sides (issue 24; docs/decisions/0032): the
 * database's rule (`private.site_setting_problem`, refused by a trigger with SQLSTATE 23514) and
 * the staff forms' strict zod schema (`settingWriteSchemas`) agree on the seed, on each built-in
 * default and on a set of wrong and right shapes; only admins write settings, every change is in
 * the activity log with its old and new value, and the free-text service times of before are
 * migrated to the structured list.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting, siteSettingSchemas, type SettingKey } from '@/lib/site-settings/schemas';
import {
  checkSetting,
  settingWriteSchemas,
  type WritableSettingKey,
} from '@/lib/site-settings/write-schemas';
import { STORED_DEFAULTS } from '@/lib/site-settings/stored-defaults';
import { isTranslatedSettingKey } from '@/lib/site-settings/translated-keys';
import { superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let admin: Principal;
let editor: Principal;

const KEYS = Object.keys(settingWriteSchemas) as WritableSettingKey[];

/** The database's verdict: null when `value` may be stored under `key`, else the reason. */
async function sqlProblem(key: string, value: unknown): Promise<string | null> {
  const r = await db.query<{ problem: string | null }>(
    'select private.site_setting_problem($1, $2::jsonb) as problem',
    [key, JSON.stringify(value)],
  );
  return r.rows[0]!.problem;
}

beforeAll(async () => {
  db = await superuser();
  admin = await createPrincipal(db, 'settings-admin', 'admin');
  editor = await createPrincipal(db, 'settings-editor', 'editor');
});

afterAll(async () => {
  await removePrincipals(db, [admin, editor]);
  await db.end();
});

const URL_OK = 'https://cdn.example.org/a.jpg';

/** Wrong shapes, at least one per key; both sides must refuse each. */
const WRONG: [WritableSettingKey, unknown][] = [
  ['social_media_links', {}],
  ['social_media_links', { facebook: 'javascript:alert(1)' }],
  ['social_media_links', { tiktok: 'https://tiktok.com/@c' }],
  ['social_media_links', ['https://facebook.com/c']],
  ['contact_info', { address: '1 Main St', phone: '1', email: 'a@b.org' }],
  ['contact_info', { address: { street: '1 Main St', city: 'Indy' }, phone: ' ', email: 'a@b.org' }],
  ['contact_info', { address: { street: '1 Main St', city: 'Indy' }, phone: '1', email: 'not-an-email' }],
  ['contact_info', { address: { street: '1 Main St' }, phone: '1', email: 'a@b.org' }],
  ['service_times', { sunday: '9:00 AM & 11:00 AM', midweek: 'Wednesday 7:00 PM' }],
  ['service_times', [{ day: 'Sunday', time: '9:00 AM', label: 'Sunday' }]],
  ['service_times', [{ day: 'sunday', time: '24:00', label: 'Sunday' }]],
  ['service_times', [{ day: 'sunday', time: '09:00', label: '  ' }]],
  ['service_times', [{ day: 'sunday', time: '09:00' }]],
  ['service_times', []],
  ['service_times_ticker', { text: 'Join us' }],
  ['service_times_ticker', '   '],
  ['service_times_ticker', 'x'.repeat(501)],
  ['map_url', 'http://maps.example/embed'],
  ['map_url', { url: 'https://maps.example' }],
  ['banner_image_default', '//evil.example/a.jpg'],
  ['image_delivery', 'resize'],
  ['image_delivery', { mode: 'render' }],
  ['banner_image_about_page', '/\\evil.example'],
  ['banner_image_events_page', 'javascript:alert(1)'],
  ['banner_image_sermons_page', { url: URL_OK }],
  ['banner_image_donate_page', 'https://user:pass@cdn.example.org/a.jpg'],
  ['banner_image_gallery_page', 'https://cdn.example.org/a b.jpg'],
  ['banner_image_pastors_corner', 42],
  ['banner_image_live', ''],
  ['banner_image_contact', 'img/a.jpg'],
  ['banner_image_first_timer_form', null],
  [
    'about_us_vision_mission',
    { vision_title: 'V', vision_points: [], mission_title: 'M', mission_text: 'T' },
  ],
  ['about_us_vision_mission', { vision_title: 'V', vision_points: ['a'], mission_title: 'M' }],
  ['about_us_mandate', { title: 'Our Mandate', text: '' }],
  ['about_us_mandate', 'Our mandate'],
  [
    'about_us_values',
    { title: 'Values', items: [{ id: 'a', iconName: 'Rocket', title: 'Zeal', description: '' }] },
  ],
  [
    'about_us_values',
    {
      title: 'Values',
      items: [
        { id: 'a', iconName: 'Heart', title: 'Love', description: '' },
        { id: 'a', iconName: 'Users', title: 'Unity', description: '' },
      ],
    },
  ],
  ['about_us_leadership', { title: 'Leaders', items: [] }],
  [
    'about_us_leadership',
    { title: 'Leaders', items: [{ id: 'a', name: 'Ann', role: '', image: 'javascript:x', bio: '' }] },
  ],
  ['about_us_history', { title: 'History', text: 'Founded.', extra: true }],
  ['live_stream_youtube_url', '/live'],
  ['live_stream_youtube_url', { url: 'https://youtu.be/x' }],
  ['service_information_live_page', { title: 'Info', times_line1: 'Doors open at 8:30.', times_line2: 7 }],
  ['service_information_live_page', { title: ' ', times_line1: '', times_line2: '' }],
  ['youtube_channel_url', 'https://www.youtube.com/@c'],
  ['live_page_meeting_link_teams', { url: '#', label: 'Teams' }],
  ['live_page_meeting_link_zoom', { url: 'https://zoom.us/j/1', label: ' ' }],
  ['live_page_meeting_link_google_meet', { url: 'https://meet.google.com/x' }],
  ['podcast_info', { explicit: 'no' }],
  ['podcast_info', { owner_email: 'office' }],
  ['podcast_info', { language: 'English' }],
  ['podcast_info', { artwork: URL_OK }],
  ['site_identity', { url: 'javascript:alert(1)' }],
  ['site_identity', { time_zone: 'Mars/Olympus_Mons' }],
  ['site_identity', { colour: 'blue' }],
  ['visitor_email_address', 'the office'],
  ['visitor_email_address', { address: 'office@grace.example' }],
  ['visitor_email_address', ''],
];

/** The wrong shapes again under each Spanish `<key>_es` (decision 0055): its English key's rules. */
const WRONG_EVERYWHERE: [WritableSettingKey, unknown][] = [
  ...WRONG,
  ...WRONG.flatMap(([key, value]): [WritableSettingKey, unknown][] =>
    isTranslatedSettingKey(key) ? [[`${key}_es`, value]] : [],
  ),
];

/** Right shapes beyond the seed and the defaults; both sides must accept each. */
const RIGHT: [WritableSettingKey, unknown][] = [
  // The lines follow the service times and may be empty (docs/decisions/0032).
  ['service_information_live_page', { title: 'Service Information', times_line1: '', times_line2: '' }],
  ['social_media_links', { threads: 'https://www.threads.net/@c' }],
  ['contact_info', { address: { street: '1 Main St', city: 'Carmel' }, phone: '1', email: 'a@b.org' }],
  ['service_times', [{ day: 'saturday', time: '23:59', label: 'Vigil' }]],
  ['banner_image_live', '/images/live.jpg'],
  ['image_delivery', 'render'],
  ['banner_image_contact', 'http://cdn.example.org:8080/a.jpg?v=2#top'],
  ['map_url', 'https://www.google.com/maps?q=Indy&output=embed'],
  [
    'about_us_leadership',
    { title: 'Leaders', items: [{ id: 'a', name: 'Ann', role: '', image: null, bio: '' }] },
  ],
  ['podcast_info', { title: 'Grace & Truth', explicit: true }],
  ['site_identity', { name: 'Grace Chapel', url: 'https://grace.example', time_zone: 'America/Chicago' }],
  ['visitor_email_address', 'office@grace.example'],
];

describe('one shape per key, both sides', () => {
  it('every key the site reads has a rule on both sides', () => {
    for (const key of Object.keys(siteSettingSchemas)) expect(KEYS).toContain(key);
    for (const key of KEYS) expect(WRONG_EVERYWHERE.some(([k]) => k === key)).toBe(true);
  });

  it('the seed: every row is accepted by both sides', async () => {
    const rows = await db.query<{ setting_key: string; setting_value: unknown }>(
      'select setting_key, setting_value from public.site_settings order by setting_key',
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(Object.keys(siteSettingSchemas).length);
    for (const { setting_key: key, setting_value: value } of rows.rows) {
      // A Spanish version `<key>_es` has its English key's shape (docs/decisions/0055).
      const english = key.endsWith('_es') ? key.slice(0, -3) : key;
      expect(KEYS, key).toContain(english);
      expect(await sqlProblem(key, value), key).toBeNull();
      expect(checkSetting(english as WritableSettingKey, value), key).toEqual({ ok: true });
    }
  });

  it('the seed: the site reads the structured service times as they were shown before', async () => {
    const r = await db.query<{ v: unknown }>(
      `select setting_value as v from public.site_settings where setting_key = 'service_times'`,
    );
    expect(readSetting({ service_times: r.rows[0]!.v }, 'service_times')).toEqual([
      { day: 'sunday', time: '09:00', label: 'Sunday' },
      { day: 'sunday', time: '11:00', label: 'Sunday' },
      { day: 'wednesday', time: '19:00', label: 'Mid-Week' },
    ]);
  });

  it.each(KEYS.filter((key) => STORED_DEFAULTS[key] !== null))(
    'the built-in default of %s is accepted by both sides',
    async (key) => {
      expect(await sqlProblem(key, STORED_DEFAULTS[key])).toBeNull();
      expect(checkSetting(key, STORED_DEFAULTS[key])).toEqual({ ok: true });
      if (key in siteSettingSchemas) {
        const readKey = key as SettingKey;
        expect(readSetting({ [readKey]: STORED_DEFAULTS[key] }, readKey)).toEqual(
          readSetting(undefined, readKey),
        );
      }
    },
  );

  it.each(WRONG_EVERYWHERE.map(([key, value]) => [key, JSON.stringify(value), value] as const))(
    '%s refuses %s on both sides',
    async (key, _shown, value) => {
      expect(await sqlProblem(key, value)).toEqual(expect.any(String));
      expect(checkSetting(key, value).ok).toBe(false);
    },
  );

  it.each(RIGHT.map(([key, value]) => [key, JSON.stringify(value), value] as const))(
    '%s accepts %s on both sides',
    async (key, _shown, value) => {
      expect(await sqlProblem(key, value)).toBeNull();
      expect(checkSetting(key, value)).toEqual({ ok: true });
    },
  );
});

describe('writes through the API', () => {
  it('a wrong shape for each key is refused with a clear message and changes nothing', async () => {
    const keys = [...new Set(WRONG.map(([key]) => key))];
    for (const key of keys) {
      const value = WRONG.find(([k]) => k === key)![1];
      const before = await db.query('select setting_value from public.site_settings where setting_key = $1', [
        key,
      ]);
      const { error } =
        before.rows.length > 0
          ? await admin.client
              .from('site_settings')
              .update({ setting_value: value as never })
              .eq('setting_key', key)
          : await admin.client
              .from('site_settings')
              .insert({ setting_key: key, setting_value: value as never });
      expect(error?.code, key).toBe('23514');
      expect(error?.message, key).toMatch(new RegExp(`^The setting ${key} has the wrong shape: .+\\.$`));
      const after = await db.query('select setting_value from public.site_settings where setting_key = $1', [
        key,
      ]);
      expect(after.rows, key).toEqual(before.rows);
    }
  });

  it('an admin saves a setting, and the activity log keeps its old and new value', async () => {
    const key = 'live_page_meeting_link_zoom';
    const before = await db.query<{ setting_value: unknown; version: number }>(
      'select setting_value, version from public.site_settings where setting_key = $1',
      [key],
    );
    const old = before.rows[0]!;
    const changed = { url: 'https://us02web.zoom.us/j/1234567890', label: 'Zoom (test)' };
    try {
      const saved = await admin.client
        .from('site_settings')
        .update({ setting_value: changed, version: old.version })
        .eq('setting_key', key)
        .select('setting_value');
      expect(saved.error).toBeNull();
      expect(saved.data).toEqual([{ setting_value: changed }]);
      const log = await db.query<{ actor_id: string; changes: unknown }>(
        `select actor_id::text, changes from public.activity_log
          where table_name = 'site_settings' and row_id = $1 and action = 'update'
          order by id desc limit 1`,
        [key],
      );
      expect(log.rows[0]).toEqual({
        actor_id: admin.id,
        changes: { setting_value: { old: old.setting_value, new: changed } },
      });
    } finally {
      await db.query('update public.site_settings set setting_value = $2 where setting_key = $1', [
        key,
        JSON.stringify(old.setting_value),
      ]);
    }
  });

  it('an editor cannot change a setting, even with a right shape', async () => {
    const before = await db.query(
      `select setting_value from public.site_settings where setting_key = 'service_times'`,
    );
    const { error } = await editor.client
      .from('site_settings')
      .update({ setting_value: [{ day: 'monday', time: '06:00', label: 'Dawn' }] })
      .eq('setting_key', 'service_times');
    expect(error).toBeNull(); // RLS: zero rows updated, not an error.
    const after = await db.query(
      `select setting_value from public.site_settings where setting_key = 'service_times'`,
    );
    expect(after.rows).toEqual(before.rows);
    const insert = await editor.client
      .from('site_settings')
      .insert({ setting_key: 'site_identity', setting_value: { name: 'Editor Church' } });
    expect(insert.error?.code).toBe('42501');
  });
});

describe('migration of free-text service times', () => {
  const migrate = async (value: unknown) =>
    (
      await db.query<{ v: unknown }>('select private.structured_service_times($1::jsonb) as v', [
        JSON.stringify(value),
      ])
    ).rows[0]!.v;

  it('reads the sunday/midweek object the seed used to have', async () => {
    expect(await migrate({ sunday: '9:00 AM & 11:00 AM', midweek: 'Wednesday 7:00 PM' })).toEqual([
      { day: 'sunday', time: '09:00', label: 'Sunday' },
      { day: 'sunday', time: '11:00', label: 'Sunday' },
      { day: 'wednesday', time: '19:00', label: 'Mid-Week' },
    ]);
  });

  it('reads a list of day/time pairs and a map of day to times', async () => {
    expect(
      await migrate([
        { day: 'Saturday', time: '5 pm' },
        { label: 'Friday prayer', times: ['6:00 a.m.', '12:30 PM'] },
      ]),
    ).toEqual([
      { day: 'saturday', time: '17:00', label: 'Saturday' },
      { day: 'friday', time: '06:00', label: 'Friday prayer' },
      { day: 'friday', time: '12:30', label: 'Friday prayer' },
    ]);
    expect(
      await migrate({ 'Thursday bible_study': '7:30 PM', mid_week: { day: 'Wed', time: '12:00 AM' } }),
    ).toEqual([
      // jsonb keeps an object's keys shortest first.
      { day: 'wednesday', time: '00:00', label: 'Mid-Week' },
      { day: 'thursday', time: '19:30', label: 'Thursday Bible Study' },
    ]);
  });

  it('drops what names no weekday or no time, gives null when nothing is left, keeps a structured list', async () => {
    expect(await migrate({ sunday: 'mornings', evening: '7 PM', monday: '6:00 AM' })).toEqual([
      { day: 'monday', time: '06:00', label: 'Monday' },
    ]);
    expect(await migrate('Sundays at 9')).toBeNull();
    expect(await migrate({ weekly: '13:00 PM' })).toBeNull();
    const structured = [{ day: 'tuesday', time: '18:45', label: 'Youth' }];
    expect(await migrate(structured)).toEqual(structured);
  });

  it('the migration turned every stored service_times into a valid structured list', async () => {
    const r = await db.query<{ v: unknown }>(
      `select setting_value as v from public.site_settings where setting_key = 'service_times'`,
    );
    for (const row of r.rows) expect(await sqlProblem('service_times', row.v)).toBeNull();
  });
});
