-- One source for the value lists the database defines (docs/decisions/0021 "Value lists as enum types"): staff
-- roles and inbox statuses become enum types instead of check constraints, so the generated types
-- (src/types/database.types.ts) carry them as unions and `Constants.public.Enums` lists their
-- values in order. The front end reads both from there; each list has one label map.
--
-- The functions that take or return a role as text keep their signatures (invite_staff,
-- revoke_staff_invitation, has_staff_role, staff_directory): an assignment cast from text lets a
-- text value be stored in the new columns as before (a value outside the list is refused with
-- 22P02), has_staff_role compares the role as text, and staff_directory returns it as text.
-- A later value (a finance role, say) is added with `alter type ... add value`.

-- Staff roles ----------------------------------------------------------------------------------

create type public.staff_role as enum ('admin', 'editor', 'care');
comment on type public.staff_role is
  'A staff role: admin (everything, including staff and settings), editor (public content) or care (the inbox and birthdays).';

create cast (text as public.staff_role) with inout as assignment;

-- A trigger that names the column (`before update of role`, `after update of role`) blocks a
-- change of its type: each is dropped and created again unchanged.
drop trigger staff_members_keep_one_admin on public.staff_members;
drop trigger staff_members_mail_metadata on public.staff_members;

alter table public.staff_members drop constraint staff_members_role_check;
alter table public.staff_members alter column role drop default;
alter table public.staff_members
  alter column role type public.staff_role using role::public.staff_role;
alter table public.staff_members alter column role set default 'editor';

create trigger staff_members_keep_one_admin
  before update of role or delete on public.staff_members
  for each row execute function private.keep_one_admin();

create trigger staff_members_mail_metadata
  after insert or update of role, user_id on public.staff_members
  for each row execute function private.staff_mail_metadata_on_staff();

alter table private.staff_invitations drop constraint staff_invitations_role_check;
alter table private.staff_invitations
  alter column role type public.staff_role using role::public.staff_role;

-- The policies' role check: the same signature (policies pass text literals), the role compared
-- as text.
create or replace function public.has_staff_role(variadic roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff_members as s
    where s.user_id = (select auth.uid()) and s.role::text = any (roles)
  );
$$;

-- Unchanged but for the role, returned as text as before (PL/pgSQL's `return query` wants the
-- declared column types exactly).
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
      s.role::text,
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
    select null::uuid, i.email, null::text, i.role::text, null::timestamptz, i.invited_at, true, i.expires_at
    from private.staff_invitations as i
    where i.accepted_at is null
    order by 2;
end;
$$;

-- Inbox statuses -------------------------------------------------------------------------------

create type public.inbox_status as enum ('new', 'in_progress', 'done', 'archived');
comment on type public.inbox_status is
  'Where a care inbox item stands, in workflow order: new, in_progress, done, archived.';

create cast (text as public.inbox_status) with inout as assignment;

-- The list's view shows the column and the closed-at trigger names it: both are dropped and
-- created again unchanged (the view as 20261126100000_inbox_privacy.sql left it).
drop view public.inbox;
drop trigger inbox_items_closed_at on public.inbox_items;

alter table public.inbox_items drop constraint inbox_items_status_check;
alter table public.inbox_items alter column status drop default;
alter table public.inbox_items
  alter column status type public.inbox_status using status::public.inbox_status;
alter table public.inbox_items alter column status set default 'new';

create trigger inbox_items_closed_at before update of status on public.inbox_items
  for each row execute function private.inbox_items_closed_at();

create view public.inbox with (security_invoker = true) as
with items as (
  select 'prayer_request'::text as kind, p.id, nullif(btrim(p.name), '') as name,
         nullif(btrim(p.email), '') as email, null::text as subject,
         p.request_details as body, p.created_at, null::text as phone, null::text as how_heard
  from public.prayer_requests as p
  union all
  select 'contact_message', c.id, c.name, c.email, c.subject, c.message, c.created_at, null, null
  from public.contact_messages as c
  union all
  select 'first_timer', f.id, f.name, f.email, null, f.comments, f.created_at,
         nullif(btrim(f.phone), ''), nullif(btrim(f.how_heard), '')
  from public.first_timers as f
)
select
  i.kind,
  i.id,
  i.name,
  i.email,
  i.subject,
  left(i.body, 200) as excerpt,
  i.created_at as received_at,
  w.status,
  w.assignee_id,
  w.version,
  exists (
    select 1 from public.inbox_reads as r
    where r.kind = i.kind and r.item_id = i.id and r.staff_id = (select auth.uid())
  ) as read_by_me,
  lower(concat_ws(' ', i.name, i.email, i.subject, i.body)) as search_text,
  w.closed_at,
  public.inbox_removes_at(i.kind, w.closed_at) as removes_at,
  i.phone,
  i.how_heard,
  i.body
from items as i
join public.inbox_items as w on w.kind = i.kind and w.item_id = i.id;

comment on view public.inbox is
  'The care inbox: prayer requests, contact messages and first-timer cards with their workflow and whether the caller has read each; admins and care only (security invoker).';

revoke all on table public.inbox from public, anon, authenticated;
grant select on table public.inbox to authenticated;
