-- The flood guard of the public forms (docs/decisions/0016, 0046): which address is the client,
-- the church's own network, and one limit check shared by every form.
--
-- * Client address: `cf-connecting-ip` only when `public.form_guard_settings.behind_cloudflare`
--   says the API sits behind Cloudflare (hosted Supabase); otherwise the last entry of
--   `x-forwarded-for`, the one the nearest proxy appended. Before, a client-sent
--   `cf-connecting-ip` was believed on any host, so a script could pick a new client per request.
--   One rule, `private.client_address(headers)`, for the API's requests (`request.headers`) and
--   for the giving-checkout function, which passes its request's two headers.
-- * Church networks: admins list the church's addresses (IPs or ranges) in
--   `public.form_guard_settings.church_networks`; from there the per-client limit of every form
--   is ten times higher (a welcome table or the offering on the church's Wi-Fi is one client).
--   The shared hourly ceiling still counts at most `per_client` of any one client.
-- * `private.check_form_limits(form, client)`: the per-client window and the shared ceiling, used
--   by the form trigger, the registration probe and the giving checkout alike.

-- Settings ---------------------------------------------------------------------------------------

create table public.form_guard_settings (
  id boolean primary key default true check (id),
  -- The church's own networks: single addresses or ranges (stored as networks: 192.0.2.0/24).
  church_networks inet[] not null default '{}' check (cardinality(church_networks) <= 50),
  -- The API sits behind Cloudflare (hosted Supabase), which sets cf-connecting-ip itself.
  behind_cloudflare boolean not null default false,
  version integer not null default 1 check (version > 0),
  updated_at timestamptz not null default now()
);
insert into public.form_guard_settings (id) values (true);
comment on table public.form_guard_settings is
  'One row: the church''s own networks (IPs or CIDR ranges; ten times the per-client flood limits from there) and whether the API sits behind Cloudflare (then cf-connecting-ip is the client address). Admins only.';
comment on column public.form_guard_settings.version is
  'Optimistic concurrency: 1 on insert, one more on each update; an update sending another value is refused (PT409 row_changed).';

/**
 * Normalises the church networks before they are stored: each to the network it names
 * (192.0.2.7/24 → 192.0.2.0/24; a single address stays an address), without repeats, in order.
 * Refuses a range wider than /16 (IPv4) or /48 (IPv6): more than a church's network, and ten
 * times the limits for a whole provider would undo the guard.
 */
create function private.normalise_church_networks() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  n inet;
begin
  foreach n in array coalesce(new.church_networks, '{}') loop
    if masklen(n) < (case family(n) when 4 then 16 else 48 end) then
      raise exception 'A church network can be at most a /16 range (IPv4) or a /48 range (IPv6): % is wider.', n
        using errcode = '22023';
    end if;
  end loop;
  new.church_networks := array(
    select distinct network(x)::inet from unnest(coalesce(new.church_networks, '{}')) as x order by 1);
  return new;
end;
$$;
revoke execute on function private.normalise_church_networks() from public, anon, authenticated;

create trigger form_guard_settings_normalise before insert or update on public.form_guard_settings
  for each row execute function private.normalise_church_networks();
create trigger form_guard_settings_check_version before update on public.form_guard_settings
  for each row execute function private.check_row_version();
create trigger form_guard_settings_set_updated_at before update on public.form_guard_settings
  for each row execute function public.set_updated_at();
create trigger form_guard_settings_activity after update on public.form_guard_settings
  for each row execute function private.record_activity('settings');

alter table public.form_guard_settings enable row level security;
revoke all on table public.form_guard_settings from public, anon, authenticated;
grant select on table public.form_guard_settings to authenticated;
grant update (church_networks, behind_cloudflare, version) on table public.form_guard_settings to authenticated;
grant all on table public.form_guard_settings to service_role;
create policy "form_guard_settings: admins read" on public.form_guard_settings
  for select to authenticated using ((select public.has_staff_role('admin')));
create policy "form_guard_settings: admins change" on public.form_guard_settings
  for update to authenticated
  using ((select public.has_staff_role('admin'))) with check ((select public.has_staff_role('admin')));

-- The client address -------------------------------------------------------------------------------

/**
 * The client's address from a request's headers (lower-case names, as PostgREST gives them):
 * `cf-connecting-ip` when the settings say the API sits behind Cloudflare (which replaces any
 * value a client sent); otherwise the last entry of `x-forwarded-for`, the one appended by the
 * proxy in front of the API (every entry before it came from the client); 'unknown' when there
 * is neither.
 */
create function private.client_address(headers jsonb) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    case when coalesce((select s.behind_cloudflare from public.form_guard_settings as s where s.id), false)
         then nullif(btrim(headers ->> 'cf-connecting-ip'), '') end,
    nullif(btrim(regexp_replace(coalesce(headers ->> 'x-forwarded-for', ''), '^.*,', '')), ''),
    'unknown');
$$;
revoke execute on function private.client_address(jsonb) from public, anon, authenticated, service_role;

/** The client of the current API request (`request.headers`), by `private.client_address`. */
create or replace function private.request_client() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.client_address(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb);
$$;
revoke execute on function private.request_client() from public, anon, authenticated, service_role;

/** Whether a client address lies in one of the church's networks (false for 'unknown'). */
create function private.in_church_network(client text) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address inet;
begin
  begin
    address := client::inet;
  exception when others then
    return false;
  end;
  return coalesce((select address <<= any (s.church_networks) from public.form_guard_settings as s where s.id), false);
end;
$$;
revoke execute on function private.in_church_network(text) from public, anon, authenticated, service_role;

-- The shared limit check --------------------------------------------------------------------------

/**
 * The flood guard's two limits for one attempt of a form by a client; refuses with PostgREST's
 * 429 and Retry-After (`private.refuse_submission`) when either is reached:
 *
 * 1. per client: `per_client` attempts (ten times as many from a church network) in
 *    `per_client_window`, whatever became of them;
 * 2. shared hourly ceiling (`global_per_hour`): attempts that stored something ('stored') or
 *    are still under way ('started', a giving checkout waiting for Stripe, for 2 minutes), of
 *    the last hour, counting at most `per_client` of any one client, a church network included.
 *
 * Takes the form's transaction-scoped advisory lock, so concurrent attempts are counted one after
 * the other. The caller records the attempt (`private.form_attempts`) in the same transaction.
 *
 * @returns false when the form has no limits (nothing checked), true otherwise.
 */
create function private.check_form_limits(form_name text, client_id text) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.form_limits;
  own_limit integer;
  counted integer;
  oldest timestamptz;
begin
  select * into limits from private.form_limits as l where l.form = form_name;
  if not found then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('form_guard:' || form_name, 0));

  own_limit := limits.per_client * case when private.in_church_network(client_id) then 10 else 1 end;
  select count(*), min(a.at) into counted, oldest
  from private.form_attempts as a
  where a.form = form_name and a.client = client_id and a.at > now() - limits.per_client_window;
  if counted >= own_limit then
    perform private.refuse_submission(
      'Too many submissions from this connection. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + limits.per_client_window - now()))::integer);
  end if;

  select coalesce(sum(least(c.n, limits.per_client)), 0), min(c.first_at) into counted, oldest
  from (
    select count(*) as n, min(a.at) as first_at
    from private.form_attempts as a
    where a.form = form_name and a.at > now() - interval '1 hour'
      and (a.outcome = 'stored' or (a.outcome = 'started' and a.at > now() - interval '2 minutes'))
    group by a.client
  ) as c;
  if counted >= limits.global_per_hour then
    perform private.refuse_submission(
      'This form is receiving too many submissions. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + interval '1 hour' - now()))::integer);
  end if;
  return true;
end;
$$;
revoke execute on function private.check_form_limits(text, text) from public, anon, authenticated, service_role;

-- What an attempt became: 'started' (a giving checkout asked of Stripe) and 'failed' (Stripe
-- refused it) join 'stored', 'duplicate' and 'subscribed'.
alter table private.form_attempts drop constraint form_attempts_outcome_check;
alter table private.form_attempts add constraint form_attempts_outcome_check
  check (outcome in ('stored', 'duplicate', 'subscribed', 'started', 'failed'));

/**
 * The public forms' guard (BEFORE INSERT, per row; 20261129300000_newsletter_sending.sql with the
 * limits moved to `private.check_form_limits`): the limits, then duplicates of the same client's
 * content in 10 minutes (dropped, 201), a confirmed newsletter address (409, nothing stored),
 * and the attempt recorded with its outcome in the request's own transaction.
 */
create or replace function private.guard_submission() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  form_name text := tg_table_name;
  client_id text;
  print text;
begin
  if not private.is_public_submission() then
    return new;
  end if;
  client_id := private.request_client();
  if not private.check_form_limits(form_name, client_id) then
    return new;
  end if;

  if form_name <> 'newsletter_subscribers' then
    print := md5((to_jsonb(new) - array['id', 'created_at', 'submitted_at', 'updated_at', 'is_approved'])::text);
    insert into private.form_fingerprints as f (form, client, fingerprint)
    values (form_name, client_id, print)
    on conflict (form, client, fingerprint) do update set at = now()
      where f.at < now() - interval '10 minutes';
    if not found then
      insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'duplicate');
      return null;
    end if;
  elsif exists (
    select 1 from public.newsletter_subscribers as s
    where lower(s.email) = lower(new.email) and s.confirmed_at is not null
  ) then
    insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'subscribed');
    perform set_config('response.status', '409', true);
    return null;
  end if;

  insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'stored');
  return new;
end;
$$;
revoke all on function private.guard_submission() from public;

/**
 * Counts an 'already registered' answer as an attempt of the registration form (outcome
 * 'duplicate'), with the same limits as an insert (20261129200000_event_registration.sql).
 */
create or replace function private.count_registration_probe()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_id text;
begin
  if not private.is_public_submission() then
    return;
  end if;
  client_id := private.request_client();
  if private.check_form_limits('event_registrations', client_id) then
    insert into private.form_attempts (form, client, outcome) values ('event_registrations', client_id, 'duplicate');
  end if;
end;
$$;
revoke execute on function private.count_registration_probe() from public, anon, authenticated, service_role;

notify pgrst, 'reload schema';
