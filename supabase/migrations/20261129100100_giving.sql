-- Online giving through Stripe Checkout (issue 31, docs/decisions/0038-online-giving-with-stripe.md).
--
--   table / function                 anon, member  editor, care  finance  admin   service role
--   giving_settings, giving_funds    read          read          read     write   all
--   donations, recurring_gifts       -             -             read     read    all (webhook)
--   giving_checkouts                 -             -             read     read    all (checkout)
--   giving_checkout_summary(id)      one session's amount, fund and frequency, nothing personal
--   apply_stripe_event(event)        service role only: the stripe-webhook function
--   begin_giving_checkout(...)       service role only: the giving-checkout function
--
-- Gifts are written only by the Edge Functions with the service role, so the activity log
-- (which records signed-in staff) never sees them; its triggers on the gift tables keep only ids
-- and amounts should a staff write ever happen. Amounts are integer cents.

-- The finance role -----------------------------------------------------------------------------

create or replace function private.role_label(role text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case role when 'admin' then 'Admin' when 'editor' then 'Editor' when 'care' then 'Pastoral care'
                   when 'finance' then 'Finance' else role end;
$$;
revoke execute on function private.role_label(text) from public, anon, authenticated, service_role;

comment on function public.has_staff_role(text[]) is
  'True when the signed-in user (auth.uid()) is a staff member with one of the given roles (admin, editor, care, finance).';


-- security definer: writes private.staff_invitations (no grant to anyone) and reads auth.users,
-- after checking that the caller is an admin.
create or replace function public.invite_staff(email text, role text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := lower(btrim(coalesce(invite_staff.email, '')));
  existing_user uuid;
  existing_staff boolean;
  no_password_yet boolean;
  secret text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  perform private.require_admin();

  if char_length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid email address.' using errcode = '22023';
  end if;
  if invite_staff.role is null or invite_staff.role::text not in ('admin', 'editor', 'care', 'finance') then
    raise exception 'Choose a role: admin, editor, care or finance.' using errcode = '22023';
  end if;

  select u.id into existing_user from auth.users as u where lower(u.email) = address limit 1;
  select exists (select 1 from public.staff_members as s where s.user_id = existing_user)
    into existing_staff;
  select exists (
    select 1 from private.staff_invitations as i
    where i.email = address and i.accepted_at is not null and i.password_chosen_at is null
  ) into no_password_yet;

  -- Already staff: nothing to invite. The exception is an account made staff by an earlier
  -- invitation whose invitee never chose a password: the link may be sent again.
  if existing_staff and not no_password_yet then
    raise exception 'This person is already on the staff.' using errcode = '23505';
  end if;

  insert into private.staff_invitations as i (email, role, invited_by, token_hash)
  values (address, invite_staff.role, (select auth.uid()),
    encode(sha256(convert_to(secret, 'UTF8')), 'hex'))
  on conflict (email) where accepted_at is null
  do update set role = excluded.role, invited_by = excluded.invited_by, token_hash = excluded.token_hash,
    invited_at = now(), expires_at = now() + interval '7 days';

  -- No role is granted here, not even to an existing account: only the invitee, signed in through
  -- the invitation's link, accepts it (accept_staff_invitation).
  return secret;
end;
$$;

comment on function public.invite_staff(text, text) is
  'Admins only: records (or renews) an invitation for email with role (admin, editor, care, finance) and returns its one-time secret, which the caller passes to Auth as user metadata `invitation` in the magic-link request (signInWithOtp, shouldCreateUser). Refuses a malformed address (22023) and someone already on the staff (23505). Grants no role: the invitee accepts with accept_staff_invitation().';
revoke execute on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

-- Settings ---------------------------------------------------------------------------------------

-- One row. The Donate page reads it (mode, external address, fee rates); receipts and statements
-- read the EIN and the signer.
create table public.giving_settings (
  id boolean primary key default true check (id),
  -- simulated: the spec's form, nothing sent; external: the button opens external_url;
  -- stripe: Stripe Checkout through the giving-checkout function.
  provider text not null default 'simulated' check (provider in ('simulated', 'external', 'stripe')),
  -- The one URL rule of the settings (private.setting_is_http_url), https only.
  external_url text check (external_url is null or private.setting_is_http_url(to_jsonb(external_url), true)),
  -- Card fee: percent in basis points (290 = 2.9 %) and a fixed part in cents.
  fee_percent_bp integer not null default 290 check (fee_percent_bp between 0 and 2000),
  fee_fixed_cents integer not null default 30 check (fee_fixed_cents between 0 and 1000),
  -- The church's employer identification number, as receipts print it (12-3456789).
  ein text check (ein is null or ein ~ '^[0-9]{2}-[0-9]{7}$'),
  -- Who signs the year-end statements, e.g. 'Jane Doe, Treasurer'.
  statement_signer text check (statement_signer is null or (statement_signer ~ '\S' and length(statement_signer) <= 120)),
  updated_at timestamptz not null default now(),
  constraint giving_settings_external_needs_url check (provider <> 'external' or external_url is not null)
);
comment on table public.giving_settings is
  'Online giving (one row): mode (simulated, external, stripe), the external giving page, card fee rates, EIN and statement signer. Everyone reads it; admins change it.';
insert into public.giving_settings (id) values (true);

create table public.giving_funds (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '\S' and length(name) <= 60),
  enabled boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
comment on table public.giving_funds is
  'The funds a gift may be designated to (name, enabled, order on the Donate page). Everyone reads them; admins change them.';
insert into public.giving_funds (name, position) values
  ('Tithe', 1), ('Offering', 2), ('Building Fund', 3), ('Missions', 4), ('Benevolence', 5);

-- Gifts ------------------------------------------------------------------------------------------

-- What the giving-checkout function started: the session's amount and choices, before payment.
create table public.giving_checkouts (
  session_id text primary key check (session_id ~ '^cs_[A-Za-z0-9_]{8,200}$'),
  mode text not null check (mode in ('payment', 'subscription')),
  gift_cents integer not null check (gift_cents between 100 and 10000000),
  fee_cents integer not null default 0 check (fee_cents between 0 and 10000000),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  fund_id uuid references public.giving_funds (id) on delete set null,
  fund_name text not null,
  frequency text not null check (frequency in ('one_time', 'monthly', 'quarterly')),
  created_at timestamptz not null default now()
);
comment on table public.giving_checkouts is
  'Checkout Sessions created by the giving-checkout function (amount, fund, frequency; nothing about the donor). Read by admin and finance; giving_checkout_summary() shows one to whoever holds its id.';

create table public.recurring_gifts (
  id uuid primary key default gen_random_uuid(),
  stripe_subscription_id text not null unique,
  stripe_customer_id text,
  stripe_checkout_session_id text unique,
  amount_cents integer not null check (amount_cents > 0),
  fee_cents integer not null default 0 check (fee_cents >= 0),
  currency text not null default 'usd',
  fund_id uuid references public.giving_funds (id) on delete set null,
  fund_name text not null,
  frequency text not null check (frequency in ('monthly', 'quarterly')),
  donor_name text,
  donor_email text,
  status text not null default 'active' check (status in ('active', 'ended')),
  started_at timestamptz not null default now(),
  ended_at timestamptz
);
comment on table public.recurring_gifts is
  'Monthly and quarterly gifts (Stripe subscriptions). Written only by the stripe-webhook function; read by admin and finance.';

create table public.donations (
  id uuid primary key default gen_random_uuid(),
  -- What was charged, the fee covered included; fee_cents is the part that covered the fee.
  amount_cents integer not null check (amount_cents > 0),
  fee_cents integer not null default 0 check (fee_cents >= 0 and fee_cents < amount_cents),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  fund_id uuid references public.giving_funds (id) on delete set null,
  fund_name text not null,
  frequency text not null check (frequency in ('one_time', 'monthly', 'quarterly')),
  donor_name text,
  donor_email text,
  stripe_checkout_session_id text unique,
  stripe_invoice_id text unique,
  stripe_payment_intent_id text,
  stripe_customer_id text,
  recurring_gift_id uuid references public.recurring_gifts (id) on delete set null,
  status text not null default 'succeeded' check (status in ('succeeded', 'refunded', 'partially_refunded')),
  refunded_cents integer not null default 0 check (refunded_cents >= 0),
  given_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint donations_one_source check (stripe_checkout_session_id is not null or stripe_invoice_id is not null)
);
comment on table public.donations is
  'Gifts received through Stripe (integer cents). Written only by the stripe-webhook function; read by admin and finance.';
create index donations_given_at_idx on public.donations (given_at desc);
create index donations_payment_intent_idx on public.donations (stripe_payment_intent_id);
create index donations_fund_idx on public.donations (fund_id);
create index donations_recurring_idx on public.donations (recurring_gift_id);
create index recurring_gifts_fund_idx on public.recurring_gifts (fund_id);
create index giving_checkouts_fund_idx on public.giving_checkouts (fund_id);

-- Webhook events already applied: a replayed or re-delivered event changes nothing.
create table private.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);
comment on table private.stripe_events is 'Stripe event ids the stripe-webhook function has applied (each once).';

-- Row-level security -------------------------------------------------------------------------------

alter table public.giving_settings enable row level security;
alter table public.giving_funds enable row level security;
alter table public.giving_checkouts enable row level security;
alter table public.recurring_gifts enable row level security;
alter table public.donations enable row level security;

revoke all on public.giving_settings, public.giving_funds, public.giving_checkouts,
  public.recurring_gifts, public.donations from anon, authenticated;
grant select on public.giving_settings, public.giving_funds to anon, authenticated;
grant update on public.giving_settings to authenticated;
grant insert, update, delete on public.giving_funds to authenticated;
grant select on public.giving_checkouts, public.recurring_gifts, public.donations to authenticated;
grant all on public.giving_settings, public.giving_funds, public.giving_checkouts,
  public.recurring_gifts, public.donations to service_role;

create policy "giving_settings: everyone reads" on public.giving_settings
  for select to anon, authenticated using (true);
create policy "giving_settings: admins update" on public.giving_settings
  for update to authenticated
  using ((select public.has_staff_role('admin'))) with check ((select public.has_staff_role('admin')));

create policy "giving_funds: everyone reads" on public.giving_funds
  for select to anon, authenticated using (true);
create policy "giving_funds: admins add" on public.giving_funds
  for insert to authenticated with check ((select public.has_staff_role('admin')));
create policy "giving_funds: admins update" on public.giving_funds
  for update to authenticated
  using ((select public.has_staff_role('admin'))) with check ((select public.has_staff_role('admin')));
create policy "giving_funds: admins delete" on public.giving_funds
  for delete to authenticated using ((select public.has_staff_role('admin')));

create policy "giving_checkouts: admin and finance read" on public.giving_checkouts
  for select to authenticated using ((select public.has_staff_role('admin', 'finance')));
create policy "recurring_gifts: admin and finance read" on public.recurring_gifts
  for select to authenticated using ((select public.has_staff_role('admin', 'finance')));
create policy "donations: admin and finance read" on public.donations
  for select to authenticated using ((select public.has_staff_role('admin', 'finance')));

-- Activity log: settings changes as usual; a gift's personal columns never (recorded by name only).
create trigger giving_settings_activity after insert or update or delete on public.giving_settings
  for each row execute function private.record_activity('settings');
create trigger giving_funds_activity after insert or update or delete on public.giving_funds
  for each row execute function private.record_activity('settings');
create trigger donations_activity after insert or update or delete on public.donations
  for each row execute function private.record_activity('settings', 'donor_name', 'donor_email',
    'stripe_customer_id', 'stripe_payment_intent_id', 'stripe_checkout_session_id', 'stripe_invoice_id');
create trigger recurring_gifts_activity after insert or update or delete on public.recurring_gifts
  for each row execute function private.record_activity('settings', 'donor_name', 'donor_email',
    'stripe_customer_id', 'stripe_subscription_id', 'stripe_checkout_session_id');

create trigger giving_settings_updated_at before update on public.giving_settings
  for each row execute function public.set_updated_at();

-- The flood guard's row for checkouts (README "Public forms: flood limits and bots").
insert into private.form_limits (form, per_client, per_client_window, global_per_hour, reason) values
  ('giving_checkouts', 5, interval '10 minutes', 60,
   'A giver may go back and change the amount a few times; more than 5 checkouts from one client '
   'in 10 minutes is a script testing cards. 60 an hour is far above a church''s online gifts.')
on conflict (form) do nothing;

-- The checkout function's database side ---------------------------------------------------------

/**
 * Checks a gift against the settings and funds, counts the attempt with the form flood guard and
 * returns what the giving-checkout function needs to create the Checkout Session.
 *
 * @param gift_cents - the gift, whole cents, 100 ($1) to 10 000 000 ($100,000).
 * @param fund_id - an enabled fund.
 * @param frequency - one_time, monthly or quarterly.
 * @param cover_fee - adds the processing fee: gross = (gift + fixed) / (1 - percent), rounded up.
 * @param client - the visitor's address as the function received it (flood guard only; not stored beyond 24 h).
 * @returns { gift_cents, fee_cents, total_cents, fund_id, fund_name, frequency, site_url, church_name }
 * @throws 22023 with a sentence for the visitor; 'PGRST' 429 when the guard refuses; P0001 when
 *   the site is not in stripe mode.
 */
create or replace function public.begin_giving_checkout(
  gift_cents integer, fund_id uuid, frequency text, cover_fee boolean, client text
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
  limits private.form_limits;
  counted integer;
  oldest timestamptz;
  total integer;
  who text := coalesce(nullif(btrim(client), ''), 'unknown');
begin
  select * into s from public.giving_settings where id;
  if not found or s.provider <> 'stripe' then
    raise exception 'Online giving is not turned on.' using errcode = 'P0001';
  end if;
  if gift_cents is null or gift_cents < 100 or gift_cents > 10000000 then
    raise exception 'Enter an amount from $1 to $100,000.' using errcode = '22023';
  end if;
  if frequency is null or frequency not in ('one_time', 'monthly', 'quarterly') then
    raise exception 'Choose one-time, monthly or quarterly.' using errcode = '22023';
  end if;
  select * into fund from public.giving_funds as f where f.id = begin_giving_checkout.fund_id and f.enabled;
  if not found then
    raise exception 'Choose a fund.' using errcode = '22023';
  end if;

  select * into limits from private.form_limits as l where l.form = 'giving_checkouts';
  perform pg_advisory_xact_lock(hashtextextended('form_guard:giving_checkouts', 0));
  select count(*), min(a.at) into counted, oldest from private.form_attempts as a
  where a.form = 'giving_checkouts' and a.client = who and a.at > now() - limits.per_client_window;
  if counted >= limits.per_client then
    perform private.refuse_submission(
      'Too many submissions from this connection. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + limits.per_client_window - now()))::integer);
  end if;
  select count(*), min(a.at) into counted, oldest from private.form_attempts as a
  where a.form = 'giving_checkouts' and a.at > now() - interval '1 hour';
  if counted >= limits.global_per_hour then
    perform private.refuse_submission(
      'This form is receiving too many submissions. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + interval '1 hour' - now()))::integer);
  end if;
  insert into private.form_attempts (form, client, outcome) values ('giving_checkouts', who, 'stored');

  total := case when cover_fee
    then ceil((gift_cents + s.fee_fixed_cents)::numeric / (1 - s.fee_percent_bp::numeric / 10000))::integer
    else gift_cents end;
  return jsonb_build_object(
    'gift_cents', gift_cents,
    'fee_cents', total - gift_cents,
    'total_cents', total,
    'fund_id', fund.id,
    'fund_name', fund.name,
    'frequency', frequency,
    'site_url', (select a.site_url from private.alert_settings as a where a.id),
    'church_name', private.mail_church_name()
  );
end;
$$;
revoke execute on function public.begin_giving_checkout(integer, uuid, text, boolean, text) from public, anon, authenticated;
grant execute on function public.begin_giving_checkout(integer, uuid, text, boolean, text) to service_role;

/**
 * The summary of one Checkout Session for /checkout-success: amount, fund, frequency and whether
 * the payment has arrived. Nothing about the donor. Session ids are long random strings that only
 * the giver's browser receives.
 */
create or replace function public.giving_checkout_summary(session_id text)
returns table (total_cents integer, fee_cents integer, currency text, fund_name text, frequency text, paid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select c.gift_cents + c.fee_cents, c.fee_cents, c.currency, c.fund_name, c.frequency,
    exists (select 1 from public.donations as d where d.stripe_checkout_session_id = c.session_id)
      or exists (select 1 from public.recurring_gifts as r where r.stripe_checkout_session_id = c.session_id)
  from public.giving_checkouts as c
  where c.session_id = giving_checkout_summary.session_id;
$$;
comment on function public.giving_checkout_summary(text) is
  'One Checkout Session''s amount (cents, fee included), fund, frequency and whether it is paid; nothing about the donor.';
revoke execute on function public.giving_checkout_summary(text) from public;
grant execute on function public.giving_checkout_summary(text) to anon, authenticated, service_role;

-- The webhook's database side -------------------------------------------------------------------

/**
 * Applies one verified Stripe event (the stripe-webhook function has checked its signature):
 *   checkout.session.completed   payment: adds a donation; subscription: adds the recurring gift
 *   invoice.paid                 adds a donation to the recurring gift (adding the gift if new)
 *   charge.refunded              marks the donation refunded (or partially refunded)
 *   customer.subscription.deleted ends the recurring gift
 * Each event id is applied once: a replay answers { duplicate: true } and changes nothing.
 *
 * @returns { duplicate, applied, receipt } where receipt is the new donation (id, amount, fund,
 *   frequency, donor, customer, given_at) for the receipt e-mail, or null.
 */
create or replace function public.apply_stripe_event(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  obj jsonb := event -> 'data' -> 'object';
  kind text := event ->> 'type';
  meta jsonb;
  sub_id text;
  gift public.recurring_gifts;
  donation public.donations;
  fund uuid;
begin
  if coalesce(event ->> 'id', '') !~ '^evt_' or kind is null or obj is null then
    raise exception 'Not a Stripe event.' using errcode = '22023';
  end if;
  insert into private.stripe_events (id, type) values (event ->> 'id', kind) on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('duplicate', true, 'applied', false, 'receipt', null);
  end if;

  if kind = 'checkout.session.completed' then
    meta := coalesce(obj -> 'metadata', '{}');
    fund := case when (meta ->> 'fund_id') ~ '^[0-9a-f-]{36}$' then (meta ->> 'fund_id')::uuid end;
    if obj ->> 'mode' = 'payment' then
      if obj ->> 'payment_status' <> 'paid' then
        return jsonb_build_object('duplicate', false, 'applied', false, 'receipt', null);
      end if;
      insert into public.donations as d (amount_cents, fee_cents, currency, fund_id, fund_name, frequency,
        donor_name, donor_email, stripe_checkout_session_id, stripe_payment_intent_id, stripe_customer_id, given_at)
      values ((obj ->> 'amount_total')::integer, coalesce((meta ->> 'fee_cents')::integer, 0),
        coalesce(obj ->> 'currency', 'usd'),
        (select f.id from public.giving_funds as f where f.id = fund),
        coalesce(meta ->> 'fund_name', 'General'), 'one_time',
        nullif(coalesce(meta ->> 'donor_name', obj -> 'customer_details' ->> 'name'), ''),
        nullif(coalesce(obj -> 'customer_details' ->> 'email', obj ->> 'customer_email'), ''),
        obj ->> 'id', obj ->> 'payment_intent', obj ->> 'customer',
        to_timestamp(coalesce((event ->> 'created')::bigint, extract(epoch from now())::bigint)))
      on conflict (stripe_checkout_session_id) do nothing
      returning * into donation;
    elsif obj ->> 'mode' = 'subscription' and obj ->> 'subscription' is not null then
      insert into public.recurring_gifts as r (stripe_subscription_id, stripe_customer_id, stripe_checkout_session_id,
        amount_cents, fee_cents, currency, fund_id, fund_name, frequency, donor_name, donor_email)
      values (obj ->> 'subscription', obj ->> 'customer', obj ->> 'id', (obj ->> 'amount_total')::integer,
        coalesce((meta ->> 'fee_cents')::integer, 0), coalesce(obj ->> 'currency', 'usd'),
        (select f.id from public.giving_funds as f where f.id = fund),
        coalesce(meta ->> 'fund_name', 'General'),
        case when meta ->> 'frequency' = 'quarterly' then 'quarterly' else 'monthly' end,
        nullif(coalesce(meta ->> 'donor_name', obj -> 'customer_details' ->> 'name'), ''),
        nullif(coalesce(obj -> 'customer_details' ->> 'email', obj ->> 'customer_email'), ''))
      on conflict (stripe_subscription_id) do update set
        stripe_checkout_session_id = excluded.stripe_checkout_session_id,
        donor_name = coalesce(r.donor_name, excluded.donor_name),
        donor_email = coalesce(r.donor_email, excluded.donor_email),
        stripe_customer_id = coalesce(r.stripe_customer_id, excluded.stripe_customer_id);
      -- An invoice.paid that came first: its donation belongs to this session's checkout too.
      update public.donations as d set donor_name = coalesce(d.donor_name, meta ->> 'donor_name')
      where d.stripe_checkout_session_id is null
        and d.recurring_gift_id = (select r.id from public.recurring_gifts as r where r.stripe_subscription_id = obj ->> 'subscription');
    end if;

  elsif kind = 'invoice.paid' then
    sub_id := coalesce(obj ->> 'subscription', obj -> 'parent' -> 'subscription_details' ->> 'subscription');
    meta := coalesce(obj -> 'parent' -> 'subscription_details' -> 'metadata', obj -> 'subscription_details' -> 'metadata', '{}');
    if sub_id is null or coalesce((obj ->> 'amount_paid')::integer, 0) <= 0 then
      return jsonb_build_object('duplicate', false, 'applied', false, 'receipt', null);
    end if;
    fund := case when (meta ->> 'fund_id') ~ '^[0-9a-f-]{36}$' then (meta ->> 'fund_id')::uuid end;
    insert into public.recurring_gifts as r (stripe_subscription_id, stripe_customer_id, amount_cents, fee_cents,
      currency, fund_id, fund_name, frequency, donor_name, donor_email)
    values (sub_id, obj ->> 'customer', (obj ->> 'amount_paid')::integer, coalesce((meta ->> 'fee_cents')::integer, 0),
      coalesce(obj ->> 'currency', 'usd'), (select f.id from public.giving_funds as f where f.id = fund),
      coalesce(meta ->> 'fund_name', 'General'),
      case when meta ->> 'frequency' = 'quarterly' then 'quarterly' else 'monthly' end,
      nullif(coalesce(meta ->> 'donor_name', obj ->> 'customer_name'), ''), nullif(obj ->> 'customer_email', ''))
    on conflict (stripe_subscription_id) do update set stripe_customer_id = coalesce(r.stripe_customer_id, excluded.stripe_customer_id)
    returning * into gift;
    insert into public.donations as d (amount_cents, fee_cents, currency, fund_id, fund_name, frequency,
      donor_name, donor_email, stripe_invoice_id, stripe_payment_intent_id, stripe_customer_id, recurring_gift_id, given_at)
    values ((obj ->> 'amount_paid')::integer, least(gift.fee_cents, (obj ->> 'amount_paid')::integer - 1), gift.currency,
      gift.fund_id, gift.fund_name, gift.frequency, gift.donor_name,
      coalesce(nullif(obj ->> 'customer_email', ''), gift.donor_email),
      obj ->> 'id', obj ->> 'payment_intent', coalesce(obj ->> 'customer', gift.stripe_customer_id), gift.id,
      to_timestamp(coalesce((obj -> 'status_transitions' ->> 'paid_at')::bigint, (event ->> 'created')::bigint,
        extract(epoch from now())::bigint)))
    on conflict (stripe_invoice_id) do nothing
    returning * into donation;

  elsif kind = 'charge.refunded' then
    update public.donations as d set
      status = case when coalesce((obj ->> 'refunded')::boolean, false)
                      or coalesce((obj ->> 'amount_refunded')::integer, 0) >= d.amount_cents
                    then 'refunded' else 'partially_refunded' end,
      refunded_cents = least(coalesce((obj ->> 'amount_refunded')::integer, d.amount_cents), d.amount_cents)
    where d.stripe_payment_intent_id = obj ->> 'payment_intent';

  elsif kind = 'customer.subscription.deleted' then
    update public.recurring_gifts as r set status = 'ended',
      ended_at = coalesce(to_timestamp((obj ->> 'ended_at')::bigint), now())
    where r.stripe_subscription_id = obj ->> 'id';

  else
    return jsonb_build_object('duplicate', false, 'applied', false, 'receipt', null);
  end if;

  return jsonb_build_object(
    'duplicate', false,
    'applied', true,
    'receipt', case when donation.id is null then null else jsonb_build_object(
      'id', donation.id, 'amount_cents', donation.amount_cents, 'currency', donation.currency,
      'fund_name', donation.fund_name, 'frequency', donation.frequency, 'donor_name', donation.donor_name,
      'donor_email', donation.donor_email, 'customer_id', donation.stripe_customer_id,
      'given_at', donation.given_at,
      'church_name', private.mail_church_name(),
      'ein', (select s.ein from public.giving_settings as s where s.id),
      'site_url', (select a.site_url from private.alert_settings as a where a.id)) end);
end;
$$;
comment on function public.apply_stripe_event(jsonb) is
  'Service role only (the stripe-webhook function, after verifying the signature): applies one Stripe event once; returns the new donation for its receipt.';
revoke execute on function public.apply_stripe_event(jsonb) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(jsonb) to service_role;

-- The site's address for the functions' return links (the alerts' setting, set by the stack locally).
create or replace function public.giving_site_url()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.site_url from private.alert_settings as a where a.id;
$$;
comment on function public.giving_site_url() is 'Service role only: the site''s origin for the giving functions'' return links.';
revoke execute on function public.giving_site_url() from public, anon, authenticated;
grant execute on function public.giving_site_url() to service_role;
