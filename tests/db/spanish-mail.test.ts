/**
 * E-mails in the person's language (issue 43, item 6; docs/decisions/0055), through the real
 * functions, pg_net, the mail catcher and the Stripe stand-in: a Spanish registrant gets the
 * Spanish 'confirm your seat' and 'registered' e-mails with the links under /es/; a Spanish
 * subscriber gets the Spanish confirmation and the Spanish edition of an issue (the English one
 * when the issue has none), and the weekly digest's Spanish edition; a Spanish donor's Checkout
 * Session opens in Spanish (`locale: 'es'`) and returns to /es/, and the receipt and the year-end
 * statement are in Spanish with the IRS sentence in Spanish and in English. English readers get
 * what they always got.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IRS_SENTENCE, IRS_SENTENCE_ES } from '../../supabase/functions/send-giving-mail/words';
import { anonClient, superuser } from './support/clients';
import { caught, linkToken, openEvent } from './support/registrations';

let db: pg.Client;
let anon: SupabaseClient;

const WORD = `es-mail-${randomUUID().slice(0, 8)}`;
const PREFIX = `Spanish mail test ${WORD}`;
const address = (name: string) => `${name}-${WORD}@example.org`;
const SITE = 'https://church.test';

/** The whole caught message. */
async function message(id: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  return (await (await fetch(`${inject('mailUrl')}/api/v1/message/${id}`)).json()) as {
    Subject: string;
    Text: string;
    HTML: string;
  };
}

let savedSite: string | null = null;

beforeAll(async () => {
  db = await superuser();
  anon = anonClient();
  savedSite =
    (await db.query<{ site_url: string | null }>('select site_url from private.alert_settings')).rows[0]
      ?.site_url ?? null;
  await db.query('update private.alert_settings set site_url = $1', [SITE]);
  await db.query(
    `delete from private.form_attempts where form in ('event_registrations', 'newsletter_subscribers', 'giving_checkouts')`,
  );
});

afterAll(async () => {
  await db.query('update private.alert_settings set site_url = $1', [savedSite]);
  await db.query(`update public.giving_settings set provider = 'simulated'`);
  await db.query(
    `update public.giving_funds set name_es = null where name = 'Missions' and name_es = 'Misiones'`,
  );
  await db.query(`update public.newsletter_settings set weekly_digest = false`);
  await db.query('delete from public.church_events where title like $1', [`${PREFIX}%`]);
  await db.query(`delete from public.newsletter_issues where slug like $1 || '%' or is_digest`, [WORD]);
  await db.query(`delete from public.pastor_blog_posts where slug = $1`, [`post-${WORD}`]);
  await db.query(`delete from public.newsletter_subscribers where email like '%' || $1 || '%'`, [WORD]);
  await db.end();
});

describe('a Spanish registrant', () => {
  it('gets "Confirme su lugar" with the Spanish title and the /es/ link, then "Su inscripción está confirmada"', async () => {
    const event = await openEvent(db, `${PREFIX} Supper`, { capacity: 10 });
    await db.query(`update public.church_events set title_es = $2, location_es = 'Salón' where id = $1`, [
      event.id,
      `Cena ${WORD}`,
    ]);
    await db.query(
      `update public.event_registration_settings
       set confirmation_message = 'Doors open at 5.', confirmation_message_es = 'Las puertas abren a las 5.'
       where event_id = $1`,
      [event.id],
    );
    const email = address('cena');
    const { data, error } = await anon.rpc('register_for_event', {
      event_id: event.id,
      occurrence_date: event.date,
      name: 'Ana López',
      email,
      party_size: 2,
      language: 'es',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'awaiting' });
    const hold = await message((await caught(email, `Confirme su lugar: Cena ${WORD}`)).ID);
    expect(hold.Text).toContain('Hola, Ana:');
    expect(hold.Text).toContain('Le estamos apartando 2 lugares.');
    expect(hold.Text).toMatch(new RegExp(`Confirmar mi lugar: ${SITE}/es/registrations/[A-Za-z0-9_-]{32}`));
    expect(hold.HTML).toContain('<html lang="es">');
    expect(hold.Subject).not.toContain('Ana');

    const confirmed = await anon.rpc('confirm_registration', { token: linkToken(hold.Text) });
    expect(confirmed.data).toMatchObject({ status: 'confirmed' });
    const registered = await message(
      (await caught(email, `Su inscripción está confirmada: Cena ${WORD}`)).ID,
    );
    expect(registered.Text).toContain('Su inscripción está confirmada para 2 personas.');
    expect(registered.Text).toContain(`${SITE}/es/registrations/`);
    expect(registered.Text).toContain('Las puertas abren a las 5.');
    expect(registered.Text).not.toContain('Doors open at 5.');
  });
});

describe('a Spanish subscriber', () => {
  it('gets the Spanish confirmation, then the Spanish edition of an issue; an English subscriber the English', async () => {
    const es = address('suscriptor');
    const en = address('subscriber');
    expect(
      (await anon.from('newsletter_subscribers').insert({ email: es, language: 'es' })).error,
    ).toBeNull();
    const confirm = await message((await caught(es, 'Confirme su suscripción al boletín de ')).ID);
    expect(confirm.Text).toMatch(new RegExp(`${SITE}/es/newsletter/confirm\\?token=[0-9a-f]{64}`));
    const token = /confirm\?token=([0-9a-f]{64})/.exec(confirm.Text)![1];
    expect((await anon.rpc('newsletter_confirm', { token })).data).toBe(true);
    await db.query(`insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now())`, [
      en,
    ]);

    const issue = (
      await db.query<{ id: string; slug: string }>(
        `insert into public.newsletter_issues (slug, subject, preheader, body, subject_es, preheader_es, body_es)
         values ($1, $2, 'News', 'English body', $3, 'Noticias', 'Texto en español') returning id, slug`,
        [`${WORD}-both`, `Issue ${WORD}`, `Boletín ${WORD}`],
      )
    ).rows[0]!;
    await db.query('select private.newsletter_queue($1)', [issue.id]);
    const spanish = await message((await caught(es, `Boletín ${WORD}`)).ID);
    expect(spanish.Text).toContain('Texto en español');
    expect(spanish.Text).toContain(`Ver en el navegador: ${SITE}/es/newsletter/${issue.slug}`);
    expect(spanish.Text).toMatch(
      new RegExp(`Cancelar la suscripción: ${SITE}/es/unsubscribe\\?token=[0-9a-f]{64}`),
    );
    const english = await message((await caught(en, `Issue ${WORD}`)).ID);
    expect(english.Text).toContain('English body');
    expect(english.Text).toContain(`View in your browser: ${SITE}/newsletter/${issue.slug}`);

    // An issue with no Spanish edition reaches the Spanish subscriber in English.
    const plain = (
      await db.query<{ id: string }>(
        `insert into public.newsletter_issues (slug, subject, preheader, body) values ($1, $2, '', 'Only English')
         returning id`,
        [`${WORD}-en`, `English only ${WORD}`],
      )
    ).rows[0]!;
    await db.query('select private.newsletter_queue($1)', [plain.id]);
    const fallback = await message((await caught(es, `English only ${WORD}`)).ID);
    expect(fallback.Text).toContain('Only English');
    expect(fallback.HTML).toContain('<div lang="en">');
  });

  it('the weekly digest has a Spanish edition built from the Spanish content, links under /es/', async () => {
    const local = await db.query<{ dow: number; t: string }>(
      `select extract(dow from now() at time zone private.church_time_zone())::int as dow,
              to_char(greatest((now() at time zone private.church_time_zone()) - interval '5 minutes',
                               date_trunc('day', now() at time zone private.church_time_zone())), 'HH24:MI') as t`,
    );
    await db.query(`delete from public.newsletter_issues where is_digest`);
    await db.query(
      `update public.newsletter_settings set weekly_digest = true, digest_day = $1, digest_time = $2`,
      [local.rows[0]!.dow, local.rows[0]!.t],
    );
    await db.query(
      `insert into public.pastor_blog_posts (title, title_es, slug, content, published_at)
       values ($1, $2, $3, 'Text', now())`,
      [`Post ${WORD}`, `Entrada ${WORD}`, `post-${WORD}`],
    );
    const made = (await db.query<{ id: string | null }>('select private.newsletter_weekly_digest() as id'))
      .rows[0]!.id;
    expect(made).not.toBeNull();
    const issue = (
      await db.query<{
        subject: string;
        body: string;
        subject_es: string;
        body_es: string;
        preheader_es: string;
      }>(
        `select subject, body, subject_es, body_es, preheader_es from public.newsletter_issues where id = $1`,
        [made],
      )
    ).rows[0]!;
    expect(issue.subject).toMatch(/^This week: /);
    expect(issue.body).toContain(
      `## From the blog\n\n**[Post ${WORD}](${SITE}/pastors-corner/blog/post-${WORD})**`,
    );
    expect(issue.subject_es).toMatch(/^Esta semana: \d{1,2} de [a-z]+ de \d{4}$/);
    expect(issue.preheader_es).toBe('Eventos, el sermón más reciente y noticias de la iglesia');
    expect(issue.body_es).toContain(
      `## Del blog\n\n**[Entrada ${WORD}](${SITE}/es/pastors-corner/blog/post-${WORD})**`,
    );
    await caught(address('suscriptor'), 'Esta semana: ');
  });
});

describe('a Spanish donor', () => {
  it(
    "Stripe's page opens in Spanish and returns to /es/; the receipt is Spanish with both IRS sentences",
    { timeout: 60_000 },
    async () => {
      await db.query(`update public.giving_settings set provider = 'stripe'`);
      await db.query(
        `update public.giving_funds set name_es = 'Misiones' where name = 'Missions' and name_es is null`,
      );
      const fund = (
        await db.query<{ id: string }>(`select id::text from public.giving_funds where name = 'Missions'`)
      ).rows[0]!.id;
      const email = address('donante');
      const started = await fetch(`${inject('apiUrl')}/functions/v1/giving-checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        body: JSON.stringify({
          fund_id: fund,
          frequency: 'one_time',
          cover_fee: false,
          idempotency_key: randomUUID(),
          amount_cents: 123450,
          donor_email: email,
          language: 'es',
        }),
      });
      expect(started.status).toBe(200);
      const { url, session_id } = (await started.json()) as { url: string; session_id: string };
      const session = (await (
        await fetch(`${inject('stripeUrl')}/v1/checkout/sessions/${session_id}`, {
          headers: { Authorization: 'Bearer sk_test_local' },
        })
      ).json()) as { locale: string | null; success_url: string; cancel_url: string };
      expect(session.locale).toBe('es');
      expect(session.success_url).toBe(`${SITE}/es/checkout-success?session_id={CHECKOUT_SESSION_ID}`);
      expect(session.cancel_url).toBe(`${SITE}/es/checkout-cancel?from=giving`);

      const paid = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card: '4242 4242 4242 4242', email, name: 'Ana López' }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const receipt = await message((await caught(email, 'Recibo de su donativo a ')).ID);
      for (const part of [
        'Monto: $1,234.50',
        'Fondo: Misiones',
        'Donante: Ana López',
        IRS_SENTENCE_ES,
        IRS_SENTENCE,
      ])
        expect(receipt.Text).toContain(part);
      expect(receipt.HTML).toContain(`<p style="margin: 0 0 16px" lang="en">${IRS_SENTENCE}</p>`);
      expect(receipt.Subject).not.toContain('Ana');
      expect(
        (await db.query(`select language::text from public.donations where donor_email = $1`, [email])).rows,
      ).toEqual([{ language: 'es' }]);
    },
  );

  it('the year-end statement is Spanish, with both IRS sentences', async () => {
    const email = address('donante');
    await db.query(
      `insert into public.giving_statement_sends (year, donor_email, again, request_id, time_zone)
       values (extract(year from now() at time zone private.church_time_zone())::int, $1, false, gen_random_uuid(),
               private.church_time_zone())`,
      [email],
    );
    await db.query(`select private.mail_kick('statement')`);
    const statement = await message((await caught(email, 'Su constancia de donativos de ')).ID);
    for (const part of ['Total: $1,234.50', '(único)', IRS_SENTENCE_ES, IRS_SENTENCE])
      expect(statement.Text).toContain(part);
  });
});
