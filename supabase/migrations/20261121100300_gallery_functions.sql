-- Gallery RPCs (spec §3 "Gallery album", §7 reads). Both are `security invoker`: they read
-- gallery_images with the caller's own rights, which already allow everyone to read it.

-- The URL segment of an album, computed exactly as the front end's slugify(): Unicode NFKD
-- decomposition with the combining accents dropped, lowercase, every run of characters other than
-- a-z and 0-9 turned into one '-', and no '-' at either end ('Café & Youth Night' -> 'cafe-youth-night').
create or replace function public.gallery_category_slug(category text)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select btrim(
    regexp_replace(
      lower(regexp_replace(normalize(category, nfkd), '[\u0300-\u036f]', '', 'g')),
      '[^a-z0-9]+', '-', 'g'
    ),
    '-'
  );
$$;

comment on function public.gallery_category_slug(text) is 'Album slug of a gallery category, as the front end derives it.';

-- One row per album (category): its newest image as the cover, and how many images it holds.
-- latest_image_path is the storage path (bucket gallery-images) when source_type is 'supabase',
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
      case when g.source_type = 'supabase' then g.image_file_path else g.image_external_url end as image_path,
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

comment on function public.get_gallery_albums_with_covers() is 'Gallery albums: category, slug, newest image (path or URL) and its source, its time, and the image count.';

-- The distinct categories, for the admin form's category picker.
create or replace function public.get_gallery_album_categories()
returns table (category text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct g.category
  from public.gallery_images as g
  order by g.category;
$$;

comment on function public.get_gallery_album_categories() is 'Distinct gallery categories, alphabetical.';

revoke execute on function public.gallery_category_slug(text) from public;
revoke execute on function public.get_gallery_albums_with_covers() from public;
revoke execute on function public.get_gallery_album_categories() from public;
grant execute on function public.gallery_category_slug(text) to anon, authenticated, service_role;
grant execute on function public.get_gallery_albums_with_covers() to anon, authenticated, service_role;
grant execute on function public.get_gallery_album_categories() to anon, authenticated, service_role;
