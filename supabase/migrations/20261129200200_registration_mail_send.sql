-- Registration e-mails are sent through the inbox alerts' pipeline (docs/decisions/0039,
-- decision 0027): the Edge Function `send-registrations`, called through pg_net with the
-- alerts' shared secret (private.alert_settings) when e-mails are queued, and every minute by
-- the cron job `registration-mail` while any are due. The claim also hands out the site's
-- address (for the link and the .ics) and the church's name (the e-mail's header).

create or replace function public.registration_mail_claim(max_rows integer default 20)
returns table (id uuid, kind text, message text, payload jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  site text := (select s.site_url from private.alert_settings as s where s.id);
  church text := private.site_identity() ->> 'name';
begin
  return query
  with due as (
    select m.id from private.registration_mail as m
    where m.sent_at is null and m.due_at <= now() and m.attempts < 5
      and (m.claimed_until is null or m.claimed_until < now())
    order by m.due_at
    limit greatest(1, least(coalesce(max_rows, 20), 100))
    for update skip locked
  ), claimed as (
    update private.registration_mail as m set claimed_until = now() + interval '5 minutes'
    from due where m.id = due.id
    returning m.id, m.kind, m.message, m.registration_id
  )
  select c.id, c.kind, c.message,
         jsonb_build_object('to', r.email, 'name', r.name, 'party_size', r.party_size, 'status', r.status,
                            'waitlist_number', private.waitlist_number(r.id), 'token', r.token,
                            'site_url', site, 'church_name', church,
                            'event', private.registration_state(r.event_id, r.occurrence_date)
                              - array['registered', 'waitlisted', 'checked_in', 'questions'])
  from claimed as c join public.event_registrations as r on r.id = c.registration_id;
end;
$$;
comment on function public.registration_mail_claim(integer) is
  'For the send-registrations Edge Function (service role only): claims up to max_rows due registration e-mails for five minutes; each with the address, name, party, status, place on the waitlist, token, the date''s details, the site URL and the church''s name.';
revoke execute on function public.registration_mail_claim(integer) from public, anon, authenticated;
grant execute on function public.registration_mail_claim(integer) to service_role;

-- Asks the function to send what is due (pg_net: sent after commit); null when not configured.
create or replace function private.registration_mail_kick()
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
    url := settings.functions_url || '/send-registrations',
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-alerts-secret', settings.hook_secret),
    timeout_milliseconds := 30000
  );
end;
$$;
revoke execute on function private.registration_mail_kick() from public, anon, authenticated, service_role;

create or replace function private.registration_mail_queued()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.registration_mail_kick();
  return null;
end;
$$;
revoke execute on function private.registration_mail_queued() from public, anon, authenticated, service_role;

create trigger registration_mail_queued after insert on private.registration_mail
  for each statement execute function private.registration_mail_queued();

-- Every minute: kick while e-mails are due (retries, a kick lost with the function down).
create or replace function private.registration_mail_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.registration_mail as m
    where m.sent_at is null and m.attempts < 5 and m.due_at <= now()
      and (m.claimed_until is null or m.claimed_until < now())
  ) then
    perform private.registration_mail_kick();
  end if;
end;
$$;
revoke execute on function private.registration_mail_every_minute() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('registration-mail', '* * * * *', 'select private.registration_mail_every_minute()');
  else
    raise warning 'pg_cron is not available: private.registration_mail_every_minute() must be run every minute by other means';
  end if;
end;
$$;
