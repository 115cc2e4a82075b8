-- One church time (issue 42 item 5; docs/decisions/0052-one-church-time.md).
--
-- The church's time zone is the `site_identity.time_zone` setting, read in SQL by one function,
-- private.church_time_zone(): the newsletter's schedule and digest, the push quiet hours, the
-- activity log's sentences (as before), and now also the feeds (private.site_identity(), which had
-- its own reading of the same field) and the zone a new event's repeat rule is read in (the
-- column default of church_events.time_zone). The pages, the build's prerender, the e-mails and
-- the statements read the same setting (src/lib/church-time.ts, supabase/functions).

-- The setting when it names a zone Postgres knows, else America/Indiana/Indianapolis (the
-- settings check refuses unknown zones; an older value is read as the default rather than
-- failing every caller). Security invoker: `site_settings` is readable by everyone.
create or replace function private.church_time_zone()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  zone text;
begin
  select nullif(btrim(s.setting_value ->> 'time_zone'), '') into zone
  from public.site_settings as s
  where s.setting_key = 'site_identity' and jsonb_typeof(s.setting_value) = 'object';
  if zone is null or not private.is_time_zone(zone) then
    return 'America/Indiana/Indianapolis';
  end if;
  return zone;
end;
$$;
comment on function private.church_time_zone() is
  'The church''s IANA time zone: site_identity.time_zone, else America/Indiana/Indianapolis (decision 0052).';
revoke execute on function private.church_time_zone() from public;
grant execute on function private.church_time_zone() to anon, authenticated, service_role;

-- The feeds' identity: its time_zone is now private.church_time_zone() (same setting, same default).
create or replace function private.site_identity()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with given as (
    select coalesce(
      (select s.setting_value from public.site_settings as s
       where s.setting_key = 'site_identity' and jsonb_typeof(s.setting_value) = 'object'),
      '{}'::jsonb) as v
  )
  select jsonb_build_object(
    'name', coalesce(nullif(btrim(g.v ->> 'name'), ''), 'Our Church'),
    'url', coalesce(private.http_base(g.v ->> 'url'), 'http://localhost:5173'),
    'time_zone', private.church_time_zone(),
    'language', coalesce(nullif(btrim(g.v ->> 'language'), ''), 'en-us'),
    'api_url', private.http_base(g.v ->> 'api_url')
  )
  from given as g;
$$;

-- A new event's rule is read in the church's zone unless the row names one (the staff form sends
-- the zone the app read from the same setting).
alter table public.church_events alter column time_zone set default private.church_time_zone();
comment on column public.church_events.time_zone is
  'IANA zone the repeat rule is read in: the church''s zone (private.church_time_zone()) when the event was last saved. Pages, feeds and e-mails show every time in the church''s current zone.';
