-- When an event or one of its dates last changed (decision 0033: the sitemap's `lastmod` of an
-- event page and of each date of a repeating event). Set by the database on every update, so no
-- client can write another time; the activity log already leaves `updated_at` out of its diffs.
alter table public.church_events
  add column updated_at timestamptz not null default now();
comment on column public.church_events.updated_at is
  'When the row last changed (set on insert and by a trigger on each update); the sitemap''s lastmod.';

alter table public.church_event_exceptions
  add column updated_at timestamptz not null default now();
comment on column public.church_event_exceptions.updated_at is
  'When this date''s change or cancellation last changed (set on insert and by a trigger on each update).';

-- The same trigger as member_testimonies (20261121100000_core_tables.sql).
create trigger church_events_set_updated_at
  before update on public.church_events
  for each row execute function public.set_updated_at();
create trigger church_event_exceptions_set_updated_at
  before update on public.church_event_exceptions
  for each row execute function public.set_updated_at();
