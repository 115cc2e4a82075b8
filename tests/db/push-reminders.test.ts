/**
 * Event reminders of web push (docs/decisions/0049) through the real push-subscribe function: only
 * a confirmed registration gets one; cancelling or erasing the registration removes its reminder,
 * and the subscription it alone kept; a reminder is written in the registration's language
 * (issue 43, item 6; decision 0055), an English one as before.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';
import { callFunction, newSubscription, subscriptionRow } from './support/push';
import { tokenFor } from './support/registrations';

let db: pg.Client;
let admin: Principal;
let anon: SupabaseClient;
const PREFIX = 'Push reminder test';

beforeAll(async () => {
  db = await superuser();
  admin = await createPrincipal(db, 'push-reminder-admin', 'admin');
  anon = anonClient();
});

afterAll(async () => {
  await db?.query(`delete from public.church_events where title like $1`, [`${PREFIX}%`]);
  if (db) await removePrincipals(db, [admin]);
  await db?.end();
});

describe('event reminders', () => {
  async function registration(email: string): Promise<{ token: string; eventId: string }> {
    const { rows } = await db.query<{ id: string; date: string }>(
      `insert into public.church_events (title, start_time) values ($1, now() + interval '10 days')
       returning id::text, to_char((start_time at time zone time_zone)::date, 'YYYY-MM-DD') as date`,
      [`${PREFIX} ${email}`],
    );
    const event = rows[0]!;
    await db.query(
      `insert into public.event_registration_settings (event_id, is_open, capacity, waitlist) values ($1, true, 10, true)`,
      [event.id],
    );
    const { data, error } = await anon.rpc('register_for_event', {
      event_id: event.id,
      occurrence_date: event.date,
      name: 'Test Person',
      email,
      party_size: 1,
      phone: null,
      answers: {},
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'awaiting' });
    // The address proven (decision 0047): confirmed, with a key as its e-mail's link carries it.
    await db.query(
      `update public.event_registrations set status = 'confirmed', hold_expires_at = null
       where event_id = $1 and email = $2`,
      [event.id, email],
    );
    const token = await tokenFor(db, event.id, email);
    return { token, eventId: event.id };
  }

  const reminders = async (endpoint: string) =>
    Number(
      (
        await db.query(
          `select count(*) from private.push_reminders r join private.push_subscriptions s on s.id = r.subscription_id
           where s.endpoint = $1`,
          [endpoint],
        )
      ).rows[0]!.count,
    );

  it('only a confirmed registration gets one', async () => {
    const { token } = await registration('push-waitlisted@example.org');
    await db.query(
      `update public.event_registrations set status = 'waitlisted'
       where id = (select registration_id from private.registration_tokens where token_hash = private.registration_token_hash($1))`,
      [token],
    );
    const sub = await newSubscription();
    const refused = await callFunction({
      action: 'remind',
      subscription: sub,
      registration: token,
      remind: true,
    });
    expect(refused).toEqual({ status: 400, body: { error: 'Reminders are for confirmed registrations.' } });
    expect(await subscriptionRow(db, sub.endpoint)).toBeUndefined();
  });

  it('cancelling the registration removes its reminder and the subscription it alone kept', async () => {
    const { token } = await registration('push-cancel@example.org');
    const sub = await newSubscription();
    const on = await callFunction({ action: 'remind', subscription: sub, registration: token, remind: true });
    expect(on.body).toEqual({ subscribed: true, topics: [], reminded: true });
    expect(await reminders(sub.endpoint)).toBe(1);
    expect((await anon.rpc('cancel_registration', { token })).error).toBeNull();
    expect(await reminders(sub.endpoint)).toBe(0);
    expect(await subscriptionRow(db, sub.endpoint)).toBeUndefined();
  });

  it('erasing the registration removes its reminder; the browser’s topics stay', async () => {
    const email = 'push-erase@example.org';
    const { token } = await registration(email);
    const sub = await newSubscription();
    await callFunction({ action: 'subscribe', subscription: sub, topics: ['sermons'] });
    await callFunction({ action: 'remind', subscription: sub, registration: token, remind: true });
    expect(await reminders(sub.endpoint)).toBe(1);
    expect((await admin.client.rpc('erase_person', { email })).error).toBeNull();
    expect(await reminders(sub.endpoint)).toBe(0);
    expect(await subscriptionRow(db, sub.endpoint)).toMatchObject({ topics: ['sermons'] });
  });
});

describe('reminders in the registrant’s language', () => {
  /** A date starting in 30 minutes (the 1-hour reminder is due) with a reminder of `language`. */
  async function remindedDate(
    title: string,
    spanish: { title_es: string | null; location_es: string | null },
    people: { email: string; language: 'en' | 'es' }[],
  ): Promise<{ id: string; endpoints: Record<string, string> }> {
    const { rows } = await db.query<{ id: string; date: string }>(
      `insert into public.church_events (title, location, title_es, location_es, start_time)
       values ($1, 'Fellowship Hall', $2, $3, date_trunc('minute', now()) + interval '30 minutes')
       returning id::text, to_char((start_time at time zone time_zone)::date, 'YYYY-MM-DD') as date`,
      [title, spanish.title_es, spanish.location_es],
    );
    const event = rows[0]!;
    await db.query(
      `insert into public.event_registration_settings (event_id, is_open, capacity) values ($1, true, 10)`,
      [event.id],
    );
    const endpoints: Record<string, string> = {};
    for (const { email, language } of people) {
      const { error } = await anon.rpc('register_for_event', {
        event_id: event.id,
        occurrence_date: event.date,
        name: 'Test Person',
        email,
        party_size: 1,
        language,
      });
      expect(error).toBeNull();
      await db.query(
        `update public.event_registrations set status = 'confirmed', hold_expires_at = null
         where event_id = $1 and email = $2`,
        [event.id, email],
      );
      const sub = await newSubscription();
      // The browser says English: the registration's language decides.
      const on = await callFunction({
        action: 'remind',
        subscription: sub,
        registration: await tokenFor(db, event.id, email),
        remind: true,
        language: 'en-US',
      });
      expect(on.status).toBe(200);
      endpoints[email] = sub.endpoint;
    }
    await db.query('select private.push_queue_reminders()');
    return { id: event.id, endpoints };
  }

  /** Each browser's reminder of the event: what it says, and the message's language. */
  async function sent(eventId: string) {
    const { rows } = await db.query<{
      endpoint: string;
      language: string;
      title: string;
      body: string;
      url: string;
    }>(
      `select s.endpoint, m.language::text as language, m.title, m.body, m.url
       from private.push_messages as m
       join private.push_deliveries as d on d.message_id = m.id
       join private.push_subscriptions as s on s.id = d.subscription_id
       where m.event_id = $1 and m.kind = 'reminder'`,
      [eventId],
    );
    return new Map(rows.map((r) => [r.endpoint, r]));
  }

  /** The date as the English reminder has always written it, and as the Spanish one writes it. */
  async function when(eventId: string): Promise<{ en: string; es: string }> {
    const { rows } = await db.query<{ en: string; es: string }>(
      `select to_char(start_time at time zone private.church_time_zone(), 'Dy, Mon FMDD "at" FMHH12:MI AM') as en,
              private.spanish_date(start_time at time zone private.church_time_zone(), 'event') as es
       from public.church_events where id = $1`,
      [eventId],
    );
    return rows[0]!;
  }

  it('a Spanish registrant’s is Spanish (title, date, place, /es/ link); an English one’s as before', async () => {
    const event = await remindedDate(
      `${PREFIX} Supper`,
      { title_es: 'Cena de prueba', location_es: 'Salón' },
      [
        { email: 'push-es@example.org', language: 'es' },
        { email: 'push-en@example.org', language: 'en' },
      ],
    );
    const got = await sent(event.id);
    const date = await when(event.id);
    expect(date.es).toMatch(/^(dom|lun|mar|mié|jue|vie|sáb) \d{1,2} [a-z]+, \d{1,2}:\d{2} [ap]\. m\.$/);
    expect(got.get(event.endpoints['push-es@example.org']!)).toEqual({
      endpoint: event.endpoints['push-es@example.org'],
      language: 'es',
      title: 'Cena de prueba',
      body: `Empieza el ${date.es} · Salón`,
      url: `/es/events/${event.id}`,
    });
    expect(got.get(event.endpoints['push-en@example.org']!)).toEqual({
      endpoint: event.endpoints['push-en@example.org'],
      language: 'en',
      title: `${PREFIX} Supper`,
      body: `Starts ${date.en} · Fellowship Hall`,
      url: `/events/${event.id}`,
    });
    // Queued again (the job runs every minute): nothing new.
    const { rows } = await db.query('select private.push_queue_reminders() as queued');
    expect(rows[0]).toEqual({ queued: 0 });
    expect((await sent(event.id)).size).toBe(2);
  });

  it('an event without Spanish keeps its English title and place in the Spanish reminder', async () => {
    const event = await remindedDate(`${PREFIX} Picnic`, { title_es: ' ', location_es: null }, [
      { email: 'push-es-fallback@example.org', language: 'es' },
    ]);
    const date = await when(event.id);
    const got = await sent(event.id);
    expect(got.get(event.endpoints['push-es-fallback@example.org']!)).toMatchObject({
      language: 'es',
      title: `${PREFIX} Picnic`,
      body: `Empieza el ${date.es} · Fellowship Hall`,
      url: `/es/events/${event.id}`,
    });
  });
});
