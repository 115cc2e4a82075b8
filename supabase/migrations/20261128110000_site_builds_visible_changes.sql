-- Site builds only for visible changes by staff (issue 29, item 4; docs/decisions/0033 as
-- amended, README "Static hosting, prerendered pages and rebuilds").
--
-- The hole: the statement triggers of 20261126170000_deploy_hook.sql fired for every statement
-- against a content table, whoever sent it and whatever it changed. An anonymous visitor's pending
-- testimony (which nobody can see) started a production build; so did a member's
-- `DELETE /rest/v1/sermons?id=eq.<none>` (refused by row-level security, no row changed); and the
-- 5-minute debounce still let that happen about 288 times a day.
--
-- Now:
-- * Each content table has three statement triggers with transition tables (insert, update,
--   delete). A statement asks for a build only when the rows a visitor can read differ before and
--   after it: a published row inserted or deleted, a row published or unpublished, a published
--   row's content changed (its bookkeeping `version` and `updated_at` left out). What a visitor
--   can read is the anon policies' predicate, per table (private.visitor_sees). A statement that
--   matched no row compares two empty sets and asks for nothing.
-- * Only staff ask: a request of the API counts when its JWT role is `service_role`, or
--   `authenticated` with a staff row (public.is_staff()); `anon` and members never. SQL run by a
--   database role without a request (the SQL editor, migrations, cron jobs) counts too.
-- * The request is part of the transaction: a rolled-back statement leaves nothing (pg_net sends
--   queued requests after commit only; locally the pending row rolls back with it).
-- * At most one build per 10 minutes, and at most `daily_limit` (default 24) in any 24 hours;
--   a change held back by either waits (pending_since) and the every-minute flush sends it once
--   both allow. Admins see the counts and change the ceiling on /admin/settings through
--   public.site_build_status() and public.set_site_build_daily_limit().

alter table private.deploy_hook
  add column if not exists daily_limit integer not null default 24
    constraint deploy_hook_daily_limit_range check (daily_limit between 0 and 144);
comment on column private.deploy_hook.daily_limit is
  'Most hook calls in any 24 hours (0 stops them); admins change it on /admin/settings.';

create index if not exists deploy_hook_calls_requested_at_idx on private.deploy_hook_calls (requested_at);

-- The debounce window: at most one call per 10 minutes.
create or replace function private.deploy_hook_window()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '10 minutes' $$;

-- Whether the current statement was sent by staff: an API request whose JWT role is service_role,
-- or authenticated with a staff row; or SQL run without an API request (no request.jwt.claims:
-- the database owner in the SQL editor, a migration, a cron job). It reads the request's claims,
-- not current_user, so that a security definer function called by a visitor counts as the
-- visitor. Called only from the trigger functions below (no API role may execute it).
create or replace function private.site_build_requested_by_staff()
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_claims text := nullif(current_setting('request.jwt.claims', true), '');
  v_role text;
begin
  if v_claims is null then
    return true;
  end if;
  v_role := v_claims::jsonb ->> 'role';
  return v_role = 'service_role' or (v_role = 'authenticated' and public.is_staff());
end;
$$;

-- Whether a visitor (anon) can read a row of a public content table: the predicate of each table's
-- anon policy; every other content table is read by everyone.
create or replace function private.visitor_sees(p_table text, p_row jsonb)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    case p_table
      when 'sermons' then
        p_row ->> 'status' <> 'draft' and (p_row ->> 'published_at')::timestamptz <= now()
      when 'pastor_blog_posts' then (p_row ->> 'published_at')::timestamptz <= now()
      when 'church_events' then p_row ->> 'status' = 'published'
      when 'church_event_exceptions' then exists (
        select 1 from public.church_events as e
        where e.id = (p_row ->> 'event_id')::uuid and e.status = 'published')
      when 'member_testimonies' then (p_row ->> 'is_approved')::boolean
      else true
    end,
    false)
$$;

-- The rows of a transition table a visitor can read, as one comparable value: each row as jsonb
-- without its bookkeeping columns, sorted.
create or replace function private.visible_rows(p_table text, p_rows jsonb)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(r.image order by r.image::text), '[]'::jsonb)
  from (select value - 'version' - 'updated_at' as image from jsonb_array_elements(p_rows)) as r
  where private.visitor_sees(p_table, r.image)
$$;

-- A visible change was made: mark it and call when the window and the ceiling allow.
create or replace function private.note_site_change()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update private.deploy_hook
  set pending_since = coalesce(pending_since, now())
  where id and url is not null;
  if found then
    perform private.flush_deploy_hook();
  end if;
end;
$$;

-- Calls the hook when a change waits, the window since the last call has passed and fewer than
-- daily_limit calls were made in the last 24 hours; also notices scheduled posts and sermons that
-- became public since the last call. Run by note_site_change() and, every minute, by cron.
-- security definer as in 20261126170000: it reads and writes private.deploy_hook, which no API
-- role may touch, on behalf of a staff statement's trigger.
create or replace function private.flush_deploy_hook()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state private.deploy_hook;
  v_recent integer;
begin
  delete from private.deploy_hook_calls where requested_at < now() - interval '30 days';
  select * into v_state from private.deploy_hook where id for update;
  if v_state.url is null then
    return;
  end if;
  if v_state.pending_since is null
    and v_state.last_called_at is not null
    and (exists (
      select 1 from public.pastor_blog_posts
      where published_at > v_state.last_called_at and published_at <= now()
    ) or exists (
      select 1 from public.sermons
      where status = 'scheduled' and published_at > v_state.last_called_at and published_at <= now()
    )) then
    update private.deploy_hook set pending_since = now() where id;
    v_state.pending_since := now();
  end if;
  if v_state.pending_since is null
    or (v_state.last_called_at is not null
      and v_state.last_called_at > now() - private.deploy_hook_window()) then
    return;
  end if;
  select count(*) into v_recent
  from private.deploy_hook_calls
  where requested_at > now() - interval '24 hours';
  if v_recent < v_state.daily_limit then
    perform private.call_deploy_hook('content changed');
  end if;
end;
$$;

-- Statement triggers: a build when the rows a visitor can read changed, asked by staff.
-- security definer: the statement runs as its caller's role (anon, authenticated), which may
-- neither read every row of a content table (visitor_sees looks up an exception's event) nor
-- touch private.deploy_hook; the caller is judged from the request's claims instead.
create or replace function private.site_build_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.site_build_requested_by_staff()
    and private.visible_rows(tg_table_name, (select coalesce(jsonb_agg(to_jsonb(n)), '[]'::jsonb) from new_rows as n))
      <> '[]'::jsonb then
    perform private.note_site_change();
  end if;
  return null;
end;
$$;

create or replace function private.site_build_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.site_build_requested_by_staff()
    and private.visible_rows(tg_table_name, (select coalesce(jsonb_agg(to_jsonb(o)), '[]'::jsonb) from old_rows as o))
      is distinct from
        private.visible_rows(tg_table_name, (select coalesce(jsonb_agg(to_jsonb(n)), '[]'::jsonb) from new_rows as n)) then
    perform private.note_site_change();
  end if;
  return null;
end;
$$;

create or replace function private.site_build_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.site_build_requested_by_staff()
    and private.visible_rows(tg_table_name, (select coalesce(jsonb_agg(to_jsonb(o)), '[]'::jsonb) from old_rows as o))
      <> '[]'::jsonb then
    perform private.note_site_change();
  end if;
  return null;
end;
$$;

-- TRUNCATE has no transition tables; only the owner can truncate, and it empties the table.
create or replace function private.site_build_after_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.site_build_requested_by_staff() then
    perform private.note_site_change();
  end if;
  return null;
end;
$$;

do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'site_build_requested_by_staff()', 'visitor_sees(text, jsonb)', 'visible_rows(text, jsonb)',
    'note_site_change()', 'site_build_after_insert()', 'site_build_after_update()',
    'site_build_after_delete()', 'site_build_after_truncate()'
  ] loop
    execute format('revoke all on function private.%s from public, anon, authenticated, service_role', v_function);
  end loop;
end;
$$;

-- Every table whose rows appear on a public page: the old statement triggers go, the new ones come.
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'church_events', 'church_event_exceptions', 'sermons', 'pastor_blog_posts', 'gallery_images',
    'site_settings', 'hero_videos', 'member_testimonies', 'pastor_books', 'bookstore_items',
    'birthdays', 'pastor_words', 'pastor_key_verses'
  ] loop
    execute format('drop trigger if exists request_site_build on public.%I', v_table);
    execute format(
      'create trigger site_build_after_insert after insert on public.%I '
      'referencing new table as new_rows for each statement execute function private.site_build_after_insert()',
      v_table);
    execute format(
      'create trigger site_build_after_update after update on public.%I '
      'referencing old table as old_rows new table as new_rows '
      'for each statement execute function private.site_build_after_update()',
      v_table);
    execute format(
      'create trigger site_build_after_delete after delete on public.%I '
      'referencing old table as old_rows for each statement execute function private.site_build_after_delete()',
      v_table);
    execute format(
      'create trigger site_build_after_truncate after truncate on public.%I '
      'for each statement execute function private.site_build_after_truncate()',
      v_table);
  end loop;
end;
$$;

drop function if exists private.request_site_build();

-- For /admin/settings: the builds of the last 24 hours and what waits -------------------------
-- security definer: they read (and set the ceiling in) private.deploy_hook and its calls, which no
-- API role may read; each refuses (42501) anyone but an admin first and never answers the URL.

create or replace function public.site_build_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_state private.deploy_hook;
  v_recent integer;
  v_oldest timestamptz;
  v_next timestamptz;
begin
  if not public.has_staff_role('admin') then
    raise exception using errcode = '42501', message = 'Only admins can see the site builds.';
  end if;
  select * into v_state from private.deploy_hook where id;
  select count(*), min(requested_at) into v_recent, v_oldest
  from private.deploy_hook_calls
  where requested_at > now() - interval '24 hours';
  if v_state.url is not null and v_state.pending_since is not null then
    v_next := greatest(
      now(),
      v_state.last_called_at + private.deploy_hook_window(),
      case when v_recent >= v_state.daily_limit then
        (select c.requested_at + interval '24 hours'
         from private.deploy_hook_calls as c
         where c.requested_at > now() - interval '24 hours'
         order by c.requested_at desc
         offset greatest(v_state.daily_limit - 1, 0) limit 1)
      end);
    if v_state.daily_limit = 0 then
      v_next := null;
    end if;
  end if;
  return jsonb_build_object(
    'configured', v_state.url is not null,
    'daily_limit', v_state.daily_limit,
    'window_minutes', extract(epoch from private.deploy_hook_window())::integer / 60,
    'builds_last_24_hours', v_recent,
    'last_build_at', v_state.last_called_at,
    'waiting_since', v_state.pending_since,
    'next_build_at', v_next);
end;
$$;

comment on function public.site_build_status() is
  'Admins: the site builds (deploy hook calls) of the last 24 hours, the ceiling, the last call, and when a waiting change is built. Never the hook URL.';

create or replace function public.set_site_build_daily_limit(daily_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin') then
    raise exception using errcode = '42501', message = 'Only admins can change the site builds ceiling.';
  end if;
  if set_site_build_daily_limit.daily_limit is null
    or set_site_build_daily_limit.daily_limit not between 0 and 144 then
    raise exception using
      errcode = '22023',
      message = 'The daily ceiling is a whole number from 0 to 144.',
      detail = 'daily_limit_range';
  end if;
  update private.deploy_hook as d set daily_limit = set_site_build_daily_limit.daily_limit where d.id;
  -- A change held back by the old ceiling may go now.
  perform private.flush_deploy_hook();
  return public.site_build_status();
end;
$$;

comment on function public.set_site_build_daily_limit(integer) is
  'Admins: sets the most site builds in any 24 hours (0 to 144; 0 stops them). Answers site_build_status().';

revoke all on function public.site_build_status() from public, anon;
revoke all on function public.set_site_build_daily_limit(integer) from public, anon;
grant execute on function public.site_build_status() to authenticated;
grant execute on function public.set_site_build_daily_limit(integer) to authenticated;
