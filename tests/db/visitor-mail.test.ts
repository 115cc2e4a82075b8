/**
 * Visitor mail in the church's name (issue 45, item 4; docs/decisions/0027 "Visitor e-mail"),
 * through the real functions, pg_net's and the mail catcher's stand-ins: a registration e-mail,
 * a newsletter confirmation and a gift receipt come from the church's name at the visitor
 * address (the catcher keeps the `From` header as sent), a name with a comma and quotes stays one
 * sender, and the address set in the settings replaces the default; staff alerts keep theirs
 * (alerts.test.ts). Whoever cancels a registration through its link is e-mailed that it is
 * cancelled, once: a second press queues nothing, and a send retried after a lost report is
 * not delivered twice.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { caught, linkToken, openEvent, register } from './support/registrations';

let db: pg.Client;
let anon: SupabaseClient;

const PREFIX = 'Visitor mail test';
const WORD = `visitor-mail-${randomUUID().slice(0, 8)}`;
/** A church name that an unquoted `From` would break: a comma and quotes. */
const CHURCH = 'Grace Chapel, "Downtown"';
/** The local stack's VISITOR_FROM_ADDRESS. */
const SENDER = { Name: CHURCH, Address: 'no-reply@example.org' };
const RAW_SENDER = '"Grace Chapel, \\"Downtown\\"" <no-reply@example.org>';
const KEYS = ['site_identity', 'visitor_email_address'];

let saved: { setting_key: string; setting_value: unknown }[] = [];

interface Mail {
  ID: string;
  Subject: string;
  Text: string;
  From: { Name: string; Address: string };
  Headers: Record<string, string[]>;
}

/** A caught message with its headers as sent. */
async function fullMail(id: string): Promise<Mail> {
  const mailUrl = inject('mailUrl');
  const mail = (await (await fetch(`${mailUrl}/api/v1/message/${id}`)).json()) as Omit<Mail, 'Headers'>;
  const headers = (await (await fetch(`${mailUrl}/api/v1/message/${id}/headers`)).json()) as Record<
    string,
    string[]
  >;
  return { ...mail, Headers: headers };
}

/** How many caught messages to `to` have exactly this subject. */
async function countOf(to: string, subject: string): Promise<number> {
  const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
    messages: { To: { Address: string }[]; Subject: string }[];
  };
  return list.messages.filter((m) => m.Subject === subject && m.To.some((a) => a.Address === to)).length;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const address = (name: string) => `${name}-${WORD}@example.org`;

beforeAll(async () => {
  db = await superuser();
  anon = anonClient();
  saved = (
    await db.query<{ setting_key: string; setting_value: unknown }>(
      'select setting_key, setting_value from public.site_settings where setting_key = any($1)',
      [KEYS],
    )
  ).rows;
  await db.query('delete from public.site_settings where setting_key = any($1)', [KEYS]);
  await db.query(
    `insert into public.site_settings (setting_key, setting_value) values ('site_identity', $1)`,
    [JSON.stringify({ name: CHURCH })],
  );
  await db.query(
    `delete from private.form_attempts where form in ('event_registrations', 'newsletter_subscribers', 'giving_checkouts')`,
  );
});

afterAll(async () => {
  await db.query('delete from public.site_settings where setting_key = any($1)', [KEYS]);
  for (const row of saved)
    await db.query('insert into public.site_settings (setting_key, setting_value) values ($1, $2)', [
      row.setting_key,
      JSON.stringify(row.setting_value),
    ]);
  await db.query(`update public.giving_settings set provider = 'simulated'`);
  await db.query('delete from public.church_events where title like $1', [`${PREFIX}%`]);
  await db.query(`delete from public.newsletter_subscribers where email like '%' || $1 || '%'`, [WORD]);
  await db.end();
});

describe("visitor e-mail comes from the church's name, not the alerts' sender", () => {
  it('a registration: "Confirm your seat" and "You\'re registered"', async () => {
    const event = await openEvent(db, `${PREFIX} Supper`, { capacity: 10 });
    const email = address('supper');
    expect((await register(anon, event, email)).data?.status).toBe('awaiting');
    const hold = await fullMail((await caught(email, `Confirm your seat: ${PREFIX} Supper`)).ID);
    expect(hold.From).toEqual(SENDER);
    expect(hold.Headers.From).toEqual([RAW_SENDER]);

    const confirmed = await anon.rpc('confirm_registration', { token: linkToken(hold.Text) });
    expect(confirmed.data).toMatchObject({ status: 'confirmed' });
    const registered = await fullMail((await caught(email, `You're registered: ${PREFIX} Supper`)).ID);
    expect(registered.From).toEqual(SENDER);
  });

  it('a newsletter confirmation', async () => {
    const email = address('news');
    expect((await anon.from('newsletter_subscribers').insert({ email })).error).toBeNull();
    const mail = await fullMail((await caught(email, 'Confirm your subscription')).ID);
    expect(mail.Subject).toBe(`Confirm your subscription to the ${CHURCH} newsletter`);
    expect(mail.From).toEqual(SENDER);
    expect(mail.Headers.From).toEqual([RAW_SENDER]);
  });

  it('a gift receipt', { timeout: 60_000 }, async () => {
    await db.query(`update public.giving_settings set provider = 'stripe'`);
    const fund = (
      await db.query<{ id: string }>(`select id::text from public.giving_funds where name = 'Missions'`)
    ).rows[0]!.id;
    const email = address('giver');
    const started = await fetch(`${inject('apiUrl')}/functions/v1/giving-checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fund_id: fund,
        frequency: 'one_time',
        cover_fee: false,
        idempotency_key: randomUUID(),
        amount_cents: 2500,
        donor_email: email,
      }),
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242 4242 4242 4242', email, name: '' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const receipt = await fullMail((await caught(email, 'Your gift receipt from ')).ID);
    expect(receipt.Subject).toBe(`Your gift receipt from ${CHURCH}`);
    expect(receipt.From).toEqual(SENDER);
    expect(receipt.Headers.From).toEqual([RAW_SENDER]);
  });

  it('the address set at Settings → Visitor e-mail replaces the default one', async () => {
    await db.query(
      `insert into public.site_settings (setting_key, setting_value) values ('visitor_email_address', '"office@example.org"')`,
    );
    try {
      const email = address('office');
      expect((await anon.from('newsletter_subscribers').insert({ email })).error).toBeNull();
      const mail = await fullMail((await caught(email, 'Confirm your subscription')).ID);
      expect(mail.From).toEqual({ Name: CHURCH, Address: 'office@example.org' });
    } finally {
      await db.query(`delete from public.site_settings where setting_key = 'visitor_email_address'`);
    }
  });
});

describe('a cancellation through the link is confirmed by e-mail, once', () => {
  it('e-mails "Your registration is cancelled"; a second press and a retried send add nothing', async () => {
    const title = `${PREFIX} Retreat`;
    const event = await openEvent(db, title, { capacity: 10 });
    const email = address('cancel');
    expect((await register(anon, event, email, 1, { name: 'Casey Cancel' })).data?.status).toBe('awaiting');
    const token = linkToken((await fullMail((await caught(email, `Confirm your seat: ${title}`)).ID)).Text);
    expect((await anon.rpc('confirm_registration', { token })).data).toMatchObject({ status: 'confirmed' });

    expect((await anon.rpc('cancel_registration', { token })).data).toMatchObject({ status: 'cancelled' });
    // Pressed again (a double tap, a reload): still cancelled, nothing more queued.
    expect((await anon.rpc('cancel_registration', { token })).data).toMatchObject({ status: 'cancelled' });
    const queued = async () =>
      (
        await db.query<{ id: string; sent_at: Date | null }>(
          `select o.id::text, o.sent_at from private.registration_mail m
           join private.mail_outbox o on o.registration_mail_id = m.id
           join public.event_registrations r on r.id = m.registration_id
           where r.event_id = $1 and m.kind = 'cancel_confirmation'`,
          [event.id],
        )
      ).rows;
    expect(await queued()).toHaveLength(1);

    const subject = `Your registration is cancelled: ${title}`;
    const mail = await fullMail((await caught(email, subject)).ID);
    expect(mail.Subject).toBe(subject);
    expect(mail.From).toEqual(SENDER);
    expect(mail.Text).toContain('Your registration is cancelled, as you asked');
    expect(mail.Text).toContain(`/events/${event.id}/${event.date}`);
    for (const personal of ['Casey', 'Cancel', email]) expect(mail.Subject).not.toContain(personal);

    // The send's report was lost: the row is due again and the function sends it again, with
    // the same idempotency key; the provider delivers it once.
    const [row] = await waitFor('the e-mail recorded as sent', async () => {
      const rows = await queued();
      return rows[0]?.sent_at ? rows : undefined;
    });
    await db.query(
      `update private.mail_outbox set status = 'pending', sent_at = null, not_before = now(), lease_until = null
       where id = $1`,
      [row!.id],
    );
    await db.query('select private.registration_mail_kick()');
    await waitFor('the retried e-mail recorded as sent', async () =>
      (await queued())[0]?.sent_at ? true : undefined,
    );
    expect(await countOf(email, subject)).toBe(1);
  });
});
