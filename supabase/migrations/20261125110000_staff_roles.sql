-- Staff roles enforced by row-level security (docs/decisions/0021-staff-roles-and-activity-log.md).
--
--   area                                                              admin  editor  care
--   events, sermons, blog, pastor's corner, books, bookstore, gallery,
--   hero videos, testimony moderation, the eight media buckets          ✓      ✓
--   prayer requests, contact messages, first-timer cards, birthdays    ✓              ✓
--   newsletter subscribers                                             ✓      ✓
--   site settings                                                      ✓
--   staff members (and the activity log, next migration)               ✓
--
-- Every staff policy asks public.has_staff_role(...), a security definer function that reads
-- staff_members on each statement: removing someone or changing their role takes effect on their
-- next request, not when their access token expires. public.is_staff() keeps its meaning, "any
-- staff role" (the staff pages' guard and the form guard call it).
-- Policies for anon never call either function, so anon needs no EXECUTE on them. The grants of
-- 20261121100100_policies.sql stay as they are; only who passes the policies changes.

-- The role check -----------------------------------------------------------------------------

-- security definer for the same reasons as is_staff(): it must read staff_members whatever the
-- caller may read there, and must not recurse into staff_members' own policies. It reads one fixed
-- table with an empty search_path and answers only for the caller's own auth.uid().
create or replace function public.has_staff_role(variadic roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff_members as s
    where s.user_id = (select auth.uid()) and s.role = any (roles)
  );
$$;

comment on function public.has_staff_role(text[]) is
  'True when the signed-in user (auth.uid()) is a staff member with one of the given roles (admin, editor, care).';

revoke execute on function public.has_staff_role(text[]) from public, anon;
grant execute on function public.has_staff_role(text[]) to authenticated, service_role;

comment on function public.is_staff() is
  'True when the signed-in user (auth.uid()) is a staff member, whatever their role.';

-- Public content: admin and editor -----------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array['hero_videos', 'church_events', 'sermons', 'gallery_images', 'pastor_books',
                           'bookstore_items', 'pastor_blog_posts', 'member_testimonies']
  loop
    execute format('drop policy if exists %I on public.%I', t || ': staff update', t);
    execute format('drop policy if exists %I on public.%I', t || ': staff delete', t);
    execute format(
      'create policy %I on public.%I for update to authenticated '
      'using ((select public.has_staff_role(''admin'', ''editor''))) '
      'with check ((select public.has_staff_role(''admin'', ''editor'')))',
      t || ': admins and editors update', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated '
      'using ((select public.has_staff_role(''admin'', ''editor'')))',
      t || ': admins and editors delete', t);
    if t <> 'member_testimonies' then
      execute format('drop policy if exists %I on public.%I', t || ': staff insert', t);
      execute format(
        'create policy %I on public.%I for insert to authenticated '
        'with check ((select public.has_staff_role(''admin'', ''editor'')))',
        t || ': admins and editors insert', t);
    end if;
  end loop;
end
$$;

-- Drafts and scheduled posts: admins and editors see them.
drop policy "pastor_blog_posts: published, or all for staff" on public.pastor_blog_posts;
create policy "pastor_blog_posts: published, or all for admins and editors" on public.pastor_blog_posts
  for select to authenticated
  using (published_at <= now() or (select public.has_staff_role('admin', 'editor')));

-- Testimony moderation: admins and editors see pending testimonies and may store approved ones.
drop policy "member_testimonies: approved, or all for staff" on public.member_testimonies;
create policy "member_testimonies: approved, or all for admins and editors" on public.member_testimonies
  for select to authenticated
  using (is_approved or (select public.has_staff_role('admin', 'editor')));
drop policy "member_testimonies: users submit pending, staff any" on public.member_testimonies;
create policy "member_testimonies: users submit pending, admins and editors any" on public.member_testimonies
  for insert to authenticated
  with check (not is_approved or (select public.has_staff_role('admin', 'editor')));

-- Site settings: admin only ------------------------------------------------------------------

drop policy "site_settings: staff insert" on public.site_settings;
drop policy "site_settings: staff update" on public.site_settings;
drop policy "site_settings: staff delete" on public.site_settings;
create policy "site_settings: admins insert" on public.site_settings
  for insert to authenticated with check ((select public.has_staff_role('admin')));
create policy "site_settings: admins update" on public.site_settings
  for update to authenticated
  using ((select public.has_staff_role('admin'))) with check ((select public.has_staff_role('admin')));
create policy "site_settings: admins delete" on public.site_settings
  for delete to authenticated using ((select public.has_staff_role('admin')));

-- Birthdays: admin and care ------------------------------------------------------------------

drop policy "birthdays: staff insert" on public.birthdays;
drop policy "birthdays: staff update" on public.birthdays;
drop policy "birthdays: staff delete" on public.birthdays;
create policy "birthdays: admins and care insert" on public.birthdays
  for insert to authenticated with check ((select public.has_staff_role('admin', 'care')));
create policy "birthdays: admins and care update" on public.birthdays
  for update to authenticated
  using ((select public.has_staff_role('admin', 'care')))
  with check ((select public.has_staff_role('admin', 'care')));
create policy "birthdays: admins and care delete" on public.birthdays
  for delete to authenticated using ((select public.has_staff_role('admin', 'care')));

-- The inbox: prayer requests, contact messages, first-timer cards: admin and care --------------

do $$
declare
  t text;
begin
  foreach t in array array['prayer_requests', 'contact_messages', 'first_timers'] loop
    execute format('drop policy %I on public.%I', t || ': staff read', t);
    execute format('drop policy %I on public.%I', t || ': staff delete', t);
    execute format(
      'create policy %I on public.%I for select to authenticated '
      'using ((select public.has_staff_role(''admin'', ''care'')))',
      t || ': admins and care read', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated '
      'using ((select public.has_staff_role(''admin'', ''care'')))',
      t || ': admins and care delete', t);
  end loop;
end
$$;

-- Newsletter subscribers: admin and editor (communications) ------------------------------------

drop policy "newsletter_subscribers: staff read" on public.newsletter_subscribers;
drop policy "newsletter_subscribers: staff delete" on public.newsletter_subscribers;
create policy "newsletter_subscribers: admins and editors read" on public.newsletter_subscribers
  for select to authenticated using ((select public.has_staff_role('admin', 'editor')));
create policy "newsletter_subscribers: admins and editors delete" on public.newsletter_subscribers
  for delete to authenticated using ((select public.has_staff_role('admin', 'editor')));

-- Media buckets: admin and editor ------------------------------------------------------------

drop policy "media buckets: staff read object rows" on storage.objects;
drop policy "media buckets: staff upload" on storage.objects;
drop policy "media buckets: staff replace" on storage.objects;
drop policy "media buckets: staff delete" on storage.objects;

create policy "media buckets: admins and editors read object rows" on storage.objects
  for select to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.has_staff_role('admin', 'editor'))
  );

create policy "media buckets: admins and editors upload" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.has_staff_role('admin', 'editor'))
  );

create policy "media buckets: admins and editors replace" on storage.objects
  for update to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.has_staff_role('admin', 'editor'))
  )
  with check (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.has_staff_role('admin', 'editor'))
  );

create policy "media buckets: admins and editors delete" on storage.objects
  for delete to authenticated
  using (
    bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio', 'gallery-images',
                           'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers'])
    and (select public.has_staff_role('admin', 'editor'))
  );

-- Staff members: admins manage, everyone staff reads their own row -----------------------------
-- Rows are created by SQL (or the invitation flow); through the API an admin reads every row,
-- changes a role and removes someone. Nobody else writes here.

grant update (role), delete on table public.staff_members to authenticated;

drop policy "staff_members: users read their own row" on public.staff_members;
create policy "staff_members: own row, or all for admins" on public.staff_members
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_staff_role('admin')));
create policy "staff_members: admins change roles" on public.staff_members
  for update to authenticated
  using ((select public.has_staff_role('admin'))) with check ((select public.has_staff_role('admin')));
create policy "staff_members: admins remove staff" on public.staff_members
  for delete to authenticated using ((select public.has_staff_role('admin')));

-- The last admin stays. Applies to every caller (API, SQL editor, a cascade from auth.users):
-- without an admin nobody could manage staff or settings through the product again. The error is
-- stable so the staff page can show it: SQLSTATE P0001 (HTTP 400 through the API), detail
-- 'last_admin', message 'The last admin cannot be removed or demoted.'
create or replace function private.keep_one_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return coalesce(new, old);
  end if;
  -- Two admins demoting each other at the same time: the second waits for the first and then
  -- sees its result (each statement of a volatile function takes a fresh snapshot).
  perform pg_advisory_xact_lock(hashtext('public.staff_members: last admin'));
  if not exists (
    select 1 from public.staff_members as s where s.role = 'admin' and s.user_id <> old.user_id
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'The last admin cannot be removed or demoted.',
      detail = 'last_admin',
      hint = 'Make another staff member an admin first.';
  end if;
  return coalesce(new, old);
end;
$$;

comment on function private.keep_one_admin() is
  'Trigger: refuses (P0001, detail last_admin) to delete or demote the only remaining admin.';
revoke execute on function private.keep_one_admin() from public, anon, authenticated;

create trigger staff_members_keep_one_admin
  before update of role or delete on public.staff_members
  for each row execute function private.keep_one_admin();

-- A removed staff member is signed out everywhere: their Auth sessions and refresh tokens are
-- deleted (GoTrue's tables: auth.sessions, auth.refresh_tokens; deleting a session cascades to
-- its refresh tokens on hosted projects, the explicit delete covers tokens without a session).
-- Their current access token still verifies until it expires, but every policy asks
-- has_staff_role(), which no longer finds them.
create or replace function private.end_removed_staff_sessions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.refresh_tokens where user_id = old.user_id::text;
  delete from auth.sessions where user_id = old.user_id;
  return old;
end;
$$;

comment on function private.end_removed_staff_sessions() is
  'Trigger: deletes the Auth sessions and refresh tokens of a removed staff member.';
revoke execute on function private.end_removed_staff_sessions() from public, anon, authenticated;

create trigger staff_members_end_sessions
  after delete on public.staff_members
  for each row execute function private.end_removed_staff_sessions();

comment on table public.staff_members is
  'Staff: users allowed into the staff pages, with their role. Admins read every row, change roles and remove staff through the API.';
