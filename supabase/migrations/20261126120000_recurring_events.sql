-- Recurring events, their exceptions, drafts and the one expansion every public view reads
-- (docs/decisions/0028-recurring-events.md).
--
--   * church_events gains status (draft | published), recurrence_rule (an RFC 5545 RRULE value
--     without the "RRULE:" prefix, in the subset the staff form writes), time_zone (the IANA zone
--     the rule is read in: 7:00 PM stays 7:00 PM across daylight-saving changes) and
--     split_from_id (the series a 'this and following' edit split it from).
--   * church_event_exceptions: one row per changed or cancelled date of a series, addressed by the
--     occurrence's original date in the series' zone (occurrence_date).
--   * public.event_occurrences(range_start, range_end): the one expansion (home, lists, calendar,
--     event pages and the calendar feed).
--   * public.split_event_series(...) ('This and following events') and public.end_event_series(...)
--     ('Delete this and following events').
--   * public.staff_birthdays(): birthdays with the year, for the care team's editor only.

-- RRULE subset ---------------------------------------------------------------------------------

-- Parses an RRULE value of the supported subset into jsonb, or returns null when the text is not
-- one. The subset (what the staff form writes; RFC 5545 §3.3.10):
--   FREQ=DAILY|WEEKLY|MONTHLY|YEARLY (required)
--   INTERVAL=1..99
--   COUNT=1..730 or UNTIL=YYYYMMDDTHHMMSSZ (UTC, as §3.3.10 requires with a TZID start), not both
--   BYDAY:      WEEKLY: weekdays (MO,TU,...);  MONTHLY: one or more [+-]n weekdays, n in 1..5
--               (2TU = second Tuesday, -1FR = last Friday) or plain weekdays (every such day)
--   BYMONTHDAY: MONTHLY only: 1..31 or -31..-1 (a month without that day is skipped, §3.3.10)
--   WKST=MO..SU (week start, matters for WEEKLY with INTERVAL > 1 and several days; default MO)
-- Each part at most once; no BYDAY together with BYMONTHDAY; YEARLY repeats the start's month
-- and day (February 29 only in leap years). Result:
--   {"freq": text, "interval": int, "count": int|null, "until": timestamptz text|null,
--    "wkst": 1..7, "byday": [{"n": int (0 = every), "wd": 1..7 (ISO, Monday = 1)}],
--    "bymonthday": [int]}
create or replace function private.rrule_parse(rule text)
returns jsonb
language plpgsql
immutable
parallel safe
security invoker
set search_path = ''
as $$
declare
  days constant text[] := array['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  part text;
  key text;
  val text;
  seen text[] := '{}';
  result jsonb := jsonb_build_object('interval', 1, 'count', null, 'until', null, 'wkst', 1,
                                     'byday', '[]'::jsonb, 'bymonthday', '[]'::jsonb);
  item text;
  m text[];
  n integer;
begin
  if rule is null or length(rule) > 300 or rule !~ '^[A-Z0-9=;,+-]+$' then
    return null;
  end if;
  foreach part in array string_to_array(rule, ';') loop
    key := split_part(part, '=', 1);
    val := substr(part, length(key) + 2);
    if part !~ '^[A-Z]+=[^=]+$' or key = any (seen) then
      return null;
    end if;
    seen := seen || key;
    case key
      when 'FREQ' then
        if val not in ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY') then return null; end if;
        result := result || jsonb_build_object('freq', val);
      when 'INTERVAL' then
        if val !~ '^[1-9][0-9]?$' then return null; end if;
        result := result || jsonb_build_object('interval', val::integer);
      when 'COUNT' then
        if val !~ '^[1-9][0-9]{0,2}$' or val::integer > 730 then return null; end if;
        result := result || jsonb_build_object('count', val::integer);
      when 'UNTIL' then
        m := regexp_match(val, '^([0-9]{4})([0-9]{2})([0-9]{2})T([0-9]{2})([0-9]{2})([0-9]{2})Z$');
        if m is null then return null; end if;
        begin
          result := result || jsonb_build_object('until',
            make_timestamptz(m[1]::integer, m[2]::integer, m[3]::integer, m[4]::integer, m[5]::integer,
                             m[6]::double precision, 'UTC'));
        exception when others then
          return null;
        end;
      when 'WKST' then
        if not val = any (days) then return null; end if;
        result := result || jsonb_build_object('wkst', array_position(days, val));
      when 'BYDAY' then
        foreach item in array string_to_array(val, ',') loop
          m := regexp_match(item, '^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$');
          if m is null then return null; end if;
          n := coalesce(m[1]::integer, 0);
          if result -> 'byday' @> jsonb_build_array(jsonb_build_object('n', n, 'wd', array_position(days, m[2]))) then
            return null;
          end if;
          result := jsonb_set(result, '{byday}', (result -> 'byday')
            || jsonb_build_array(jsonb_build_object('n', n, 'wd', array_position(days, m[2]))));
        end loop;
      when 'BYMONTHDAY' then
        foreach item in array string_to_array(val, ',') loop
          if item !~ '^-?[1-9][0-9]?$' or abs(item::integer) > 31 or result -> 'bymonthday' @> to_jsonb(item::integer) then
            return null;
          end if;
          result := jsonb_set(result, '{bymonthday}', (result -> 'bymonthday') || to_jsonb(item::integer));
        end loop;
      else
        return null;
    end case;
  end loop;

  if not result ? 'freq'
     or (result ->> 'count' is not null and result ->> 'until' is not null)
     or (jsonb_array_length(result -> 'byday') > 0 and jsonb_array_length(result -> 'bymonthday') > 0)
     or (result ->> 'freq' in ('DAILY', 'YEARLY')
         and jsonb_array_length(result -> 'byday') + jsonb_array_length(result -> 'bymonthday') > 0)
     or (result ->> 'freq' = 'WEEKLY'
         and (jsonb_array_length(result -> 'bymonthday') > 0
              or jsonb_path_exists(result, '$.byday[*] ? (@.n != 0)'))) then
    return null;
  end if;
  return result;
end;
$$;

comment on function private.rrule_parse(text) is
  'Parses an RRULE value of the supported subset (docs/decisions/0028) into jsonb; null when it is not one.';

create or replace function private.rrule_is_valid(rule text)
returns boolean
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select private.rrule_parse(rule) is not null;
$$;

-- True for a zone name Postgres knows (the IANA database it ships with).
create or replace function private.is_time_zone(zone text)
returns boolean
language plpgsql
immutable
parallel safe
security invoker
set search_path = ''
as $$
begin
  if zone is null or zone !~ '^[A-Za-z][A-Za-z0-9_+/-]{0,63}$' then
    return false;
  end if;
  perform timestamp '2000-01-01 00:00' at time zone zone;
  return true;
exception when others then
  return false;
end;
$$;

-- The expansion of one rule ---------------------------------------------------------------------

-- The dates of a series, in order, from its start up to `horizon` (a date in the series' zone),
-- COUNT and UNTIL applied. Each date's start keeps the wall-clock time of `dtstart` in `zone`
-- (RFC 5545 §3.3.10 with a TZID start); a wall-clock time that a daylight-saving jump skips is
-- read as Postgres reads it (with the offset before the jump, as §3.3.5 asks). At most one
-- occurrence per date: the subset has no BYHOUR, so a date names an occurrence.
create or replace function private.series_occurrences(rule text, dtstart timestamptz, zone text, horizon date)
returns table (occurrence_date date, original_start timestamptz)
language plpgsql
stable
parallel safe
security invoker
set search_path = ''
as $$
declare
  r constant jsonb := private.rrule_parse(rule);
  local_start constant timestamp := dtstart at time zone zone;
  d0 constant date := local_start::date;
  time_of_day constant interval := local_start - d0::timestamp;
  freq constant text := r ->> 'freq';
  step constant integer := (r ->> 'interval')::integer;
  max_count constant integer := (r ->> 'count')::integer;
  until_at constant timestamptz := (r ->> 'until')::timestamptz;
  last_date date := horizon;
  wkst constant integer := (r ->> 'wkst')::integer;
begin
  if r is null then
    return;
  end if;
  if until_at is not null then
    last_date := least(last_date, (until_at at time zone zone)::date);
  end if;
  if last_date < d0 then
    return;
  end if;

  return query
  with candidates as (
    -- DAILY
    select d0 + k * step as d
    from generate_series(0, (last_date - d0) / step) as k
    where freq = 'DAILY'
    union
    -- WEEKLY: the weeks (starting on WKST) of the start's week, every `step` weeks.
    select w.week_start + k * 7 * step + ((wd.wd - wkst + 7) % 7)
    from (select d0 - ((extract(isodow from d0)::integer - wkst + 7) % 7) as week_start) as w
    cross join generate_series(0, (last_date - d0) / (7 * step) + 1) as k
    cross join (
      select (b ->> 'wd')::integer as wd from jsonb_array_elements(r -> 'byday') as b
      union
      select extract(isodow from d0)::integer where jsonb_array_length(r -> 'byday') = 0
    ) as wd
    where freq = 'WEEKLY'
    union
    -- MONTHLY on days of the month (the start's day when neither BYDAY nor BYMONTHDAY is given).
    select case when md.v > 0 then mo.first_day + md.v - 1 else mo.first_day + mo.length + md.v end
    from (
      select (date_trunc('month', d0) + make_interval(months => k * step))::date as first_day
      from generate_series(0, ((extract(year from last_date) - extract(year from d0)) * 12
                               + extract(month from last_date) - extract(month from d0))::integer / step) as k
    ) as mo0
    cross join lateral (
      select mo0.first_day, ((mo0.first_day + interval '1 month')::date - mo0.first_day) as length
    ) as mo
    cross join (
      select v::integer as v from jsonb_array_elements_text(r -> 'bymonthday') as v
      union
      select extract(day from d0)::integer
      where jsonb_array_length(r -> 'bymonthday') = 0 and jsonb_array_length(r -> 'byday') = 0
    ) as md
    where freq = 'MONTHLY' and abs(md.v) <= mo.length
    union
    -- MONTHLY on the nth (or last, or every) weekday.
    select x.d
    from (
      select (date_trunc('month', d0) + make_interval(months => k * step))::date as first_day
      from generate_series(0, ((extract(year from last_date) - extract(year from d0)) * 12
                               + extract(month from last_date) - extract(month from d0))::integer / step) as k
    ) as mo
    cross join (
      select (b ->> 'n')::integer as n, (b ->> 'wd')::integer as wd from jsonb_array_elements(r -> 'byday') as b
    ) as bd
    cross join lateral (
      select mo.first_day + ((bd.wd - extract(isodow from mo.first_day)::integer + 7) % 7) as first_match,
             (mo.first_day + interval '1 month')::date - 1 as last_day
    ) as f
    cross join lateral (
      select f.first_match + 7 * (bd.n - 1) as d where bd.n > 0
      union all
      select f.last_day - ((extract(isodow from f.last_day)::integer - bd.wd + 7) % 7) - 7 * (-bd.n - 1)
      where bd.n < 0
      union all
      select f.first_match + 7 * i from generate_series(0, 4) as i where bd.n = 0
    ) as x
    where freq = 'MONTHLY' and x.d between mo.first_day and f.last_day
    union
    -- YEARLY on the start's month and day (a date that overflows its month, February 29 in a
    -- common year, is skipped).
    select y.d
    from generate_series(0, (extract(year from last_date) - extract(year from d0))::integer / step) as k
    cross join lateral (
      select make_date(extract(year from d0)::integer + k * step, extract(month from d0)::integer, 1)
             + (extract(day from d0)::integer - 1) as d
    ) as y
    where freq = 'YEARLY' and extract(month from y.d) = extract(month from d0)
  ),
  ordered as (
    select c.d, (c.d + time_of_day) at time zone zone as starts, row_number() over (order by c.d) as n
    from candidates as c
    where c.d >= d0 and c.d <= last_date
  )
  select o.d, o.starts
  from ordered as o
  where (max_count is null or o.n <= max_count)
    and (until_at is null or o.starts <= until_at)
  order by o.d;
end;
$$;

comment on function private.series_occurrences(text, timestamptz, text, date) is
  'The dates (in zone) and original starts of a recurring series from dtstart up to horizon, COUNT and UNTIL applied.';

-- Events: status, rule, zone ---------------------------------------------------------------------

alter table public.church_events
  add column status text not null default 'published'
    constraint church_events_status_known check (status in ('draft', 'published')),
  add column recurrence_rule text
    constraint church_events_recurrence_rule_valid check (recurrence_rule is null or private.rrule_is_valid(recurrence_rule)),
  add column time_zone text not null default 'America/Indiana/Indianapolis'
    constraint church_events_time_zone_known check (private.is_time_zone(time_zone)),
  add column split_from_id uuid references public.church_events (id) on delete set null;

comment on column public.church_events.status is
  'draft (seen only by admins and editors) or published (seen by everyone).';
comment on column public.church_events.recurrence_rule is
  'RFC 5545 RRULE value without the "RRULE:" prefix (supported subset: docs/decisions/0028), read in time_zone from start_time; null for a one-off event.';
comment on column public.church_events.time_zone is
  'IANA zone of the event''s wall-clock times (the app''s VITE_CHURCH_TIME_ZONE): a repeating 7:00 PM stays 7:00 PM across daylight-saving changes.';
comment on column public.church_events.split_from_id is
  'The series this one was split from by a ''This and following events'' edit (public.split_event_series).';
comment on column public.church_events.start_time is
  'Start of the event; for a recurring event, the start of its first occurrence.';
comment on column public.church_events.end_time is
  'End of the event (null: none given); for a recurring event, the end of its first occurrence (every occurrence lasts as long).';

create index church_events_split_from_idx on public.church_events (split_from_id);

-- A recurring event starts on one of its rule's dates: RFC 5545 leaves the set undefined when
-- DTSTART is not (§3.8.5.3), and calendar apps disagree on it.
create or replace function private.check_event_series()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  start_date date;
begin
  if new.recurrence_rule is null or not private.rrule_is_valid(new.recurrence_rule) then
    return new; -- none, or the check church_events_recurrence_rule_valid refuses it
  end if;
  start_date := (new.start_time at time zone new.time_zone)::date;
  if not exists (
    select 1 from private.series_occurrences(new.recurrence_rule, new.start_time, new.time_zone, start_date) as o
    where o.occurrence_date = start_date
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'The start date is not one of the repeat rule''s dates.',
      detail = 'start_not_in_rule',
      hint = 'Choose a start date that the repeat rule includes (e.g. a Wednesday for "Weekly on Wednesday").';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_event_series() from public, anon, authenticated;

create trigger church_events_check_series
  before insert or update of recurrence_rule, start_time, time_zone on public.church_events
  for each row execute function private.check_event_series();

grant insert (status, recurrence_rule, time_zone, split_from_id), update (status, recurrence_rule, time_zone)
  on table public.church_events to authenticated;

-- Drafts: admins and editors only. anon never calls has_staff_role (it has no EXECUTE on it).
drop policy "church_events: everyone reads" on public.church_events;
create policy "church_events: visitors read published" on public.church_events
  for select to anon using (status = 'published');
create policy "church_events: published, or all for admins and editors" on public.church_events
  for select to authenticated
  using (status = 'published' or (select public.has_staff_role('admin', 'editor')));

-- Exceptions -------------------------------------------------------------------------------------

create table public.church_event_exceptions (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.church_events (id) on delete cascade,
  -- The occurrence's original date in the series' zone (its address: /events/<id>/<date>).
  occurrence_date date not null,
  is_cancelled boolean not null default false,
  -- Overrides: null keeps the series' value.
  start_time timestamptz,
  end_time timestamptz,
  title text check (title ~ '\S' and length(title) <= 200),
  description text check (length(description) <= 5000),
  location text check (length(location) <= 200),
  cover_image_source_type text check (cover_image_source_type in ('supabase', 'external_url')),
  cover_image_path text check (length(cover_image_path) <= 2048),
  cover_image_external_url text
    check (cover_image_external_url ~* '^https?://' and length(cover_image_external_url) <= 2048),
  created_at timestamptz not null default now(),
  version integer not null default 1 check (version > 0),
  constraint church_event_exceptions_one_per_date unique (event_id, occurrence_date),
  constraint church_event_exceptions_end_needs_start check (end_time is null or start_time is not null),
  constraint church_event_exceptions_end_after_start check (end_time is null or end_time >= start_time),
  constraint church_event_exceptions_cover_matches_source check (
    (cover_image_source_type is distinct from 'supabase' or coalesce(cover_image_path, '') ~ '\S')
    and (cover_image_source_type is distinct from 'external_url' or cover_image_external_url is not null)
  )
);

comment on table public.church_event_exceptions is
  'One changed or cancelled date of a recurring event (''This event''): null columns keep the series'' value.';
comment on column public.church_event_exceptions.occurrence_date is
  'The occurrence''s original date in the series'' time zone; it addresses the occurrence (RECURRENCE-ID in the feed).';
comment on column public.church_event_exceptions.start_time is
  'New start (may be on another day); with no end_time the occurrence keeps the series'' length.';
comment on column public.church_event_exceptions.version is
  'Optimistic concurrency: 1 on insert, one more on each update; an update sending another value is refused (PT409 row_changed).';

-- An exception names a date the series has.
create or replace function private.check_event_exception()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  series public.church_events;
begin
  select * into series from public.church_events as e where e.id = new.event_id;
  if series.id is null then
    return new; -- the foreign key (or RLS) answers
  end if;
  if series.recurrence_rule is null or not exists (
    select 1
    from private.series_occurrences(series.recurrence_rule, series.start_time, series.time_zone, new.occurrence_date) as o
    where o.occurrence_date = new.occurrence_date
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'This date is not one of the event''s dates.',
      detail = 'not_an_occurrence',
      hint = 'Exceptions belong to a date of a repeating event.';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_event_exception() from public, anon, authenticated;

create trigger church_event_exceptions_check_date
  before insert or update of event_id, occurrence_date on public.church_event_exceptions
  for each row execute function private.check_event_exception();
create trigger church_event_exceptions_check_version
  before update on public.church_event_exceptions
  for each row execute function private.check_row_version();
create trigger church_event_exceptions_activity
  after insert or update or delete on public.church_event_exceptions
  for each row execute function private.record_activity('content');

create index church_event_exceptions_event_idx on public.church_event_exceptions (event_id, occurrence_date);

alter table public.church_event_exceptions enable row level security;
revoke all on table public.church_event_exceptions from public, anon, authenticated;
grant select on table public.church_event_exceptions to anon, authenticated;
grant insert (event_id, occurrence_date, is_cancelled, start_time, end_time, title, description, location,
              cover_image_source_type, cover_image_path, cover_image_external_url),
  update (event_id, occurrence_date, is_cancelled, start_time, end_time, title, description, location,
          cover_image_source_type, cover_image_path, cover_image_external_url, version),
  delete
  on table public.church_event_exceptions to authenticated;

-- Readable exactly when the series is (its own policies decide: drafts for admins and editors).
create policy "church_event_exceptions: readable with their event" on public.church_event_exceptions
  for select to anon, authenticated
  using (exists (select 1 from public.church_events as e where e.id = church_event_exceptions.event_id));
create policy "church_event_exceptions: admins and editors insert" on public.church_event_exceptions
  for insert to authenticated with check ((select public.has_staff_role('admin', 'editor')));
create policy "church_event_exceptions: admins and editors update" on public.church_event_exceptions
  for update to authenticated
  using ((select public.has_staff_role('admin', 'editor')))
  with check ((select public.has_staff_role('admin', 'editor')));
create policy "church_event_exceptions: admins and editors delete" on public.church_event_exceptions
  for delete to authenticated using ((select public.has_staff_role('admin', 'editor')));

-- The one expansion --------------------------------------------------------------------------------

-- Every occurrence that overlaps [range_start, range_end): one-off events as they are, recurring
-- ones expanded with their exceptions applied (a moved date is found wherever it moved to). An
-- occurrence overlaps when it starts before range_end and its end (its start when it has none)
-- is at or after range_start. Cancelled occurrences are returned with is_cancelled (the event
-- page shows them struck through; the lists leave them out). security invoker: the caller's RLS
-- applies, so visitors never see a draft. Ordered by start_time, event_id.
-- Errors: 22023 (HTTP 400) detail 'invalid_range' when range_end <= range_start or the range is
-- longer than 3,700 days.
create or replace function public.event_occurrences(range_start timestamptz, range_end timestamptz)
returns table (
  event_id uuid,
  occurrence_date date,
  original_start timestamptz,
  start_time timestamptz,
  end_time timestamptz,
  title text,
  description text,
  location text,
  cover_image_source_type text,
  cover_image_path text,
  cover_image_external_url text,
  meeting_links jsonb,
  status text,
  time_zone text,
  recurrence_rule text,
  is_recurring boolean,
  is_cancelled boolean,
  is_changed boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '3700 days' then
    raise exception using
      errcode = '22023',
      message = 'The range must end after it starts and span at most 3,700 days.',
      detail = 'invalid_range';
  end if;

  return query
  with series_dates as (
    select e.id as event_id, o.occurrence_date, o.original_start
    from public.church_events as e
    cross join lateral private.series_occurrences(
      e.recurrence_rule, e.start_time, e.time_zone,
      greatest((range_end at time zone e.time_zone)::date + 1,
               (select max(x.occurrence_date) from public.church_event_exceptions as x where x.event_id = e.id))
    ) as o
    where e.recurrence_rule is not null and e.start_time < range_end + interval '1 day'
       or e.recurrence_rule is not null and exists (
         select 1 from public.church_event_exceptions as x where x.event_id = e.id and x.start_time < range_end)
  ),
  occurrences as (
    select
      e.id as event_id,
      (e.start_time at time zone e.time_zone)::date as occurrence_date,
      e.start_time as original_start,
      e.start_time,
      e.end_time,
      e.title, e.description, e.location,
      e.cover_image_source_type, e.cover_image_path, e.cover_image_external_url,
      e.meeting_links, e.status, e.time_zone, e.recurrence_rule,
      false as is_recurring, false as is_cancelled, false as is_changed
    from public.church_events as e
    where e.recurrence_rule is null
    union all
    select
      e.id,
      sd.occurrence_date,
      sd.original_start,
      coalesce(x.start_time, sd.original_start),
      case
        when x.end_time is not null then x.end_time
        when e.end_time is null then null
        else coalesce(x.start_time, sd.original_start) + (e.end_time - e.start_time)
      end,
      coalesce(x.title, e.title),
      coalesce(x.description, e.description),
      coalesce(x.location, e.location),
      case when x.cover_image_source_type is not null then x.cover_image_source_type else e.cover_image_source_type end,
      case when x.cover_image_source_type is not null then x.cover_image_path else e.cover_image_path end,
      case when x.cover_image_source_type is not null then x.cover_image_external_url else e.cover_image_external_url end,
      e.meeting_links, e.status, e.time_zone, e.recurrence_rule,
      true,
      coalesce(x.is_cancelled, false),
      x.id is not null and not x.is_cancelled
    from series_dates as sd
    join public.church_events as e on e.id = sd.event_id
    left join public.church_event_exceptions as x
      on x.event_id = sd.event_id and x.occurrence_date = sd.occurrence_date
  )
  select o.*
  from occurrences as o
  where o.start_time < range_end and coalesce(o.end_time, o.start_time) >= range_start
  order by o.start_time, o.event_id;
end;
$$;

comment on function public.event_occurrences(timestamptz, timestamptz) is
  'The one expansion of events into occurrences overlapping [range_start, range_end) (docs/decisions/0028): rules, exceptions and drafts (RLS) applied.';

-- 'This and following events' ------------------------------------------------------------------

-- The rule of the part of a series that starts at its occurrence number `index` (1 = the first):
-- COUNT is reduced by the occurrences before it, UNTIL and everything else kept.
create or replace function private.rrule_from(rule text, occurrences_before integer)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select string_agg(
    case when p like 'COUNT=%' then 'COUNT=' || (substr(p, 7)::integer - occurrences_before)::text else p end,
    ';' order by n)
  from unnest(string_to_array(rule, ';')) with ordinality as t (p, n);
$$;

-- The rule of the part of a series that ends with the occurrence starting at `last_start`:
-- COUNT and UNTIL replaced by UNTIL=<last_start in UTC>.
create or replace function private.rrule_until(rule text, last_start timestamptz)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select string_agg(p, ';' order by n) || ';UNTIL=' || to_char(last_start at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')
  from unnest(string_to_array(rule, ';')) with ordinality as t (p, n)
  where p not like 'COUNT=%' and p not like 'UNTIL=%';
$$;

revoke execute on function private.rrule_from(text, integer), private.rrule_until(text, timestamptz)
  from public, anon;

-- Splits a series at one of its dates ('This and following events'). In one transaction:
--   1. the series row (its version must equal expected_version, else PT409 row_changed) keeps the
--      dates before occurrence_date: its rule ends with UNTIL = the start of the last of them;
--   2. a new row, a copy of the series (split_from_id = the series), starts at occurrence_date's
--      original start and keeps the rest: the same rule with COUNT reduced by the dates before;
--   3. the exceptions on or after occurrence_date move to the new row;
--   4. `changes` (a JSON object of church_events columns: title, description, location,
--      start_time, end_time, cover_image_source_type, cover_image_path, cover_image_external_url,
--      meeting_links, status, recurrence_rule, time_zone) is applied to the new row. When
--      start_time is given without end_time, the new row keeps the series' length.
-- No date is lost or repeated: the two rules cut the same sequence at one date.
-- When occurrence_date is the first date, nothing is split: the changes apply to the series
-- itself (that is 'All events') and its id is returned.
-- Returns the id of the row holding occurrence_date and the following dates.
-- Errors: P0001 'not_an_occurrence' (date not in the series, or a one-off event); PT409
-- 'row_changed'; 22023 'unknown_field' (a key of changes that is not listed above); the table's
-- checks (23514) and the rule and RLS checks as for a direct write; P0002 'not_found' when the
-- caller cannot see the event.
create or replace function public.split_event_series(
  event_id uuid, occurrence_date date, expected_version integer, changes jsonb default '{}'::jsonb)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  editable constant text[] := array['title', 'description', 'location', 'start_time', 'end_time',
    'cover_image_source_type', 'cover_image_path', 'cover_image_external_url', 'meeting_links', 'status',
    'recurrence_rule', 'time_zone'];
  series public.church_events;
  fresh public.church_events;
  dates_before integer;
  last_before timestamptz;
  split_start timestamptz;
  unknown text;
  the_changes constant jsonb := coalesce(split_event_series.changes, '{}'::jsonb);
begin
  if jsonb_typeof(the_changes) <> 'object' then
    raise exception using errcode = '22023', message = 'changes must be a JSON object.', detail = 'unknown_field';
  end if;
  select k into unknown from jsonb_object_keys(the_changes) as k where not k = any (editable) limit 1;
  if unknown is not null then
    raise exception using errcode = '22023', message = format('%s cannot be changed here.', unknown),
      detail = 'unknown_field';
  end if;

  select * into series from public.church_events as e where e.id = split_event_series.event_id for update;
  if series.id is null then
    raise exception using errcode = 'P0002', message = 'No such event.', detail = 'not_found';
  end if;
  if series.version is distinct from expected_version then
    raise exception using errcode = 'PT409', message = 'Someone else changed this row.', detail = 'row_changed',
      hint = 'Read the row again and repeat the change.';
  end if;

  select o.original_start,
         (select count(*) from private.series_occurrences(series.recurrence_rule, series.start_time, series.time_zone,
            split_event_series.occurrence_date) as b where b.occurrence_date < split_event_series.occurrence_date),
         (select max(b.original_start) from private.series_occurrences(series.recurrence_rule, series.start_time,
            series.time_zone, split_event_series.occurrence_date) as b
          where b.occurrence_date < split_event_series.occurrence_date)
    into split_start, dates_before, last_before
  from private.series_occurrences(series.recurrence_rule, series.start_time, series.time_zone,
         split_event_series.occurrence_date) as o
  where series.recurrence_rule is not null and o.occurrence_date = split_event_series.occurrence_date;

  if split_start is null then
    raise exception using errcode = 'P0001', message = 'This date is not one of the event''s dates.',
      detail = 'not_an_occurrence';
  end if;

  fresh := series;
  if dates_before > 0 then
    update public.church_events as e
       set recurrence_rule = private.rrule_until(series.recurrence_rule, last_before)
     where e.id = series.id;
    fresh.split_from_id := series.id;
    fresh.version := 1;
    fresh.start_time := split_start;
    fresh.end_time := split_start + (series.end_time - series.start_time);
    fresh.recurrence_rule := private.rrule_from(series.recurrence_rule, dates_before);
  end if;

  -- Changes: start_time without end_time keeps the length.
  if the_changes ? 'start_time' and not the_changes ? 'end_time' and fresh.end_time is not null then
    fresh := jsonb_populate_record(fresh, the_changes || jsonb_build_object('end_time',
      (the_changes ->> 'start_time')::timestamptz + (fresh.end_time - fresh.start_time)));
  else
    fresh := jsonb_populate_record(fresh, the_changes);
  end if;

  if dates_before = 0 then
    update public.church_events as e
       set title = fresh.title, description = fresh.description, location = fresh.location,
           start_time = fresh.start_time, end_time = fresh.end_time,
           cover_image_source_type = fresh.cover_image_source_type, cover_image_path = fresh.cover_image_path,
           cover_image_external_url = fresh.cover_image_external_url, meeting_links = fresh.meeting_links,
           status = fresh.status, recurrence_rule = fresh.recurrence_rule, time_zone = fresh.time_zone
     where e.id = series.id;
    return series.id;
  end if;

  insert into public.church_events (title, description, location, start_time, end_time,
    cover_image_source_type, cover_image_path, cover_image_external_url, meeting_links, status,
    recurrence_rule, time_zone, split_from_id)
  values (fresh.title, fresh.description, fresh.location, fresh.start_time, fresh.end_time,
    fresh.cover_image_source_type, fresh.cover_image_path, fresh.cover_image_external_url, fresh.meeting_links,
    fresh.status, fresh.recurrence_rule, fresh.time_zone, fresh.split_from_id)
  returning id into fresh.id;

  update public.church_event_exceptions as x
     set event_id = fresh.id
   where x.event_id = series.id and x.occurrence_date >= split_event_series.occurrence_date;

  return fresh.id;
end;
$$;

comment on function public.split_event_series(uuid, date, integer, jsonb) is
  '''This and following events'': splits a series at one of its dates, applies changes to the part from that date and returns its id (docs/decisions/0028).';

-- Ends a series before one of its dates ('Delete this and following events'): the series keeps
-- the dates before occurrence_date (UNTIL = the start of the last of them) and the exceptions on
-- or after it are deleted; when occurrence_date is the first date the whole event is deleted.
-- Errors as split_event_series (not_an_occurrence, row_changed, not_found).
create or replace function public.end_event_series(event_id uuid, occurrence_date date, expected_version integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  series public.church_events;
  last_before timestamptz;
  found_date boolean;
begin
  select * into series from public.church_events as e where e.id = end_event_series.event_id for update;
  if series.id is null then
    raise exception using errcode = 'P0002', message = 'No such event.', detail = 'not_found';
  end if;
  if series.version is distinct from expected_version then
    raise exception using errcode = 'PT409', message = 'Someone else changed this row.', detail = 'row_changed',
      hint = 'Read the row again and repeat the change.';
  end if;
  select bool_or(o.occurrence_date = end_event_series.occurrence_date),
         max(o.original_start) filter (where o.occurrence_date < end_event_series.occurrence_date)
    into found_date, last_before
  from private.series_occurrences(series.recurrence_rule, series.start_time, series.time_zone,
         end_event_series.occurrence_date) as o
  where series.recurrence_rule is not null;
  if not coalesce(found_date, false) then
    raise exception using errcode = 'P0001', message = 'This date is not one of the event''s dates.',
      detail = 'not_an_occurrence';
  end if;
  if last_before is null then
    delete from public.church_events as e where e.id = series.id;
    return;
  end if;
  delete from public.church_event_exceptions as x
   where x.event_id = series.id and x.occurrence_date >= end_event_series.occurrence_date;
  update public.church_events as e
     set recurrence_rule = private.rrule_until(series.recurrence_rule, last_before)
   where e.id = series.id;
end;
$$;

comment on function public.end_event_series(uuid, date, integer) is
  '''Delete this and following events'': the series keeps only the dates before occurrence_date (docs/decisions/0028).';

-- Birthdays with the year, for their editors ------------------------------------------------------

-- Visitors and staff read birthdays through the column grants (no birth_date). The care team's
-- editor needs the full date to edit one: this function returns it to admins and care only.
-- security definer because the column grant is per role (authenticated includes members); it
-- checks the caller's role first and reads one fixed table.
-- Errors: 42501 (HTTP 403) detail 'not_allowed' for anyone else.
create or replace function public.staff_birthdays()
returns table (id uuid, member_name text, birth_date date, birth_month smallint, birth_day smallint, version integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'care') then
    raise exception using errcode = '42501', message = 'Only admins and the care team read birth dates.',
      detail = 'not_allowed';
  end if;
  return query
  select b.id, b.member_name, b.birth_date, b.birth_month, b.birth_day, b.version
  from public.birthdays as b
  order by b.birth_month, b.birth_day, b.member_name;
end;
$$;

comment on function public.staff_birthdays() is
  'Birthdays with the full date (year included), for admins and the care team only; ordered by month, day, name.';

-- Grants ----------------------------------------------------------------------------------------

revoke execute on function private.rrule_parse(text), private.rrule_is_valid(text), private.is_time_zone(text),
  private.series_occurrences(text, timestamptz, text, date) from public;
grant execute on function private.rrule_parse(text), private.rrule_is_valid(text), private.is_time_zone(text),
  private.series_occurrences(text, timestamptz, text, date) to anon, authenticated, service_role;
grant execute on function private.rrule_from(text, integer), private.rrule_until(text, timestamptz)
  to authenticated, service_role;

revoke execute on function public.event_occurrences(timestamptz, timestamptz) from public;
grant execute on function public.event_occurrences(timestamptz, timestamptz) to anon, authenticated, service_role;
revoke execute on function public.split_event_series(uuid, date, integer, jsonb) from public, anon;
grant execute on function public.split_event_series(uuid, date, integer, jsonb) to authenticated, service_role;
revoke execute on function public.end_event_series(uuid, date, integer) from public, anon;
grant execute on function public.end_event_series(uuid, date, integer) to authenticated, service_role;
revoke execute on function public.staff_birthdays() from public, anon;
grant execute on function public.staff_birthdays() to authenticated, service_role;
