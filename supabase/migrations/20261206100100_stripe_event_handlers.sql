-- The webhook's events, one function per kind, for Stripe API 2026-10-28.endive (issue 41 items 4
-- and 5; docs/decisions/0038; the tables are in 20261206100000_stripe_current_api.sql). Each
-- returns the e-mails to send ([{ kind: 'receipt' | 'payment_failed', ...donation }]), or null
-- for an event it does not apply.

-- checkout.session.completed, .async_payment_succeeded, .async_payment_failed ---------------------
-- A session of this site (its giving_checkouts row, same amount, currency and mode) becomes a
-- donation (payment: 'pending' while a bank payment clears, then 'succeeded' or 'failed'; the
-- receipt only when it succeeds) or a recurring gift (subscription). Any other is recorded as
-- not from this site.
create or replace function private.stripe_on_session(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  kind text := event ->> 'type';
  c public.giving_checkouts;
  d public.donations;
  total integer := case when obj ->> 'amount_total' ~ '^[0-9]{1,9}$' then (obj ->> 'amount_total')::integer end;
  sub text := obj ->> 'subscription';
  email text := nullif(btrim(coalesce(obj -> 'customer_details' ->> 'email', obj ->> 'customer_email')), '');
  new_status text;
  mails jsonb := '[]';
begin
  select * into c from public.giving_checkouts as g where g.session_id = obj ->> 'id';
  if c.session_id is null or total is distinct from c.gift_cents + c.fee_cents
     or obj ->> 'mode' is distinct from c.mode or lower(obj ->> 'currency') is distinct from c.currency then
    insert into public.unmatched_stripe_payments (reason, stripe_checkout_session_id, stripe_subscription_id,
      stripe_payment_intent_id, stripe_customer_id, amount_cents, expected_cents, currency, donor_name, donor_email)
    values (case when c.session_id is null then 'unknown_checkout' else 'checkout_differs' end, obj ->> 'id', sub,
      obj ->> 'payment_intent', obj ->> 'customer', coalesce(total, 0), c.gift_cents + c.fee_cents,
      coalesce(lower(obj ->> 'currency'), 'usd'), private.stripe_donor_name(obj), email)
    on conflict (stripe_checkout_session_id) do nothing;
    -- Invoices of its subscription that came first are now known not to be this site's.
    return case when sub is null then '[]'::jsonb else private.stripe_replay('sub:' || sub) end;
  end if;

  if c.mode = 'payment' then
    new_status := case kind
      when 'checkout.session.async_payment_succeeded' then 'succeeded'
      when 'checkout.session.async_payment_failed' then 'failed'
      else case when obj ->> 'payment_status' in ('paid', 'no_payment_required') then 'succeeded' else 'pending' end
    end;
    insert into public.donations as x (amount_cents, fee_cents, currency, fund_id, fund_name, frequency,
      donor_name, donor_email, stripe_checkout_session_id, stripe_payment_intent_id, stripe_customer_id, status, given_at)
    values (total, c.fee_cents, c.currency, (select f.id from public.giving_funds as f where f.id = c.fund_id),
      c.fund_name, c.frequency, private.stripe_donor_name(obj), email, c.session_id, obj ->> 'payment_intent',
      obj ->> 'customer', new_status, private.stripe_time(event))
    on conflict (stripe_checkout_session_id) do update set
      status = excluded.status,
      stripe_payment_intent_id = coalesce(x.stripe_payment_intent_id, excluded.stripe_payment_intent_id)
    where x.status = 'pending' and excluded.status <> 'pending'
    returning * into d;
    if d.status = 'succeeded' then
      mails := jsonb_build_array(private.stripe_gift_mail('receipt', d));
    end if;
    -- Refunds and disputes that came first.
    if d.status is not null and d.status <> 'pending' and d.stripe_payment_intent_id is not null then
      mails := mails || private.stripe_replay('pi:' || d.stripe_payment_intent_id);
    end if;
    return mails;
  end if;

  if sub is null then
    return '[]';
  end if;
  insert into public.recurring_gifts (stripe_subscription_id, stripe_customer_id, stripe_checkout_session_id,
    amount_cents, fee_cents, currency, fund_id, fund_name, frequency, donor_name, donor_email)
  values (sub, obj ->> 'customer', c.session_id, total, c.fee_cents, c.currency,
    (select f.id from public.giving_funds as f where f.id = c.fund_id), c.fund_name, c.frequency,
    private.stripe_donor_name(obj), email)
  on conflict (stripe_subscription_id) do nothing;
  -- Its invoices and subscription changes that came first.
  return private.stripe_replay('sub:' || sub);
end;
$$;

-- invoice.paid, invoice.payment_failed ------------------------------------------------------------
-- A paid invoice of a recurring gift adds its donation (with the payment intent when the invoice
-- carries `payments`) and the receipt; a failed one adds a 'failed' donation once per invoice,
-- marks the gift 'payment_failed' and asks for the e-mail with the link to update the card. A
-- later success turns the failed donation into a received one.
create or replace function private.stripe_on_invoice(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  paid boolean := event ->> 'type' = 'invoice.paid';
  sub text := obj -> 'parent' -> 'subscription_details' ->> 'subscription';
  amount integer := case when paid then (obj ->> 'amount_paid')::integer else (obj ->> 'amount_due')::integer end;
  pi text;
  gift public.recurring_gifts;
  d public.donations;
  foreign_reason text;
  mails jsonb := '[]';
begin
  if sub is null then
    return null;
  end if;
  select p -> 'payment' ->> 'payment_intent' into pi
  from jsonb_array_elements(case when jsonb_typeof(obj -> 'payments' -> 'data') = 'array'
                                 then obj -> 'payments' -> 'data' else '[]' end) as p
  where jsonb_typeof(p -> 'payment' -> 'payment_intent') = 'string'
  order by (p ->> 'status' = 'paid') desc nulls last
  limit 1;

  select * into gift from public.recurring_gifts as r where r.stripe_subscription_id = sub;
  if gift.id is null then
    select u.reason into foreign_reason from public.unmatched_stripe_payments as u
    where u.stripe_subscription_id = sub and u.stripe_checkout_session_id is not null limit 1;
    if foreign_reason is null then
      return private.stripe_defer('sub:' || sub, event);
    end if;
    if paid and coalesce(amount, 0) > 0 then
      insert into public.unmatched_stripe_payments (reason, stripe_invoice_id, stripe_subscription_id,
        stripe_payment_intent_id, stripe_customer_id, amount_cents, currency, donor_name, donor_email)
      values (foreign_reason, obj ->> 'id', sub, pi, obj ->> 'customer', amount,
        coalesce(lower(obj ->> 'currency'), 'usd'), left(obj ->> 'customer_name', 200), obj ->> 'customer_email')
      on conflict (stripe_invoice_id) do nothing;
    end if;
    return '[]';
  end if;
  if coalesce(amount, 0) <= 0 then
    return '[]';
  end if;

  insert into public.donations as x (amount_cents, fee_cents, currency, fund_id, fund_name, frequency, donor_name,
    donor_email, stripe_invoice_id, stripe_payment_intent_id, stripe_customer_id, recurring_gift_id, status, given_at)
  values (amount, least(gift.fee_cents, amount - 1), gift.currency, gift.fund_id, gift.fund_name, gift.frequency,
    gift.donor_name, coalesce(nullif(obj ->> 'customer_email', ''), gift.donor_email), obj ->> 'id', pi,
    coalesce(obj ->> 'customer', gift.stripe_customer_id), gift.id,
    case when paid then 'succeeded' else 'failed' end,
    private.stripe_time(event, case when paid then obj -> 'status_transitions' ->> 'paid_at' end))
  on conflict (stripe_invoice_id) do update set
    status = 'succeeded', amount_cents = excluded.amount_cents, fee_cents = excluded.fee_cents,
    given_at = excluded.given_at,
    stripe_payment_intent_id = coalesce(x.stripe_payment_intent_id, excluded.stripe_payment_intent_id)
  where paid and x.status = 'failed'
  returning * into d;

  if paid then
    if d.id is not null then
      mails := jsonb_build_array(private.stripe_gift_mail('receipt', d));
      update public.recurring_gifts as r set status = 'active' where r.id = gift.id and r.status = 'payment_failed';
    end if;
    -- The invoice's payment intent, from invoice_payment.paid that came first or from `payments`.
    mails := mails || private.stripe_replay('in:' || (obj ->> 'id'));
    if pi is not null then
      mails := mails || private.stripe_link_payment(obj ->> 'id', pi);
    end if;
  elsif d.id is not null then
    update public.recurring_gifts as r set status = 'payment_failed' where r.id = gift.id and r.status = 'active';
    mails := jsonb_build_array(private.stripe_gift_mail('payment_failed', d));
  end if;
  return mails;
end;
$$;

-- Gives the invoice's donation its payment intent, then applies what waited for that payment.
create or replace function private.stripe_link_payment(invoice_id text, payment_intent text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  update public.donations as x set stripe_payment_intent_id = payment_intent
  where x.stripe_invoice_id = invoice_id and x.stripe_payment_intent_id is null;
  if exists (select 1 from public.donations as x
             where x.stripe_invoice_id = invoice_id and x.stripe_payment_intent_id = payment_intent) then
    return private.stripe_replay('pi:' || payment_intent);
  end if;
  return '[]';
end;
$$;

-- invoice_payment.paid: which payment intent paid which invoice (invoices no longer say it).
create or replace function private.stripe_on_invoice_payment(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  invoice_id text := case when jsonb_typeof(obj -> 'invoice') = 'string' then obj ->> 'invoice' else obj -> 'invoice' ->> 'id' end;
  pi text := case when jsonb_typeof(obj -> 'payment' -> 'payment_intent') = 'string'
                  then obj -> 'payment' ->> 'payment_intent' end;
begin
  if invoice_id is null or pi is null then
    return null;
  end if;
  if not exists (select 1 from public.donations as x where x.stripe_invoice_id = invoice_id) then
    return private.stripe_defer('in:' || invoice_id, event);
  end if;
  return private.stripe_link_payment(invoice_id, pi);
end;
$$;

-- charge.refunded: the charge's amount_refunded (cumulative) against its donation, by payment
-- intent; never less refunded than already recorded, so refunds arriving out of order end right.
create or replace function private.stripe_on_refund(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  pi text := case when jsonb_typeof(obj -> 'payment_intent') = 'string' then obj ->> 'payment_intent' end;
  d public.donations;
  refunded integer;
begin
  if pi is null then
    return null;
  end if;
  select * into d from public.donations as x where x.stripe_payment_intent_id = pi;
  if d.id is null or d.status = 'pending' then
    return private.stripe_defer('pi:' || pi, event);
  end if;
  if d.status = 'failed' then
    return '[]';
  end if;
  refunded := least(greatest(coalesce((obj ->> 'amount_refunded')::integer, 0), d.refunded_cents), d.amount_cents);
  update public.donations as x set
    refunded_cents = refunded,
    status = case when refunded >= x.amount_cents then 'refunded' when refunded > 0 then 'partially_refunded' else x.status end
  where x.id = d.id;
  return '[]';
end;
$$;

-- charge.dispute.created / .closed: flags the gift for finance; a lost dispute takes it out of
-- totals and statements (net_cents). A closed dispute is final.
create or replace function private.stripe_on_dispute(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  pi text := case when jsonb_typeof(obj -> 'payment_intent') = 'string' then obj ->> 'payment_intent' end;
  d public.donations;
begin
  if pi is null then
    return null;
  end if;
  select * into d from public.donations as x where x.stripe_payment_intent_id = pi;
  if d.id is null or d.status = 'pending' then
    return private.stripe_defer('pi:' || pi, event);
  end if;
  if event ->> 'type' = 'charge.dispute.closed' then
    update public.donations as x set dispute_status = case when obj ->> 'status' = 'lost' then 'lost' else 'won' end
    where x.id = d.id;
  else
    update public.donations as x set dispute_status = 'open' where x.id = d.id and x.dispute_status is null;
  end if;
  return '[]';
end;
$$;
