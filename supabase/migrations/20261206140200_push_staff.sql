-- Web push from the staff pages (docs/decisions/0049): 'We're live now' (admins and editors),
-- announcements (admins, at most push_settings.announcements_per_week in 7 days), the history
-- with delivered and failed counts, and 'Send to my device' (a test, written through the
-- push-subscribe function with the staff member's token). Each send is recorded in the activity
-- log as a sentence ('Church Office sent the notification "We're live"').

/**
 * Admins and editors: 'We're live now'. Sends "We're live" to every browser subscribed to 'live'
 * at once (never held by the quiet hours), high urgency, TTL one hour, opening /live. Refused
 * (22023) within 30 minutes of the last one, so a second press does not notify everyone twice.
 * Returns the message's id.
 */
create or replace function public.push_go_live()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  last_sent timestamptz;
  new_id uuid;
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send notifications.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('push_go_live', 0));
  select max(m.created_at) into last_sent from private.push_messages as m where m.kind = 'live';
  if last_sent > now() - interval '30 minutes' then
    raise exception using errcode = '22023',
      message = format('"We''re live" was sent at %s. It can be sent again 30 minutes later.',
                       to_char(last_sent at time zone private.church_time_zone(), 'FMHH12:MI AM'));
  end if;
  new_id := private.push_create('live', 'We''re live',
    left(private.mail_church_name() || ' is streaming now. Tap to watch.', 120), '/live', 'live', 'high', 3600,
    sent_by => auth.uid());
  perform private.push_log_activity(auth.uid(), new_id, 'sent the notification "We''re live"', 'We''re live');
  return new_id;
end;
$$;
comment on function public.push_go_live() is
  'Admins and editors: sends "We''re live" to the ''live'' subscribers now (high urgency, 1 hour). 22023 within 30 minutes of the last one.';
revoke execute on function public.push_go_live() from public, anon;
grant execute on function public.push_go_live() to authenticated;

/**
 * Admins and editors: the announcements of the last 7 days against the weekly cap:
 * `{cap, used, next_at}` (`next_at`: when the oldest of them leaves the 7 days, or null).
 */
create or replace function public.push_announcement_quota()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  cap integer := coalesce((select s.announcements_per_week from public.push_settings as s where s.id), 2);
  used integer;
  oldest timestamptz;
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send notifications.';
  end if;
  select count(*), min(m.created_at) into used, oldest from private.push_messages as m
  where m.kind = 'announcement' and m.created_at > now() - interval '7 days';
  return jsonb_build_object('cap', cap, 'used', used,
    'next_at', case when used >= cap and oldest is not null then oldest + interval '7 days' end);
end;
$$;
revoke execute on function public.push_announcement_quota() from public, anon;
grant execute on function public.push_announcement_quota() to authenticated;

/**
 * Admins: an announcement to every browser subscribed to 'announcements'. Title 1–50 characters,
 * body at most 120, `url` a path of the site ('/' by default). Held until 8 AM when sent during
 * quiet hours (9 PM–8 AM church time). At most `push_settings.announcements_per_week` in any 7
 * days (22023 with the day the next one can go). Returns `{id, held_until}`.
 */
create or replace function public.push_announce(title text, body text, url text default '/')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quota jsonb;
  the_title text := btrim(regexp_replace(coalesce(title, ''), '\s+', ' ', 'g'));
  the_body text := btrim(regexp_replace(coalesce(body, ''), '\s+', ' ', 'g'));
  the_url text := coalesce(nullif(btrim(url), ''), '/');
  new_id uuid;
  held timestamptz;
begin
  if not public.has_staff_role('admin') then
    raise exception using errcode = '42501', message = 'Only admins send announcements.';
  end if;
  if the_title = '' or length(the_title) > 50 then
    raise exception using errcode = '22023', message = 'Write a title of at most 50 characters.';
  end if;
  if length(the_body) > 120 then
    raise exception using errcode = '22023', message = 'The text can be at most 120 characters.';
  end if;
  if the_url !~ '^/([^/\\[:space:]][^[:space:]]*)?$' or length(the_url) > 300 then
    raise exception using errcode = '22023', message = 'The page must be an address of this site, such as /events.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('push_announce', 0));
  quota := public.push_announcement_quota();
  if (quota ->> 'used')::integer >= (quota ->> 'cap')::integer then
    raise exception using errcode = '22023', message = case
      when (quota ->> 'cap')::integer = 0 then 'Announcements are turned off.'
      else format('At most %s announcements a week. The next one can be sent on %s.', quota ->> 'cap',
                  to_char((quota ->> 'next_at')::timestamptz at time zone private.church_time_zone(),
                          'FMMon FMDD "at" FMHH12:MI AM')) end;
  end if;
  new_id := private.push_create('announcement', the_title, the_body, the_url, 'announcement', 'normal', 86400,
    sent_by => auth.uid());
  select nullif(m.not_before, m.created_at) into held from private.push_messages as m where m.id = new_id;
  perform private.push_log_activity(auth.uid(), new_id, format('sent the notification "%s"', the_title), the_title);
  return jsonb_build_object('id', new_id, 'held_until', held);
end;
$$;
revoke execute on function public.push_announce(text, text, text) from public, anon;
grant execute on function public.push_announce(text, text, text) to authenticated;

/**
 * Admins and editors: the latest push messages, newest first, with who sent them and their
 * deliveries: delivered (accepted by the push service), failed (given up, or the browser is
 * gone), pending (waiting, e.g. held by the quiet hours).
 */
create or replace function public.push_history(max_rows integer default 50)
returns table (
  id uuid, kind text, title text, body text, url text, created_at timestamptz, not_before timestamptz,
  sent_by_name text, delivered bigint, failed bigint, pending bigint)
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

-- The activity sentence of a settings change ('Church Office set push announcements to at most 3
-- a week').
create or replace function private.push_settings_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  the_name text;
begin
  if actor is null or new.announcements_per_week = old.announcements_per_week then
    return null;
  end if;
  the_name := coalesce(private.staff_name(actor), auth.email(), 'A staff member');
  insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                   changed_columns, changes, subject, summary)
  values (actor, (select u.email from auth.users as u where u.id = actor), the_name, 'settings',
          'push_settings', 'true', 'update', array['announcements_per_week'],
          jsonb_build_object('announcements_per_week',
            jsonb_build_object('old', old.announcements_per_week, 'new', new.announcements_per_week)),
          'Push notifications',
          format('%s set push announcements to at most %s a week', the_name, new.announcements_per_week));
  return null;
end;
$$;
revoke execute on function private.push_settings_activity() from public, anon, authenticated, service_role;
create trigger push_settings_activity after update on public.push_settings
  for each row execute function private.push_settings_activity();

-- 'Send to my device' (admins and editors), through the push-subscribe function ---------------

/**
 * For the push-subscribe function, called with a signed-in user's token: that user's id when
 * they are an admin or editor (who may send a test to their own device); 42501 otherwise.
 */
create or replace function public.push_test_sender()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send notifications.';
  end if;
  return auth.uid();
end;
$$;
revoke execute on function public.push_test_sender() from public, anon;
grant execute on function public.push_test_sender() to authenticated;

/**
 * For the push-subscribe function (service role): 'Send to my device' of /admin/notifications.
 * Adds or updates the staff member's browser subscription (its topics unchanged), queues a test
 * message to it alone and records the send. At most 10 tests a staff member an hour (22023).
 */
create or replace function public.push_queue_test(
  endpoint text, p256dh text, auth text, language text, staff_id uuid, client text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved private.push_subscriptions;
  new_message uuid;
begin
  if not exists (select 1 from public.staff_members as m where m.user_id = staff_id and m.role in ('admin', 'editor')) then
    raise exception using errcode = '42501', message = 'Only admins and editors send notifications.';
  end if;
  if (select count(*) from private.push_messages as m
      where m.kind = 'test' and m.sent_by = staff_id and m.created_at > now() - interval '1 hour') >= 10 then
    raise exception using errcode = '22023', message = 'At most 10 tests an hour. Please wait a little.';
  end if;
  perform private.push_guard(client);
  saved := private.push_upsert(endpoint, p256dh, auth, language, null);
  new_message := private.push_create('test', 'Test notification',
    'Notifications from ' || private.mail_church_name() || ' reach this device.', '/', 'test', 'high', 600,
    sent_by => staff_id);
  insert into private.push_deliveries (message_id, subscription_id) values (new_message, saved.id);
  perform private.push_log_activity(staff_id, new_message, 'sent a test notification to their device', 'Test notification');
  perform private.push_kick();
  return new_message;
end;
$$;
revoke execute on function public.push_queue_test(text, text, text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.push_queue_test(text, text, text, text, uuid, text) to service_role;
