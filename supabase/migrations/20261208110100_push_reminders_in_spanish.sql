-- Web push event reminders in the registrant's language (issue 43, item 6; docs/decisions/0055
-- "E-mails in the person's language", docs/decisions/0049).
--
-- * `private.push_messages.language` ('en' default, every earlier message): the language the
--   message is written in. A reminder is one message per date, kind and language (the unique key
--   gains `language`), so an English and a Spanish registrant of the same date each get theirs.
-- * The language of a reminder is the registration's (`event_registrations.language`, the
--   language of the page the person registered on). A subscription's own `language` is the
--   browser's (`navigator.language`, 'en' when it sent none), so it cannot tell a chosen English
--   from a missing one; the registration's is the person's choice, and it is what the
--   registration's e-mails follow.
-- * `private.push_create` takes the message's `language` (default 'en'; every caller but the
--   reminders is unchanged).
-- * `private.push_queue_reminders`: a Spanish reminder has the date's Spanish title (the English
--   where it has none: `private.event_date_spanish`, `private.text_in`), 'Empieza el dom 6 dic,
--   10:00 a. m.' (`private.spanish_date`) with the place in Spanish where it has one, and the link
--   under /es/; an English reminder is word for word as before.
-- * `public.push_claim` also returns the message's `language`, which the push-send function puts
--   in the notification (`lang`) so that the browser reads it in that language.
--
-- Every other part of these functions is unchanged (latest definitions:
-- 20261206140000_push_notifications.sql (push_create), 20261206140300_push_sending.sql
-- (push_queue_reminders), 20261206190000_push_kind_enum.sql (push_claim)).

alter table private.push_messages
  add column language public.content_language not null default 'en';
comment on column private.push_messages.language is
  'The language the message is written in: a reminder follows its registration''s (docs/decisions/0055).';
alter table private.push_messages drop constraint push_messages_event_id_occurrence_date_reminder_key;
alter table private.push_messages
  add constraint push_messages_event_id_occurrence_date_reminder_language_key
  unique (event_id, occurrence_date, reminder, language);

drop function private.push_create(text, text, text, text, text, text, integer, timestamptz, uuid, uuid, date, text, uuid);

-- Writes a message and, for the topic kinds, one delivery per subscription of its topic. A held
-- message (not 'live', not a test) made during quiet hours waits for 8 AM. Calls the function
-- when something is due now. Returns the message's id.
create function private.push_create(
  kind text, title text, body text, url text, topic text, urgency text, ttl integer,
  expires timestamptz default null, sermon uuid default null, event uuid default null,
  occurrence date default null, reminder text default null, sent_by uuid default null,
  language public.content_language default 'en')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  held_until timestamptz := case when kind in ('live', 'test') then null else private.push_quiet_until(now()) end;
  starts timestamptz := coalesce(held_until, now());
  new_id uuid;
begin
  insert into private.push_messages (kind, title, body, url, topic, urgency, ttl_seconds, not_before,
                                     expires_at, sermon_id, event_id, occurrence_date, reminder, sent_by, language)
  values (kind, title, body, url, topic, urgency, ttl, starts,
          coalesce(expires, starts + make_interval(secs => ttl)), sermon, event, occurrence, reminder, sent_by,
          coalesce(push_create.language, 'en'))
  returning id into new_id;
  if private.push_topic_of(kind) is not null then
    insert into private.push_deliveries (message_id, subscription_id, not_before)
    select new_id, s.id, starts from private.push_subscriptions as s
    where private.push_topic_of(kind) = any (s.topics);
    if found and held_until is null then
      perform private.push_kick();
    end if;
  end if;
  return new_id;
end;
$$;
revoke execute on function private.push_create(text, text, text, text, text, text, integer, timestamptz, uuid, uuid, date, text, uuid, public.content_language)
  from public, anon, authenticated, service_role;

-- The event reminders: for each date with a reminder of a confirmed registration, the 24-hour
-- reminder from 24 to 23 hours before the start and the 1-hour one in the last hour; one message
-- per date, kind and language (the registration's), one delivery per browser (a browser that
-- asks within the hour still gets it).
create or replace function private.push_queue_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  zone text := private.church_time_zone();
  today date := (now() at time zone zone)::date;
  r record;
  st jsonb;
  es jsonb;
  starts timestamptz;
  which text;
  place text;
  msg uuid;
  added integer;
  queued integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('push_queue_reminders', 0));
  for r in
    select distinct e.event_id, e.occurrence_date, e.language from private.push_reminders as pr
    join public.event_registrations as e on e.id = pr.registration_id
    where e.status = 'confirmed' and e.occurrence_date between today - 1 and today + 2
  loop
    st := private.registration_state(r.event_id, r.occurrence_date);
    continue when st is null;
    starts := (st ->> 'start_time')::timestamptz;
    which := case
      when now() >= starts - interval '1 hour' and now() < starts then '1h'
      when now() >= starts - interval '24 hours' and now() < starts - interval '23 hours' then '24h' end;
    continue when which is null;
    select m.id into msg from private.push_messages as m
    where m.event_id = r.event_id and m.occurrence_date = r.occurrence_date and m.reminder = which
      and m.language = r.language;
    if msg is null and r.language = 'es' then
      es := private.event_date_spanish(r.event_id, r.occurrence_date);
      place := case when st ->> 'location' is not null
                    then private.text_in('es', st ->> 'location', es ->> 'location') end;
      msg := private.push_create('reminder', left(private.text_in('es', st ->> 'title', es ->> 'title'), 50),
        left('Empieza el ' || private.spanish_date(starts at time zone zone, 'event')
             || coalesce(' · ' || nullif(btrim(place), ''), ''), 120),
        '/es/events/' || r.event_id || case when (select e.recurrence_rule is not null from public.church_events as e
                                                  where e.id = r.event_id) then '/' || r.occurrence_date else '' end,
        'r' || left(md5(r.event_id::text || r.occurrence_date::text), 20),
        case which when '1h' then 'high' else 'normal' end,
        least(86400, greatest(60, floor(extract(epoch from starts - now()))::integer)),
        expires => starts, event => r.event_id, occurrence => r.occurrence_date, reminder => which,
        language => 'es');
    elsif msg is null then
      msg := private.push_create('reminder', left(st ->> 'title', 50),
        left('Starts ' || to_char(starts at time zone zone, 'Dy, Mon FMDD "at" FMHH12:MI AM')
             || coalesce(' · ' || nullif(btrim(st ->> 'location'), ''), ''), 120),
        '/events/' || r.event_id || case when (select e.recurrence_rule is not null from public.church_events as e
                                               where e.id = r.event_id) then '/' || r.occurrence_date else '' end,
        'r' || left(md5(r.event_id::text || r.occurrence_date::text), 20),
        case which when '1h' then 'high' else 'normal' end,
        least(86400, greatest(60, floor(extract(epoch from starts - now()))::integer)),
        expires => starts, event => r.event_id, occurrence => r.occurrence_date, reminder => which);
    end if;
    insert into private.push_deliveries (message_id, subscription_id, not_before)
    select msg, pr.subscription_id, (select m.not_before from private.push_messages as m where m.id = msg)
    from private.push_reminders as pr
    join public.event_registrations as e on e.id = pr.registration_id
    where e.event_id = r.event_id and e.occurrence_date = r.occurrence_date and e.status = 'confirmed'
      and e.language = r.language
    on conflict do nothing;
    get diagnostics added = row_count;
    queued := queued + added;
  end loop;
  return queued;
end;
$$;
revoke execute on function private.push_queue_reminders() from public, anon, authenticated, service_role;

-- The result gains `language`, so the function is created again (same comment and grants).
drop function public.push_claim(integer);

-- Claims up to `batch` due deliveries for two minutes and returns what each request needs. Rows
-- that may no longer be sent are closed first: 'skipped' when the browser no longer wants the
-- message (topic off, reminder or registration gone, sermon no longer public, subscription gone),
-- 'failed' when the message expired.
create function public.push_claim(batch integer default 100)
returns table (
  id bigint, attempts integer, endpoint text, p256dh text, auth text, kind text, title text,
  body text, url text, topic text, urgency text, ttl integer, language text)
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
         greatest(0, least(m.ttl_seconds, floor(extract(epoch from m.expires_at - now()))::integer)),
         m.language::text
  from claimed as c
  join private.push_messages as m on m.id = c.message_id
  join private.push_subscriptions as s on s.id = c.subscription_id
  order by c.id;
end;
$$;
comment on function public.push_claim(integer) is
  'For the push-send Edge Function (service role only): claims up to `batch` due push deliveries for two minutes and returns the endpoint, keys and message of each, with the language it is written in.';
revoke execute on function public.push_claim(integer) from public, anon, authenticated;
grant execute on function public.push_claim(integer) to service_role;
