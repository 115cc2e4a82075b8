-- Auth e-mails in the church's voice (issue 30 item 4, docs/decisions/0036).
--
-- Supabase Auth renders its e-mails (invitation, password reset, …) from Go templates that can
-- read the site's address, the recipient's address and the user's metadata (`{{ .Data.<key> }}`,
-- auth.users.raw_user_meta_data), nothing from our tables. So that a password-reset e-mail can
-- name the church, and an invitation sent again to an existing account can name the role, every
-- staff account carries two keys, kept in step by the database:
--
--   church_name  the site_identity setting's name (default 'Our Church'), with ' written ’
--                (GoTrue HTML-escapes subjects too, supabase/auth#1361, so "St Mary's" would
--                read "St Mary&#39;s" in the subject line)
--   role_label   'Admin', 'Editor' or 'Pastoral care', after public.staff_members.role
--
-- They are written when a staff_members row is added or its role changes, and for every staff
-- account when site_identity is saved or removed. GoTrue reloads a new user after inserting it,
-- so an invitation's first e-mail already sees them (the invitation's own `options.data` carries
-- the same keys). The user can overwrite their own metadata (PUT /auth/v1/user), so these keys
-- are for e-mail wording only and are never read for access (the role lives in staff_members).
-- Works on hosted projects: plain triggers on our tables, updating auth.users as the owner.

create or replace function private.mail_church_name()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select replace(private.site_identity() ->> 'name', '''', '’');
$$;
comment on function private.mail_church_name() is
  'The church''s name as Auth e-mails show it: site_identity.name (default Our Church) with straight apostrophes made typographic, since GoTrue HTML-escapes subjects.';
revoke execute on function private.mail_church_name() from public, anon, authenticated, service_role;

-- The role's label is private.role_label() (20261128100000_activity_log_sentences.sql), the one
-- the activity log's sentences use.

-- Writes church_name and role_label into the metadata of one staff account, or of all of them
-- (null), where they differ. Called by the triggers below (which run as the owner) and once here.
create or replace function private.sync_staff_mail_metadata(only_user uuid default null)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  with wanted as (
    select s.user_id,
           jsonb_build_object('church_name', private.mail_church_name(),
                              'role_label', private.role_label(s.role::text)) as keys
    from public.staff_members as s
    where only_user is null or s.user_id = only_user
  )
  update auth.users as u
  set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || w.keys
  from wanted as w
  where u.id = w.user_id
    and not coalesce(u.raw_user_meta_data, '{}'::jsonb) @> w.keys;
$$;
comment on function private.sync_staff_mail_metadata(uuid) is
  'Keeps church_name and role_label in the Auth metadata of staff accounts (one, or all when null), for the wording of Auth e-mails (decision 0036).';
revoke execute on function private.sync_staff_mail_metadata(uuid) from public, anon, authenticated, service_role;

-- security definer: the trigger fires for an admin's request (role authenticated, or GoTrue's
-- supabase_auth_admin through the invitation trigger), and only the owner may update auth.users.
create or replace function private.staff_mail_metadata_on_staff()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.sync_staff_mail_metadata(new.user_id);
  return null;
end;
$$;
revoke execute on function private.staff_mail_metadata_on_staff() from public, anon, authenticated, service_role;

create trigger staff_members_mail_metadata
  after insert or update of role, user_id on public.staff_members
  for each row execute function private.staff_mail_metadata_on_staff();

-- security definer: as above, for an admin saving site_identity on the settings page.
create or replace function private.staff_mail_metadata_on_identity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(new.setting_key, old.setting_key) = 'site_identity' then
    perform private.sync_staff_mail_metadata(null);
  end if;
  return null;
end;
$$;
revoke execute on function private.staff_mail_metadata_on_identity() from public, anon, authenticated, service_role;

create trigger site_settings_mail_metadata
  after insert or update or delete on public.site_settings
  for each row execute function private.staff_mail_metadata_on_identity();

-- The staff accounts that exist already.
select private.sync_staff_mail_metadata(null);
