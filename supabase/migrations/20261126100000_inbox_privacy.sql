-- Privacy of the care inbox and the newsletter (docs/decisions/0026-inbox-privacy-and-unsubscribe.md):
--
-- * Unsubscribe links: every newsletter subscriber gets `unsubscribe_token`, 32 random bytes
--   (256 bits, hex) made by the database. Visitors cannot read the table at all; admins and
--   editors read the token to put each subscriber's link into the mailing tool.
--   public.newsletter_unsubscribe(token) (security definer, callable by visitors) removes exactly
--   the one subscription that carries the token and answers whether it did.
-- * Retention: public.inbox_retention (one row) says how many months after an item is closed
--   (Done or Archived) it is deleted: 12 for prayer requests and contact messages, 24 for
--   first-timer cards. inbox_items.closed_at records when an item was closed; the view
--   public.inbox shows `removes_at`. private.apply_inbox_retention() deletes what has expired;
--   pg_cron (hosted) or the local stack's runner (supabase/local/cron.ts) runs it every night.
-- * Erasure: public.person_records(email) lists every prayer request, contact message,
--   first-timer card and newsletter subscription with that e-mail address (any case, surrounding
--   spaces ignored); public.erase_person(email) deletes them all. Admins and care only. Workflow
--   rows, notes and read marks follow their item (decision 0025).

-- Unsubscribe tokens --------------------------------------------------------------------------------

alter table public.newsletter_subscribers
  add column unsubscribe_token text not null
    default encode(extensions.gen_random_bytes(32), 'hex')
    check (unsubscribe_token ~ '^[0-9a-f]{64}$');

create unique index newsletter_subscribers_unsubscribe_token_key
  on public.newsletter_subscribers (unsubscribe_token);

comment on column public.newsletter_subscribers.unsubscribe_token is
  'The secret of the subscriber''s unsubscribe link (/unsubscribe?token=…): 32 random bytes in hex, made by the database. Never readable by visitors; admins and editors export it for the mailing tool.';

-- The activity log names the token without its value (a removed subscriber's link is dead anyway,
-- but the log is read by admins who need not see it).
drop trigger newsletter_subscribers_activity on public.newsletter_subscribers;
create trigger newsletter_subscribers_activity after insert or update or delete on public.newsletter_subscribers
  for each row execute function private.record_activity('newsletter', 'unsubscribe_token');

-- Removes the subscription that carries `token`. Anything that is not 64 hex digits, or a token
-- nobody has (never issued, or already used), removes nothing and answers false. security
-- definer: visitors may neither read nor delete subscriber rows themselves.
create or replace function public.newsletter_unsubscribe(token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gone integer;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  delete from public.newsletter_subscribers as s where s.unsubscribe_token = token;
  get diagnostics gone = row_count;
  return gone > 0;
end;
$$;

comment on function public.newsletter_unsubscribe(text) is
  'One-click unsubscribe: deletes the newsletter subscription whose unsubscribe_token is `token`; true when one was removed, false for an unknown or malformed token. Callable by anyone.';
revoke execute on function public.newsletter_unsubscribe(text) from public;
grant execute on function public.newsletter_unsubscribe(text) to anon, authenticated, service_role;

-- When an item was closed -----------------------------------------------------------------------

alter table public.inbox_items add column closed_at timestamptz;

comment on column public.inbox_items.closed_at is
  'When the item was last set Done or Archived (null while New or In progress); the retention clock starts here. Set by the database.';

-- Items closed before this migration start their clock at their last change.
update public.inbox_items set closed_at = updated_at where status in ('done', 'archived');

-- Set when the status moves to Done or Archived from an open status, kept from Done to Archived
-- and back, cleared when the item is reopened. The API may not write closed_at (no column grant);
-- SQL run by the owner may set it together with the status (the retention tests backdate it).
create or replace function private.inbox_items_closed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status not in ('done', 'archived') then
      new.closed_at := null;
    elsif (old.status not in ('done', 'archived') or old.closed_at is null)
          and new.closed_at is not distinct from old.closed_at then
      new.closed_at := now();
    end if;
  end if;
  return new;
end;
$$;

comment on function private.inbox_items_closed_at() is
  'Trigger: sets inbox_items.closed_at when an item becomes Done or Archived, clears it when reopened.';
revoke execute on function private.inbox_items_closed_at() from public, anon, authenticated;

create trigger inbox_items_closed_at before update of status on public.inbox_items
  for each row execute function private.inbox_items_closed_at();

-- Retention setting -----------------------------------------------------------------------------

create table public.inbox_retention (
  -- One row: the key can only be true.
  id boolean primary key default true check (id),
  prayer_request_months integer not null default 12 check (prayer_request_months between 1 and 120),
  contact_message_months integer not null default 12 check (contact_message_months between 1 and 120),
  first_timer_months integer not null default 24 check (first_timer_months between 1 and 120),
  updated_at timestamptz not null default now()
);

comment on table public.inbox_retention is
  'How many months after an inbox item is closed (Done or Archived) the database deletes it, per kind (1–120). One row; admins and care read it, admins change it.';

insert into public.inbox_retention (id) values (true);

alter table public.inbox_retention enable row level security;
revoke all on table public.inbox_retention from public, anon, authenticated;
grant select on table public.inbox_retention to authenticated;
grant update (prayer_request_months, contact_message_months, first_timer_months)
  on table public.inbox_retention to authenticated;
create policy "inbox_retention: admins and care read" on public.inbox_retention
  for select to authenticated using ((select public.has_staff_role('admin', 'care')));
create policy "inbox_retention: admins change" on public.inbox_retention
  for update to authenticated
  using ((select public.has_staff_role('admin')))
  with check ((select public.has_staff_role('admin')));

create or replace function private.inbox_retention_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.id := true;
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.inbox_retention_touch() from public, anon, authenticated;

create trigger inbox_retention_touch before update on public.inbox_retention
  for each row execute function private.inbox_retention_touch();
create trigger inbox_retention_activity after insert or update or delete on public.inbox_retention
  for each row execute function private.record_activity('inbox');

-- When a closed item will be removed (null while it is open).
create or replace function public.inbox_removes_at(item_kind text, closed timestamptz)
returns timestamptz
language sql
stable
security invoker
set search_path = ''
as $$
  select closed + make_interval(months => case item_kind
      when 'prayer_request' then r.prayer_request_months
      when 'contact_message' then r.contact_message_months
      when 'first_timer' then r.first_timer_months
    end)
  from public.inbox_retention as r
  where closed is not null;
$$;

comment on function public.inbox_removes_at(text, timestamptz) is
  'When an inbox item of `item_kind` closed at `closed` is deleted by the retention job; null while it is open (or for callers who may not read the retention setting).';
revoke execute on function public.inbox_removes_at(text, timestamptz) from public, anon;
grant execute on function public.inbox_removes_at(text, timestamptz) to authenticated, service_role;

-- The retention job: deletes the visitor's rows whose time is up (their workflow row, notes and
-- read marks follow). Returns how many items went.
create or replace function private.apply_inbox_retention()
returns bigint
language sql
security definer
set search_path = ''
as $$
  with expired as (
    select w.kind, w.item_id
    from public.inbox_items as w
    cross join public.inbox_retention as r
    where w.closed_at is not null
      and w.closed_at + make_interval(months => case w.kind
            when 'prayer_request' then r.prayer_request_months
            when 'contact_message' then r.contact_message_months
            when 'first_timer' then r.first_timer_months
          end) <= now()
  ),
  prayers as (
    delete from public.prayer_requests
    where id in (select item_id from expired where kind = 'prayer_request') returning 1
  ),
  messages as (
    delete from public.contact_messages
    where id in (select item_id from expired where kind = 'contact_message') returning 1
  ),
  cards as (
    delete from public.first_timers
    where id in (select item_id from expired where kind = 'first_timer') returning 1
  )
  select (select count(*) from prayers) + (select count(*) from messages) + (select count(*) from cards);
$$;

comment on function private.apply_inbox_retention() is
  'Deletes the prayer requests, contact messages and first-timer cards closed longer ago than public.inbox_retention allows; returns how many. Run nightly by pg_cron (job inbox-retention).';
revoke execute on function private.apply_inbox_retention() from public, anon, authenticated;

do $$
begin
  if to_regnamespace('cron') is not null then
    perform cron.schedule('inbox-retention', '29 2 * * *', 'select private.apply_inbox_retention()');
  end if;
end
$$;

-- The list shows when each item will go: the view gains closed_at and removes_at (appended, as
-- `create or replace view` requires), plus the columns the first-timer CSV export needs.
create or replace view public.inbox with (security_invoker = true) as
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

-- Erasure -------------------------------------------------------------------------------------------

-- The address as the erasure matches it; null when it is not an e-mail address.
create or replace function private.erasure_address(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when lower(btrim(email)) ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
              then lower(btrim(email)) end;
$$;
revoke execute on function private.erasure_address(text) from public, anon, authenticated;

create or replace function private.require_erasure(email text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.erasure_address(email);
begin
  if not public.has_staff_role('admin', 'care') then
    raise exception using errcode = '42501', message = 'Only admins and pastoral care can do this.';
  end if;
  if address is null then
    raise exception using
      errcode = '22023',
      message = 'Enter the person''s e-mail address, like name@example.com.',
      detail = 'erasure_address_invalid';
  end if;
  return address;
end;
$$;
revoke execute on function private.require_erasure(text) from public, anon, authenticated;

-- Everything stored with that address, newest first: kind (an inbox kind or
-- 'newsletter_subscriber'), id, when it arrived, and a line naming it (the sender's name, a
-- message's subject, or the address for a subscription).
create or replace function public.person_records(email text)
returns table (kind text, id uuid, received_at timestamptz, label text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.require_erasure(email);
begin
  return query
  select x.kind, x.id, x.received_at, x.label
  from (
    select 'prayer_request'::text as kind, p.id, p.created_at as received_at,
           coalesce(nullif(btrim(p.name), ''), 'Anonymous') as label
    from public.prayer_requests as p where lower(btrim(p.email)) = address
    union all
    select 'contact_message', c.id, c.created_at, c.name || ' – ' || c.subject
    from public.contact_messages as c where lower(btrim(c.email)) = address
    union all
    select 'first_timer', f.id, f.created_at, f.name
    from public.first_timers as f where lower(btrim(f.email)) = address
    union all
    select 'newsletter_subscriber', s.id, s.created_at, s.email
    from public.newsletter_subscribers as s where lower(btrim(s.email)) = address
  ) as x
  order by x.received_at desc, x.id;
end;
$$;

comment on function public.person_records(text) is
  'Every prayer request, contact message, first-timer card and newsletter subscription stored with `email` (case and surrounding spaces ignored): what erase_person would delete. Admins and care only (42501); 22023 for something that is not an e-mail address.';
revoke execute on function public.person_records(text) from public, anon;
grant execute on function public.person_records(text) to authenticated, service_role;

-- Deletes all of it in one transaction; answers how many rows of each kind went (every kind,
-- zero included).
create or replace function public.erase_person(email text)
returns table (kind text, deleted bigint)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.require_erasure(email);
  prayers bigint;
  messages bigint;
  cards bigint;
  subscriptions bigint;
begin
  delete from public.prayer_requests as p where lower(btrim(p.email)) = address;
  get diagnostics prayers = row_count;
  delete from public.contact_messages as c where lower(btrim(c.email)) = address;
  get diagnostics messages = row_count;
  delete from public.first_timers as f where lower(btrim(f.email)) = address;
  get diagnostics cards = row_count;
  delete from public.newsletter_subscribers as s where lower(btrim(s.email)) = address;
  get diagnostics subscriptions = row_count;
  return query values ('prayer_request'::text, prayers), ('contact_message', messages),
                      ('first_timer', cards), ('newsletter_subscriber', subscriptions);
end;
$$;

comment on function public.erase_person(text) is
  'Deletes every prayer request, contact message, first-timer card and newsletter subscription stored with `email` (with their workflow, notes and read marks); returns the count per kind. Admins and care only (42501); 22023 for something that is not an e-mail address.';
revoke execute on function public.erase_person(text) from public, anon;
grant execute on function public.erase_person(text) to authenticated, service_role;
