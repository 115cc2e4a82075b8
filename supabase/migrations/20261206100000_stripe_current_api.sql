-- Stripe as it is today (issue 41, items 4 and 5; docs/decisions/0038-online-giving-with-stripe.md).
--
-- The functions pin API version 2026-10-28.endive (the stripe SDK 23.1.0's). In it an invoice has
-- no `payment_intent` or `subscription`: the subscription is `parent.subscription_details`, and
-- the payment intent is under the includable `payments` list or in the `invoice_payment.paid`
-- event; a charge has no `invoice`. This migration redefines `public.apply_stripe_event` for
-- those shapes, split into one private function per kind of event:
--
--   checkout.session.completed / async_payment_succeeded / async_payment_failed   stripe_on_session
--   invoice.paid / invoice.payment_failed                                           stripe_on_invoice
--   invoice_payment.paid (invoice → payment intent)                                 stripe_on_invoice_payment
--   charge.refunded (partial or whole, matched by payment intent)                   stripe_on_refund
--   charge.dispute.created / charge.dispute.closed                                  stripe_on_dispute
--   customer.subscription.updated / customer.subscription.deleted                   stripe_on_subscription
--
-- Only this site's checkouts become gifts: a session needs its `giving_checkouts` row with the same
-- amount, currency and mode; the fund, frequency, gift and fee come from that row, never from the
-- metadata. Anything else is kept for staff in `public.unmatched_stripe_payments` ('not from this
-- site'): no gift, no receipt, nothing in totals or statements.
--
-- Events may arrive in any order. One that needs a gift or a payment not yet recorded (a refund
-- before its invoice.paid, an invoice before its checkout) waits in `private.stripe_deferred_events`
-- under what it waits for ('pi:<payment intent>', 'sub:<subscription>', 'in:<invoice>') and is
-- applied when that appears; events are applied one at a time (an advisory lock), so a waiting
-- event is never missed. Waiting events older than 30 days (another use of the Stripe account)
-- are dropped.

-- Donations: pending bank payments, failed payments, disputes, and what a gift counts ------------

alter table public.donations drop constraint donations_status_check;
alter table public.donations add constraint donations_status_check
  check (status in ('pending', 'succeeded', 'failed', 'partially_refunded', 'refunded'));
alter table public.donations
  add column dispute_status text check (dispute_status in ('open', 'won', 'lost')),
  -- What the gift counts in totals and statements: received, less refunds; nothing while pending,
  -- after a failed payment or a lost dispute.
  add column net_cents integer not null generated always as (
    case when status in ('succeeded', 'partially_refunded') and dispute_status is distinct from 'lost'
         then greatest(amount_cents - refunded_cents, 0) else 0 end) stored;
comment on column public.donations.status is
  'pending (a bank payment not yet cleared), succeeded, failed (a bank payment or a renewal that failed), partially_refunded or refunded.';
comment on column public.donations.dispute_status is
  'null, or a chargeback: open, won (the church keeps the gift) or lost (the gift leaves totals and statements).';
comment on column public.donations.net_cents is
  'What the gift counts in totals and year-end statements (cents): amount less refunds when received; 0 when pending, failed or its dispute was lost.';

-- One donation per payment intent: refunds and disputes find their gift by it.
drop index public.donations_payment_intent_idx;
create unique index donations_payment_intent_key on public.donations (stripe_payment_intent_id);

-- Recurring gifts: a failed renewal, a paused gift, a cancellation at the end of the period.
alter table public.recurring_gifts drop constraint recurring_gifts_status_check;
alter table public.recurring_gifts add constraint recurring_gifts_status_check
  check (status in ('active', 'payment_failed', 'paused', 'ended'));
alter table public.recurring_gifts
  add column cancel_at timestamptz,
  add column stripe_event_at timestamptz;
comment on column public.recurring_gifts.status is
  'active, payment_failed (a renewal failed: the donor was e-mailed a link to update the card), paused or ended.';
comment on column public.recurring_gifts.cancel_at is 'When the gift ends, if the donor cancelled it for the end of the period.';
comment on column public.recurring_gifts.stripe_event_at is
  'The time of the last subscription event applied: an older one arriving later changes nothing.';

-- Payments that are not this site's ------------------------------------------------------------

create table public.unmatched_stripe_payments (
  id uuid primary key default gen_random_uuid(),
  -- unknown_checkout: no checkout of this site has this session (or the invoice's subscription
  -- came from such a session); checkout_differs: the amount, currency or mode is not the one this
  -- site asked for.
  reason text not null check (reason in ('unknown_checkout', 'checkout_differs')),
  stripe_checkout_session_id text unique,
  stripe_invoice_id text unique,
  stripe_subscription_id text,
  stripe_payment_intent_id text,
  stripe_customer_id text,
  amount_cents integer not null check (amount_cents >= 0),
  -- What this site's checkout asked for (checkout_differs).
  expected_cents integer,
  currency text not null default 'usd',
  donor_name text,
  donor_email text,
  received_at timestamptz not null default now(),
  constraint unmatched_stripe_payments_one_source
    check (stripe_checkout_session_id is not null or stripe_invoice_id is not null)
);
comment on table public.unmatched_stripe_payments is
  'Paid Checkout Sessions (and their subscriptions'' invoices) that this site did not create, or whose amount differs from what it asked: not gifts, no receipt, not in totals or statements. Written by the stripe-webhook function; read by admin and finance.';
create index unmatched_stripe_payments_subscription_idx on public.unmatched_stripe_payments (stripe_subscription_id);
create index unmatched_stripe_payments_received_idx on public.unmatched_stripe_payments (received_at desc);

alter table public.unmatched_stripe_payments enable row level security;
revoke all on public.unmatched_stripe_payments from anon, authenticated;
grant select on public.unmatched_stripe_payments to authenticated;
grant all on public.unmatched_stripe_payments to service_role;
create policy "unmatched_stripe_payments: admin and finance read" on public.unmatched_stripe_payments
  for select to authenticated using ((select public.has_staff_role('admin', 'finance')));

-- Events that wait for their gift or payment.
create table private.stripe_deferred_events (
  event_id text primary key,
  -- 'pi:<payment intent>', 'sub:<subscription>' or 'in:<invoice>'.
  waits_for text not null,
  event jsonb not null,
  deferred_at timestamptz not null default now()
);
comment on table private.stripe_deferred_events is
  'Stripe events that arrived before the gift or payment they change; applied when it appears (apply_stripe_event).';
create index stripe_deferred_events_waits_idx on private.stripe_deferred_events (waits_for);
create index stripe_deferred_events_age_idx on private.stripe_deferred_events (deferred_at);

-- Helpers -------------------------------------------------------------------------------------

-- An event's time: `at` (unix seconds, e.g. an invoice's paid_at), else the event's `created`.
create or replace function private.stripe_time(event jsonb, at text default null)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select to_timestamp(coalesce(
    case when at ~ '^[0-9]{1,12}$' then at::bigint end,
    case when event ->> 'created' ~ '^[0-9]{1,12}$' then (event ->> 'created')::bigint end,
    extract(epoch from now())::bigint));
$$;

-- One e-mail the webhook sends for a donation: kind 'receipt' or 'payment_failed'.
create or replace function private.stripe_gift_mail(kind text, d public.donations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', kind, 'id', d.id, 'amount_cents', d.amount_cents, 'currency', d.currency,
    'fund_name', d.fund_name, 'frequency', d.frequency, 'donor_name', d.donor_name,
    'donor_email', d.donor_email, 'customer_id', d.stripe_customer_id, 'given_at', d.given_at,
    'church_name', private.mail_church_name(),
    'ein', (select s.ein from public.giving_settings as s where s.id));
$$;

-- Keeps an event until what it waits for appears; no e-mails.
create or replace function private.stripe_defer(waits_for text, event jsonb)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  insert into private.stripe_deferred_events (event_id, waits_for, event)
  values (event ->> 'id', waits_for, event)
  on conflict (event_id) do update set waits_for = excluded.waits_for, event = excluded.event;
  select '[]'::jsonb;
$$;

-- Applies, in the order Stripe created them, the events that waited for `waits_for`.
create or replace function private.stripe_replay(waits_for text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  waiting jsonb[];
  e jsonb;
  mails jsonb := '[]';
begin
  with gone as (
    delete from private.stripe_deferred_events as w where w.waits_for = stripe_replay.waits_for
    returning w.event, w.deferred_at
  )
  select coalesce(array_agg(g.event order by private.stripe_time(g.event), g.deferred_at), '{}')
    into waiting from gone as g;
  foreach e in array waiting loop
    mails := mails || coalesce(private.stripe_dispatch(e), '[]');
  end loop;
  return mails;
end;
$$;

-- The name a receipt prints: the one Stripe collected, else the one typed in the form.
create or replace function private.stripe_donor_name(obj jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(nullif(btrim(obj -> 'customer_details' ->> 'name'), ''),
                       nullif(btrim(obj -> 'metadata' ->> 'donor_name'), '')), 200);
$$;
