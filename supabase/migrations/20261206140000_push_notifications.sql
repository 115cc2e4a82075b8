-- Web push notifications (docs/decisions/0049-push-notifications.md): the tables and helpers.
--
-- * private.push_subscriptions: one row per browser that asked for notifications: the push
--   service's endpoint, the browser's public key (p256dh) and auth secret (RFC 8291), its topics
--   ('live', 'sermons', 'announcements'), its language, when it was made, its last success and
--   the failures since. Nothing names a person. No API role reads or writes it: the Edge Function
--   push-subscribe writes it through the service-role functions of the next migration, and a
--   browser proves that a row is its own with the endpoint and the auth secret.
-- * private.push_reminders: 'Remind me' of one confirmed registration on one browser. It goes
--   with the registration (erasure, retention, deletion) and is removed when the registration
--   stops being confirmed (cancelled, or no longer confirmed for any other reason).
-- * private.push_messages: what was sent or is to be sent, with its Topic, Urgency and TTL
--   (RFC 8030 §5), held until 8 AM church time when it was made during quiet hours (9 PM–8 AM;
--   'live' and tests are never held).
-- * private.push_deliveries: the outbox, one row per message and subscription (unique, so a
--   retried send never makes a second delivery), with status, attempts and the retry time.
-- * public.push_settings: how many announcements a week admins may send (default 2).
-- * public.sermons.push_notify: 'Notify subscribers' of the sermon editor (off for rows written
--   by scripts and the seed; the editor ticks it for a new sermon).

-- Subscriptions ------------------------------------------------------------------------------------

create table private.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- The push service's address for this browser (RFC 8030 §4); a capability, never logged.
  endpoint text not null unique check (endpoint ~ '^https?://[^[:space:]]+$' and length(endpoint) <= 1024),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url (RFC 8291 §3.2).
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  topics text[] not null default '{}'
    check (topics <@ array['live', 'sermons', 'announcements']::text[]),
  -- The browser's language (BCP 47, e.g. 'en-US'), for texts in other languages later.
  language text not null default 'en' check (language ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_success_at timestamptz,
  -- Failed sends since the last success.
  failures integer not null default 0 check (failures >= 0)
);
comment on table private.push_subscriptions is
  'Browsers that asked for web push notifications: endpoint, keys, topics, language, created, last success, failures. Nothing names a person; no API role reads it (docs/decisions/0049).';
revoke all on table private.push_subscriptions from public, anon, authenticated, service_role;

create table private.push_reminders (
  subscription_id uuid not null references private.push_subscriptions (id) on delete cascade,
  registration_id uuid not null references public.event_registrations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (subscription_id, registration_id)
);
create index push_reminders_registration_idx on private.push_reminders (registration_id);
comment on table private.push_reminders is
  '''Remind me'' (24 hours and 1 hour before) of a confirmed registration on one browser; goes with the registration.';
revoke all on table private.push_reminders from public, anon, authenticated, service_role;

-- Messages and deliveries ----------------------------------------------------------------------------

create table private.push_messages (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('live', 'sermon', 'announcement', 'reminder', 'test')),
  title text not null check (title ~ '\S' and length(title) <= 50),
  body text not null check (length(body) <= 120),
  -- A path of the site that a tap opens, e.g. '/live', '/sermons/<id>'.
  url text not null check (url ~ '^/([^/\\[:space:]][^[:space:]]*)?$' and length(url) <= 300),
  -- RFC 8030 §5.4 Topic (a newer message replaces an undelivered one) and the notification's tag.
  topic text not null check (topic ~ '^[A-Za-z0-9_-]{1,32}$'),
  urgency text not null check (urgency in ('very-low', 'low', 'normal', 'high')),
  ttl_seconds integer not null check (ttl_seconds between 0 and 86400),
  -- Held until then (quiet hours); deliveries are not sent before it.
  not_before timestamptz not null default now(),
  -- Not sent after it (the TTL counted from not_before, or the event's start for a reminder).
  expires_at timestamptz not null,
  sermon_id uuid unique references public.sermons (id) on delete set null,
  event_id uuid references public.church_events (id) on delete cascade,
  occurrence_date date,
  reminder text check (reminder in ('24h', '1h')),
  -- The staff member who sent it; null for automatic ones (a sermon, a reminder).
  sent_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (event_id, occurrence_date, reminder),
  check ((kind = 'reminder') = (event_id is not null and occurrence_date is not null and reminder is not null))
);
create index push_messages_created_idx on private.push_messages (created_at desc);
create index push_messages_kind_idx on private.push_messages (kind, created_at desc);
create index push_messages_sent_by_idx on private.push_messages (sent_by);
comment on table private.push_messages is
  'Web push messages: live, new sermon, announcement, event reminder, staff test; with Topic, Urgency, TTL and the quiet-hours hold.';
revoke all on table private.push_messages from public, anon, authenticated, service_role;

create table private.push_deliveries (
  id bigint generated always as identity primary key,
  message_id uuid not null references private.push_messages (id) on delete cascade,
  -- Null once the subscription is gone (404/410 or unsubscribed); the row stays for the counts.
  subscription_id uuid references private.push_subscriptions (id) on delete set null,
  -- pending → sending → sent | failed | gone (404/410) | skipped (no longer wanted).
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'gone', 'skipped')),
  attempts integer not null default 0 check (attempts >= 0),
  not_before timestamptz not null default now(),
  lease_until timestamptz,
  last_status integer,
  last_error text check (length(last_error) <= 500),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (message_id, subscription_id)
);
create index push_deliveries_due_idx on private.push_deliveries (not_before, id) where status in ('pending', 'sending');
create index push_deliveries_subscription_idx on private.push_deliveries (subscription_id);
comment on table private.push_deliveries is
  'The outbox of web push: one row per message and subscription (unique), status, attempts, retry time.';
revoke all on table private.push_deliveries from public, anon, authenticated, service_role;

-- Settings -----------------------------------------------------------------------------------------

create table public.push_settings (
  id boolean primary key default true check (id),
  -- Announcements admins may send in any 7 days (0 turns them off).
  announcements_per_week integer not null default 2 check (announcements_per_week between 0 and 7),
  version integer not null default 1 check (version > 0),
  updated_at timestamptz not null default now()
);
insert into public.push_settings (id) values (true);
comment on table public.push_settings is
  'One row: how many push announcements admins may send in 7 days (default 2). Admins and editors read it, admins change it.';
comment on column public.push_settings.version is
  'Optimistic concurrency: 1 on insert, one more on each update; an update sending another value is refused (PT409 row_changed).';

create trigger push_settings_check_version before update on public.push_settings
  for each row execute function private.check_row_version();
create trigger push_settings_set_updated_at before update on public.push_settings
  for each row execute function public.set_updated_at();

alter table public.push_settings enable row level security;
revoke all on table public.push_settings from public, anon, authenticated;
grant select on table public.push_settings to authenticated;
grant update (announcements_per_week, version) on table public.push_settings to authenticated;
create policy "push_settings: admins and editors read" on public.push_settings
  for select to authenticated using ((select public.has_staff_role('admin', 'editor')));
create policy "push_settings: admins change" on public.push_settings
  for update to authenticated
  using ((select public.has_staff_role('admin')))
  with check ((select public.has_staff_role('admin')));

-- Sermons: 'Notify subscribers' --------------------------------------------------------------------

alter table public.sermons add column push_notify boolean not null default false;
comment on column public.sermons.push_notify is
  'Send a ''New sermon'' push notification when the sermon becomes public (the editor''s ''Notify subscribers''; off for the seed and scripts).';
grant insert (push_notify), update (push_notify) on table public.sermons to authenticated;

-- Helpers ------------------------------------------------------------------------------------------

-- The end of the quiet hours (9 PM–8 AM church time, private.church_time_zone()) that `at` falls
-- in: the next 8 AM; null outside them.
create or replace function private.push_quiet_until(at timestamptz)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  zone text := private.church_time_zone();
  local_time timestamp := at at time zone zone;
begin
  if local_time::time >= time '21:00' then
    return ((local_time::date + 1) + time '08:00') at time zone zone;
  elsif local_time::time < time '08:00' then
    return (local_time::date + time '08:00') at time zone zone;
  end if;
  return null;
end;
$$;
revoke execute on function private.push_quiet_until(timestamptz) from public, anon, authenticated, service_role;

-- The subscription topic a kind of message goes to; null for reminders and tests.
create or replace function private.push_topic_of(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind when 'live' then 'live' when 'sermon' then 'sermons' when 'announcement' then 'announcements' end;
$$;
revoke execute on function private.push_topic_of(text) from public, anon, authenticated, service_role;

-- Asks the push-send function to send what is due (pg_net, after commit), with the alerts'
-- address and shared secret (private.alert_settings, decision 0027); null when they are not set
-- or pg_net is missing (the cron job calls again every minute).
create or replace function private.push_kick()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.alert_settings;
begin
  select * into settings from private.alert_settings where id;
  if settings.functions_url is null or settings.hook_secret is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  return net.http_post(
    url := settings.functions_url || '/push-send',
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-alerts-secret', settings.hook_secret),
    timeout_milliseconds := 60000
  );
end;
$$;
revoke execute on function private.push_kick() from public, anon, authenticated, service_role;

-- Writes a message and, for the topic kinds, one delivery per subscription of its topic. A held
-- message (not 'live', not a test) made during quiet hours waits for 8 AM. Calls the function
-- when something is due now. Returns the message's id.
create or replace function private.push_create(
  kind text, title text, body text, url text, topic text, urgency text, ttl integer,
  expires timestamptz default null, sermon uuid default null, event uuid default null,
  occurrence date default null, reminder text default null, sent_by uuid default null)
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
                                     expires_at, sermon_id, event_id, occurrence_date, reminder, sent_by)
  values (kind, title, body, url, topic, urgency, ttl, starts,
          coalesce(expires, starts + make_interval(secs => ttl)), sermon, event, occurrence, reminder, sent_by)
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
revoke execute on function private.push_create(text, text, text, text, text, text, integer, timestamptz, uuid, uuid, date, text, uuid)
  from public, anon, authenticated, service_role;

-- One activity entry for a staff member's send ('Church Office sent the notification "We're
-- live"'); `what` completes the sentence after the name. No visitor data.
create or replace function private.push_log_activity(actor uuid, message_id uuid, what text, subject text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  the_name text;
  the_email text;
begin
  if actor is null then
    return;
  end if;
  select u.email into the_email from auth.users as u where u.id = actor;
  the_name := coalesce(private.staff_name(actor), the_email, 'A staff member');
  insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                   changed_columns, changes, subject, summary)
  values (actor, the_email, the_name, 'content', 'push_messages', message_id::text, 'insert', '{}', '{}',
          subject, the_name || ' ' || what);
end;
$$;
revoke execute on function private.push_log_activity(uuid, uuid, text, text) from public, anon, authenticated, service_role;
