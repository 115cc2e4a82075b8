/**
 * Event reminders of web push (docs/decisions/0049) through the real push-subscribe function: only
 * a confirmed registration gets one; cancelling or erasing the registration removes its reminder,
 * and the subscription it alone kept.
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
