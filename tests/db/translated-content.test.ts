/**
 * The church's content in English and Spanish (issue 43, items 4–7; docs/decisions/0055), through
 * the HTTP API as each kind of caller:
 * - the Spanish columns have the English row's rules: visitors read them only where they read
 *   the row (drafts stay hidden), only editors and admins write them, and a stale save is refused;
 * - the public reads give the Spanish with the English as the fallback, and say which;
 * - `needs_spanish` filters what lacks Spanish, and the activity log says a Spanish-only change
 *   in one sentence;
 * - `<key>_es` settings have the English key's shape;
 * - the language a visitor used is stored with a registration, a subscription and a form, and a
 *   language outside the list is refused;
 * - the podcast has one feed per language.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizeRow } from '@/lib/localized';
import { anonClient, superuser } from './support/clients';
import { call } from './support/http';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';
import { openEvent, register } from './support/registrations';

let db: pg.Client;
let editor: Principal;
let care: Principal;
let member: Principal;
let anon: SupabaseClient;
const RUN = randomUUID().slice(0, 8);
const SPANISH_SERMON = 'e0000000-0000-4000-8000-000000000013';

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'es-editor', 'editor');
  care = await createPrincipal(db, 'es-care', 'care');
  member = await createPrincipal(db, 'es-member', null);
  anon = anonClient();
});

afterAll(async () => {
  await db.query(`delete from public.sermons where title like $1`, [`%${RUN}%`]);
  await db.query(`delete from public.church_events where title like $1`, [`%${RUN}%`]);
  await db.query(`delete from public.prayer_requests where request_details like $1`, [`%${RUN}%`]);
  await db.query(`delete from public.newsletter_subscribers where email like $1`, [`%${RUN}%`]);
  await removePrincipals(db, [editor, care, member]);
  await db.end();
});

/** A draft sermon with Spanish texts, as the superuser; its id. */
async function draftSermon(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.sermons (title, title_es, speaker, date, status)
     values ($1, $2, 'Guest', current_date, 'draft') returning id::text`,
    [`Draft ${RUN}`, `Borrador ${RUN}`],
  );
  return rows[0]!.id;
}

describe("Spanish columns keep the English row's rules", () => {
  it("visitors and members do not read a draft's Spanish; editors do", async () => {
    const id = await draftSermon();
    for (const client of [anon, member.client, care.client]) {
      const { data, error } = await client.from('sermons').select('title_es').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data } = await editor.client.from('sermons').select('title_es').eq('id', id);
    expect(data).toEqual([{ title_es: `Borrador ${RUN}` }]);
  });

  it('only editors and admins write Spanish; a stale save is refused', async () => {
    const id = await draftSermon();
    for (const client of [anon, member.client, care.client]) {
      await client.from('sermons').update({ title_es: 'Cambiado' }).eq('id', id);
    }
    const stored = await db.query(`select title_es, version from public.sermons where id = $1`, [id]);
    expect(stored.rows[0]).toEqual({ title_es: `Borrador ${RUN}`, version: 1 });

    const saved = await editor.client
      .from('sermons')
      .update({ title_es: `Nuevo ${RUN}`, version: 1 })
      .eq('id', id)
      .select('title_es, version');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ title_es: `Nuevo ${RUN}`, version: 2 }]);
    const stale = await editor.client.from('sermons').update({ title_es: 'Viejo', version: 1 }).eq('id', id);
    expect(stale.error?.details).toBe('row_changed');
  });

  it('the activity log says a Spanish-only change in one sentence', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.sermons (title, speaker, date) values ($1, 'Guest', current_date) returning id::text`,
      [`Log ${RUN}`],
    );
    const id = rows[0]!.id;
    await editor.client
      .from('sermons')
      .update({ title_es: `Registro ${RUN}`, version: 1 })
      .eq('id', id);
    await editor.client
      .from('sermons')
      .update({ title_es: `Otro ${RUN}`, version: 2 })
      .eq('id', id);
    await editor.client.from('sermons').update({ title_es: null, version: 3 }).eq('id', id);
    const log = await db.query<{ summary: string }>(
      `select summary from public.activity_log where table_name = 'sermons' and row_id = $1 order by id`,
      [id],
    );
    expect(log.rows.map((row) => row.summary.replace(/^.*? (added|changed|removed) /, '$1 '))).toEqual([
      `added the Spanish version of the sermon "Log ${RUN}"`,
      `changed the Spanish version of the sermon "Log ${RUN}"`,
      `removed the Spanish version of the sermon "Log ${RUN}"`,
    ]);
  });

  it('refuses Spanish longer than the English allows, storing nothing', async () => {
    const id = await draftSermon();
    const { error } = await editor.client
      .from('sermons')
      .update({ title_es: 'x'.repeat(201) })
      .eq('id', id);
    expect(error?.code).toBe('23514');
  });
});

describe('public reads: Spanish, English as the fallback', () => {
  it('a sermon preached in Spanish reads in Spanish; an untranslated one falls back to English', async () => {
    const { data, error } = await anon
      .from('sermons')
      .select('*')
      .in('id', [SPANISH_SERMON, 'e0000000-0000-4000-8000-000000000002'])
      .order('language', { ascending: false });
    expect(error).toBeNull();
    const [spanish, english] = (data ?? []).map((row) => localizeRow(row, ['title', 'description'], 'es'));
    expect(spanish).toMatchObject({
      language: 'es',
      title: 'Una fe que persevera',
      textLanguages: { title: 'es', description: 'es' },
      hasSpanish: true,
    });
    expect(english).toMatchObject({
      language: 'en',
      title: 'A Song in the Night',
      textLanguages: { title: 'en', description: 'en' },
      hasSpanish: false,
    });
  });

  it('event dates carry their Spanish; a date whose English changed has only its own Spanish', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.church_events (title, title_es, start_time, recurrence_rule)
       values ($1, $2, now() + interval '1 day', 'FREQ=WEEKLY;COUNT=3') returning id::text`,
      [`Series ${RUN}`, `Serie ${RUN}`],
    );
    const id = rows[0]!.id;
    await db.query(
      `insert into public.church_event_exceptions (event_id, occurrence_date, title)
       select $1, (start_time at time zone time_zone)::date + 7, $2 from public.church_events where id = $1`,
      [id, `Moved ${RUN}`],
    );
    const { data, error } = await anon
      .rpc('event_occurrences', {
        range_start: new Date().toISOString(),
        range_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
      .select('title, title_es')
      .eq('event_id', id);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: `Series ${RUN}`, title_es: `Serie ${RUN}` },
      { title: `Moved ${RUN}`, title_es: null },
      { title: `Series ${RUN}`, title_es: `Serie ${RUN}` },
    ]);
  });

  it('the seeded funds, settings and an album read in Spanish', async () => {
    const funds = await anon.from('giving_funds').select('name, name_es').eq('name', 'Tithe');
    expect(funds.data).toEqual([{ name: 'Tithe', name_es: 'Diezmo' }]);
    const settings = await anon
      .from('site_settings')
      .select('setting_key')
      .in('setting_key', ['about_us_history_es', 'about_us_leadership_es']);
    expect(settings.data?.map((row) => row.setting_key)).toEqual(['about_us_history_es']);
  });
});

describe("'Needs Spanish'", () => {
  it('filters the rows with English text and no Spanish, blank counting as missing', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.church_events (title, title_es, description, description_es, start_time)
       values ($1, 'Completo', 'Text', 'Texto', now()), ($2, 'Sin descripción', 'Text', '  ', now()),
              ($3, null, null, null, now())
       returning id::text`,
      [`Done ${RUN}`, `Half ${RUN}`, `None ${RUN}`],
    );
    const ids = rows.map((row) => row.id);
    const { data, error } = await editor.client
      .from('church_events')
      .select('title')
      .in('id', ids)
      .eq('needs_spanish', true)
      .order('title');
    expect(error).toBeNull();
    expect(data?.map((row) => row.title)).toEqual([`Half ${RUN}`, `None ${RUN}`]);
  });

  it('lists the translatable settings that have no Spanish row, for staff only', async () => {
    const staff = await editor.client.rpc('settings_needing_spanish');
    expect(staff.error).toBeNull();
    expect(staff.data).toContain('about_us_leadership');
    expect(staff.data).not.toContain('about_us_history');
    const visitor = await anon.rpc('settings_needing_spanish');
    expect(visitor.error).not.toBeNull();
  });
});

describe('Spanish settings', () => {
  it('a <key>_es row has the shape of its English key', async () => {
    await expect(
      db.query(
        `insert into public.site_settings (setting_key, setting_value) values ('about_us_history_es', '{"title": 1}')
         on conflict (setting_key) do update set setting_value = excluded.setting_value`,
      ),
    ).rejects.toThrow(/about_us_history_es has the wrong shape/);
  });
});

describe('the language a visitor used', () => {
  it('is stored with a registration; a language outside the list is refused', async () => {
    const event = await openEvent(db, `Registration ${RUN}`, { capacity: 10 });
    const english = await register(anon, event, `en-${RUN}@example.org`);
    expect(english.code).toBeUndefined();
    const { error } = await anon.rpc('register_for_event', {
      event_id: event.id,
      occurrence_date: event.date,
      name: 'Ana',
      email: `es-${RUN}@example.org`,
      party_size: 1,
      language: 'es',
    });
    expect(error).toBeNull();
    const wrong = await anon.rpc('register_for_event', {
      event_id: event.id,
      occurrence_date: event.date,
      name: 'Jean',
      email: `fr-${RUN}@example.org`,
      party_size: 1,
      language: 'fr',
    });
    expect(wrong.error?.details).toBe('invalid_language');
    const stored = await db.query(
      `select email, language from public.event_registrations where event_id = $1 order by email`,
      [event.id],
    );
    expect(stored.rows).toEqual([
      { email: `en-${RUN}@example.org`, language: 'en' },
      { email: `es-${RUN}@example.org`, language: 'es' },
    ]);
  });

  it('is stored with a subscription and a prayer request; English is the default', async () => {
    expect(
      (await anon.from('newsletter_subscribers').insert({ email: `es-${RUN}@example.org`, language: 'es' }))
        .error,
    ).toBeNull();
    expect(
      (await anon.from('newsletter_subscribers').insert({ email: `en-${RUN}@example.org` })).error,
    ).toBeNull();
    const details = `Oración ${RUN}`;
    const prayer = await anon
      .from('prayer_requests')
      .insert({ request_details: details, is_public: false, language: 'es' });
    expect(prayer.error).toBeNull();
    const bad = await anon
      .from('prayer_requests')
      .insert({ request_details: `x ${RUN}`, is_public: false, language: 'fr' as never });
    expect(bad.error?.code).toBe('22P02');
    const subscribers = await db.query(
      `select email, language from public.newsletter_subscribers where email like $1 order by email`,
      [`%${RUN}%`],
    );
    expect(subscribers.rows).toEqual([
      { email: `en-${RUN}@example.org`, language: 'en' },
      { email: `es-${RUN}@example.org`, language: 'es' },
    ]);
    const prayers = await db.query(`select language from public.prayer_requests where request_details = $1`, [
      details,
    ]);
    expect(prayers.rows).toEqual([{ language: 'es' }]);
  });

  it('a gift takes the language of its checkout', async () => {
    const session = `cs_test_${RUN}`;
    await db.query(`select public.record_giving_checkout(0, $1, 5000, 0, null, 'Tithe', 'one_time', 'es')`, [
      session,
    ]);
    const { rows } = await db.query<{ language: string }>(
      `insert into public.donations (amount_cents, fee_cents, currency, fund_name, frequency, stripe_checkout_session_id)
       values (5000, 0, 'usd', 'Tithe', 'one_time', $1) returning language::text`,
      [session],
    );
    expect(rows).toEqual([{ language: 'es' }]);
    await db.query(`delete from public.donations where stripe_checkout_session_id = $1`, [session]);
    await db.query(`delete from public.giving_checkouts where session_id = $1`, [session]);
  });
});

describe('one podcast feed per language', () => {
  async function feed(query: string): Promise<string> {
    const answer = await call(`/rest/v1/rpc/podcast_feed?apikey=${inject('anonKey')}${query}`);
    expect(answer.status).toBe(200);
    return answer.text;
  }

  it('the Spanish feed has the Spanish sermons, in Spanish, with <language>es-us', async () => {
    const spanish = await feed('&language=es');
    expect(spanish).toContain('<language>es-us</language>');
    expect(spanish).toContain('<title>Sermones en español</title>');
    expect(spanish).toContain('<title>Una fe que persevera</title>');
    expect(spanish).toContain(`/es/sermons/${SPANISH_SERMON}</link>`);
    expect(spanish).toContain('podcast_feed?apikey=');
    expect(spanish).toMatch(/podcast_feed\?apikey=[^"]*&amp;language=es" rel="self"/);
    expect(spanish.match(/<item>/g)).toHaveLength(1);
  });

  it('the English feed has the English sermons only, with <language>en-us', async () => {
    const english = await feed('');
    expect(english).toContain('<language>en-us</language>');
    expect(english).not.toContain(SPANISH_SERMON);
    expect(english.match(/<item>/g)).toHaveLength(12);
  });
});
