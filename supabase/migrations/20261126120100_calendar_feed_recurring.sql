-- The calendar feed publishes recurring events as calendar apps expect them (RFC 5545 §3.8.5,
-- docs/decisions/0028-recurring-events.md):
--   * one VEVENT per series: DTSTART/DTEND with TZID (the series' zone, wall-clock time), RRULE
--     as stored, one EXDATE per cancelled date;
--   * one VEVENT per changed date, with the same UID and RECURRENCE-ID = the original start;
--   * a VTIMEZONE for each zone used, built from Postgres' own zone data.
-- One-off events are written as before (UTC times, no VTIMEZONE needed). Drafts are never
-- written: the feed runs as the caller (anon) and RLS hides them.

-- UTC offset of `zone` at instant `at`, in seconds east of Greenwich.
create or replace function private.utc_offset_seconds(at timestamptz, zone text)
returns integer
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select extract(epoch from ((at at time zone zone) - (at at time zone 'UTC')))::integer;
$$;

-- '+HHMM' / '-HHMM' (RFC 5545 §3.3.14 UTC-OFFSET).
create or replace function private.ics_offset(seconds integer)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select case when seconds < 0 then '-' else '+' end
    || lpad((abs(seconds) / 3600)::text, 2, '0') || lpad(((abs(seconds) % 3600) / 60)::text, 2, '0');
$$;

-- RFC 5545 local DATE-TIME (§3.3.5 form #1 / #3 with TZID), e.g. 20261202T190000.
create or replace function private.ics_local(ts timestamp)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select to_char(ts, 'YYYYMMDD"T"HH24MISS');
$$;

-- A VTIMEZONE (RFC 5545 §3.6.5) for `zone` covering `from_year` onwards. Transitions are found in
-- Postgres' zone data (a daily probe, then the 15-minute step where the offset changed). When
-- the transitions of the current year and the two after it follow one yearly pattern (same
-- month, the same nth or last weekday, same local time), that pattern is written once as an
-- observance with RRULE, so the zone stays right for any later year; the transitions before it
-- are written one by one. Otherwise every transition up to ten years ahead is written.
create or replace function private.ics_vtimezone(zone text, from_year integer)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  this_year constant integer := extract(year from now() at time zone zone)::integer;
  first_year constant integer := least(from_year, this_year);
  days constant text[] := array['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  lines text[] := array['BEGIN:VTIMEZONE', 'TZID:' || zone];
  initial_offset integer;
  transitions jsonb;
  patterned boolean := false;
  pattern_from timestamp;
  t jsonb;
begin
  initial_offset := private.utc_offset_seconds(make_timestamptz(first_year, 1, 1, 0, 0, 0, 'UTC'), zone);

  with probes as (
    select p.at, private.utc_offset_seconds(p.at, zone) as off,
           lag(private.utc_offset_seconds(p.at, zone)) over (order by p.at) as prev
    from generate_series(make_timestamptz(first_year, 1, 1, 12, 0, 0, 'UTC'),
                         make_timestamptz(this_year + 10, 12, 31, 12, 0, 0, 'UTC'), interval '1 day') as p (at)
  ),
  changes as (
    select c.prev, c.off,
           (select min(q.at) from generate_series(c.at - interval '1 day', c.at, interval '15 minutes') as q (at)
            where private.utc_offset_seconds(q.at, zone) = c.off) as at
    from probes as c
    where c.off <> c.prev
  ),
  described as (
    select ch.prev, ch.off, (ch.at at time zone 'UTC') + make_interval(secs => ch.prev) as local_before,
           ch.off > ch.prev as to_daylight
    from changes as ch
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'prev', d.prev, 'off', d.off, 'local', d.local_before, 'daylight', d.to_daylight,
      'year', extract(year from d.local_before)::integer,
      'month', extract(month from d.local_before)::integer,
      'wd', extract(isodow from d.local_before)::integer,
      'nth', (extract(day from d.local_before)::integer + 6) / 7,
      'last', extract(day from d.local_before)::integer + 7
              > extract(day from (date_trunc('month', d.local_before) + interval '1 month - 1 day'))::integer,
      'time', d.local_before::time) order by d.local_before), '[]'::jsonb)
    into transitions
  from described as d;

  -- One pattern per direction for this year and the next two?
  select count(*) = 2 and bool_and(g.n = 3 and g.kinds = 1 and (g.same_nth or g.all_last)),
         min(g.first_local)
    into patterned, pattern_from
  from (
    select x.daylight, count(*) as n,
           count(distinct jsonb_build_array(x.month, x.wd, x.time, x.prev, x.off)) as kinds,
           count(distinct x.nth) = 1 as same_nth, bool_and(x.last) as all_last,
           min(x.local) as first_local
    from jsonb_to_recordset(transitions) as x (daylight boolean, month integer, wd integer, nth integer,
                                               last boolean, "time" time, prev integer, off integer,
                                               local timestamp, year integer)
    where x.year between this_year and this_year + 2
    group by x.daylight
  ) as g;
  patterned := coalesce(patterned, false);

  -- The offset before the first transition, from the first year on.
  -- (DAYLIGHT when the first change goes to standard time, e.g. in the southern hemisphere.)
  lines := lines || array[
    case when transitions -> 0 ->> 'daylight' = 'false' then 'BEGIN:DAYLIGHT' else 'BEGIN:STANDARD' end,
    'DTSTART:' || private.ics_local(make_timestamp(first_year, 1, 1, 0, 0, 0)),
    'TZOFFSETFROM:' || private.ics_offset(initial_offset),
    'TZOFFSETTO:' || private.ics_offset(initial_offset),
    case when transitions -> 0 ->> 'daylight' = 'false' then 'END:DAYLIGHT' else 'END:STANDARD' end];

  for t in select value from jsonb_array_elements(transitions) loop
    if patterned and (t ->> 'local')::timestamp >= pattern_from then
      if (t ->> 'year')::integer = this_year then
        lines := lines || array[
          case when (t ->> 'daylight')::boolean then 'BEGIN:DAYLIGHT' else 'BEGIN:STANDARD' end,
          'DTSTART:' || private.ics_local((t ->> 'local')::timestamp),
          'TZOFFSETFROM:' || private.ics_offset((t ->> 'prev')::integer),
          'TZOFFSETTO:' || private.ics_offset((t ->> 'off')::integer),
          'RRULE:FREQ=YEARLY;BYMONTH=' || (t ->> 'month') || ';BYDAY='
            || case when (t ->> 'nth')::integer <= 4
                         and not exists (
                           select 1 from jsonb_array_elements(transitions) as o
                           where (o ->> 'daylight') = (t ->> 'daylight')
                             and (o ->> 'year')::integer between this_year and this_year + 2
                             and (o ->> 'nth') <> (t ->> 'nth'))
                    then (t ->> 'nth') else '-1' end
            || days[(t ->> 'wd')::integer],
          case when (t ->> 'daylight')::boolean then 'END:DAYLIGHT' else 'END:STANDARD' end];
      end if;
      continue;
    end if;
    lines := lines || array[
      case when (t ->> 'daylight')::boolean then 'BEGIN:DAYLIGHT' else 'BEGIN:STANDARD' end,
      'DTSTART:' || private.ics_local((t ->> 'local')::timestamp),
      'TZOFFSETFROM:' || private.ics_offset((t ->> 'prev')::integer),
      'TZOFFSETTO:' || private.ics_offset((t ->> 'off')::integer),
      case when (t ->> 'daylight')::boolean then 'END:DAYLIGHT' else 'END:STANDARD' end];
  end loop;

  return array_to_string(lines || 'END:VTIMEZONE'::text, E'\r\n');
end;
$$;

comment on function private.ics_vtimezone(text, integer) is
  'RFC 5545 VTIMEZONE of an IANA zone from from_year on, from Postgres'' zone data (yearly RRULE observances when the current rules follow one pattern).';

-- Calendar feed -------------------------------------------------------------------------------

-- One-off events from 90 days ago onwards as before (UTC, 60 minutes when there is no end,
-- spec §9); recurring events that have a date from 90 days ago onwards as one VEVENT with RRULE
-- and EXDATE plus one VEVENT per changed date (RECURRENCE-ID). At most 500 events (one-off
-- events and series together), soonest first. UID: '<event id>@church-website.events', the
-- same as the event page's .ics download. URL: the event page; for a changed date, that
-- occurrence's page.
create or replace function public.calendar_feed(apikey text default null)
returns public."*/*"
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  identity constant jsonb := private.site_identity();
  site constant text := identity ->> 'url';
  since constant timestamptz := now() - interval '90 days';
  body text;
begin
  perform private.set_feed_headers('text/calendar; charset=utf-8');

  with events as (
    select e.id, e.title, e.description, e.location, e.start_time, e.end_time, e.recurrence_rule, e.time_zone,
           -- the first date from 90 days ago onwards: what "soonest first" orders by
           case when e.recurrence_rule is null then e.start_time
                else (select min(o.original_start)
                      from private.series_occurrences(e.recurrence_rule, e.start_time, e.time_zone,
                                                      ((now() + interval '3700 days') at time zone e.time_zone)::date) as o
                      where o.original_start >= since)
           end as sort_start
    from public.church_events as e
    where e.recurrence_rule is not null or e.start_time >= since
  ),
  chosen as (
    select ev.* from events as ev where ev.sort_start is not null order by ev.sort_start, ev.id limit 500
  ),
  -- Exceptions on dates the series still has (an 'All events' change can leave others behind).
  exceptions as (
    select x.*, c.time_zone, c.start_time as series_start, c.end_time as series_end,
           (x.occurrence_date + ((c.start_time at time zone c.time_zone) - (c.start_time at time zone c.time_zone)::date))
             as original_local
    from chosen as c
    join public.church_event_exceptions as x on x.event_id = c.id
    where c.recurrence_rule is not null
      and exists (
        select 1 from private.series_occurrences(c.recurrence_rule, c.start_time, c.time_zone, x.occurrence_date) as o
        where o.occurrence_date = x.occurrence_date)
  ),
  vevents as (
    -- One-off events.
    select c.sort_start, c.id, 0 as part, null::date as occurrence_date, concat_ws(E'\r\n',
        'BEGIN:VEVENT',
        private.ics_line('UID', c.id::text || '@church-website.events'),
        private.ics_line('DTSTAMP', private.ics_utc(now())),
        private.ics_line('DTSTART', private.ics_utc(c.start_time)),
        private.ics_line('DTEND', private.ics_utc(coalesce(c.end_time, c.start_time + interval '60 minutes'))),
        private.ics_line('SUMMARY', private.ics_text(c.title)),
        case when c.description ~ '\S' then private.ics_line('DESCRIPTION', private.ics_text(c.description)) end,
        case when c.location ~ '\S' then private.ics_line('LOCATION', private.ics_text(c.location)) end,
        private.ics_line('URL', site || '/events/' || c.id::text),
        'END:VEVENT') as lines
    from chosen as c
    where c.recurrence_rule is null
    union all
    -- Series.
    select c.sort_start, c.id, 0, null::date, concat_ws(E'\r\n',
        'BEGIN:VEVENT',
        private.ics_line('UID', c.id::text || '@church-website.events'),
        private.ics_line('DTSTAMP', private.ics_utc(now())),
        private.ics_line('DTSTART;TZID=' || c.time_zone, private.ics_local(c.start_time at time zone c.time_zone)),
        private.ics_line('DTEND;TZID=' || c.time_zone, private.ics_local(
          coalesce(c.end_time, c.start_time + interval '60 minutes') at time zone c.time_zone)),
        private.ics_line('RRULE', c.recurrence_rule),
        (select string_agg(private.ics_line('EXDATE;TZID=' || x.time_zone, private.ics_local(x.original_local)),
                           E'\r\n' order by x.occurrence_date)
         from exceptions as x where x.event_id = c.id and x.is_cancelled),
        private.ics_line('SUMMARY', private.ics_text(c.title)),
        case when c.description ~ '\S' then private.ics_line('DESCRIPTION', private.ics_text(c.description)) end,
        case when c.location ~ '\S' then private.ics_line('LOCATION', private.ics_text(c.location)) end,
        private.ics_line('URL', site || '/events/' || c.id::text),
        'END:VEVENT')
    from chosen as c
    where c.recurrence_rule is not null
    union all
    -- Changed dates of a series.
    select c.sort_start, c.id, 1, x.occurrence_date, concat_ws(E'\r\n',
        'BEGIN:VEVENT',
        private.ics_line('UID', c.id::text || '@church-website.events'),
        private.ics_line('DTSTAMP', private.ics_utc(now())),
        private.ics_line('RECURRENCE-ID;TZID=' || x.time_zone, private.ics_local(x.original_local)),
        private.ics_line('DTSTART', private.ics_utc(coalesce(x.start_time, x.original_local at time zone x.time_zone))),
        private.ics_line('DTEND', private.ics_utc(coalesce(
          x.end_time,
          coalesce(x.start_time, x.original_local at time zone x.time_zone)
            + coalesce(x.series_end - x.series_start, interval '60 minutes')))),
        private.ics_line('SUMMARY', private.ics_text(coalesce(x.title, c.title))),
        case when coalesce(x.description, c.description) ~ '\S'
             then private.ics_line('DESCRIPTION', private.ics_text(coalesce(x.description, c.description))) end,
        case when coalesce(x.location, c.location) ~ '\S'
             then private.ics_line('LOCATION', private.ics_text(coalesce(x.location, c.location))) end,
        private.ics_line('URL', site || '/events/' || c.id::text || '/' || to_char(x.occurrence_date, 'YYYY-MM-DD')),
        'END:VEVENT')
    from chosen as c
    join exceptions as x on x.event_id = c.id and not x.is_cancelled
  ),
  zones as (
    select string_agg(private.ics_vtimezone(z.time_zone, z.from_year), E'\r\n' order by z.time_zone) as lines
    from (
      select c.time_zone, min(extract(year from c.start_time at time zone c.time_zone))::integer as from_year
      from chosen as c where c.recurrence_rule is not null group by c.time_zone
    ) as z
  )
  select concat_ws(E'\r\n',
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Church Website//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    private.ics_line('X-WR-CALNAME', private.ics_text((identity ->> 'name') || ' Events')),
    private.ics_line('X-WR-CALDESC', private.ics_text('Events of ' || (identity ->> 'name'))),
    private.ics_line('X-WR-TIMEZONE', identity ->> 'time_zone'),
    'REFRESH-INTERVAL;VALUE=DURATION:PT4H',
    'X-PUBLISHED-TTL:PT4H',
    (select z.lines from zones as z),
    (select string_agg(v.lines, E'\r\n' order by v.sort_start, v.id, v.part, v.occurrence_date) from vevents as v),
    'END:VCALENDAR') || E'\r\n'
  into body;

  return convert_to(body, 'UTF8')::public."*/*";
end;
$$;

comment on function public.calendar_feed(text) is 'iCalendar feed (text/calendar) of every event from 90 days ago onwards; a recurring event is one VEVENT with RRULE and EXDATE plus RECURRENCE-ID overrides, with a VTIMEZONE. GET /rest/v1/rpc/calendar_feed?apikey=<anon key>; apikey is ignored (it only carries the key past the gateway).';

revoke execute on function private.utc_offset_seconds(timestamptz, text), private.ics_offset(integer),
  private.ics_local(timestamp), private.ics_vtimezone(text, integer) from public;
grant execute on function private.utc_offset_seconds(timestamptz, text), private.ics_offset(integer),
  private.ics_local(timestamp), private.ics_vtimezone(text, integer) to anon, authenticated, service_role;
