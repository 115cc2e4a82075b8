-- Rebuilds of the prerendered site after publishing (issue 25, decision 0033).
--
-- The public pages are HTML files written by `npm run build`. When public content or a setting
-- changes, the database asks the static host for a new build by POSTing to its deploy hook
-- (Netlify "Build hooks", Cloudflare Pages "Deploy hooks"), debounced: at most one call per
-- 5 minutes, and the last change of a burst is always followed by a call (a cron job sends the
-- one held back). A blog post scheduled for later becomes public without any write, so the same
-- job also asks for a build when a post's `published_at` has passed since the last call.
--
-- The hook URL is a secret (anyone holding it can start builds): it lives in private.deploy_hook,
-- which no API role (anon, authenticated, service_role) may read; only the owner and the
-- security-definer functions below use it. Set it as the database owner:
--   select private.set_deploy_hook('https://api.netlify.com/build_hooks/…');
-- and remove it with `select private.set_deploy_hook(null);`.
--
-- Each call is recorded in private.deploy_hook_calls. Where pg_net is installed (hosted
-- Supabase), the call is sent at once with net.http_post and recorded as `sent`; without pg_net
-- (the local stack) it stays `pending` for a sender outside the database, which marks it `sent`
-- (supabase/local: the stack's hook sender).

create schema if not exists private;

create table if not exists private.deploy_hook (
  id boolean primary key default true check (id),
  url text check (url is null or url ~ '^https?://'),
  -- Debounce state: when the last call was made, and since when a change waits for one.
  last_called_at timestamptz,
  pending_since timestamptz
);
comment on table private.deploy_hook is
  'The static host''s deploy hook URL (a secret: no API role may read it) and its debounce state.';
insert into private.deploy_hook (id) values (true) on conflict (id) do nothing;

create table if not exists private.deploy_hook_calls (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  sent_at timestamptz,
  request_id bigint
);
comment on table private.deploy_hook_calls is
  'Every deploy hook call: sent by pg_net when installed, else pending for the local sender.';

revoke all on private.deploy_hook, private.deploy_hook_calls from public, anon, authenticated, service_role;

-- The debounce window (at most one call per window).
create or replace function private.deploy_hook_window()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '5 minutes' $$;

-- Makes the call now: pg_net when installed, else a pending row for the local sender.
create or replace function private.call_deploy_hook(p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_request bigint;
begin
  select url into v_url from private.deploy_hook where id;
  if v_url is null then
    return;
  end if;
  update private.deploy_hook set last_called_at = now(), pending_since = null where id;
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null then
    execute 'select net.http_post(url := $1, body := $2)'
      into v_request
      using v_url, jsonb_build_object('reason', p_reason);
    insert into private.deploy_hook_calls (reason, status, sent_at, request_id)
    values (p_reason, 'sent', now(), v_request);
  else
    insert into private.deploy_hook_calls (reason) values (p_reason);
  end if;
end;
$$;

-- Calls the hook when a change waits and the window since the last call has passed; also
-- notices scheduled posts that became public since the last call. Run by the trigger and,
-- every minute, by cron.
create or replace function private.flush_deploy_hook()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state private.deploy_hook;
begin
  select * into v_state from private.deploy_hook where id for update;
  if v_state.url is null then
    return;
  end if;
  if v_state.pending_since is null
    and v_state.last_called_at is not null
    and exists (
      select 1 from public.pastor_blog_posts
      where published_at > v_state.last_called_at and published_at <= now()
    ) then
    update private.deploy_hook set pending_since = now() where id;
    v_state.pending_since := now();
  end if;
  if v_state.pending_since is not null
    and (v_state.last_called_at is null
      or v_state.last_called_at <= now() - private.deploy_hook_window()) then
    perform private.call_deploy_hook('content changed');
  end if;
end;
$$;

-- Statement trigger of the public content tables: marks a change and calls if allowed.
create or replace function private.request_site_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.deploy_hook
  set pending_since = coalesce(pending_since, now())
  where id and url is not null;
  perform private.flush_deploy_hook();
  return null;
end;
$$;

-- Sets or removes the hook URL (database owner only: no API role may execute it).
create or replace function private.set_deploy_hook(p_url text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.deploy_hook set url = nullif(trim(p_url), ''), last_called_at = null, pending_since = null
  where id;
$$;

revoke all on function private.deploy_hook_window() from public, anon, authenticated, service_role;
revoke all on function private.call_deploy_hook(text) from public, anon, authenticated, service_role;
revoke all on function private.flush_deploy_hook() from public, anon, authenticated, service_role;
revoke all on function private.request_site_build() from public, anon, authenticated, service_role;
revoke all on function private.set_deploy_hook(text) from public, anon, authenticated, service_role;

-- Every table whose rows appear on a public page (spec §7 reads of the public pages).
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'church_events', 'sermons', 'pastor_blog_posts', 'gallery_images', 'site_settings',
    'hero_videos', 'member_testimonies', 'pastor_books', 'bookstore_items', 'birthdays'
  ] loop
    if to_regclass('public.' || v_table) is not null then
      execute format('drop trigger if exists request_site_build on public.%I', v_table);
      execute format(
        'create trigger request_site_build after insert or update or delete or truncate on public.%I '
        'for each statement execute function private.request_site_build()',
        v_table
      );
    end if;
  end loop;
end;
$$;

-- The call held back by the window, and posts whose scheduled time came: every minute.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('deploy-hook-flush', '* * * * *', 'select private.flush_deploy_hook()');
  else
    raise warning 'pg_cron is not available: private.flush_deploy_hook() must be run every minute by other means';
  end if;
end;
$$;
