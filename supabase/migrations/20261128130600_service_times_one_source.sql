-- One source for service times (docs/decisions/0032, item 5): the home page's ticker and
-- the live page's service information show the structured `service_times` setting, as the footer
-- does, so one change in Settings changes every page. What stays of the two other keys is extra
-- text: `service_times_ticker` follows the times in the ticker, and the two lines of
-- `service_information_live_page` follow them on the live page; both lines may now be empty.
--
-- The rule of every key is unchanged but for those two lines (the function as
-- 20261126160000_site_settings_shapes.sql wrote it).

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
    if not private.setting_is_text(value -> 'title', 200) then
      return '"title" must be text of at most 200 characters';
    end if;
    -- The extra lines under the service times may be empty (docs/decisions/0032).
    foreach f in array array['times_line1', 'times_line2'] loop
      if not private.setting_is_optional_text(value -> f, 200) then
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

-- The stored lines spelled out the schedule in free text ('Sundays: 9:00 AM – 12:00 PM'), which
-- the structured times now show; kept, they would contradict a changed schedule. They are
-- emptied; an admin can write extra lines (a note, the doors' time) in Settings.
update public.site_settings
set setting_value = setting_value || jsonb_build_object('times_line1', '', 'times_line2', '')
where setting_key = 'service_information_live_page'
  and jsonb_typeof(setting_value) = 'object';
