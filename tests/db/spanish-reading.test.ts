/**
 * What a Spanish registrant, donor and subscriber read from the database and the functions
 * (issue 43, item 6; docs/decisions/0055 "E-mails in the person's language"): the registration
 * page's answers (`confirm_registration`, `change_registration`, `cancel_registration`) give the
 * event's Spanish title and place to a Spanish registration, the English where the Spanish is
 * blank, and the English to an English registration, and the church's confirmation message in
 * the registration's language; a Spanish donor's year-end statement names the fund in Spanish; a
 * Spanish subscriber's one-click unsubscribe address (RFC 8058) answers in Spanish, its GET page
 * included.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { caught, caughtMessage, openEvent, tokenFor } from './support/registrations';

let db: pg.Client;
let anon: SupabaseClient;

const WORD = `es-read-${randomUUID().slice(0, 8)}`;
const PREFIX = `Spanish reading test ${WORD}`;
const address = (name: string) => `${name}-${WORD}@example.org`;

beforeAll(async () => {
  db = await superuser();
  anon = anonClient();
  await db.query(
    `delete from private.form_attempts where form in ('event_registrations', 'newsletter_subscribers')`,
  );
});

afterAll(async () => {
  await db.query('delete from public.church_events where title like $1', [`${PREFIX}%`]);
  await db.query(`delete from public.newsletter_subscribers where email like '%' || $1 || '%'`, [WORD]);
  await db.query(`update public.giving_funds set enabled = false where name like '%' || $1`, [WORD]);
  await db.query(`delete from public.newsletter_issues where slug like $1 || '%'`, [WORD]);
  await db.end();
});

interface OwnEvent {
  event: { title: string; location: string | null; confirmation_message?: string | null } | null;
}

/** Registers `email` in `language` and answers what the registration page reads with its key. */
async function registerAndOpen(
  event: { id: string; date: string },
  email: string,
  language: 'en' | 'es',
): Promise<{ token: string; opened: OwnEvent }> {
  const { error } = await anon.rpc('register_for_event', {
    event_id: event.id,
    occurrence_date: event.date,
    name: 'Ana López',
    email,
    party_size: 1,
    language,
  });
  expect(error).toBeNull();
  const token = await tokenFor(db, event.id, email);
  const opened = await anon.rpc('confirm_registration', { token });
  expect(opened.error).toBeNull();
  return { token, opened: opened.data as OwnEvent };
}

describe('a Spanish registrant', () => {
  it('reads the Spanish title and place on the registration page; an English registrant the English', async () => {
    const event = await openEvent(db, `${PREFIX} Supper`, { capacity: 10 });
    await db.query(
      `update public.church_events set location = 'Fellowship Hall', title_es = $2, location_es = 'Salón'
       where id = $1`,
      [event.id, `Cena ${WORD}`],
    );
    const es = await registerAndOpen(event, address('ana'), 'es');
    expect(es.opened.event).toMatchObject({ title: `Cena ${WORD}`, location: 'Salón' });
    const changed = await anon.rpc('change_registration', { token: es.token, party_size: 2 });
    expect(changed.data).toMatchObject({
      party_size: 2,
      event: { title: `Cena ${WORD}`, location: 'Salón' },
    });
    const cancelled = await anon.rpc('cancel_registration', { token: es.token });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', event: { title: `Cena ${WORD}` } });

    const en = await registerAndOpen(event, address('ann'), 'en');
    expect(en.opened.event).toMatchObject({ title: `${PREFIX} Supper`, location: 'Fellowship Hall' });
  });

  it("reads the church's confirmation message in Spanish; an English registrant the English", async () => {
    const event = await openEvent(db, `${PREFIX} Retreat`, { capacity: 10 });
    await db.query(
      `update public.event_registration_settings
       set confirmation_message = 'Bring a sleeping bag.', confirmation_message_es = 'Traiga un saco de dormir.'
       where event_id = $1`,
      [event.id],
    );
    const es = await registerAndOpen(event, address('rosa'), 'es');
    expect(es.opened.event).toMatchObject({ confirmation_message: 'Traiga un saco de dormir.' });
    const en = await registerAndOpen(event, address('rose'), 'en');
    expect(en.opened.event).toMatchObject({ confirmation_message: 'Bring a sleeping bag.' });
    await db.query(
      `update public.event_registration_settings set confirmation_message_es = '  ' where event_id = $1`,
      [event.id],
    );
    const blank = await anon.rpc('confirm_registration', { token: es.token });
    expect(blank.data).toMatchObject({ event: { confirmation_message: 'Bring a sleeping bag.' } });
    const tooLong = await db
      .query(
        `update public.event_registration_settings set confirmation_message_es = repeat('a', 1001) where event_id = $1`,
        [event.id],
      )
      .catch((e: { code?: string }) => e);
    expect(tooLong).toMatchObject({ code: '23514' });
  });

  it('reads the English where the Spanish is blank', async () => {
    const event = await openEvent(db, `${PREFIX} Picnic`, { capacity: 10 });
    await db.query(
      `update public.church_events set location = 'Park', title_es = '  ', location_es = null where id = $1`,
      [event.id],
    );
    const es = await registerAndOpen(event, address('luis'), 'es');
    expect(es.opened.event).toMatchObject({ title: `${PREFIX} Picnic`, location: 'Park' });
  });
});

describe('a Spanish donor', () => {
  it('the year-end statement names each fund in Spanish where it has a Spanish name', async () => {
    const email = address('donante');
    const funds = await db.query<{ id: string; name: string }>(
      `insert into public.giving_funds (name, name_es, enabled) values
         ($1, 'Alcance', false), ($2, ' ', false) returning id::text, name`,
      [`Outreach ${WORD}`, `Youth ${WORD}`],
    );
    for (const [n, fund] of funds.rows.entries()) {
      await db.query(
        `insert into public.donations
           (amount_cents, fund_id, fund_name, frequency, donor_email, donor_name, stripe_checkout_session_id,
            given_at, language)
         values (2500, $1, $2, 'one_time', $3, 'Ana López', $4, now() - make_interval(mins => $5), 'es')`,
        [fund.id, fund.name, email, `cs_test_${WORD}_${n}`, 10 - n],
      );
    }
    await db.query(
      `insert into public.giving_statement_sends (year, donor_email, again, request_id, time_zone)
       values (extract(year from now() at time zone private.church_time_zone())::int, $1, false, gen_random_uuid(),
               private.church_time_zone())`,
      [email],
    );
    await db.query(`select private.mail_kick('statement')`);
    const statement = await caughtMessage((await caught(email, 'Su constancia de donativos de ')).ID);
    expect(statement.Text).toContain('Alcance (único)');
    expect(statement.Text).not.toContain(`Outreach ${WORD}`);
    expect(statement.Text).toContain(`Youth ${WORD} (único)`);
  });
});

describe('a Spanish subscriber', () => {
  it('leaves in Spanish: the one-click address of the e-mail answers its GET page and its POST in Spanish', async () => {
    const email = address('suscriptora');
    await db.query(
      `insert into public.newsletter_subscribers (email, confirmed_at, language) values ($1, now(), 'es')`,
      [email],
    );
    const issue = await db.query<{ id: string }>(
      `insert into public.newsletter_issues (slug, subject, preheader, body, subject_es, body_es)
       values ($1, $2, '', 'Body', $3, 'Texto') returning id`,
      [`${WORD}-issue`, `Issue ${WORD}`, `Boletín ${WORD}`],
    );
    await db.query('select private.newsletter_queue($1)', [issue.rows[0]!.id]);
    const mail = await caught(email, `Boletín ${WORD}`);
    const headers = (await (
      await fetch(`${inject('mailUrl')}/api/v1/message/${mail.ID}/headers`)
    ).json()) as Record<string, string[]>;
    const oneClick = /<(https?:\/\/[^>]+\/send-newsletter\/unsubscribe\?token=[0-9a-f]{64}&lang=es)>/.exec(
      headers['List-Unsubscribe']?.[0] ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();

    const page = await fetch(oneClick!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Cancelar mi suscripción al boletín');

    const left = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([left.status, await left.text()]).toEqual([200, 'Se canceló su suscripción.']);
    const gone = await db.query(`select 1 from public.newsletter_subscribers where email = $1`, [email]);
    expect(gone.rows).toEqual([]);
  });
});
