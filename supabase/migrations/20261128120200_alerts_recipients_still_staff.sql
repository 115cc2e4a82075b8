-- Inbox e-mail alerts (docs/decisions/0027), issue 29:
--
-- * An alert is sent only to someone who is still an admin or care member and still wants it.
--   Rows are queued when a submission arrives and sent up to five attempts and 125 minutes later
--   (or, for 'and N more', an hour later); alert_claim handed out every due row, so a person
--   removed from the staff, demoted to editor, or who had switched the kind off in the meantime
--   still got the sender's name and the link. Now alert_claim marks such rows `skipped` (with the
--   reason in last_error) and never returns them: an alert needs the staff role admin or care and
--   the same choices that would queue it now (the kind on and no digest; for 'and N more' any kind
--   on and no digest; for the digest the digest on and any kind on).
-- * alert_claim also returns the church's name (site_identity), which the e-mails show as their
--   header (decision 0036). The return type changes, so the function is dropped and created again.

alter table private.alert_outbox drop constraint alert_outbox_status_check;
alter table private.alert_outbox add constraint alert_outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'skipped'));

-- Whether the staff member still wants this e-mail: staff role admin or care, and the choices
-- that would queue it now. Called by alert_claim, which runs as the owner.
create or replace function private.alert_still_wanted(recipient uuid, message text, kind text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1
    from public.staff_members as s
    join public.alert_preferences as p on p.staff_id = s.user_id
    where s.user_id = recipient
      and s.role in ('admin', 'care')
      and case message
            when 'alert' then not p.daily_digest
              and case kind
                    when 'prayer_request' then p.prayer_request
                    when 'contact_message' then p.contact_message
                    when 'first_timer' then p.first_timer
                    else false
                  end
            when 'more' then not p.daily_digest and (p.prayer_request or p.contact_message or p.first_timer)
            when 'digest' then p.daily_digest and (p.prayer_request or p.contact_message or p.first_timer)
            else false
          end
  );
$$;
comment on function private.alert_still_wanted(uuid, text, text) is
  'True when the recipient is still an admin or care member whose alert choices would queue this e-mail now (issue 29).';
revoke execute on function private.alert_still_wanted(uuid, text, text) from public, anon, authenticated, service_role;

drop function public.alert_claim(integer);

-- Claims up to `batch` due rows (pending and due, or claimed earlier and never reported) for
-- five minutes and returns what each e-mail needs: the address, the kind, the sender's first
-- name, the item id, the count for 'more', the digest's items (kind, id, first name, received;
-- newest first, at most 200), the site URL and the church's name. Never the visitor's words.
-- Due rows whose recipient no longer wants them are marked skipped first and never returned.
-- security definer: it reads and writes private tables and auth.users, which no API role may
-- touch; only the service role may execute it.
create function public.alert_claim(batch integer default 20)
returns table (
  id bigint,
  message text,
  to_email text,
  kind text,
  item_id uuid,
  first_name text,
  more integer,
  period_start timestamptz,
  period_end timestamptz,
  items jsonb,
  attempts integer,
  site_url text,
  church_name text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if batch is null or batch < 1 or batch > 100 then
    raise exception using errcode = '22023', message = 'batch must be between 1 and 100';
  end if;

  update private.alert_outbox as o
  set status = 'skipped', lease_until = null,
      last_error = 'Not sent: the recipient is no longer an admin or care member, or no longer wants this alert.'
  where o.id in (
    select d.id
    from private.alert_outbox as d
    where ((d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now()))
      and not private.alert_still_wanted(d.staff_id, d.message, d.kind)
    for update skip locked
  );

  return query
  with due as (
    select o.id
    from private.alert_outbox as o
    where ((o.status = 'pending' and o.not_before <= now())
       or (o.status = 'sending' and o.lease_until < now()))
      and private.alert_still_wanted(o.staff_id, o.message, o.kind)
    order by o.id
    limit batch
    for update skip locked
  ), claimed as (
    update private.alert_outbox as o
    set status = 'sending', lease_until = now() + interval '5 minutes', attempts = o.attempts + 1
    from due
    where o.id = due.id
    returning o.*
  )
  select c.id, c.message, u.email::text, c.kind, c.item_id,
         case when c.message = 'alert' then private.alert_first_name(c.kind, c.item_id) end,
         c.more, c.period_start, c.period_end,
         case when c.message = 'digest' then (
           select coalesce(jsonb_agg(jsonb_build_object(
                    'kind', w.kind, 'id', w.item_id,
                    'first_name', private.alert_first_name(w.kind, w.item_id),
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
           ) as w
         ) end,
         c.attempts,
         (select s.site_url from private.alert_settings as s where s.id),
         private.site_identity() ->> 'name'
  from claimed as c
  join auth.users as u on u.id = c.staff_id
  order by c.id;
end;
$$;
comment on function public.alert_claim(integer) is
  'For the send-alerts Edge Function (service role only): claims up to `batch` due alert e-mails for five minutes and returns address, kind, first name, item id, count or digest items, the site URL and the church''s name; never the visitor''s words. Rows whose recipient is no longer an admin or care member, or no longer wants the alert, are marked skipped instead.';
revoke execute on function public.alert_claim(integer) from public, anon, authenticated;
grant execute on function public.alert_claim(integer) to service_role;

-- Every minute: as before (20261126110000_alerts.sql), and skipped rows are forgotten after 30
-- days like sent and failed ones. security definer: run by pg_cron's job owner over private
-- tables; no API role may execute it.
create or replace function private.alerts_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.alert_outbox as o
    where (o.status = 'pending' and o.not_before <= now()) or (o.status = 'sending' and o.lease_until < now())
  ) then
    perform private.alerts_kick();
  end if;
  delete from private.alert_outbox as o
  where o.status in ('sent', 'failed', 'skipped') and o.created_at < now() - interval '30 days';
  delete from private.alert_hourly as h where h.hour < now() - interval '2 days';
end;
$$;
revoke execute on function private.alerts_every_minute() from public, anon, authenticated, service_role;
