-- Issue 35: every stored image gets WebP variants 480, 960 and 1600 px wide, and every content
-- image carries srcset, sizes, width and height (docs/decisions/0042-image-variants.md).
--
-- The intrinsic size of a stored image is known once, where it is uploaded (the staff browser, the
-- seeding step, the one-off `npm run media:variants`), and kept in one table keyed by bucket and
-- path. The rows that name an image carry a copy of its width and height in their own columns, so
-- the public pages read them in the query they already make (no extra request; bench target of
-- at most 4 requests on a first visit to `/`). Triggers keep the copies equal to the table: a row
-- saved with a path takes that path's size, and a size recorded later reaches the rows already
-- naming the path. Which variants exist follows from the width alone (every standard width below
-- the original's, never upscaled), so no list of variants is stored.
--
-- Variants are objects beside the original in the same bucket, `<path>.<width>w.webp`. The
-- placement of files of unpublished content (docs/decisions/0037) moves them with the original.

-- The sizes ------------------------------------------------------------------------------------

create table private.image_sizes (
  -- The public bucket's id (a file in its private twin has the same path and size).
  bucket text not null check (bucket ~ '^[a-z0-9-]+$' and bucket !~ '-unpublished$'),
  path text not null check (length(path) between 1 and 2048),
  width integer not null check (width between 1 and 20000),
  height integer not null check (height between 1 and 20000),
  recorded_at timestamptz not null default now(),
  primary key (bucket, path)
);
comment on table private.image_sizes is
  'Intrinsic width and height (px) of each stored image, by public bucket and path; copied into the rows that name it (docs/decisions/0042).';
revoke all on table private.image_sizes from public, anon, authenticated, service_role;

-- The copies in the rows ------------------------------------------------------------------------

alter table public.church_events
  add column cover_image_width integer, add column cover_image_height integer,
  add constraint church_events_cover_size check (
    (cover_image_width is null) = (cover_image_height is null) and cover_image_width > 0 and cover_image_height > 0);
alter table public.church_event_exceptions
  add column cover_image_width integer, add column cover_image_height integer,
  add constraint church_event_exceptions_cover_size check (
    (cover_image_width is null) = (cover_image_height is null) and cover_image_width > 0 and cover_image_height > 0);
alter table public.sermons
  add column cover_image_width integer, add column cover_image_height integer,
  add constraint sermons_cover_size check (
    (cover_image_width is null) = (cover_image_height is null) and cover_image_width > 0 and cover_image_height > 0);
alter table public.pastor_blog_posts
  add column cover_image_width integer, add column cover_image_height integer,
  add constraint pastor_blog_posts_cover_size check (
    (cover_image_width is null) = (cover_image_height is null) and cover_image_width > 0 and cover_image_height > 0);
alter table public.pastor_books
  add column cover_image_width integer, add column cover_image_height integer,
  add constraint pastor_books_cover_size check (
    (cover_image_width is null) = (cover_image_height is null) and cover_image_width > 0 and cover_image_height > 0);
alter table public.gallery_images
  add column image_width integer, add column image_height integer,
  add constraint gallery_images_image_size check (
    (image_width is null) = (image_height is null) and image_width > 0 and image_height > 0);

comment on column public.church_events.cover_image_width is
  'Width in px of the stored cover (copied from its recorded size by a trigger; null when unknown or not stored).';
comment on column public.church_events.cover_image_height is 'Height in px of the stored cover (see cover_image_width).';
comment on column public.gallery_images.image_width is
  'Width in px of the stored image (copied from its recorded size by a trigger; null when unknown or external).';
comment on column public.gallery_images.image_height is 'Height in px of the stored image (see image_width).';

-- A row being saved takes the recorded size of the file it names (or none). Arguments: the
-- bucket, the path column, the width column, the height column. A stored-file row only: a row
-- whose source is an external URL has no path.
create or replace function private.fill_image_size()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  file_path text := to_jsonb(new) ->> tg_argv[1];
  size record;
begin
  select s.width, s.height into size
  from private.image_sizes as s
  where s.bucket = tg_argv[0] and s.path = file_path;
  new := jsonb_populate_record(new, jsonb_build_object(tg_argv[2], size.width, tg_argv[3], size.height));
  return new;
end;
$$;
revoke all on function private.fill_image_size() from public, anon, authenticated, service_role;

create trigger church_events_image_size before insert or update on public.church_events
  for each row execute function private.fill_image_size('event-covers', 'cover_image_path', 'cover_image_width', 'cover_image_height');
create trigger church_event_exceptions_image_size before insert or update on public.church_event_exceptions
  for each row execute function private.fill_image_size('event-covers', 'cover_image_path', 'cover_image_width', 'cover_image_height');
create trigger sermons_image_size before insert or update on public.sermons
  for each row execute function private.fill_image_size('sermon-covers', 'cover_image_path', 'cover_image_width', 'cover_image_height');
create trigger pastor_blog_posts_image_size before insert or update on public.pastor_blog_posts
  for each row execute function private.fill_image_size('blog-post-covers', 'cover_image_path', 'cover_image_width', 'cover_image_height');
create trigger pastor_books_image_size before insert or update on public.pastor_books
  for each row execute function private.fill_image_size('pastor-book-covers', 'cover_image_path', 'cover_image_width', 'cover_image_height');
create trigger gallery_images_image_size before insert or update on public.gallery_images
  for each row execute function private.fill_image_size('gallery-images', 'image_file_path', 'image_width', 'image_height');

-- A size recorded after the rows were saved (the one-off command for existing uploads) reaches
-- them. Only rows whose copy differs are touched.
create or replace function private.spread_image_size()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.bucket = 'event-covers' then
    update public.church_events set cover_image_width = new.width
      where cover_image_path = new.path and cover_image_width is distinct from new.width
         or cover_image_path = new.path and cover_image_height is distinct from new.height;
    update public.church_event_exceptions set cover_image_width = new.width
      where cover_image_path = new.path and cover_image_width is distinct from new.width
         or cover_image_path = new.path and cover_image_height is distinct from new.height;
  elsif new.bucket = 'sermon-covers' then
    update public.sermons set cover_image_width = new.width
      where cover_image_path = new.path and cover_image_width is distinct from new.width
         or cover_image_path = new.path and cover_image_height is distinct from new.height;
  elsif new.bucket = 'blog-post-covers' then
    update public.pastor_blog_posts set cover_image_width = new.width
      where cover_image_path = new.path and cover_image_width is distinct from new.width
         or cover_image_path = new.path and cover_image_height is distinct from new.height;
  elsif new.bucket = 'pastor-book-covers' then
    update public.pastor_books set cover_image_width = new.width
      where cover_image_path = new.path and cover_image_width is distinct from new.width
         or cover_image_path = new.path and cover_image_height is distinct from new.height;
  elsif new.bucket = 'gallery-images' then
    update public.gallery_images set image_width = new.width
      where image_file_path = new.path and image_width is distinct from new.width
         or image_file_path = new.path and image_height is distinct from new.height;
  end if;
  return null;
end;
$$;
revoke all on function private.spread_image_size() from public, anon, authenticated, service_role;

create trigger image_sizes_spread after insert or update on private.image_sizes
  for each row execute function private.spread_image_size();

-- Recording a size: staff who upload images (admins, editors) and the service role (seeding, the
-- one-off command). A twin bucket's name is recorded under its public bucket.
create or replace function public.record_image_size(bucket text, path text, width integer, height integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not ((select auth.role()) = 'service_role' or public.has_staff_role('admin', 'editor')) then
    raise exception using errcode = '42501', message = 'Only staff who upload images may record their size.';
  end if;
  insert into private.image_sizes as s (bucket, path, width, height)
  values (regexp_replace(record_image_size.bucket, '-unpublished$', ''), record_image_size.path,
          record_image_size.width, record_image_size.height)
  on conflict on constraint image_sizes_pkey do update
    set width = excluded.width, height = excluded.height, recorded_at = now()
    where s.width <> excluded.width or s.height <> excluded.height;
end;
$$;
comment on function public.record_image_size(text, text, integer, integer) is
  'Records the intrinsic size (px) of a stored image after its upload; the rows naming it get width and height (docs/decisions/0042). Admins, editors and the service role.';
revoke all on function public.record_image_size(text, text, integer, integer) from public, anon;
grant execute on function public.record_image_size(text, text, integer, integer) to authenticated, service_role;

-- Variants follow their original between a bucket and its private twin (docs/decisions/0037) ----

alter function private.media_placements() rename to media_placements_of_files;

create function private.media_placements()
returns table (bucket text, path text, visible boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.bucket, p.path, p.visible from private.media_placements_of_files() as p
  union all
  select p.bucket, p.path || '.' || w.width || 'w.webp', p.visible
  from private.media_placements_of_files() as p
  cross join (values (480), (960), (1600)) as w (width)
  where p.bucket <> 'sermon-audio'
$$;
revoke all on function private.media_placements() from public, anon, authenticated, service_role;

-- The public readers return the sizes ------------------------------------------------------------

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
  is_changed boolean
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
      e.cover_image_source_type, e.cover_image_path, e.cover_image_external_url,
      e.cover_image_width, e.cover_image_height,
      e.meeting_links, e.status, e.time_zone, e.recurrence_rule,
      false as is_recurring, false as is_cancelled, false as is_changed
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
      case when x.cover_image_source_type is not null then x.cover_image_source_type else e.cover_image_source_type end,
      case when x.cover_image_source_type is not null then x.cover_image_path else e.cover_image_path end,
      case when x.cover_image_source_type is not null then x.cover_image_external_url else e.cover_image_external_url end,
      case when x.cover_image_source_type is not null then x.cover_image_width else e.cover_image_width end,
      case when x.cover_image_source_type is not null then x.cover_image_height else e.cover_image_height end,
      e.meeting_links, e.status, e.time_zone, e.recurrence_rule,
      true,
      coalesce(x.is_cancelled, false),
      x.id is not null and not x.is_cancelled
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
  'The one expansion of events into occurrences overlapping [range_start, range_end) (docs/decisions/0028): rules, exceptions and drafts (RLS) applied; with every_one_off, every one-off event whatever its date. Covers carry their width and height (0042).';
revoke execute on function public.event_occurrences(timestamptz, timestamptz, boolean) from public;
grant execute on function public.event_occurrences(timestamptz, timestamptz, boolean)
  to anon, authenticated, service_role;

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
      g.image_width,
      g.image_height,
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
    r.image_width as latest_image_width,
    r.image_height as latest_image_height,
    r.created_at as latest_image_created_at,
    r.image_count
  from ranked as r
  where r.position = 1
  order by r.created_at desc, r.category;
$$;
revoke execute on function public.get_gallery_albums_with_covers() from public;
grant execute on function public.get_gallery_albums_with_covers() to anon, authenticated, service_role;
comment on function public.get_gallery_albums_with_covers() is
  'Gallery albums: category, slug, newest image (path or URL), its source and size (px), its time, and the image count.';

-- The setting `image_delivery` (docs/decisions/0032 rule 4: a key is checked once its rule is
-- added): "variants" (default) or "render". The rules of the other keys are unchanged.

alter function private.site_setting_problem(text, jsonb) rename to site_setting_problem_of_other_keys;

create function private.site_setting_problem(key text, value jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if key = 'image_delivery' then
    if value is null or jsonb_typeof(value) = 'null' then
      return 'a value is required (delete the row to use the built-in default)';
    end if;
    if jsonb_typeof(value) <> 'string' or value #>> '{}' not in ('variants', 'render') then
      return 'it must be "variants" or "render"';
    end if;
    return null;
  end if;
  return private.site_setting_problem_of_other_keys(key, value);
end;
$$;
comment on function private.site_setting_problem(text, jsonb) is
  'Why a site_settings value has the wrong shape for its key, or null (docs/decisions/0032); image_delivery is "variants" or "render" (0042).';
revoke execute on function private.site_setting_problem(text, jsonb) from public, anon;
grant execute on function private.site_setting_problem(text, jsonb) to authenticated, service_role;
revoke execute on function private.site_setting_problem_of_other_keys(text, jsonb) from public, anon;
grant execute on function private.site_setting_problem_of_other_keys(text, jsonb) to authenticated, service_role;
