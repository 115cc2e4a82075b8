-- Row versions for the staff editors (docs/decisions/0020): two people editing the same row can
-- never overwrite each other silently.
--
-- * Every row that a staff form edits carries `version` (1 on insert, one more on each accepted
--   update).
-- * A form sends back the version it read. An update whose `version` differs from the stored one
--   is refused with SQLSTATE PT409 (PostgREST answers HTTP 409), detail `row_changed`; the page
--   says 'Someone else changed this. Reload to see their changes.' and keeps what was typed.
-- * An update that does not name `version` (a script, a Studio edit, a trigger) keeps the stored
--   value, so it passes the check, and is still counted.
-- The care inbox keeps its own trigger of the same shape (inbox_item_changed, 20261125130000).

create or replace function private.check_row_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.version is distinct from old.version then
    raise exception using
      errcode = 'PT409',
      message = 'Someone else changed this row.',
      detail = 'row_changed',
      hint = 'Read the row again and repeat the change.';
  end if;
  new.version := old.version + 1;
  return new;
end;
$$;

comment on function private.check_row_version() is
  'Trigger: refuses an update carrying a stale version (PT409 row_changed), then adds one to version (optimistic concurrency of the staff editors).';
revoke execute on function private.check_row_version() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['church_events', 'sermons', 'pastor_blog_posts', 'pastor_books',
                           'bookstore_items', 'site_settings', 'birthdays', 'gallery_images']
  loop
    execute format(
      'alter table public.%I add column version integer not null default 1 check (version > 0)', t);
    execute format(
      'comment on column public.%I.version is %L', t,
      'Optimistic concurrency: 1 on insert, one more on each update; an update sending another value is refused (PT409 row_changed).');
    execute format('grant update (version) on table public.%I to authenticated', t);
    execute format(
      'create trigger %I before update on public.%I for each row execute function private.check_row_version()',
      t || '_check_version', t);
  end loop;
end
$$;

-- The activity log leaves the version out of what changed, as it does updated_at: every accepted
-- save bumps it and it says nothing about the change (same function as 20261125110100 otherwise).
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
                       else array['updated_at', 'version'] end;
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
