-- Activity log (docs/decisions/0021-staff-roles-and-activity-log.md): who changed what, recorded
-- by the database itself.
--
-- * Every insert, update and delete by a signed-in user (auth.uid() is not null: a request with a
--   user's access token) on the content, inbox, newsletter, settings and staff tables, and every
--   upload, replacement or removal of a stored file in the media buckets, adds one row here, in
--   the same transaction (a change that rolls back leaves no entry). Writes by the service role,
--   by SQL in the dashboard or by migrations carry no user and are not recorded.
-- * An entry holds who (user id, and their e-mail address at that moment, so it stays readable
--   after the account is gone), when, the area and table, the row's primary key as text, the
--   action, and the changed columns with their old and new values. The private texts of the inbox
--   (prayer request text, contact message body, first-timer comments) and a birth date (whose year
--   no page shows) are recorded by column name only.
-- * Only admins read it, through the API (GET /rest/v1/activity_log). Nobody writes, changes or
--   deletes entries through the API: the table has no insert, update or delete grant for any API
--   role; the triggers run as the table's owner.
-- * Entries older than a year are deleted by private.prune_activity_log(), which pg_cron runs
--   every night at 03:17 (UTC) as the job 'activity-log-prune'. On a hosted project, enable the
--   pg_cron extension (Database → Extensions) before pushing this migration; if it was enabled
--   later, run the `cron.schedule` statement at the end of this file once in the SQL editor.

create table public.activity_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- No foreign key: an entry outlives the account it names.
  actor_id uuid not null,
  actor_email text,
  area text not null check (area in ('content', 'inbox', 'newsletter', 'settings', 'staff', 'media')),
  -- A public table's name, or 'storage.objects' for stored files.
  table_name text not null,
  -- The row's primary key as text; for a stored file '<bucket>/<path>'.
  row_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  -- Every column the action touched: all of a new or deleted row's columns, the changed ones of
  -- an update.
  changed_columns text[] not null,
  -- {"column": {"old": …, "new": …}} for those columns, without the private ones ("old" absent
  -- on insert, "new" absent on delete).
  changes jsonb not null default '{}'
);

create index activity_log_occurred_at_idx on public.activity_log (occurred_at desc, id desc);
create index activity_log_actor_idx on public.activity_log (actor_id, occurred_at desc);
create index activity_log_area_idx on public.activity_log (area, occurred_at desc);

comment on table public.activity_log is
  'Who changed what: one row per insert, update or delete by a signed-in user, written by triggers only; admins read it. Pruned after a year.';

alter table public.activity_log enable row level security;
revoke all on table public.activity_log from public, anon, authenticated;
grant select on table public.activity_log to authenticated;
create policy "activity_log: admins read" on public.activity_log
  for select to authenticated using ((select public.has_staff_role('admin')));

-- The recording trigger --------------------------------------------------------------------------

-- Trigger arguments: the area, then the names of columns whose values are private.
-- security definer: the caller may not insert into activity_log (nor read auth.users for the
-- e-mail snapshot); the function writes one row describing the caller's own change.
create or replace function private.record_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  the_row jsonb := coalesce(new_row, old_row);
  private_columns text[] := tg_argv[1:];
  -- Bookkeeping columns that every write touches and that say nothing about the change.
  noise text[] := case when tg_table_schema = 'storage'
                       then array['updated_at', 'last_accessed_at', 'path_tokens', 'version', 'owner', 'owner_id']
                       else array['updated_at'] end;
  columns text[] := '{}';
  changes jsonb := '{}';
  col text;
  entry jsonb;
  key text;
begin
  if actor is null then
    return null;
  end if;

  for col in select jsonb_object_keys(the_row) loop
    continue when col = any (noise);
    continue when tg_op = 'UPDATE' and (old_row -> col) is not distinct from (new_row -> col);
    columns := columns || col;
    continue when col = any (private_columns);
    entry := '{}';
    if old_row is not null then entry := entry || jsonb_build_object('old', old_row -> col); end if;
    if new_row is not null then entry := entry || jsonb_build_object('new', new_row -> col); end if;
    changes := changes || jsonb_build_object(col, entry);
  end loop;

  -- An update that changed nothing worth telling (e.g. the same values sent again) is not an event.
  if tg_op = 'UPDATE' and cardinality(columns) = 0 then
    return null;
  end if;

  if tg_table_schema = 'storage' then
    key := (the_row ->> 'bucket_id') || '/' || (the_row ->> 'name');
  else
    select string_agg(the_row ->> a.attname::text, ',' order by array_position(i.indkey::int2[], a.attnum))
      into key
      from pg_catalog.pg_index as i
      join pg_catalog.pg_attribute as a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])
     where i.indrelid = tg_relid and i.indisprimary;
  end if;

  insert into public.activity_log (actor_id, actor_email, area, table_name, row_id, action, changed_columns, changes)
  values (
    actor,
    coalesce((select u.email from auth.users as u where u.id = actor), auth.email()),
    tg_argv[0],
    case when tg_table_schema = 'public' then tg_table_name else tg_table_schema || '.' || tg_table_name end,
    coalesce(key, ''),
    lower(tg_op),
    columns,
    changes
  );
  return null;
end;
$$;

comment on function private.record_activity() is
  'Trigger: records a signed-in user''s insert, update or delete in public.activity_log (argument 1: area; further arguments: private columns, recorded by name only).';
revoke execute on function private.record_activity() from public, anon, authenticated;

-- The recorded tables, by area.
do $$
declare
  t text;
begin
  foreach t in array array['hero_videos', 'church_events', 'sermons', 'gallery_images', 'pastor_books',
                           'bookstore_items', 'pastor_blog_posts', 'member_testimonies']
  loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.record_activity(''content'')',
      t || '_activity', t);
  end loop;
end
$$;

create trigger prayer_requests_activity after insert or update or delete on public.prayer_requests
  for each row execute function private.record_activity('inbox', 'request_details');
create trigger contact_messages_activity after insert or update or delete on public.contact_messages
  for each row execute function private.record_activity('inbox', 'message');
create trigger first_timers_activity after insert or update or delete on public.first_timers
  for each row execute function private.record_activity('inbox', 'comments');
create trigger birthdays_activity after insert or update or delete on public.birthdays
  for each row execute function private.record_activity('inbox', 'birth_date');
create trigger newsletter_subscribers_activity after insert or update or delete on public.newsletter_subscribers
  for each row execute function private.record_activity('newsletter');
create trigger site_settings_activity after insert or update or delete on public.site_settings
  for each row execute function private.record_activity('settings');
create trigger staff_members_activity after insert or update or delete on public.staff_members
  for each row execute function private.record_activity('staff');
-- Stored files: only the media buckets (all of this project's buckets). A trigger's WHEN may not
-- name OLD on insert nor NEW on delete, hence two triggers.
create trigger media_objects_activity_write after insert or update on storage.objects
  for each row
  when (new.bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio',
        'gallery-images', 'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers']))
  execute function private.record_activity('media');
create trigger media_objects_activity_delete after delete on storage.objects
  for each row
  when (old.bucket_id = any (array['hero-videos', 'event-covers', 'sermon-covers', 'sermon-audio',
        'gallery-images', 'pastor-book-covers', 'pastor-book-pdfs', 'blog-post-covers']))
  execute function private.record_activity('media');

-- People who appear in the log, for the activity page's filter ---------------------------------

-- security invoker: reads activity_log with the caller's rights, so only admins get rows.
create or replace function public.activity_log_people()
returns table (actor_id uuid, actor_email text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct on (l.actor_id) l.actor_id, l.actor_email
  from public.activity_log as l
  order by l.actor_id, l.occurred_at desc;
$$;

comment on function public.activity_log_people() is
  'Everyone who appears in the activity log (user id and their latest recorded e-mail address); admins only, through RLS.';
revoke execute on function public.activity_log_people() from public, anon;
grant execute on function public.activity_log_people() to authenticated, service_role;

-- Retention: a year --------------------------------------------------------------------------

create or replace function private.prune_activity_log()
returns bigint
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.activity_log where occurred_at < now() - interval '1 year' returning 1
  )
  select count(*) from gone;
$$;

comment on function private.prune_activity_log() is
  'Deletes activity log entries older than a year; returns how many. Run nightly by pg_cron (job activity-log-prune).';
revoke execute on function private.prune_activity_log() from public, anon, authenticated;

do $$
begin
  if to_regnamespace('cron') is not null then
    perform cron.schedule('activity-log-prune', '17 3 * * *', 'select private.prune_activity_log()');
  end if;
end
$$;
