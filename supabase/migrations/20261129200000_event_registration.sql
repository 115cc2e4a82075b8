-- Event registration: sign-ups with capacity, waitlist, confirmation e-mail and check-in
-- (docs/decisions/0039-event-registration.md).
--
-- * public.event_registration_settings: per event, registration off (default) or on, capacity in
--   seats (a party counts its size), waitlist on/off, when it closes (minutes before the start;
--   0 = at the start), up to 5 questions and a confirmation message. A series' settings apply to
--   each date; each date counts its own seats.
-- * public.event_registration_dates: per date of a series (the occurrence's original date, as
--   church_event_exceptions address it), overrides of on/off, capacity and waitlist.
-- * public.event_registrations: one row per sign-up. Admins and editors read them; nobody writes
--   them through the API. Visitors act through security-definer functions only, with a random
--   token (192 bits, base64url) as their only key:
--     register_for_event, registration_by_token, change_registration, cancel_registration.
--   The capacity guard: every function that can add confirmed seats takes a transaction-scoped
--   advisory lock on the date (event id + date) before counting, so concurrent sign-ups for the
--   last seats are counted one after the other and confirmed seats never exceed capacity.
-- * A cancelled or reduced seat goes to the first on the waitlist whose party fits.
-- * E-mails (confirmation, waitlist, promotion, cancellation, the link again, a staff message)
--   are queued in private.registration_mail and sent by the Edge Function `send-registrations`
--   through the same HTTP e-mail API as the inbox alerts (claim, send with an idempotency key,
--   report; retried after 1, 5, 25 and 125 minutes).
-- * Registrations are deleted `days_after` (default 90) days after their date
--   (public.registration_retention, private.purge_event_registrations(), daily cron job).
-- * The activity log records staff actions as sentences without the visitor's name, address,
--   phone or answers; visitors' own actions are not logged (as with the other public forms).

-- Settings per event ------------------------------------------------------------------------------

-- True when `questions` is a list of at most 5 questions of the supported shape:
--   {"id": "q1".."q5" (unique), "label": 1–200 characters, "kind": "text" | "yes_no" | "choice",
--    "options": [1–10 strings of 1–100 characters] (choice only), "required": boolean}
create or replace function private.registration_questions_valid(questions jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(questions) = 'array'
     and jsonb_array_length(questions) <= 5
     and (select count(distinct q ->> 'id') = count(*) from jsonb_array_elements(questions) as q)
     and not exists (
       select 1 from jsonb_array_elements(questions) as q
       where jsonb_typeof(q) <> 'object'
          or (q - array['id', 'label', 'kind', 'options', 'required']) <> '{}'::jsonb
          or coalesce(q ->> 'id', '') !~ '^q[1-5]$'
          or coalesce(q ->> 'label', '') !~ '\S' or length(q ->> 'label') > 200
          or coalesce(q ->> 'kind', '') not in ('text', 'yes_no', 'choice')
          or jsonb_typeof(coalesce(q -> 'required', 'false')) <> 'boolean'
          or (q ->> 'kind' = 'choice' and (
                jsonb_typeof(q -> 'options') is distinct from 'array'
                or jsonb_array_length(q -> 'options') not between 1 and 10
                or exists (select 1 from jsonb_array_elements(q -> 'options') as o
                           where jsonb_typeof(o) <> 'string' or o #>> '{}' !~ '\S' or length(o #>> '{}') > 100)))
          or (q ->> 'kind' <> 'choice' and q ? 'options')
     );
$$;
-- Checked as the writer (an editor's insert or update): authenticated may execute it.
revoke execute on function private.registration_questions_valid(jsonb) from public, anon, service_role;
grant execute on function private.registration_questions_valid(jsonb) to authenticated;

create table public.event_registration_settings (
  event_id uuid primary key references public.church_events (id) on delete cascade,
  is_open boolean not null default false,
  capacity integer not null default 20 check (capacity between 1 and 10000),
  waitlist boolean not null default true,
  closes_minutes_before integer not null default 0 check (closes_minutes_before between 0 and 43200),
  questions jsonb not null default '[]'::jsonb
    constraint event_registration_settings_questions_shape check (private.registration_questions_valid(questions)),
  confirmation_message text check (length(confirmation_message) <= 1000),
  updated_at timestamptz not null default now()
);

comment on table public.event_registration_settings is
  'Registration of an event (docs/decisions/0039): off by default; capacity in seats (parties count their size), waitlist, closing minutes before the start, up to 5 questions, confirmation message. A series'' settings apply to each date, each date counting its own seats. Everyone reads; editors and admins write.';

create table public.event_registration_dates (
  event_id uuid not null references public.church_events (id) on delete cascade,
  -- The occurrence's original date in the series' zone (as church_event_exceptions).
  occurrence_date date not null,
  is_open boolean,
  capacity integer check (capacity between 1 and 10000),
  waitlist boolean,
  updated_at timestamptz not null default now(),
  primary key (event_id, occurrence_date)
);

comment on table public.event_registration_dates is
  'One date of a series with its own registration: null columns keep the series'' setting. Everyone reads; editors and admins write.';

do $$
declare
  t text;
begin
  foreach t in array array['event_registration_settings', 'event_registration_dates'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on table public.%I to authenticated', t);
    execute format($p$create policy "%s: everyone reads" on public.%I for select to anon, authenticated
                     using (true)$p$, t, t);
    execute format($p$create policy "%s: editors add" on public.%I for insert to authenticated
                     with check ((select public.has_staff_role('admin', 'editor')))$p$, t, t);
    execute format($p$create policy "%s: editors change" on public.%I for update to authenticated
                     using ((select public.has_staff_role('admin', 'editor')))
                     with check ((select public.has_staff_role('admin', 'editor')))$p$, t, t);
    execute format($p$create policy "%s: editors remove" on public.%I for delete to authenticated
                     using ((select public.has_staff_role('admin', 'editor')))$p$, t, t);
  end loop;
end;
$$;

-- Registrations ----------------------------------------------------------------------------------

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.church_events (id) on delete cascade,
  occurrence_date date not null,
  -- The visitor's only key: 24 random bytes, base64url (192 bits). Never readable through the API.
  token text not null unique
    default translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_'),
  name text not null check (name ~ '\S' and length(name) <= 100),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  phone text check (phone ~ '^[0-9 +().-]{7,30}$'),
  party_size integer not null check (party_size between 1 and 10),
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  status text not null check (status in ('confirmed', 'waitlisted', 'cancelled')),
  checked_in_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  -- When the row joined its current status (the waitlist is in this order).
  status_at timestamptz not null default clock_timestamp()
);

comment on table public.event_registrations is
  'Sign-ups for a date of an event (docs/decisions/0039). Admins and editors read them; nobody writes them through the API (the security-definer functions do). Deleted `registration_retention.days_after` days after the date; erase_person covers them.';

create unique index event_registrations_one_per_address
  on public.event_registrations (event_id, occurrence_date, lower(email))
  where status <> 'cancelled';
create index event_registrations_date_idx
  on public.event_registrations (event_id, occurrence_date, status, status_at);
create index event_registrations_email_idx on public.event_registrations (lower(email));

alter table public.event_registrations enable row level security;
revoke all on table public.event_registrations from public, anon, authenticated;
grant select (id, event_id, occurrence_date, name, email, phone, party_size, answers, status,
              checked_in_at, cancelled_at, created_at, status_at)
  on table public.event_registrations to authenticated;
create policy "event_registrations: admins and editors read" on public.event_registrations
  for select to authenticated using ((select public.has_staff_role('admin', 'editor')));

-- Retention setting (one row) -------------------------------------------------------------------

create table public.registration_retention (
  id boolean primary key default true check (id),
  days_after integer not null default 90 check (days_after between 1 and 3650),
  updated_at timestamptz not null default now()
);
comment on table public.registration_retention is
  'How many days after its date a registration is deleted (1–3650, default 90). One row; admins and editors read it, admins change it.';
insert into public.registration_retention (id) values (true);

alter table public.registration_retention enable row level security;
revoke all on table public.registration_retention from public, anon, authenticated;
grant select on table public.registration_retention to authenticated;
grant update (days_after) on table public.registration_retention to authenticated;
create policy "registration_retention: admins and editors read" on public.registration_retention
  for select to authenticated using ((select public.has_staff_role('admin', 'editor')));
create policy "registration_retention: admins change" on public.registration_retention
  for update to authenticated
  using ((select public.has_staff_role('admin')))
  with check ((select public.has_staff_role('admin')));

-- Mail queue -------------------------------------------------------------------------------------

create table private.registration_mail (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid not null references public.event_registrations (id) on delete cascade,
  kind text not null check (kind in ('confirmation', 'waitlist', 'promotion', 'cancellation', 'link', 'message')),
  -- A staff member's message ('E-mail registrants'); never a visitor's words.
  message text check (length(message) <= 2000),
  created_at timestamptz not null default now(),
  due_at timestamptz not null default now(),
  attempts integer not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
create index registration_mail_due_idx on private.registration_mail (due_at) where sent_at is null;
comment on table private.registration_mail is
  'E-mails to registrants waiting to be sent, or sent (kept for their idempotency key until the registration goes).';

-- Activity ---------------------------------------------------------------------------------------

-- Writes one activity entry for the signed-in staff member: `what` completes the sentence
-- ('checked in a registration for the event "Retreat" on Dec 5, 2026'). No visitor data: callers
-- pass the event's title and the date only.
create or replace function private.log_registration_activity(
  table_name text, row_id text, action text, event_id uuid, what text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  the_name text;
  the_title text;
begin
  if actor is null then
    return;
  end if;
  the_name := coalesce(private.staff_name(actor), auth.email(), 'A staff member');
  select e.title into the_title from public.church_events as e where e.id = event_id;
  insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                   changed_columns, changes, subject, summary)
  values (actor, (select u.email from auth.users as u where u.id = actor), the_name, 'content',
          table_name, row_id, action, '{}', '{}', the_title, the_name || ' ' || what);
end;
$$;
revoke execute on function private.log_registration_activity(text, text, text, uuid, text)
  from public, anon, authenticated, service_role;

create or replace function private.registration_day(d date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(d, 'Mon FMDD, YYYY');
$$;

create or replace function private.record_registration_settings_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  the_event uuid := case when tg_op = 'DELETE' then old.event_id else new.event_id end;
  row_key text := the_event::text;
  thing text := coalesce('the event "' || (select e.title from public.church_events as e where e.id = the_event) || '"', 'an event');
  day date;
  what text;
begin
  if tg_table_name = 'event_registration_dates' then
    day := case when tg_op = 'DELETE' then old.occurrence_date else new.occurrence_date end;
    thing := thing || ' on ' || private.registration_day(day);
    row_key := row_key || ',' || day::text;
    what := case when tg_op = 'DELETE' then 'removed the registration settings of ' else 'changed the registration settings of ' end || thing;
  elsif tg_op = 'DELETE' then
    what := 'removed the registration settings of ' || thing;
  elsif new.is_open and (tg_op = 'INSERT' or not old.is_open) then
    what := 'opened registration for ' || thing;
  elsif not new.is_open and tg_op = 'UPDATE' and old.is_open then
    what := 'closed registration for ' || thing;
  else
    what := 'changed the registration settings of ' || thing;
  end if;
  perform private.log_registration_activity(tg_table_name, row_key, lower(tg_op), the_event, what);
  return null;
end;
$$;
revoke execute on function private.record_registration_settings_activity() from public, anon, authenticated, service_role;

create trigger event_registration_settings_activity
  after insert or update or delete on public.event_registration_settings
  for each row execute function private.record_registration_settings_activity();
create trigger event_registration_dates_activity
  after insert or update or delete on public.event_registration_dates
  for each row execute function private.record_registration_settings_activity();

-- The date's registration -----------------------------------------------------------------------

-- What a date of an event offers: whether the date exists (published, not cancelled), its start,
-- its settings with the date's overrides, and its counts. Reads as owner: visitors see counts,
-- never rows. state: 'off' (no registration), 'open', 'waitlist' (full, waitlist on), 'full'
-- (full, no waitlist), 'closed' (past its closing time, or the date is cancelled).
create or replace function private.registration_state(the_event uuid, the_date date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.church_events;
  s public.event_registration_settings;
  d public.event_registration_dates;
  x public.church_event_exceptions;
  starts timestamptz;
  ends timestamptz;
  title text;
  location text;
  is_open boolean;
  cap integer;
  wl boolean;
  closes timestamptz;
  taken integer;
  waiting integer;
  checked integer;
  state text;
begin
  select * into e from public.church_events as c where c.id = the_event and c.status = 'published';
  if not found or the_date is null then
    return null;
  end if;
  if e.recurrence_rule is null then
    if (e.start_time at time zone e.time_zone)::date <> the_date then
      return null;
    end if;
    starts := e.start_time;
  else
    select o.original_start into starts
    from private.series_occurrences(e.recurrence_rule, e.start_time, e.time_zone, the_date) as o
    where o.occurrence_date = the_date;
    if starts is null then
      return null;
    end if;
    select * into x from public.church_event_exceptions as c
    where c.event_id = the_event and c.occurrence_date = the_date;
  end if;
  ends := case
    when x.end_time is not null then x.end_time
    when e.end_time is null then null
    else coalesce(x.start_time, starts) + (e.end_time - e.start_time) end;
  starts := coalesce(x.start_time, starts);
  title := coalesce(x.title, e.title);
  location := coalesce(x.location, e.location);

  select * into s from public.event_registration_settings as c where c.event_id = the_event;
  select * into d from public.event_registration_dates as c
  where c.event_id = the_event and c.occurrence_date = the_date;
  is_open := coalesce(d.is_open, s.is_open, false);
  cap := coalesce(d.capacity, s.capacity, 0);
  wl := coalesce(d.waitlist, s.waitlist, false);
  closes := starts - make_interval(mins => coalesce(s.closes_minutes_before, 0));

  select coalesce(sum(r.party_size) filter (where r.status = 'confirmed'), 0),
         count(*) filter (where r.status = 'waitlisted'),
         coalesce(sum(r.party_size) filter (where r.status = 'confirmed' and r.checked_in_at is not null), 0)
    into taken, waiting, checked
  from public.event_registrations as r
  where r.event_id = the_event and r.occurrence_date = the_date;

  state := case
    when not is_open then 'off'
    when coalesce(x.is_cancelled, false) or now() >= closes then 'closed'
    when taken < cap then 'open'
    when wl then 'waitlist'
    else 'full' end;

  return jsonb_build_object(
    'event_id', the_event, 'occurrence_date', the_date, 'title', title, 'location', location,
    'start_time', starts, 'end_time', ends, 'time_zone', e.time_zone, 'state', state,
    'capacity', cap, 'seats_left', greatest(cap - taken, 0), 'waitlist', wl, 'closes_at', closes,
    'registered', taken, 'waitlisted', waiting, 'checked_in', checked,
    'questions', coalesce(s.questions, '[]'::jsonb), 'confirmation_message', s.confirmation_message);
end;
$$;
revoke execute on function private.registration_state(uuid, date) from public, anon, authenticated, service_role;

/**
 * What the register form needs for one date of an event (spec "Events"; decision 0039):
 * `{state: 'off'|'open'|'waitlist'|'full'|'closed', seats_left, capacity, waitlist, closes_at,
 * questions, start_time, end_time, title, location}`; null when the date does not exist or the
 * event is a draft. Counts only: never a registrant. Anyone may call it.
 */
create or replace function public.registration_availability(event_id uuid, occurrence_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.registration_state(event_id, occurrence_date)
    - array['registered', 'waitlisted', 'checked_in', 'confirmation_message'];
$$;
revoke execute on function public.registration_availability(uuid, date) from public;
grant execute on function public.registration_availability(uuid, date) to anon, authenticated, service_role;

-- The lock that makes the counts of one date sequential (see the header).
create or replace function private.lock_registration_date(the_event uuid, the_date date)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('event_registration:' || the_event::text || ':' || the_date::text, 0));
$$;
revoke execute on function private.lock_registration_date(uuid, date) from public, anon, authenticated, service_role;

-- The place of a waitlisted registration (1 = next), or null.
create or replace function private.waitlist_number(reg uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when me.status = 'waitlisted' then (
    select (count(*) + 1)::integer from public.event_registrations as r
    where r.event_id = me.event_id and r.occurrence_date = me.occurrence_date and r.status = 'waitlisted'
      and (r.status_at, r.id) < (me.status_at, me.id)) end
  from public.event_registrations as me where me.id = reg;
$$;
revoke execute on function private.waitlist_number(uuid) from public, anon, authenticated, service_role;

create or replace function private.queue_registration_mail(reg uuid, kind text, message text default null)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.registration_mail (registration_id, kind, message) values (reg, kind, message);
$$;
revoke execute on function private.queue_registration_mail(uuid, text, text) from public, anon, authenticated, service_role;

-- Gives free seats of a date to the waitlist, in order: each waitlisted party that fits is
-- confirmed and e-mailed ('promotion'); a party too large for the seats left keeps its place.
-- The caller holds the date's lock. Returns how many were promoted.
create or replace function private.promote_waitlist(the_event uuid, the_date date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  st jsonb := private.registration_state(the_event, the_date);
  left_seats integer := coalesce((st ->> 'seats_left')::integer, 0);
  r record;
  promoted integer := 0;
begin
  if st is null or st ->> 'state' in ('off', 'closed') then
    return 0;
  end if;
  for r in
    select w.id, w.party_size from public.event_registrations as w
    where w.event_id = the_event and w.occurrence_date = the_date and w.status = 'waitlisted'
    order by w.status_at, w.id
  loop
    exit when left_seats <= 0;
    continue when r.party_size > left_seats;
    update public.event_registrations set status = 'confirmed', status_at = clock_timestamp() where id = r.id;
    perform private.queue_registration_mail(r.id, 'promotion');
    left_seats := left_seats - r.party_size;
    promoted := promoted + 1;
  end loop;
  return promoted;
end;
$$;
revoke execute on function private.promote_waitlist(uuid, date) from public, anon, authenticated, service_role;

-- Raises 22023 with `detail` = code (the form shows its own sentence for each code).
create or replace function private.registration_error(code text, message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = message, detail = code;
end;
$$;
revoke execute on function private.registration_error(text, text) from public, anon, authenticated, service_role;

-- Checks answers against the questions: only known ids; text ≤ 500 characters, yes/no a
-- boolean, choice one of the options; required ones present. Returns the answers without blanks.
create or replace function private.registration_answers(questions jsonb, answers jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  q jsonb;
  a jsonb;
  result jsonb := '{}';
begin
  answers := coalesce(answers, '{}');
  if jsonb_typeof(answers) <> 'object'
     or exists (select 1 from jsonb_object_keys(answers) as k
                where not exists (select 1 from jsonb_array_elements(questions) as x where x ->> 'id' = k)) then
    perform private.registration_error('invalid_answers', 'The answers do not match the questions.');
  end if;
  for q in select * from jsonb_array_elements(questions) loop
    a := answers -> (q ->> 'id');
    if a is null or a = 'null'::jsonb or (jsonb_typeof(a) = 'string' and a #>> '{}' !~ '\S') then
      if coalesce((q ->> 'required')::boolean, false) then
        perform private.registration_error('invalid_answers', 'Please answer: ' || (q ->> 'label'));
      end if;
      continue;
    end if;
    if (q ->> 'kind' = 'text' and (jsonb_typeof(a) <> 'string' or length(a #>> '{}') > 500))
       or (q ->> 'kind' = 'yes_no' and jsonb_typeof(a) <> 'boolean')
       or (q ->> 'kind' = 'choice' and not (q -> 'options') @> jsonb_build_array(a)) then
      perform private.registration_error('invalid_answers', 'Please check the answer to: ' || (q ->> 'label'));
    end if;
    result := result || jsonb_build_object(q ->> 'id', case when jsonb_typeof(a) = 'string'
                                                           then to_jsonb(btrim(a #>> '{}')) else a end);
  end loop;
  return result;
end;
$$;
revoke execute on function private.registration_answers(jsonb, jsonb) from public, anon, authenticated, service_role;

-- Counts an 'already registered' answer as an attempt of the public form (outcome 'duplicate'),
-- refusing with 429 when the client already made `per_client` attempts in the window, as
-- private.guard_submission() does for an insert.
create or replace function private.count_registration_probe()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.form_limits;
  client_id text;
  counted integer;
  oldest timestamptz;
begin
  if not private.is_public_submission() then
    return;
  end if;
  select * into limits from private.form_limits as l where l.form = 'event_registrations';
  if not found then
    return;
  end if;
  client_id := private.request_client();
  perform pg_advisory_xact_lock(hashtextextended('form_guard:event_registrations', 0));
  select count(*), min(a.at) into counted, oldest
  from private.form_attempts as a
  where a.form = 'event_registrations' and a.client = client_id and a.at > now() - limits.per_client_window;
  if counted >= limits.per_client then
    perform private.refuse_submission(
      'Too many submissions from this connection. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + limits.per_client_window - now()))::integer);
  end if;
  insert into private.form_attempts (form, client, outcome) values ('event_registrations', client_id, 'duplicate');
end;
$$;
revoke execute on function private.count_registration_probe() from public, anon, authenticated, service_role;

-- Visitors ----------------------------------------------------------------------------------------

/**
 * Registers a party for one date of an event (decision 0039). Anyone may call it; a public call
 * is counted by the form flood guard (private.guard_submission on the insert,
 * private.count_registration_probe for an address already registered; 429 when a client sends
 * too many). Takes the date's lock, then:
 *   - seats left for the whole party: confirmed, e-mailed ('confirmation');
 *   - otherwise, waitlist on: waitlisted, e-mailed ('waitlist');
 *   - the address already holds a registration for the date: nothing stored, the link is
 *     e-mailed again ('link') and `{status: 'already_registered'}` answered.
 * Returns `{status: 'confirmed'|'waitlisted'|'already_registered', waitlist_number, token}`
 * (token: the visitor's key to /registrations/<token>; absent for already_registered).
 * Errors (22023, HTTP 400; `detail` is the code): not_found, registration_closed, full,
 * not_enough_seats, invalid_name, invalid_email, invalid_phone, invalid_party_size, invalid_answers,
 * duplicate.
 */
create or replace function public.register_for_event(
  event_id uuid,
  occurrence_date date,
  name text,
  email text,
  party_size integer,
  phone text default null,
  answers jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  st jsonb;
  clean_answers jsonb;
  address text := btrim(coalesce(email, ''));
  existing uuid;
  reg public.event_registrations;
  new_status text;
begin
  name := btrim(coalesce(name, ''));
  phone := nullif(btrim(coalesce(phone, '')), '');
  if name !~ '\S' or length(name) > 100 then
    perform private.registration_error('invalid_name', 'Please enter your name (up to 100 characters).');
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(address) > 254 then
    perform private.registration_error('invalid_email', 'Please enter a valid e-mail address.');
  end if;
  if phone is not null and phone !~ '^[0-9 +().-]{7,30}$' then
    perform private.registration_error('invalid_phone', 'Please enter a valid phone number, or leave it empty.');
  end if;
  if party_size is null or party_size not between 1 and 10 then
    perform private.registration_error('invalid_party_size', 'Party size must be between 1 and 10.');
  end if;

  perform private.lock_registration_date(event_id, occurrence_date);
  st := private.registration_state(event_id, occurrence_date);
  if st is null or st ->> 'state' = 'off' then
    perform private.registration_error('not_found', 'This event does not take registrations.');
  end if;
  if st ->> 'state' = 'closed' then
    perform private.registration_error('registration_closed', 'Registration is closed');
  end if;
  clean_answers := private.registration_answers(st -> 'questions', answers);

  select r.id into existing from public.event_registrations as r
  where r.event_id = register_for_event.event_id and r.occurrence_date = register_for_event.occurrence_date
    and lower(r.email) = lower(address) and r.status <> 'cancelled';
  if existing is not null then
    -- Nothing is inserted, so the guard's trigger does not run: the attempt is counted here, so
    -- that probing addresses is as limited as registering (decision 0016).
    perform private.count_registration_probe();
    perform private.queue_registration_mail(existing, 'link');
    return jsonb_build_object('status', 'already_registered');
  end if;

  if (st ->> 'seats_left')::integer >= party_size then
    new_status := 'confirmed';
  elsif (st ->> 'waitlist')::boolean then
    new_status := 'waitlisted';
  elsif (st ->> 'seats_left')::integer > 0 then
    perform private.registration_error('not_enough_seats',
      'Only ' || (st ->> 'seats_left') || ' seats are left: please register a smaller party.');
  else
    perform private.registration_error('full', 'This event is full.');
  end if;

  insert into public.event_registrations as r
    (event_id, occurrence_date, name, email, phone, party_size, answers, status)
  values (register_for_event.event_id, register_for_event.occurrence_date, name, address, phone,
          register_for_event.party_size, clean_answers, new_status)
  returning * into reg;
  if reg.id is null then
    -- The flood guard dropped the row as a repeat of this client's last submission.
    perform private.registration_error('duplicate', 'This registration was already sent.');
  end if;
  perform private.queue_registration_mail(reg.id,
    case new_status when 'confirmed' then 'confirmation' else 'waitlist' end);
  return jsonb_build_object('status', new_status, 'waitlist_number', private.waitlist_number(reg.id),
                            'token', reg.token);
end;
$$;
revoke execute on function public.register_for_event(uuid, date, text, text, integer, text, jsonb) from public;
grant execute on function public.register_for_event(uuid, date, text, text, integer, text, jsonb)
  to anon, authenticated, service_role;

-- The registration a token names, as its owner sees it, or null.
create or replace function private.registration_view(reg public.event_registrations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', reg.status, 'name', reg.name, 'email', reg.email, 'party_size', reg.party_size,
    'waitlist_number', private.waitlist_number(reg.id), 'checked_in', reg.checked_in_at is not null,
    'event', private.registration_state(reg.event_id, reg.occurrence_date)
      - array['registered', 'waitlisted', 'checked_in', 'questions', 'capacity', 'waitlist']);
$$;
revoke execute on function private.registration_view(public.event_registrations) from public, anon, authenticated, service_role;

create or replace function private.registration_for_token(the_token text, for_update boolean)
returns public.event_registrations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations;
begin
  if the_token is null or the_token !~ '^[A-Za-z0-9_-]{32}$' then
    perform private.registration_error('not_found', 'This registration link is not valid.');
  end if;
  select * into reg from public.event_registrations as r where r.token = the_token;
  if not found then
    perform private.registration_error('not_found', 'This registration link is not valid.');
  end if;
  if for_update then
    perform private.lock_registration_date(reg.event_id, reg.occurrence_date);
    select * into reg from public.event_registrations as r where r.id = reg.id;
  end if;
  return reg;
end;
$$;
revoke execute on function private.registration_for_token(text, boolean) from public, anon, authenticated, service_role;

/**
 * The registration behind a link `/registrations/<token>`: `{status, name, email, party_size,
 * waitlist_number, checked_in, event: {title, start_time, end_time, location, time_zone, state,
 * seats_left, occurrence_date, event_id, closes_at, confirmation_message}}`.
 * Error 22023 detail not_found for an unknown or malformed token. Anyone may call it.
 */
create or replace function public.registration_by_token(token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.registration_view(private.registration_for_token(token, false));
$$;
revoke execute on function public.registration_by_token(text) from public;
grant execute on function public.registration_by_token(text) to anon, authenticated, service_role;

/**
 * Changes the party size of the registration behind `token` (1–10) before registration closes.
 * A confirmed party may grow only into free seats (22023 not_enough_seats); a smaller party gives
 * its seats to the waitlist. Returns the registration as registration_by_token does.
 * Errors (22023): not_found, invalid_party_size, registration_closed, cancelled, not_enough_seats.
 */
create or replace function public.change_registration(token text, party_size integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations := private.registration_for_token(token, true);
  st jsonb := private.registration_state(reg.event_id, reg.occurrence_date);
begin
  if party_size is null or party_size not between 1 and 10 then
    perform private.registration_error('invalid_party_size', 'Party size must be between 1 and 10.');
  end if;
  if reg.status = 'cancelled' then
    perform private.registration_error('cancelled', 'This registration was cancelled.');
  end if;
  if st is null or st ->> 'state' in ('closed', 'off') then
    perform private.registration_error('registration_closed', 'Registration is closed');
  end if;
  if reg.status = 'confirmed' and party_size > reg.party_size
     and party_size - reg.party_size > (st ->> 'seats_left')::integer then
    perform private.registration_error('not_enough_seats',
      'There are not enough seats left for a larger party.');
  end if;
  update public.event_registrations as r set party_size = change_registration.party_size
  where r.id = reg.id returning * into reg;
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = reg.id;
  return private.registration_view(reg);
end;
$$;
revoke execute on function public.change_registration(text, integer) from public;
grant execute on function public.change_registration(text, integer) to anon, authenticated, service_role;

/**
 * Cancels the registration behind `token` (a cancelled one stays cancelled); its seats go to the
 * first on the waitlist who fits, who are e-mailed. Returns the registration as
 * registration_by_token does. Errors (22023): not_found.
 */
create or replace function public.cancel_registration(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations := private.registration_for_token(token, true);
begin
  if reg.status <> 'cancelled' then
    update public.event_registrations as r
       set status = 'cancelled', cancelled_at = now(), status_at = clock_timestamp()
     where r.id = reg.id returning * into reg;
    perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  end if;
  return private.registration_view(reg);
end;
$$;
revoke execute on function public.cancel_registration(text) from public;
grant execute on function public.cancel_registration(text) to anon, authenticated, service_role;

-- Staff --------------------------------------------------------------------------------------------

/**
 * The counts of one date for the staff page: `{registered, waitlisted, checked_in, seats_left,
 * capacity, state, ...}` (registered and checked_in in seats; waitlisted in parties). Admins and
 * editors (42501 otherwise).
 */
create or replace function public.registration_counts(event_id uuid, occurrence_date date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors see registrations.';
  end if;
  return private.registration_state(event_id, occurrence_date);
end;
$$;
revoke execute on function public.registration_counts(uuid, date) from public, anon;
grant execute on function public.registration_counts(uuid, date) to authenticated;

/**
 * A staff action on one registration (admins and editors; 42501 otherwise):
 *   'check_in' / 'undo_check_in'; 'confirm' (move from the waitlist: only when the party fits
 *   the seats left, else 22023 not_enough_seats); 'cancel' (the person is e-mailed; the seats go
 *   to the waitlist). Recorded in the activity log without the person's data.
 * Returns the row's new status and checked_in_at. Errors: 22023 not_found, invalid_action.
 */
create or replace function public.registration_staff_action(registration_id uuid, action text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations;
  st jsonb;
  what text;
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors manage registrations.';
  end if;
  if action is null or action not in ('check_in', 'undo_check_in', 'confirm', 'cancel') then
    perform private.registration_error('invalid_action', 'Unknown action.');
  end if;
  select * into reg from public.event_registrations as r where r.id = registration_id;
  if not found then
    perform private.registration_error('not_found', 'This registration no longer exists.');
  end if;
  perform private.lock_registration_date(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = registration_id;

  case action
    when 'check_in' then
      update public.event_registrations as r set checked_in_at = coalesce(r.checked_in_at, now())
      where r.id = reg.id returning * into reg;
      what := 'checked in a registration';
    when 'undo_check_in' then
      update public.event_registrations as r set checked_in_at = null where r.id = reg.id returning * into reg;
      what := 'undid the check-in of a registration';
    when 'confirm' then
      if reg.status <> 'waitlisted' then
        perform private.registration_error('invalid_action', 'Only a waitlisted registration can be moved.');
      end if;
      st := private.registration_state(reg.event_id, reg.occurrence_date);
      if reg.party_size > coalesce((st ->> 'seats_left')::integer, 0) then
        perform private.registration_error('not_enough_seats', 'There are not enough seats left for this party.');
      end if;
      update public.event_registrations as r set status = 'confirmed', status_at = clock_timestamp()
      where r.id = reg.id returning * into reg;
      perform private.queue_registration_mail(reg.id, 'promotion');
      what := 'moved a registration from the waitlist';
    when 'cancel' then
      if reg.status <> 'cancelled' then
        update public.event_registrations as r
           set status = 'cancelled', cancelled_at = now(), status_at = clock_timestamp()
         where r.id = reg.id returning * into reg;
        perform private.queue_registration_mail(reg.id, 'cancellation');
        perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
      end if;
      what := 'cancelled a registration';
  end case;

  perform private.log_registration_activity('event_registrations', reg.id::text, 'update', reg.event_id,
    what || ' for the event "' || coalesce((select e.title from public.church_events as e where e.id = reg.event_id), '')
    || '" on ' || private.registration_day(reg.occurrence_date));
  return jsonb_build_object('id', reg.id, 'status', reg.status, 'checked_in_at', reg.checked_in_at);
end;
$$;
revoke execute on function public.registration_staff_action(uuid, text) from public, anon;
grant execute on function public.registration_staff_action(uuid, text) to authenticated;

/**
 * 'E-mail registrants': queues `message` (1–2000 characters) to everyone registered or
 * waitlisted on the date. Admins and editors (42501). Returns how many e-mails were queued.
 * Errors: 22023 invalid_message.
 */
create or replace function public.email_registrants(event_id uuid, occurrence_date date, message text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors e-mail registrants.';
  end if;
  message := btrim(coalesce(message, ''));
  if message !~ '\S' or length(message) > 2000 then
    perform private.registration_error('invalid_message', 'Please write a message of up to 2,000 characters.');
  end if;
  insert into private.registration_mail (registration_id, kind, message)
  select r.id, 'message', email_registrants.message from public.event_registrations as r
  where r.event_id = email_registrants.event_id and r.occurrence_date = email_registrants.occurrence_date
    and r.status <> 'cancelled';
  get diagnostics n = row_count;
  perform private.log_registration_activity('event_registrations', event_id::text || ',' || occurrence_date::text,
    'insert', event_id, 'e-mailed the registrants of the event "'
    || coalesce((select e.title from public.church_events as e where e.id = email_registrants.event_id), '')
    || '" on ' || private.registration_day(occurrence_date));
  return n;
end;
$$;
revoke execute on function public.email_registrants(uuid, date, text) from public, anon;
grant execute on function public.email_registrants(uuid, date, text) to authenticated;

-- Sending (service role: the Edge Function) ------------------------------------------------------

/**
 * Claims up to `max_rows` due e-mails for 5 minutes and returns what each needs: id (the
 * idempotency key), kind, message, to, name, party_size, status, waitlist_number, token and the
 * event's title, start_time, end_time, location, time_zone, occurrence_date, confirmation_message.
 * Service role only.
 */
create or replace function public.registration_mail_claim(max_rows integer default 20)
returns table (id uuid, kind text, message text, payload jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
                            'event', private.registration_state(r.event_id, r.occurrence_date)
                              - array['registered', 'waitlisted', 'checked_in', 'questions'])
  from claimed as c join public.event_registrations as r on r.id = c.registration_id;
end;
$$;
revoke execute on function public.registration_mail_claim(integer) from public, anon, authenticated;
grant execute on function public.registration_mail_claim(integer) to service_role;

/**
 * Reports one claimed e-mail: sent, or failed with `error` (retried after 1, 5, 25, 125 minutes;
 * five attempts in all). Service role only.
 */
create or replace function public.registration_mail_report(mail_id uuid, sent boolean, error text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.registration_mail as m
     set attempts = m.attempts + 1,
         sent_at = case when sent then now() end,
         last_error = case when sent then null else left(error, 500) end,
         claimed_until = null,
         due_at = case when sent then m.due_at else now() + make_interval(mins => power(5, m.attempts)::integer) end
   where m.id = mail_id and m.sent_at is null;
$$;
revoke execute on function public.registration_mail_report(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.registration_mail_report(uuid, boolean, text) to service_role;

-- Flood guard -------------------------------------------------------------------------------------

insert into private.form_limits (form, per_client, per_client_window, global_per_hour, reason) values
  ('event_registrations', 5, interval '10 minutes', 600,
   'A family may register a few people for a few dates; more than 5 from one connection in 10 '
   'minutes is a script. 600 an hour lets a popular event fill without letting a flood through.')
on conflict (form) do nothing;

create trigger guard_submission before insert on public.event_registrations
  for each row execute function private.guard_submission();

-- Retention ---------------------------------------------------------------------------------------

/** Deletes registrations (and their e-mails) `days_after` days after their date. Returns how many. */
create or replace function private.purge_event_registrations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.event_registrations as r
  using public.registration_retention as k
  where r.occurrence_date < current_date - k.days_after;
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke execute on function private.purge_event_registrations() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('registration-retention', '41 2 * * *', 'select private.purge_event_registrations()');
  else
    raise warning 'pg_cron is not available: private.purge_event_registrations() must be run daily by other means';
  end if;
end;
$$;

notify pgrst, 'reload schema';
