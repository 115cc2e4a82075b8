-- A staff role only for the person who proved the invited address (docs/decisions/0035).
--
-- Before: the Before User Created hook let any account be created for an address with a pending
-- invitation, and an `after insert` trigger on auth.users gave that account the invited role. So
-- anyone who knew the address could `POST /auth/v1/signup` with a password of their own before the
-- invitee opened the e-mail, and became staff (with confirmations on, their password even survived
-- the invitee's confirmation).
--
-- Now:
-- 1. `invite_staff` returns a one-time secret (32 random bytes, hex); the database keeps only its
--    SHA-256. The staff page passes it to Auth in the magic-link request's user metadata
--    (`options.data.invitation`).
-- 2. The hook allows an account only when the request carries that secret for a pending, unexpired
--    invitation of the same address. A sign-up by anyone else (who cannot know the secret) is
--    refused, with and without e-mail confirmations; so are dashboard invitations and OAuth.
-- 3. A `before insert` trigger removes the secret from the new account's metadata (it would
--    otherwise sit in every access token), and an `after insert` trigger notes which account the
--    invitation created. Neither grants anything.
-- 4. The role is granted by `accept_staff_invitation()`, which the welcome page calls with the
--    session the invitation's link started: the caller's address must be the invited one, and the
--    session must come from an e-mail link (its `amr` method), never from a password.
-- 5. Withdrawing an invitation, or letting it expire, deletes the account it created (if that
--    account never became staff), so no usable account is left behind.

alter table private.staff_invitations
  add column token_hash text check (token_hash ~ '^[0-9a-f]{64}$'),
  add column user_id uuid references auth.users (id) on delete set null;

comment on column private.staff_invitations.token_hash is
  'SHA-256 (hex) of the secret invite_staff() returned; the Before User Created hook compares it with the secret in the sign-up request. Null once used or for invitations made before it existed.';
comment on column private.staff_invitations.user_id is
  'The account this invitation created (set by the auth.users trigger); deleted with the invitation when withdrawn or expired unless it became staff.';

-- Invitations recorded before this migration carry no secret: they can no longer create an
-- account, and the staff page's 'Send again' makes a new one.

-- invite_staff ---------------------------------------------------------------------------------

drop function public.invite_staff(text, text);

-- security definer: writes private.staff_invitations (no grant to anyone) and reads auth.users,
-- after checking that the caller is an admin.
create function public.invite_staff(email text, role text)
returns text
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
  secret text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  perform private.require_admin();

  if char_length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid email address.' using errcode = '22023';
  end if;
  if invite_staff.role is null or invite_staff.role::text not in ('admin', 'editor', 'care') then
    raise exception 'Choose a role: admin, editor or care.' using errcode = '22023';
  end if;

  select u.id into existing_user from auth.users as u where lower(u.email) = address limit 1;
  select exists (select 1 from public.staff_members as s where s.user_id = existing_user)
    into existing_staff;
  select exists (
    select 1 from private.staff_invitations as i
    where i.email = address and i.accepted_at is not null and i.password_chosen_at is null
  ) into no_password_yet;

  -- Already staff: nothing to invite. The exception is an account made staff by an earlier
  -- invitation whose invitee never chose a password: the link may be sent again.
  if existing_staff and not no_password_yet then
    raise exception 'This person is already on the staff.' using errcode = '23505';
  end if;

  insert into private.staff_invitations as i (email, role, invited_by, token_hash)
  values (address, invite_staff.role, (select auth.uid()),
    encode(sha256(convert_to(secret, 'UTF8')), 'hex'))
  on conflict (email) where accepted_at is null
  do update set role = excluded.role, invited_by = excluded.invited_by, token_hash = excluded.token_hash,
    invited_at = now(), expires_at = now() + interval '7 days';

  -- No role is granted here, not even to an existing account: only the invitee, signed in through
  -- the invitation's link, accepts it (accept_staff_invitation).
  return secret;
end;
$$;

comment on function public.invite_staff(text, text) is
  'Admins only: records (or renews) an invitation for email with role (admin, editor, care) and returns its one-time secret, which the caller passes to Auth as user metadata `invitation` in the magic-link request (signInWithOtp, shouldCreateUser). Refuses a malformed address (22023) and someone already on the staff (23505). Grants no role: the invitee accepts with accept_staff_invitation().';
revoke execute on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

-- Before User Created hook ---------------------------------------------------------------------

-- security definer: reads private.staff_invitations, which supabase_auth_admin has no grant on.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(event -> 'user' ->> 'email', '')));
  secret text := coalesce(event -> 'user' -> 'user_metadata' ->> 'invitation', '');
begin
  if address <> '' and secret ~ '^[0-9a-f]{64}$' and exists (
    select 1 from private.staff_invitations as i
    where i.email = address and i.accepted_at is null and i.expires_at > now()
      and i.token_hash = encode(sha256(convert_to(secret, 'UTF8')), 'hex')
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
  'Auth hook (before_user_created): allows an account only when the request carries the secret of a pending, unexpired staff invitation of that e-mail (user_metadata.invitation). Executable by supabase_auth_admin only.';

-- New accounts ---------------------------------------------------------------------------------

drop trigger on_auth_user_created_accept_staff_invitation on auth.users;
drop function private.accept_staff_invitation();

-- The secret has done its work once the hook allowed the account: it must not stay in the
-- account's metadata, which every access token carries.
create function private.strip_invitation_secret()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.raw_user_meta_data ? 'invitation' then
    new.raw_user_meta_data := new.raw_user_meta_data - 'invitation';
  end if;
  return new;
end;
$$;

comment on function private.strip_invitation_secret() is
  'Trigger on auth.users (before insert): removes the invitation secret from a new account''s user metadata.';
revoke execute on function private.strip_invitation_secret() from public, anon, authenticated, service_role;

create trigger on_auth_user_created_strip_invitation_secret
  before insert on auth.users
  for each row execute function private.strip_invitation_secret();

-- security definer: runs inside Auth's insert (as supabase_auth_admin), which has no privilege on
-- the invitations. Grants nothing: it only notes which account the invitation created, so that a
-- withdrawn or expired invitation can take it away again.
create function private.link_staff_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null then
    update private.staff_invitations as i
      set user_id = new.id
      where i.email = lower(btrim(new.email)) and i.accepted_at is null;
  end if;
  return new;
end;
$$;

comment on function private.link_staff_invitation() is
  'Trigger on auth.users (after insert): records the account an invitation created in staff_invitations.user_id. Grants no role.';
revoke execute on function private.link_staff_invitation() from public, anon, authenticated, service_role;

create trigger on_auth_user_created_link_staff_invitation
  after insert on auth.users
  for each row execute function private.link_staff_invitation();

-- accept_staff_invitation ----------------------------------------------------------------------

-- security definer: reads the invitations and writes staff_members, which an invitee (not yet
-- staff) may not do.
create function public.accept_staff_invitation()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  address text;
  invitation private.staff_invitations;
  current_role_name text;
  -- GoTrue's `amr` methods of a session started from an e-mail link: `otp` (implicit flow, and the
  -- e-mailed code), or the PKCE flow's method. A password sign-in is `password`.
  proven boolean := exists (
    select 1 from jsonb_array_elements(
      case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array' then (select auth.jwt()) -> 'amr'
           else '[]'::jsonb end
    ) as m
    where m ->> 'method' in ('otp', 'magiclink', 'email/signup', 'invite', 'recovery')
  );
begin
  if caller is null then
    raise exception 'Sign in through the link in your invitation e-mail.' using errcode = '42501';
  end if;
  select lower(u.email) into address from auth.users as u where u.id = caller;

  select * into invitation from private.staff_invitations as i
    where i.email = address and i.accepted_at is null
    for update;

  if invitation.id is null or invitation.expires_at <= now() then
    -- Opening the link again after accepting is fine: the role is already there.
    select s.role::text into current_role_name from public.staff_members as s where s.user_id = caller;
    if current_role_name is not null and invitation.id is null then
      return current_role_name;
    end if;
    raise exception 'This invitation has expired or was withdrawn. Ask an administrator to send it again.'
      using errcode = 'P0001';
  end if;
  if not proven then
    raise exception 'Open the link in your invitation e-mail to join the staff.' using errcode = '42501';
  end if;

  insert into public.staff_members (user_id, role)
  values (caller, invitation.role)
  on conflict (user_id) do update set role = excluded.role;
  update private.staff_invitations as i
    set accepted_at = now(), user_id = caller, token_hash = null
    where i.id = invitation.id;
  return invitation.role::text;
end;
$$;

comment on function public.accept_staff_invitation() is
  'The invitee, signed in through the invitation e-mail''s link (an e-mail-link amr method, not a password), accepts the pending, unexpired invitation of their own address: becomes staff with the invited role, which is returned. Opening the link again returns the role. P0001 when there is no such invitation, 42501 for a password session or anon.';
revoke execute on function public.accept_staff_invitation() from public, anon;
grant execute on function public.accept_staff_invitation() to authenticated;

-- Withdrawn and expired invitations ------------------------------------------------------------

-- security definer: deletes the account a withdrawn invitation created (auth.users), which no API
-- role may touch, after the admin check.
create or replace function public.revoke_staff_invitation(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  created uuid;
begin
  perform private.require_admin();
  delete from private.staff_invitations as i
    where i.email = lower(btrim(coalesce(revoke_staff_invitation.email, '')))
      and i.accepted_at is null
    returning i.user_id into created;
  if created is not null then
    delete from auth.users as u
      where u.id = created
        and not exists (select 1 from public.staff_members as s where s.user_id = u.id);
  end if;
end;
$$;

comment on function public.revoke_staff_invitation(text) is
  'Admins only: withdraws the pending invitation of email and deletes the account its link created, if that account is not staff. Does nothing when there is none.';

-- Run by pg_cron as the job's owner (postgres); nobody else may execute it.
create function private.purge_expired_staff_invitations()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  created uuid[];
  gone integer;
begin
  select coalesce(array_agg(i.user_id) filter (where i.user_id is not null), '{}') into created
    from private.staff_invitations as i
    where i.accepted_at is null and i.expires_at <= now();
  update private.staff_invitations as i
    set user_id = null, token_hash = null
    where i.accepted_at is null and i.expires_at <= now()
      and (i.user_id is not null or i.token_hash is not null);
  delete from auth.users as u
    where u.id = any (created)
      and not exists (select 1 from public.staff_members as s where s.user_id = u.id);
  get diagnostics gone = row_count;
  return gone;
end;
$$;

comment on function private.purge_expired_staff_invitations() is
  'Deletes the accounts created by invitations that expired unaccepted (unless they became staff) and forgets those invitations'' secrets; returns how many accounts. Run hourly by pg_cron (job staff-invitations-expire). The invitation stays listed on the staff page as expired.';
revoke execute on function private.purge_expired_staff_invitations() from public, anon, authenticated, service_role;

do $$
begin
  if to_regnamespace('cron') is not null then
    perform cron.schedule('staff-invitations-expire', '41 * * * *',
      'select private.purge_expired_staff_invitations()');
  end if;
end
$$;
