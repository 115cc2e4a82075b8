-- The kinds of web push message are a value list the staff page shows (the notification history:
-- 'We're live', 'New sermon', 'Announcement', 'Event reminder', 'Test'), so they are an enum type
-- as the other lists are (issue 42 item 4; docs/decisions/0050, 20261206180100_value_lists_as_enums.sql):
-- the generated types carry it, and `public.push_history` returns it typed.
--
-- As there: an assignment cast from text lets `private.push_create` store its text argument as
-- before; comparisons with literals keep working; the checks and the index that name the column
-- are dropped and created again unchanged; `public.push_claim` returns the kind as text (to the
-- push-send function) and passes it to `private.push_topic_of` as text (redefined below,
-- otherwise unchanged), and `public.push_history` is created again returning the enum.

create type public.push_kind as enum ('live', 'sermon', 'announcement', 'reminder', 'test');
comment on type public.push_kind is
  'A web push message''s kind: live (We''re live), sermon (New sermon), announcement, reminder (an event reminder) or test (a staff test).';
create cast (text as public.push_kind) with inout as assignment;

drop index private.push_messages_kind_idx;
alter table private.push_messages drop constraint push_messages_kind_check;
alter table private.push_messages drop constraint push_messages_check;
alter table private.push_messages
  alter column kind type public.push_kind using kind::public.push_kind;
alter table private.push_messages add constraint push_messages_check
  check ((kind = 'reminder') = (event_id is not null and occurrence_date is not null and reminder is not null));
create index push_messages_kind_idx on private.push_messages (kind, created_at desc);

-- The kind goes to push_topic_of and is returned as text.
create or replace function public.push_claim(batch integer default 100)
returns table (
  id bigint, attempts integer, endpoint text, p256dh text, auth text, kind text, title text,
  body text, url text, topic text, urgency text, ttl integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if batch is null or batch < 1 or batch > 500 then
    raise exception using errcode = '22023', message = 'batch must be between 1 and 500';
  end if;
  update private.push_deliveries as d
  set status = case when m.expires_at <= now() then 'failed' else 'skipped' end,
      last_error = case when m.expires_at <= now() then 'expired before it could be sent' end,
      lease_until = null
  from private.push_messages as m
  where m.id = d.message_id
    and ((d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now()))
    and (d.subscription_id is null
      or m.expires_at <= now()
      or (private.push_topic_of(m.kind::text) is not null and not exists (
            select 1 from private.push_subscriptions as s
            where s.id = d.subscription_id and private.push_topic_of(m.kind::text) = any (s.topics)))
      or (m.kind = 'sermon' and not exists (
            select 1 from public.sermons as x
            where x.id = m.sermon_id and x.status <> 'draft' and x.published_at <= now()))
      or (m.kind = 'reminder' and not exists (
            select 1 from private.push_reminders as r
            join public.event_registrations as e on e.id = r.registration_id
            where r.subscription_id = d.subscription_id and e.event_id = m.event_id
              and e.occurrence_date = m.occurrence_date and e.status = 'confirmed')));
  return query
  with due as (
    select d.id from private.push_deliveries as d
    where (d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now())
    order by d.id
    limit batch
    for update skip locked
  ), claimed as (
    update private.push_deliveries as d
    set status = 'sending', lease_until = now() + interval '2 minutes', attempts = d.attempts + 1
    from due where d.id = due.id
    returning d.id, d.attempts, d.message_id, d.subscription_id
  )
  select c.id, c.attempts, s.endpoint, s.p256dh, s.auth, m.kind::text, m.title, m.body, m.url, m.topic, m.urgency,
         greatest(0, least(m.ttl_seconds, floor(extract(epoch from m.expires_at - now()))::integer))
  from claimed as c
  join private.push_messages as m on m.id = c.message_id
  join private.push_subscriptions as s on s.id = c.subscription_id
  order by c.id;
end;
$$;

-- Returned typed: the result's type changes, so the function is created again (same grants).
drop function public.push_history(integer);
/**
 * Admins and editors: the latest push messages, newest first, with who sent them and their
 * deliveries: delivered (accepted by the push service), failed (given up, or the browser is
 * gone), pending (waiting, e.g. held by the quiet hours).
 */
create function public.push_history(max_rows integer default 50)
returns table (
  id uuid, kind public.push_kind, title text, body text, url text, created_at timestamptz,
  not_before timestamptz, sent_by_name text, delivered bigint, failed bigint, pending bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors see notifications.';
  end if;
  return query
  select m.id, m.kind, m.title, m.body, m.url, m.created_at, m.not_before,
         case when m.sent_by is null then null
              else coalesce(private.staff_name(m.sent_by), 'A former staff member') end,
         count(d.id) filter (where d.status = 'sent'),
         count(d.id) filter (where d.status in ('failed', 'gone')),
         count(d.id) filter (where d.status in ('pending', 'sending'))
  from private.push_messages as m
  left join private.push_deliveries as d on d.message_id = m.id
  group by m.id
  order by m.created_at desc
  limit least(greatest(coalesce(max_rows, 50), 1), 200);
end;
$$;
revoke execute on function public.push_history(integer) from public, anon;
grant execute on function public.push_history(integer) to authenticated;
