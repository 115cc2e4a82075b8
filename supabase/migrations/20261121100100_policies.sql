-- Row level security, grants and policies: design/ARCHITECTURE.md §3 "Policy matrix".
--
-- How a request is authorised: the API switches to the JWT's role (anon or authenticated), so a
-- statement must pass both the table/column GRANTs of that role and the RLS policies.
--   * Hosted Supabase grants ALL on every new public table to anon and authenticated by default,
--     so each table below starts with `revoke all` and then grants exactly what the matrix allows;
--     inserts and updates are granted column by column, so ids, timestamps and moderation flags
--     cannot be chosen by a caller unless named here.
--   * Staff are ordinary `authenticated` users listed in staff_members; staff-only policies are
--     `to authenticated` and test `(select public.is_staff())` (the sub-select lets the planner
--     evaluate it once per statement instead of once per row).
--   * Policies that apply to anon never call is_staff(), so anon needs no EXECUTE on it.
--   * One permissive policy per table, role and command, so that no row is judged twice.
--   * Public form inserts never need the row back: visitors have no SELECT on those tables, so
--     the app must not chain `.select()` after `.insert()`.
-- service_role keeps the platform's default grants and bypasses RLS (server-side tools only).

-- Staff ---------------------------------------------------------------------------------------

alter table public.staff_members enable row level security;
revoke all on table public.staff_members from public, anon, authenticated;
-- A signed-in user may see their own staff row (to know whether to show admin tools). Nobody
-- writes staff_members through the API.
grant select on table public.staff_members to authenticated;
create policy "staff_members: users read their own row"
  on public.staff_members for select to authenticated
  using (user_id = (select auth.uid()));

revoke execute on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;

revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- Public content: everyone reads, staff write ------------------------------------------------
-- site_settings, hero_videos, church_events, sermons, gallery_images, pastor_books,
-- bookstore_items. `using (true)` for SELECT is deliberate: this is the church's public content.

-- site_settings
alter table public.site_settings enable row level security;
revoke all on table public.site_settings from public, anon, authenticated;
grant select on table public.site_settings to anon, authenticated;
grant insert (setting_key, setting_value), update (setting_value), delete
  on table public.site_settings to authenticated;
create policy "site_settings: everyone reads" on public.site_settings
  for select to anon, authenticated using (true);
create policy "site_settings: staff insert" on public.site_settings
  for insert to authenticated with check ((select public.is_staff()));
create policy "site_settings: staff update" on public.site_settings
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "site_settings: staff delete" on public.site_settings
  for delete to authenticated using ((select public.is_staff()));

-- hero_videos
alter table public.hero_videos enable row level security;
revoke all on table public.hero_videos from public, anon, authenticated;
grant select on table public.hero_videos to anon, authenticated;
grant insert (video_file_path, start_seconds, end_seconds, is_active),
  update (video_file_path, start_seconds, end_seconds, is_active), delete
  on table public.hero_videos to authenticated;
create policy "hero_videos: everyone reads" on public.hero_videos
  for select to anon, authenticated using (true);
create policy "hero_videos: staff insert" on public.hero_videos
  for insert to authenticated with check ((select public.is_staff()));
create policy "hero_videos: staff update" on public.hero_videos
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "hero_videos: staff delete" on public.hero_videos
  for delete to authenticated using ((select public.is_staff()));

-- church_events
alter table public.church_events enable row level security;
revoke all on table public.church_events from public, anon, authenticated;
grant select on table public.church_events to anon, authenticated;
grant insert (title, description, location, start_time, end_time, cover_image_source_type,
              cover_image_path, cover_image_external_url, meeting_links),
  update (title, description, location, start_time, end_time, cover_image_source_type,
          cover_image_path, cover_image_external_url, meeting_links),
  delete
  on table public.church_events to authenticated;
create policy "church_events: everyone reads" on public.church_events
  for select to anon, authenticated using (true);
create policy "church_events: staff insert" on public.church_events
  for insert to authenticated with check ((select public.is_staff()));
create policy "church_events: staff update" on public.church_events
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "church_events: staff delete" on public.church_events
  for delete to authenticated using ((select public.is_staff()));

-- sermons
alter table public.sermons enable row level security;
revoke all on table public.sermons from public, anon, authenticated;
grant select on table public.sermons to anon, authenticated;
grant insert (title, speaker, date, description, series, scripture_references, cover_image_source_type,
              cover_image_path, cover_image_external_url, audio_file_path, audio_urls, video_url),
  update (title, speaker, date, description, series, scripture_references, cover_image_source_type,
          cover_image_path, cover_image_external_url, audio_file_path, audio_urls, video_url),
  delete
  on table public.sermons to authenticated;
create policy "sermons: everyone reads" on public.sermons
  for select to anon, authenticated using (true);
create policy "sermons: staff insert" on public.sermons
  for insert to authenticated with check ((select public.is_staff()));
create policy "sermons: staff update" on public.sermons
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "sermons: staff delete" on public.sermons
  for delete to authenticated using ((select public.is_staff()));

-- gallery_images
alter table public.gallery_images enable row level security;
revoke all on table public.gallery_images from public, anon, authenticated;
grant select on table public.gallery_images to anon, authenticated;
grant insert (description, image_file_path, image_external_url, source_type, category),
  update (description, image_file_path, image_external_url, source_type, category),
  delete
  on table public.gallery_images to authenticated;
create policy "gallery_images: everyone reads" on public.gallery_images
  for select to anon, authenticated using (true);
create policy "gallery_images: staff insert" on public.gallery_images
  for insert to authenticated with check ((select public.is_staff()));
create policy "gallery_images: staff update" on public.gallery_images
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "gallery_images: staff delete" on public.gallery_images
  for delete to authenticated using ((select public.is_staff()));

-- pastor_books
alter table public.pastor_books enable row level security;
revoke all on table public.pastor_books from public, anon, authenticated;
grant select on table public.pastor_books to anon, authenticated;
grant insert (title, author, description, month_year, cover_image_path, pdf_file_path),
  update (title, author, description, month_year, cover_image_path, pdf_file_path),
  delete
  on table public.pastor_books to authenticated;
create policy "pastor_books: everyone reads" on public.pastor_books
  for select to anon, authenticated using (true);
create policy "pastor_books: staff insert" on public.pastor_books
  for insert to authenticated with check ((select public.is_staff()));
create policy "pastor_books: staff update" on public.pastor_books
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "pastor_books: staff delete" on public.pastor_books
  for delete to authenticated using ((select public.is_staff()));

-- bookstore_items
alter table public.bookstore_items enable row level security;
revoke all on table public.bookstore_items from public, anon, authenticated;
grant select on table public.bookstore_items to anon, authenticated;
grant insert (title, author, excerpt, price, cover_image_url, purchase_link),
  update (title, author, excerpt, price, cover_image_url, purchase_link),
  delete
  on table public.bookstore_items to authenticated;
create policy "bookstore_items: everyone reads" on public.bookstore_items
  for select to anon, authenticated using (true);
create policy "bookstore_items: staff insert" on public.bookstore_items
  for insert to authenticated with check ((select public.is_staff()));
create policy "bookstore_items: staff update" on public.bookstore_items
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "bookstore_items: staff delete" on public.bookstore_items
  for delete to authenticated using ((select public.is_staff()));

-- Birthdays: visitors read name, month and day, never the year --------------------------------
-- Privileges are per role, not per user, and RLS filters rows, not columns; so the birth year is
-- hidden with column-level SELECT grants: anon and authenticated (staff included) may read only
-- id, member_name, birth_month and birth_day (generated from birth_date). The app therefore asks
-- for those columns by name, `from('birthdays').select('id, member_name, birth_month, birth_day')`:
-- `select('*')` would name birth_date too and fail with 42501. A view would need either
-- `security definer` (flagged by the database linter: it bypasses the caller's RLS) or the same
-- column grants, and would give the calendar a second name for one entity.
-- Staff write birth_date through the API but, like everyone, read it back only through SQL or the
-- dashboard: no page of the product shows a birth year, and a security definer reader would be
-- one more privileged entry point to audit.
alter table public.birthdays enable row level security;
revoke all on table public.birthdays from public, anon, authenticated;
grant select (id, member_name, birth_month, birth_day) on table public.birthdays to anon, authenticated;
grant insert (member_name, birth_date), update (member_name, birth_date), delete
  on table public.birthdays to authenticated;
create policy "birthdays: everyone reads" on public.birthdays
  for select to anon, authenticated using (true);
create policy "birthdays: staff insert" on public.birthdays
  for insert to authenticated with check ((select public.is_staff()));
create policy "birthdays: staff update" on public.birthdays
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "birthdays: staff delete" on public.birthdays
  for delete to authenticated using ((select public.is_staff()));

-- Blog: visitors see published posts only -----------------------------------------------------
alter table public.pastor_blog_posts enable row level security;
revoke all on table public.pastor_blog_posts from public, anon, authenticated;
grant select on table public.pastor_blog_posts to anon, authenticated;
grant insert (title, slug, excerpt, content, published_at, cover_image_path, cover_image_source_type,
              cover_image_external_url, author_name, tags),
  update (title, slug, excerpt, content, published_at, cover_image_path, cover_image_source_type,
          cover_image_external_url, author_name, tags),
  delete
  on table public.pastor_blog_posts to authenticated;
-- Drafts (published_at null) and scheduled posts (published_at in the future) stay hidden.
create policy "pastor_blog_posts: anon reads published" on public.pastor_blog_posts
  for select to anon using (published_at <= now());
create policy "pastor_blog_posts: published, or all for staff" on public.pastor_blog_posts
  for select to authenticated using (published_at <= now() or (select public.is_staff()));
create policy "pastor_blog_posts: staff insert" on public.pastor_blog_posts
  for insert to authenticated with check ((select public.is_staff()));
create policy "pastor_blog_posts: staff update" on public.pastor_blog_posts
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "pastor_blog_posts: staff delete" on public.pastor_blog_posts
  for delete to authenticated using ((select public.is_staff()));

-- Testimonies: visitors submit pending ones and read approved ones ----------------------------
alter table public.member_testimonies enable row level security;
revoke all on table public.member_testimonies from public, anon, authenticated;
grant select on table public.member_testimonies to anon, authenticated;
-- is_approved is insertable because the form sends `is_approved: false` explicitly (spec §7);
-- the insert policies make sure only staff can store anything but false.
grant insert (submitter_name, testimony_title, testimony_content, is_approved)
  on table public.member_testimonies to anon, authenticated;
-- updated_at is updatable because the admin page sends it; the trigger overwrites it with now().
grant update (submitter_name, testimony_title, testimony_content, is_approved, updated_at), delete
  on table public.member_testimonies to authenticated;
create policy "member_testimonies: anon reads approved" on public.member_testimonies
  for select to anon using (is_approved);
create policy "member_testimonies: approved, or all for staff" on public.member_testimonies
  for select to authenticated using (is_approved or (select public.is_staff()));
create policy "member_testimonies: anon submits pending" on public.member_testimonies
  for insert to anon with check (not is_approved);
create policy "member_testimonies: users submit pending, staff any" on public.member_testimonies
  for insert to authenticated with check (not is_approved or (select public.is_staff()));
create policy "member_testimonies: staff update" on public.member_testimonies
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "member_testimonies: staff delete" on public.member_testimonies
  for delete to authenticated using ((select public.is_staff()));

-- Public forms: visitors insert, staff read and delete ----------------------------------------
-- Visitors may write only the named columns. The insert policies require the form's mandatory
-- fields to be present; their content (non-blank, length, e-mail shape) is judged by the table's
-- check constraints, so a bad value fails with the constraint's own error code (23514), which RLS
-- would otherwise pre-empt with a generic 42501.

-- newsletter_subscribers
alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from public, anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;
grant select, delete on table public.newsletter_subscribers to authenticated;
create policy "newsletter_subscribers: anyone subscribes" on public.newsletter_subscribers
  for insert to anon, authenticated with check (email is not null);
create policy "newsletter_subscribers: staff read" on public.newsletter_subscribers
  for select to authenticated using ((select public.is_staff()));
create policy "newsletter_subscribers: staff delete" on public.newsletter_subscribers
  for delete to authenticated using ((select public.is_staff()));

-- prayer_requests
alter table public.prayer_requests enable row level security;
revoke all on table public.prayer_requests from public, anon, authenticated;
grant insert (name, email, request_details, is_public) on table public.prayer_requests to anon, authenticated;
grant select, delete on table public.prayer_requests to authenticated;
create policy "prayer_requests: anyone submits" on public.prayer_requests
  for insert to anon, authenticated with check (request_details is not null);
create policy "prayer_requests: staff read" on public.prayer_requests
  for select to authenticated using ((select public.is_staff()));
create policy "prayer_requests: staff delete" on public.prayer_requests
  for delete to authenticated using ((select public.is_staff()));

-- contact_messages
alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from public, anon, authenticated;
grant insert (name, email, phone, subject, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
create policy "contact_messages: anyone sends" on public.contact_messages
  for insert to anon, authenticated
  with check (name is not null and email is not null and subject is not null and message is not null);
create policy "contact_messages: staff read" on public.contact_messages
  for select to authenticated using ((select public.is_staff()));
create policy "contact_messages: staff delete" on public.contact_messages
  for delete to authenticated using ((select public.is_staff()));

-- first_timers
alter table public.first_timers enable row level security;
revoke all on table public.first_timers from public, anon, authenticated;
grant insert (name, email, phone, how_heard, comments) on table public.first_timers to anon, authenticated;
grant select, delete on table public.first_timers to authenticated;
create policy "first_timers: anyone connects" on public.first_timers
  for insert to anon, authenticated with check (name is not null and email is not null);
create policy "first_timers: staff read" on public.first_timers
  for select to authenticated using ((select public.is_staff()));
create policy "first_timers: staff delete" on public.first_timers
  for delete to authenticated using ((select public.is_staff()));
