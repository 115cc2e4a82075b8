-- One mail outbox (issue 42 item 6; docs/decisions/0053-one-function-layer-and-one-mail-outbox.md).
--
-- Staff alerts, registration e-mails and newsletter sends had three outboxes, each with its own
-- claim SQL (alert_claim, registration_mail_claim, newsletter_claim), report SQL, retry schedule
-- and sender loop. Now:
--
-- * private.mail_outbox holds the delivery of every queued e-mail, with its kind ('alert',
--   'registration', 'newsletter'): the idempotency key the provider sees on every attempt,
--   status, attempts, when it may be tried next, the lease of a claim, when it expires, the last
--   error and the provider's id. Each kind keeps its own row of what to send
--   (private.alert_outbox, private.registration_mail, public.newsletter_sends, which lose their
--   delivery columns); an outbox row refers to exactly one of them and goes with it (erasure,
--   retention, unsubscribing). An insert into a kind's table queues its outbox row
--   (private.mail_enqueue), so every existing way of queueing stays as it was.
-- * private.claim_mail(kind, batch) is the one claim: rows queued more than 7 days ago are
--   expired, rows whose recipient no longer wants them are skipped (private.mail_unwanted), then
--   due rows are locked with `for update skip locked` (two claimers never get the same row),
--   leased for five minutes and their attempts counted. public.mail_claim(kind, batch) (service
--   role only) hands them out with the kind's payload (private.mail_payload); public.mail_report
--   (service role only) records each attempt in private.mail_attempts and retries a failure
--   after 1, 5, 25 and 125 minutes, then gives up. A report of a row not currently claimed is
--   refused, so a late report cannot undo a newer one.
-- * private.mail_kick(kind) asks the kind's function to send (pg_net); private.mail_every_minute()
--   (cron job `mail-outbox`) kicks every kind with due rows and forgets finished alert,
--   confirmation and test rows after 30 days.
--
-- Nothing queued is lost: the rows of the three outboxes move here with their state, under the
-- idempotency keys the functions used before (`church-alert-<id>`, `church-registration-<id>`,
-- the newsletter's own), so a retry after the move is not delivered twice.

-- The outbox ---------------------------------------------------------------------------------------

create table private.mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('alert', 'registration', 'newsletter')),
  -- Sent as `Idempotency-Key` on every attempt: the provider delivers one e-mail per key.
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 256),
  alert_id bigint unique references private.alert_outbox (id) on delete cascade,
  registration_mail_id uuid unique references private.registration_mail (id) on delete cascade,
  newsletter_send_id bigint unique references public.newsletter_sends (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'skipped', 'expired')),
  attempts integer not null default 0 check (attempts >= 0),
  -- Not tried before (retries; an alert's 'and N more' until its hour is over).
  not_before timestamptz not null default now(),
  -- A claimed row not reported by then is claimed again (the function died).
  lease_until timestamptz,
  -- Never sent after this: an e-mail days late is worse than none.
  expires_at timestamptz not null default now() + interval '7 days',
  last_error text,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((kind = 'alert') = (alert_id is not null)),
  check ((kind = 'registration') = (registration_mail_id is not null)),
  check ((kind = 'newsletter') = (newsletter_send_id is not null))
);
create index mail_outbox_due_idx on private.mail_outbox (kind, not_before, id)
  where status in ('pending', 'sending');
comment on table private.mail_outbox is
  'Every queued e-mail of the site (staff alerts, registration e-mails, newsletter sends) and its delivery: kind, idempotency key, status, attempts, next try, lease, expiry, last error, provider id. Each row refers to its kind''s own row of what to send. Readable by no API role.';
revoke all on table private.mail_outbox from public, anon, authenticated, service_role;

create table private.mail_attempts (
  id bigint generated always as identity primary key,
  mail_id bigint not null references private.mail_outbox (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  ok boolean not null,
  error text,
  provider_id text
);
create index mail_attempts_mail_idx on private.mail_attempts (mail_id);
comment on table private.mail_attempts is
  'Every send attempt of a queued e-mail: when, whether it worked, the error or the provider''s message id.';
revoke all on table private.mail_attempts from public, anon, authenticated, service_role;

-- Moving what is queued ----------------------------------------------------------------------------

insert into private.mail_outbox (kind, idempotency_key, alert_id, status, attempts, not_before,
                                 lease_until, expires_at, last_error, provider_id, created_at, sent_at)
select 'alert', 'church-alert-' || o.id, o.id, o.status, o.attempts, o.not_before, o.lease_until,
       o.created_at + interval '7 days', o.last_error, o.provider_id, o.created_at, o.sent_at
from private.alert_outbox as o;

insert into private.mail_attempts (mail_id, attempted_at, ok, error, provider_id)
select m.id, a.attempted_at, a.ok, a.error, a.provider_id
from private.alert_attempts as a join private.mail_outbox as m on m.alert_id = a.outbox_id;

-- Registration e-mails counted an attempt when it was reported; the outbox counts it when claimed.
insert into private.mail_outbox (kind, idempotency_key, registration_mail_id, status, attempts,
                                 not_before, lease_until, expires_at, last_error, created_at, sent_at)
select 'registration', 'church-registration-' || m.id, m.id,
       case when m.sent_at is not null then 'sent'
            when m.attempts >= 5 then 'failed'
            when m.claimed_until > now() then 'sending'
            else 'pending' end,
       m.attempts + case when m.sent_at is null and m.claimed_until > now() then 1 else 0 end,
       m.due_at,
       case when m.sent_at is null and m.claimed_until > now() then m.claimed_until end,
       m.created_at + interval '7 days', m.last_error, m.created_at, m.sent_at
from private.registration_mail as m;

insert into private.mail_outbox (kind, idempotency_key, newsletter_send_id, status, attempts, not_before,
                                 lease_until, expires_at, last_error, provider_id, created_at, sent_at)
select 'newsletter', s.idempotency_key, s.id, s.status, s.attempts, s.not_before, s.lease_until,
       s.created_at + interval '7 days', s.last_error, s.provider_id, s.created_at, s.sent_at
from public.newsletter_sends as s;

-- The old machinery ------------------------------------------------------------------------------

drop function public.alert_claim(integer);
drop function public.alert_report(bigint, boolean, text, text);
drop function public.registration_mail_claim(integer);
drop function public.registration_mail_report(uuid, boolean, text);
drop function public.newsletter_claim(integer);
drop function public.newsletter_report(bigint, boolean, text, text);
drop function private.alert_retry_delay(integer);
drop table private.alert_attempts;

do $$
begin
  if to_regprocedure('cron.unschedule(text)') is not null
     and exists (select 1 from cron.job where jobname = 'registration-mail') then
    perform cron.unschedule('registration-mail');
  end if;
end
$$;
drop function private.registration_mail_every_minute();

alter table private.alert_outbox
  drop column status, drop column attempts, drop column not_before, drop column lease_until,
  drop column last_error, drop column provider_id, drop column sent_at;
comment on table private.alert_outbox is
  'What each staff alert e-mail says: one row per staff member and submission (alert), hour over the cap (more) or day (digest). Its delivery is its row in private.mail_outbox.';

alter table private.registration_mail
  drop column due_at, drop column attempts, drop column claimed_until, drop column sent_at,
  drop column last_error;
comment on table private.registration_mail is
  'What each registration e-mail says (kind, staff message, the key of its link until it is sent or given up). Its delivery is its row in private.mail_outbox.';

alter table public.newsletter_sends
  drop column status, drop column attempts, drop column not_before, drop column lease_until,
  drop column last_error, drop column provider_id, drop column sent_at;
comment on table public.newsletter_sends is
  'Newsletter e-mails: one per subscriber and issue, a confirmation, or a test to a staff member, with the key the provider sees. Their delivery is in private.mail_outbox (public.newsletter_progress counts it).';

-- Queueing ----------------------------------------------------------------------------------------

-- After an insert into a kind's table: its outbox row, under the key the functions always used.
-- An alert's 'and N more' waits for the end of its hour.
create function private.mail_enqueue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued jsonb := to_jsonb(new);
begin
  insert into private.mail_outbox (kind, idempotency_key, alert_id, registration_mail_id,
                                   newsletter_send_id, not_before)
  values (
    tg_argv[0],
    case tg_argv[0]
      when 'alert' then 'church-alert-' || (queued ->> 'id')
      when 'registration' then 'church-registration-' || (queued ->> 'id')
      else queued ->> 'idempotency_key' end,
    case when tg_argv[0] = 'alert' then (queued ->> 'id')::bigint end,
    case when tg_argv[0] = 'registration' then (queued ->> 'id')::uuid end,
    case when tg_argv[0] = 'newsletter' then (queued ->> 'id')::bigint end,
    case when queued ->> 'message' = 'more' and tg_argv[0] = 'alert'
         then (queued ->> 'period_end')::timestamptz else now() end);
  return null;
end;
$$;
comment on function private.mail_enqueue() is
  'Trigger (after insert) on private.alert_outbox, private.registration_mail and public.newsletter_sends: queues the row''s e-mail in private.mail_outbox (argument: the kind).';
revoke execute on function private.mail_enqueue() from public, anon, authenticated, service_role;

create trigger mail_enqueue after insert on private.alert_outbox
  for each row execute function private.mail_enqueue('alert');
create trigger mail_enqueue after insert on private.registration_mail
  for each row execute function private.mail_enqueue('registration');
create trigger mail_enqueue after insert on public.newsletter_sends
  for each row execute function private.mail_enqueue('newsletter');

-- The 'and N more' row of an hour over the cap waits for the hour's end (its period_end).
create or replace function private.alerts_on_inbox_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff uuid;
  this_hour timestamptz := date_trunc('hour', now());
  sent_this_hour integer;
  queued boolean := false;
begin
  for staff in
    select p.staff_id
    from public.alert_preferences as p
    join public.staff_members as s on s.user_id = p.staff_id and s.role in ('admin', 'care')
    where not p.daily_digest
      and case new.kind
            when 'prayer_request' then p.prayer_request
            when 'contact_message' then p.contact_message
            when 'first_timer' then p.first_timer
            else false
          end
  loop
    -- One row per staff member and hour: concurrent submissions wait for each other here.
    insert into private.alert_hourly as h (staff_id, hour, alerts) values (staff, this_hour, 1)
    on conflict (staff_id, hour) do update set alerts = h.alerts + 1
    returning h.alerts into sent_this_hour;
    if sent_this_hour <= private.alert_hourly_cap() then
      insert into private.alert_outbox (staff_id, message, kind, item_id)
      values (staff, 'alert', new.kind, new.item_id);
      queued := true;
    else
      insert into private.alert_outbox as o (staff_id, message, period_start, period_end, more)
      values (staff, 'more', this_hour, this_hour + interval '1 hour', 1)
      on conflict (staff_id, period_start) where message = 'more'
      do update set more = o.more + 1;
    end if;
  end loop;
  if queued then
    perform private.alerts_kick();
  end if;
  return null;
end;
$$;
revoke execute on function private.alerts_on_inbox_item() from public, anon, authenticated, service_role;

-- Sending ------------------------------------------------------------------------------------------

-- The function that sends a kind (Edge Function name).
create function private.mail_function(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind when 'alert' then 'send-alerts'
                   when 'registration' then 'send-registrations'
                   when 'newsletter' then 'send-newsletter' end
$$;
revoke execute on function private.mail_function(text) from public, anon, authenticated, service_role;

-- Asks the kind's function to send what is due (pg_net: queued now, sent after commit). Returns
-- the pg_net request id, or null when the settings are not filled in or pg_net is missing.
create function private.mail_kick(kind text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.alert_settings;
begin
  select * into settings from private.alert_settings where id;
  if private.mail_function(kind) is null or settings.functions_url is null or settings.hook_secret is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  return net.http_post(
    url := settings.functions_url || '/' || private.mail_function(kind),
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-alerts-secret', settings.hook_secret),
    timeout_milliseconds := 60000
  );
end;
$$;
comment on function private.mail_kick(text) is
  'Calls the Edge Function of a mail kind through pg_net (after commit) with the shared secret; null when not configured.';
revoke execute on function private.mail_kick(text) from public, anon, authenticated, service_role;

-- The kinds' own names for it, called where e-mails are queued.
create or replace function private.alerts_kick()
returns bigint
language sql
security definer
set search_path = ''
as $$ select private.mail_kick('alert') $$;
revoke execute on function private.alerts_kick() from public, anon, authenticated, service_role;

create or replace function private.registration_mail_kick()
returns bigint
language sql
security definer
set search_path = ''
as $$ select private.mail_kick('registration') $$;
revoke execute on function private.registration_mail_kick() from public, anon, authenticated, service_role;

create or replace function private.newsletter_kick()
returns bigint
language sql
security definer
set search_path = ''
as $$ select private.mail_kick('newsletter') $$;
revoke execute on function private.newsletter_kick() from public, anon, authenticated, service_role;

-- Why a queued e-mail is no longer wanted (a sentence, stored as its last error), or null.
create function private.mail_unwanted(m private.mail_outbox)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case m.kind
    when 'alert' then (
      select 'Not sent: the recipient is no longer an admin or care member, or no longer wants this alert.'
      from private.alert_outbox as a
      where a.id = m.alert_id and not private.alert_still_wanted(a.staff_id, a.message, a.kind::text))
    when 'newsletter' then (
      select 'Not sent: the recipient may no longer receive it.'
      from public.newsletter_sends as o
      where o.id = m.newsletter_send_id
        and ((o.kind = 'issue' and not exists (select 1 from public.newsletter_subscribers as s
                                               where s.id = o.subscriber_id and s.confirmed_at is not null))
          or (o.kind = 'confirm' and exists (select 1 from public.newsletter_subscribers as s
                                             where s.id = o.subscriber_id and s.confirmed_at is not null))
          or (o.kind = 'test' and not exists (select 1 from public.staff_members as s
                                              where s.user_id = o.staff_id and s.role in ('admin', 'editor')))))
  end
$$;
revoke execute on function private.mail_unwanted(private.mail_outbox) from public, anon, authenticated, service_role;

-- The one claim. Due: pending and not_before passed, or claimed and the lease ran out.
create function private.claim_mail(kind text, batch integer)
returns setof private.mail_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if kind is null or private.mail_function(kind) is null then
    raise exception using errcode = '22023', message = 'kind must be alert, registration or newsletter';
  end if;
  if batch is null or batch < 1 or batch > 100 then
    raise exception using errcode = '22023', message = 'batch must be between 1 and 100';
  end if;

  -- Too late (queued 7 days ago), or the fifth attempt was claimed and never reported.
  update private.mail_outbox as m
  set status = case when m.expires_at <= now() then 'expired' else 'failed' end,
      lease_until = null,
      last_error = case when m.expires_at <= now() then 'Not sent: not delivered within 7 days of being queued.'
                        else coalesce(m.last_error, 'No report after the last attempt.') end
  where m.id in (
    select d.id from private.mail_outbox as d
    where d.kind = claim_mail.kind
      and ((d.status = 'pending' and d.expires_at <= now())
        or (d.status = 'sending' and d.lease_until < now()
            and (d.expires_at <= now() or d.attempts >= private.mail_max_attempts())))
    for update skip locked
  );

  -- No longer wanted.
  update private.mail_outbox as m
  set status = 'skipped', lease_until = null, last_error = u.reason
  from (
    select d.id, private.mail_unwanted(d) as reason
    from private.mail_outbox as d
    where d.kind = claim_mail.kind
      and ((d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now()))
    for update skip locked
  ) as u
  where m.id = u.id and u.reason is not null;

  return query
  with due as (
    select d.id from private.mail_outbox as d
    where d.kind = claim_mail.kind
      and ((d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now()))
    order by d.not_before, d.id
    limit batch
    for update skip locked
  )
  update private.mail_outbox as m
  set status = 'sending', lease_until = now() + interval '5 minutes', attempts = m.attempts + 1
  from due
  where m.id = due.id
  returning m.*;
end;
$$;
comment on function private.claim_mail(text, integer) is
  'The one claim of the mail outbox: expires what waited 7 days, skips what is no longer wanted, then locks up to `batch` due rows of the kind (for update skip locked), leases them for five minutes and counts the attempt.';
revoke execute on function private.claim_mail(text, integer) from public, anon, authenticated, service_role;

-- Attempts in all, and the minutes before attempt n + 1 after n failed: 1, 5, 25, 125.
create function private.mail_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;
revoke execute on function private.mail_max_attempts() from public, anon, authenticated, service_role;

create function private.mail_retry_delay(failed_attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when failed_attempts >= private.mail_max_attempts() then null
              else make_interval(mins => power(5, greatest(failed_attempts, 1) - 1)::integer) end
$$;
revoke execute on function private.mail_retry_delay(integer) from public, anon, authenticated, service_role;

-- What each kind's e-mail needs -----------------------------------------------------------------

-- A staff alert: the address, the kind, the sender's first name, the item id, the count of
-- 'more', the digest's items (at most 200, newest first), the site URL and the church's name.
-- Never the visitor's words.
create function private.alert_mail_payload(alert bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'message', c.message, 'to_email', u.email::text, 'kind', c.kind::text, 'item_id', c.item_id,
    'first_name', case when c.message = 'alert' then private.alert_first_name(c.kind::text, c.item_id) end,
    'more', c.more, 'period_start', c.period_start, 'period_end', c.period_end,
    'items', case when c.message = 'digest' then (
      select coalesce(jsonb_agg(jsonb_build_object(
               'kind', w.kind, 'id', w.item_id,
               'first_name', private.alert_first_name(w.kind::text, w.item_id),
               'received_at', w.received_at) order by w.received_at desc), '[]'::jsonb)
      from (
        select w.kind, w.item_id, w.received_at
        from public.inbox_items as w
        join public.alert_preferences as p on p.staff_id = c.staff_id
        where w.received_at >= c.period_start and w.received_at < c.period_end
          and case w.kind when 'prayer_request' then p.prayer_request
                          when 'contact_message' then p.contact_message
                          when 'first_timer' then p.first_timer else false end
        order by w.received_at desc
        limit 200
      ) as w) end,
    'site_url', (select s.site_url from private.alert_settings as s where s.id),
    'church_name', private.site_identity() ->> 'name')
  from private.alert_outbox as c
  join auth.users as u on u.id = c.staff_id
  where c.id = alert
$$;
revoke execute on function private.alert_mail_payload(bigint) from public, anon, authenticated, service_role;

-- A registration e-mail: its kind and staff message, and the address, name, party, status,
-- place on the waitlist, the link's key, the hold's end, the date's details, the site URL and
-- the church's name.
create function private.registration_mail_payload(mail uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', m.kind, 'message', m.message,
    'payload', jsonb_build_object(
      'to', r.email, 'name', r.name, 'party_size', r.party_size, 'status', r.status,
      'waitlist_number', private.waitlist_number(r.id), 'token', m.token,
      'hold_expires_at', r.hold_expires_at,
      'site_url', (select s.site_url from private.alert_settings as s where s.id),
      'church_name', private.site_identity() ->> 'name',
      'event', private.registration_state(r.event_id, r.occurrence_date)
        - array['registered', 'awaiting', 'waitlisted', 'checked_in', 'questions']))
  from private.registration_mail as m
  join public.event_registrations as r on r.id = m.registration_id
  where m.id = mail
$$;
revoke execute on function private.registration_mail_payload(uuid) from public, anon, authenticated, service_role;

-- A newsletter e-mail: kind, address, the issue, the subscriber's tokens, the site URL, the
-- church's name and postal address, and the unsubscribe mailbox.
create function private.newsletter_mail_payload(send bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', c.kind,
    'to_email', coalesce(sub.email, u.email::text),
    'issue', case when c.issue_id is not null then (
      select jsonb_build_object('id', i.id, 'slug', i.slug, 'subject', i.subject,
                                'preheader', i.preheader, 'body', i.body)
      from public.newsletter_issues as i where i.id = c.issue_id) end,
    'unsubscribe_token', sub.unsubscribe_token,
    'confirmation_token', case when c.kind = 'confirm' then sub.confirmation_token end,
    'site_url', private.newsletter_site_url(),
    'church_name', coalesce((select nullif(btrim(s.setting_value ->> 'name'), '') from public.site_settings as s
                             where s.setting_key = 'site_identity'), 'Our Church'),
    'postal_address', (
      select nullif(concat_ws(', ',
               nullif(btrim(s.setting_value #>> '{address,street}'), ''),
               nullif(btrim(s.setting_value #>> '{address,city}'), ''),
               nullif(btrim(concat_ws(' ', s.setting_value #>> '{address,state}', s.setting_value #>> '{address,zip}')), ''),
               nullif(btrim(s.setting_value #>> '{address,country}'), '')), '')
      from public.site_settings as s where s.setting_key = 'contact_info'),
    'unsubscribe_mailto', (select n.unsubscribe_mailto from public.newsletter_settings as n where n.id))
  from public.newsletter_sends as c
  left join public.newsletter_subscribers as sub on sub.id = c.subscriber_id
  left join auth.users as u on u.id = c.staff_id
  where c.id = send
$$;
revoke execute on function private.newsletter_mail_payload(bigint) from public, anon, authenticated, service_role;

create function private.mail_payload(m private.mail_outbox)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case m.kind
    when 'alert' then private.alert_mail_payload(m.alert_id)
    when 'registration' then private.registration_mail_payload(m.registration_mail_id)
    when 'newsletter' then private.newsletter_mail_payload(m.newsletter_send_id)
  end
$$;
revoke execute on function private.mail_payload(private.mail_outbox) from public, anon, authenticated, service_role;

-- For the functions (service role only) ------------------------------------------------------------

create function public.mail_claim(kind text, batch integer default 20)
returns table (id bigint, kind text, idempotency_key text, attempts integer, payload jsonb)
language sql
volatile
security definer
set search_path = ''
as $$
  select c.id, c.kind, c.idempotency_key, c.attempts, private.mail_payload(c)
  from private.claim_mail(mail_claim.kind, mail_claim.batch) as c
  order by c.id
$$;
comment on function public.mail_claim(text, integer) is
  'For the e-mail Edge Functions (service role only): claims up to `batch` due e-mails of a kind (alert, registration, newsletter) for five minutes; each with its idempotency key, attempts and what its e-mail needs. Never a visitor''s words in an alert.';
revoke execute on function public.mail_claim(text, integer) from public, anon, authenticated;
grant execute on function public.mail_claim(text, integer) to service_role;

create function public.mail_report(
  mail_id bigint,
  ok boolean,
  error text default null,
  provider_id text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed private.mail_outbox;
  delay interval;
begin
  select * into claimed from private.mail_outbox as m
  where m.id = mail_report.mail_id and m.status = 'sending' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No claimed e-mail with this id.';
  end if;
  insert into private.mail_attempts (mail_id, ok, error, provider_id)
  values (mail_report.mail_id, mail_report.ok, left(mail_report.error, 1000), left(mail_report.provider_id, 200));
  if mail_report.ok then
    update private.mail_outbox as m
    set status = 'sent', sent_at = now(), provider_id = left(mail_report.provider_id, 200),
        last_error = null, lease_until = null
    where m.id = mail_report.mail_id;
    return 'sent';
  end if;
  delay := private.mail_retry_delay(claimed.attempts);
  update private.mail_outbox as m
  set status = case when delay is null then 'failed' else 'pending' end,
      not_before = case when delay is null then m.not_before else now() + delay end,
      last_error = left(coalesce(mail_report.error, 'unknown error'), 1000),
      lease_until = null
  where m.id = mail_report.mail_id;
  return case when delay is null then 'failed' else 'pending' end;
end;
$$;
comment on function public.mail_report(bigint, boolean, text, text) is
  'For the e-mail Edge Functions (service role only): records one send attempt of a claimed e-mail; a failure is retried after 1, 5, 25, 125 minutes, then the row is failed. Answers the new status.';
revoke execute on function public.mail_report(bigint, boolean, text, text) from public, anon, authenticated;
grant execute on function public.mail_report(bigint, boolean, text, text) to service_role;

-- A registration e-mail's link key is forgotten once it is sent or given up.
create function private.mail_finished()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.registration_mail as r set token = null
  where r.id = new.registration_mail_id and r.token is not null;
  return null;
end;
$$;
revoke execute on function private.mail_finished() from public, anon, authenticated, service_role;
create trigger mail_finished after update of status on private.mail_outbox
  for each row
  when (new.registration_mail_id is not null and new.status in ('sent', 'failed', 'skipped', 'expired'))
  execute function private.mail_finished();
update private.registration_mail as r set token = null
from private.mail_outbox as m
where m.registration_mail_id = r.id and m.status in ('sent', 'failed') and r.token is not null;

-- The newsletter's counts read the outbox; a send removed (unsubscribing) is tallied before it
-- goes, while its delivery row is still there.
create or replace function public.newsletter_progress(issue_id uuid)
returns table (sent bigint, failed bigint, pending bigint, unsubscribed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors read newsletter progress.';
  end if;
  return query
  select count(*) filter (where m.status = 'sent') + coalesce(max(t.sent), 0),
         count(*) filter (where m.status in ('failed', 'skipped', 'expired')) + coalesce(max(t.failed), 0),
         count(*) filter (where m.status in ('pending', 'sending')),
         coalesce(max(t.unsubscribed), 0)::bigint
  from (select newsletter_progress.issue_id as id) as i
  left join public.newsletter_sends as s on s.issue_id = i.id and s.kind = 'issue'
  left join private.mail_outbox as m on m.newsletter_send_id = s.id
  left join private.newsletter_issue_tallies as t on t.issue_id = i.id;
end;
$$;

create or replace function private.newsletter_tally_removed_send()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivered text := (select m.status from private.mail_outbox as m where m.newsletter_send_id = old.id);
begin
  -- The issue itself going (cascade) needs no tally.
  if old.kind = 'issue' and exists (select 1 from public.newsletter_issues as i where i.id = old.issue_id) then
    insert into private.newsletter_issue_tallies as t (issue_id, sent, failed, unsubscribed)
    values (old.issue_id, (delivered = 'sent')::integer,
            (delivered in ('failed', 'skipped', 'expired'))::integer, 1)
    on conflict (issue_id) do update set
      sent = t.sent + excluded.sent,
      failed = t.failed + excluded.failed,
      unsubscribed = t.unsubscribed + 1;
  end if;
  return old;
end;
$$;
revoke execute on function private.newsletter_tally_removed_send() from public, anon, authenticated, service_role;
drop trigger newsletter_sends_tally on public.newsletter_sends;
create trigger newsletter_sends_tally before delete on public.newsletter_sends
  for each row execute function private.newsletter_tally_removed_send();

-- Every minute ------------------------------------------------------------------------------------

-- Kicks each kind with due rows, and forgets finished alerts and newsletter confirmations and
-- tests after 30 days (issue sends stay: the issue's counts read them).
create function private.mail_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  due_kind text;
begin
  for due_kind in
    select distinct m.kind from private.mail_outbox as m
    where (m.status = 'pending' and m.not_before <= now()) or (m.status = 'sending' and m.lease_until < now())
  loop
    perform private.mail_kick(due_kind);
  end loop;
  delete from private.alert_outbox as a
  using private.mail_outbox as m
  where m.alert_id = a.id and m.status in ('sent', 'failed', 'skipped', 'expired')
    and m.created_at < now() - interval '30 days';
  delete from public.newsletter_sends as s
  using private.mail_outbox as m
  where m.newsletter_send_id = s.id and s.kind in ('confirm', 'test')
    and m.status in ('sent', 'failed', 'skipped', 'expired') and m.created_at < now() - interval '30 days';
end;
$$;
comment on function private.mail_every_minute() is
  'Cron (every minute, job mail-outbox): calls the function of each mail kind with due e-mails and forgets finished alerts, confirmations and tests after 30 days.';
revoke execute on function private.mail_every_minute() from public, anon, authenticated, service_role;

-- What stays of the alerts' minute: forgetting the hour counts.
create or replace function private.alerts_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.alert_hourly as h where h.hour < now() - interval '2 days';
end;
$$;
revoke execute on function private.alerts_every_minute() from public, anon, authenticated, service_role;

-- What stays of the newsletter's minute: scheduled issues, the weekly digest, unconfirmed
-- subscriptions after 7 days.
create or replace function private.newsletter_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue uuid;
begin
  for issue in
    select i.id from public.newsletter_issues as i
    where i.status = 'scheduled' and i.scheduled_for <= now()
    order by i.scheduled_for
    for update skip locked
  loop
    perform private.newsletter_queue(issue);
  end loop;
  perform private.newsletter_weekly_digest();
  delete from public.newsletter_subscribers as s
  where s.confirmed_at is null and s.created_at < now() - interval '7 days';
end;
$$;
revoke execute on function private.newsletter_every_minute() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('mail-outbox', '* * * * *', 'select private.mail_every_minute()');
  else
    raise warning 'pg_cron is not available: private.mail_every_minute() must be run every minute by other means';
  end if;
end
$$;
