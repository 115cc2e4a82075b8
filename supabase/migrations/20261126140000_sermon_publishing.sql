-- Sermon publishing: Draft, Scheduled or Published (issue "Staff publish sermons ...", item 1;
-- docs/decisions/0030-sermon-publishing.md).
--
--   status        published_at   who sees the sermon
--   draft         any / null     admins and editors only
--   scheduled     a future time  admins and editors; everyone else once published_at has passed
--   published     a past time    everyone
--
-- Visibility is the row-level security predicate `status <> 'draft' and published_at <= now()`:
-- a scheduled sermon appears by itself when its time comes, with no job to run. The archive, the
-- sermon pages and the podcast feed read through the same policies; the feed also states the
-- predicate itself, so that a signed-in editor who opens it sees what listeners see.
-- Rows stored before this migration, and rows inserted without a status (the seed, scripts), are
-- published as of their insert.

alter table public.sermons
  add column status text not null default 'published'
    check (status in ('draft', 'scheduled', 'published')),
  add column published_at timestamptz default now(),
  add constraint sermons_published_at_set check (status = 'draft' or published_at is not null);

comment on column public.sermons.status is
  'draft (only admins and editors see it), scheduled (public from published_at) or published.';
comment on column public.sermons.published_at is
  'When the sermon becomes public (status scheduled or published); ignored for drafts.';

create index sermons_published_at_idx on public.sermons (published_at);

grant insert (status, published_at), update (status, published_at) on table public.sermons to authenticated;

-- Who reads what: visitors and members the public sermons; admins and editors every sermon.
drop policy "sermons: everyone reads" on public.sermons;
create policy "sermons: public once published" on public.sermons
  for select to anon
  using (status <> 'draft' and published_at <= now());
create policy "sermons: public once published, or all for admins and editors" on public.sermons
  for select to authenticated
  using ((status <> 'draft' and published_at <= now()) or (select public.has_staff_role('admin', 'editor')));

-- Podcast feed -----------------------------------------------------------------------------------

-- The podcast feed of 20261124100600_feeds.sql, unchanged but for one condition: only published
-- sermons (not a draft, published_at passed), whoever asks.
--
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
