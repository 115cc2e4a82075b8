-- The care inbox (docs/decisions/0025-care-inbox.md): prayer requests, contact messages and
-- first-timer cards in one list for pastoral care and admins, with a status, an assignee, private
-- notes and per-staff read marks.
--
-- * public.inbox_items: one row per submission (kind + item id), created by the database when the
--   visitor's row is stored and deleted with it. It holds the workflow: status (new, in_progress,
--   done, archived), assignee (a care or admin staff member) and `version`, the optimistic
--   concurrency counter. The visitor's tables keep only what the visitor sent, so the public
--   forms' grants and flood guard are untouched and a visitor can never set a status.
-- * Saving a change sends the version the page read; a save carrying another version (someone
--   saved in between) is refused with SQLSTATE PT409 (HTTP 409), detail 'inbox_item_changed'.
--   Every accepted save adds one to the version.
-- * public.inbox_notes: private notes, several per item, each with its author and time.
-- * public.inbox_reads: who has opened which item (opening an item marks it read for that staff
--   member only).
-- * public.inbox: a security-invoker view joining the three kinds, for the list (filter, search,
--   paging with a count through PostgREST); public.inbox_unread_counts() the unread counts per kind
--   for the caller; public.inbox_assignees() the staff who may be assigned.
-- Only admins and care read or change any of it (RLS through public.has_staff_role).

-- The workflow of each item ------------------------------------------------------------------------

create table public.inbox_items (
  kind text not null check (kind in ('prayer_request', 'contact_message', 'first_timer')),
  item_id uuid not null,
  -- When the visitor's row was stored (copied, so the list sorts on one indexed column).
  received_at timestamptz not null,
  status text not null default 'new' check (status in ('new', 'in_progress', 'done', 'archived')),
  assignee_id uuid references public.staff_members (user_id) on delete set null,
  version integer not null default 1 check (version > 0),
  updated_at timestamptz not null default now(),
  primary key (kind, item_id)
);

create index inbox_items_received_idx on public.inbox_items (received_at desc, item_id desc);
create index inbox_items_status_idx on public.inbox_items (status, received_at desc);
create index inbox_items_assignee_idx on public.inbox_items (assignee_id);

comment on table public.inbox_items is
  'Workflow of each prayer request, contact message and first-timer card: status, assignee, version (optimistic concurrency). Rows are created and deleted with the visitor''s row; admins and care read and update.';
comment on column public.inbox_items.version is
  'Optimistic concurrency: an update must carry the current value (it is then increased by one), otherwise it is refused with PT409 inbox_item_changed.';

alter table public.inbox_items enable row level security;
revoke all on table public.inbox_items from public, anon, authenticated;
grant select on table public.inbox_items to authenticated;
grant update (status, assignee_id, version) on table public.inbox_items to authenticated;
create policy "inbox_items: admins and care read" on public.inbox_items
  for select to authenticated using ((select public.has_staff_role('admin', 'care')));
create policy "inbox_items: admins and care update" on public.inbox_items
  for update to authenticated
  using ((select public.has_staff_role('admin', 'care')))
  with check ((select public.has_staff_role('admin', 'care')));

-- The assignee must be a care or admin staff member (checked on every write, as the owner: the
-- caller may not read other staff rows). A staff member who later changes role keeps their items
-- until someone reassigns them; one who is removed leaves them unassigned (on delete set null).
create or replace function private.inbox_items_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.version is distinct from old.version then
    raise exception using
      errcode = 'PT409',
      message = 'Someone else changed this item.',
      detail = 'inbox_item_changed',
      hint = 'Read the item again and repeat the change.';
  end if;
  if new.assignee_id is not null and new.assignee_id is distinct from old.assignee_id and not exists (
    select 1 from public.staff_members as s where s.user_id = new.assignee_id and s.role in ('admin', 'care')
  ) then
    raise exception using
      errcode = '23514',
      message = 'Only a care or admin staff member can be assigned.',
      detail = 'inbox_assignee_not_care';
  end if;
  -- Nothing else may move: the key and the arrival time are the database's.
  new.kind := old.kind;
  new.item_id := old.item_id;
  new.received_at := old.received_at;
  new.version := old.version + 1;
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.inbox_items_before_update() is
  'Trigger: refuses a stale version (PT409 inbox_item_changed) or an assignee who is not care/admin (23514), then bumps version and updated_at.';
revoke execute on function private.inbox_items_before_update() from public, anon, authenticated;

create trigger inbox_items_before_update before update on public.inbox_items
  for each row execute function private.inbox_items_before_update();

-- Rows follow the visitor's rows: created on insert, deleted on delete.
create or replace function private.inbox_item_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.inbox_items (kind, item_id, received_at)
    values (tg_argv[0], new.id, new.created_at)
    on conflict do nothing;
    return null;
  end if;
  delete from public.inbox_items where kind = tg_argv[0] and item_id = old.id;
  return null;
end;
$$;

comment on function private.inbox_item_follow() is
  'Trigger on the visitor''s tables (argument: the inbox kind): adds the inbox_items row on insert, removes it (with notes and read marks) on delete.';
revoke execute on function private.inbox_item_follow() from public, anon, authenticated;

create trigger prayer_requests_inbox after insert or delete on public.prayer_requests
  for each row execute function private.inbox_item_follow('prayer_request');
create trigger contact_messages_inbox after insert or delete on public.contact_messages
  for each row execute function private.inbox_item_follow('contact_message');
create trigger first_timers_inbox after insert or delete on public.first_timers
  for each row execute function private.inbox_item_follow('first_timer');

-- Rows that arrived before this migration: new, unassigned.
insert into public.inbox_items (kind, item_id, received_at)
select 'prayer_request', id, created_at from public.prayer_requests
union all
select 'contact_message', id, created_at from public.contact_messages
union all
select 'first_timer', id, created_at from public.first_timers
on conflict do nothing;

-- Private notes ------------------------------------------------------------------------------------

create table public.inbox_notes (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  item_id uuid not null,
  -- The author: the signed-in user, set by the database. No foreign key to auth.users, so a note
  -- outlives its author's account; author_email keeps it readable.
  author_id uuid not null default auth.uid(),
  author_email text,
  body text not null check (body ~ '\S' and length(body) <= 5000),
  created_at timestamptz not null default now(),
  foreign key (kind, item_id) references public.inbox_items (kind, item_id) on delete cascade
);

create index inbox_notes_item_idx on public.inbox_notes (kind, item_id, created_at);

comment on table public.inbox_notes is
  'Private notes of pastoral care on an inbox item, several per item, each with author and time; deleted with the item. Admins and care read and add.';

alter table public.inbox_notes enable row level security;
revoke all on table public.inbox_notes from public, anon, authenticated;
grant select on table public.inbox_notes to authenticated;
grant insert (kind, item_id, body) on table public.inbox_notes to authenticated;
create policy "inbox_notes: admins and care read" on public.inbox_notes
  for select to authenticated using ((select public.has_staff_role('admin', 'care')));
create policy "inbox_notes: admins and care add" on public.inbox_notes
  for insert to authenticated
  with check ((select public.has_staff_role('admin', 'care')) and author_id = (select auth.uid()));

-- The author and time are the database's, whatever the request says.
create or replace function private.inbox_notes_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A request through the API always has a user; SQL run by the owner (dashboard, tests) may name one.
  new.author_id := coalesce(auth.uid(), new.author_id);
  new.author_email := coalesce((select u.email from auth.users as u where u.id = new.author_id), auth.email());
  new.created_at := now();
  return new;
end;
$$;

comment on function private.inbox_notes_before_insert() is
  'Trigger: a note''s author (auth.uid() and their e-mail address) and time are set by the database.';
revoke execute on function private.inbox_notes_before_insert() from public, anon, authenticated;

create trigger inbox_notes_before_insert before insert on public.inbox_notes
  for each row execute function private.inbox_notes_before_insert();

-- Read marks ---------------------------------------------------------------------------------------

create table public.inbox_reads (
  kind text not null,
  item_id uuid not null,
  -- The reader's account: marks go with it (RLS lets only admins and care write them).
  staff_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (kind, item_id, staff_id),
  foreign key (kind, item_id) references public.inbox_items (kind, item_id) on delete cascade
);

create index inbox_reads_staff_idx on public.inbox_reads (staff_id);

comment on table public.inbox_reads is
  'Which staff member has opened which inbox item (each marks only their own); deleted with the item or the account.';

alter table public.inbox_reads enable row level security;
revoke all on table public.inbox_reads from public, anon, authenticated;
grant select, delete on table public.inbox_reads to authenticated;
grant insert (kind, item_id) on table public.inbox_reads to authenticated;
create policy "inbox_reads: admins and care read their own" on public.inbox_reads
  for select to authenticated
  using (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));
create policy "inbox_reads: admins and care mark their own" on public.inbox_reads
  for insert to authenticated
  with check (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));
create policy "inbox_reads: admins and care unmark their own" on public.inbox_reads
  for delete to authenticated
  using (staff_id = (select auth.uid()) and (select public.has_staff_role('admin', 'care')));

-- The activity log records the new tables like the inbox's others; a note's body by name only.
create trigger inbox_items_activity after insert or update or delete on public.inbox_items
  for each row execute function private.record_activity('inbox');
create trigger inbox_notes_activity after insert or update or delete on public.inbox_notes
  for each row execute function private.record_activity('inbox', 'body');

-- The list -----------------------------------------------------------------------------------------

-- security_invoker: every reader goes through the RLS of the underlying tables, so only admins
-- and care get rows. `search_text` is what the search box matches: name, e-mail, subject and the
-- visitor's words (lower-cased).
create view public.inbox with (security_invoker = true) as
with items as (
  select 'prayer_request'::text as kind, p.id, nullif(btrim(p.name), '') as name,
         nullif(btrim(p.email), '') as email, null::text as subject,
         p.request_details as body, p.created_at
  from public.prayer_requests as p
  union all
  select 'contact_message', c.id, c.name, c.email, c.subject, c.message, c.created_at
  from public.contact_messages as c
  union all
  select 'first_timer', f.id, f.name, f.email, null, f.comments, f.created_at
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
  lower(concat_ws(' ', i.name, i.email, i.subject, i.body)) as search_text
from items as i
join public.inbox_items as w on w.kind = i.kind and w.item_id = i.id;

comment on view public.inbox is
  'The care inbox: prayer requests, contact messages and first-timer cards with their workflow and whether the caller has read each; admins and care only (security invoker).';

revoke all on table public.inbox from public, anon, authenticated;
grant select on table public.inbox to authenticated;

-- Unread counts per kind for the caller: items not yet opened by them, archived ones left out.
create or replace function public.inbox_unread_counts()
returns table (kind text, unread bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select k.kind, count(w.item_id)
  from unnest(array['prayer_request', 'contact_message', 'first_timer']) as k (kind)
  left join public.inbox_items as w
    on w.kind = k.kind
   and w.status <> 'archived'
   and not exists (
     select 1 from public.inbox_reads as r
     where r.kind = w.kind and r.item_id = w.item_id and r.staff_id = (select auth.uid())
   )
  group by k.kind;
$$;

comment on function public.inbox_unread_counts() is
  'Per inbox kind, how many items (not archived) the caller has not opened; zero everywhere for callers who are not admins or care (RLS).';
revoke execute on function public.inbox_unread_counts() from public, anon;
grant execute on function public.inbox_unread_counts() to authenticated, service_role;

-- The staff who may be assigned: care and admin members, with a display name (the account's
-- full_name or name metadata, else the e-mail address). security definer: the caller may read
-- neither auth.users nor other staff rows; it answers only admins and care.
create or replace function public.inbox_assignees()
returns table (user_id uuid, display_name text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.user_id,
         coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
                  nullif(btrim(u.raw_user_meta_data ->> 'name'), ''),
                  u.email::text),
         u.email::text
  from public.staff_members as s
  join auth.users as u on u.id = s.user_id
  where s.role in ('admin', 'care')
    and public.has_staff_role('admin', 'care')
  order by 2;
$$;

comment on function public.inbox_assignees() is
  'Care and admin staff members (user id, display name, e-mail) for the inbox''s assignee select; empty for callers who are not admins or care.';
revoke execute on function public.inbox_assignees() from public, anon;
grant execute on function public.inbox_assignees() to authenticated, service_role;

-- Opening an item marks it read for the caller (again: no change).
create or replace function public.inbox_mark_read(item_kind text, item uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.inbox_reads (kind, item_id) values (item_kind, item)
  on conflict do nothing;
$$;

comment on function public.inbox_mark_read(text, uuid) is
  'Marks one inbox item read for the caller (admins and care; RLS refuses anyone else with 42501).';
revoke execute on function public.inbox_mark_read(text, uuid) from public, anon;
grant execute on function public.inbox_mark_read(text, uuid) to authenticated, service_role;
