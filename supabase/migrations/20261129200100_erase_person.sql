-- Erasure covers event registrations (docs/decisions/0039-event-registration.md): the full
-- definitions of private.erasure_kinds(), public.person_records() and public.erase_person() of
-- 20261128100100_erasure_by_role.sql, with one more kind for admins, 'event_registration'
-- (registrations are staff data of admins and editors; erasure stays with admins and care, and
-- care never sees registrations). Deleting a registration gives its seats to the waitlist.

-- The kinds the caller may list and erase, in the order the answers list them (security invoker:
-- public.has_staff_role() reads the caller's staff row itself).
create or replace function private.erasure_kinds()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when public.has_staff_role('admin')
      then array['prayer_request', 'contact_message', 'first_timer', 'newsletter_subscriber', 'event_registration']
    when public.has_staff_role('care')
      then array['prayer_request', 'contact_message', 'first_timer']
    else array[]::text[]
  end;
$$;

comment on function private.erasure_kinds() is
  'What the caller''s erasure covers: admins every kind (inbox, newsletter and event registrations), care the three inbox kinds (what each role reads), anyone else nothing.';
revoke execute on function private.erasure_kinds() from public, anon, authenticated, service_role;

-- Everything stored with that address that the caller's role reads, newest first: kind (an
-- inbox kind or 'newsletter_subscriber'), id, when it arrived, and a line naming it. security
-- definer, as before: it searches every table of the scope in one call, after require_erasure().
create or replace function public.person_records(email text)
returns table (kind text, id uuid, received_at timestamptz, label text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.require_erasure(email);
  kinds text[] := private.erasure_kinds();
begin
  return query
  select x.kind, x.id, x.received_at, x.label
  from (
    select 'prayer_request'::text as kind, p.id, p.created_at as received_at,
           coalesce(nullif(btrim(p.name), ''), 'Anonymous') as label
    from public.prayer_requests as p
    where 'prayer_request' = any (kinds) and lower(btrim(p.email)) = address
    union all
    select 'contact_message', c.id, c.created_at, c.name || ' – ' || c.subject
    from public.contact_messages as c
    where 'contact_message' = any (kinds) and lower(btrim(c.email)) = address
    union all
    select 'first_timer', f.id, f.created_at, f.name
    from public.first_timers as f
    where 'first_timer' = any (kinds) and lower(btrim(f.email)) = address
    union all
    select 'newsletter_subscriber', s.id, s.created_at, s.email
    from public.newsletter_subscribers as s
    where 'newsletter_subscriber' = any (kinds) and lower(btrim(s.email)) = address
    union all
    select 'event_registration', r.id, r.created_at,
           r.name || ' – ' || coalesce(e.title, 'an event') || ', ' || to_char(r.occurrence_date, 'Mon FMDD, YYYY')
    from public.event_registrations as r
    left join public.church_events as e on e.id = r.event_id
    where 'event_registration' = any (kinds) and lower(btrim(r.email)) = address
  ) as x
  order by x.received_at desc, x.id;
end;
$$;

comment on function public.person_records(text) is
  'What erase_person would delete: the prayer requests, contact messages and first-timer cards stored with `email` (case and surrounding spaces ignored), and for admins the newsletter subscription and event registrations too. Admins and care only (42501); 22023 for something that is not an e-mail address.';

-- Deletes all of it in one transaction with every trace; answers how many rows of each kind of
-- the caller's scope went (zero included). security definer: the alert queue, the flood guard's
-- tables and the activity log are written by no API role.
create or replace function public.erase_person(email text)
returns table (kind text, deleted bigint)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.require_erasure(email);
  kinds text[] := private.erasure_kinds();
  -- The rows to erase: kind, table, id, arrival and content (for the flood guard's fingerprint).
  victims jsonb := '[]';
  prayers bigint := 0;
  messages bigint := 0;
  cards bigint := 0;
  subscriptions bigint := 0;
  registrations bigint := 0;
  t text;
begin
  select coalesce(jsonb_agg(v), '[]') into victims
  from (
    select jsonb_build_object('kind', 'prayer_request', 'form', 'prayer_requests', 'id', p.id,
                              'created_at', p.created_at, 'row', to_jsonb(p)) as v
    from public.prayer_requests as p
    where 'prayer_request' = any (kinds) and lower(btrim(p.email)) = address
    union all
    select jsonb_build_object('kind', 'contact_message', 'form', 'contact_messages', 'id', c.id,
                              'created_at', c.created_at, 'row', to_jsonb(c))
    from public.contact_messages as c
    where 'contact_message' = any (kinds) and lower(btrim(c.email)) = address
    union all
    select jsonb_build_object('kind', 'first_timer', 'form', 'first_timers', 'id', f.id,
                              'created_at', f.created_at, 'row', to_jsonb(f))
    from public.first_timers as f
    where 'first_timer' = any (kinds) and lower(btrim(f.email)) = address
    union all
    select jsonb_build_object('kind', 'newsletter_subscriber', 'form', 'newsletter_subscribers', 'id', s.id,
                              'created_at', s.created_at, 'row', to_jsonb(s))
    from public.newsletter_subscribers as s
    where 'newsletter_subscriber' = any (kinds) and lower(btrim(s.email)) = address
  ) as x;

  -- Alert e-mails queued for those items (their attempts cascade). Deleting the item would
  -- cascade to them too; said here so that no later change of that key can leave them behind.
  delete from private.alert_outbox as o
  using jsonb_array_elements(victims) as v
  where o.kind = v ->> 'kind' and o.item_id = (v ->> 'id')::uuid;

  -- The visitor's rows; their workflow rows, notes and read marks follow (decision 0025).
  delete from public.prayer_requests as p
  where p.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'prayer_requests');
  get diagnostics prayers = row_count;
  delete from public.contact_messages as c
  where c.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'contact_messages');
  get diagnostics messages = row_count;
  delete from public.first_timers as f
  where f.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'first_timers');
  get diagnostics cards = row_count;
  delete from public.newsletter_subscribers as s
  where s.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'newsletter_subscribers');
  get diagnostics subscriptions = row_count;

  -- Event registrations (decision 0039): their queued e-mails cascade; the seats they held go to
  -- the waitlist of each date, as a cancellation would. The flood guard's attempt rows of a
  -- registration hold no content and go with the 24-hour purge.
  if 'event_registration' = any (kinds) then
    declare
      d record;
      dates jsonb;
    begin
      select coalesce(jsonb_agg(distinct jsonb_build_object('e', r.event_id, 'd', r.occurrence_date)), '[]')
        into dates
      from public.event_registrations as r where lower(btrim(r.email)) = address;
      for d in select (x ->> 'e')::uuid as event_id, (x ->> 'd')::date as occurrence_date
               from jsonb_array_elements(dates) as x loop
        perform private.lock_registration_date(d.event_id, d.occurrence_date);
      end loop;
      delete from public.event_registrations as r where lower(btrim(r.email)) = address;
      get diagnostics registrations = row_count;
      for d in select (x ->> 'e')::uuid as event_id, (x ->> 'd')::date as occurrence_date
               from jsonb_array_elements(dates) as x loop
        perform private.promote_waitlist(d.event_id, d.occurrence_date);
      end loop;
    end;
  end if;

  -- The flood guard's bookkeeping of those submissions (20261125100000_form_guard_by_table.sql):
  -- the duplicate fingerprint is the md5 of the row's content as it was inserted, and both the
  -- fingerprint and the stored attempt were written in the submission's transaction, so at its
  -- created_at.
  delete from private.form_fingerprints as f
  using jsonb_array_elements(victims) as v
  where f.form = v ->> 'form'
    and (f.fingerprint = md5(((v -> 'row') - array['id', 'created_at', 'submitted_at', 'updated_at', 'is_approved'])::text)
         or f.at = (v ->> 'created_at')::timestamptz);
  delete from private.form_attempts as a
  using jsonb_array_elements(victims) as v
  where a.form = v ->> 'form' and a.at = (v ->> 'created_at')::timestamptz;

  -- Any value of those rows that an activity entry written before 20261128100000 still holds.
  foreach t in array array['prayer_requests', 'contact_messages', 'first_timers', 'newsletter_subscribers'] loop
    continue when not exists (select 1 from jsonb_array_elements(victims) as v where v ->> 'form' = t);
    perform private.scrub_activity_log(t, array(
      select v ->> 'id' from jsonb_array_elements(victims) as v where v ->> 'form' = t));
  end loop;
  -- The workflow rows' entries (their key is 'kind,id'): a member's submission once named them.
  if exists (select 1 from jsonb_array_elements(victims) as v where v ->> 'kind' <> 'newsletter_subscriber') then
    perform private.scrub_activity_log('inbox_items', array(
      select (v ->> 'kind') || ',' || (v ->> 'id') from jsonb_array_elements(victims) as v
      where v ->> 'kind' <> 'newsletter_subscriber'));
  end if;

  return query
  select k.kind, k.deleted
  from (values (1, 'prayer_request'::text, prayers), (2, 'contact_message', messages),
               (3, 'first_timer', cards), (4, 'newsletter_subscriber', subscriptions),
               (5, 'event_registration', registrations)) as k (ord, kind, deleted)
  where k.kind = any (kinds)
  order by k.ord;
end;
$$;

comment on function public.erase_person(text) is
  'Deletes what person_records lists for `email` (care: prayer requests, contact messages, first-timer cards; admins: also the newsletter subscription and event registrations) with their workflow, notes, read marks, queued alert e-mails, the flood guard''s bookkeeping of those submissions and any value of them left in the activity log; returns the count per kind of the caller''s scope. Admins and care only (42501); 22023 for something that is not an e-mail address.';
