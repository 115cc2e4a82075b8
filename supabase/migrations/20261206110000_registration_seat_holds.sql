-- Seats are held until the address is proven, and registration tokens are stored as SHA-256
-- (docs/decisions/0047-seats-held-until-the-address-is-proven.md; decision 0039).
--
-- * A sign-up that finds seats no longer confirms them: it is 'awaiting' (confirmation) and holds
--   its seats for the event's `hold_minutes` (event_registration_settings, default 30, 5–1440),
--   and its address is e-mailed 'Confirm your seat' with the link /registrations/<token>.
--   Opening the link (public.confirm_registration) confirms the seats: 'You're registered', with
--   the .ics. A hold not confirmed in time is released: status 'expired', the person is e-mailed
--   ('released') and the seats go to the waitlist.
-- * Waitlist promotion offers the seat the same way: the first waitlisted party that fits
--   becomes 'awaiting' with a hold of its own and is e-mailed 'A seat opened' ('offer').
-- * Holds count against capacity while they run (registration_state counts confirmed seats and
--   running holds), under the date's advisory lock as before, so concurrent sign-ups never
--   exceed the capacity.
-- * Release is exact without waiting for a schedule: every function that counts or changes the
--   seats of a date releases its expired holds first, under the lock (private.promote_waitlist
--   does it before offering seats); the cron job `registration-holds` releases them every minute
--   as well (private.release_registration_holds), so that people are told and the waitlist moves
--   on dates nobody touches.
-- * Tokens: the registration keeps no token. private.registration_tokens holds the SHA-256 of
--   each key; every e-mail with a link gets a key of its own, kept in plain text only in its
--   outbox row until it is sent (or given up). Re-sending the link ('already registered') issues
--   a new key and the registration's older keys stop working. Existing tokens are hashed here.
-- * register_for_event no longer answers with the token: the key is only in the e-mail, which is
--   what proves the address.

-- Settings -------------------------------------------------------------------------------------

alter table public.event_registration_settings
  add column hold_minutes integer not null default 30 check (hold_minutes between 5 and 1440);
comment on column public.event_registration_settings.hold_minutes is
  'How long a sign-up (or a seat offered from the waitlist) holds its seats before the link in its e-mail is opened: 5–1440 minutes, default 30. Then the seats are released.';

-- Registrations --------------------------------------------------------------------------------

alter table public.event_registrations drop constraint event_registrations_status_check;
alter table public.event_registrations
  add column hold_expires_at timestamptz,
  add constraint event_registrations_status_check
    check (status in ('awaiting', 'confirmed', 'waitlisted', 'cancelled', 'expired')),
  add constraint event_registrations_hold_check check (status <> 'awaiting' or hold_expires_at is not null);
comment on column public.event_registrations.hold_expires_at is
  'Until when an awaiting registration holds its seats (kept after it expired); null once confirmed.';

drop index public.event_registrations_one_per_address;
create unique index event_registrations_one_per_address
  on public.event_registrations (event_id, occurrence_date, lower(email))
  where status in ('awaiting', 'confirmed', 'waitlisted');
create index event_registrations_holds_idx on public.event_registrations (hold_expires_at)
  where status = 'awaiting';

grant select (hold_expires_at) on table public.event_registrations to authenticated;

comment on table public.event_registrations is
  'Sign-ups for a date of an event (docs/decisions/0039, 0047): awaiting (holding seats until the e-mailed link is opened), confirmed, waitlisted, cancelled or expired. Admins and editors read them; nobody writes them through the API (the security-definer functions do). Deleted `registration_retention.days_after` days after the date; erase_person covers them.';

-- Tokens ---------------------------------------------------------------------------------------

create table private.registration_tokens (
  token_hash bytea primary key check (length(token_hash) = 32),
  registration_id uuid not null references public.event_registrations (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index registration_tokens_registration_idx on private.registration_tokens (registration_id);
comment on table private.registration_tokens is
  'The keys of /registrations/<token>: SHA-256 of each token, never the token. A registration has one per e-mail that carried a link, until the link is re-sent (the older ones go).';

-- SHA-256 of a token's text.
create or replace function private.registration_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(token, 'UTF8'));
$$;
revoke execute on function private.registration_token_hash(text) from public, anon, authenticated, service_role;

insert into private.registration_tokens (token_hash, registration_id)
select private.registration_token_hash(r.token), r.id from public.event_registrations as r;

alter table private.registration_mail drop constraint registration_mail_kind_check;
alter table private.registration_mail
  add constraint registration_mail_kind_check check (kind in (
    'hold', 'offer', 'confirmation', 'waitlist', 'promotion', 'released', 'cancellation', 'link', 'message')),
  -- The key this e-mail carries, in plain text only until it is sent or given up.
  add column token text check (token ~ '^[A-Za-z0-9_-]{32}$');
comment on table private.registration_mail is
  'E-mails to registrants waiting to be sent, or sent (kept for their idempotency key until the registration goes). `token` is the plain key of the e-mail''s link until it is sent; kinds: hold (confirm your seat), offer (a seat opened), confirmation, waitlist, promotion (moved by staff), released, cancellation, link (sent again), message.';

-- The e-mails still to send carry the key they were written with.
update private.registration_mail as m set token = r.token
from public.event_registrations as r
where r.id = m.registration_id and m.sent_at is null and m.attempts < 5 and m.kind <> 'cancellation';

alter table public.event_registrations drop column token;

/**
 * A new key for the registration `reg`: 24 random bytes, base64url (192 bits); only its SHA-256
 * is stored. `only_this`: the registration's other keys stop working (a re-sent link).
 * Returns the plain key for the one e-mail that carries it.
 */
create or replace function private.issue_registration_token(reg uuid, only_this boolean default false)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plain text := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
begin
  if only_this then
    delete from private.registration_tokens as t where t.registration_id = reg;
  end if;
  insert into private.registration_tokens (token_hash, registration_id)
  values (private.registration_token_hash(plain), reg);
  return plain;
end;
$$;
revoke execute on function private.issue_registration_token(uuid, boolean) from public, anon, authenticated, service_role;

-- Queues an e-mail; one with a link gets a key of its own ('link' replaces the older keys).
create or replace function private.queue_registration_mail(reg uuid, kind text, message text default null)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into private.registration_mail (registration_id, kind, message, token)
  values (reg, kind, message,
          case when kind in ('cancellation', 'released') then null
               else private.issue_registration_token(reg, kind = 'link') end);
end;
$$;
revoke execute on function private.queue_registration_mail(uuid, text, text) from public, anon, authenticated, service_role;

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
  select r.* into reg from public.event_registrations as r
  join private.registration_tokens as t on t.registration_id = r.id
  where t.token_hash = private.registration_token_hash(the_token);
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

-- The date's registration ----------------------------------------------------------------------

-- The definition of 20261129200000 with holds: seats are taken by confirmed parties and by
-- running holds (`awaiting`, in seats); `hold_minutes` is the date's hold.
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
  is_open boolean;
  cap integer;
  wl boolean;
  closes timestamptz;
  taken integer;
  held integer;
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

  select * into s from public.event_registration_settings as c where c.event_id = the_event;
  select * into d from public.event_registration_dates as c
  where c.event_id = the_event and c.occurrence_date = the_date;
  is_open := coalesce(d.is_open, s.is_open, false);
  cap := coalesce(d.capacity, s.capacity, 0);
  wl := coalesce(d.waitlist, s.waitlist, false);
  closes := starts - make_interval(mins => coalesce(s.closes_minutes_before, 0));

  select coalesce(sum(r.party_size) filter (where r.status = 'confirmed'), 0),
         coalesce(sum(r.party_size) filter (where r.status = 'awaiting' and r.hold_expires_at > now()), 0),
         count(*) filter (where r.status = 'waitlisted'),
         coalesce(sum(r.party_size) filter (where r.status = 'confirmed' and r.checked_in_at is not null), 0)
    into taken, held, waiting, checked
  from public.event_registrations as r
  where r.event_id = the_event and r.occurrence_date = the_date;

  state := case
    when not is_open then 'off'
    when coalesce(x.is_cancelled, false) or now() >= closes then 'closed'
    when taken + held < cap then 'open'
    when wl then 'waitlist'
    else 'full' end;

  return jsonb_build_object(
    'event_id', the_event, 'occurrence_date', the_date, 'title', coalesce(x.title, e.title),
    'location', coalesce(x.location, e.location),
    'start_time', starts, 'end_time', ends, 'time_zone', e.time_zone, 'state', state,
    'capacity', cap, 'seats_left', greatest(cap - taken - held, 0), 'waitlist', wl, 'closes_at', closes,
    'hold_minutes', coalesce(s.hold_minutes, 30),
    'registered', taken, 'awaiting', held, 'waitlisted', waiting, 'checked_in', checked,
    'questions', coalesce(s.questions, '[]'::jsonb), 'confirmation_message', s.confirmation_message);
end;
$$;
revoke execute on function private.registration_state(uuid, date) from public, anon, authenticated, service_role;

/**
 * What the register form needs for one date of an event (decisions 0039, 0047):
 * `{state, seats_left, capacity, waitlist, closes_at, hold_minutes, questions, start_time,
 * end_time, title, location}`; null when the date does not exist or the event is a draft.
 * Counts only (seats left already net of running holds): never a registrant. Anyone may call it.
 */
create or replace function public.registration_availability(event_id uuid, occurrence_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.registration_state(event_id, occurrence_date)
    - array['registered', 'awaiting', 'waitlisted', 'checked_in', 'confirmation_message'];
$$;

-- The registration a token names, as its owner sees it.
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
    'hold_expires_at', reg.hold_expires_at,
    'event', private.registration_state(reg.event_id, reg.occurrence_date)
      - array['registered', 'awaiting', 'waitlisted', 'checked_in', 'questions', 'capacity', 'waitlist']);
$$;
revoke execute on function private.registration_view(public.event_registrations) from public, anon, authenticated, service_role;

-- Holds ----------------------------------------------------------------------------------------

-- Releases the date's holds whose time is up: each becomes 'expired' and is e-mailed
-- ('released'). The caller holds the date's lock. Returns how many were released.
create or replace function private.expire_registration_holds(the_event uuid, the_date date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r record;
  n integer := 0;
begin
  for r in
    update public.event_registrations as x
       set status = 'expired', status_at = clock_timestamp()
     where x.event_id = the_event and x.occurrence_date = the_date
       and x.status = 'awaiting' and x.hold_expires_at <= now()
    returning x.id
  loop
    perform private.queue_registration_mail(r.id, 'released');
    n := n + 1;
  end loop;
  return n;
end;
$$;
revoke execute on function private.expire_registration_holds(uuid, date) from public, anon, authenticated, service_role;

-- Settles a date: releases its expired holds, then offers free seats to the waitlist in order:
-- each waitlisted party that fits becomes 'awaiting' with a hold and is e-mailed ('offer'); a
-- party too large for the seats left keeps its place. The caller holds the date's lock.
-- Returns how many were offered a seat.
create or replace function private.promote_waitlist(the_event uuid, the_date date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  st jsonb;
  left_seats integer;
  hold interval;
  r record;
  promoted integer := 0;
begin
  perform private.expire_registration_holds(the_event, the_date);
  st := private.registration_state(the_event, the_date);
  if st is null or st ->> 'state' in ('off', 'closed') then
    return 0;
  end if;
  left_seats := coalesce((st ->> 'seats_left')::integer, 0);
  hold := make_interval(mins => (st ->> 'hold_minutes')::integer);
  for r in
    select w.id, w.party_size from public.event_registrations as w
    where w.event_id = the_event and w.occurrence_date = the_date and w.status = 'waitlisted'
    order by w.status_at, w.id
  loop
    exit when left_seats <= 0;
    continue when r.party_size > left_seats;
    update public.event_registrations
       set status = 'awaiting', status_at = clock_timestamp(), hold_expires_at = now() + hold
     where id = r.id;
    perform private.queue_registration_mail(r.id, 'offer');
    left_seats := left_seats - r.party_size;
    promoted := promoted + 1;
  end loop;
  return promoted;
end;
$$;
revoke execute on function private.promote_waitlist(uuid, date) from public, anon, authenticated, service_role;

-- The date's lock when it is free, else false (the schedule does not wait behind a crowd).
create or replace function private.try_lock_registration_date(the_event uuid, the_date date)
returns boolean
language sql
volatile
set search_path = ''
as $$
  select pg_try_advisory_xact_lock(hashtextextended('event_registration:' || the_event::text || ':' || the_date::text, 0));
$$;
revoke execute on function private.try_lock_registration_date(uuid, date) from public, anon, authenticated, service_role;

/**
 * The schedule's half of the release (cron job `registration-holds`, every minute): settles each
 * date with an expired hold (released, e-mailed, seats offered to the waitlist). A date whose
 * lock is taken is left to the next run, or to the call holding it (which settles it first).
 * Returns how many holds were released.
 */
create or replace function private.release_registration_holds()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  d record;
  n integer := 0;
begin
  for d in
    select distinct r.event_id, r.occurrence_date from public.event_registrations as r
    where r.status = 'awaiting' and r.hold_expires_at <= now()
    order by r.event_id, r.occurrence_date
  loop
    continue when not private.try_lock_registration_date(d.event_id, d.occurrence_date);
    n := n + private.expire_registration_holds(d.event_id, d.occurrence_date);
    perform private.promote_waitlist(d.event_id, d.occurrence_date);
  end loop;
  return n;
end;
$$;
revoke execute on function private.release_registration_holds() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('registration-holds', '* * * * *', 'select private.release_registration_holds()');
  else
    raise warning 'pg_cron is not available: private.release_registration_holds() must be run every minute by other means';
  end if;
end;
$$;

-- Visitors -------------------------------------------------------------------------------------

/**
 * Registers a party for one date of an event (decisions 0039, 0047). Anyone may call it; a public
 * call is counted by the form flood guard (429 when a client sends too many). Takes the date's
 * lock, releases its expired holds, then:
 *   - seats left for the whole party: 'awaiting', holding the seats for `hold_minutes`; the
 *     address is e-mailed 'Confirm your seat' ('hold'), whose link confirms them;
 *   - otherwise, waitlist on: 'waitlisted', e-mailed ('waitlist');
 *   - the address already holds a registration for the date: nothing stored, a new link is
 *     e-mailed ('link'; the older links stop working) and `{status: 'already_registered'}` answered.
 * Returns `{status: 'awaiting'|'waitlisted'|'already_registered', waitlist_number,
 * hold_expires_at, hold_minutes}`; never the token (only the e-mail carries it).
 * Errors (22023, HTTP 400; `detail` is the code): not_found, registration_closed, full,
 * not_enough_seats, invalid_name, invalid_email, invalid_phone, invalid_party_size,
 * invalid_answers, duplicate.
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
  perform private.promote_waitlist(event_id, occurrence_date);
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
    and lower(r.email) = lower(address) and r.status in ('awaiting', 'confirmed', 'waitlisted');
  if existing is not null then
    -- Nothing is inserted, so the guard's trigger does not run: the attempt is counted here.
    perform private.count_registration_probe();
    perform private.queue_registration_mail(existing, 'link');
    return jsonb_build_object('status', 'already_registered');
  end if;

  if (st ->> 'seats_left')::integer >= party_size then
    new_status := 'awaiting';
  elsif (st ->> 'waitlist')::boolean then
    new_status := 'waitlisted';
  elsif (st ->> 'seats_left')::integer > 0 then
    perform private.registration_error('not_enough_seats',
      'Only ' || (st ->> 'seats_left') || ' seats are left: please register a smaller party.');
  else
    perform private.registration_error('full', 'This event is full.');
  end if;

  insert into public.event_registrations as r
    (event_id, occurrence_date, name, email, phone, party_size, answers, status, hold_expires_at)
  values (register_for_event.event_id, register_for_event.occurrence_date, name, address, phone,
          register_for_event.party_size, clean_answers, new_status,
          case when new_status = 'awaiting'
               then now() + make_interval(mins => (st ->> 'hold_minutes')::integer) end)
  returning * into reg;
  if reg.id is null then
    -- The flood guard dropped the row as a repeat of this client's last submission.
    perform private.registration_error('duplicate', 'This registration was already sent.');
  end if;
  perform private.queue_registration_mail(reg.id, case new_status when 'awaiting' then 'hold' else 'waitlist' end);
  return jsonb_build_object('status', new_status, 'waitlist_number', private.waitlist_number(reg.id),
                            'hold_expires_at', reg.hold_expires_at,
                            'hold_minutes', (st ->> 'hold_minutes')::integer);
end;
$$;

/**
 * Opening the link of an e-mail (`/registrations/<token>`): releases the date's expired holds,
 * then confirms the registration behind `token` if it still holds its seats ('awaiting' ->
 * 'confirmed', e-mailed "You're registered" with the .ics). Any other registration is left as
 * it is. Returns the registration as registration_by_token does (status 'expired' when the hold
 * ran out first). Errors (22023): not_found. Anyone may call it: the token is the proof.
 */
create or replace function public.confirm_registration(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations := private.registration_for_token(token, true);
begin
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = reg.id;
  if reg.status = 'awaiting' then
    update public.event_registrations as r
       set status = 'confirmed', status_at = clock_timestamp(), hold_expires_at = null
     where r.id = reg.id returning * into reg;
    perform private.queue_registration_mail(reg.id, 'confirmation');
  end if;
  return private.registration_view(reg);
end;
$$;
revoke execute on function public.confirm_registration(text) from public;
grant execute on function public.confirm_registration(text) to anon, authenticated, service_role;

/**
 * Changes the party size of the registration behind `token` (1–10) before registration closes.
 * A confirmed party, or one holding seats, may grow only into free seats (22023
 * not_enough_seats); a smaller party gives its seats to the waitlist. Returns the registration as
 * registration_by_token does. Errors (22023): not_found, invalid_party_size,
 * registration_closed, cancelled, expired, not_enough_seats.
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
  st jsonb;
begin
  if party_size is null or party_size not between 1 and 10 then
    perform private.registration_error('invalid_party_size', 'Party size must be between 1 and 10.');
  end if;
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = reg.id;
  if reg.status = 'cancelled' then
    perform private.registration_error('cancelled', 'This registration was cancelled.');
  end if;
  if reg.status = 'expired' then
    perform private.registration_error('expired', 'The seats held for this registration were released.');
  end if;
  st := private.registration_state(reg.event_id, reg.occurrence_date);
  if st is null or st ->> 'state' in ('closed', 'off') then
    perform private.registration_error('registration_closed', 'Registration is closed');
  end if;
  if reg.status in ('confirmed', 'awaiting') and party_size > reg.party_size
     and party_size - reg.party_size > (st ->> 'seats_left')::integer then
    perform private.registration_error('not_enough_seats',
      'There are not enough seats left for a larger party.');
  end if;
  update public.event_registrations as r set party_size = change_registration.party_size
  where r.id = reg.id;
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = reg.id;
  return private.registration_view(reg);
end;
$$;

/**
 * Cancels the registration behind `token` (a cancelled or expired one stays as it is); its
 * seats go to the first on the waitlist who fits, who is offered them by e-mail. Returns the
 * registration as registration_by_token does. Errors (22023): not_found.
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
  if reg.status in ('awaiting', 'confirmed', 'waitlisted') then
    update public.event_registrations as r
       set status = 'cancelled', cancelled_at = now(), status_at = clock_timestamp()
     where r.id = reg.id returning * into reg;
  end if;
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = reg.id;
  return private.registration_view(reg);
end;
$$;

-- Staff ----------------------------------------------------------------------------------------

/**
 * The counts of one date for the staff page, after releasing its expired holds:
 * `{registered, awaiting, waitlisted, checked_in, seats_left, capacity, state, hold_minutes,
 * ...}` (registered: confirmed seats; awaiting: seats held until their e-mail's link is opened;
 * checked_in in seats; waitlisted in parties). Admins and editors (42501 otherwise).
 */
create or replace function public.registration_counts(event_id uuid, occurrence_date date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors see registrations.';
  end if;
  perform private.lock_registration_date(event_id, occurrence_date);
  perform private.promote_waitlist(event_id, occurrence_date);
  return private.registration_state(event_id, occurrence_date);
end;
$$;

/**
 * A staff action on one registration (admins and editors; 42501 otherwise):
 *   'check_in' / 'undo_check_in'; 'confirm': a hold awaiting confirmation is confirmed (the
 *   person is e-mailed "You're registered"), a waitlisted party is moved into the seats left
 *   (else 22023 not_enough_seats; e-mailed 'A seat opened: you're registered'); 'cancel' (the
 *   person is e-mailed; the seats go to the waitlist). Expired holds of the date are released
 *   first. Recorded in the activity log without the person's data.
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
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
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
      if reg.status = 'awaiting' then
        update public.event_registrations as r
           set status = 'confirmed', status_at = clock_timestamp(), hold_expires_at = null
         where r.id = reg.id returning * into reg;
        perform private.queue_registration_mail(reg.id, 'confirmation');
        what := 'confirmed a registration awaiting confirmation';
      elsif reg.status = 'waitlisted' then
        st := private.registration_state(reg.event_id, reg.occurrence_date);
        if reg.party_size > coalesce((st ->> 'seats_left')::integer, 0) then
          perform private.registration_error('not_enough_seats', 'There are not enough seats left for this party.');
        end if;
        update public.event_registrations as r set status = 'confirmed', status_at = clock_timestamp()
        where r.id = reg.id returning * into reg;
        perform private.queue_registration_mail(reg.id, 'promotion');
        what := 'moved a registration from the waitlist';
      else
        perform private.registration_error('invalid_action',
          'Only a registration awaiting confirmation or on the waitlist can be confirmed.');
      end if;
    when 'cancel' then
      if reg.status in ('awaiting', 'confirmed', 'waitlisted') then
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

/**
 * 'E-mail registrants': queues `message` (1–2000 characters) to everyone registered or
 * waitlisted on the date (not to holds awaiting confirmation, nor expired or cancelled ones).
 * Admins and editors (42501). Returns how many e-mails were queued. Errors: 22023 invalid_message.
 */
create or replace function public.email_registrants(event_id uuid, occurrence_date date, message text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r record;
  n integer := 0;
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors e-mail registrants.';
  end if;
  message := btrim(coalesce(message, ''));
  if message !~ '\S' or length(message) > 2000 then
    perform private.registration_error('invalid_message', 'Please write a message of up to 2,000 characters.');
  end if;
  for r in
    select x.id from public.event_registrations as x
    where x.event_id = email_registrants.event_id and x.occurrence_date = email_registrants.occurrence_date
      and x.status in ('confirmed', 'waitlisted')
  loop
    perform private.queue_registration_mail(r.id, 'message', email_registrants.message);
    n := n + 1;
  end loop;
  perform private.log_registration_activity('event_registrations', event_id::text || ',' || occurrence_date::text,
    'insert', event_id, 'e-mailed the registrants of the event "'
    || coalesce((select e.title from public.church_events as e where e.id = email_registrants.event_id), '')
    || '" on ' || private.registration_day(occurrence_date));
  return n;
end;
$$;

-- Sending (service role: the Edge Function) ----------------------------------------------------

/**
 * Claims up to `max_rows` due e-mails for five minutes; each with what it needs: the address,
 * name, party, status, place on the waitlist, when the hold ends, the e-mail's own key (`token`,
 * null for e-mails without a link), the date's details, the site URL and the church's name.
 * Service role only.
 */
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
    returning m.id, m.kind, m.message, m.registration_id, m.token
  )
  select c.id, c.kind, c.message,
         jsonb_build_object('to', r.email, 'name', r.name, 'party_size', r.party_size, 'status', r.status,
                            'waitlist_number', private.waitlist_number(r.id), 'token', c.token,
                            'hold_expires_at', r.hold_expires_at,
                            'site_url', site, 'church_name', church,
                            'event', private.registration_state(r.event_id, r.occurrence_date)
                              - array['registered', 'awaiting', 'waitlisted', 'checked_in', 'questions'])
  from claimed as c join public.event_registrations as r on r.id = c.registration_id;
end;
$$;

/**
 * Reports one claimed e-mail: sent, or failed with `error` (retried after 1, 5, 25, 125 minutes;
 * five attempts in all). The e-mail's plain key is erased once it is sent or given up.
 * Service role only.
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
         token = case when sent or m.attempts + 1 >= 5 then null else m.token end,
         due_at = case when sent then m.due_at else now() + make_interval(mins => power(5, m.attempts)::integer) end
   where m.id = mail_id and m.sent_at is null;
$$;

notify pgrst, 'reload schema';
