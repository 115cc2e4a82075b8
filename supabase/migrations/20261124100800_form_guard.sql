-- Protection of the five public forms (newsletter, prayer requests, contact messages, first-timer
-- cards, testimonies) against floods and double submissions, in Postgres, so that it also covers
-- direct calls to the API with the public anon key (docs/decisions/0016-form-rate-limits.md).
--
-- * Limits: PostgREST calls private.form_guard() before every request (`pgrst.db_pre_request`,
--   Supabase guide "Securing your API"). For an insert (POST) into one of the five tables by a
--   caller who is not staff, it refuses with 429, a Retry-After header and PostgREST's error shape
--   when the client has sent `per_client` submissions to that form in the last
--   `per_client_window`, or when everybody together has sent `global_per_hour` in the last hour.
--   Reads (GET) and staff writes never count. The attempt is recorded in the request's own
--   transaction, so a request that fails (bad input: 400) is not counted and stores nothing.
-- * Duplicates: a BEFORE INSERT trigger on the prayer, contact, first-timer and testimony tables
--   drops a row whose content the same client already sent to the same form in the last 10
--   minutes (a double click or a retry stores one row; the caller still gets 201). The
--   newsletter keeps its own rule: the unique address index answers 23505 ('Already subscribed!').
-- * Bookkeeping lives in the `private` schema, which the API does not expose; old rows are pruned
--   as new ones arrive. Staff read counts only, through public.form_submission_counts.

create schema if not exists private;

-- Limits, one row per form, in one place with their reasons. Tests and owners change them here.
create table private.form_limits (
  form text primary key,
  per_client integer not null check (per_client > 0),
  per_client_window interval not null check (per_client_window > interval '0'),
  global_per_hour integer not null check (global_per_hour > 0),
  reason text not null
);

insert into private.form_limits (form, per_client, per_client_window, global_per_hour, reason) values
  ('newsletter_subscribers', 5, interval '10 minutes', 120,
   'A family may sign up a few addresses at once; more than 5 from one client in 10 minutes is a '
   'script. 120 an hour is more than a church newsletter gets in a month.'),
  ('prayer_requests', 5, interval '10 minutes', 60,
   'A person in need may send several requests, not more than 5 in 10 minutes. 60 an hour bounds '
   'a flood that would bury the real requests the prayer team reads.'),
  ('contact_messages', 5, interval '10 minutes', 60,
   'Same as prayer: a few messages from one person; 60 an hour keeps the staff inbox readable.'),
  ('first_timers', 5, interval '10 minutes', 60,
   'A visitor fills in one card, a family a few; 60 an hour is far above a Sunday''s guests.'),
  ('member_testimonies', 5, interval '10 minutes', 30,
   'Testimonies are written with care and moderated by staff; 30 an hour bounds the queue.');

-- One row per accepted submission attempt (per form and client), pruned after a day.
create table private.form_attempts (
  id bigint generated always as identity primary key,
  form text not null,
  client text not null,
  at timestamptz not null default now()
);
create index form_attempts_form_at_idx on private.form_attempts (form, at);
create index form_attempts_form_client_at_idx on private.form_attempts (form, client, at);

-- Fingerprints of stored content (duplicate guard), pruned after 10 minutes.
create table private.form_fingerprints (
  form text not null,
  client text not null,
  fingerprint text not null,
  at timestamptz not null default now(),
  primary key (form, client, fingerprint)
);
create index form_fingerprints_at_idx on private.form_fingerprints (at);

alter table private.form_limits enable row level security;
alter table private.form_attempts enable row level security;
alter table private.form_fingerprints enable row level security;
revoke all on private.form_limits, private.form_attempts, private.form_fingerprints
  from public, anon, authenticated;

/**
 * The client of the current API request, as hosted Supabase passes it: `cf-connecting-ip`, which
 * Cloudflare in front of the API gateway sets to the address it received the request from
 * (replacing any value the client sent); otherwise the last entry of `x-forwarded-for`, the one
 * appended by the nearest proxy (every entry before it came from the client and can be forged).
 * 'unknown' when neither is present (a direct database connection).
 */
create function private.request_client() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(regexp_replace(coalesce(h ->> 'x-forwarded-for', ''), '^.*,', '')), ''),
    'unknown'
  )
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) as r;
$$;

/**
 * Whether the current statement is a public submission: it comes through the API (PostgREST sets
 * `request.method`; the seed, migrations and SQL consoles do not), with a key other than the
 * service-role key (server-side tools), from a caller who is not staff.
 */
create function private.is_public_submission() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(current_setting('request.method', true), '') <> ''
     and coalesce(nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role', '') <> 'service_role'
     and not public.is_staff();
$$;

/**
 * `pgrst.db_pre_request`: refuses a 6th submission from one client in the window, or one beyond
 * the form's hourly ceiling, with 429 and Retry-After (seconds until the oldest counted attempt
 * leaves the window). Runs as the request's role; reads and writes its bookkeeping as owner.
 */
create function private.form_guard() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  form_name text := ltrim(coalesce(current_setting('request.path', true), ''), '/');
  limits private.form_limits;
  client_id text;
  client_count integer;
  global_count integer;
  oldest timestamptz;
  retry_after integer;
begin
  if coalesce(current_setting('request.method', true), '') <> 'POST' then
    return;
  end if;
  select * into limits from private.form_limits l where l.form = form_name;
  if not found or not private.is_public_submission() then
    return;
  end if;

  client_id := private.request_client();
  -- One submission of a form at a time, so that concurrent requests cannot all pass one count.
  perform pg_advisory_xact_lock(hashtextextended('form_guard:' || form_name, 0));
  delete from private.form_attempts a where a.form = form_name and a.at < now() - interval '1 day';

  select count(*), min(a.at) into client_count, oldest
  from private.form_attempts a
  where a.form = form_name and a.client = client_id and a.at > now() - limits.per_client_window;
  if client_count >= limits.per_client then
    retry_after := greatest(1, ceil(extract(epoch from oldest + limits.per_client_window - now())));
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'rate_limited',
        'message', 'Too many submissions from this connection. Please try again in a few minutes.',
        'details', null,
        'hint', 'Wait for the time given in the Retry-After header.')::text,
      detail = json_build_object('status', 429, 'headers',
        json_build_object('Retry-After', retry_after::text))::text;
  end if;

  select count(*), min(a.at) into global_count, oldest
  from private.form_attempts a
  where a.form = form_name and a.at > now() - interval '1 hour';
  if global_count >= limits.global_per_hour then
    retry_after := greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now())));
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'rate_limited',
        'message', 'This form is receiving too many submissions. Please try again in a few minutes.',
        'details', null,
        'hint', 'Wait for the time given in the Retry-After header.')::text,
      detail = json_build_object('status', 429, 'headers',
        json_build_object('Retry-After', retry_after::text))::text;
  end if;

  insert into private.form_attempts (form, client) values (form_name, client_id);
end;
$$;

revoke all on function private.form_guard() from public;
revoke all on function private.request_client() from public;
revoke all on function private.is_public_submission() from public;
grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.form_guard() to anon, authenticated, service_role;

/**
 * Duplicate guard (BEFORE INSERT, per row): a row whose content the same client sent to the same
 * form in the last 10 minutes is skipped (returns NULL: the insert succeeds and stores nothing).
 * The content is the row without its generated columns (id, timestamps, approval).
 */
create function private.drop_duplicate_submission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_id text := private.request_client();
  print text := md5((to_jsonb(new) - array['id', 'created_at', 'submitted_at', 'updated_at', 'is_approved'])::text);
begin
  if not private.is_public_submission() then
    return new;
  end if;
  delete from private.form_fingerprints f where f.at < now() - interval '10 minutes';
  insert into private.form_fingerprints (form, client, fingerprint)
  values (tg_table_name, client_id, print)
  on conflict (form, client, fingerprint) do nothing;
  if not found then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.drop_duplicate_submission() from public;

create trigger drop_duplicate_submission before insert on public.prayer_requests
  for each row execute function private.drop_duplicate_submission();
create trigger drop_duplicate_submission before insert on public.contact_messages
  for each row execute function private.drop_duplicate_submission();
create trigger drop_duplicate_submission before insert on public.first_timers
  for each row execute function private.drop_duplicate_submission();
create trigger drop_duplicate_submission before insert on public.member_testimonies
  for each row execute function private.drop_duplicate_submission();

/**
 * One submission is one row: a visitor's form never sends more, so a multi-row insert by anyone
 * but staff (an array of 1,000 rows in one request) is refused with 400 and stores nothing.
 */
create function private.one_row_per_submission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_public_submission() and (select count(*) from inserted) > 1 then
    raise exception 'One submission at a time, please.'
      using errcode = '22023', hint = 'Send one row per request.';
  end if;
  return null;
end;
$$;

revoke all on function private.one_row_per_submission() from public;

create trigger one_row_per_submission after insert on public.newsletter_subscribers
  referencing new table as inserted for each statement execute function private.one_row_per_submission();
create trigger one_row_per_submission after insert on public.prayer_requests
  referencing new table as inserted for each statement execute function private.one_row_per_submission();
create trigger one_row_per_submission after insert on public.contact_messages
  referencing new table as inserted for each statement execute function private.one_row_per_submission();
create trigger one_row_per_submission after insert on public.first_timers
  referencing new table as inserted for each statement execute function private.one_row_per_submission();
create trigger one_row_per_submission after insert on public.member_testimonies
  referencing new table as inserted for each statement execute function private.one_row_per_submission();

/**
 * Submissions per form in the last hour and the last day, for staff only (a count, never who or
 * what was sent). A security-invoker view over a staff-only function.
 */
create function private.form_submission_counts()
returns table (form text, last_hour bigint, last_day bigint)
language sql stable
security definer
set search_path = ''
as $$
  select l.form,
         count(a.id) filter (where a.at > now() - interval '1 hour'),
         count(a.id) filter (where a.at > now() - interval '1 day')
  from private.form_limits l
  left join private.form_attempts a on a.form = l.form
  where public.is_staff()
  group by l.form
  order by l.form;
$$;
revoke all on function private.form_submission_counts() from public;
grant execute on function private.form_submission_counts() to authenticated;

create view public.form_submission_counts with (security_invoker = true) as
  select * from private.form_submission_counts();
revoke all on public.form_submission_counts from public, anon;
grant select on public.form_submission_counts to authenticated;

alter role authenticator set pgrst.db_pre_request = 'private.form_guard';
notify pgrst, 'reload config';
