-- One stored vocabulary for where a cover or a photo comes from (issue 30 item 1, decision 0034):
-- `upload` (a file in the table's public bucket, named by the path column) or `url` (an external
-- address, the *_external_url column). The tables said `supabase` / `external_url` while every
-- staff form said `upload` / `url` and translated both ways in three places; now the forms, the
-- one cover field of the staff kit (src/components/editor/cover-field.tsx), the public readers
-- (src/lib/covers.ts) and the feeds use the stored words as they are.
--
-- The rows are converted in place, then the checks allow only the new words. The version and
-- updated_at triggers are off while the rows are rewritten: the spelling of a source is no edit,
-- so an editor open during the migration is not refused and no event's lastmod moves.

do $$
declare
  t text;
begin
  foreach t in array array['church_events', 'church_event_exceptions', 'sermons', 'pastor_blog_posts']
  loop
    execute format('alter table public.%I drop constraint %I', t, t || '_cover_image_source_type_check');
    execute format('alter table public.%I drop constraint %I', t, t || '_cover_matches_source');
  end loop;
end
$$;
alter table public.gallery_images drop constraint gallery_images_source_type_check;
alter table public.gallery_images drop constraint gallery_images_file_matches_source;

alter table public.church_events disable trigger church_events_check_version;
alter table public.church_events disable trigger church_events_set_updated_at;
alter table public.church_event_exceptions disable trigger church_event_exceptions_set_updated_at;
alter table public.church_event_exceptions disable trigger church_event_exceptions_check_version;
alter table public.sermons disable trigger sermons_check_version;
alter table public.pastor_blog_posts disable trigger pastor_blog_posts_check_version;
alter table public.gallery_images disable trigger gallery_images_check_version;

update public.church_events
   set cover_image_source_type = case cover_image_source_type when 'supabase' then 'upload' else 'url' end
 where cover_image_source_type in ('supabase', 'external_url');
update public.church_event_exceptions
   set cover_image_source_type = case cover_image_source_type when 'supabase' then 'upload' else 'url' end
 where cover_image_source_type in ('supabase', 'external_url');
update public.sermons
   set cover_image_source_type = case cover_image_source_type when 'supabase' then 'upload' else 'url' end
 where cover_image_source_type in ('supabase', 'external_url');
update public.pastor_blog_posts
   set cover_image_source_type = case cover_image_source_type when 'supabase' then 'upload' else 'url' end
 where cover_image_source_type in ('supabase', 'external_url');
update public.gallery_images
   set source_type = case source_type when 'supabase' then 'upload' else 'url' end
 where source_type in ('supabase', 'external_url');

alter table public.church_events enable trigger church_events_check_version;
alter table public.church_events enable trigger church_events_set_updated_at;
alter table public.church_event_exceptions enable trigger church_event_exceptions_set_updated_at;
alter table public.church_event_exceptions enable trigger church_event_exceptions_check_version;
alter table public.sermons enable trigger sermons_check_version;
alter table public.pastor_blog_posts enable trigger pastor_blog_posts_check_version;
alter table public.gallery_images enable trigger gallery_images_check_version;

do $$
declare
  t text;
begin
  foreach t in array array['church_events', 'church_event_exceptions', 'sermons', 'pastor_blog_posts']
  loop
    execute format(
      'alter table public.%I add constraint %I check (cover_image_source_type in (''upload'', ''url''))',
      t, t || '_cover_image_source_type_check');
    execute format(
      'alter table public.%I add constraint %I check ('
      '(cover_image_source_type is distinct from ''upload'' or coalesce(cover_image_path, '''') ~ ''\S'') '
      'and (cover_image_source_type is distinct from ''url'' or cover_image_external_url is not null))',
      t, t || '_cover_matches_source');
    execute format(
      'comment on column public.%I.cover_image_source_type is %L', t,
      'Where the cover comes from: upload (cover_image_path in the public bucket) or url (cover_image_external_url); null: the default image.');
  end loop;
end
$$;

alter table public.gallery_images alter column source_type set default 'upload';
alter table public.gallery_images
  add constraint gallery_images_source_type_check check (source_type in ('upload', 'url')),
  add constraint gallery_images_file_matches_source check (
    (source_type <> 'upload' or coalesce(image_file_path, '') ~ '\S')
    and (source_type <> 'url' or image_external_url is not null)
  );
comment on column public.gallery_images.source_type is
  'Where the photo comes from: upload (image_file_path in the bucket gallery-images) or url (image_external_url).';
comment on column public.gallery_images.image_file_path is
  'Path inside the public bucket gallery-images (when source_type = upload).';
comment on column public.church_events.cover_image_path is
  'Path inside the public bucket event-covers (when cover_image_source_type = upload).';

-- The album covers of 20261121100300_gallery_functions.sql, reading the new word.
-- latest_image_path is the storage path (bucket gallery-images) when source_type is 'upload',
-- else the external URL. Newest albums first.
create or replace function public.get_gallery_albums_with_covers()
returns table (
  category text,
  category_slug text,
  latest_image_path text,
  source_type text,
  latest_image_created_at timestamptz,
  image_count bigint
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
      g.created_at,
      row_number() over (partition by g.category order by g.created_at desc, g.id desc) as position,
      count(*) over (partition by g.category) as image_count
    from public.gallery_images as g
  )
  select
    r.category,
    public.gallery_category_slug(r.category) as category_slug,
    r.image_path as latest_image_path,
    r.source_type,
    r.created_at as latest_image_created_at,
    r.image_count
  from ranked as r
  where r.position = 1
  order by r.created_at desc, r.category;
$$;

-- The podcast feed of 20261126140000_sermon_publishing.sql, reading the new words for an
-- episode's cover (unchanged otherwise).
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
