/**
 * The one mail outbox (docs/decisions/0053): every queued e-mail (alerts, registration e-mails,
 * newsletter sends) is claimed by one function, `private.claim_mail` (through
 * `public.mail_claim`, service role only), and sent by one sender loop.
 *
 * - Two claimers at once never get the same row (`for update skip locked`), and a claimed row
 *   is not handed out again while its lease runs.
 * - A retry after a lost report sends the same idempotency key: the provider (the local mail
 *   catcher, which keeps Resend's rule) delivers the e-mail once, even when the retried body
 *   differs (409 for the key: recorded as sent, not sent again).
 * - An e-mail queued more than 7 days ago is expired, never handed out, and a registration
 *   e-mail's link key is forgotten with it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { superuser } from './support/clients';

const WORD = `mo${randomUUID().slice(0, 8)}`;
const address = (name: string) => `${name}-${WORD}@example.org`;

let db: pg.Client;
let functionsUrl: string | null = null;

/** Keeps the functions from sending while a test claims by hand. */
async function functionsOff(off: boolean): Promise<void> {
  await db.query('update private.alert_settings set functions_url = $1', [off ? null : functionsUrl]);
}

/** Queues one newsletter confirmation per address (an unconfirmed subscription queues one). */
async function queueConfirmations(names: string[]): Promise<string[]> {
  const emails = names.map(address);
  await db.query(`insert into public.newsletter_subscribers (email) select unnest($1::text[])`, [emails]);
  const r = await db.query<{ id: string }>(
    `select m.id::text from private.mail_outbox m
     join public.newsletter_sends s on s.id = m.newsletter_send_id
     join public.newsletter_subscribers n on n.id = s.subscriber_id
     where n.email = any($1::text[]) order by m.id`,
    [emails],
  );
  return r.rows.map((row) => row.id);
}

/** A connection acting as the service role inside an open transaction. */
async function serviceSession(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('dbUrl') });
  await client.connect();
  await client.query('begin');
  await client.query('set local role service_role');
  return client;
}

async function claim(client: pg.Client, batch = 100): Promise<string[]> {
  const r = await client.query<{ id: string }>(`select id::text from public.mail_claim('newsletter', $1)`, [
    batch,
  ]);
  return r.rows.map((row) => row.id);
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

beforeAll(async () => {
  db = await superuser();
  functionsUrl = (
    await db.query<{ url: string | null }>('select functions_url as url from private.alert_settings')
  ).rows[0]!.url;
});

afterAll(async () => {
  await functionsOff(false);
  await db.query(`delete from public.newsletter_subscribers where email like $1`, [`%-${WORD}@example.org`]);
  await db.end();
});

describe('claim_mail', () => {
  it('two claimers at once get different rows, and a leased row is not handed out again', async () => {
    await functionsOff(true);
    const mine = await queueConfirmations(['a', 'b', 'c', 'd']);
    expect(mine).toHaveLength(4);
    const first = await serviceSession();
    const second = await serviceSession();
    try {
      // The first holds its claim open (a function still working); the second claims meanwhile.
      const one = (await claim(first, 2)).filter((id) => mine.includes(id));
      const two = (await claim(second, 100)).filter((id) => mine.includes(id));
      expect(one.length + two.length).toBe(4);
      expect(one.filter((id) => two.includes(id))).toEqual([]);
      await first.query('commit');
      await second.query('commit');
      // Leased for five minutes: a third claim gets none of them.
      const third = await serviceSession();
      expect((await claim(third)).filter((id) => mine.includes(id))).toEqual([]);
      await third.query('commit');
      await third.end();
      const states = await db.query(
        `select status, attempts from private.mail_outbox where id = any($1::bigint[])`,
        [mine],
      );
      expect(states.rows).toEqual(Array(4).fill({ status: 'sending', attempts: 1 }));
    } finally {
      await first.end();
      await second.end();
      await db.query(
        `update private.mail_outbox set status = 'failed', lease_until = null where id = any($1::bigint[])`,
        [mine],
      );
      await functionsOff(false);
    }
  });

  it('an e-mail queued more than 7 days ago expires instead of being sent', async () => {
    await functionsOff(true);
    try {
      const [id] = await queueConfirmations(['late']);
      await db.query(
        `update private.mail_outbox set expires_at = now() - interval '1 second' where id = $1`,
        [id],
      );
      const session = await serviceSession();
      expect(await claim(session)).not.toContain(id);
      await session.query('commit');
      await session.end();
      const row = await db.query(
        `select status, attempts, last_error from private.mail_outbox where id = $1`,
        [id],
      );
      expect(row.rows[0]).toEqual({
        status: 'expired',
        attempts: 0,
        last_error: 'Not sent: not delivered within 7 days of being queued.',
      });
    } finally {
      await functionsOff(false);
    }
  });

  it('only the service role claims and reports', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const sql of [
        `select * from public.mail_claim('alert', 1)`,
        'select public.mail_report(1, true)',
        'select * from private.mail_outbox',
      ]) {
        await db.query('begin');
        try {
          await db.query(`set local role ${role}`);
          await expect(db.query(sql)).rejects.toThrow(/permission denied/);
        } finally {
          await db.query('rollback');
        }
      }
    }
  });
});

describe('the sender loop', () => {
  it('a retry after a lost report, with a changed body, is recorded as sent and delivered once', async () => {
    const email = address('retry');
    const [id] = await queueConfirmations(['retry']);
    const caught = async () => {
      const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
        messages: { To: { Address: string }[] }[];
      };
      return list.messages.filter((m) => m.To.some((t) => t.Address === email));
    };
    const state = async () =>
      (
        await db.query<{ status: string; attempts: number }>(
          'select status, attempts from private.mail_outbox where id = $1',
          [id],
        )
      ).rows[0]!;
    await waitFor('the confirmation sent', async () =>
      (await state()).status === 'sent' ? true : undefined,
    );
    expect(await caught()).toHaveLength(1);
    // The report was lost (as far as the outbox knows), and the e-mail would now read
    // differently (a new confirmation link): the same key goes out again.
    await db.query(
      `update public.newsletter_subscribers set confirmation_token = md5(random()::text) || md5(random()::text)
       where email = $1`,
      [email],
    );
    await db.query(
      `update private.mail_outbox set status = 'pending', not_before = now(), sent_at = null where id = $1`,
      [id],
    );
    await db.query('select private.mail_every_minute()');
    const after = await waitFor('the retry reported', async () => {
      const s = await state();
      return s.status === 'sent' && s.attempts === 2 ? s : undefined;
    });
    expect(after).toEqual({ status: 'sent', attempts: 2 });
    expect(await caught()).toHaveLength(1);
  });
});
