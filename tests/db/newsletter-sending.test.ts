/**
 * The newsletter that is sent (docs/decisions/0040), against the throwaway stack with its pg_net
 * stand-in, the send-newsletter Edge Function in Deno and the mail catcher's Resend-shaped API:
 * - double opt-in: a sign-up gets the confirmation e-mail, confirms with its token; a second
 *   sign-up of an unconfirmed address re-sends (rate-limited) and stores nothing; unconfirmed
 *   addresses are purged after 7 days;
 * - only confirmed subscribers receive an issue; one row per recipient and issue (a second send
 *   queues nothing), ids only; the message has the List-Unsubscribe headers, the one-click POST
 *   removes the subscription and its rows;
 * - scheduled issues and the weekly digest are sent by the every-minute job;
 * - RLS: admins and editors write issues and read send rows; care, members and visitors do not;
 *   visitors read sent issues only.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const WORD = `nl${randomUUID().slice(0, 8)}`;
const address = (name: string) => `${name}-${WORD}@example.org`;

let db: pg.Client;
let admin: Principal;
let editor: Principal;
let care: Principal;
let member: Principal;

interface Caught {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function mailsTo(to: string): Promise<Caught[]> {
  const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as { messages: Caught[] };
  return list.messages.filter((m) => m.To.some((t) => t.Address === to));
}

async function fullMail(id: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  return (await (await fetch(`${inject('mailUrl')}/api/v1/message/${id}`)).json()) as {
    Subject: string;
    Text: string;
    HTML: string;
  };
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

async function subscribe(email: string) {
  return anonClient().from('newsletter_subscribers').insert({ email });
}

async function subscriber(email: string) {
  const r = await db.query<{
    id: string;
    confirmation_token: string | null;
    unsubscribe_token: string;
    confirmed_at: Date | null;
    confirmations_sent: number;
  }>(
    `select id, confirmation_token, unsubscribe_token, confirmed_at, confirmations_sent
     from public.newsletter_subscribers where lower(email) = lower($1)`,
    [email],
  );
  return r.rows[0];
}

async function newIssue(by: Principal, subject: string) {
  const slug = `${WORD}-${randomUUID().slice(0, 6)}`;
  const { data, error } = await by.client
    .from('newsletter_issues')
    .insert({
      slug,
      subject,
      preheader: 'This week',
      body: `## Hello\n\n**News** for ${WORD}\n[Events](https://church.example/events)`,
    })
    .select('id, slug')
    .single();
  expect(error).toBeNull();
  return data as { id: string; slug: string };
}

beforeAll(async () => {
  db = await superuser();
  admin = await createPrincipal(db, 'nl-admin', 'admin');
  editor = await createPrincipal(db, 'nl-editor', 'editor');
  care = await createPrincipal(db, 'nl-care', 'care');
  member = await createPrincipal(db, 'nl-member', null);
});

afterAll(async () => {
  await db.query(`update public.newsletter_settings set weekly_digest = false`);
  await db.query(
    `delete from public.newsletter_issues where slug like $1 || '%' or body like '%' || $1 || '%'`,
    [WORD],
  );
  await db.query(`delete from public.newsletter_issues where is_digest`);
  await db.query(`delete from public.newsletter_subscribers where email like '%' || $1 || '%'`, [WORD]);
  await removePrincipals(db, [admin, editor, care, member]);
  await db.end();
});

describe('double opt-in', () => {
  it('sends the confirmation e-mail, confirms with its token, re-sends at most once in 10 minutes', async () => {
    const email = address('ann');
    const first = await subscribe(email);
    expect(first.error).toBeNull();
    const row = await subscriber(email);
    expect(row?.confirmed_at).toBeNull();
    expect(row?.confirmations_sent).toBe(1);
    const caught = await waitFor('the confirmation e-mail', async () => (await mailsTo(email))[0]);
    const mail = await fullMail(caught.ID);
    expect(mail.Subject).toMatch(/^Confirm your subscription to the .+ newsletter$/);
    expect(mail.Text).toContain(`/newsletter/confirm?token=${row!.confirmation_token}`);

    // A second sign-up while unconfirmed: nothing stored, no second e-mail within 10 minutes.
    const again = await subscribe(email.toUpperCase());
    expect(again.error).toBeNull();
    expect((await subscriber(email))?.confirmations_sent).toBe(1);
    // After 10 minutes it is sent again.
    await db.query(
      `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '11 minutes' where id = $1`,
      [row!.id],
    );
    expect((await subscribe(email)).error).toBeNull();
    expect((await subscriber(email))?.confirmations_sent).toBe(2);
    await waitFor('the second confirmation', async () =>
      (await mailsTo(email)).length >= 2 ? true : undefined,
    );

    const anon = anonClient();
    expect((await anon.rpc('newsletter_confirm', { token: 'f'.repeat(64) })).data).toBe(false);
    expect((await anon.rpc('newsletter_confirm', { token: row!.confirmation_token })).data).toBe(true);
    expect((await subscriber(email))?.confirmed_at).not.toBeNull();
    // Confirmed: a sign-up is 'Already subscribed!' (409) again.
    expect((await subscribe(email)).status).toBe(409);
  });

  it('purges unconfirmed subscriptions after 7 days', async () => {
    const email = address('old');
    expect((await subscribe(email)).error).toBeNull();
    await db.query(
      `update public.newsletter_subscribers set created_at = now() - interval '8 days' where lower(email) = $1`,
      [email],
    );
    await db.query('select private.newsletter_every_minute()');
    expect(await subscriber(email)).toBeUndefined();
  });
});

describe('sending an issue', () => {
  it('mails confirmed subscribers only, once each, with the unsubscribe headers; one-click removes them', async () => {
    const yes = address('yes');
    const no = address('no');
    await db.query(
      `insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now()), ($2, null)`,
      [yes, no],
    );
    const issue = await newIssue(editor, `Issue ${WORD}`);
    const { data: status, error } = await editor.client.rpc('newsletter_send', { issue_id: issue.id });
    expect(error).toBeNull();
    expect(status).toBe('sent');
    // A second send is refused; re-queueing (a retry of the job) adds no row.
    expect((await editor.client.rpc('newsletter_send', { issue_id: issue.id })).error?.code).toBe('P0002');
    await db.query('select private.newsletter_queue($1)', [issue.id]);
    const rows = await db.query(
      `select s.subscriber_id, s.idempotency_key, n.email from public.newsletter_sends s
       join public.newsletter_subscribers n on n.id = s.subscriber_id where s.issue_id = $1`,
      [issue.id],
    );
    expect(rows.rows.filter((r: { email: string }) => r.email === yes)).toHaveLength(1);
    expect(rows.rows.filter((r: { email: string }) => r.email === no)).toHaveLength(0);
    expect(rows.rows.find((r: { email: string }) => r.email === yes)?.idempotency_key).toBe(
      `newsletter-${issue.id}-${rows.rows.find((r: { email: string }) => r.email === yes)?.subscriber_id}`,
    );
    // The send row keeps no address.
    const columns = await db.query(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'newsletter_sends'`,
    );
    expect(columns.rows.map((c: { column_name: string }) => c.column_name)).not.toContain('email');

    const caught = await waitFor('the issue', async () =>
      (await mailsTo(yes)).find((m) => m.Subject === `Issue ${WORD}`),
    );
    const mail = await fullMail(caught.ID);
    expect(mail.HTML).toContain('View in your browser');
    expect(mail.HTML).toContain(`/newsletter/${issue.slug}`);
    expect(mail.Text).toContain('Unsubscribe: ');
    const headers = (await (
      await fetch(`${inject('mailUrl')}/api/v1/message/${caught.ID}/headers`)
    ).json()) as Record<string, string[]>;
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    const oneClick =
      /<(https?:\/\/[^>]+\/functions\/v1\/send-newsletter\/unsubscribe\?token=[0-9a-f]{64})>/.exec(
        headers['List-Unsubscribe']?.[0] ?? '',
      )?.[1];
    expect(oneClick).toBeDefined();
    expect((await mailsTo(no)).filter((m) => m.Subject === `Issue ${WORD}`)).toHaveLength(0);

    const progress = await editor.client.rpc('newsletter_progress', { issue_id: issue.id });
    expect(progress.error).toBeNull();

    // RFC 8058: a POST with List-Unsubscribe=One-Click, no key, no page.
    const answer = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await subscriber(yes)).toBeUndefined();
    const left = await db.query(
      `select count(*)::int as n from public.newsletter_sends s
      join public.newsletter_subscribers n on n.id = s.subscriber_id where n.email = $1`,
      [yes],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('keeps an issue’s sent, failed and unsubscribed-since counts when its send rows go with the subscription', async () => {
    const [a, b, c] = [address('tally-a'), address('tally-b'), address('tally-c')];
    await db.query(
      `insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now()), ($2, now()), ($3, now())`,
      [a, b, c],
    );
    const issue = await newIssue(editor, `Tally ${WORD}`);
    // Queue the rows without sending them, and settle them by hand: two sent, one failed.
    await db.query(`update public.newsletter_issues set status = 'sent', sent_at = now() where id = $1`, [
      issue.id,
    ]);
    await db.query(
      `insert into public.newsletter_sends (kind, issue_id, subscriber_id, idempotency_key)
       select 'issue', $1, s.id, 'tally-' || s.id
       from public.newsletter_subscribers s where s.email in ($2, $3, $4)`,
      [issue.id, a, b, c],
    );
    // Their delivery in the one mail outbox.
    await db.query(
      `update private.mail_outbox as m set status = case when n.email = $2 then 'failed' else 'sent' end
       from public.newsletter_sends as s join public.newsletter_subscribers as n on n.id = s.subscriber_id
       where m.newsletter_send_id = s.id and s.issue_id = $1`,
      [issue.id, c],
    );
    const before = await editor.client.rpc('newsletter_progress', { issue_id: issue.id });
    expect(before.data?.[0]).toMatchObject({ sent: 2, failed: 1, pending: 0, unsubscribed: 0 });

    // Two readers unsubscribe (one who received it, one whose send failed): their rows go.
    await db.query(`delete from public.newsletter_subscribers where email in ($1, $2)`, [a, c]);
    expect(
      await db.query(`select 1 from public.newsletter_sends where issue_id = $1`, [issue.id]),
    ).toMatchObject({
      rowCount: 1,
    });
    const after = await editor.client.rpc('newsletter_progress', { issue_id: issue.id });
    expect(after.error).toBeNull();
    expect(after.data?.[0]).toMatchObject({ sent: 2, failed: 1, pending: 0, unsubscribed: 2 });

    // Numbers only: the tally holds no one's id; care and members read no progress.
    const columns = await db.query(
      `select column_name from information_schema.columns where table_schema = 'private' and table_name = 'newsletter_issue_tallies'`,
    );
    expect(columns.rows.map((r: { column_name: string }) => r.column_name).sort()).toEqual([
      'failed',
      'issue_id',
      'sent',
      'unsubscribed',
    ]);
    expect((await care.client.rpc('newsletter_progress', { issue_id: issue.id })).error?.code).toBe('42501');
  });

  it('tells admins and editors how many subscribers a send reaches; no one else', async () => {
    const expected = await db.query<{ n: number }>(
      `select count(*)::int as n from public.newsletter_subscribers where confirmed_at is not null`,
    );
    for (const p of [admin, editor]) {
      const { data, error } = await p.client.rpc('newsletter_recipient_count');
      expect(error).toBeNull();
      expect(data).toBe(expected.rows[0]!.n);
    }
    for (const p of [care, member]) {
      expect((await p.client.rpc('newsletter_recipient_count')).error?.code).toBe('42501');
    }
    expect((await anonClient().rpc('newsletter_recipient_count')).error).not.toBeNull();
  });

  it('sends a scheduled issue when its time has come, and a test to the staff member', async () => {
    const email = address('sched');
    await db.query(`insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now())`, [
      email,
    ]);
    const issue = await newIssue(admin, `Scheduled ${WORD}`);
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect((await admin.client.rpc('newsletter_send', { issue_id: issue.id, send_at: at })).data).toBe(
      'scheduled',
    );
    await db.query('select private.newsletter_every_minute()');
    expect(
      (await db.query(`select status from public.newsletter_issues where id = $1`, [issue.id])).rows[0]
        .status,
    ).toBe('scheduled');
    expect((await admin.client.rpc('newsletter_send_test', { issue_id: issue.id })).error).toBeNull();
    await waitFor('the test e-mail', async () =>
      (await mailsTo(admin.email)).find((m) => m.Subject === `[Test] Scheduled ${WORD}`),
    );
    await db.query(
      `update public.newsletter_issues set scheduled_for = now() - interval '1 minute' where id = $1`,
      [issue.id],
    );
    await db.query('select private.newsletter_every_minute()');
    await waitFor('the scheduled issue', async () =>
      (await mailsTo(email)).find((m) => m.Subject === `Scheduled ${WORD}`),
    );
  });

  it('a retry after a lost answer does not deliver twice (same Idempotency-Key)', async () => {
    const email = address('retry');
    await db.query(`insert into public.newsletter_subscribers (email, confirmed_at) values ($1, now())`, [
      email,
    ]);
    const issue = await newIssue(editor, `Retry ${WORD}`);
    await editor.client.rpc('newsletter_send', { issue_id: issue.id });
    await waitFor('the first delivery', async () =>
      (await mailsTo(email)).find((m) => m.Subject === `Retry ${WORD}`),
    );
    // The function reports after the e-mail API answered: wait for that report, or it would
    // overwrite the row made claimable below (a race on a busy machine).
    const row = async () =>
      (
        await db.query<{ status: string; attempts: number }>(
          `select m.status, m.attempts from public.newsletter_sends s
          join private.mail_outbox m on m.newsletter_send_id = s.id where s.issue_id = $1 and s.kind = 'issue'
          and s.subscriber_id = (select id from public.newsletter_subscribers where email = $2)`,
          [issue.id, email],
        )
      ).rows[0];
    await waitFor('the first delivery to be reported', async () =>
      (await row())?.status === 'sent' ? true : undefined,
    );
    // As if the answer had been lost: the row is claimable again.
    await db.query(
      `update private.mail_outbox as m set status = 'pending', not_before = now()
       from public.newsletter_sends as s where m.newsletter_send_id = s.id and s.issue_id = $1`,
      [issue.id],
    );
    await db.query('select private.mail_every_minute()');
    await waitFor('the retry to be reported', async () => {
      const r = await row();
      return r?.status === 'sent' && r.attempts === 2 ? true : undefined;
    });
    expect((await mailsTo(email)).filter((m) => m.Subject === `Retry ${WORD}`)).toHaveLength(1);
  });

  it('the weekly digest is written and sent on its day and time when there is news, skipped otherwise', async () => {
    const local = await db.query<{ dow: number; t: string }>(
      `select extract(dow from now() at time zone private.church_time_zone())::int as dow,
              to_char(greatest((now() at time zone private.church_time_zone()) - interval '5 minutes',
                               date_trunc('day', now() at time zone private.church_time_zone())), 'HH24:MI') as t`,
    );
    const { dow, t } = local.rows[0]!;
    await db.query(`delete from public.newsletter_issues where is_digest`);
    await db.query(
      `update public.newsletter_settings set weekly_digest = true, digest_day = $1, digest_time = $2`,
      [(dow + 1) % 7, t],
    );
    expect((await db.query('select private.newsletter_weekly_digest() as id')).rows[0].id).toBeNull();
    await db.query(`update public.newsletter_settings set digest_day = $1`, [dow]);
    // News: a blog post published just now.
    await db.query(
      `insert into public.pastor_blog_posts (title, slug, content, published_at) values ($1, $2, 'Text', now())`,
      [`Post ${WORD}`, `post-${WORD}`],
    );
    const made = (await db.query('select private.newsletter_weekly_digest() as id')).rows[0].id as
      | string
      | null;
    expect(made).not.toBeNull();
    const issue = await db.query(`select status, body from public.newsletter_issues where id = $1`, [made]);
    expect(issue.rows[0].status).toBe('sent');
    expect(issue.rows[0].body).toContain(`Post ${WORD}`);
    // Once a week.
    expect((await db.query('select private.newsletter_weekly_digest() as id')).rows[0].id).toBeNull();
    await db.query(`delete from public.pastor_blog_posts where slug = $1`, [`post-${WORD}`]);
  });
});

describe('who may do what (RLS)', () => {
  it('admins and editors write issues and read progress; care, members and visitors cannot', async () => {
    await newIssue(admin, `Admin ${WORD}`);
    for (const p of [care, member]) {
      const { error } = await p.client
        .from('newsletter_issues')
        .insert({ slug: `${WORD}-x${p.email.length}`, subject: 'x', body: 'x' });
      expect(error?.code).toBe('42501');
      expect((await p.client.rpc('newsletter_draft')).error?.code).toBe('42501');
      expect((await p.client.from('newsletter_sends').select('id')).data ?? []).toHaveLength(0);
    }
    const anon = anonClient();
    expect(
      (await anon.from('newsletter_issues').insert({ slug: `${WORD}-anon`, subject: 'x', body: 'x' })).error,
    ).not.toBeNull();
    const visible = await anon.from('newsletter_issues').select('status').like('slug', `${WORD}%`);
    expect(visible.data?.every((r) => r.status === 'sent')).toBe(true);
    const draft = await editor.client.rpc('newsletter_draft');
    expect(draft.error).toBeNull();
    expect(draft.data).toMatchObject({ subject: expect.stringMatching(/^This week: /) });
  });
});
