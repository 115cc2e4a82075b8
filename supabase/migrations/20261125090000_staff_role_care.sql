-- Staff roles: `admin`, `editor` and `care` (pastoral care: the inbox of prayer requests,
-- messages and first-timer cards). This migration only widens the set of values; which role may
-- do what is decided by the row-level security policies that read staff_members.
alter table public.staff_members drop constraint staff_members_role_check;
alter table public.staff_members
  add constraint staff_members_role_check check (role in ('admin', 'editor', 'care'));

comment on column public.staff_members.role is
  'admin (everything, including staff and settings), editor (public content) or care (the inbox and birthdays).';
