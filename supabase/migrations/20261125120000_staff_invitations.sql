-- Staff invitations (docs/decisions/0024): an admin records an invitation (e-mail + role) through
-- `invite_staff`, then the browser asks Auth for a magic link with `shouldCreateUser`. Auth's Before
-- User Created hook (`hook_before_user_created`) lets an account be created only for an address
-- with a pending, unexpired invitation, which also closes public sign-up; the `after insert` trigger
-- on auth.users gives the new account its staff row with the invited role. No service-role key and
-- no Edge Function are involved; everything here works on hosted Supabase as it does locally.

-- Invitations ----------------------------------------------------------------------------------

create table private.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed and lower-case, so one address has one pending invitation whatever its spelling.
  email text not null
    check (email = lower(btrim(email)) and char_length(email) <= 254
      and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  role text not null check (role in ('admin', 'editor', 'care')),
  invited_by uuid references auth.users (id) on delete set null,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  -- When the invitee first chose a password (the welcome page, or a reset): until then the staff
  -- page lists them as 'Invitation pending'. Auth gives an account created by a magic link a
  -- random password and a first sign-in, so neither auth.users column can tell.
  password_chosen_at timestamptz,
  check (expires_at > invited_at)
);

-- One pending invitation per address; accepted ones stay as a record of who invited whom.
create unique index staff_invitations_pending_email on private.staff_invitations (email)
  where accepted_at is null;

comment on table private.staff_invitations is
  'Invitations to the staff: written by invite_staff(), read by the Before User Created hook and the auth.users trigger. Not exposed by the API.';
comment on column private.staff_invitations.expires_at is
  'After this time the hook refuses to create the account; the admin invites again, which renews it.';

alter table private.staff_invitations enable row level security;
revoke all on table private.staff_invitations from public, anon, authenticated, service_role;

-- The caller's role ----------------------------------------------------------------------------

-- The one role check is public.has_staff_role() (20261125110000_staff_roles.sql).

-- Raises 42501 (PostgREST: 401 for anon, 403 for a signed-in user) unless the caller is an admin.
create or replace function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin') then
    raise exception 'Only administrators can manage the staff.' using errcode = '42501';
  end if;
end;
$$;

revoke execute on function private.require_admin() from public, anon, authenticated, service_role;

-- invite_staff ---------------------------------------------------------------------------------

-- security definer: writes private.staff_invitations (no grant to anyone) and reads auth.users,
-- after checking that the caller is an admin.
create or replace function public.invite_staff(email text, role text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := lower(btrim(coalesce(invite_staff.email, '')));
  existing_user uuid;
  existing_staff boolean;
  no_password_yet boolean;
  was_invited boolean;
begin
  perform private.require_admin();

  if char_length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid email address.' using errcode = '22023';
  end if;
  if invite_staff.role is null or invite_staff.role not in ('admin', 'editor', 'care') then
    raise exception 'Choose a role: admin, editor or care.' using errcode = '22023';
  end if;

  select u.id, exists (
      select 1 from private.staff_invitations as i
      where i.email = address and i.accepted_at is not null and i.password_chosen_at is null
    )
    into existing_user, no_password_yet
    from auth.users as u
    where lower(u.email) = address
    limit 1;
  select exists (select 1 from public.staff_members as s where s.user_id = existing_user)
    into existing_staff;
  select exists (
    select 1 from private.staff_invitations as i where i.email = address and i.accepted_at is not null
  ) into was_invited;

  -- Already staff: nothing to invite. The exception is an account created by an earlier invitation
  -- whose invitee never chose a password: it may be invited again, and the link is sent anew.
  if existing_staff and not (no_password_yet and was_invited) then
    raise exception 'This person is already on the staff.' using errcode = '23505';
  end if;

  insert into private.staff_invitations as i (email, role, invited_by)
  values (address, invite_staff.role, (select auth.uid()))
  on conflict (email) where accepted_at is null
  do update set role = excluded.role, invited_by = excluded.invited_by,
    invited_at = now(), expires_at = now() + interval '7 days';

  -- An existing account (a member of the site, or a pending invitee) gets its role now: Auth will
  -- not create it again, so the auth.users trigger would never run for it.
  if existing_user is not null then
    insert into public.staff_members as s (user_id, role)
    values (existing_user, invite_staff.role)
    on conflict (user_id) do update set role = excluded.role;
    update private.staff_invitations as i
      set accepted_at = now()
      where i.email = address and i.accepted_at is null;
  end if;
end;
$$;

comment on function public.invite_staff(text, text) is
  'Admins only: records an invitation for email with role (admin, editor, care). Refuses a malformed address (22023) and someone already on the staff (23505). The caller then sends the magic link through Auth (signInWithOtp, shouldCreateUser).';
revoke execute on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

-- revoke_staff_invitation ---------------------------------------------------------------------

create or replace function public.revoke_staff_invitation(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  delete from private.staff_invitations as i
    where i.email = lower(btrim(coalesce(revoke_staff_invitation.email, '')))
      and i.accepted_at is null;
end;
$$;

comment on function public.revoke_staff_invitation(text) is
  'Admins only: withdraws the pending invitation of email, so its link can no longer create an account. Does nothing when there is none.';
revoke execute on function public.revoke_staff_invitation(text) from public, anon;
grant execute on function public.revoke_staff_invitation(text) to authenticated;

-- staff_directory ------------------------------------------------------------------------------

-- security definer: reads auth.users (e-mail, name, last sign-in), which no API role may read.
create or replace function public.staff_directory()
returns table (
  user_id uuid,
  email text,
  display_name text,
  role text,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  pending boolean,
  expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    select s.user_id,
      u.email::text,
      nullif(btrim(coalesce(u.raw_user_meta_data ->> 'display_name', u.raw_user_meta_data ->> 'full_name')), ''),
      s.role,
      u.last_sign_in_at,
      s.created_at,
      -- Invited, and the invitee has not chosen a password yet (password_chosen_at).
      exists (select 1 from private.staff_invitations as i
              where i.email = lower(u.email) and i.accepted_at is not null
                and i.password_chosen_at is null),
      null::timestamptz
    from public.staff_members as s
    join auth.users as u on u.id = s.user_id
    union all
    select null::uuid, i.email, null::text, i.role, null::timestamptz, i.invited_at, true, i.expires_at
    from private.staff_invitations as i
    where i.accepted_at is null
    order by 2;
end;
$$;

comment on function public.staff_directory() is
  'Admins only: every staff member (user_id, email, display_name, role, last_sign_in_at, created_at, pending = invited but no password chosen yet) and every invitation not yet used (user_id null, pending true, expires_at).';
revoke execute on function public.staff_directory() from public, anon;
grant execute on function public.staff_directory() to authenticated;

-- Before User Created hook ---------------------------------------------------------------------

-- Auth calls it (as supabase_auth_admin) before creating any account: sign-up, magic link with
-- shouldCreateUser, OAuth. It answers `{}` to allow, or an error object to refuse
-- (https://supabase.com/docs/guides/auth/auth-hooks/before-user-created-hook). security definer:
-- it reads private.staff_invitations, which supabase_auth_admin has no grant on.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(event -> 'user' ->> 'email', '')));
begin
  if address <> '' and exists (
    select 1 from private.staff_invitations as i
    where i.email = address and i.accepted_at is null and i.expires_at > now()
  ) then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object(
    'error', jsonb_build_object(
      'http_code', 403,
      'message', 'Accounts are created by invitation only. Ask an administrator to invite you.'
    )
  );
end;
$$;

comment on function public.hook_before_user_created(jsonb) is
  'Auth hook (before_user_created): allows an account only for an e-mail with a pending, unexpired staff invitation. Executable by supabase_auth_admin only.';
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- New accounts of invited addresses ------------------------------------------------------------

-- security definer: runs inside Auth's insert (as supabase_auth_admin), which has no privilege on
-- staff_members or the invitations. Accounts without an invitation (seed.sql's, the dashboard's
-- when the hook is off) are left alone.
create or replace function private.accept_staff_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation private.staff_invitations;
begin
  if new.email is null then
    return new;
  end if;
  update private.staff_invitations as i
    set accepted_at = now()
    where i.email = lower(btrim(new.email)) and i.accepted_at is null and i.expires_at > now()
    returning i.* into invitation;
  if invitation.id is not null then
    insert into public.staff_members (user_id, role)
    values (new.id, invitation.role)
    on conflict (user_id) do update set role = excluded.role;
  end if;
  return new;
end;
$$;

comment on function private.accept_staff_invitation() is
  'Trigger on auth.users: an account created for an invited e-mail becomes staff with the invited role, and the invitation is marked accepted.';
revoke execute on function private.accept_staff_invitation() from public, anon, authenticated, service_role;

create trigger on_auth_user_created_accept_staff_invitation
  after insert on auth.users
  for each row execute function private.accept_staff_invitation();

-- security definer for the same reason: runs inside Auth's update of the user (PUT /user).
create or replace function private.note_invitee_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.staff_invitations as i
    set password_chosen_at = now()
    where i.email = lower(btrim(new.email)) and i.accepted_at is not null and i.password_chosen_at is null;
  return new;
end;
$$;

comment on function private.note_invitee_password() is
  'Trigger on auth.users: the first password an invitee chooses ends their ''Invitation pending'' state.';
revoke execute on function private.note_invitee_password() from public, anon, authenticated, service_role;

create trigger on_auth_user_password_note_invitee
  after update of encrypted_password on auth.users
  for each row
  when (new.encrypted_password is distinct from old.encrypted_password and new.email is not null)
  execute function private.note_invitee_password();
