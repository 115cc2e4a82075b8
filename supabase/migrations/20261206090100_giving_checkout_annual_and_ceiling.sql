-- Online giving's checkout (docs/decisions/0038, 0046):
--
-- * Annually is a frequency: a yearly recurring gift (Stripe `recurring.interval = year`). The
--   value lists of checkouts, gifts and recurring gifts take 'annually'.
-- * The flood guard counts sessions actually created. `begin_giving_checkout` checks the limits
--   (`private.check_form_limits`, shared with the forms: each client adds at most its share to
--   the hourly ceiling of 60) and records the attempt as 'started'; the function then reports
--   the session Stripe created (`record_giving_checkout`: 'stored', or 'duplicate' for a double
--   click's second request) or Stripe's refusal (`release_giving_checkout`: 'failed'). A refused
--   attempt counts against its client's own limit only, never the ceiling; a started one counts
--   for 2 minutes while Stripe answers.
-- * The client is read from the request's headers by the flood guard's one rule
--   (`private.client_address`): the function passes `cf-connecting-ip` and `x-forwarded-for`.
-- * No site address, no checkout: without `private.alert_settings.site_url` the return addresses
--   cannot be built, and no header may stand in for it (409 with a sentence naming the setting).

alter table public.giving_checkouts drop constraint giving_checkouts_frequency_check;
alter table public.giving_checkouts add constraint giving_checkouts_frequency_check
  check (frequency in ('one_time', 'monthly', 'quarterly', 'annually'));
alter table public.donations drop constraint donations_frequency_check;
alter table public.donations add constraint donations_frequency_check
  check (frequency in ('one_time', 'monthly', 'quarterly', 'annually'));
alter table public.recurring_gifts drop constraint recurring_gifts_frequency_check;
alter table public.recurring_gifts add constraint recurring_gifts_frequency_check
  check (frequency in ('monthly', 'quarterly', 'annually'));
comment on table public.recurring_gifts is
  'Monthly, quarterly and annual gifts (Stripe subscriptions). Written only by the stripe-webhook function; read by admin and finance.';

drop function public.begin_giving_checkout(integer, uuid, text, boolean, text);

/**
 * Checks a gift against the settings and funds, checks and counts the attempt with the flood
 * guard, and returns what the giving-checkout function needs to create the Checkout Session.
 *
 * @param gift_cents - the gift, whole cents, 100 ($1) to 10 000 000 ($100,000).
 * @param fund_id - an enabled fund.
 * @param frequency - one_time, monthly, quarterly or annually.
 * @param cover_fee - adds the processing fee: gross = (gift + fixed) / (1 - percent), rounded up.
 * @param client_headers - the visitor's request headers `cf-connecting-ip` and `x-forwarded-for`
 *   as the function received them (the client address, flood guard only; kept at most 24 h).
 * @returns { attempt_id, gift_cents, fee_cents, total_cents, fund_id, fund_name, frequency,
 *   site_url, church_name }; attempt_id goes back in record_ / release_giving_checkout.
 * @throws 22023 with a sentence for the visitor; 'PGRST' 429 when the guard refuses; P0001 when
 *   the site is not in stripe mode or its address (private.alert_settings.site_url) is not set.
 */
create function public.begin_giving_checkout(
  gift_cents integer, fund_id uuid, frequency text, cover_fee boolean, client_headers jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.giving_settings;
  fund public.giving_funds;
  site text := (select a.site_url from private.alert_settings as a where a.id);
  total integer;
  who text := private.client_address(coalesce(client_headers, '{}'));
  attempt bigint;
begin
  select * into s from public.giving_settings where id;
  if not found or s.provider <> 'stripe' then
    raise exception 'Online giving is not turned on.' using errcode = 'P0001';
  end if;
  if nullif(btrim(site), '') is null then
    raise exception 'Online giving is not set up yet: the site''s address is missing. An administrator sets site_url in private.alert_settings (README, "Taking gifts with Stripe").'
      using errcode = 'P0001';
  end if;
  if gift_cents is null or gift_cents < 100 or gift_cents > 10000000 then
    raise exception 'Enter an amount from $1 to $100,000.' using errcode = '22023';
  end if;
  if frequency is null or frequency not in ('one_time', 'monthly', 'quarterly', 'annually') then
    raise exception 'Choose one-time, monthly, quarterly or annually.' using errcode = '22023';
  end if;
  select * into fund from public.giving_funds as f where f.id = begin_giving_checkout.fund_id and f.enabled;
  if not found then
    raise exception 'Choose a fund.' using errcode = '22023';
  end if;

  perform private.check_form_limits('giving_checkouts', who);
  insert into private.form_attempts (form, client, outcome) values ('giving_checkouts', who, 'started')
  returning id into attempt;

  total := case when cover_fee
    then ceil((gift_cents + s.fee_fixed_cents)::numeric / (1 - s.fee_percent_bp::numeric / 10000))::integer
    else gift_cents end;
  return jsonb_build_object(
    'attempt_id', attempt,
    'gift_cents', gift_cents,
    'fee_cents', total - gift_cents,
    'total_cents', total,
    'fund_id', fund.id,
    'fund_name', fund.name,
    'frequency', frequency,
    'site_url', rtrim(site, '/'),
    'church_name', private.mail_church_name()
  );
end;
$$;
revoke execute on function public.begin_giving_checkout(integer, uuid, text, boolean, jsonb) from public, anon, authenticated;
grant execute on function public.begin_giving_checkout(integer, uuid, text, boolean, jsonb) to service_role;

/**
 * Records the Checkout Session Stripe created for a begun checkout (`public.giving_checkouts`)
 * and counts its attempt toward the flood guard's hourly ceiling ('stored'). A session already
 * recorded (a double click: Stripe answered the same session to the same idempotency key) is
 * kept as it was, and the attempt counts for its client only ('duplicate').
 *
 * @param attempt_id - begin_giving_checkout's attempt_id.
 * @returns true when the session was recorded now, false when it already was.
 */
create function public.record_giving_checkout(
  attempt_id bigint, session_id text, gift_cents integer, fee_cents integer, fund_id uuid,
  fund_name text, frequency text
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  added boolean;
begin
  insert into public.giving_checkouts as c (session_id, mode, gift_cents, fee_cents, fund_id, fund_name, frequency)
  values (record_giving_checkout.session_id,
          case when record_giving_checkout.frequency = 'one_time' then 'payment' else 'subscription' end,
          record_giving_checkout.gift_cents, record_giving_checkout.fee_cents, record_giving_checkout.fund_id,
          record_giving_checkout.fund_name, record_giving_checkout.frequency)
  on conflict on constraint giving_checkouts_pkey do nothing;
  added := found;
  update private.form_attempts as a set outcome = case when added then 'stored' else 'duplicate' end
  where a.id = record_giving_checkout.attempt_id and a.form = 'giving_checkouts' and a.outcome = 'started';
  return added;
end;
$$;
revoke execute on function public.record_giving_checkout(bigint, text, integer, integer, uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_giving_checkout(bigint, text, integer, integer, uuid, text, text) to service_role;

/**
 * A begun checkout that Stripe refused: its attempt stays on its client's own count and leaves
 * the hourly ceiling ('failed').
 */
create function public.release_giving_checkout(attempt_id bigint)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.form_attempts as a set outcome = 'failed'
  where a.id = release_giving_checkout.attempt_id and a.form = 'giving_checkouts' and a.outcome = 'started';
$$;
revoke execute on function public.release_giving_checkout(bigint) from public, anon, authenticated;
grant execute on function public.release_giving_checkout(bigint) to service_role;

-- The shared hourly ceiling of checkouts, and its reason, as the guard now counts it.
update private.form_limits set
  reason = 'A giver may go back and change the amount a few times; more than 5 checkouts from one client '
           'in 10 minutes is a script testing cards. 60 sessions an hour, each client adding at most 5, '
           'is far above a church''s online gifts.'
where form = 'giving_checkouts';

notify pgrst, 'reload schema';
