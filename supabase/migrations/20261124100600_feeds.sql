-- Subscribe feeds: a calendar (RFC 5545), a sermon podcast (RSS 2.0 + itunes + podcast namespaces)
-- and a blog feed (RSS 2.0), served by PostgREST from Postgres functions, with no server of ours.
--
-- How PostgREST serves them (docs "Media Type Handlers", issues PostgREST#3391 and #3392):
--   * Calendar and podcast apps send no Accept header we control (or `Accept: */*`) and cannot
--     send an `apikey` header. A function returning a domain named "text/calendar" would answer
--     them with JSON; a function returning the "*/*" domain answers every client, with the
--     Content-Type the function sets through `response.headers`.
--   * The key travels in the query string (`?apikey=<anon key>`). PostgREST passes query
--     parameters of a GET /rpc call as arguments, so each feed declares `apikey text default null`
--     and ignores it.
--   * The feeds are `security invoker` and `stable` with an empty search_path: they read with the
--     caller's rights (anon reads what the pages read), never write, and cap their output.
--   * The one thing anon cannot read itself is the size of an audio file (storage.objects has no
--     read policy for visitors, so that a bucket cannot be listed); see
--     private.public_object_metadata below.
--
-- Addresses written into the feeds:
--   * pages of the website: `site_identity.url` (default http://localhost:5173, the dev server);
--   * public files: `<API URL>/storage/v1/object/public/<bucket>/<path>`, where the API URL is
--     `site_identity.api_url` when set, else the address the request came in on
--     (X-Forwarded-Proto/-Host/-Port from the gateway, else Host), else http://127.0.0.1:54321.
-- Decision record: docs/decisions/0009-feeds-served-by-postgrest.md.

-- The media type domain ------------------------------------------------------------------------

-- PostgREST picks the response media type from the name of the function's return domain; "*/*"
-- matches any Accept header, including none. bytea, so that PostgREST sends the bytes as they are.
-- Created only when missing: another feature may have declared the same handler domain.
do $$
begin
  if not exists (
    select 1 from pg_catalog.pg_type as t
    join pg_catalog.pg_namespace as n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typname = '*/*'
  ) then
    create domain public."*/*" as bytea;
  end if;
end;
$$;

comment on domain public."*/*" is 'PostgREST media type handler for any Accept header: functions returning it set their own Content-Type through response.headers.';

-- Sermon audio length ---------------------------------------------------------------------------

alter table public.sermons
  add column audio_duration_seconds integer
    check (audio_duration_seconds > 0 and audio_duration_seconds <= 86400);

comment on column public.sermons.audio_duration_seconds is 'Length of the audio file in whole seconds (podcast itunes:duration); null when unknown.';

-- Staff set it with the rest of a sermon (the column grants of the policies migration).
grant insert (audio_duration_seconds), update (audio_duration_seconds) on table public.sermons to authenticated;

-- Helpers (schema private: not exposed by PostgREST) ------------------------------------------

create schema if not exists private;
comment on schema private is 'Helpers of the public API functions; not exposed by PostgREST.';
revoke all on schema private from public;
-- The feeds run as the caller (anon), so the caller needs to reach their helpers.
grant usage on schema private to anon, authenticated, service_role;

-- XML character data and attribute values (XML 1.0 §2.2, §2.4): drops the characters XML 1.0
-- forbids (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) and escapes
-- the five markup characters, so that no value can end an element, open a CDATA section or close
-- one (']]>' becomes ']]&gt;').
create or replace function private.xml_text(value text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(
    regexp_replace(coalesce(value, ''), '[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]', '', 'g'),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&apos;');
$$;

-- An RFC 5545 TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break
-- (CRLF, CR or LF) written as '\n', and the control characters TEXT may not hold removed
-- (tab is allowed).
create or replace function private.ics_text(value text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select replace(
    replace(replace(replace(
      regexp_replace(
        regexp_replace(coalesce(value, ''), '\r\n|\r', E'\n', 'g'),
        '[\u0001-\u0008\u000B-\u001F\u007F]', '', 'g'),
      '\', '\\'), ';', '\;'), ',', '\,'),
    E'\n', '\n');
$$;

-- One RFC 5545 content line, folded (§3.1): no line longer than 75 octets (excluding the CRLF),
-- continuation lines start with one space, and a multi-octet UTF-8 character is never split.
-- Lines are joined with CRLF; the caller ends the last one.
-- Works on the UTF-8 bytes, so each physical line costs a few operations whatever its length: cut
-- after 75 octets (74 after the leading space), then step back while the cut falls on a
-- continuation byte (10xxxxxx), i.e. inside a character.
create or replace function private.ics_line(name text, value text)
returns text
language plpgsql
immutable
parallel safe
security invoker
set search_path = ''
as $$
declare
  line constant bytea := convert_to(name || ':' || coalesce(value, ''), 'UTF8');
  total constant integer := length(line);
  pieces bytea[] := '{}';
  start integer := 0;
  room integer := 75;
  cut integer;
begin
  if total <= 75 then
    return convert_from(line, 'UTF8');
  end if;
  loop
    cut := least(start + room, total);
    while cut < total and (get_byte(line, cut) & 192) = 128 loop
      cut := cut - 1;
    end loop;
    pieces := pieces || substring(line from start + 1 for cut - start);
    start := cut;
    exit when start >= total;
    room := 74;
  end loop;
  return convert_from(
    (select string_agg(p.piece, '\x0d0a20'::bytea order by p.n) from unnest(pieces) with ordinality as p (piece, n)),
    'UTF8');
end;
$$;

-- RFC 5545 DATE-TIME in UTC (§3.3.5, form #2), e.g. 20261129T140000Z.
create or replace function private.ics_utc(ts timestamptz)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select to_char(ts at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"');
$$;

-- RFC 2822 §3.3 date-time in UTC, e.g. 'Sun, 29 Nov 2026 17:00:00 +0000' (RSS 2.0 pubDate).
-- to_char's Dy and Mon are English whatever lc_time is (only the TM prefix localises them).
create or replace function private.rfc2822(ts timestamptz)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select to_char(ts at time zone 'UTC', 'Dy, DD Mon YYYY HH24:MI:SS "+0000"');
$$;

-- Percent-encodes a storage path for a URL (RFC 3986 §2.1): every octet other than unreserved
-- characters and '/' becomes %XX.
create or replace function private.url_path(object_path text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select coalesce(string_agg(
    case
      when c.ch ~ '^[A-Za-z0-9._~/-]$' then c.ch
      else upper(regexp_replace(encode(convert_to(c.ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g'))
    end, '' order by c.position), '')
  from regexp_split_to_table(object_path, '') with ordinality as c (ch, position);
$$;

-- An http(s) address without a trailing slash, or null when the value is not one (so that a
-- setting with a typo falls back to the default instead of writing a broken address).
create or replace function private.http_base(value text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select case
    when value ~* '^https?://[^[:space:][:cntrl:]"<>\\^`{|}]+$' then rtrim(value, '/')
  end;
$$;

-- The site's identity for the feeds: setting `site_identity` over built-in defaults.
--   name       the church's name (calendar name, podcast author)       'Our Church'
--   url        the public website, for page links                      'http://localhost:5173'
--   time_zone  IANA zone of the church (sermon days, X-WR-TIMEZONE)    'America/Indiana/Indianapolis'
--   language   RSS language code                                       'en-us'
--   api_url    the Supabase project URL; when absent the request's own address is used
-- Only string values replace a default; an unknown time zone falls back to the default.
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
  ),
  merged as (
    select jsonb_build_object(
      'name', coalesce(nullif(btrim(g.v ->> 'name'), ''), 'Our Church'),
      'url', coalesce(private.http_base(g.v ->> 'url'), 'http://localhost:5173'),
      'time_zone', coalesce(
        (select z.name from pg_catalog.pg_timezone_names as z where z.name = g.v ->> 'time_zone'),
        'America/Indiana/Indianapolis'),
      'language', coalesce(nullif(btrim(g.v ->> 'language'), ''), 'en-us'),
      'api_url', private.http_base(g.v ->> 'api_url')
    ) as identity
    from given as g
  )
  select m.identity from merged as m;
$$;

-- The API's public address: site_identity.api_url, else the address the request came in on (a
-- gateway's X-Forwarded-Proto/-Host/-Port, else Host), else the local stack's default. Header
-- values are accepted only when they look like a host name, so a forged Host cannot inject text.
create or replace function private.api_url(identity jsonb)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  with h as (
    select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as headers
  ),
  parts as (
    select
      btrim(split_part(coalesce(h.headers ->> 'x-forwarded-host', h.headers ->> 'host'), ',', 1)) as host,
      btrim(split_part(h.headers ->> 'x-forwarded-proto', ',', 1)) as proto,
      btrim(split_part(h.headers ->> 'x-forwarded-port', ',', 1)) as port,
      h.headers ? 'x-forwarded-host' as forwarded
    from h
  )
  select coalesce(
    identity ->> 'api_url',
    (select
       case when p.proto in ('http', 'https') then p.proto
            when p.host ~* '^(localhost|127\.[0-9.]+|\[::1\])(:[0-9]+)?$' then 'http'
            else 'https' end
       || '://' || p.host
       || case when p.forwarded and p.host !~ ':[0-9]+$' and p.port ~ '^[0-9]{1,5}$'
                    and p.port not in ('80', '443') then ':' || p.port else '' end
     from parts as p
     where p.host ~* '^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$'
        or p.host ~ '^\[[0-9a-fA-F:]+\](:[0-9]{1,5})?$'),
    'http://127.0.0.1:54321');
$$;

-- Public address of a file in a public bucket (Storage's /object/public route).
create or replace function private.public_object_url(api_url text, bucket text, object_path text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select api_url || '/storage/v1/object/public/' || bucket || '/' || private.url_path(object_path);
$$;

-- Size and media type of one object in a PUBLIC bucket, from Storage's own metadata.
-- security definer because visitors have no read policy on storage.objects (a policy would let
-- them list whole buckets, see the storage migration). Exposure is narrow: one object, named
-- exactly, of a public bucket (whose bytes anyone may already download), and only these two
-- fields; the schema is not exposed by PostgREST, so only our feed functions call it.
create or replace function private.public_object_metadata(bucket text, object_path text)
returns table (size_bytes bigint, mimetype text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case when jsonb_typeof(o.metadata -> 'size') = 'number' then (o.metadata ->> 'size')::bigint end,
    o.metadata ->> 'mimetype'
  from storage.objects as o
  join storage.buckets as b on b.id = o.bucket_id
  where b.public and o.bucket_id = bucket and o.name = object_path;
$$;

-- Content-Type and Cache-Control of the response (PostgREST `response.headers`).
create or replace function private.set_feed_headers(content_type text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select null::void from (
    select set_config('response.headers', json_build_array(
      json_build_object('Content-Type', content_type),
      json_build_object('Cache-Control', 'public, max-age=900')
    )::text, true)
  ) as done;
$$;

-- The feed's own address (atom:link rel="self"), as a subscriber fetches it: parameters in name
-- order, values with every octet but the unreserved characters percent-encoded (the address the
-- front end's feedUrl() builds, character for character).
create or replace function private.feed_self_url(api_url text, rpc text, params jsonb)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select api_url || '/rest/v1/rpc/' || rpc || coalesce('?' || (
    select string_agg(p.key || '=' || replace(private.url_path(p.value), '/', '%2F'), '&' order by p.key)
    from jsonb_each_text(jsonb_strip_nulls(params)) as p
  ), '');
$$;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;

-- Calendar feed ---------------------------------------------------------------------------------

-- Every event from 90 days ago onwards (at most 500, soonest first), as the event page shows it:
-- title, start, end (60 minutes when there is none, spec §9), location, description and the
-- page's address. Times are UTC (RFC 5545 §3.3.5 form #2), so no VTIMEZONE is needed.
-- UID: '<event id>@church-website.events', the same as the event page's .ics download.
create or replace function public.calendar_feed(apikey text default null)
returns public."*/*"
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  identity constant jsonb := private.site_identity();
  site constant text := identity ->> 'url';
  body text;
begin
  perform private.set_feed_headers('text/calendar; charset=utf-8');

  with events as (
    select e.id, e.title, e.description, e.location, e.start_time,
           coalesce(e.end_time, e.start_time + interval '60 minutes') as end_time
    from public.church_events as e
    where e.start_time >= now() - interval '90 days'
    order by e.start_time, e.id
    limit 500
  ),
  vevents as (
    select string_agg(
      concat_ws(E'\r\n',
        'BEGIN:VEVENT',
        private.ics_line('UID', ev.id::text || '@church-website.events'),
        private.ics_line('DTSTAMP', private.ics_utc(now())),
        private.ics_line('DTSTART', private.ics_utc(ev.start_time)),
        private.ics_line('DTEND', private.ics_utc(ev.end_time)),
        private.ics_line('SUMMARY', private.ics_text(ev.title)),
        case when ev.description ~ '\S' then private.ics_line('DESCRIPTION', private.ics_text(ev.description)) end,
        case when ev.location ~ '\S' then private.ics_line('LOCATION', private.ics_text(ev.location)) end,
        private.ics_line('URL', site || '/events/' || ev.id::text),
        'END:VEVENT'),
      E'\r\n' order by ev.start_time, ev.id) as lines
    from events as ev
  )
  select concat_ws(E'\r\n',
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Church Website//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    private.ics_line('X-WR-CALNAME', private.ics_text((identity ->> 'name') || ' Events')),
    private.ics_line('X-WR-CALDESC', private.ics_text('Events of ' || (identity ->> 'name'))),
    private.ics_line('X-WR-TIMEZONE', identity ->> 'time_zone'),
    'REFRESH-INTERVAL;VALUE=DURATION:PT4H',
    'X-PUBLISHED-TTL:PT4H',
    v.lines,
    'END:VCALENDAR') || E'\r\n'
  into body
  from vevents as v;

  return convert_to(body, 'UTF8')::public."*/*";
end;
$$;

comment on function public.calendar_feed(text) is 'iCalendar feed (text/calendar) of every event from 90 days ago onwards. GET /rest/v1/rpc/calendar_feed?apikey=<anon key>; apikey is ignored (it only carries the key past the gateway).';

-- Podcast feed ----------------------------------------------------------------------------------

-- Channel details: setting `podcast_info` over built-in defaults (README, "Subscribe feeds"):
--   title, description, author, owner_name, owner_email, image_url, explicit (boolean),
--   category, subcategory, language.
create or replace function private.podcast_info(identity jsonb, api_url text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with given as (
    select coalesce(
      (select s.setting_value from public.site_settings as s
       where s.setting_key = 'podcast_info' and jsonb_typeof(s.setting_value) = 'object'),
      '{}'::jsonb) as v,
      (select s.setting_value ->> 'email' from public.site_settings as s
       where s.setting_key = 'contact_info' and jsonb_typeof(s.setting_value) = 'object') as contact_email
  )
  select jsonb_build_object(
    'title', coalesce(nullif(btrim(g.v ->> 'title'), ''), (identity ->> 'name') || ' Sermons'),
    'description', coalesce(nullif(btrim(g.v ->> 'description'), ''),
      'Sermons preached at ' || (identity ->> 'name') || '.'),
    'author', coalesce(nullif(btrim(g.v ->> 'author'), ''), identity ->> 'name'),
    'owner_name', coalesce(nullif(btrim(g.v ->> 'owner_name'), ''), identity ->> 'name'),
    'owner_email', coalesce(nullif(btrim(g.v ->> 'owner_email'), ''), nullif(btrim(g.contact_email), ''),
      'info@example.org'),
    'image_url', coalesce(private.http_base(g.v ->> 'image_url'),
      private.public_object_url(api_url, 'sermon-covers', 'podcast-cover.jpg')),
    'explicit', case when jsonb_typeof(g.v -> 'explicit') = 'boolean' then g.v -> 'explicit' else 'false'::jsonb end,
    'category', coalesce(nullif(btrim(g.v ->> 'category'), ''), 'Religion & Spirituality'),
    'subcategory', coalesce(nullif(btrim(g.v ->> 'subcategory'), ''), 'Christianity'),
    'language', coalesce(nullif(btrim(g.v ->> 'language'), ''), identity ->> 'language')
  )
  from given as g;
$$;

revoke execute on function private.podcast_info(jsonb, text) from public;
grant execute on function private.podcast_info(jsonb, text) to anon, authenticated, service_role;

-- One item per sermon whose audio file is stored (at most 500, newest first), or only those of one
-- series or one speaker. guid is the sermon id (it never changes when a sermon is edited); pubDate
-- is noon of the sermon's day in the church's time zone; the enclosure's length is the stored
-- object's size in bytes.
create or replace function public.podcast_feed(
  apikey text default null,
  series text default null,
  speaker text default null
)
returns public."*/*"
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  identity constant jsonb := private.site_identity();
  api constant text := private.api_url(identity);
  info constant jsonb := private.podcast_info(identity, api);
  site constant text := identity ->> 'url';
  only_series constant text := nullif(btrim(podcast_feed.series), '');
  only_speaker constant text := nullif(btrim(podcast_feed.speaker), '');
  explicit constant text := case when (info -> 'explicit')::boolean then 'true' else 'false' end;
  channel_title text := info ->> 'title';
  channel_link text := site || '/sermons';
  body text;
begin
  perform private.set_feed_headers('application/rss+xml; charset=utf-8');

  if only_series is not null then
    channel_title := channel_title || ': ' || only_series;
  elsif only_speaker is not null then
    channel_title := channel_title || ': ' || only_speaker;
  end if;

  with episodes as (
    select s.id, s.title, s.speaker, s.description, s.date, s.audio_duration_seconds,
           s.audio_file_path, o.size_bytes, coalesce(o.mimetype, 'audio/mpeg') as mimetype,
           case
             when s.cover_image_source_type = 'supabase' and s.cover_image_path ~ '\S'
               then private.public_object_url(api, 'sermon-covers', s.cover_image_path)
             when s.cover_image_source_type = 'external_url' then private.http_base(s.cover_image_external_url)
           end as cover_url,
           ((s.date + time '12:00') at time zone (identity ->> 'time_zone')) as published
    from public.sermons as s
    cross join lateral private.public_object_metadata('sermon-audio', s.audio_file_path) as o
    where s.audio_file_path ~ '\S'
      and o.size_bytes is not null
      and (only_series is null or s.series = only_series)
      and (only_speaker is null or s.speaker = only_speaker)
    order by s.date desc, s.id
    limit 500
  ),
  items as (
    select string_agg(concat(
      '<item>',
      '<title>', private.xml_text(ep.title), '</title>',
      '<description>', private.xml_text(coalesce(nullif(btrim(ep.description), ''), ep.title)), '</description>',
      '<link>', private.xml_text(site || '/sermons/' || ep.id::text), '</link>',
      '<guid isPermaLink="false">', ep.id::text, '</guid>',
      '<pubDate>', private.rfc2822(ep.published), '</pubDate>',
      '<enclosure url="', private.xml_text(private.public_object_url(api, 'sermon-audio', ep.audio_file_path)),
        '" length="', ep.size_bytes::text, '" type="', private.xml_text(ep.mimetype), '"/>',
      '<itunes:author>', private.xml_text(ep.speaker), '</itunes:author>',
      case when ep.audio_duration_seconds is not null
        then '<itunes:duration>' || ep.audio_duration_seconds::text || '</itunes:duration>' end,
      case when ep.cover_url is not null
        then '<itunes:image href="' || private.xml_text(ep.cover_url) || '"/>' end,
      '<itunes:episodeType>full</itunes:episodeType>',
      '<itunes:explicit>', explicit, '</itunes:explicit>',
      '</item>'), E'\n' order by ep.date desc, ep.id) as xml,
      max(ep.published) as newest
    from episodes as ep
  )
  select concat(
    '<?xml version="1.0" encoding="UTF-8"?>', E'\n',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
    ' xmlns:podcast="https://podcastindex.org/namespace/1.0"',
    ' xmlns:atom="http://www.w3.org/2005/Atom">', E'\n',
    '<channel>', E'\n',
    '<title>', private.xml_text(channel_title), '</title>', E'\n',
    '<link>', private.xml_text(channel_link), '</link>', E'\n',
    '<atom:link href="', private.xml_text(private.feed_self_url(api, 'podcast_feed',
      jsonb_build_object('apikey', podcast_feed.apikey, 'series', only_series, 'speaker', only_speaker))),
      '" rel="self" type="application/rss+xml"/>', E'\n',
    '<description>', private.xml_text(info ->> 'description'), '</description>', E'\n',
    '<language>', private.xml_text(info ->> 'language'), '</language>', E'\n',
    '<copyright>', private.xml_text('© ' || (identity ->> 'name')), '</copyright>', E'\n',
    case when i.newest is not null then '<lastBuildDate>' || private.rfc2822(i.newest) || '</lastBuildDate>' || E'\n' end,
    '<image><url>', private.xml_text(info ->> 'image_url'), '</url><title>', private.xml_text(channel_title),
      '</title><link>', private.xml_text(channel_link), '</link></image>', E'\n',
    '<itunes:author>', private.xml_text(info ->> 'author'), '</itunes:author>', E'\n',
    '<itunes:owner><itunes:name>', private.xml_text(info ->> 'owner_name'), '</itunes:name><itunes:email>',
      private.xml_text(info ->> 'owner_email'), '</itunes:email></itunes:owner>', E'\n',
    '<itunes:image href="', private.xml_text(info ->> 'image_url'), '"/>', E'\n',
    '<itunes:category text="', private.xml_text(info ->> 'category'), '"><itunes:category text="',
      private.xml_text(info ->> 'subcategory'), '"/></itunes:category>', E'\n',
    '<itunes:explicit>', explicit, '</itunes:explicit>', E'\n',
    '<itunes:type>episodic</itunes:type>', E'\n',
    '<podcast:locked owner="', private.xml_text(info ->> 'owner_email'), '">no</podcast:locked>', E'\n',
    i.xml, case when i.xml is not null then E'\n' end,
    '</channel>', E'\n',
    '</rss>', E'\n')
  into body
  from items as i;

  return convert_to(body, 'UTF8')::public."*/*";
end;
$$;

comment on function public.podcast_feed(text, text, text) is 'Podcast RSS feed (application/rss+xml) of sermons with stored audio; series or speaker limits it to one. GET /rest/v1/rpc/podcast_feed?apikey=<anon key>[&series=...|&speaker=...]; apikey is ignored.';

-- Blog feed -------------------------------------------------------------------------------------

-- Published posts only (published_at <= now(): a draft or a scheduled post never appears, even for
-- staff), newest first, at most 500. The description is the excerpt, else the first 150
-- characters of the post (spec §9). guid is the post id: a changed slug changes the link, not the
-- item.
create or replace function public.blog_feed(apikey text default null)
returns public."*/*"
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  identity constant jsonb := private.site_identity();
  api constant text := private.api_url(identity);
  site constant text := identity ->> 'url';
  channel_title constant text := 'Pastor''s Blog | ' || (identity ->> 'name');
  channel_link constant text := site || '/pastors-corner/blog';
  body text;
begin
  perform private.set_feed_headers('application/rss+xml; charset=utf-8');

  with posts as (
    select p.id, p.title, p.slug, p.excerpt, p.content, p.published_at, p.author_name
    from public.pastor_blog_posts as p
    where p.published_at <= now()
    order by p.published_at desc, p.id
    limit 500
  ),
  items as (
    select string_agg(concat(
      '<item>',
      '<title>', private.xml_text(po.title), '</title>',
      '<link>', private.xml_text(channel_link || '/' || po.slug), '</link>',
      '<guid isPermaLink="false">', po.id::text, '</guid>',
      '<pubDate>', private.rfc2822(po.published_at), '</pubDate>',
      case when po.author_name ~ '\S' then '<dc:creator>' || private.xml_text(po.author_name) || '</dc:creator>' end,
      '<description>', private.xml_text(coalesce(nullif(btrim(po.excerpt), ''), left(po.content, 150))), '</description>',
      '</item>'), E'\n' order by po.published_at desc, po.id) as xml,
      max(po.published_at) as newest
    from posts as po
  )
  select concat(
    '<?xml version="1.0" encoding="UTF-8"?>', E'\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">', E'\n',
    '<channel>', E'\n',
    '<title>', private.xml_text(channel_title), '</title>', E'\n',
    '<link>', private.xml_text(channel_link), '</link>', E'\n',
    '<atom:link href="', private.xml_text(private.feed_self_url(api, 'blog_feed',
      jsonb_build_object('apikey', blog_feed.apikey))), '" rel="self" type="application/rss+xml"/>', E'\n',
    '<description>', private.xml_text('Posts from the pastors of ' || (identity ->> 'name') || '.'), '</description>', E'\n',
    '<language>', private.xml_text(identity ->> 'language'), '</language>', E'\n',
    case when i.newest is not null then '<lastBuildDate>' || private.rfc2822(i.newest) || '</lastBuildDate>' || E'\n' end,
    i.xml, case when i.xml is not null then E'\n' end,
    '</channel>', E'\n',
    '</rss>', E'\n')
  into body
  from items as i;

  return convert_to(body, 'UTF8')::public."*/*";
end;
$$;

comment on function public.blog_feed(text) is 'RSS feed (application/rss+xml) of published blog posts. GET /rest/v1/rpc/blog_feed?apikey=<anon key>; apikey is ignored.';

-- Grants ----------------------------------------------------------------------------------------

revoke execute on function public.calendar_feed(text) from public;
revoke execute on function public.podcast_feed(text, text, text) from public;
revoke execute on function public.blog_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;
grant execute on function public.podcast_feed(text, text, text) to anon, authenticated, service_role;
grant execute on function public.blog_feed(text) to anon, authenticated, service_role;
