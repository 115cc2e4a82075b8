-- Gift receipts, failed-renewal notices and year-end statements through the one mail outbox
-- (issue 42 item 6; docs/decisions/0053-one-function-layer-and-one-mail-outbox.md).
--
-- Until now the stripe-webhook function e-mailed a receipt right after applying the event (a
-- failed e-mail was logged and never tried again), and the giving-statements function e-mailed
-- the statements while the staff member waited. Now both are kinds of private.mail_outbox:
--
-- * 'receipt': private.gift_mail holds what each gift e-mail is (the donation, and whether it is
--   the receipt or the failed renewal's card link), one per donation and message; the rows come
--   from what apply_stripe_event's handlers answer, in the event's own transaction, under the
--   keys the webhook always used (`gift-receipt-<donation>`, `gift-payment-failed-<donation>`).
-- * 'statement': public.giving_statement_sends stays the row of each statement e-mail (one per
--   donor and year, plus each 'Send again'), now with the church time zone its dates are shown
--   in; public.queue_giving_statements (admin and finance) queues them in one transaction and
--   answers how many were queued; the outbox key is `giving-statement-<send>`. A statement
--   delivered records its sent_at.
--
-- Both are sent by the send-giving-mail function (claim_mail, the shared sender loop, retries
-- after 1, 5, 25, 125 minutes, the `mail-outbox` job). claim_giving_statement_sends and
-- finish_giving_statement_sends are gone.

-- What each gift e-mail is -----------------------------------------------------------------------

create table private.gift_mail (
  id bigint generated always as identity primary key,
  message text not null check (message in ('receipt', 'payment_failed')),
  donation_id uuid not null references public.donations (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (donation_id, message)
);
comment on table private.gift_mail is
  'What each gift e-mail is: the receipt of a donation, or the card link after a failed renewal; one per donation and message. Its delivery is its row in private.mail_outbox (kind receipt).';
revoke all on table private.gift_mail from public, anon, authenticated, service_role;

alter table public.giving_statement_sends
  add column time_zone text not null default 'America/Indiana/Indianapolis';
comment on column public.giving_statement_sends.time_zone is
  'The church''s IANA time zone the statement''s year and dates are read in (what the page showed).';
comment on table public.giving_statement_sends is
  'Year-end statements e-mailed (or queued) to donors: one per donor and year, plus each ''Send again''. Written by queue_giving_statements; sent through the mail outbox (sent_at once delivered); read by admin and finance.';

-- The outbox's two new kinds ---------------------------------------------------------------------

alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox
  add constraint mail_outbox_kind_check
    check (kind in ('alert', 'registration', 'newsletter', 'receipt', 'statement')),
  add column gift_mail_id bigint unique references private.gift_mail (id) on delete cascade,
  add column statement_send_id uuid unique references public.giving_statement_sends (id) on delete cascade,
  add constraint mail_outbox_receipt_row check ((kind = 'receipt') = (gift_mail_id is not null)),
  add constraint mail_outbox_statement_row check ((kind = 'statement') = (statement_send_id is not null));
comment on table private.mail_outbox is
  'Every queued e-mail of the site (staff alerts, registration e-mails, newsletter sends, gift receipts, year-end statements) and its delivery: kind, idempotency key, status, attempts, next try, lease, expiry, last error, provider id. Each row refers to its kind''s own row of what to send. Readable by no API role.';

create or replace function private.mail_enqueue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued jsonb := to_jsonb(new);
begin
  insert into private.mail_outbox (kind, idempotency_key, alert_id, registration_mail_id,
                                   newsletter_send_id, gift_mail_id, statement_send_id, not_before)
  values (
    tg_argv[0],
    case tg_argv[0]
      when 'alert' then 'church-alert-' || (queued ->> 'id')
      when 'registration' then 'church-registration-' || (queued ->> 'id')
      when 'receipt' then case queued ->> 'message' when 'receipt' then 'gift-receipt-' else 'gift-payment-failed-' end
                          || (queued ->> 'donation_id')
      when 'statement' then 'giving-statement-' || (queued ->> 'id')
      else queued ->> 'idempotency_key' end,
    case when tg_argv[0] = 'alert' then (queued ->> 'id')::bigint end,
    case when tg_argv[0] = 'registration' then (queued ->> 'id')::uuid end,
    case when tg_argv[0] = 'newsletter' then (queued ->> 'id')::bigint end,
    case when tg_argv[0] = 'receipt' then (queued ->> 'id')::bigint end,
    case when tg_argv[0] = 'statement' then (queued ->> 'id')::uuid end,
    case when queued ->> 'message' = 'more' and tg_argv[0] = 'alert'
         then (queued ->> 'period_end')::timestamptz else now() end);
  return null;
end;
$$;
comment on function private.mail_enqueue() is
  'Trigger (after insert) on private.alert_outbox, private.registration_mail, public.newsletter_sends, private.gift_mail and public.giving_statement_sends: queues the row''s e-mail in private.mail_outbox (argument: the kind).';

create trigger mail_enqueue after insert on private.gift_mail
  for each row execute function private.mail_enqueue('receipt');
create trigger mail_enqueue after insert on public.giving_statement_sends
  for each row execute function private.mail_enqueue('statement');

-- A statement e-mail not yet sent when this ran (a press whose e-mail failed) is queued under the
-- key the function used for it; one asked for more than 7 days ago expires unsent.
insert into private.mail_outbox (kind, idempotency_key, statement_send_id, created_at, expires_at)
select 'statement', 'giving-statement-' || s.id, s.id, s.requested_at, s.requested_at + interval '7 days'
from public.giving_statement_sends as s
where s.sent_at is null;

create or replace function private.mail_function(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind when 'alert' then 'send-alerts'
                   when 'registration' then 'send-registrations'
                   when 'newsletter' then 'send-newsletter'
                   when 'receipt' then 'send-giving-mail'
                   when 'statement' then 'send-giving-mail' end
$$;

-- A statement delivered records when; a registration e-mail finished forgets its link key.
create or replace function private.mail_finished()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.registration_mail_id is not null then
    update private.registration_mail as r set token = null
    where r.id = new.registration_mail_id and r.token is not null;
  elsif new.statement_send_id is not null and new.status = 'sent' then
    update public.giving_statement_sends as s set sent_at = coalesce(new.sent_at, now())
    where s.id = new.statement_send_id and s.sent_at is null;
  end if;
  return null;
end;
$$;
drop trigger mail_finished on private.mail_outbox;
create trigger mail_finished after update of status on private.mail_outbox
  for each row
  when ((new.registration_mail_id is not null and new.status in ('sent', 'failed', 'skipped', 'expired'))
        or (new.statement_send_id is not null and new.status = 'sent'))
  execute function private.mail_finished();

-- The statements of a year ------------------------------------------------------------------------

-- The statements of `year` read in `time_zone`, of every donor or of `only_email`: [{ donor_email,
-- donor_name, total_cents, gifts: [{ given_at, fund_name, frequency, amount_cents }] }], each gift
-- net of refunds, ordered by donor name then e-mail. No role check: the callers make it.
create function private.giving_statements_of(year integer, time_zone text, only_email text default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select jsonb_agg(s order by s ->> 'donor_name', s ->> 'donor_email')
    from (
      select jsonb_build_object(
        'donor_email', lower(d.donor_email),
        'donor_name', max(d.donor_name),
        'total_cents', sum(d.net_cents),
        'gifts', jsonb_agg(jsonb_build_object(
          'given_at', d.given_at, 'fund_name', d.fund_name, 'frequency', d.frequency,
          'amount_cents', d.net_cents) order by d.given_at)) as s
      from public.donations as d
      where d.donor_email is not null
        and d.net_cents > 0
        and extract(year from d.given_at at time zone giving_statements_of.time_zone) = giving_statements_of.year
        and (only_email is null or lower(d.donor_email) = only_email)
      group by lower(d.donor_email)
    ) as statements
  ), '[]'::jsonb);
$$;
revoke execute on function private.giving_statements_of(integer, text, text) from public, anon, authenticated, service_role;

-- Security definer now (it reads through private.giving_statements_of, which no API role may
-- call); the role check stays its first statement.
create or replace function public.giving_statements(year integer, time_zone text default 'America/Indiana/Indianapolis')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.has_staff_role('admin', 'finance')) then
    raise exception 'Only admin and finance read giving statements.' using errcode = '42501';
  end if;
  if year is null or year < 2000 or year > 2100 then
    raise exception 'Choose a year from 2000 to 2100.' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = time_zone) then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;
  return private.giving_statements_of(year, time_zone);
end;
$$;

/**
 * 'E-mail statements' and 'Send again to chosen donors' of /admin/giving: queues the statement
 * e-mails of `year` in one transaction. Without `again`, each donor of the year gets one send of
 * the year (a donor who has one already is not queued again); with `again` (donor e-mails), a new
 * send of this press for those donors only. A retry of the same press (`request_id`) queues
 * nothing more and answers the same. The press is logged as one sentence naming no donor.
 *
 * @returns { queued, already_sent, last_sent_at }: the sends of this press; the donors' sends
 *   made before (not queued again) and when the last of them was e-mailed (null if none yet).
 * @throws 42501 for a caller who is not admin or finance; 22023 for a bad year, time zone or press.
 */
create function public.queue_giving_statements(
  year integer,
  time_zone text,
  request_id uuid,
  again text[] default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  actor uuid := (select auth.uid());
  is_again boolean := queue_giving_statements.again is not null;
  emails text[];
  added integer;
  result jsonb;
  the_name text;
begin
  if not (select public.has_staff_role('admin', 'finance')) then
    raise exception 'Only admin and finance send giving statements.' using errcode = '42501';
  end if;
  if queue_giving_statements.year is null or queue_giving_statements.year not between 2000 and 2100
     or queue_giving_statements.request_id is null or cardinality(queue_giving_statements.again) > 20000 then
    raise exception 'Choose a year from 2000 to 2100.' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = queue_giving_statements.time_zone) then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;

  select coalesce(array_agg(st ->> 'donor_email'), '{}') into emails
  from jsonb_array_elements(private.giving_statements_of(queue_giving_statements.year,
                                                         queue_giving_statements.time_zone)) as st
  where not is_again
     or st ->> 'donor_email' in (select lower(btrim(e)) from unnest(queue_giving_statements.again) as e);

  with made as (
    insert into public.giving_statement_sends as s (year, donor_email, again, request_id, requested_by, time_zone)
    select queue_giving_statements.year, e, is_again, queue_giving_statements.request_id, actor,
      queue_giving_statements.time_zone
    from unnest(emails) as e
    on conflict do nothing
    returning s.id
  )
  select count(*) into added from made;

  select jsonb_build_object(
    'queued', count(*) filter (where s.request_id = queue_giving_statements.request_id),
    'already_sent', count(*) filter (where s.request_id <> queue_giving_statements.request_id),
    'last_sent_at', max(s.sent_at) filter (where s.request_id <> queue_giving_statements.request_id))
  into result
  from public.giving_statement_sends as s
  where s.year = queue_giving_statements.year and s.donor_email = any (emails)
    and case when is_again then s.again and s.request_id = queue_giving_statements.request_id
             else not s.again end;

  if added > 0 then
    perform private.mail_kick('statement');
    the_name := coalesce(private.staff_name(actor), auth.email());
    insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                     changed_columns, changes, subject, summary)
    values (actor, auth.email(), the_name, 'settings', 'giving_statement_sends',
      queue_giving_statements.year::text, 'insert', '{}', '{}', queue_giving_statements.year || ' giving statements',
      coalesce(the_name, 'A staff member') || ' e-mailed the ' || queue_giving_statements.year || ' giving '
        || case when added = 1 then 'statement' else 'statements' end
        || case when is_again then ' again' else '' end
        || ' to ' || added || case when added = 1 then ' donor' else ' donors' end);
  end if;
  return result;
end;
$$;
comment on function public.queue_giving_statements(integer, text, uuid, text[]) is
  'Admin and finance (''E-mail statements''): queues the year''s statement e-mails in the mail outbox, one per donor and year (or with again, a new one for the chosen donors); answers { queued, already_sent, last_sent_at }.';
revoke execute on function public.queue_giving_statements(integer, text, uuid, text[]) from public, anon;
grant execute on function public.queue_giving_statements(integer, text, uuid, text[]) to authenticated;

drop function public.claim_giving_statement_sends(integer, uuid, text[], boolean);
drop function public.finish_giving_statement_sends(uuid[]);

-- What each new kind's e-mail needs ---------------------------------------------------------------

-- A gift e-mail: kind ('receipt' or 'payment_failed'), the donation's amount, fund, frequency,
-- donor, Stripe customer and date, the church's name and EIN (private.stripe_gift_mail).
create function private.gift_mail_payload(mail bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.stripe_gift_mail(g.message, d)
  from private.gift_mail as g
  join public.donations as d on d.id = g.donation_id
  where g.id = mail
$$;
revoke execute on function private.gift_mail_payload(bigint) from public, anon, authenticated, service_role;

-- A statement e-mail: the year, the time zone, the donor's statement (null when nothing is left
-- to state), the church's name, EIN and signer.
create function private.statement_mail_payload(send uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'year', s.year, 'time_zone', s.time_zone, 'to_email', s.donor_email,
    'statement', private.giving_statements_of(s.year, s.time_zone, s.donor_email) -> 0,
    'church_name', private.site_identity() ->> 'name',
    'ein', (select g.ein from public.giving_settings as g where g.id),
    'signer', (select g.statement_signer from public.giving_settings as g where g.id))
  from public.giving_statement_sends as s
  where s.id = send
$$;
revoke execute on function private.statement_mail_payload(uuid) from public, anon, authenticated, service_role;

create or replace function private.mail_payload(m private.mail_outbox)
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
    when 'receipt' then private.gift_mail_payload(m.gift_mail_id)
    when 'statement' then private.statement_mail_payload(m.statement_send_id)
  end
$$;

-- Why a queued e-mail is no longer wanted; new: a gift e-mail whose donation lost its address
-- (or a failed renewal's without a customer to link to), a statement with nothing left to state.
create or replace function private.mail_unwanted(m private.mail_outbox)
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
    when 'receipt' then (
      select 'Not sent: the gift has no e-mail address to send it to.'
      from private.gift_mail as g
      join public.donations as d on d.id = g.donation_id
      where g.id = m.gift_mail_id
        and (d.donor_email is null
          or (g.message = 'payment_failed' and (d.stripe_customer_id is null or d.frequency = 'one_time'))))
    when 'statement' then (
      select 'Not sent: no gifts of that year are left to state.'
      from public.giving_statement_sends as s
      where s.id = m.statement_send_id
        and jsonb_array_length(private.giving_statements_of(s.year, s.time_zone, s.donor_email)) = 0)
  end
$$;

-- The one claim, with the two new kinds in its message.
create or replace function private.claim_mail(kind text, batch integer)
returns setof private.mail_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if kind is null or private.mail_function(kind) is null then
    raise exception using errcode = '22023',
      message = 'kind must be alert, registration, newsletter, receipt or statement';
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

comment on function public.mail_claim(text, integer) is
  'For the e-mail Edge Functions (service role only): claims up to `batch` due e-mails of a kind (alert, registration, newsletter, receipt, statement) for five minutes; each with its idempotency key, attempts and what its e-mail needs. Never a visitor''s words in an alert.';

-- The webhook queues its e-mails -----------------------------------------------------------------

/**
 * Applies one verified Stripe event of API version 2026-10-28.endive (the stripe-webhook function
 * has checked its signature and version), once: a replayed event id answers { duplicate: true }
 * and changes nothing. The e-mails its handlers ask for are queued in the mail outbox (kind
 * receipt, one per donation and message) in the same transaction, so a gift recorded always has
 * its receipt on the way, retried until it goes.
 *
 * @returns { duplicate, applied, mails } where mails are the e-mails asked for:
 *   [{ kind: 'receipt' | 'payment_failed', id, amount_cents, currency, fund_name, frequency,
 *      donor_name, donor_email, customer_id, given_at, church_name, ein }].
 * @throws 22023 for something that is not a Stripe event.
 */
create or replace function public.apply_stripe_event(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mails jsonb;
  queued integer;
begin
  if coalesce(event ->> 'id', '') !~ '^evt_' or event ->> 'type' is null
     or jsonb_typeof(event -> 'data' -> 'object') is distinct from 'object' then
    raise exception 'Not a Stripe event.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('apply_stripe_event', 0));
  insert into private.stripe_events (id, type) values (event ->> 'id', event ->> 'type') on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('duplicate', true, 'applied', false, 'mails', '[]'::jsonb);
  end if;
  -- What waited a month for its gift belongs to another use of the Stripe account.
  delete from private.stripe_deferred_events as w where w.deferred_at < now() - interval '30 days';
  mails := private.stripe_dispatch(event);

  with made as (
    insert into private.gift_mail (message, donation_id)
    select m ->> 'kind', (m ->> 'id')::uuid
    from jsonb_array_elements(coalesce(mails, '[]'::jsonb)) as m
    where m ->> 'kind' in ('receipt', 'payment_failed') and nullif(m ->> 'donor_email', '') is not null
      and (m ->> 'kind' = 'receipt' or (m ->> 'frequency' <> 'one_time' and m ->> 'customer_id' is not null))
    on conflict (donation_id, message) do nothing
    returning 1
  )
  select count(*) into queued from made;
  if queued > 0 then
    perform private.mail_kick('receipt');
  end if;
  return jsonb_build_object('duplicate', false, 'applied', mails is not null, 'mails', coalesce(mails, '[]'::jsonb));
end;
$$;
comment on function public.apply_stripe_event(jsonb) is
  'Service role only (the stripe-webhook function, after verifying the signature): applies one Stripe event (API 2026-10-28.endive) once and queues its receipts and payment-failed e-mails in the mail outbox; returns them.';
