-- The webhook's entry point for Stripe API 2026-10-28.endive (issue 41 items 4 and 5;
-- docs/decisions/0038): subscription changes, the dispatch of each event to its function
-- (20261206100100_stripe_event_handlers.sql), `public.apply_stripe_event`, and what the success
-- page, totals and statements count (received gifts, net of refunds and lost disputes).

-- customer.subscription.updated / .deleted: status, amount, interval, a cancellation at the end
-- of the period, the end. An event older than the last one applied changes nothing; an ended gift
-- stays ended. Stripe's intervals: month × 1 monthly, month × 3 quarterly, year × 1 annually.
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
    update public.recurring_gifts as r set status = 'ended', cancel_at = null, stripe_event_at = at,
      ended_at = private.stripe_time(event, obj ->> 'ended_at')
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
  update public.recurring_gifts as r set
    status = new_status,
    amount_cents = case when amount > 0 then amount else r.amount_cents end,
    frequency = case
      when every = 'month' and how_many = 1 then 'monthly'
      when every = 'month' and how_many = 3 then 'quarterly'
      when every = 'year' and how_many = 1 then 'annually'
      else r.frequency end,
    cancel_at = case
      when new_status = 'ended' then null
      when (obj ->> 'cancel_at_period_end')::boolean
        then private.stripe_time(event, coalesce(obj ->> 'cancel_at', item ->> 'current_period_end'))
      when obj ->> 'cancel_at' ~ '^[0-9]+$' then to_timestamp((obj ->> 'cancel_at')::bigint)
      end,
    ended_at = case when new_status = 'ended' then private.stripe_time(event, obj ->> 'ended_at') end,
    stripe_event_at = at
  where r.id = gift.id;
  return '[]';
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
begin
  return case
    when kind in ('checkout.session.completed', 'checkout.session.async_payment_succeeded',
                  'checkout.session.async_payment_failed') then private.stripe_on_session(event)
    when kind in ('invoice.paid', 'invoice.payment_failed') then private.stripe_on_invoice(event)
    when kind = 'invoice_payment.paid' then private.stripe_on_invoice_payment(event)
    when kind = 'charge.refunded' then private.stripe_on_refund(event)
    when kind in ('charge.dispute.created', 'charge.dispute.closed') then private.stripe_on_dispute(event)
    when kind in ('customer.subscription.updated', 'customer.subscription.deleted')
      then private.stripe_on_subscription(event)
  end;
end;
$$;

revoke execute on function private.stripe_time(jsonb, text), private.stripe_gift_mail(text, public.donations),
  private.stripe_defer(text, jsonb), private.stripe_replay(text), private.stripe_donor_name(jsonb),
  private.stripe_on_session(jsonb), private.stripe_on_invoice(jsonb), private.stripe_link_payment(text, text),
  private.stripe_on_invoice_payment(jsonb), private.stripe_on_refund(jsonb), private.stripe_on_dispute(jsonb),
  private.stripe_on_subscription(jsonb), private.stripe_dispatch(jsonb)
  from public, anon, authenticated, service_role;

/**
 * Applies one verified Stripe event of API version 2026-10-28.endive (the stripe-webhook function
 * has checked its signature and version), once: a replayed event id answers { duplicate: true }
 * and changes nothing. Events are applied one at a time, so one that waits for its gift is never
 * missed by the event that records the gift.
 *
 * @returns { duplicate, applied, mails } where mails are the e-mails to send:
 *   [{ kind: 'receipt' | 'payment_failed', id, amount_cents, currency, fund_name, frequency,
 *      donor_name, donor_email, customer_id, given_at, church_name, ein }].
 * @throws 22023 for something that is not a Stripe event.
 */
create or replace function public.apply_stripe_event(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mails jsonb;
begin
  if coalesce(event ->> 'id', '') !~ '^evt_' or event ->> 'type' is null
     or jsonb_typeof(event -> 'data' -> 'object') is distinct from 'object' then
    raise exception 'Not a Stripe event.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('apply_stripe_event', 0));
  insert into private.stripe_events (id, type) values (event ->> 'id', event ->> 'type') on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('duplicate', true, 'applied', false, 'mails', '[]'::jsonb);
  end if;
  -- What waited a month for its gift belongs to another use of the Stripe account.
  delete from private.stripe_deferred_events as w where w.deferred_at < now() - interval '30 days';
  mails := private.stripe_dispatch(event);
  return jsonb_build_object('duplicate', false, 'applied', mails is not null, 'mails', coalesce(mails, '[]'::jsonb));
end;
$$;
comment on function public.apply_stripe_event(jsonb) is
  'Service role only (the stripe-webhook function, after verifying the signature): applies one Stripe event (API 2026-10-28.endive) once; returns the receipts and payment-failed e-mails to send.';
revoke execute on function public.apply_stripe_event(jsonb) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(jsonb) to service_role;

-- The success page: paid once the money arrived (not while a bank payment is pending).
create or replace function public.giving_checkout_summary(session_id text)
returns table (total_cents integer, fee_cents integer, currency text, fund_name text, frequency text, paid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select c.gift_cents + c.fee_cents, c.fee_cents, c.currency, c.fund_name, c.frequency,
    exists (select 1 from public.donations as d
            where d.stripe_checkout_session_id = c.session_id and d.status in ('succeeded', 'partially_refunded', 'refunded'))
      or exists (select 1 from public.recurring_gifts as r where r.stripe_checkout_session_id = c.session_id)
  from public.giving_checkouts as c
  where c.session_id = giving_checkout_summary.session_id;
$$;

/**
 * The statements of `year`: [{ donor_email, donor_name, total_cents, gifts: [{ given_at,
 * fund_name, frequency, amount_cents }] }], ordered by donor name then e-mail. Each gift counts
 * what it counts in the totals (`net_cents`): received, less refunds; pending and failed
 * payments, wholly refunded gifts and lost disputes are left out.
 *
 * @param year - 2000 to 2100.
 * @param time_zone - IANA zone of the church, e.g. 'America/Indiana/Indianapolis'.
 * @throws 42501 for a caller who is not admin or finance; 22023 for a year out of range.
 */
create or replace function public.giving_statements(year integer, time_zone text default 'America/Indiana/Indianapolis')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select public.has_staff_role('admin', 'finance')) then
    raise exception 'Only admin and finance read giving statements.' using errcode = '42501';
  end if;
  if year is null or year < 2000 or year > 2100 then
    raise exception 'Choose a year from 2000 to 2100.' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = time_zone) then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(s order by s ->> 'donor_name', s ->> 'donor_email')
    from (
      select jsonb_build_object(
        'donor_email', lower(d.donor_email),
        'donor_name', max(d.donor_name),
        'total_cents', sum(d.net_cents),
        'gifts', jsonb_agg(jsonb_build_object(
          'given_at', d.given_at, 'fund_name', d.fund_name, 'frequency', d.frequency,
          'amount_cents', d.net_cents) order by d.given_at)) as s
      from public.donations as d
      where d.donor_email is not null
        and d.net_cents > 0
        and extract(year from d.given_at at time zone time_zone) = year
      group by lower(d.donor_email)
    ) as statements
  ), '[]'::jsonb);
end;
$$;
comment on function public.giving_statements(integer, text) is
  'Admin and finance: one year-end statement per donor (by e-mail) of the given year, each gift net of refunds; pending, failed, refunded and lost-dispute gifts left out.';
