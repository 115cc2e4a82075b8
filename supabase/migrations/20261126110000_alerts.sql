-- E-mail alerts of the care inbox (docs/decisions/0027-inbox-email-alerts.md).
--
-- * public.alert_preferences: per staff member (admins and care), which kinds alert them and
--   whether they want one daily digest instead of one e-mail per submission. Each reads and
--   writes only their own row (RLS).
-- * When an inbox item is created (a visitor's prayer request, contact message or first-timer
--   card), the database queues one row per opted-in staff member in private.alert_outbox and asks
--   the Edge Function `send-alerts` to send them, through pg_net (`net.http_post`: queued in the
--   transaction, sent after commit by pg_net's background worker), so no browser is involved.
-- * The function (with the service role) claims due rows with public.alert_claim(), sends each
--   through an HTTP e-mail API and reports with public.alert_report(); a failed send is retried
--   after 1, 5, 25 and 125 minutes (five attempts in all), every attempt is kept in
--   private.alert_attempts. The cron job `inbox-alerts` re-invokes the function every minute
--   while rows are due.
-- * Cap: at most 30 alert e-mails per staff member per clock hour (UTC); every further submission
--   of that hour is counted on one 'and N more' row, sent when the hour is over.
-- * Daily digest: the cron job `inbox-alerts-digest` queues, at 07:00 UTC, one e-mail per staff
--   member who chose it and has new items since their last digest.
-- * The function's address and the shared secret it checks live in private.alert_settings, which
--   no API role can read. The e-mail never carries the prayer text or message body: the function
--   only ever receives the kind, the sender's first name and the item's link.

-- Preferences ------------------------------------------------------------------------------------

create table public.alert_preferences (
  staff_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  prayer_request boolean not null default false,
  contact_message boolean not null default false,
  first_timer boolean not null default false,
  daily_digest boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.alert_preferences is
  'E-mail alerts of the care inbox per staff member (admins and care): one flag per kind, and daily_digest for one e-mail a day instead of one per submission. Each staff member reads and writes only their own row.';

alter table public.alert_preferences enable row level security;
revoke all on table public.alert_preferences from public, anon, authenticated;
grant select, delete on table public.alert_preferences to authenticated;
grant insert (staff_id, prayer_request, contact_message, first_timer, daily_digest),
  update (staff_id, prayer_request, contact_message, first_timer, daily_digest)
  on table public.alert_preferences to authenticated;
create policy "alert_preferences: admins and care read their own" on public.alert_preferences
  for select to authenticated
  using (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));
create policy "alert_preferences: admins and care add their own" on public.alert_preferences
  for insert to authenticated
  with check (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));
create policy "alert_preferences: admins and care change their own" on public.alert_preferences
  for update to authenticated
  using (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')))
  with check (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));
create policy "alert_preferences: admins and care remove their own" on public.alert_preferences
  for delete to authenticated
  using (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));

create or replace function private.alert_preferences_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.alert_preferences_touch() from public, anon, authenticated, service_role;
create trigger alert_preferences_touch before update on public.alert_preferences
  for each row execute function private.alert_preferences_touch();

create trigger alert_preferences_activity after insert or update or delete on public.alert_preferences
  for each row execute function private.record_activity('staff');

-- Settings: where the function is and the secret it checks (no API role reads them) ---------------

create table private.alert_settings (
  id boolean primary key default true check (id),
  -- e.g. 'https://<project-ref>.supabase.co/functions/v1' (the local stack writes its own).
  functions_url text check (functions_url ~ '^https?://'),
  -- Sent as `x-alerts-secret`; the function refuses any call without it (ALERTS_HOOK_SECRET).
  hook_secret text check (length(hook_secret) >= 32),
  -- The site's address for the links, e.g. 'https://www.example-church.org' (no trailing slash).
  site_url text check (site_url ~ '^https?://[^/]+$'),
  updated_at timestamptz not null default now()
);

comment on table private.alert_settings is
  'One row: the Edge Functions URL, the shared secret the send-alerts function checks, and the site URL for links. Readable by no API role.';
revoke all on table private.alert_settings from public, anon, authenticated, service_role;
insert into private.alert_settings (id) values (true);

-- The outbox --------------------------------------------------------------------------------------

create table private.alert_outbox (
  id bigint generated always as identity primary key,
  staff_id uuid not null references auth.users (id) on delete cascade,
  -- alert: one submission; more: 'and N more' of one hour; digest: the daily summary.
  message text not null check (message in ('alert', 'more', 'digest')),
  kind text,
  item_id uuid,
  -- more: the hour (UTC) it counts; digest: the period it covers.
  period_start timestamptz,
  period_end timestamptz,
  more integer check (more > 0),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- Not sent before (retries, and a 'more' row until its hour is over).
  not_before timestamptz not null default now(),
  -- A claimed row that was not reported by then is claimed again (the function died).
  lease_until timestamptz,
  last_error text,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((message = 'alert') = (kind is not null and item_id is not null)),
  check ((message = 'more') = (more is not null)),
  -- Rows of an item go with it (erasure, retention): no name is ever kept here.
  foreign key (kind, item_id) references public.inbox_items (kind, item_id) on delete cascade
);

create index alert_outbox_due_idx on private.alert_outbox (not_before, id) where status in ('pending', 'sending');
create index alert_outbox_item_idx on private.alert_outbox (kind, item_id);
create index alert_outbox_staff_idx on private.alert_outbox (staff_id, created_at);
create unique index alert_outbox_more_once on private.alert_outbox (staff_id, period_start) where message = 'more';

comment on table private.alert_outbox is
  'E-mail alerts waiting to be sent, sent or given up: one row per staff member and submission (alert), hour over the cap (more) or day (digest).';
revoke all on table private.alert_outbox from public, anon, authenticated, service_role;

create table private.alert_attempts (
  id bigint generated always as identity primary key,
  outbox_id bigint not null references private.alert_outbox (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  ok boolean not null,
  error text,
  provider_id text
);
create index alert_attempts_outbox_idx on private.alert_attempts (outbox_id);
comment on table private.alert_attempts is 'Every send attempt of an alert: when, whether it worked, the error or the provider''s message id.';
revoke all on table private.alert_attempts from public, anon, authenticated, service_role;

-- Alert e-mails per staff member and clock hour (UTC), for the cap.
create table private.alert_hourly (
  staff_id uuid not null references auth.users (id) on delete cascade,
  hour timestamptz not null,
  alerts integer not null,
  primary key (staff_id, hour)
);
revoke all on table private.alert_hourly from public, anon, authenticated, service_role;

-- The cap: at most this many alert e-mails per staff member and hour.
create or replace function private.alert_hourly_cap()
returns integer
language sql
immutable
set search_path = ''
as $$ select 30 $$;
revoke execute on function private.alert_hourly_cap() from public, anon, authenticated, service_role;

-- Asks the function to send what is due (pg_net: queued now, sent after commit). Returns the
-- pg_net request id, or null when the settings are not filled in or pg_net is missing (rows then
-- wait for the next call).
create or replace function private.alerts_kick()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.alert_settings;
begin
  select * into settings from private.alert_settings where id;
  if settings.functions_url is null or settings.hook_secret is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  return net.http_post(
    url := settings.functions_url || '/send-alerts',
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-alerts-secret', settings.hook_secret),
    timeout_milliseconds := 30000
  );
end;
$$;
comment on function private.alerts_kick() is
  'Calls the send-alerts Edge Function through pg_net (after commit) with the shared secret; null when not configured.';
revoke execute on function private.alerts_kick() from public, anon, authenticated, service_role;

-- On every new inbox item: one alert row per opted-in admin or care member (not those who chose
-- the digest), within the hourly cap; beyond it, the hour's 'and N more' row counts one more.
create or replace function private.alerts_on_inbox_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff uuid;
  this_hour timestamptz := date_trunc('hour', now());
  sent_this_hour integer;
  queued boolean := false;
begin
  for staff in
    select p.staff_id
    from public.alert_preferences as p
    join public.staff_members as s on s.user_id = p.staff_id and s.role in ('admin', 'care')
    where not p.daily_digest
      and case new.kind
            when 'prayer_request' then p.prayer_request
            when 'contact_message' then p.contact_message
            when 'first_timer' then p.first_timer
            else false
          end
  loop
    -- One row per staff member and hour: concurrent submissions wait for each other here.
    insert into private.alert_hourly as h (staff_id, hour, alerts) values (staff, this_hour, 1)
    on conflict (staff_id, hour) do update set alerts = h.alerts + 1
    returning h.alerts into sent_this_hour;
    if sent_this_hour <= private.alert_hourly_cap() then
      insert into private.alert_outbox (staff_id, message, kind, item_id)
      values (staff, 'alert', new.kind, new.item_id);
      queued := true;
    else
      insert into private.alert_outbox as o (staff_id, message, period_start, period_end, more, not_before)
      values (staff, 'more', this_hour, this_hour + interval '1 hour', 1, this_hour + interval '1 hour')
      on conflict (staff_id, period_start) where message = 'more'
      do update set more = o.more + 1;
    end if;
  end loop;
  if queued then
    perform private.alerts_kick();
  end if;
  return null;
end;
$$;
comment on function private.alerts_on_inbox_item() is
  'Trigger on inbox_items: queues the alert e-mails of a new submission (hourly cap, then one ''and N more'' row) and calls the send-alerts function.';
revoke execute on function private.alerts_on_inbox_item() from public, anon, authenticated, service_role;

create trigger inbox_items_alerts after insert on public.inbox_items
  for each row execute function private.alerts_on_inbox_item();

-- The sender's first name as the e-mail shows it: the first word of the name, or 'Anonymous'.
create or replace function private.alert_first_name(item_kind text, item uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    nullif(left(split_part(btrim(regexp_replace(n.name, '\s+', ' ', 'g')), ' ', 1), 60), ''),
    'Anonymous')
  from (
    select case item_kind
      when 'prayer_request' then (select p.name from public.prayer_requests as p where p.id = item)
      when 'contact_message' then (select c.name from public.contact_messages as c where c.id = item)
      when 'first_timer' then (select f.name from public.first_timers as f where f.id = item)
    end as name
  ) as n;
$$;
revoke execute on function private.alert_first_name(text, uuid) from public, anon, authenticated, service_role;

-- For the function ---------------------------------------------------------------------------------

-- Claims up to `batch` due rows (pending and due, or claimed earlier and never reported) for
-- five minutes and returns what each e-mail needs: the address, the kind, the sender's first
-- name, the item id, the count for 'more', the digest's items (kind, id, first name, received;
-- newest first, at most 200) and the site URL. Never the visitor's words.
create or replace function public.alert_claim(batch integer default 20)
returns table (
  id bigint,
  message text,
  to_email text,
  kind text,
  item_id uuid,
  first_name text,
  more integer,
  period_start timestamptz,
  period_end timestamptz,
  items jsonb,
  attempts integer,
  site_url text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if batch is null or batch < 1 or batch > 100 then
    raise exception using errcode = '22023', message = 'batch must be between 1 and 100';
  end if;
  return query
  with due as (
    select o.id
    from private.alert_outbox as o
    where (o.status = 'pending' and o.not_before <= now())
       or (o.status = 'sending' and o.lease_until < now())
    order by o.id
    limit batch
    for update skip locked
  ), claimed as (
    update private.alert_outbox as o
    set status = 'sending', lease_until = now() + interval '5 minutes', attempts = o.attempts + 1
    from due
    where o.id = due.id
    returning o.*
  )
  select c.id, c.message, u.email::text, c.kind, c.item_id,
         case when c.message = 'alert' then private.alert_first_name(c.kind, c.item_id) end,
         c.more, c.period_start, c.period_end,
         case when c.message = 'digest' then (
           select coalesce(jsonb_agg(jsonb_build_object(
                    'kind', w.kind, 'id', w.item_id,
                    'first_name', private.alert_first_name(w.kind, w.item_id),
                    'received_at', w.received_at) order by w.received_at desc), '[]'::jsonb)
           from (
             select w.kind, w.item_id, w.received_at
             from public.inbox_items as w
             join public.alert_preferences as p on p.staff_id = c.staff_id
             where w.received_at >= c.period_start and w.received_at < c.period_end
               and case w.kind when 'prayer_request' then p.prayer_request
                               when 'contact_message' then p.contact_message
                               when 'first_timer' then p.first_timer else false end
             order by w.received_at desc
             limit 200
           ) as w
         ) end,
         c.attempts,
         (select s.site_url from private.alert_settings as s where s.id)
  from claimed as c
  join auth.users as u on u.id = c.staff_id
  order by c.id;
end;
$$;
comment on function public.alert_claim(integer) is
  'For the send-alerts Edge Function (service role only): claims up to `batch` due alert e-mails for five minutes and returns address, kind, first name, item id, count or digest items and the site URL; never the visitor''s words.';
revoke execute on function public.alert_claim(integer) from public, anon, authenticated;
grant execute on function public.alert_claim(integer) to service_role;

-- Minutes before attempt n + 1 after n failed attempts: 1, 5, 25, 125; after the fifth, none.
create or replace function private.alert_retry_delay(failed_attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when failed_attempts >= 5 then null
              else make_interval(mins => power(5, greatest(failed_attempts, 1) - 1)::integer) end
$$;
revoke execute on function private.alert_retry_delay(integer) from public, anon, authenticated, service_role;

-- Records the result of one claimed row: sent, or failed (retried later, or given up after the
-- fifth attempt). A row not currently claimed is refused (P0002), so a late report cannot undo
-- a newer one.
create or replace function public.alert_report(
  alert_id bigint,
  ok boolean,
  error text default null,
  provider_id text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed private.alert_outbox;
  delay interval;
begin
  select * into claimed from private.alert_outbox as o where o.id = alert_id and o.status = 'sending' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No claimed alert with this id.';
  end if;
  insert into private.alert_attempts (outbox_id, ok, error, provider_id)
  values (alert_id, alert_report.ok, left(alert_report.error, 1000), left(alert_report.provider_id, 200));
  if alert_report.ok then
    update private.alert_outbox as o
    set status = 'sent', sent_at = now(), provider_id = left(alert_report.provider_id, 200),
        last_error = null, lease_until = null
    where o.id = alert_id;
    return 'sent';
  end if;
  delay := private.alert_retry_delay(claimed.attempts);
  update private.alert_outbox as o
  set status = case when delay is null then 'failed' else 'pending' end,
      not_before = case when delay is null then o.not_before else now() + delay end,
      last_error = left(coalesce(alert_report.error, 'unknown error'), 1000),
      lease_until = null
  where o.id = alert_id;
  return case when delay is null then 'failed' else 'pending' end;
end;
$$;
comment on function public.alert_report(bigint, boolean, text, text) is
  'For the send-alerts Edge Function (service role only): records one send attempt; a failure is retried after 1, 5, 25, 125 minutes, then the row is failed. Answers the new status.';
revoke execute on function public.alert_report(bigint, boolean, text, text) from public, anon, authenticated;
grant execute on function public.alert_report(bigint, boolean, text, text) to service_role;

-- Scheduled ----------------------------------------------------------------------------------------

-- Every minute: calls the function when rows are due (retries, 'more' rows whose hour is over,
-- rows whose claim ran out), and forgets what is old (sent rows after 30 days, hour counts after
-- two days).
create or replace function private.alerts_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.alert_outbox as o
    where (o.status = 'pending' and o.not_before <= now()) or (o.status = 'sending' and o.lease_until < now())
  ) then
    perform private.alerts_kick();
  end if;
  delete from private.alert_outbox as o where o.status in ('sent', 'failed') and o.created_at < now() - interval '30 days';
  delete from private.alert_hourly as h where h.hour < now() - interval '2 days';
end;
$$;
revoke execute on function private.alerts_every_minute() from public, anon, authenticated, service_role;

-- Daily: one digest row per admin or care member who chose the digest, for the items of their
-- kinds since their last digest (at most the last 7 days), when there are any.
create or replace function private.alerts_queue_digests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  with candidates as (
    select p.staff_id,
           greatest(
             coalesce((select max(o.period_end) from private.alert_outbox as o
                       where o.staff_id = p.staff_id and o.message = 'digest'), now() - interval '1 day'),
             now() - interval '7 days') as period_start,
           p.prayer_request, p.contact_message, p.first_timer
    from public.alert_preferences as p
    join public.staff_members as s on s.user_id = p.staff_id and s.role in ('admin', 'care')
    where p.daily_digest and (p.prayer_request or p.contact_message or p.first_timer)
  ), inserted as (
    insert into private.alert_outbox (staff_id, message, period_start, period_end)
    select c.staff_id, 'digest', c.period_start, now()
    from candidates as c
    where exists (
      select 1 from public.inbox_items as w
      where w.received_at >= c.period_start and w.received_at < now()
        and case w.kind when 'prayer_request' then c.prayer_request
                        when 'contact_message' then c.contact_message
                        when 'first_timer' then c.first_timer else false end
    )
    returning 1
  )
  select count(*) into queued from inserted;
  if queued > 0 then
    perform private.alerts_kick();
  end if;
  return queued;
end;
$$;
comment on function private.alerts_queue_digests() is
  'Cron (daily): queues one digest e-mail per staff member who chose it and has new items of their kinds; answers how many.';
revoke execute on function private.alerts_queue_digests() from public, anon, authenticated, service_role;

-- pg_net on hosted projects (and `supabase start`); the local stack provides the same `net`
-- schema itself (supabase/local/README.md, "pg_net").
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('inbox-alerts', '* * * * *', 'select private.alerts_every_minute()');
    perform cron.schedule('inbox-alerts-digest', '0 7 * * *', 'select private.alerts_queue_digests()');
  end if;
end
$$;
