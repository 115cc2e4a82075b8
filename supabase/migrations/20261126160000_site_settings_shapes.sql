-- Site settings: one shape per key, refused by the database when wrong (issue 24,
-- docs/decisions/0032-site-settings-shapes.md).
--
-- Every `site_settings` row is JSON the public site reads with a zod schema per key
-- (src/lib/site-settings/schemas.ts) that falls back to a default when the value is malformed.
-- So that a value typed in the dashboard cannot be silently ignored, every write is checked here
-- against the same rules as the staff forms (src/lib/site-settings/write-schemas.ts); a test runs
-- the seed, each default and a set of wrong shapes through both (tests/db/site-settings.test.ts).
--
-- Plain SQL and jsonpath, no pg_jsonschema: the embedded Postgres of the local stack cannot load
-- extensions beyond the contrib ones.
--
-- Service times become structured: a list of { day, time, label } with `day` a lower-case
-- English weekday and `time` 24-hour 'HH:MM' in the church's time zone. The free-text shapes
-- ({ sunday: '9:00 AM & 11:00 AM', midweek: 'Wednesday 7:00 PM' }, [{ day, time }],
-- { Saturday: '5 PM' }) are migrated below.

-- Rules shared by the keys -------------------------------------------------------------------

-- Absolute http(s) address without credentials, white space or control characters. The
-- front end's twin is HTTP_URL_PATTERN in src/lib/site-settings/write-schemas.ts.
create or replace function private.setting_is_http_url(v jsonb, https_only boolean default false)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'string'
    and length(v #>> '{}') <= 2048
    and (v #>> '{}') !~ '[[:cntrl:][:space:]\\]'
    and (v #>> '{}') ~* case when https_only then '^https://[^/?#@]+([/?#].*)?$'
                             else '^https?://[^/?#@]+([/?#].*)?$' end
$$;

-- An http(s) address or a path on this site ('/img/a.jpg'; not '//host', not '/\host').
create or replace function private.setting_is_site_url(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.setting_is_http_url(v)
    or (jsonb_typeof(v) = 'string'
        and length(v #>> '{}') <= 2048
        and (v #>> '{}') !~ '[[:cntrl:][:space:]\\]'
        and (v #>> '{}') ~ '^/([^/].*)?$')
$$;

-- Text with something other than white space, at most `max` characters.
create or replace function private.setting_is_text(v jsonb, max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'string' and (v #>> '{}') ~ '\S' and length(v #>> '{}') <= max
$$;

-- Text that may be empty, at most `max` characters.
create or replace function private.setting_is_optional_text(v jsonb, max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'string' and length(v #>> '{}') <= max
$$;

-- An e-mail address: something@something.tld, no white space.
create or replace function private.setting_is_email(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'string' and length(v #>> '{}') <= 254
    and (v #>> '{}') ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
$$;

-- The first problem of an object's keys: not an object, an unknown key or a missing one.
create or replace function private.setting_keys_problem(v jsonb, allowed text[], required text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(v) is distinct from 'object' then 'it must be an object'
    else coalesce(
      (select format('unknown field "%s" (allowed: %s)', k, array_to_string(allowed, ', '))
       from jsonb_object_keys(v) as k where k <> all (allowed) order by k limit 1),
      (select format('the field "%s" is missing', r)
       from unnest(required) as r where not v ? r limit 1))
  end
$$;

-- Each key's rule ---------------------------------------------------------------------------

-- The reason `value` is not a valid `key`, or null when it is. Keys and shapes:
-- docs/decisions/0032-site-settings-shapes.md. A new setting key is added here and in
-- src/lib/site-settings/write-schemas.ts.
create or replace function private.site_setting_problem(key text, value jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  problem text;
  item jsonb;
  i integer;
  f text;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return 'a value is required (delete the row to use the built-in default)';
  end if;

  case
  when key = 'social_media_links' then
    problem := private.setting_keys_problem(value,
      array['facebook', 'instagram', 'youtube', 'twitter', 'threads'], array[]::text[]);
    if problem is not null then return problem; end if;
    if value = '{}'::jsonb then return 'at least one link is required'; end if;
    for f in select k from jsonb_object_keys(value) as k order by k loop
      if not private.setting_is_http_url(value -> f) then
        return format('"%s" must be an http(s) address', f);
      end if;
    end loop;

  when key = 'contact_info' then
    problem := private.setting_keys_problem(value, array['address', 'phone', 'email'],
      array['address', 'phone', 'email']);
    if problem is not null then return problem; end if;
    problem := private.setting_keys_problem(value -> 'address',
      array['street', 'city', 'state', 'zip', 'country'], array['street', 'city']);
    if problem is not null then return 'address: ' || problem; end if;
    if not private.setting_is_text(value #> '{address,street}', 200) then
      return 'address: the street must be text of at most 200 characters';
    end if;
    if not private.setting_is_text(value #> '{address,city}', 100) then
      return 'address: the city must be text of at most 100 characters';
    end if;
    foreach f in array array['state', 'zip', 'country'] loop
      if value -> 'address' ? f and not private.setting_is_optional_text(value -> 'address' -> f, 100) then
        return format('address: the %s must be text of at most 100 characters', f);
      end if;
    end loop;
    if not private.setting_is_text(value -> 'phone', 40) then
      return 'the phone must be text of at most 40 characters';
    end if;
    if not private.setting_is_email(value -> 'email') then
      return 'the email must be an e-mail address';
    end if;

  when key = 'service_times' then
    if jsonb_typeof(value) <> 'array' then
      return 'it must be a list of { day, time, label }';
    end if;
    if jsonb_array_length(value) not between 1 and 20 then
      return 'it must list 1 to 20 services';
    end if;
    i := 0;
    for item in select e from jsonb_array_elements(value) as e loop
      i := i + 1;
      problem := private.setting_keys_problem(item, array['day', 'time', 'label'],
        array['day', 'time', 'label']);
      if problem is not null then return format('service %s: %s', i, problem); end if;
      if jsonb_typeof(item -> 'day') <> 'string' or (item ->> 'day') <> all (array['sunday', 'monday',
          'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) then
        return format('service %s: the day must be one of sunday, monday, tuesday, wednesday, thursday, friday, saturday', i);
      end if;
      if jsonb_typeof(item -> 'time') <> 'string' or (item ->> 'time') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
        return format('service %s: the time must be 24-hour HH:MM, e.g. 09:00 or 19:30', i);
      end if;
      if not private.setting_is_text(item -> 'label', 60) then
        return format('service %s: the label must be text of at most 60 characters', i);
      end if;
    end loop;

  when key = 'service_times_ticker' then
    if not private.setting_is_text(value, 500) then
      return 'it must be text of at most 500 characters';
    end if;

  when key = 'map_url' then
    if not private.setting_is_http_url(value, true) then
      return 'it must be an https address';
    end if;

  when key in ('banner_image_default', 'banner_image_about_page', 'banner_image_events_page',
               'banner_image_sermons_page', 'banner_image_donate_page', 'banner_image_gallery_page',
               'banner_image_pastors_corner', 'banner_image_live', 'banner_image_contact',
               'banner_image_first_timer_form') then
    if not private.setting_is_site_url(value) then
      return 'it must be an http(s) address or a path on this site';
    end if;

  when key = 'about_us_vision_mission' then
    problem := private.setting_keys_problem(value,
      array['vision_title', 'vision_points', 'mission_title', 'mission_text'],
      array['vision_title', 'vision_points', 'mission_title', 'mission_text']);
    if problem is not null then return problem; end if;
    if not private.setting_is_text(value -> 'vision_title', 200)
       or not private.setting_is_text(value -> 'mission_title', 200) then
      return 'the titles must be text of at most 200 characters';
    end if;
    if not private.setting_is_text(value -> 'mission_text', 5000) then
      return 'the mission text must be text of at most 5000 characters';
    end if;
    if jsonb_typeof(value -> 'vision_points') <> 'array'
       or jsonb_array_length(value -> 'vision_points') not between 1 and 20
       or exists (select 1 from jsonb_array_elements(value -> 'vision_points') as e
                  where not private.setting_is_text(e, 500)) then
      return 'the vision points must be a list of 1 to 20 texts of at most 500 characters';
    end if;

  when key in ('about_us_mandate', 'about_us_history') then
    problem := private.setting_keys_problem(value, array['title', 'text'], array['title', 'text']);
    if problem is not null then return problem; end if;
    if not private.setting_is_text(value -> 'title', 200) then
      return 'the title must be text of at most 200 characters';
    end if;
    if not private.setting_is_text(value -> 'text', 10000) then
      return 'the text must be text of at most 10000 characters';
    end if;

  when key = 'about_us_values' then
    problem := private.setting_keys_problem(value, array['title', 'items'], array['title', 'items']);
    if problem is not null then return problem; end if;
    if not private.setting_is_text(value -> 'title', 200) then
      return 'the title must be text of at most 200 characters';
    end if;
    if jsonb_typeof(value -> 'items') <> 'array' or jsonb_array_length(value -> 'items') not between 1 and 20 then
      return 'the items must be a list of 1 to 20 values';
    end if;
    i := 0;
    for item in select e from jsonb_array_elements(value -> 'items') as e loop
      i := i + 1;
      problem := private.setting_keys_problem(item, array['id', 'iconName', 'title', 'description'],
        array['id', 'iconName', 'title', 'description']);
      if problem is not null then return format('value %s: %s', i, problem); end if;
      if not private.setting_is_text(item -> 'id', 100) then
        return format('value %s: the id must be text of at most 100 characters', i);
      end if;
      if jsonb_typeof(item -> 'iconName') <> 'string'
         or (item ->> 'iconName') <> all (array['Heart', 'Award', 'Handshake', 'Users']) then
        return format('value %s: the icon must be one of Heart, Award, Handshake, Users', i);
      end if;
      if not private.setting_is_text(item -> 'title', 200) then
        return format('value %s: the title must be text of at most 200 characters', i);
      end if;
      if not private.setting_is_optional_text(item -> 'description', 2000) then
        return format('value %s: the description must be text of at most 2000 characters', i);
      end if;
    end loop;
    if (select count(distinct e ->> 'id') from jsonb_array_elements(value -> 'items') as e)
       <> jsonb_array_length(value -> 'items') then
      return 'the values'' ids must differ';
    end if;

  when key = 'about_us_leadership' then
    problem := private.setting_keys_problem(value, array['title', 'items'], array['title', 'items']);
    if problem is not null then return problem; end if;
    if not private.setting_is_text(value -> 'title', 200) then
      return 'the title must be text of at most 200 characters';
    end if;
    if jsonb_typeof(value -> 'items') <> 'array' or jsonb_array_length(value -> 'items') not between 1 and 30 then
      return 'the items must be a list of 1 to 30 leaders';
    end if;
    i := 0;
    for item in select e from jsonb_array_elements(value -> 'items') as e loop
      i := i + 1;
      problem := private.setting_keys_problem(item, array['id', 'name', 'role', 'image', 'bio'],
        array['id', 'name', 'role', 'image', 'bio']);
      if problem is not null then return format('leader %s: %s', i, problem); end if;
      if not private.setting_is_text(item -> 'id', 100) then
        return format('leader %s: the id must be text of at most 100 characters', i);
      end if;
      if not private.setting_is_text(item -> 'name', 200) then
        return format('leader %s: the name must be text of at most 200 characters', i);
      end if;
      if not private.setting_is_optional_text(item -> 'role', 200) then
        return format('leader %s: the role must be text of at most 200 characters', i);
      end if;
      if jsonb_typeof(item -> 'image') <> 'null' and not private.setting_is_site_url(item -> 'image') then
        return format('leader %s: the photo must be null, an http(s) address or a path on this site', i);
      end if;
      if not private.setting_is_optional_text(item -> 'bio', 5000) then
        return format('leader %s: the bio must be text of at most 5000 characters', i);
      end if;
    end loop;
    if (select count(distinct e ->> 'id') from jsonb_array_elements(value -> 'items') as e)
       <> jsonb_array_length(value -> 'items') then
      return 'the leaders'' ids must differ';
    end if;

  when key = 'live_stream_youtube_url' then
    if not private.setting_is_http_url(value) then
      return 'it must be an http(s) address';
    end if;

  when key = 'service_information_live_page' then
    problem := private.setting_keys_problem(value, array['title', 'times_line1', 'times_line2'],
      array['title', 'times_line1', 'times_line2']);
    if problem is not null then return problem; end if;
    foreach f in array array['title', 'times_line1', 'times_line2'] loop
      if not private.setting_is_text(value -> f, 200) then
        return format('"%s" must be text of at most 200 characters', f);
      end if;
    end loop;

  when key in ('youtube_channel_url', 'live_page_meeting_link_teams', 'live_page_meeting_link_zoom',
               'live_page_meeting_link_google_meet') then
    problem := private.setting_keys_problem(value, array['url', 'label'], array['url', 'label']);
    if problem is not null then return problem; end if;
    if not private.setting_is_http_url(value -> 'url') then
      return 'the url must be an http(s) address';
    end if;
    if not private.setting_is_text(value -> 'label', 100) then
      return 'the label must be text of at most 100 characters';
    end if;

  when key = 'podcast_info' then
    problem := private.setting_keys_problem(value,
      array['title', 'description', 'author', 'owner_name', 'owner_email', 'image_url', 'explicit',
            'category', 'subcategory', 'language'],
      array[]::text[]);
    if problem is not null then return problem; end if;
    -- Every field is optional: the feed has a built-in default for each (private.podcast_info).
    foreach f in array array['title', 'author', 'owner_name', 'category', 'subcategory'] loop
      if value ? f and not private.setting_is_text(value -> f, 200) then
        return format('"%s" must be text of at most 200 characters', f);
      end if;
    end loop;
    if value ? 'description' and not private.setting_is_text(value -> 'description', 4000) then
      return '"description" must be text of at most 4000 characters';
    end if;
    if value ? 'owner_email' and not private.setting_is_email(value -> 'owner_email') then
      return '"owner_email" must be an e-mail address';
    end if;
    if value ? 'image_url' and not private.setting_is_http_url(value -> 'image_url') then
      return '"image_url" must be an http(s) address';
    end if;
    if value ? 'explicit' and jsonb_typeof(value -> 'explicit') <> 'boolean' then
      return '"explicit" must be true or false';
    end if;
    if value ? 'language' and (jsonb_typeof(value -> 'language') <> 'string'
       or (value ->> 'language') !~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$') then
      return '"language" must be a lower-case language code such as en-us';
    end if;

  when key = 'site_identity' then
    problem := private.setting_keys_problem(value, array['name', 'url', 'time_zone', 'language', 'api_url'],
      array[]::text[]);
    if problem is not null then return problem; end if;
    -- Every field is optional: the feeds have a built-in default for each (private.site_identity).
    if value ? 'name' and not private.setting_is_text(value -> 'name', 200) then
      return '"name" must be text of at most 200 characters';
    end if;
    if value ? 'url' and not private.setting_is_http_url(value -> 'url') then
      return '"url" must be an http(s) address';
    end if;
    if value ? 'api_url' and not private.setting_is_http_url(value -> 'api_url') then
      return '"api_url" must be an http(s) address';
    end if;
    if value ? 'time_zone' and jsonb_typeof(value -> 'time_zone') <> 'string'
       or value ? 'time_zone' and (value ->> 'time_zone') !~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)+$|^UTC$' then
      return '"time_zone" must be an IANA time zone such as America/Indiana/Indianapolis';
    end if;
    if value ? 'time_zone' and not exists (select 1 from pg_catalog.pg_timezone_names as z
                                          where z.name = value ->> 'time_zone') then
      return format('"%s" is not a known time zone', value ->> 'time_zone');
    end if;
    if value ? 'language' and (jsonb_typeof(value -> 'language') <> 'string'
       or (value ->> 'language') !~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$') then
      return '"language" must be a lower-case language code such as en-us';
    end if;

  else
    -- A key the site does not read: nothing to check (parts of the product add their own keys
    -- in their migrations; a key is checked from when its rule is added here).
    return null;
  end case;
  return null;
end
$$;

comment on function private.site_setting_problem(text, jsonb) is
  'Why a site_settings value has the wrong shape for its key (null when it is right); one rule per key, in step with src/lib/site-settings/write-schemas.ts.';
revoke execute on function private.site_setting_problem(text, jsonb) from public, anon;
grant execute on function private.site_setting_problem(text, jsonb) to authenticated, service_role;

-- The trigger -------------------------------------------------------------------------------

create or replace function private.check_site_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text := private.site_setting_problem(new.setting_key, new.setting_value);
begin
  if problem is not null then
    raise exception using
      errcode = 'check_violation',
      message = format('The setting %s has the wrong shape: %s.', new.setting_key, problem),
      detail = 'site_setting_shape',
      hint = 'See docs/decisions/0032-site-settings-shapes.md for the shape of each key.';
  end if;
  return new;
end
$$;

comment on function private.check_site_setting() is
  'Trigger: refuses a site_settings value whose shape its key does not allow (SQLSTATE 23514, detail site_setting_shape).';
revoke execute on function private.check_site_setting() from public, anon, authenticated;

-- Free-text service times become structured -------------------------------------------------

-- '9:00 AM & 11:00 AM' -> {09:00, 11:00}; '7 pm' -> {19:00}. Times outside 1-12 are skipped.
create or replace function private.service_times_in_text(text_value text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(
      lpad(((m[1]::integer % 12) + case when lower(m[3]) = 'p' then 12 else 0 end)::text, 2, '0')
      || ':' || coalesce(m[2], '00')
      order by n), '{}')
  from regexp_matches(coalesce(text_value, ''), '\m(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\M\.?', 'gi')
         with ordinality as t(m, n)
  where m[1]::integer between 1 and 12 and coalesce(m[2], '00')::integer < 60
$$;

-- The first English weekday named in `text_value` ('Wednesdays', 'wed', 'Sunday'), or null.
create or replace function private.weekday_in_text(text_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case lower(left(m[1], 3))
    when 'sun' then 'sunday' when 'mon' then 'monday' when 'tue' then 'tuesday'
    when 'wed' then 'wednesday' when 'thu' then 'thursday' when 'fri' then 'friday'
    when 'sat' then 'saturday' end
  from regexp_matches(coalesce(text_value, ''),
    '\m(sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sun|mon|tues?|wed|thu|thur|thurs|fri|sat)\M',
    'i') as m
  limit 1
$$;

-- A label from a free-text key: 'midweek' / 'mid_week' -> 'Mid-Week', 'friday prayer' -> 'Friday Prayer'.
create or replace function private.service_label(key_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when lower(regexp_replace(key_text, '[\s_-]+', '', 'g')) = 'midweek' then 'Mid-Week'
    else initcap(btrim(regexp_replace(key_text, '[\s_]+', ' ', 'g')))
  end
$$;

-- The structured list from any of the free-text shapes the site used to read (see
-- src/lib/site-settings/service-times.ts before issue 24): one entry per time found, on the
-- weekday named in the time text or else in the label; entries without both are dropped. An
-- already structured list is returned unchanged; null when nothing usable is left.
create or replace function private.structured_service_times(value jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  lines jsonb := '[]'::jsonb;
  result jsonb := '[]'::jsonb;
  line record;
  day text;
  t text;
begin
  if private.site_setting_problem('service_times', value) is null then
    return value;
  end if;
  -- Every shape as (label, time text) lines.
  if jsonb_typeof(value) = 'array' then
    select coalesce(jsonb_agg(jsonb_build_object(
             'label', coalesce(e ->> 'day', e ->> 'label', e ->> 'name'),
             'time', case jsonb_typeof(coalesce(e -> 'time', e -> 'times'))
                       when 'array' then (select string_agg(x, ' & ') from jsonb_array_elements_text(coalesce(e -> 'time', e -> 'times')) as x)
                       else coalesce(e ->> 'time', e ->> 'times') end)), '[]')
      into lines
      from jsonb_array_elements(value) as e
      where jsonb_typeof(e) = 'object';
  elsif jsonb_typeof(value) = 'object' then
    select coalesce(jsonb_agg(jsonb_build_object(
             'label', private.service_label(k),
             'time', case jsonb_typeof(v)
                       when 'array' then (select string_agg(x, ' & ') from jsonb_array_elements_text(v) as x)
                       when 'object' then concat_ws(' ', v ->> 'day', coalesce(v ->> 'time', v ->> 'times'))
                       else v #>> '{}' end)), '[]')
      into lines
      from jsonb_each(value) as kv(k, v);
  end if;

  for line in select e ->> 'label' as label, e ->> 'time' as time_text from jsonb_array_elements(lines) as e loop
    day := coalesce(private.weekday_in_text(line.time_text), private.weekday_in_text(line.label));
    continue when day is null or coalesce(btrim(line.label), '') = '';
    foreach t in array private.service_times_in_text(line.time_text) loop
      result := result || jsonb_build_array(jsonb_build_object(
        'day', day, 'time', t, 'label', left(btrim(line.label), 60)));
    end loop;
  end loop;
  if jsonb_array_length(result) = 0 or jsonb_array_length(result) > 20 then
    return null;
  end if;
  return result;
end
$$;

comment on function private.structured_service_times(jsonb) is
  'The structured service_times list ([{day, time, label}]) from a free-text value of an older shape; null when nothing usable is in it.';
revoke execute on function private.structured_service_times(jsonb) from public, anon, authenticated;

-- Migrate: a free-text value becomes its structured list; one with nothing usable is removed
-- (the site then shows its built-in schedule, as it did for such a value).
update public.site_settings
set setting_value = private.structured_service_times(setting_value)
where setting_key = 'service_times'
  and private.site_setting_problem('service_times', setting_value) is not null
  and private.structured_service_times(setting_value) is not null;
delete from public.site_settings
where setting_key = 'service_times'
  and private.site_setting_problem('service_times', setting_value) is not null;

create trigger site_settings_check_shape before insert or update on public.site_settings
  for each row execute function private.check_site_setting();
