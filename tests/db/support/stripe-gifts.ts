/**
 * The database side of the webhook's tests (tests/db/stripe-events.test.ts,
 * stripe-one-time.test.ts): the service role's `apply_stripe_event`, this site's checkout rows,
 * a donation's state, and the clean-up of every row a test tagged. Call {@link stripeGiftsTest}
 * at a test file's top level: it registers the file's beforeAll and afterAll.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { serviceClient, superuser } from './clients';
import { removePrincipals, type Principal } from './principals';
import { events, sessionOf, subscriptionOf } from './stripe';

/** An e-mail `apply_stripe_event` asks for. */
export interface Mail {
  kind: 'receipt' | 'payment_failed';
  id: string;
  amount_cents: number;
  donor_name: string | null;
  frequency: string;
  fund_name: string;
}

/** Registers the hooks; returns the helpers (valid inside tests). */
export function stripeGiftsTest() {
  let db: pg.Client;
  let service: SupabaseClient;
  let missions = '';
  let tithe = '';
  const tags: string[] = [];
  const principals: Principal[] = [];

  beforeAll(async () => {
    db = await superuser();
    service = serviceClient();
    const funds = await db.query(
      `select name, id::text from public.giving_funds where name in ('Missions', 'Tithe')`,
    );
    missions = funds.rows.find((r) => r.name === 'Missions').id;
    tithe = funds.rows.find((r) => r.name === 'Tithe').id;
  });

  afterAll(async () => {
    for (const t of tags) {
      const like = `%${t}%`;
      await db.query(
        `delete from public.donations where stripe_checkout_session_id like $1 or stripe_invoice_id like $1`,
        [like],
      );
      await db.query(`delete from public.recurring_gifts where stripe_subscription_id like $1`, [like]);
      await db.query(`delete from public.giving_checkouts where session_id like $1`, [like]);
      await db.query(
        `delete from public.unmatched_stripe_payments where stripe_checkout_session_id like $1 or stripe_invoice_id like $1`,
        [like],
      );
      await db.query(`delete from private.stripe_deferred_events where event_id like $1`, [like]);
      await db.query(`delete from private.stripe_events where id like $1`, [like]);
      await db.query(`delete from public.giving_statement_sends where donor_email like $1`, [like]);
    }
    await db.query(`delete from public.activity_log where table_name = 'giving_statement_sends'`);
    await removePrincipals(db, principals);
    await db.end();
  });

  const helpers = {
    get db() {
      return db;
    },
    get missions() {
      return missions;
    },
    get tithe() {
      return tithe;
    },
    principals,

    /** A unique tag; every row a test adds carries it and is removed at the end. */
    tag(): string {
      const t = randomUUID().replace(/-/g, '').slice(0, 16);
      tags.push(t);
      return t;
    },

    async apply(event: unknown): Promise<{ duplicate: boolean; applied: boolean; mails: Mail[] }> {
      const { data, error } = await service.rpc('apply_stripe_event', { event });
      if (error) throw new Error(error.message);
      return data as { duplicate: boolean; applied: boolean; mails: Mail[] };
    },

    /** This site's checkout row of a session: what the giving-checkout function records. */
    async checkoutRow(
      t: string,
      row: { mode?: 'payment' | 'subscription'; gift?: number; fee?: number; frequency?: string } = {},
    ): Promise<void> {
      await db.query(
        `insert into public.giving_checkouts (session_id, mode, gift_cents, fee_cents, fund_id, fund_name, frequency)
         values ($1, $2, $3, $4, $5, 'Missions', $6)`,
        [
          `cs_test_${t}`,
          row.mode ?? 'payment',
          row.gift ?? 25000,
          row.fee ?? 0,
          missions,
          row.frequency ?? 'one_time',
        ],
      );
    },

    /** One donation's state, found by a column. */
    async donation(where: string, value: string): Promise<Record<string, unknown> | undefined> {
      const { rows } = await db.query(
        `select status, amount_cents, refunded_cents, net_cents, dispute_status, fund_name, frequency, donor_name,
                stripe_payment_intent_id as pi
         from public.donations where ${where} = $1`,
        [value],
      );
      return rows[0] as Record<string, unknown> | undefined;
    },

    /** A monthly gift of $51.81 whose checkout is this site's; returns its subscription. */
    async monthlyGift(t: string) {
      await helpers.checkoutRow(t, { mode: 'subscription', gift: 5000, fee: 181, frequency: 'monthly' });
      const session = sessionOf(t, { mode: 'subscription', amount: 5181 });
      await helpers.apply(events.session(`${t}_s`, 'checkout.session.completed', session));
      return subscriptionOf(t);
    },
  };
  return helpers;
}
