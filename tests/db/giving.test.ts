/**
 * Online giving (issue 31, docs/decisions/0038): who reads gifts (a matrix of six principals:
 * anon, member, editor, care, finance, admin), the webhook's writes through
 * `apply_stripe_event` (service role only), replayed events, the checkout's validation and flood
 * guard (`begin_giving_checkout`, `record_` / `release_giving_checkout`: the hourly ceiling counts
 * sessions created, each client's share at most once), the one-session summary, the finance role
 * and its demo account.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, serviceClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

type Actor = 'anon' | 'member' | 'editor' | 'care' | 'finance' | 'admin';
const ACTORS: Actor[] = ['anon', 'member', 'editor', 'care', 'finance', 'admin'];

let db: pg.Client;
let service: SupabaseClient;
const principals: Principal[] = [];
const clients = {} as Record<Actor, SupabaseClient>;
let fundId: string;
const tokens: string[] = [];

/** A unique id suffix; every row this file adds carries one and is removed at the end. */
function tag(): string {
  const t = randomUUID().replace(/-/g, '').slice(0, 16);
  tokens.push(t);
  return t;
}

function paidSession(t: string, amount = 25000): Record<string, unknown> {
  return {
    id: `evt_${t}_s`,
    type: 'checkout.session.completed',
    created: 1_790_000_000,
    data: {
      object: {
        id: `cs_test_${t}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: amount,
        currency: 'usd',
        customer: `cus_${t}`,
        payment_intent: `pi_${t}`,
        customer_details: { email: `giver-${t}@example.org`, name: 'Grace Giver' },
        metadata: { fund_id: fundId, fund_name: 'Missions', frequency: 'one_time', fee_cents: '0' },
      },
    },
  };
}

async function apply(
  event: Record<string, unknown>,
): Promise<{ duplicate: boolean; applied: boolean; mails: Record<string, unknown>[] }> {
  const { data, error } = await service.rpc('apply_stripe_event', { event });
  if (error) throw new Error(error.message);
  return data as { duplicate: boolean; applied: boolean; mails: Record<string, unknown>[] };
}

/** The giving-checkout function's row of a session: only this site's sessions become gifts. */
async function checkoutRow(
  t: string,
  mode: 'payment' | 'subscription' = 'payment',
  gift = 25000,
  fee = 0,
  frequency = 'one_time',
): Promise<void> {
  await db.query(
    `insert into public.giving_checkouts (session_id, mode, gift_cents, fee_cents, fund_id, fund_name, frequency)
     values ($1, $2, $3, $4, $5, 'Missions', $6)`,
    [`cs_test_${t}`, mode, gift, fee, fundId, frequency],
  );
}

beforeAll(async () => {
  db = await superuser();
  service = serviceClient();
  clients.anon = anonClient();
  const roles: [Actor, 'admin' | 'editor' | 'care' | 'finance' | null][] = [
    ['member', null],
    ['editor', 'editor'],
    ['care', 'care'],
    ['finance', 'finance'],
    ['admin', 'admin'],
  ];
  for (const [actor, role] of roles) {
    const p = await createPrincipal(db, `giving-${actor}`, role);
    principals.push(p);
    clients[actor] = p.client;
  }
  fundId = (await db.query(`select id::text from public.giving_funds where name = 'Missions'`)).rows[0].id;
});

afterAll(async () => {
  for (const t of tokens) {
    await db.query(
      `delete from public.donations where stripe_checkout_session_id like $1 or stripe_invoice_id like $1`,
      [`%${t}%`],
    );
    await db.query(`delete from public.recurring_gifts where stripe_subscription_id like $1`, [`%${t}%`]);
    await db.query(`delete from public.giving_checkouts where session_id like $1`, [`%${t}%`]);
    await db.query(`delete from private.stripe_events where id like $1`, [`%${t}%`]);
  }
  await db.query(`delete from private.form_attempts where form = 'giving_checkouts'`);
  await db.query(`update public.giving_settings set provider = 'simulated', external_url = null`);
  await removePrincipals(db, principals);
  await db.end();
});

describe('who reads gifts (six principals)', () => {
  let t: string;
  beforeAll(async () => {
    t = tag();
    await checkoutRow(t);
    await apply(paidSession(t));
    await db.query(
      `insert into public.recurring_gifts (stripe_subscription_id, amount_cents, fund_name, frequency) values ($1, 5000, 'Tithe', 'monthly')`,
      [`sub_${t}`],
    );
  });

  const READS: Record<Actor, boolean> = {
    anon: false,
    member: false,
    editor: false,
    care: false,
    finance: true,
    admin: true,
  };
  for (const table of ['donations', 'recurring_gifts', 'giving_checkouts'] as const) {
    for (const actor of ACTORS) {
      it(`${table}: ${actor} ${READS[actor] ? 'reads' : 'reads nothing'}; nobody writes`, async () => {
        const column =
          table === 'giving_checkouts'
            ? 'session_id'
            : table === 'donations'
              ? 'stripe_checkout_session_id'
              : 'stripe_subscription_id';
        const value = table === 'recurring_gifts' ? `sub_${t}` : `cs_test_${t}`;
        const { data } = await clients[actor].from(table).select('*').eq(column, value);
        expect((data ?? []).length).toBe(READS[actor] ? 1 : 0);

        const insert = await clients[actor].from(table).insert({ [column]: `${value}_x` } as never);
        expect(insert.error).not.toBeNull();
        await clients[actor].from(table).update({ fund_name: 'Changed' }).eq(column, value);
        await clients[actor].from(table).delete().eq(column, value);
        const after = await db.query(`select fund_name from public.${table} where ${column} = $1`, [value]);
        expect(after.rows).toEqual([{ fund_name: table === 'recurring_gifts' ? 'Tithe' : 'Missions' }]);
      });
    }
  }

  it('giving settings and funds: everyone reads, only admins change them', async () => {
    for (const actor of ACTORS) {
      const { data } = await clients[actor].from('giving_settings').select('provider, fee_percent_bp');
      expect(data).toHaveLength(1);
      await clients[actor].from('giving_settings').update({ fee_fixed_cents: 31 }).eq('id', true);
      const { rows } = await db.query(`select fee_fixed_cents from public.giving_settings`);
      expect(rows[0].fee_fixed_cents).toBe(actor === 'admin' ? 31 : 30);
      await db.query(`update public.giving_settings set fee_fixed_cents = 30`);
      const funds = await clients[actor].from('giving_funds').insert({ name: `Fund ${actor} ${t}` });
      expect(funds.error === null).toBe(actor === 'admin');
    }
    await db.query(`delete from public.giving_funds where name like $1`, [`% ${t}`]);
  });

  it('only the service role may apply events or begin checkouts', async () => {
    for (const actor of ACTORS) {
      const applied = await clients[actor].rpc('apply_stripe_event', { event: paidSession(tag()) });
      expect(applied.error).not.toBeNull();
      const begun = await clients[actor].rpc('begin_giving_checkout', {
        gift_cents: 100,
        fund_id: fundId,
        frequency: 'one_time',
        cover_fee: false,
        client_headers: {},
      });
      expect(begun.error).not.toBeNull();
      for (const [name, args] of [
        [
          'record_giving_checkout',
          {
            attempt_id: 1,
            session_id: `cs_test_${tag()}`,
            gift_cents: 100,
            fee_cents: 0,
            fund_id: fundId,
            fund_name: 'Missions',
            frequency: 'one_time',
          },
        ],
        ['release_giving_checkout', { attempt_id: 1 }],
      ] as const) {
        expect((await clients[actor].rpc(name, args as never)).error).not.toBeNull();
      }
    }
  });

  it('a checkout summary is one session, without the donor', async () => {
    const { data, error } = await clients.anon.rpc('giving_checkout_summary', { session_id: `cs_test_${t}` });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        total_cents: 25000,
        fee_cents: 0,
        currency: 'usd',
        fund_name: 'Missions',
        frequency: 'one_time',
        paid: true,
      },
    ]);
    const none = await clients.anon.rpc('giving_checkout_summary', { session_id: 'cs_test_unknown0000' });
    expect(none.data).toEqual([]);
  });
});

describe('the webhook writes (apply_stripe_event)', () => {
  it('checkout.session.completed adds one donation; a replay changes nothing', async () => {
    const t = tag();
    await checkoutRow(t);
    const first = await apply(paidSession(t));
    expect(first).toMatchObject({ duplicate: false, applied: true });
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0]).toMatchObject({
      kind: 'receipt',
      amount_cents: 25000,
      fund_name: 'Missions',
      donor_email: `giver-${t}@example.org`,
    });
    const again = await apply(paidSession(t));
    expect(again).toEqual({ duplicate: true, applied: false, mails: [] });
    // The same session under another event id (Stripe re-sends with new ids only for new events).
    const other = { ...paidSession(t), id: `evt_${t}_other` };
    expect((await apply(other)).mails).toEqual([]);
    const { rows } = await db.query(
      `select amount_cents, fund_name, frequency, status, donor_name from public.donations where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(rows).toEqual([
      {
        amount_cents: 25000,
        fund_name: 'Missions',
        frequency: 'one_time',
        status: 'succeeded',
        donor_name: 'Grace Giver',
      },
    ]);
  });

  it('an unpaid session (a bank debit still clearing) records a pending gift and sends no receipt', async () => {
    const t = tag();
    await checkoutRow(t);
    const event = paidSession(t);
    (event.data as { object: Record<string, unknown> }).object.payment_status = 'unpaid';
    expect(await apply(event)).toMatchObject({ applied: true, mails: [] });
    const { rows } = await db.query(
      `select status, net_cents from public.donations where stripe_checkout_session_id = $1`,
      [`cs_test_${t}`],
    );
    expect(rows).toEqual([{ status: 'pending', net_cents: 0 }]);
  });

  it('a monthly gift: the session adds the recurring gift, each invoice.paid a donation, deletion ends it', async () => {
    const t = tag();
    await checkoutRow(t, 'subscription', 5000, 183, 'quarterly');
    const meta = { fund_id: fundId, fund_name: 'Missions', frequency: 'quarterly', fee_cents: '183' };
    await apply({
      id: `evt_${t}_c`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${t}`,
          mode: 'subscription',
          payment_status: 'paid',
          amount_total: 5183,
          currency: 'usd',
          customer: `cus_${t}`,
          subscription: `sub_${t}`,
          customer_details: { email: `giver-${t}@example.org`, name: null },
          metadata: meta,
        },
      },
    });
    const invoice = (n: number) => ({
      id: `evt_${t}_i${n}`,
      type: 'invoice.paid',
      created: 1_790_000_000 + n,
      data: {
        object: {
          id: `in_${t}_${n}`,
          customer: `cus_${t}`,
          customer_email: `giver-${t}@example.org`,
          amount_paid: 5183,
          currency: 'usd',
          parent: { subscription_details: { subscription: `sub_${t}`, metadata: meta } },
        },
      },
    });
    const paid = await apply(invoice(1));
    expect(paid.mails[0]).toMatchObject({
      kind: 'receipt',
      amount_cents: 5183,
      frequency: 'quarterly',
      customer_id: `cus_${t}`,
    });
    await apply(invoice(1));
    await apply(invoice(2));
    const gifts = await db.query(
      `select status, frequency, amount_cents, fee_cents from public.recurring_gifts where stripe_subscription_id = $1`,
      [`sub_${t}`],
    );
    expect(gifts.rows).toEqual([
      { status: 'active', frequency: 'quarterly', amount_cents: 5183, fee_cents: 183 },
    ]);
    const gifts2 = await db.query(
      `select count(*)::int as n from public.donations where stripe_invoice_id like $1`,
      [`in_${t}_%`],
    );
    expect(gifts2.rows[0].n).toBe(2);

    await apply({
      id: `evt_${t}_d`,
      type: 'customer.subscription.deleted',
      data: { object: { id: `sub_${t}`, ended_at: 1_790_000_100 } },
    });
    const ended = await db.query(
      `select status, ended_at is not null as ended from public.recurring_gifts where stripe_subscription_id = $1`,
      [`sub_${t}`],
    );
    expect(ended.rows).toEqual([{ status: 'ended', ended: true }]);
  });

  it('charge.refunded marks the gift refunded, partly or wholly', async () => {
    const t = tag();
    await checkoutRow(t, 'payment', 10000);
    await apply(paidSession(t, 10000));
    const refund = (n: number, amount: number, refunded: boolean) => ({
      id: `evt_${t}_r${n}`,
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${t}`,
          payment_intent: `pi_${t}`,
          amount: 10000,
          amount_refunded: amount,
          refunded,
        },
      },
    });
    await apply(refund(1, 4000, false));
    let { rows } = await db.query(
      `select status, refunded_cents from public.donations where stripe_payment_intent_id = $1`,
      [`pi_${t}`],
    );
    expect(rows).toEqual([{ status: 'partially_refunded', refunded_cents: 4000 }]);
    await apply(refund(2, 10000, true));
    ({ rows } = await db.query(
      `select status, refunded_cents from public.donations where stripe_payment_intent_id = $1`,
      [`pi_${t}`],
    ));
    expect(rows).toEqual([{ status: 'refunded', refunded_cents: 10000 }]);
  });

  it('other event types are recorded as seen and change nothing; a non-event is refused', async () => {
    const t = tag();
    expect(
      await apply({ id: `evt_${t}_o`, type: 'customer.created', data: { object: { id: `cus_${t}` } } }),
    ).toMatchObject({ applied: false, duplicate: false });
    const { error } = await service.rpc('apply_stripe_event', {
      event: { id: 'nope', type: 'x', data: { object: {} } },
    });
    expect(error?.code).toBe('22023');
  });

  it('no gift reaches the activity log', async () => {
    const { rows } = await db.query(
      `select count(*)::int as n from public.activity_log where table_name in ('donations', 'recurring_gifts')`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('begin_giving_checkout: validation against the database, the flood guard', () => {
  const call = (
    args: Partial<{
      gift_cents: number;
      fund_id: string;
      frequency: string;
      cover_fee: boolean;
      client: string;
    }>,
  ) => {
    const { client = `203.0.113.${Math.floor(Math.random() * 200)}`, ...rest } = args;
    // As the function passes them; the gateway appends the client's address to x-forwarded-for.
    return service.rpc('begin_giving_checkout', {
      gift_cents: 5000,
      fund_id: fundId,
      frequency: 'monthly',
      cover_fee: false,
      client_headers: { 'x-forwarded-for': `192.0.2.99, ${client}` },
      ...rest,
    });
  };

  /** The real limits of checkouts for one test (the test stack raises every limit). */
  async function realLimits(perClient = 5, globalPerHour = 60): Promise<void> {
    await db.query(`update public.giving_settings set provider = 'stripe'`);
    await db.query(`delete from private.form_attempts where form = 'giving_checkouts'`);
    const saved = (
      await db.query(
        `select per_client, global_per_hour from private.form_limits where form = 'giving_checkouts'`,
      )
    ).rows[0];
    await db.query(
      `update private.form_limits set per_client = $1, global_per_hour = $2 where form = 'giving_checkouts'`,
      [perClient, globalPerHour],
    );
    onTestFinished(async () => {
      await db.query(
        `update private.form_limits set per_client = $1, global_per_hour = $2 where form = 'giving_checkouts'`,
        [saved.per_client, saved.global_per_hour],
      );
      await db.query(`delete from private.form_attempts where form = 'giving_checkouts'`);
    });
  }

  /** A checkout begun and its session recorded, as the function does once Stripe answers. */
  async function give(client: string): Promise<number> {
    const { data, error, status } = await call({ client, frequency: 'one_time' });
    if (error) return status;
    const begun = data as { attempt_id: number; gift_cents: number; fee_cents: number; fund_name: string };
    const recorded = await service.rpc('record_giving_checkout', {
      attempt_id: begun.attempt_id,
      session_id: `cs_test_${tag()}`,
      gift_cents: begun.gift_cents,
      fee_cents: begun.fee_cents,
      fund_id: fundId,
      fund_name: begun.fund_name,
      frequency: 'one_time',
    });
    expect(recorded.error).toBeNull();
    return 200;
  }

  it('refuses when the site is not in stripe mode', async () => {
    await db.query(`update public.giving_settings set provider = 'simulated'`);
    const { error } = await call({});
    expect(error?.message).toBe('Online giving is not turned on.');
  });

  it('checks amount, fund and frequency, and computes the covered fee', async () => {
    await db.query(`update public.giving_settings set provider = 'stripe'`);
    for (const [args, message] of [
      [{ gift_cents: 99 }, 'Enter an amount from $1 to $100,000.'],
      [{ gift_cents: 10_000_001 }, 'Enter an amount from $1 to $100,000.'],
      [{ frequency: 'yearly' }, 'Choose one-time, monthly, quarterly or annually.'],
      [{ fund_id: randomUUID() }, 'Choose a fund.'],
    ] as const) {
      const { error } = await call(args);
      expect(error?.message).toBe(message);
      expect(error?.code).toBe('22023');
    }
    const disabled = (
      await db.query(
        `insert into public.giving_funds (name, enabled) values ($1, false) returning id::text`,
        [`Closed ${tag()}`],
      )
    ).rows[0].id;
    expect((await call({ fund_id: disabled })).error?.message).toBe('Choose a fund.');
    await db.query(`delete from public.giving_funds where id = $1`, [disabled]);

    const { data, error } = await call({ gift_cents: 5000, cover_fee: true });
    expect(error).toBeNull();
    // (5000 + 30) / (1 - 0.029) = 5180.23… → 5181 cents.
    expect(data).toMatchObject({
      gift_cents: 5000,
      fee_cents: 181,
      total_cents: 5181,
      fund_name: 'Missions',
      frequency: 'monthly',
    });
    for (const frequency of ['one_time', 'monthly', 'quarterly', 'annually']) {
      const begun = await call({ frequency });
      expect(begun.error).toBeNull();
      expect(begun.data).toMatchObject({ frequency, attempt_id: expect.any(Number) as unknown });
    }
  });

  it('refuses while the site address is not set, naming the setting, and counts nothing', async () => {
    await db.query(`update public.giving_settings set provider = 'stripe'`);
    const site = (await db.query(`select site_url from private.alert_settings`)).rows[0].site_url;
    await db.query(`update private.alert_settings set site_url = null`);
    onTestFinished(async () => {
      await db.query(`update private.alert_settings set site_url = $1`, [site]);
    });
    const before = (await db.query(`select count(*)::int as n from private.form_attempts`)).rows[0].n;
    const { error } = await call({});
    expect(error?.code).toBe('P0001');
    expect(error?.message).toMatch(/site_url in private\.alert_settings/);
    expect((await db.query(`select count(*)::int as n from private.form_attempts`)).rows[0].n).toBe(before);
  });

  it('an annual gift is a checkout like the others: its session and a gift of it fit the value lists', async () => {
    const t = tag();
    await db.query(
      `insert into public.giving_checkouts (session_id, mode, gift_cents, fund_name, frequency)
       values ($1, 'subscription', 5000, 'Missions', 'annually')`,
      [`cs_test_${t}`],
    );
    await db.query(
      `insert into public.recurring_gifts (stripe_subscription_id, amount_cents, fund_name, frequency)
       values ($1, 5000, 'Missions', 'annually')`,
      [`sub_${t}`],
    );
    await db.query(
      `insert into public.donations (amount_cents, fund_name, frequency, stripe_invoice_id)
       values (5000, 'Missions', 'annually', $1)`,
      [`in_${t}`],
    );
    const summary = await clients.anon.rpc('giving_checkout_summary', { session_id: `cs_test_${t}` });
    expect(summary.data).toEqual([
      expect.objectContaining({ total_cents: 5000, fund_name: 'Missions', frequency: 'annually' }),
    ]);
    await db.query(`delete from public.donations where stripe_invoice_id = $1`, [`in_${t}`]);
    await db.query(`delete from public.recurring_gifts where stripe_subscription_id = $1`, [`sub_${t}`]);
  });

  it('counts every checkout: the sixth in ten minutes from one client is refused with 429', async () => {
    // The test stack raises every limit (tests/support/form-limits.ts): the real one for this test.
    await realLimits();
    for (let i = 0; i < 5; i += 1) expect((await call({ client: '198.51.100.7' })).error).toBeNull();
    const { error, status } = (await call({ client: '198.51.100.7' })) as unknown as {
      error: { code: string } | null;
      status: number;
    };
    expect(status).toBe(429);
    expect(error).not.toBeNull();
    expect((await call({ client: '198.51.100.8' })).error).toBeNull();
  });

  it('two clients at their limit for an hour leave a third able to give: each adds at most 5 to the ceiling of 60', async () => {
    await realLimits();
    // Six 10-minute windows: in each, both clients give their 5, then the window passes.
    for (let window = 0; window < 6; window += 1) {
      for (const client of ['198.51.100.21', '198.51.100.22']) {
        for (let i = 0; i < 5; i += 1) expect(await give(client)).toBe(200);
        expect(await give(client)).toBe(429);
      }
      if (window < 5) {
        await db.query(
          `update private.form_attempts set at = at - interval '10 minutes' where form = 'giving_checkouts'`,
        );
      }
    }
    const stored = await db.query(
      `select count(*)::int as n from private.form_attempts
       where form = 'giving_checkouts' and outcome = 'stored' and at > now() - interval '1 hour'`,
    );
    expect(stored.rows[0].n).toBe(60);
    expect(await give('198.51.100.23')).toBe(200);
  });

  it('counts sessions created: a checkout Stripe refused leaves the ceiling, one under way holds a place for 2 minutes', async () => {
    await realLimits(100, 2);
    for (let i = 0; i < 5; i += 1) {
      const { data, error } = await call({ client: '198.51.100.31' });
      expect(error).toBeNull();
      const released = await service.rpc('release_giving_checkout', {
        attempt_id: (data as { attempt_id: number }).attempt_id,
      });
      expect(released.error).toBeNull();
    }
    // Two under way (Stripe not answered yet) fill the ceiling of 2 for now…
    expect((await call({ client: '198.51.100.32' })).error).toBeNull();
    expect((await call({ client: '198.51.100.33' })).error).toBeNull();
    expect(((await call({ client: '198.51.100.34' })) as unknown as { status: number }).status).toBe(429);
    // …and leave it when they never report back (a function that died).
    await db.query(
      `update private.form_attempts set at = at - interval '3 minutes' where form = 'giving_checkouts' and outcome = 'started'`,
    );
    expect(await give('198.51.100.34')).toBe(200);
    expect(await give('198.51.100.35')).toBe(200);
    expect(await give('198.51.100.36')).toBe(429);
  });

  it("a double click's second report is a duplicate: one session, one place in the ceiling", async () => {
    await realLimits(100, 60);
    const session = `cs_test_${tag()}`;
    const outcomes: boolean[] = [];
    for (let i = 0; i < 2; i += 1) {
      const begun = (await call({ client: '198.51.100.41', frequency: 'annually' })).data as {
        attempt_id: number;
      };
      const recorded = await service.rpc('record_giving_checkout', {
        attempt_id: begun.attempt_id,
        session_id: session,
        gift_cents: 5000,
        fee_cents: 0,
        fund_id: fundId,
        fund_name: 'Missions',
        frequency: 'annually',
      });
      outcomes.push(recorded.data as boolean);
    }
    expect(outcomes).toEqual([true, false]);
    const { rows } = await db.query(
      `select outcome from private.form_attempts where form = 'giving_checkouts' order by id`,
    );
    expect(rows.map((r) => r.outcome)).toEqual(['stored', 'duplicate']);
    const checkout = await db.query(
      `select mode, frequency from public.giving_checkouts where session_id = $1`,
      [session],
    );
    expect(checkout.rows).toEqual([{ mode: 'subscription', frequency: 'annually' }]);
  });

  it("from the church's network ten times the per-client limit, and still one share of the ceiling", async () => {
    await realLimits(5, 12);
    await db.query(`update public.form_guard_settings set church_networks = '{198.51.100.0/24}'`);
    onTestFinished(async () => {
      await db.query(`update public.form_guard_settings set church_networks = '{}'`);
    });
    for (let i = 0; i < 50; i += 1) expect(await give('198.51.100.50')).toBe(200);
    expect(await give('198.51.100.50')).toBe(429);
    // Elsewhere the limits stay: 5 per client; the church's 50 count as 5 of the 12.
    for (let i = 0; i < 5; i += 1) expect(await give('203.0.113.60')).toBe(200);
    expect(await give('203.0.113.60')).toBe(429);
    expect(await give('203.0.113.61')).toBe(200);
    expect(await give('203.0.113.61')).toBe(200);
    expect(await give('203.0.113.62')).toBe(429);
  });
});

describe('settings rules and the finance role', () => {
  it('external mode needs an https address', async () => {
    await expect(
      db.query(`update public.giving_settings set provider = 'external', external_url = null`),
    ).rejects.toThrow(/giving_settings_external_needs_url/);
    await expect(
      db.query(`update public.giving_settings set external_url = 'javascript:alert(1)'`),
    ).rejects.toThrow(/check/);
    await db.query(
      `update public.giving_settings set provider = 'external', external_url = 'https://give.example.org/church'`,
    );
    await db.query(`update public.giving_settings set provider = 'simulated', external_url = null`);
    await expect(db.query(`update public.giving_settings set ein = '123456789'`)).rejects.toThrow(/check/);
  });

  it('finance is a role an admin can invite, labelled Finance; the demo finance account exists', async () => {
    const { rows } = await db.query(
      `select private.role_label('finance') as label, enum_range(null::public.staff_role)::text as roles`,
    );
    expect(rows[0]).toEqual({ label: 'Finance', roles: '{admin,editor,care,finance}' });
    const invited = await clients.admin.rpc('invite_staff', {
      email: `treasurer-${tag()}@example.org`,
      role: 'finance',
    });
    expect(invited.error).toBeNull();
    await db.query(`delete from private.staff_invitations where email like 'treasurer-%'`);
    const demo = await db.query(
      `select s.role::text from auth.users u join public.staff_members s on s.user_id = u.id where u.email = 'finance@example.org'`,
    );
    expect(demo.rows).toEqual([{ role: 'finance' }]);
  });
});

describe('year-end statements (giving_statements)', () => {
  it('one per donor for admin and finance, refunded gifts left out; refused to everybody else', async () => {
    const t = tag();
    const year = 2031;
    for (const [n, amount, email] of [
      [1, 10000, `a-${t}@example.org`],
      [2, 2500, `A-${t}@example.org`],
      [3, 7000, `b-${t}@example.org`],
    ] as const) {
      await db.query(
        `insert into public.donations (amount_cents, fund_name, frequency, donor_email, donor_name, stripe_checkout_session_id, given_at)
         values ($1, 'Missions', 'one_time', $2, 'Ann Giver', $3, make_timestamptz($4, 6, 1, 12, 0, 0, 'UTC'))`,
        [amount, email, `cs_test_${t}_${n}`, year],
      );
    }
    await db.query(
      `update public.donations set status = 'refunded', refunded_cents = amount_cents where stripe_checkout_session_id = $1`,
      [`cs_test_${t}_3`],
    );
    const { data, error } = await clients.finance.rpc('giving_statements', { year });
    expect(error).toBeNull();
    const mine = (data as { donor_email: string; total_cents: number; gifts: unknown[] }[]).filter((s) =>
      s.donor_email.includes(t),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        donor_email: `a-${t}@example.org`,
        total_cents: 12500,
        gifts: expect.arrayContaining([]) as unknown,
      }),
    ]);
    expect(mine[0]!.gifts).toHaveLength(2);
    for (const actor of ['anon', 'member', 'editor', 'care'] as const) {
      const refused = await clients[actor].rpc('giving_statements', { year });
      expect(refused.error, actor).not.toBeNull();
    }
  });
});
