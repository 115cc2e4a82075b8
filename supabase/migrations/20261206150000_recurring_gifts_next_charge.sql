-- Recurring gifts for finance (issue 45 item 5; docs/decisions/0038): when each recurring gift
-- is next charged, for the list of recurring gifts on /admin/giving.
--
-- `recurring_gifts.next_charge_at` is kept by the webhook from what Stripe API 2026-10-28.endive
-- sends (nothing is fetched from Stripe):
--
--   customer.subscription.updated   the item's `current_period_end` (in this version the period
--                                   is on `items.data[]`, not on the subscription); none while the
--                                   gift is paused or set to end (`cancel_at`); a failed renewal
--                                   keeps what its invoice said
--   customer.subscription.deleted   none
--   invoice.paid                    the end of the period the invoice paid for (its subscription
--                                   line's `period.end`), never earlier than already known
--   invoice.payment_failed          Stripe's next retry (`next_payment_attempt`), else unknown
--
-- Existing active gifts get an estimate: their last received gift (else their start) plus one
-- interval; the next event of each replaces it.

alter table public.recurring_gifts add column next_charge_at timestamptz;
comment on column public.recurring_gifts.next_charge_at is
  'When Stripe next charges the gift: the end of the paid period, or the retry after a failed renewal; null when unknown, paused, set to end (cancel_at) or ended. Kept by the stripe-webhook function.';

update public.recurring_gifts as r
   set next_charge_at = coalesce(
         (select max(d.given_at) from public.donations as d
          where d.recurring_gift_id = r.id and d.status in ('succeeded', 'partially_refunded', 'refunded')),
         r.started_at)
       + case r.frequency when 'monthly' then interval '1 month' when 'quarterly' then interval '3 months'
                          else interval '1 year' end
 where r.status = 'active' and r.cancel_at is null;

-- customer.subscription.updated / .deleted: as in 20261206100200_apply_stripe_event.sql, and the
-- next charge.
create or replace function private.stripe_on_subscription(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  item jsonb := obj -> 'items' -> 'data' -> 0;
  at timestamptz := private.stripe_time(event);
  gift public.recurring_gifts;
  amount integer;
  every text := item -> 'price' -> 'recurring' ->> 'interval';
  how_many integer := coalesce((item -> 'price' -> 'recurring' ->> 'interval_count')::integer, 1);
  new_status text;
  ends timestamptz;
  period_end timestamptz := case when item ->> 'current_period_end' ~ '^[0-9]{1,12}$'
                                 then to_timestamp((item ->> 'current_period_end')::bigint) end;
begin
  select * into gift from public.recurring_gifts as r where r.stripe_subscription_id = obj ->> 'id';
  if gift.id is null then
    if exists (select 1 from public.unmatched_stripe_payments as u where u.stripe_subscription_id = obj ->> 'id') then
      return '[]';
    end if;
    return private.stripe_defer('sub:' || (obj ->> 'id'), event);
  end if;
  if gift.status = 'ended' or at < gift.stripe_event_at then
    return '[]';
  end if;

  if event ->> 'type' = 'customer.subscription.deleted' then
    update public.recurring_gifts as r set status = 'ended', cancel_at = null, next_charge_at = null,
      stripe_event_at = at, ended_at = private.stripe_time(event, obj ->> 'ended_at')
    where r.id = gift.id;
    return '[]';
  end if;

  amount := (item -> 'price' ->> 'unit_amount')::integer * coalesce((item ->> 'quantity')::integer, 1);
  new_status := case obj ->> 'status'
    when 'active' then 'active' when 'trialing' then 'active'
    when 'past_due' then 'payment_failed' when 'unpaid' then 'payment_failed'
    when 'paused' then 'paused'
    when 'canceled' then 'ended' when 'incomplete_expired' then 'ended'
    else gift.status end;
  ends := case
    when new_status = 'ended' then null
    when (obj ->> 'cancel_at_period_end')::boolean
      then private.stripe_time(event, coalesce(obj ->> 'cancel_at', item ->> 'current_period_end'))
    when obj ->> 'cancel_at' ~ '^[0-9]+$' then to_timestamp((obj ->> 'cancel_at')::bigint)
    end;
  update public.recurring_gifts as r set
    status = new_status,
    amount_cents = case when amount > 0 then amount else r.amount_cents end,
    frequency = case
      when every = 'month' and how_many = 1 then 'monthly'
      when every = 'month' and how_many = 3 then 'quarterly'
      when every = 'year' and how_many = 1 then 'annually'
      else r.frequency end,
    cancel_at = ends,
    next_charge_at = case
      when new_status in ('ended', 'paused') or ends is not null then null
      when new_status = 'payment_failed' then r.next_charge_at
      else coalesce(period_end, r.next_charge_at) end,
    ended_at = case when new_status = 'ended' then private.stripe_time(event, obj ->> 'ended_at') end,
    stripe_event_at = at
  where r.id = gift.id;
  return '[]';
end;
$$;

-- invoice.paid / invoice.payment_failed of a recurring gift already recorded: its next charge.
-- Runs after `stripe_on_invoice`; an invoice still waiting for its gift changes nothing here and
-- is applied again when the gift appears (`stripe_replay` dispatches it anew).
create or replace function private.stripe_invoice_next_charge(event jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  sub text := obj -> 'parent' -> 'subscription_details' ->> 'subscription';
  paid_until timestamptz;
begin
  if sub is null then
    return;
  end if;
  if event ->> 'type' = 'invoice.paid' then
    select to_timestamp(max((l -> 'period' ->> 'end')::bigint)) into paid_until
    from jsonb_array_elements(case when jsonb_typeof(obj -> 'lines' -> 'data') = 'array'
                                   then obj -> 'lines' -> 'data' else '[]' end) as l
    where l -> 'parent' ->> 'type' = 'subscription_item_details'
      and l -> 'period' ->> 'end' ~ '^[0-9]{1,12}$';
    if paid_until is null then
      return;
    end if;
    update public.recurring_gifts as r
       set next_charge_at = greatest(coalesce(r.next_charge_at, paid_until), paid_until)
     where r.stripe_subscription_id = sub and r.status in ('active', 'payment_failed') and r.cancel_at is null;
  else
    update public.recurring_gifts as r
       set next_charge_at = case when obj ->> 'next_payment_attempt' ~ '^[0-9]{1,12}$'
                                 then to_timestamp((obj ->> 'next_payment_attempt')::bigint) end
     where r.stripe_subscription_id = sub and r.status = 'payment_failed' and r.cancel_at is null;
  end if;
end;
$$;

-- The function of each event type; null for a type the site does not use.
create or replace function private.stripe_dispatch(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  kind text := event ->> 'type';
  mails jsonb;
begin
  if kind in ('invoice.paid', 'invoice.payment_failed') then
    mails := private.stripe_on_invoice(event);
    perform private.stripe_invoice_next_charge(event);
    return mails;
  end if;
  return case
    when kind in ('checkout.session.completed', 'checkout.session.async_payment_succeeded',
                  'checkout.session.async_payment_failed') then private.stripe_on_session(event)
    when kind = 'invoice_payment.paid' then private.stripe_on_invoice_payment(event)
    when kind = 'charge.refunded' then private.stripe_on_refund(event)
    when kind in ('charge.dispute.created', 'charge.dispute.closed') then private.stripe_on_dispute(event)
    when kind in ('customer.subscription.updated', 'customer.subscription.deleted')
      then private.stripe_on_subscription(event)
  end;
end;
$$;

revoke execute on function private.stripe_on_subscription(jsonb), private.stripe_invoice_next_charge(jsonb),
  private.stripe_dispatch(jsonb)
  from public, anon, authenticated, service_role;
