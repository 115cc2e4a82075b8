/**
 * E-mail alerts of the care inbox (issue 21 item 6, docs/decisions/0027), against the throwaway
 * stack with its pg_net stand-in, the send-alerts Edge Function running in Deno and the mail
 * catcher's Resend-shaped API:
 * - preferences: each admin or care member reads and writes only their own row; others nothing;
 * - alert rows: one per opted-in staff member and submission, none for a kind left off, none for
 *   digest readers; the e-mail arrives with kind, first name and link, never the visitor's words;
 * - the hourly cap: 30 alerts, then one 'and N more' row sent when the hour is over;
 * - a failed send is recorded and retried (1, 5, 25, 125 minutes, then failed), and the
 *   every-minute job calls the function again for due rows;
 * - the daily digest lists the items of the chosen kinds;
 * - the catcher's `POST /emails` answers as Resend does.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

const WORD = `alerts${randomUUID().slice(0, 8)}`;
const SEEDED_CARE = 'a0000000-0000-4000-8000-000000000004';

let db: pg.Client;
let care: Principal;
let admin: Principal;
let editor: Principal;
let member: Principal;
/** The settings the stack wrote (restored after tests that turn sending off). */
let settings: { functions_url: string; hook_secret: string; site_url: string };

interface Caught {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function mailsTo(address: string): Promise<Caught[]> {
  const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as { messages: Caught[] };
  return list.messages.filter((m) => m.To.some((t) => t.Address === address));
}

async function fullMail(
  id: string,
): Promise<{ Subject: string; Text: string; HTML: string; From: { Name: string; Address: string } }> {
  return (await (await fetch(`${inject('mailUrl')}/api/v1/message/${id}`)).json()) as {
    Subject: string;
    Text: string;
    HTML: string;
    From: { Name: string; Address: string };
  };
}

/** The alert e-mail to `address` about the item `itemId` (subjects are the same for every item of a kind). */
async function alertMail(address: string, subject: string, itemId: string) {
  for (const caught of (await mailsTo(address)).filter((m) => m.Subject === subject)) {
    const mail = await fullMail(caught.ID);
    if (mail.Text.includes(itemId)) return mail;
  }
  return undefined;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Turns the database's calls to the function off (rows then wait), or back on. Off waits until
 * no call is queued and no row is being sent, so a run started earlier cannot take a row a test
 * is about to create.
 */
async function sending(on: boolean): Promise<void> {
  await db.query('update private.alert_settings set functions_url = $1', [
    on ? settings.functions_url : null,
  ]);
  if (on) return;
  await waitFor('the function to finish', async () => {
    const busy = await db.query(
      `select (select count(*) from net.http_request_queue) + (select count(*) from private.mail_outbox
         where kind = 'alert' and status = 'sending' and lease_until > now()) as n`,
    );
    return Number(busy.rows[0].n) === 0 ? true : undefined;
  });
  await new Promise((r) => setTimeout(r, 300));
}

async function outbox(staffId: string) {
  const r = await db.query<{
    id: string;
    message: string;
    kind: string | null;
    item_id: string | null;
    more: number | null;
    status: string;
    attempts: number;
    not_before: Date;
    last_error: string | null;
    period_start: Date | null;
  }>(
    // The alert's own row and its delivery in the one mail outbox (id: the outbox row's).
    `select m.id::text, a.message, a.kind, a.item_id::text, a.more, m.status, m.attempts, m.not_before,
            m.last_error, a.period_start
     from private.alert_outbox as a join private.mail_outbox as m on m.alert_id = a.id
     where a.staff_id = $1 order by a.id`,
    [staffId],
  );
  return r.rows;
}

/** The function's claim of alerts (service role): each row's id and its payload, flattened. */
async function claimAlerts(service: ReturnType<typeof serviceClient>) {
  const claimed = await service.rpc('mail_claim', { kind: 'alert', batch: 100 });
  const rows = (claimed.data ?? []) as { id: number; payload: Record<string, unknown> }[];
  return { error: claimed.error, data: rows.map((r) => ({ ...r.payload, id: r.id })) as unknown[] };
}

async function setPrefs(p: Principal, prefs: Record<string, boolean>): Promise<void> {
  const { error } = await p.client
    .from('alert_preferences')
    .upsert({ staff_id: p.id, ...prefs }, { onConflict: 'staff_id' });
  expect(error).toBeNull();
}

beforeAll(async () => {
  db = await superuser();
  care = await createPrincipal(db, 'alerts-care', 'care');
  admin = await createPrincipal(db, 'alerts-admin', 'admin');
  editor = await createPrincipal(db, 'alerts-editor', 'editor');
  member = await createPrincipal(db, 'alerts-member', null);
  const s = await db.query<typeof settings>(
    'select functions_url, hook_secret, site_url from private.alert_settings',
  );
  settings = s.rows[0]!;
});

afterAll(async () => {
  if (settings) await sending(true);
  await db.query(`delete from public.prayer_requests where request_details like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.contact_messages where message like '%' || $1 || '%'`, [WORD]);
  await db.query(`delete from public.first_timers where comments like '%' || $1 || '%'`, [WORD]);
  await removePrincipals(db, [care, admin, editor, member]);
  await db.end();
});

describe('alert preferences (RLS)', () => {
  it('admins and care write and read only their own row', async () => {
    await setPrefs(care, { prayer_request: true });
    const own = await care.client.from('alert_preferences').select('*');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([
      expect.objectContaining({ staff_id: care.id, prayer_request: true, daily_digest: false }),
    ]);
    // The admin's row is not the care member's to see or change.
    await setPrefs(admin, { contact_message: true });
    const seen = await care.client.from('alert_preferences').select('staff_id').eq('staff_id', admin.id);
    expect(seen.data).toEqual([]);
    await care.client.from('alert_preferences').update({ first_timer: true }).eq('staff_id', admin.id);
    const adminRow = await db.query('select first_timer from public.alert_preferences where staff_id = $1', [
      admin.id,
    ]);
    expect(adminRow.rows[0]).toEqual({ first_timer: false });
    // Nor can anyone write a row for someone else.
    const forged = await care.client
      .from('alert_preferences')
      .insert({ staff_id: member.id, prayer_request: true });
    expect(forged.error?.code).toBe('42501');
  });

  it('editors, members and visitors can keep no alert choices', async () => {
    for (const client of [editor.client, member.client]) {
      const { error } = await client.from('alert_preferences').insert({ prayer_request: true });
      expect(error?.code).toBe('42501');
    }
    const anon = await anonClient().from('alert_preferences').insert({ prayer_request: true });
    expect(anon.error?.code).toBe('42501');
    const read = await anonClient().from('alert_preferences').select('*');
    expect(read.data ?? []).toEqual([]);
  });

  it('the settings and the outbox are out of every API role’s reach', async () => {
    for (const sql of [
      'select * from private.alert_settings',
      'select * from private.alert_outbox',
      'select * from private.mail_outbox',
    ]) {
      for (const role of ['anon', 'authenticated', 'service_role']) {
        await db.query('begin');
        try {
          await db.query(`set local role ${role}`);
          await expect(db.query(sql)).rejects.toThrow(/permission denied/);
        } finally {
          await db.query('rollback');
        }
      }
    }
    const claim = await anonClient().rpc('mail_claim', { kind: 'alert', batch: 1 });
    expect(claim.error).not.toBeNull();
    const claimAsStaff = await care.client.rpc('mail_claim', { kind: 'alert', batch: 1 });
    expect(claimAsStaff.error).not.toBeNull();
  });

  it('the seeded care account is opted in to every kind, one e-mail each', async () => {
    const r = await db.query(
      'select prayer_request, contact_message, first_timer, daily_digest from public.alert_preferences where staff_id = $1',
      [SEEDED_CARE],
    );
    expect(r.rows).toEqual([
      { prayer_request: true, contact_message: true, first_timer: true, daily_digest: false },
    ]);
  });
});

describe('alerts per submission', () => {
  it('queues one alert per opted-in staff member and sends it with kind, first name and link only', async () => {
    await setPrefs(care, {
      prayer_request: true,
      contact_message: false,
      first_timer: false,
      daily_digest: false,
    });
    await setPrefs(admin, { prayer_request: true, contact_message: true, daily_digest: true });
    // The other suites' submissions count against the seeded account's hourly cap: start its hour afresh.
    await db.query('delete from private.alert_hourly where staff_id = $1', [SEEDED_CARE]);
    const details = `Please pray for my mother's surgery ${WORD}`;
    const { error } = await anonClient().from('prayer_requests').insert({
      name: '  Maria   Lopez ',
      email: 'maria@example.com',
      is_public: false,
      request_details: details,
    });
    expect(error).toBeNull();
    const item = await db.query<{ id: string }>(
      'select id::text from public.prayer_requests where request_details = $1',
      [details],
    );
    const id = item.rows[0]!.id;
    const careRows = (await outbox(care.id)).filter((r) => r.item_id === id);
    expect(careRows).toHaveLength(1);
    expect(careRows[0]).toMatchObject({ message: 'alert', kind: 'prayer_request' });
    // The admin chose the digest: no e-mail per submission.
    expect((await outbox(admin.id)).filter((r) => r.item_id === id)).toEqual([]);
    // The seeded care account gets one too.
    const seeded = await db.query('select 1 from private.alert_outbox where staff_id = $1 and item_id = $2', [
      SEEDED_CARE,
      id,
    ]);
    expect(seeded.rowCount).toBe(1);

    const mail = await waitFor('the alert e-mail', () => alertMail(care.email, 'New prayer request', id));
    // Alerts keep the staff alerts' sender (visitor e-mail has its own, issue 45).
    expect(mail.From).toEqual({ Name: 'Church inbox', Address: 'alerts@example.org' });
    expect(mail.Text).toContain('Prayer request from Maria arrived on the website.');
    expect(mail.Text).toContain(`http://localhost:5173/admin/inbox/prayer-request/${id}`);
    expect(mail.HTML).toContain(`href="http://localhost:5173/admin/inbox/prayer-request/${id}"`);
    for (const body of [mail.Text, mail.HTML, mail.Subject]) {
      expect(body).not.toContain('surgery');
      expect(body).not.toContain('Lopez');
      expect(body).not.toContain('maria@example.com');
    }
    const sent = await waitFor('the row marked sent', async () => {
      const row = (await outbox(care.id)).find((r) => r.item_id === id);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBe(1);
    const attempts = await db.query('select ok, provider_id from private.mail_attempts where mail_id = $1', [
      sent.id,
    ]);
    expect(attempts.rows).toEqual([{ ok: true, provider_id: expect.any(String) }]);
  });

  it('a kind left off queues nothing; an anonymous prayer request is from Anonymous', async () => {
    await setPrefs(care, {
      prayer_request: true,
      contact_message: false,
      first_timer: false,
      daily_digest: false,
    });
    const before = (await outbox(care.id)).length;
    const contact = await anonClient()
      .from('contact_messages')
      .insert({
        name: 'Sam Doe',
        email: 'sam@example.com',
        subject: 'Hello',
        message: `A question ${WORD}`,
      });
    expect(contact.error).toBeNull();
    expect((await outbox(care.id)).length).toBe(before);
    const details = `Anonymous request ${WORD}`;
    expect(
      (
        await anonClient()
          .from('prayer_requests')
          .insert({ name: '', email: '', is_public: false, request_details: details })
      ).error,
    ).toBeNull();
    const item = await db.query<{ id: string }>(
      'select id::text from public.prayer_requests where request_details = $1',
      [details],
    );
    const mail = await waitFor('the anonymous alert', () =>
      alertMail(care.email, 'New prayer request', item.rows[0]!.id),
    );
    expect(mail.Text).toContain('Prayer request from Anonymous arrived');
  });

  it('a deleted submission takes its alert rows with it', async () => {
    await sending(false);
    try {
      await setPrefs(care, { prayer_request: true, daily_digest: false });
      const details = `To be erased ${WORD}`;
      const r = await db.query<{ id: string }>(
        `insert into public.prayer_requests (name, request_details) values ('Erin', $1) returning id::text`,
        [details],
      );
      const id = r.rows[0]!.id;
      expect((await outbox(care.id)).some((row) => row.item_id === id)).toBe(true);
      await db.query('delete from public.prayer_requests where id = $1', [id]);
      expect((await outbox(care.id)).some((row) => row.item_id === id)).toBe(false);
    } finally {
      await sending(true);
    }
  });
});

// Issue 29: what a visitor chose never stands where a link could hide.
describe('what the visitor chose', () => {
  it('a name that looks like a link is plain text in the body, never in the subject, and the only links go to the inbox', async () => {
    await setPrefs(care, {
      prayer_request: true,
      contact_message: false,
      first_timer: false,
      daily_digest: false,
    });
    await db.query('delete from private.alert_hourly where staff_id = $1', [care.id]);
    const details = `Link in the name ${WORD}`;
    // The request that produced 'New prayer request from https://evil.example/staff-login'.
    const { error } = await anonClient().from('prayer_requests').insert({
      name: 'https://evil.example/staff-login',
      email: '',
      is_public: false,
      request_details: details,
    });
    expect(error).toBeNull();
    const item = await db.query<{ id: string }>(
      'select id::text from public.prayer_requests where request_details = $1',
      [details],
    );
    const id = item.rows[0]!.id;
    const mail = await waitFor('the alert e-mail', () => alertMail(care.email, 'New prayer request', id));
    expect(mail.Subject).toBe('New prayer request');
    for (const part of [mail.Subject, mail.Text, mail.HTML]) expect(part).not.toContain('evil.example');
    expect(mail.HTML).toContain('<strong>https[:]//evil[.]example/staff-login</strong>');
    const links = [...mail.HTML.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual([`http://localhost:5173/admin/inbox/prayer-request/${id}`]);
  });
});

// Issue 29: the claim handed out every due row, whoever it was for.
describe('recipients who are no longer staff or no longer want the alert', () => {
  it('are skipped by the claim: no address, no name, no link', async () => {
    const service = serviceClient();
    const leaving = await createPrincipal(db, 'alerts-leaving', 'care');
    const demoted = await createPrincipal(db, 'alerts-demoted', 'admin');
    const changedMind = await createPrincipal(db, 'alerts-changed', 'care');
    const staying = await createPrincipal(db, 'alerts-staying', 'care');
    const people = [leaving, demoted, changedMind, staying];
    await sending(false);
    try {
      for (const p of people) await setPrefs(p, { prayer_request: true, daily_digest: false });
      const r = await db.query<{ id: string }>(
        `insert into public.prayer_requests (name, request_details) values ('Queued', $1) returning id::text`,
        [`Queued before the change ${WORD}`],
      );
      const item = r.rows[0]!.id;
      for (const p of people) {
        expect((await outbox(p.id)).filter((row) => row.item_id === item)).toHaveLength(1);
      }
      // After the submission, before the e-mail: one leaves the staff, one becomes an editor,
      // one turns prayer-request alerts off.
      await db.query('delete from public.staff_members where user_id = $1', [leaving.id]);
      await db.query(`update public.staff_members set role = 'editor' where user_id = $1`, [demoted.id]);
      await setPrefs(changedMind, { prayer_request: false });

      // The function's request (service role), as it was when these e-mails went out anyway.
      const claimed = await claimAlerts(service);
      expect(claimed.error).toBeNull();
      const rows = claimed.data as {
        id: number;
        to_email: string;
        item_id: string | null;
        church_name: string;
      }[];
      const recipients = rows.filter((c) => c.item_id === item).map((c) => c.to_email);
      expect(recipients).toContain(staying.email);
      for (const p of [leaving, demoted, changedMind]) expect(recipients).not.toContain(p.email);
      expect(rows.find((c) => c.to_email === staying.email)?.church_name).toBe('Our Church');

      for (const p of [leaving, demoted, changedMind]) {
        const [row] = (await outbox(p.id)).filter((x) => x.item_id === item);
        expect(row).toMatchObject({ status: 'skipped', attempts: 0 });
        expect(row?.last_error).toMatch(/no longer an admin or care member, or no longer wants this alert/);
      }
      // A skipped row is never claimed again.
      await db.query(
        `update private.mail_outbox set status = 'pending', lease_until = null where kind = 'alert' and status = 'sending'`,
      );
      const again = await claimAlerts(service);
      const emails = (again.data as { to_email: string }[]).map((c) => c.to_email);
      for (const p of [leaving, demoted, changedMind]) expect(emails).not.toContain(p.email);
      await db.query(
        `update private.mail_outbox set status = 'pending', lease_until = null where kind = 'alert' and status = 'sending'`,
      );
    } finally {
      await sending(true);
      await removePrincipals(db, people);
    }
  });

  it("'and N more' and digest rows follow the same choices: no kind left, or no digest, is skipped", async () => {
    const service = serviceClient();
    const hourly = await createPrincipal(db, 'alerts-hourly', 'care');
    const reader = await createPrincipal(db, 'alerts-reader', 'admin');
    const people = [hourly, reader];
    await sending(false);
    try {
      await setPrefs(hourly, { first_timer: true, daily_digest: false });
      await setPrefs(reader, { contact_message: true, daily_digest: true });
      const hour = "date_trunc('hour', now()) - interval '1 hour'";
      await db.query(
        `insert into private.alert_outbox (staff_id, message, period_start, period_end, more)
         values ($1, 'more', ${hour}, ${hour} + interval '1 hour', 4)`,
        [hourly.id],
      );
      await db.query(
        `insert into private.alert_outbox (staff_id, message, period_start, period_end)
         values ($1, 'digest', now() - interval '1 day', now())`,
        [reader.id],
      );
      // Every kind off; the digest given up for one e-mail per submission.
      await setPrefs(hourly, { first_timer: false });
      await setPrefs(reader, { daily_digest: false });
      const claimed = await claimAlerts(service);
      expect(claimed.error).toBeNull();
      const emails = (claimed.data as { to_email: string }[]).map((c) => c.to_email);
      expect(emails).not.toContain(hourly.email);
      expect(emails).not.toContain(reader.email);
      expect((await outbox(hourly.id)).map((r) => [r.message, r.status])).toEqual([['more', 'skipped']]);
      expect((await outbox(reader.id)).map((r) => [r.message, r.status])).toEqual([['digest', 'skipped']]);
      await db.query(
        `update private.mail_outbox set status = 'pending', lease_until = null where kind = 'alert' and status = 'sending'`,
      );
    } finally {
      await sending(true);
      await removePrincipals(db, people);
    }
  });
});

describe('the hourly cap', () => {
  it('sends at most 30 alerts an hour per staff member, then one "and N more" after the hour', async () => {
    const flooded = await createPrincipal(db, 'alerts-flood', 'care');
    try {
      await setPrefs(flooded, { first_timer: true });
      await sending(false);
      // One transaction: one clock hour (now() is the transaction's start), whatever the wall clock does.
      await db.query('begin');
      for (let i = 0; i < 33; i += 1) {
        await db.query(
          `insert into public.first_timers (name, email, comments) values ($1, 'f@example.com', $2)`,
          [`Visitor${i} Flood`, `flood ${i} ${WORD}`],
        );
      }
      await db.query('commit');
      const rows = await outbox(flooded.id);
      expect(rows.filter((r) => r.message === 'alert')).toHaveLength(30);
      const more = rows.filter((r) => r.message === 'more');
      expect(more).toHaveLength(1);
      expect(more[0]!.more).toBe(3);
      // Held until the hour is over.
      expect(more[0]!.not_before.getTime()).toBe(more[0]!.period_start!.getTime() + 3600_000);
      expect(more[0]!.not_before.getTime()).toBeGreaterThan(Date.now());

      // The hour passes; the every-minute job calls the function for everything due.
      await db.query(
        `update private.mail_outbox as m set not_before = now() from private.alert_outbox as a
         where m.alert_id = a.id and a.staff_id = $1 and a.message = 'more'`,
        [flooded.id],
      );
      await sending(true);
      await db.query('select private.mail_every_minute()');
      const mails = await waitFor('31 e-mails', async () => {
        const list = await mailsTo(flooded.email);
        return list.length >= 31 ? list : undefined;
      });
      expect(mails).toHaveLength(31);
      expect(mails.filter((m) => m.Subject === 'And 3 more inbox items')).toHaveLength(1);
      expect(mails.filter((m) => m.Subject === 'New first-timer card')).toHaveLength(30);
    } finally {
      await sending(true);
      await removePrincipals(db, [flooded]);
    }
  });
});

describe('failed sends', () => {
  it('are recorded and retried after 1, 5, 25 and 125 minutes, then given up', async () => {
    const service = serviceClient();
    await sending(false);
    try {
      await setPrefs(care, { prayer_request: true, daily_digest: false });
      const r = await db.query<{ id: string }>(
        `insert into public.prayer_requests (name, request_details) values ('Rita', $1) returning id::text`,
        [`Retry ${WORD}`],
      );
      const row = (await outbox(care.id)).find((x) => x.item_id === r.rows[0]!.id)!;
      // Claim everything due (this row among them), as the function does.
      const claimed = await claimAlerts(service);
      expect(claimed.error).toBeNull();
      const mine = (
        claimed.data as { id: number; first_name: string; to_email: string; site_url: string }[]
      ).find((c) => String(c.id) === row.id);
      expect(mine).toMatchObject({
        first_name: 'Rita',
        to_email: care.email,
        site_url: 'http://localhost:5173',
      });
      expect(mine).not.toHaveProperty('request_details');
      // Everything else claimed goes back to pending (sent later by the function).
      await db.query(
        `update private.mail_outbox set status = 'pending', lease_until = null where kind = 'alert' and status = 'sending' and id <> $1`,
        [row.id],
      );

      const delays: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const report = await service.rpc('mail_report', {
          mail_id: Number(row.id),
          ok: false,
          error: `API down ${attempt}`,
        });
        expect(report.error).toBeNull();
        const after = (await outbox(care.id)).find((x) => x.id === row.id)!;
        expect(after.attempts).toBe(attempt);
        expect(after.last_error).toBe(`API down ${attempt}`);
        if (attempt < 5) {
          expect(report.data).toBe('pending');
          delays.push(Math.round((after.not_before.getTime() - Date.now()) / 60_000));
          // Not due yet: a claim does not return it.
          const early = await claimAlerts(service);
          expect((early.data as { id: number }[]).some((c) => String(c.id) === row.id)).toBe(false);
          await db.query(
            `update private.mail_outbox set status = 'pending', lease_until = null where kind = 'alert' and status = 'sending' and id <> $1`,
            [row.id],
          );
          await db.query(
            `update private.mail_outbox set not_before = now() - interval '1 second' where id = $1`,
            [row.id],
          );
          const again = await claimAlerts(service);
          expect((again.data as { id: number }[]).some((c) => String(c.id) === row.id)).toBe(true);
          await db.query(
            `update private.mail_outbox set status = 'pending', lease_until = null where kind = 'alert' and status = 'sending' and id <> $1`,
            [row.id],
          );
        } else {
          expect(report.data).toBe('failed');
          expect(after.status).toBe('failed');
        }
      }
      expect(delays).toEqual([1, 5, 25, 125]);
      const attempts = await db.query(
        'select ok, error from private.mail_attempts where mail_id = $1 order by id',
        [row.id],
      );
      expect(attempts.rows).toHaveLength(5);
      expect(attempts.rows.every((a: { ok: boolean }) => !a.ok)).toBe(true);
      // A report for a row that is not claimed is refused.
      const late = await service.rpc('mail_report', { mail_id: Number(row.id), ok: true });
      expect(late.error?.code).toBe('P0002');
    } finally {
      await sending(true);
    }
  });

  it('a due retry is sent when the every-minute job calls the function again', async () => {
    await sending(false);
    let id = '';
    try {
      await setPrefs(care, { prayer_request: true, daily_digest: false });
      const r = await db.query<{ id: string }>(
        `insert into public.prayer_requests (name, request_details) values ('Retried', $1) returning id::text`,
        [`Retry later ${WORD}`],
      );
      id = r.rows[0]!.id;
      // As after one failed attempt whose wait is over.
      await db.query(
        `update private.mail_outbox as m set attempts = 1, last_error = 'API down', not_before = now() - interval '1 second'
         from private.alert_outbox as a where m.alert_id = a.id and a.item_id = $1`,
        [id],
      );
    } finally {
      await sending(true);
    }
    await db.query('select private.mail_every_minute()');
    const retried = await waitFor('the retried alert', () => alertMail(care.email, 'New prayer request', id));
    expect(retried.Text).toContain('Prayer request from Retried arrived');
    const row = await waitFor('sent', async () => {
      const x = (await outbox(care.id)).find((o) => o.item_id === id);
      return x?.status === 'sent' ? x : undefined;
    });
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();
  });

  it('the function refuses calls without the shared secret', async () => {
    const url = `${settings.functions_url}/send-alerts`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    expect(
      (await fetch(url, { method: 'POST', headers: { 'x-alerts-secret': 'x'.repeat(64) } })).status,
    ).toBe(401);
    const ok = await fetch(url, { method: 'POST', headers: { 'x-alerts-secret': settings.hook_secret } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ sent: expect.any(Number), failed: expect.any(Number) });
  });
});

describe('the daily digest', () => {
  it('lists the new items of the chosen kinds in one e-mail, and nothing when there are none', async () => {
    const reader = await createPrincipal(db, 'alerts-digest', 'admin');
    try {
      await setPrefs(reader, { contact_message: true, first_timer: true, daily_digest: true });
      await db.query(
        `insert into public.contact_messages (name, email, subject, message) values ('Dora Digest', 'd@example.com', 'Hi', $1)`,
        [`Digest contact ${WORD}`],
      );
      await db.query(
        `insert into public.first_timers (name, email, comments) values ('Finn First', 'f@example.com', $1)`,
        [`Digest first ${WORD}`],
      );
      await db.query(
        `insert into public.prayer_requests (name, request_details) values ('Zebedee Prayer', $1)`,
        [`Digest prayer ${WORD}`],
      );
      expect(await outbox(reader.id)).toEqual([]);
      const queued = await db.query<{ n: number }>('select private.alerts_queue_digests() as n');
      expect(queued.rows[0]!.n).toBeGreaterThanOrEqual(1);
      const caught = await waitFor('the digest', async () =>
        (await mailsTo(reader.email)).find((m) => m.Subject.startsWith('Inbox digest: ')),
      );
      const mail = await fullMail(caught.ID);
      expect(mail.Text).toContain('Contact message from Dora');
      expect(mail.Text).toContain('First-timer card from Finn');
      expect(mail.Text).not.toContain('Zebedee');
      expect(mail.Text).not.toContain(WORD);
      // The next run covers only what came after this digest: nothing new, no e-mail.
      await db.query('select private.alerts_queue_digests()');
      expect((await outbox(reader.id)).filter((r) => r.message === 'digest')).toHaveLength(1);
    } finally {
      await removePrincipals(db, [reader]);
    }
  });
});

describe("the mail catcher's Resend API", () => {
  const send = (body: unknown, headers: Record<string, string> = { Authorization: 'Bearer re_test' }) =>
    fetch(`${inject('mailUrl')}/emails`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const valid = {
    from: 'Church <a@example.org>',
    to: ['resend-test@example.org'],
    subject: 'Hi',
    text: 'Hello',
  };

  it('answers as Resend: 401 without a key, 422 for a missing field, 200 with an id', async () => {
    expect((await send(valid, {})).status).toBe(401);
    const missing = await send({ ...valid, subject: undefined });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ statusCode: 422, name: 'missing_required_field' });
    expect((await send({ ...valid, to: 'not an address' })).status).toBe(422);
    const ok = await send(valid);
    expect(ok.status).toBe(200);
    const { id } = (await ok.json()) as { id: string };
    const stored = await fullMail(id);
    expect(stored).toMatchObject({ Subject: 'Hi', Text: 'Hello', From: { Address: 'a@example.org' } });
  });

  it('honours Idempotency-Key: the same request once, another body refused', async () => {
    const key = `k-${randomUUID()}`;
    const body = { ...valid, to: `idem-${key}@example.org` };
    const first = (await (
      await send(body, { Authorization: 'Bearer re_test', 'Idempotency-Key': key })
    ).json()) as { id: string };
    const second = (await (
      await send(body, { Authorization: 'Bearer re_test', 'Idempotency-Key': key })
    ).json()) as { id: string };
    expect(second.id).toBe(first.id);
    expect(await mailsTo(`idem-${key}@example.org`)).toHaveLength(1);
    const other = await send(
      { ...body, subject: 'Other' },
      { Authorization: 'Bearer re_test', 'Idempotency-Key': key },
    );
    expect(other.status).toBe(409);
  });
});
