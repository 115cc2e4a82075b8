-- Issue 30: a one-time event far ahead is an upcoming event.
--
-- The public events loader (home's next three, the /events lists and calendar) reads
-- public.event_occurrences for about 400 days either side of now, because a series that never
-- ends has to be cut somewhere. The range also cut one-time events, so an event 500 days ahead
-- never appeared under Upcoming, which the spec defines as every event that starts now or later.
--
-- event_occurrences gains `every_one_off` (default false: every existing caller reads exactly as
-- before). When true, every one-off event the caller may see is returned whatever its date, and
-- the range bounds only the expansion of repeating series (and their moved dates). A church has
-- few one-off events, so reading all of them costs little; series keep their bounded expansion.
-- Rules, exceptions, RLS, the order and the 3,700-day limit are unchanged
-- (docs/decisions/0028-recurring-events.md, amended).

-- A new argument is a new function: drop the two-argument one so that a call with two arguments
-- is not ambiguous (nothing else refers to it; plpgsql bodies are resolved when they run).
drop function public.event_occurrences(timestamptz, timestamptz);

-- Every occurrence that overlaps [range_start, range_end): one-off events as they are, recurring
-- ones expanded with their exceptions applied (a moved date is found wherever it moved to). An
-- occurrence overlaps when it starts before range_end and its end (its start when it has none)
-- is at or after range_start. With every_one_off, one-off events are returned whatever their
-- date. Cancelled occurrences are returned with is_cancelled (the event page shows them struck
-- through; the lists leave them out). security invoker: the caller's RLS applies, so visitors
-- never see a draft. Ordered by start_time, event_id.
-- Errors: 22023 (HTTP 400) detail 'invalid_range' when range_end <= range_start or the range is
-- longer than 3,700 days.

create function public.event_occurrences(
  range_start timestamptz,
  range_end timestamptz,
  every_one_off boolean default false
)
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
     or every_one_off and not o.is_recurring
  order by o.start_time, o.event_id;
end;
$$;

comment on function public.event_occurrences(timestamptz, timestamptz, boolean) is
  'The one expansion of events into occurrences overlapping [range_start, range_end) (docs/decisions/0028): rules, exceptions and drafts (RLS) applied; with every_one_off, every one-off event whatever its date.';

revoke execute on function public.event_occurrences(timestamptz, timestamptz, boolean) from public;
grant execute on function public.event_occurrences(timestamptz, timestamptz, boolean)
  to anon, authenticated, service_role;
