-- Sending web push (docs/decisions/0049): the push-send Edge Function claims due deliveries
-- (public.push_claim), sends each with VAPID (RFC 8292) and aes128gcm (RFC 8291) and reports it
-- (public.push_report): accepted → sent; 404/410 → the subscription is deleted; 429, 5xx or no
-- answer → retried after 30 s, 2, 10 and 30 minutes while the message has not expired; anything
-- else → failed. It is called through pg_net when messages are queued and by the cron job
-- `push-notifications` every minute while deliveries are due. The same job queues 'New sermon'
-- when a sermon with 'Notify subscribers' becomes public, the event reminders 24 hours and 1 hour
-- before a date, and releases what the quiet hours held at 8 AM (the deliveries' not_before).

-- Claims up to `batch` due deliveries for two minutes and returns what each request needs. Rows
-- that may no longer be sent are closed first: 'skipped' when the browser no longer wants the
-- message (topic off, reminder or registration gone, sermon no longer public, subscription gone),
-- 'failed' when the message expired.
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
      or (private.push_topic_of(m.kind) is not null and not exists (
            select 1 from private.push_subscriptions as s
            where s.id = d.subscription_id and private.push_topic_of(m.kind) = any (s.topics)))
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
  select c.id, c.attempts, s.endpoint, s.p256dh, s.auth, m.kind, m.title, m.body, m.url, m.topic, m.urgency,
         greatest(0, least(m.ttl_seconds, floor(extract(epoch from m.expires_at - now()))::integer))
  from claimed as c
  join private.push_messages as m on m.id = c.message_id
  join private.push_subscriptions as s on s.id = c.subscription_id
  order by c.id;
end;
$$;
comment on function public.push_claim(integer) is
  'For the push-send Edge Function (service role only): claims up to `batch` due push deliveries for two minutes and returns the endpoint, keys and message of each.';
revoke execute on function public.push_claim(integer) from public, anon, authenticated;
grant execute on function public.push_claim(integer) to service_role;

/**
 * For the push-send function (service role): the result of one claimed delivery. `outcome`:
 * 'sent' (2xx), 'gone' (404/410: the subscription is deleted, with its reminders), 'retry' (429,
 * 5xx, no answer: again after 30 s, 2, 10, 30 minutes, then failed; never past the message's
 * expiry) or 'failed'. `error` is a short reason without the endpoint. Answers the new status;
 * P0002 for a delivery not claimed.
 */
create or replace function public.push_report(
  delivery_id bigint, outcome text, http_status integer default null, error text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  d private.push_deliveries;
  expires timestamptz;
  delay interval;
  new_status text;
begin
  if outcome is null or outcome not in ('sent', 'gone', 'retry', 'failed') then
    raise exception using errcode = '22023', message = 'outcome must be sent, gone, retry or failed';
  end if;
  select * into d from private.push_deliveries as x where x.id = delivery_id and x.status = 'sending' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No claimed push delivery with this id.';
  end if;
  select m.expires_at into expires from private.push_messages as m where m.id = d.message_id;
  delay := case d.attempts when 1 then interval '30 seconds' when 2 then interval '2 minutes'
                           when 3 then interval '10 minutes' when 4 then interval '30 minutes' end;
  new_status := case
    when outcome = 'sent' then 'sent'
    when outcome = 'gone' then 'gone'
    when outcome = 'retry' and delay is not null and now() + delay < expires then 'pending'
    else 'failed' end;
  update private.push_deliveries as x
  set status = new_status, last_status = http_status, lease_until = null,
      last_error = case when new_status = 'sent' then null else left(coalesce(error, outcome), 500) end,
      sent_at = case when new_status = 'sent' then now() end,
      not_before = case when new_status = 'pending' then now() + delay else x.not_before end
  where x.id = d.id;
  if new_status = 'sent' then
    update private.push_subscriptions as s set last_success_at = now(), failures = 0 where s.id = d.subscription_id;
  elsif new_status = 'gone' then
    delete from private.push_subscriptions as s where s.id = d.subscription_id;
  else
    update private.push_subscriptions as s set failures = s.failures + 1 where s.id = d.subscription_id;
  end if;
  return new_status;
end;
$$;
revoke execute on function public.push_report(bigint, text, integer, text) from public, anon, authenticated;
grant execute on function public.push_report(bigint, text, integer, text) to service_role;

-- 'New sermon' for each sermon with 'Notify subscribers' that became public in the last day and
-- was not announced yet (once per sermon: push_messages.sermon_id is unique).
create or replace function private.push_queue_sermons()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  s record;
  queued integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('push_queue_sermons', 0));
  for s in
    select x.id, x.title, x.speaker from public.sermons as x
    where x.push_notify and x.status <> 'draft' and x.published_at <= now()
      and x.published_at > now() - interval '1 day'
      and not exists (select 1 from private.push_messages as m where m.sermon_id = x.id)
    order by x.published_at
  loop
    perform private.push_create('sermon', 'New sermon',
      left(s.title || coalesce(' · ' || nullif(btrim(s.speaker), ''), ''), 120), '/sermons/' || s.id,
      'sermons', 'normal', 86400, sermon => s.id);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;
revoke execute on function private.push_queue_sermons() from public, anon, authenticated, service_role;

create or replace function private.push_sermon_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.push_notify and new.status <> 'draft' and new.published_at <= now() then
    perform private.push_queue_sermons();
  end if;
  return null;
end;
$$;
revoke execute on function private.push_sermon_changed() from public, anon, authenticated, service_role;
create trigger sermons_push_notify after insert or update of status, published_at, push_notify on public.sermons
  for each row execute function private.push_sermon_changed();

-- The event reminders: for each date with a reminder of a confirmed registration, the 24-hour
-- reminder from 24 to 23 hours before the start and the 1-hour one in the last hour; one message
-- per date and kind, one delivery per browser (a browser that asks within the hour still gets it).
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
  starts timestamptz;
  which text;
  msg uuid;
  added integer;
  queued integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('push_queue_reminders', 0));
  for r in
    select distinct e.event_id, e.occurrence_date from private.push_reminders as pr
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
    where m.event_id = r.event_id and m.occurrence_date = r.occurrence_date and m.reminder = which;
    if msg is null then
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
    on conflict do nothing;
    get diagnostics added = row_count;
    queued := queued + added;
  end loop;
  return queued;
end;
$$;
revoke execute on function private.push_queue_reminders() from public, anon, authenticated, service_role;

-- A registration that stops being confirmed (cancelled, or any state but confirmed) loses its
-- reminders; a deleted one loses them through the foreign key.
create or replace function private.push_registration_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'confirmed' then
    delete from private.push_reminders as r where r.registration_id = new.id;
  end if;
  return null;
end;
$$;
revoke execute on function private.push_registration_changed() from public, anon, authenticated, service_role;
create trigger event_registrations_push_reminders after update of status on public.event_registrations
  for each row when (new.status is distinct from old.status)
  execute function private.push_registration_changed();

-- Every minute: new sermons, reminders, what is due (held messages at 8 AM, retries); deletes
-- subscriptions left with nothing (a staff test device after a day), and messages after a year.
create or replace function private.push_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.push_queue_sermons();
  perform private.push_queue_reminders();
  if exists (
    select 1 from private.push_deliveries as d
    where (d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now())
  ) then
    perform private.push_kick();
  end if;
  delete from private.push_subscriptions as s
  where s.topics = '{}' and s.updated_at < now() - interval '1 day'
    and not exists (select 1 from private.push_reminders as r where r.subscription_id = s.id);
  delete from private.push_messages as m where m.created_at < now() - interval '1 year';
end;
$$;
revoke execute on function private.push_every_minute() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('push-notifications', '* * * * *', 'select private.push_every_minute()');
  end if;
end
$$;
