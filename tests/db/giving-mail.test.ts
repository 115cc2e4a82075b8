/**
 * Gift receipts and year-end statements through the one mail outbox (docs/decisions/0053, issue
 * 42 item 6), with the real send-giving-mail function, the mail catcher (which keeps Resend's
 * rules) and the database of the test stack:
 *
 * - the outbox has the kinds 'receipt' and 'statement', claimed by the one claim;
 * - a receipt whose first send fails (the e-mail API refuses it) is tried again with the outbox's
 *   backoff and delivered once, also when a report is lost and the same key goes out again;
 * - a statement run queues one e-mail per donor and year, a second run queues none, each is
 *   delivered once and records when; 'Send again' queues the chosen donor's only; the press is
 *   logged without a donor; others than admin and finance are refused.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createPrincipal } from './support/principals';
import { events, sessionOf } from './support/stripe';
import { stripeGiftsTest } from './support/stripe-gifts';

const gifts = stripeGiftsTest();
const { apply, checkoutRow, tag } = gifts;

/** The messages to `address` in the mail catcher. */
async function caught(address: string): Promise<{ ID: string }[]> {
  const list = (await (await fetch(`${inject('mailUrl')}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  return list.messages.filter((m) => m.To.some((t) => t.Address === address));
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

type Delivery = {
  id: string;
  kind: string;
  key: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

async function deliveryOf(where: string, value: string): Promise<Delivery | undefined> {
  const { rows } = await gifts.db.query<Delivery>(
    `select m.id::text, m.kind, m.idempotency_key as key, m.status, m.attempts, m.last_error
     from private.mail_outbox m where ${where} = $1`,
    [value],
  );
  return rows[0];
}

describe('the outbox kinds', () => {
  it('include receipt and statement, each claimed by the one claim (service role only)', async () => {
    const check = await gifts.db.query(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'mail_outbox_kind_check'`,
    );
    expect(check.rows[0].def).toMatch(/'receipt'.*'statement'/);
    for (const kind of ['receipt', 'statement']) {
      await gifts.db.query('begin');
      try {
        await gifts.db.query('set local role service_role');
        // Before these kinds, the claim refused them (22023); rolled back, so nothing stays claimed.
        await expect(
          gifts.db.query(`select count(*) from public.mail_claim($1, 1)`, [kind]),
        ).resolves.toBeDefined();
      } finally {
        await gifts.db.query('rollback');
      }
    }
  });
});

describe('a gift receipt', () => {
  it(
    'whose first send fails is tried again after the backoff and delivered once',
    { timeout: 60_000 },
    async () => {
      const t = tag();
      const good = `giver-${t}@example.org`;
      // An address the e-mail API refuses (422): the first attempt fails for real.
      const bad = `giver-${t}`;
      await checkoutRow(t);
      const applied = await apply(
        events.session(`${t}_s`, 'checkout.session.completed', sessionOf(t, { email: bad })),
      );
      const donation = applied.mails[0]!.id;
      const row = await waitFor('the failed first attempt', async () => {
        const d = await deliveryOf('m.gift_mail_id', await giftMailOf(donation));
        return d && d.attempts === 1 && d.status === 'pending' ? d : undefined;
      });
      expect(row).toMatchObject({
        kind: 'receipt',
        key: `gift-receipt-${donation}`,
        last_error: 'e-mail API answered 422 validation_error',
      });
      const due = await gifts.db.query(
        `select not_before > now() + interval '50 seconds' as later from private.mail_outbox where id = $1`,
        [row.id],
      );
      expect(due.rows).toEqual([{ later: true }]);

      // The address is right now; the minute has passed: the job sends it.
      await gifts.db.query(`update public.donations set donor_email = $1 where id = $2`, [good, donation]);
      await gifts.db.query(`update private.mail_outbox set not_before = now() where id = $1`, [row.id]);
      await gifts.db.query('select private.mail_every_minute()');
      const sent = await waitFor('the retry sent', async () => {
        const d = await deliveryOf('m.id', row.id);
        return d?.status === 'sent' ? d : undefined;
      });
      expect(sent.attempts).toBe(2);
      expect(await caught(good)).toHaveLength(1);

      // A lost report: the same key goes out again, and the catcher still holds one e-mail.
      await gifts.db.query(
        `update private.mail_outbox set status = 'pending', not_before = now(), sent_at = null where id = $1`,
        [row.id],
      );
      await gifts.db.query('select private.mail_every_minute()');
      await waitFor('the second retry reported', async () => {
        const d = await deliveryOf('m.id', row.id);
        return d?.status === 'sent' && d.attempts === 3 ? d : undefined;
      });
      expect(await caught(good)).toHaveLength(1);

      // The replayed event queues nothing more.
      expect(
        (await apply(events.session(`${t}_s`, 'checkout.session.completed', sessionOf(t, { email: bad }))))
          .duplicate,
      ).toBe(true);
      const count = await gifts.db.query(
        `select count(*)::int as n from private.gift_mail where donation_id = $1`,
        [donation],
      );
      expect(count.rows).toEqual([{ n: 1 }]);
    },
  );
});

async function giftMailOf(donation: string): Promise<string> {
  const { rows } = await gifts.db.query(`select id::text from private.gift_mail where donation_id = $1`, [
    donation,
  ]);
  return rows[0]?.id ?? '0';
}

describe('year-end statements', () => {
  it(
    'a run queues one per donor and year; a second run queues none; each is delivered once',
    { timeout: 60_000 },
    async () => {
      const t = tag();
      const finance = await createPrincipal(gifts.db, 'statement-queue-finance', 'finance');
      const editor = await createPrincipal(gifts.db, 'statement-queue-editor', 'editor');
      gifts.principals.push(finance, editor);
      const donors = [`a-${t}@example.org`, `b-${t}@example.org`];
      for (const [i, email] of donors.entries()) {
        for (const month of [2, 9]) {
          await gifts.db.query(
            `insert into public.donations (amount_cents, fund_name, frequency, donor_email, donor_name, stripe_checkout_session_id, given_at)
             values (2500, 'Tithe', 'one_time', $1, 'Statement Giver', $2, make_timestamptz(2032, $3, 1, 12, 0, 0, 'UTC'))`,
            [email, `cs_test_${t}_${i}_${month}`, month],
          );
        }
      }
      const run = async (again?: string[], request = randomUUID()) => {
        const { data, error } = await finance.client.rpc('queue_giving_statements', {
          year: 2032,
          time_zone: 'America/Indiana/Indianapolis',
          request_id: request,
          ...(again ? { again } : {}),
        });
        expect(error).toBeNull();
        return data as { queued: number; already_sent: number; last_sent_at: string | null };
      };
      const outbox = async () =>
        (
          await gifts.db.query(
            `select s.donor_email, s.again, m.kind, m.status from public.giving_statement_sends s
             join private.mail_outbox m on m.statement_send_id = s.id
             where s.year = 2032 and s.donor_email = any($1::text[]) order by s.donor_email, s.requested_at`,
            [donors],
          )
        ).rows;

      const request = randomUUID();
      const first = await run(undefined, request);
      expect(first.queued).toBeGreaterThanOrEqual(2);
      expect((await outbox()).map((r) => [r.donor_email, r.kind])).toEqual(
        donors.map((d) => [d, 'statement']),
      );
      // A retry of the same press: the same answer, nothing more queued.
      expect(await run(undefined, request)).toEqual(first);

      for (const email of donors)
        await waitFor(`the statement to ${email}`, async () =>
          (await caught(email)).length === 1 ? true : undefined,
        );
      await waitFor('sent_at recorded', async () => {
        const { rows } = await gifts.db.query(
          `select count(*)::int as n from public.giving_statement_sends where donor_email = any($1::text[]) and sent_at is not null`,
          [donors],
        );
        return rows[0].n === 2 ? true : undefined;
      });

      const second = await run();
      expect(second).toMatchObject({ queued: 0, last_sent_at: expect.any(String) });
      expect(second.already_sent).toBeGreaterThanOrEqual(2);
      expect(await outbox()).toHaveLength(2);

      // 'Send again' to the first donor only.
      expect(await run([donors[0]!.toUpperCase()])).toEqual({
        queued: 1,
        already_sent: 0,
        last_sent_at: null,
      });
      await waitFor('the statement sent again', async () =>
        (await caught(donors[0]!)).length === 2 ? true : undefined,
      );
      expect(await caught(donors[1]!)).toHaveLength(1);

      const log = await gifts.db.query(
        `select summary from public.activity_log where table_name = 'giving_statement_sends' and actor_id = $1 order by id`,
        [finance.id],
      );
      expect(log.rows.map((r) => r.summary)).toEqual([
        expect.stringMatching(/ e-mailed the 2032 giving statements to \d+ donors$/),
        expect.stringMatching(/ e-mailed the 2032 giving statement again to 1 donor$/),
      ]);
      expect(JSON.stringify(log.rows)).not.toContain(t);

      const refused = await editor.client.rpc('queue_giving_statements', {
        year: 2032,
        time_zone: 'America/Indiana/Indianapolis',
        request_id: randomUUID(),
      });
      expect(refused.error?.code).toBe('42501');
    },
  );
});
