-- The public reads that are functions return the Spanish texts too (issue 43, items 4 and 5;
-- docs/decisions/0055). Tables are read with `select`, which returns the new `*_es` columns
-- already; these functions list their columns, so they are made again with the Spanish ones
-- added at the end, otherwise unchanged:
-- * `event_occurrences`: `title_es`, `description_es`, `location_es` of each date. A date whose
--   own English text differs from the series (an exception's `title`) has only that date's own
--   Spanish, so a Spanish page never shows the series' Spanish for a changed English text.
-- * `get_gallery_albums_with_covers`: an album's Spanish name (`category_es`, any of its images').
-- * `podcast_feed`: one feed per language, `language=es` for the sermons preached in Spanish
--   (`<language>es-us</language>`, Spanish titles and links under /es/, the `podcast_info_es`
--   setting over `podcast_info`); without it, or `en`, the sermons preached in English.

-- Event occurrences -------------------------------------------------------------------------------

drop function public.event_occurrences(timestamptz, timestamptz, boolean);

create function public.event_occurrences(
  range_start timestamptz,
  range_end timestamptz,
  every_one_off boolean default false
)
returns table (
  event_id uuid,
  occurrence_date date,
  original_start timestamptz,
  start_time timestamptz,
  end_time timestamptz,
  title text,
  description text,
  location text,
  cover_image_source_type text,
  cover_image_path text,
  cover_image_external_url text,
  cover_image_width integer,
  cover_image_height integer,
  meeting_links jsonb,
  status text,
  time_zone text,
  recurrence_rule text,
  is_recurring boolean,
  is_cancelled boolean,
  is_changed boolean,
  title_es text,
  description_es text,
  location_es text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '3700 days' then
    raise exception using
      errcode = '22023',
      message = 'The range must end after it starts and span at most 3,700 days.',
      detail = 'invalid_range';
  end if;

  return query
  with series_dates as (
    select e.id as event_id, o.occurrence_date, o.original_start
    from public.church_events as e
    cross join lateral private.series_occurrences(
      e.recurrence_rule, e.start_time, e.time_zone,
      greatest((range_end at time zone e.time_zone)::date + 1,
               (select max(x.occurrence_date) from public.church_event_exceptions as x where x.event_id = e.id))
    ) as o
    where e.recurrence_rule is not null and e.start_time < range_end + interval '1 day'
       or e.recurrence_rule is not null and exists (
         select 1 from public.church_event_exceptions as x where x.event_id = e.id and x.start_time < range_end)
  ),
  occurrences as (
    select
      e.id as event_id,
      (e.start_time at time zone e.time_zone)::date as occurrence_date,
      e.start_time as original_start,
      e.start_time,
      e.end_time,
      e.title, e.description, e.location,
      e.cover_image_source_type::text, e.cover_image_path, e.cover_image_external_url,
      e.cover_image_width, e.cover_image_height,
      e.meeting_links, e.status::text, e.time_zone, e.recurrence_rule,
      false as is_recurring, false as is_cancelled, false as is_changed,
      e.title_es, e.description_es, e.location_es
    from public.church_events as e
    where e.recurrence_rule is null
    union all
    select
      e.id,
      sd.occurrence_date,
      sd.original_start,
      coalesce(x.start_time, sd.original_start),
      case
        when x.end_time is not null then x.end_time
        when e.end_time is null then null
        else coalesce(x.start_time, sd.original_start) + (e.end_time - e.start_time)
      end,
      coalesce(x.title, e.title),
      coalesce(x.description, e.description),
      coalesce(x.location, e.location),
      (case when x.cover_image_source_type is not null then x.cover_image_source_type else e.cover_image_source_type end)::text,
      case when x.cover_image_source_type is not null then x.cover_image_path else e.cover_image_path end,
      case when x.cover_image_source_type is not null then x.cover_image_external_url else e.cover_image_external_url end,
      case when x.cover_image_source_type is not null then x.cover_image_width else e.cover_image_width end,
      case when x.cover_image_source_type is not null then x.cover_image_height else e.cover_image_height end,
      e.meeting_links, e.status::text, e.time_zone, e.recurrence_rule,
      true,
      coalesce(x.is_cancelled, false),
      x.id is not null and not x.is_cancelled,
      case when x.title is null then coalesce(x.title_es, e.title_es) else x.title_es end,
      case when x.description is null then coalesce(x.description_es, e.description_es) else x.description_es end,
      case when x.location is null then coalesce(x.location_es, e.location_es) else x.location_es end
    from series_dates as sd
    join public.church_events as e on e.id = sd.event_id
    left join public.church_event_exceptions as x
      on x.event_id = sd.event_id and x.occurrence_date = sd.occurrence_date
  )
  select o.*
  from occurrences as o
  where o.start_time < range_end and coalesce(o.end_time, o.start_time) >= range_start
     or every_one_off and not o.is_recurring
  order by o.start_time, o.event_id;
end;
$$;

comment on function public.event_occurrences(timestamptz, timestamptz, boolean) is
  'The one expansion of events into occurrences overlapping [range_start, range_end) (docs/decisions/0028): rules, exceptions and drafts (RLS) applied; with every_one_off, every one-off event whatever its date. Covers carry their width and height (0042); title_es, description_es and location_es the Spanish of the date''s texts (0055).';
revoke execute on function public.event_occurrences(timestamptz, timestamptz, boolean) from public;
grant execute on function public.event_occurrences(timestamptz, timestamptz, boolean)
  to anon, authenticated, service_role;

-- Gallery albums ----------------------------------------------------------------------------------

drop function public.get_gallery_albums_with_covers();

create function public.get_gallery_albums_with_covers()
returns table (
  category text,
  category_slug text,
  latest_image_path text,
  source_type text,
  latest_image_width integer,
  latest_image_height integer,
  latest_image_created_at timestamptz,
  image_count bigint,
  category_es text
)
language sql
stable
security invoker
set search_path = ''
as $$
  with ranked as (
    select
      g.category,
      g.source_type,
      case when g.source_type = 'upload' then g.image_file_path else g.image_external_url end as image_path,
      g.image_width,
      g.image_height,
      g.created_at,
      row_number() over (partition by g.category order by g.created_at desc, g.id desc) as position,
      count(*) over (partition by g.category) as image_count,
      max(nullif(btrim(g.category_es), '')) over (partition by g.category) as category_es
    from public.gallery_images as g
  )
  select
    r.category,
    public.gallery_category_slug(r.category) as category_slug,
    r.image_path as latest_image_path,
    r.source_type,
    r.image_width as latest_image_width,
    r.image_height as latest_image_height,
    r.created_at as latest_image_created_at,
    r.image_count,
    r.category_es
  from ranked as r
  where r.position = 1
  order by r.created_at desc, r.category;
$$;
revoke execute on function public.get_gallery_albums_with_covers() from public;
grant execute on function public.get_gallery_albums_with_covers() to anon, authenticated, service_role;
comment on function public.get_gallery_albums_with_covers() is
  'Gallery albums: category, slug, newest image (path or URL), its source and size (px), its time, the image count and the album''s Spanish name (category_es, null when none).';

-- The podcast, one feed per language --------------------------------------------------------------

drop function public.podcast_feed(text, text, text);

create function public.podcast_feed(
  apikey text default null,
  series text default null,
  speaker text default null,
  language text default null
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
  spanish constant boolean := lower(btrim(coalesce(podcast_feed.language, ''))) = 'es';
  lang constant public.content_language := case when spanish then 'es' else 'en' end;
  -- The Spanish feed: the podcast_info_es setting over podcast_info, in Spanish.
  info constant jsonb := private.podcast_info(identity, api) || case when spanish then coalesce(
      (select jsonb_strip_nulls(s.setting_value) - 'language' - 'image_url' - 'explicit' from public.site_settings as s
       where s.setting_key = 'podcast_info_es' and jsonb_typeof(s.setting_value) = 'object'), '{}')
      || '{"language": "es-us"}' else '{}' end;
  site constant text := identity ->> 'url';
  prefix constant text := case when spanish then '/es' else '' end;
  only_series constant text := nullif(btrim(podcast_feed.series), '');
  only_speaker constant text := nullif(btrim(podcast_feed.speaker), '');
  explicit constant text := case when (info -> 'explicit')::boolean then 'true' else 'false' end;
  channel_title text := info ->> 'title';
  channel_link text := site || prefix || '/sermons';
  body text;
begin
  perform private.set_feed_headers('application/rss+xml; charset=utf-8');

  if only_series is not null then
    channel_title := channel_title || ': ' || only_series;
  elsif only_speaker is not null then
    channel_title := channel_title || ': ' || only_speaker;
  end if;

  with episodes as (
    select s.id, s.speaker, s.date, s.audio_duration_seconds,
           case when spanish and s.title_es ~ '\S' then s.title_es else s.title end as title,
           case when spanish and s.description_es ~ '\S' then s.description_es else s.description end as description,
           s.audio_file_path, o.size_bytes, coalesce(o.mimetype, 'audio/mpeg') as mimetype,
           case
             when s.cover_image_source_type = 'upload' and s.cover_image_path ~ '\S'
               then private.public_object_url(api, 'sermon-covers', s.cover_image_path)
             when s.cover_image_source_type = 'url' then private.http_base(s.cover_image_external_url)
           end as cover_url,
           ((s.date + time '12:00') at time zone (identity ->> 'time_zone')) as published
    from public.sermons as s
    cross join lateral private.public_object_metadata('sermon-audio', s.audio_file_path) as o
    where s.audio_file_path ~ '\S'
      and s.status <> 'draft' and s.published_at <= now()
      and o.size_bytes is not null
      and s.language = lang
      and (only_series is null or s.series = only_series or spanish and s.series_es = only_series)
      and (only_speaker is null or s.speaker = only_speaker)
    order by s.date desc, s.id
    limit 500
  ),
  items as (
    select string_agg(concat(
      '<item>',
      '<title>', private.xml_text(ep.title), '</title>',
      '<description>', private.xml_text(coalesce(nullif(btrim(ep.description), ''), ep.title)), '</description>',
      '<link>', private.xml_text(site || prefix || '/sermons/' || ep.id::text), '</link>',
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
      jsonb_build_object('apikey', podcast_feed.apikey, 'series', only_series, 'speaker', only_speaker,
                         'language', case when spanish then 'es' end))),
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

comment on function public.podcast_feed(text, text, text, text) is 'Podcast RSS feed (application/rss+xml) of the sermons with stored audio preached in one language: English, or Spanish with language=es (its own title, description and <language>es-us</language> from podcast_info_es); series or speaker limits it to one. GET /rest/v1/rpc/podcast_feed?apikey=<anon key>[&language=es][&series=...|&speaker=...]; apikey is ignored.';
revoke execute on function public.podcast_feed(text, text, text, text) from public;
grant execute on function public.podcast_feed(text, text, text, text) to anon, authenticated, service_role;
