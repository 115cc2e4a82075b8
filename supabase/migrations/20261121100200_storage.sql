-- Storage: the eight public buckets of spec §7 and who may change their objects.
--
-- Public buckets serve `/storage/v1/object/public/<bucket>/<path>` to anyone WITHOUT consulting
-- RLS, so visitors need no policy at all to view media. A SELECT policy on storage.objects would
-- only let them list a bucket's contents, so there is none for anon or ordinary users.
-- Staff upload, replace and delete; the Storage API also reads the object row for replace and
-- delete, hence the staff SELECT policy.
-- Sizes and MIME types are enforced by the Storage API from the bucket row; the same values are in
-- supabase/config.toml for `supabase start`.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('hero-videos', 'hero-videos', true, 52428800, array['video/mp4', 'video/webm']),
  ('event-covers', 'event-covers', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('sermon-covers', 'sermon-covers', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('sermon-audio', 'sermon-audio', true, 52428800, array['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav']),
  ('gallery-images', 'gallery-images', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('pastor-book-covers', 'pastor-book-covers', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('pastor-book-pdfs', 'pastor-book-pdfs', true, 20971520, array['application/pdf']),
  ('blog-post-covers', 'blog-post-covers', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "media buckets: staff read object rows" on storage.objects
  for select to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.is_staff())
  );

create policy "media buckets: staff upload" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.is_staff())
  );

create policy "media buckets: staff replace" on storage.objects
  for update to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.is_staff())
  )
  with check (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.is_staff())
  );

create policy "media buckets: staff delete" on storage.objects
  for delete to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.is_staff())
  );
