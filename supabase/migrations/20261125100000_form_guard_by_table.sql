-- The public forms' flood limits, keyed on the table a row is written to instead of the request's
-- path (docs/decisions/0016-form-rate-limits.md). Replaces the `pgrst.db_pre_request` guard of
-- 20261124100800_form_guard.sql, which read `request.path` as sent: PostgREST routes on the
-- decoded path, so `/rest/v1/prayer%5Frequests` (or GraphQL) skipped every limit.
--
-- * One BEFORE INSERT trigger per row on each of the five form tables, so every way of writing a
--   row counts: any spelling of the path, `Content-Profile`, upserts (`Prefer: resolution=…`,
--   `on_conflict`), bulk bodies and any other API that inserts as anon or a member.
-- * Per client: at most `per_client` attempts per `per_client_window`. Every attempt counts:
--   stored rows, dropped duplicates and the newsletter's 'already subscribed' answers, so probing
--   addresses is as limited as subscribing.
-- * Shared hourly ceiling (`global_per_hour`): counts stored rows only, and at most `per_client`
--   of them per client in the hour. Ten clients together use at most 10 × per_client of it, which
--   stays under every ceiling, so a handful of addresses cannot lock a form for everyone else; a
--   flood from many addresses still stops at the ceiling.
-- * Newsletter: an address already subscribed is answered 409 by the trigger itself
--   (`response.status`, the row skipped) so that the transaction commits and the attempt counts.
-- * Client addresses are kept at most 24 hours: `private.purge_form_guard()`, run every 5
--   minutes by pg_cron (hosted) or the local stack's stand-in (supabase/local/cron.ts).

alter role authenticator reset pgrst.db_pre_request;
drop function private.form_guard();

drop trigger drop_duplicate_submission on public.prayer_requests;
drop trigger drop_duplicate_submission on public.contact_messages;
drop trigger drop_duplicate_submission on public.first_timers;
drop trigger drop_duplicate_submission on public.member_testimonies;
drop function private.drop_duplicate_submission();

-- What became of each attempt. Only 'stored' rows use the shared hourly ceiling.
alter table private.form_attempts
  add column outcome text not null default 'stored'
    check (outcome in ('stored', 'duplicate', 'subscribed'));

-- Every client of ten stays under every ceiling (10 × per_client < global_per_hour): the
-- testimony ceiling moves from 30 to 60 for that reason.
update private.form_limits set global_per_hour = 60,
  reason = 'Testimonies are written with care and moderated by staff; 60 an hour bounds the queue '
           'and stays above what ten clients at 5 each can use.'
where form = 'member_testimonies' and global_per_hour < 60;

/**
 * Refuses the current submission with PostgREST's 429: `raise sqlstate 'PGRST'` with the error
 * body as the message and `{"status":429,"headers":{"Retry-After":…}}` as the detail
 * (PostgREST "Errors > Raise errors with HTTP Status Codes"). Never returns.
 *
 * @param message - the body's message, for the visitor's developer tools.
 * @param retry_after - seconds, at least 1.
 */
create function private.refuse_submission(message text, retry_after integer) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'rate_limited',
      'message', message,
      'details', null,
      'hint', 'Wait for the time given in the Retry-After header.')::text,
    detail = json_build_object('status', 429, 'headers',
      json_build_object('Retry-After', greatest(1, retry_after)::text))::text;
end;
$$;
revoke all on function private.refuse_submission(text, integer) from public;

/**
 * The guard (BEFORE INSERT, per row, on the five form tables). For a public submission
 * (`private.is_public_submission()`: through the API, not the service-role key, not staff):
 *
 * 1. refuses with 429 when the client already made `per_client` attempts in the window;
 * 2. refuses with 429 when the form's stored rows of the last hour, counting at most
 *    `per_client` per client, reached `global_per_hour`;
 * 3. drops a row whose content the same client sent in the last 10 minutes (201, nothing stored;
 *    prayer, contact, first-timer and testimony forms);
 * 4. newsletter: answers 409 with an empty body for an address already subscribed, storing
 *    nothing (the unique index would roll the attempt back with it);
 * 5. records the attempt with its outcome, in the request's own transaction: a row that fails
 *    later (a check constraint, a policy: 400/401) is not counted and stores nothing.
 *
 * A transaction-scoped advisory lock per form makes concurrent submissions wait for each other,
 * so that a burst cannot pass one count together.
 */
create function private.guard_submission() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  form_name text := tg_table_name;
  limits private.form_limits;
  client_id text;
  counted integer;
  oldest timestamptz;
  print text;
begin
  if not private.is_public_submission() then
    return new;
  end if;
  select * into limits from private.form_limits l where l.form = form_name;
  if not found then
    return new;
  end if;

  client_id := private.request_client();
  perform pg_advisory_xact_lock(hashtextextended('form_guard:' || form_name, 0));

  -- 1. The client's own attempts in the window, whatever became of them.
  select count(*), min(a.at) into counted, oldest
  from private.form_attempts a
  where a.form = form_name and a.client = client_id and a.at > now() - limits.per_client_window;
  if counted >= limits.per_client then
    perform private.refuse_submission(
      'Too many submissions from this connection. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + limits.per_client_window - now()))::integer);
  end if;

  -- 2. The shared ceiling: stored rows of the last hour, at most per_client of each client.
  select coalesce(sum(least(c.n, limits.per_client)), 0), min(c.first_at) into counted, oldest
  from (
    select count(*) as n, min(a.at) as first_at
    from private.form_attempts a
    where a.form = form_name and a.outcome = 'stored' and a.at > now() - interval '1 hour'
    group by a.client
  ) as c;
  if counted >= limits.global_per_hour then
    perform private.refuse_submission(
      'This form is receiving too many submissions. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + interval '1 hour' - now()))::integer);
  end if;

  -- 3. Duplicates of the same client's content in the last 10 minutes.
  if form_name <> 'newsletter_subscribers' then
    print := md5((to_jsonb(new) - array['id', 'created_at', 'submitted_at', 'updated_at', 'is_approved'])::text);
    insert into private.form_fingerprints as f (form, client, fingerprint)
    values (form_name, client_id, print)
    on conflict (form, client, fingerprint) do update set at = now()
      where f.at < now() - interval '10 minutes';
    if not found then
      insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'duplicate');
      return null;
    end if;
  -- 4. An address already subscribed (any case, as the unique index compares it).
  elsif exists (
    select 1 from public.newsletter_subscribers s where lower(s.email) = lower(new.email)
  ) then
    insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'subscribed');
    perform set_config('response.status', '409', true);
    return null;
  end if;

  -- 5. Counted.
  insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'stored');
  return new;
end;
$$;
revoke all on function private.guard_submission() from public;

create trigger guard_submission before insert on public.newsletter_subscribers
  for each row execute function private.guard_submission();
create trigger guard_submission before insert on public.prayer_requests
  for each row execute function private.guard_submission();
create trigger guard_submission before insert on public.contact_messages
  for each row execute function private.guard_submission();
create trigger guard_submission before insert on public.first_timers
  for each row execute function private.guard_submission();
create trigger guard_submission before insert on public.member_testimonies
  for each row execute function private.guard_submission();

/**
 * Removes the guard's bookkeeping that no limit needs any more, so that no client address is
 * kept 24 hours: attempts older than 23 h 55 min (the job runs every 5 minutes) and duplicate
 * fingerprints older than 10 minutes.
 *
 * @returns the number of rows removed.
 */
create function private.purge_form_guard() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempts integer;
  prints integer;
begin
  delete from private.form_attempts a where a.at < now() - interval '23 hours 55 minutes';
  get diagnostics attempts = row_count;
  delete from private.form_fingerprints f where f.at < now() - interval '10 minutes';
  get diagnostics prints = row_count;
  return attempts + prints;
end;
$$;
revoke all on function private.purge_form_guard() from public;

/** Staff counts per form: stored submissions only (duplicates and probes are not submissions). */
create or replace function private.form_submission_counts()
returns table (form text, last_hour bigint, last_day bigint)
language sql stable
security definer
set search_path = ''
as $$
  select l.form,
         count(a.id) filter (where a.at > now() - interval '1 hour'),
         count(a.id) filter (where a.at > now() - interval '1 day')
  from private.form_limits l
  left join private.form_attempts a on a.form = l.form and a.outcome = 'stored'
  where public.is_staff()
  group by l.form
  order by l.form;
$$;

-- The purge runs every 5 minutes. Hosted Supabase ships pg_cron (enabled here when the server
-- offers it); the local stack creates the same `cron` schema in its bootstrap and runs the jobs
-- itself. cron.schedule with an existing name replaces that job, so this is idempotent.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('form-guard-purge', '*/5 * * * *', 'select private.purge_form_guard()');
  else
    raise warning 'pg_cron is not available: private.purge_form_guard() must be run every 5 minutes by other means';
  end if;
end;
$$;

notify pgrst, 'reload config';
notify pgrst, 'reload schema';
