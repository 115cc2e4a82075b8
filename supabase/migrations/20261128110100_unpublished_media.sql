-- Files of unpublished content are private (issue 29, item 5; docs/decisions/0037-unpublished-media.md).
--
-- The hole: a draft sermon was hidden everywhere, but its audio sat in the public bucket
-- sermon-audio, and public buckets serve `GET /storage/v1/object/public/<bucket>/<path>` to anyone
-- without asking row-level security: the file answered 200 to whoever had (or guessed) its URL.
-- The same held for the covers of draft and scheduled sermons and blog posts and of draft events.
--
-- Now each of those four buckets has a PRIVATE twin, `<bucket>-unpublished`, with the same size
-- and type limits. A file lives in the public bucket while a visitor can read a row that names it,
-- and in its twin otherwise:
--
--   content                         the row is public when              files (bucket)
--   sermons (audio, cover)          status <> 'draft', published_at    sermon-audio, sermon-covers
--                                   <= now()
--   pastor_blog_posts (cover)       published_at <= now()              blog-post-covers
--   church_events (cover), and      status = 'published' (the          event-covers
--   church_event_exceptions (cover) exception's event)
--
-- A private bucket answers `/object/public/…` with 400 (statusCode 404, "Bucket not found"), so
-- nothing of an unpublished item can be fetched without a key. Staff preview those files with
-- signed URLs (`POST /storage/v1/object/sign/<twin>/<path>`, which the SELECT policy below allows
-- admins and editors), valid for an hour.
--
-- Who moves the files: the Edge Function `publish-media` (service role, Storage's
-- `POST /object/move` with `destinationBucket`). It asks public.media_moves_due() what is out of
-- place and reports each result with public.media_report(). It is called
--   * by the database through pg_net, after the commit of a statement that published or
--     unpublished a row or changed its files (private.media_on_change), and
--   * by the pg_cron job `media-placement` every 10 seconds while something is out of place: a
--     scheduled sermon or post coming due moves with nobody present, and a failed move is retried
--     (after 1, 5 and 25 minutes, then hourly).
-- The staff pages upload a new file straight into the bucket the row will need at save time
-- (public when saved as published), so publishing now never waits for the function.

-- Buckets ---------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('sermon-audio-unpublished', 'sermon-audio-unpublished', false, 52428800,
   array['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav']),
  ('sermon-covers-unpublished', 'sermon-covers-unpublished', false, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('blog-post-covers-unpublished', 'blog-post-covers-unpublished', false, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('event-covers-unpublished', 'event-covers-unpublished', false, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- The twin of a public bucket, or null for a bucket without one.
create or replace function private.unpublished_bucket(bucket text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case bucket
    when 'sermon-audio' then 'sermon-audio-unpublished'
    when 'sermon-covers' then 'sermon-covers-unpublished'
    when 'blog-post-covers' then 'blog-post-covers-unpublished'
    when 'event-covers' then 'event-covers-unpublished'
  end
$$;
revoke all on function private.unpublished_bucket(text) from public, anon, authenticated, service_role;

-- Storage policies: admins and editors on the twelve media buckets --------------------------------
-- The same four policies as 20261125110000_staff_roles.sql, with the four twins added (one
-- permissive policy per command, as the advisors want). SELECT also lets them sign URLs and move
-- files; nobody else reads, lists or signs anything in a twin.

drop policy "media buckets: admins and editors read object rows" on storage.objects;
drop policy "media buckets: admins and editors upload" on storage.objects;
drop policy "media buckets: admins and editors replace" on storage.objects;
drop policy "media buckets: admins and editors delete" on storage.objects;

create policy "media buckets: admins and editors read object rows" on storage.objects
  for select to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers',
                           'sermon-audio-unpublished', 'sermon-covers-unpublished',
                           'blog-post-covers-unpublished', 'event-covers-unpublished'])
    and (select public.has_staff_role('admin', 'editor'))
  );

create policy "media buckets: admins and editors upload" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers',
                           'sermon-audio-unpublished', 'sermon-covers-unpublished',
                           'blog-post-covers-unpublished', 'event-covers-unpublished'])
    and (select public.has_staff_role('admin', 'editor'))
  );

create policy "media buckets: admins and editors replace" on storage.objects
  for update to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers',
                           'sermon-audio-unpublished', 'sermon-covers-unpublished',
                           'blog-post-covers-unpublished', 'event-covers-unpublished'])
    and (select public.has_staff_role('admin', 'editor'))
  )
  with check (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers',
                           'sermon-audio-unpublished', 'sermon-covers-unpublished',
                           'blog-post-covers-unpublished', 'event-covers-unpublished'])
    and (select public.has_staff_role('admin', 'editor'))
  );

create policy "media buckets: admins and editors delete" on storage.objects
  for delete to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers',
                           'sermon-audio-unpublished', 'sermon-covers-unpublished',
                           'blog-post-covers-unpublished', 'event-covers-unpublished'])
    and (select public.has_staff_role('admin', 'editor'))
  );

-- Where each file should be -----------------------------------------------------------------------

-- Every stored file a content row names, with whether a visitor can read a row naming it (a file
-- named by a public row and by a hidden one, e.g. a split series' cover, is public). Called by
-- the owner's functions only (no API role may execute it), which see every row.
create or replace function private.media_placements()
returns table (bucket text, path text, visible boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  with named (bucket, path, visible) as (
    select 'sermon-audio', s.audio_file_path, s.status <> 'draft' and s.published_at <= now()
    from public.sermons as s where s.audio_file_path ~ '\S'
    union all
    select 'sermon-covers', s.cover_image_path, s.status <> 'draft' and s.published_at <= now()
    from public.sermons as s where s.cover_image_path ~ '\S'
    union all
    select 'blog-post-covers', p.cover_image_path, p.published_at <= now()
    from public.pastor_blog_posts as p where p.cover_image_path ~ '\S'
    union all
    select 'event-covers', e.cover_image_path, e.status = 'published'
    from public.church_events as e where e.cover_image_path ~ '\S'
    union all
    select 'event-covers', x.cover_image_path, e.status = 'published'
    from public.church_event_exceptions as x
    join public.church_events as e on e.id = x.event_id
    where x.cover_image_path ~ '\S'
  )
  select n.bucket, n.path, bool_or(coalesce(n.visible, false))
  from named as n
  group by n.bucket, n.path
$$;
revoke all on function private.media_placements() from public, anon, authenticated, service_role;

-- What is out of place: `move` a file into the bucket its rows need; `remove` the public copy of
-- a hidden item's file when its private twin already holds one (never leave it readable).
create or replace function private.media_moves()
returns table (action text, from_bucket text, to_bucket text, path text)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    case when p.visible or not f.in_private then 'move' else 'remove' end,
    case when p.visible then private.unpublished_bucket(p.bucket) else p.bucket end,
    case when p.visible then p.bucket else private.unpublished_bucket(p.bucket) end,
    p.path
  from private.media_placements() as p
  cross join lateral (
    select
      exists (select 1 from storage.objects as o where o.bucket_id = p.bucket and o.name = p.path) as in_public,
      exists (
        select 1 from storage.objects as o
        where o.bucket_id = private.unpublished_bucket(p.bucket) and o.name = p.path
      ) as in_private
  ) as f
  where (p.visible and f.in_private and not f.in_public) or (not p.visible and f.in_public)
$$;
revoke all on function private.media_moves() from public, anon, authenticated, service_role;

-- Failed moves wait before the next attempt (1, 5 and 25 minutes, then every hour).
create table private.media_move_failures (
  bucket text not null,
  path text not null,
  attempts integer not null default 1,
  last_error text,
  retry_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (bucket, path)
);
comment on table private.media_move_failures is
  'Moves of content files that failed (the source bucket and path), and when to try again.';
revoke all on table private.media_move_failures from public, anon, authenticated, service_role;

-- The function's address and the secret it checks (no API role reads them) -----------------------

create table private.media_settings (
  id boolean primary key default true check (id),
  -- e.g. 'https://<project-ref>.supabase.co/functions/v1' (the local stack writes its own).
  functions_url text check (functions_url ~ '^https?://'),
  -- Sent as `x-media-secret`; the function refuses any call without it (MEDIA_HOOK_SECRET).
  hook_secret text check (length(hook_secret) >= 32),
  updated_at timestamptz not null default now()
);
comment on table private.media_settings is
  'One row: the Edge Functions URL and the shared secret the publish-media function checks. Readable by no API role.';
revoke all on table private.media_settings from public, anon, authenticated, service_role;
insert into private.media_settings (id) values (true);

-- For the function (service role) -----------------------------------------------------------------
-- security definer: they read and write private.media_move_failures (no API role may) and read
-- the content rows and storage.objects whatever their policies; only the service role may call
-- them.

create or replace function public.media_moves_due(batch integer default 50)
returns table (action text, from_bucket text, to_bucket text, path text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.action, m.from_bucket, m.to_bucket, m.path
  from private.media_moves() as m
  where not exists (
    select 1 from private.media_move_failures as f
    where f.bucket = m.from_bucket and f.path = m.path and f.retry_at > now()
  )
  order by m.path, m.from_bucket
  limit least(greatest(coalesce(batch, 50), 1), 200)
$$;
comment on function public.media_moves_due(integer) is
  'For the publish-media Edge Function (service role only): files in the wrong bucket for their content''s visibility, to move (or, for a hidden item''s public copy, remove).';
revoke all on function public.media_moves_due(integer) from public, anon, authenticated;
grant execute on function public.media_moves_due(integer) to service_role;

create or replace function public.media_report(
  from_bucket text,
  path text,
  ok boolean,
  to_bucket text default null,
  error text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if ok then
    delete from private.media_move_failures as f
    where f.bucket = media_report.from_bucket and f.path = media_report.path;
    -- A file became public: the prerendered pages show it (a site build, debounced).
    if media_report.to_bucket is not null
      and exists (select 1 from storage.buckets as b where b.id = media_report.to_bucket and b.public) then
      perform private.note_site_change();
    end if;
    return;
  end if;
  insert into private.media_move_failures as f (bucket, path, last_error, retry_at)
  values (media_report.from_bucket, media_report.path, left(media_report.error, 1000), now() + interval '1 minute')
  on conflict (bucket, path) do update
    set attempts = f.attempts + 1,
        last_error = excluded.last_error,
        updated_at = now(),
        retry_at = now() + least(interval '1 minute' * power(5, f.attempts), interval '1 hour');
end;
$$;
comment on function public.media_report(text, text, boolean, text, text) is
  'For the publish-media Edge Function (service role only): the result of one move; a failure is tried again after 1, 5 and 25 minutes, then hourly.';
revoke all on function public.media_report(text, text, boolean, text, text) from public, anon, authenticated;
grant execute on function public.media_report(text, text, boolean, text, text) to service_role;

-- Calling the function ----------------------------------------------------------------------------

-- Asks the function to move what is out of place (pg_net: queued now, sent after commit), once per
-- transaction. security definer: it reads the secret in private.media_settings on behalf of a
-- staff statement's trigger (no API role may read it). Returns the pg_net request id, or null when not configured, without pg_net, or
-- already asked in this transaction.
create or replace function private.media_kick()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.media_settings;
begin
  if current_setting('church.media_kicked', true) = 'yes' then
    return null;
  end if;
  select * into settings from private.media_settings where id;
  if settings.functions_url is null or settings.hook_secret is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  perform set_config('church.media_kicked', 'yes', true);
  return net.http_post(
    url := settings.functions_url || '/publish-media',
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-media-secret', settings.hook_secret),
    timeout_milliseconds := 60000
  );
end;
$$;
comment on function private.media_kick() is
  'Calls the publish-media Edge Function through pg_net (after commit) with the shared secret, once per transaction; null when not configured.';
revoke all on function private.media_kick() from public, anon, authenticated, service_role;

-- Row triggers: a row published or unpublished, or its files changed, asks the function.
-- security definer: the statement's role may not execute private.media_kick().
create or replace function private.media_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.media_kick();
  return null;
end;
$$;
revoke all on function private.media_on_change() from public, anon, authenticated, service_role;

create trigger media_placement_insert after insert on public.sermons
  for each row when (new.audio_file_path is not null or new.cover_image_path is not null)
  execute function private.media_on_change();
create trigger media_placement_update after update on public.sermons
  for each row when (
    (old.status, old.published_at, old.audio_file_path, old.cover_image_path)
      is distinct from (new.status, new.published_at, new.audio_file_path, new.cover_image_path))
  execute function private.media_on_change();

create trigger media_placement_insert after insert on public.pastor_blog_posts
  for each row when (new.cover_image_path is not null)
  execute function private.media_on_change();
create trigger media_placement_update after update on public.pastor_blog_posts
  for each row when (
    (old.published_at, old.cover_image_path) is distinct from (new.published_at, new.cover_image_path))
  execute function private.media_on_change();

create trigger media_placement_insert after insert on public.church_events
  for each row when (new.cover_image_path is not null)
  execute function private.media_on_change();
create trigger media_placement_update after update on public.church_events
  for each row when ((old.status, old.cover_image_path) is distinct from (new.status, new.cover_image_path))
  execute function private.media_on_change();

create trigger media_placement_insert after insert on public.church_event_exceptions
  for each row when (new.cover_image_path is not null)
  execute function private.media_on_change();
create trigger media_placement_update after update on public.church_event_exceptions
  for each row when (
    (old.event_id, old.cover_image_path) is distinct from (new.event_id, new.cover_image_path))
  execute function private.media_on_change();

-- Every 10 seconds: asks the function while something is out of place and due (scheduled content
-- that came due, failed moves whose wait is over). Run by cron as the database owner.
create or replace function private.media_every_tick()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.media_moves() as m
    where not exists (
      select 1 from private.media_move_failures as f
      where f.bucket = m.from_bucket and f.path = m.path and f.retry_at > now()
    )
  ) then
    perform private.media_kick();
  end if;
  delete from private.media_move_failures as f
  where f.updated_at < now() - interval '30 days';
end;
$$;
comment on function private.media_every_tick() is
  'Cron (every 10 seconds): calls publish-media while a content file is in the wrong bucket.';
revoke all on function private.media_every_tick() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('media-placement', '10 seconds', 'select private.media_every_tick()');
  else
    raise warning 'pg_cron is not available: private.media_every_tick() must be run every 10 seconds by other means';
  end if;
end
$$;
