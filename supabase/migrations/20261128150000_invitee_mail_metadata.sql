-- The invitation e-mail names the church and the role from the database (docs/decisions/0035,
-- 0036). Since an invitee becomes staff only when they accept from the link, the staff metadata
-- sync (20261128120100) has not reached their account when Auth renders the first e-mail; the
-- account's own insert now takes church_name and role_label from the pending invitation, so the
-- wording never depends on what the magic-link request sent.

-- security definer: runs inside Auth's insert (as supabase_auth_admin), which may not read
-- private.staff_invitations or the settings behind private.mail_church_name().
create or replace function private.strip_invitation_secret()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invited_role text;
begin
  if new.raw_user_meta_data ? 'invitation' then
    new.raw_user_meta_data := new.raw_user_meta_data - 'invitation';
  end if;
  if new.email is not null then
    select i.role::text into invited_role
      from private.staff_invitations as i
      where i.email = lower(btrim(new.email)) and i.accepted_at is null;
    if invited_role is not null then
      new.raw_user_meta_data := coalesce(new.raw_user_meta_data, '{}'::jsonb)
        || jsonb_build_object('church_name', private.mail_church_name(),
                              'role_label', private.role_label(invited_role));
    end if;
  end if;
  return new;
end;
$$;

comment on function private.strip_invitation_secret() is
  'Trigger on auth.users (before insert): removes the invitation secret from a new account''s user metadata and, for an invited address, writes the church''s name and the invited role''s label there for the invitation e-mail.';
revoke execute on function private.strip_invitation_secret() from public, anon, authenticated, service_role;
