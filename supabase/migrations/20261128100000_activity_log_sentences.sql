-- An activity log people can read, without anybody's personal data (issues 29 and 30;
-- docs/decisions/0021-staff-roles-and-activity-log.md, "Activity log").
--
-- * Every entry is a sentence, written with the entry (`summary`): 'Church Office invited
--   newperson@example.org as Editor', 'Church Office changed Communications from Editor to
--   Pastoral care', 'Communications published the sermon "Grace Abounds"'. The actor's name
--   (`actor_name`: the account's display_name, else full_name, else the e-mail address) and the
--   item's name or title (`subject`) are stored when the entry is written, because accounts and
--   items are deleted later.
-- * Nobody's personal data is copied into the log. The tables visitors write to (every public
--   table anon may insert into: prayer requests, contact messages, first-timer cards, newsletter
--   subscribers, testimonies; found from the grants, so a new public form is covered without a
--   change here) and birthdays record who acted, what kind of row and its id, and the changed
--   columns by name only; testimonies also record `is_approved` (old → new). A signed-in user
--   who is not staff (a member sending a form) is recorded by user id only, as 'A signed-in
--   visitor': no name, no e-mail address.
-- * A workflow row of the inbox is recorded when staff change it (status, assignee by name), not
--   when it follows the visitor's row in or out.
-- * Staff invitations are recorded (private.staff_invitations, from its columns email, role,
--   invited_by, invited_at, expires_at and accepted_at only): an insert is 'invited', an update
--   that renews a pending invitation 'resent' (or, with another role, 'changed the invitation'),
--   the delete of a pending one 'withdrew'. The invitee's address is staff data.
-- * Entries written before this migration are scrubbed (private.scrub_activity_log()) and given
--   their sentence (private.describe_activity_log()).

-- New columns ------------------------------------------------------------------------------------

alter table public.activity_log
  add column actor_name text,
  add column subject text,
  add column summary text not null default '';

comment on column public.activity_log.actor_email is
  'The staff member''s e-mail address when the entry was written; null for a signed-in user who is not staff.';
comment on column public.activity_log.actor_name is
  'The staff member''s display name when the entry was written (display_name, else full_name, else the e-mail address); null for a signed-in user who is not staff.';
comment on column public.activity_log.subject is
  'The name or title of what was changed, when the entry was written (a sermon''s title, a staff member''s name, an invitee''s address, a file''s path); null for visitors'' submissions.';
comment on column public.activity_log.summary is
  'The entry as a sentence, e.g. ''Communications published the sermon "Grace Abounds"''. Never holds a visitor''s personal data.';

-- Names ------------------------------------------------------------------------------------------

-- A staff member's name as the staff pages show it: display_name, else full_name (metadata of the
-- account), else the e-mail address; null when the account is gone. Security invoker: its callers
-- (the activity triggers, the note trigger, inbox_assignees) run as the owner, who reads auth.users.
create or replace function private.staff_name(uid uuid)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'display_name'), ''),
                  nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
                  u.email::text)
  from auth.users as u
  where u.id = uid;
$$;

comment on function private.staff_name(uuid) is
  'A staff member''s name: the account''s display_name, else full_name, else its e-mail address (null when the account is gone).';
revoke execute on function private.staff_name(uuid) from public, anon, authenticated, service_role;

create or replace function private.role_label(role text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case role when 'admin' then 'Admin' when 'editor' then 'Editor' when 'care' then 'Pastoral care'
                   else role end;
$$;
revoke execute on function private.role_label(text) from public, anon, authenticated, service_role;

-- Whose values are never recorded ----------------------------------------------------------------

-- For a table that holds somebody's personal data, the only columns whose values the log may
-- keep (an empty array: none); null for every other table (staff data and content: all values
-- but the trigger's private columns). Visitors' tables are found from the grants: a public table
-- anon may insert into is a public form.
create or replace function private.activity_shown_columns(table_name text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select case
    when table_name = 'member_testimonies' then array['is_approved']
    when table_name in ('prayer_requests', 'contact_messages', 'first_timers', 'newsletter_subscribers', 'birthdays')
      then array[]::text[]
    when coalesce(has_any_column_privilege('anon', to_regclass(format('public.%I', table_name)), 'INSERT'), false)
      then array[]::text[]
  end;
$$;

comment on function private.activity_shown_columns(text) is
  'The columns of a table with personal data (visitors'' forms, birthdays) whose values the activity log may keep (none but a testimony''s is_approved); null for tables of staff data and content.';
revoke execute on function private.activity_shown_columns(text) from public, anon, authenticated, service_role;

-- Sentences --------------------------------------------------------------------------------------

-- 'a ' or 'an ' before a noun.
create or replace function private.activity_article(noun text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when noun ~* '^[aeiou]' then 'an ' else 'a ' end || noun;
$$;
revoke execute on function private.activity_article(text) from public, anon, authenticated, service_role;

-- An inbox kind as a sentence names it: 'a prayer request'.
create or replace function private.activity_inbox_kind(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'prayer_request' then 'a prayer request' when 'prayer_requests' then 'a prayer request'
    when 'contact_message' then 'a contact message' when 'contact_messages' then 'a contact message'
    when 'first_timer' then 'a first-timer card' when 'first_timers' then 'a first-timer card'
    else 'an inbox item' end;
$$;
revoke execute on function private.activity_inbox_kind(text) from public, anon, authenticated, service_role;

-- The name or title of the row an entry is about (at most 120 characters), or null: never for
-- the tables of private.activity_shown_columns().
create or replace function private.activity_subject(table_name text, the_row jsonb)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  s text;
begin
  if private.activity_shown_columns(table_name) is not null or the_row is null then
    return null;
  end if;
  s := case table_name
    when 'church_events' then the_row ->> 'title'
    when 'sermons' then the_row ->> 'title'
    when 'pastor_blog_posts' then the_row ->> 'title'
    when 'pastor_books' then the_row ->> 'title'
    when 'bookstore_items' then the_row ->> 'title'
    when 'pastor_words' then the_row ->> 'title'
    when 'pastor_key_verses' then the_row ->> 'reference'
    when 'church_event_exceptions' then coalesce(
      nullif(btrim(the_row ->> 'title'), ''),
      (select e.title from public.church_events as e where e.id::text = the_row ->> 'event_id'))
    when 'gallery_images' then the_row ->> 'description'
    when 'hero_videos' then regexp_replace(the_row ->> 'video_file_path', '^.*/', '')
    when 'site_settings' then the_row ->> 'setting_key'
    when 'staff_members' then private.staff_name((the_row ->> 'user_id')::uuid)
    when 'staff_invitations' then the_row ->> 'email'
    when 'storage.objects' then (the_row ->> 'bucket_id') || '/' || (the_row ->> 'name')
  end;
  s := nullif(btrim(regexp_replace(s, '\s+', ' ', 'g')), '');
  if length(s) > 120 then
    s := left(s, 119) || '…';
  end if;
  return s;
end;
$$;

comment on function private.activity_subject(text, jsonb) is
  'The name or title of the row an activity entry is about (a title, a staff member''s name, an invitee''s address, a file''s path), at most 120 characters; null for visitors'' submissions and birthdays.';
revoke execute on function private.activity_subject(text, jsonb) from public, anon, authenticated, service_role;

-- The entry as a sentence. `actor_name` null: a signed-in user who is not staff. Reads only the
-- columns it names from the rows, never a visitor's name, address, phone or words.
create or replace function private.activity_sentence(
  actor_name text,
  table_name text,
  action text,
  old_row jsonb,
  new_row jsonb,
  subject text
)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  the_row jsonb := coalesce(new_row, old_row);
  who text := coalesce(actor_name, 'A signed-in visitor');
  verb text := case action when 'insert' then 'added' when 'update' then 'changed' else 'deleted' end;
  quoted text := '"' || subject || '"';
  changed text[];
  noun text;
  thing text;
  kind text;
  what text;
  assignee text;
  parts text[] := '{}';
  published_at timestamptz;
  on_day text;
begin
  -- The columns whose value differs (an update), for the cases that tell them apart.
  select coalesce(array_agg(k), '{}') into changed
  from jsonb_object_keys(coalesce(new_row, '{}') || coalesce(old_row, '{}')) as k
  where action = 'update' and (old_row -> k) is distinct from (new_row -> k);

  case table_name
    when 'prayer_requests', 'contact_messages', 'first_timers' then
      kind := private.activity_inbox_kind(table_name);
      what := case action
        when 'insert' then case when actor_name is null then 'sent ' else 'added ' end || kind
        when 'update' then 'changed ' || kind
        else 'deleted ' || kind end;

    when 'member_testimonies' then
      what := case
        when action = 'insert' and actor_name is null then 'sent a testimony'
        when action = 'insert' and (new_row ->> 'is_approved')::boolean then 'added an approved testimony'
        when action = 'insert' then 'added a testimony'
        when action = 'update' and 'is_approved' = any (changed) and (new_row ->> 'is_approved')::boolean
          then 'approved a testimony'
        when action = 'update' and 'is_approved' = any (changed) then 'withdrew the approval of a testimony'
        when action = 'update' then 'changed a testimony'
        else 'deleted a testimony' end;

    when 'newsletter_subscribers' then
      what := case
        when action = 'insert' and actor_name is null then 'subscribed to the newsletter'
        when action = 'insert' then 'added a newsletter subscriber'
        when action = 'update' then 'changed a newsletter subscriber'
        else 'removed a newsletter subscriber' end;

    when 'birthdays' then
      what := verb || ' a birthday';

    when 'inbox_items' then
      kind := private.activity_inbox_kind(the_row ->> 'kind');
      if 'status' = any (changed) then
        parts := parts || ('marked ' || kind || ' ' || case new_row ->> 'status'
          when 'new' then 'New' when 'in_progress' then 'In progress' when 'done' then 'Done'
          when 'archived' then 'Archived' else coalesce(new_row ->> 'status', '') end);
      end if;
      if 'assignee_id' = any (changed) then
        if new_row ->> 'assignee_id' is null then
          parts := parts || ('unassigned ' || case when cardinality(parts) > 0 then 'it' else kind end);
        else
          assignee := coalesce(private.staff_name((new_row ->> 'assignee_id')::uuid), 'a former staff member');
          parts := parts || ('assigned ' || case when cardinality(parts) > 0 then 'it' else kind end || ' to ' || assignee);
        end if;
      end if;
      what := coalesce(nullif(array_to_string(parts, ' and '), ''), verb || ' the follow-up of ' || kind);

    when 'inbox_notes' then
      kind := private.activity_inbox_kind(the_row ->> 'kind');
      what := case action when 'insert' then 'added a note to ' || kind
                          when 'update' then 'changed a note on ' || kind
                          else 'deleted a note on ' || kind end;

    when 'inbox_retention' then
      what := 'changed how long inbox items are kept';

    when 'alert_preferences' then
      what := case action when 'delete' then 'turned off their inbox e-mail alerts'
                          else 'changed their inbox e-mail alerts' end;

    when 'site_settings' then
      thing := coalesce('the setting ' || quoted, 'a setting');
      what := case action when 'insert' then 'added ' when 'update' then 'changed ' else 'removed ' end || thing;

    when 'staff_members' then
      thing := coalesce(subject, 'a former staff member');
      what := case
        when action = 'insert' then 'added ' || thing || ' to the staff as ' || private.role_label(new_row ->> 'role')
        when action = 'update' and 'role' = any (changed) then
          'changed ' || thing || ' from ' || private.role_label(old_row ->> 'role') || ' to '
            || private.role_label(new_row ->> 'role')
        when action = 'update' then 'changed ' || thing
        else 'removed ' || thing || ' from the staff' end;

    when 'staff_invitations' then
      thing := coalesce(subject, 'someone');
      what := case
        when action = 'insert' then 'invited ' || thing || ' as ' || private.role_label(new_row ->> 'role')
        when action = 'update' and 'role' = any (changed) then
          'changed the invitation of ' || thing || ' from ' || private.role_label(old_row ->> 'role') || ' to '
            || private.role_label(new_row ->> 'role')
        when action = 'update' then 'resent the invitation to ' || thing
        else 'withdrew the invitation to ' || thing end;

    when 'storage.objects' then
      thing := coalesce('the file ' || quoted, 'a file');
      what := case action when 'insert' then 'uploaded ' when 'update' then 'replaced ' else 'removed ' end || thing;

    when 'sermons', 'church_events' then
      thing := coalesce(case table_name when 'sermons' then 'the sermon ' else 'the event ' end || quoted,
                        case table_name when 'sermons' then 'a sermon' else 'an event' end);
      what := case
        when action = 'insert' then case new_row ->> 'status'
          when 'draft' then 'added ' || thing || ' as a draft'
          when 'scheduled' then 'scheduled ' || thing
          else 'published ' || thing end
        when action = 'update' and 'status' = any (changed) then case new_row ->> 'status'
          when 'draft' then 'moved ' || thing || ' back to drafts'
          when 'scheduled' then 'scheduled ' || thing
          else 'published ' || thing end
        when action = 'update' and 'published_at' = any (changed) and new_row ->> 'status' = 'scheduled'
          then 'rescheduled ' || thing
        when action = 'update' then 'changed ' || thing
        else 'deleted ' || thing end;

    when 'pastor_blog_posts' then
      thing := coalesce('the blog post ' || quoted, 'a blog post');
      published_at := (new_row ->> 'published_at')::timestamptz;
      what := case
        when action = 'delete' then 'deleted ' || thing
        when action = 'update' and not ('published_at' = any (changed)) then 'changed ' || thing
        when published_at is null and action = 'insert' then 'added ' || thing || ' as a draft'
        when published_at is null then 'moved ' || thing || ' back to drafts'
        when published_at > now() then 'scheduled ' || thing
        else 'published ' || thing end;

    when 'church_event_exceptions' then
      thing := coalesce('the event ' || quoted, 'an event');
      on_day := to_char((the_row ->> 'occurrence_date')::date, 'Mon FMDD, YYYY');
      what := case
        when action = 'delete' then 'restored ' || thing || ' on ' || on_day
        when (new_row ->> 'is_cancelled')::boolean and (action = 'insert' or 'is_cancelled' = any (changed))
          then 'cancelled ' || thing || ' on ' || on_day
        when action = 'update' and 'is_cancelled' = any (changed) then 'restored ' || thing || ' on ' || on_day
        else 'changed ' || thing || ' on ' || on_day end;

    else
      noun := case table_name
        when 'pastor_books' then 'book'
        when 'bookstore_items' then 'bookstore item'
        when 'gallery_images' then 'gallery image'
        when 'hero_videos' then 'hero video'
        when 'pastor_words' then 'word of encouragement'
        when 'pastor_key_verses' then 'key verse'
        else 'row of ' || table_name end;
      thing := coalesce('the ' || noun || ' ' || quoted, private.activity_article(noun));
      what := verb || ' ' || thing;
  end case;

  return who || ' ' || what;
end;
$$;

comment on function private.activity_sentence(text, text, text, jsonb, jsonb, text) is
  'An activity entry as a sentence (''Communications published the sermon "Grace Abounds"''); reads only the columns it names, never a visitor''s personal data.';
revoke execute on function private.activity_sentence(text, text, text, jsonb, jsonb, text)
  from public, anon, authenticated, service_role;

-- The recording trigger --------------------------------------------------------------------------

-- Trigger arguments as before: the area, then the names of columns whose values are private. For
-- the tables of private.activity_shown_columns() every value is private but the columns it names.
-- security definer: the caller may not insert into activity_log nor read auth.users for the names;
-- the function writes one entry describing the caller's own change.
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
  table_label text := case when tg_table_schema = 'public' then tg_table_name
                           else tg_table_schema || '.' || tg_table_name end;
  private_columns text[] := tg_argv[1:];
  shown_columns text[] := private.activity_shown_columns(table_label);
  -- Bookkeeping columns that every write touches and that say nothing about the change.
  noise text[] := case when tg_table_schema = 'storage'
                       then array['updated_at', 'last_accessed_at', 'path_tokens', 'version', 'owner', 'owner_id']
                       else array['updated_at', 'version'] end;
  columns text[] := '{}';
  changes jsonb := '{}';
  col text;
  entry jsonb;
  key text;
  by_staff boolean;
  the_name text;
  the_subject text;
  the_summary text;
begin
  if actor is null then
    return null;
  end if;
  -- An inbox workflow row comes and goes with the visitor's row, which has its own entry.
  if table_label = 'inbox_items' and tg_op <> 'UPDATE' then
    return null;
  end if;

  for col in select jsonb_object_keys(the_row) loop
    continue when col = any (noise);
    continue when tg_op = 'UPDATE' and (old_row -> col) is not distinct from (new_row -> col);
    columns := columns || col;
    continue when case when shown_columns is not null then not (col = any (shown_columns))
                       else col = any (private_columns) end;
    entry := '{}';
    if old_row is not null then entry := entry || jsonb_build_object('old', old_row -> col); end if;
    if new_row is not null then entry := entry || jsonb_build_object('new', new_row -> col); end if;
    changes := changes || jsonb_build_object(col, entry);
  end loop;

  -- An update that changed nothing worth telling (e.g. the same values sent again) is not an event.
  if tg_op = 'UPDATE' and cardinality(columns) = 0 then
    return null;
  end if;

  -- The assignee by name, as the page shows it.
  if table_label = 'inbox_items' and changes ? 'assignee_id' then
    changes := changes || jsonb_build_object('assignee_id', jsonb_build_object(
      'old', private.staff_name((old_row ->> 'assignee_id')::uuid),
      'new', private.staff_name((new_row ->> 'assignee_id')::uuid)));
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

  -- A signed-in user who is not staff (a member sending a form) is recorded by id only.
  by_staff := exists (select 1 from public.staff_members as s where s.user_id = actor);
  if by_staff then
    the_name := coalesce(private.staff_name(actor), auth.email());
  end if;
  -- The sentence must never stop the change it describes.
  begin
    the_subject := private.activity_subject(table_label, the_row);
    the_summary := private.activity_sentence(the_name, table_label, lower(tg_op), old_row, new_row, the_subject);
  exception when others then
    the_subject := null;
    the_summary := coalesce(the_name, 'A signed-in visitor') || ' changed a row of ' || table_label;
  end;

  insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                   changed_columns, changes, subject, summary)
  values (
    actor,
    case when by_staff then coalesce((select u.email from auth.users as u where u.id = actor), auth.email()) end,
    the_name,
    tg_argv[0],
    table_label,
    coalesce(key, ''),
    lower(tg_op),
    columns,
    changes,
    the_subject,
    the_summary
  );
  return null;
end;
$$;

comment on function private.record_activity() is
  'Trigger: records a signed-in user''s insert, update or delete in public.activity_log as a sentence with the changed columns (argument 1: area; further arguments: private columns, recorded by name only). Visitors'' forms and birthdays: no values but a testimony''s is_approved; a user who is not staff: by id only.';
revoke execute on function private.record_activity() from public, anon, authenticated;

-- Staff invitations ------------------------------------------------------------------------------

-- Reads only email, role, invited_by, invited_at, expires_at and accepted_at (the invitation
-- table gains other columns, e.g. a token's hash, that must never reach the log). security
-- definer for the same reasons as private.record_activity().
create or replace function private.record_invitation_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  old_row jsonb;
  new_row jsonb;
  action text := lower(tg_op);
  columns text[] := '{}';
  changes jsonb := '{}';
  col text;
  entry jsonb;
  the_name text;
  address text;
  the_summary text;
begin
  if actor is null then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    old_row := jsonb_build_object('email', old.email, 'role', old.role, 'invited_by', old.invited_by,
                                  'invited_at', old.invited_at, 'expires_at', old.expires_at,
                                  'accepted_at', old.accepted_at);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    new_row := jsonb_build_object('email', new.email, 'role', new.role, 'invited_by', new.invited_by,
                                  'invited_at', new.invited_at, 'expires_at', new.expires_at,
                                  'accepted_at', new.accepted_at);
  end if;

  -- Invited: a new pending invitation. Withdrawn: a pending one deleted. Resent or changed: a
  -- pending one renewed (later invited_at or expires_at) or given another role. Accepting and
  -- any other bookkeeping are not events of the log.
  if tg_op = 'INSERT' and (new_row ->> 'accepted_at') is not null then
    return null;
  elsif tg_op = 'DELETE' and (old_row ->> 'accepted_at') is not null then
    return null;
  elsif tg_op = 'UPDATE' and (
      (new_row ->> 'accepted_at') is not null
      or not ((new_row ->> 'role') is distinct from (old_row ->> 'role')
              or (new_row ->> 'invited_at')::timestamptz > (old_row ->> 'invited_at')::timestamptz
              or (new_row ->> 'expires_at')::timestamptz > (old_row ->> 'expires_at')::timestamptz)) then
    return null;
  end if;

  for col in select unnest(array['email', 'role', 'expires_at']) loop
    continue when tg_op = 'UPDATE' and (old_row -> col) is not distinct from (new_row -> col);
    columns := columns || col;
    entry := '{}';
    if old_row is not null then entry := entry || jsonb_build_object('old', old_row -> col); end if;
    if new_row is not null then entry := entry || jsonb_build_object('new', new_row -> col); end if;
    changes := changes || jsonb_build_object(col, entry);
  end loop;

  address := coalesce(new_row, old_row) ->> 'email';
  the_name := coalesce(private.staff_name(actor), auth.email());
  begin
    the_summary := private.activity_sentence(the_name, 'staff_invitations', action, old_row, new_row, address);
  exception when others then
    the_summary := the_name || ' changed the invitation of ' || address;
  end;

  insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                   changed_columns, changes, subject, summary)
  values (
    actor,
    coalesce((select u.email from auth.users as u where u.id = actor), auth.email()),
    the_name,
    'staff',
    'staff_invitations',
    address,
    action,
    columns,
    changes,
    address,
    the_summary
  );
  return null;
end;
$$;

comment on function private.record_invitation_activity() is
  'Trigger on private.staff_invitations: records an invitation (insert), its renewal or role change (update of a pending one) and its withdrawal (delete of a pending one) by a signed-in admin; reads only email, role, invited_by, invited_at, expires_at and accepted_at.';
revoke execute on function private.record_invitation_activity() from public, anon, authenticated, service_role;

create trigger staff_invitations_activity
  after insert or update or delete on private.staff_invitations
  for each row execute function private.record_invitation_activity();

-- Entries written before -------------------------------------------------------------------------

-- Removes personal data from entries: on the tables of private.activity_shown_columns(), every
-- value but the shown columns', and the name and address of an actor who was not staff (a
-- member's own submission, and the inbox workflow row it brought along). Optionally only the
-- entries of one table's rows (the erasure). Returns how many entries it changed; they are
-- described anew.
create or replace function private.scrub_activity_log(only_table text default null, only_rows text[] default null)
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  scrubbed bigint;
begin
  with personal as (
    select l.id,
           case when private.activity_shown_columns(l.table_name) is null then l.changes
                else coalesce((select jsonb_object_agg(e.key, e.value)
                               from jsonb_each(l.changes) as e
                               where e.key = any (private.activity_shown_columns(l.table_name))), '{}'::jsonb)
           end as changes,
           l.action = 'insert' and not exists (
             select 1 from public.staff_members as s where s.user_id = l.actor_id
           ) as by_visitor
    from public.activity_log as l
    where (private.activity_shown_columns(l.table_name) is not null or l.table_name = 'inbox_items')
      and (only_table is null or l.table_name = only_table)
      and (only_rows is null or l.row_id = any (only_rows))
  ), changed as (
    update public.activity_log as l
    set changes = p.changes,
        actor_email = case when p.by_visitor then null else l.actor_email end,
        actor_name = case when p.by_visitor then null else l.actor_name end,
        subject = case when l.table_name = 'inbox_items' then l.subject end,
        summary = ''
    from personal as p
    where l.id = p.id
      and (l.changes is distinct from p.changes
           or (p.by_visitor and (l.actor_email is not null or l.actor_name is not null))
           or (l.table_name <> 'inbox_items' and l.subject is not null))
    returning 1
  )
  select count(*) into scrubbed from changed;
  perform private.describe_activity_log();
  return scrubbed;
end;
$$;

-- The current row of a public table by its (one-column) primary key, for describing an old
-- entry whose changes do not name the title.
create or replace function private.activity_current_row(table_name text, row_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  rel regclass := to_regclass(format('public.%I', table_name));
  pk text;
  found_row jsonb;
begin
  if rel is null then
    return null;
  end if;
  select a.attname into pk
  from pg_catalog.pg_index as i
  join pg_catalog.pg_attribute as a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])
  where i.indrelid = rel and i.indisprimary and cardinality(i.indkey::int2[]) = 1;
  if pk is null then
    return null;
  end if;
  execute format('select to_jsonb(t) from %s as t where t.%I::text = $1', rel, pk) into found_row using row_id;
  return found_row;
end;
$$;
revoke execute on function private.activity_current_row(text, text) from public, anon, authenticated, service_role;

-- Gives every entry without a sentence (written before this migration, or just scrubbed) its
-- actor's name, subject and sentence, from what the entry holds (and, for the title of an
-- updated row, the row as it is now). Returns how many. Run by the owner (this migration) and by
-- erase_person (security definer), like private.scrub_activity_log().
create or replace function private.describe_activity_log()
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  l public.activity_log;
  old_row jsonb;
  new_row jsonb;
  current_row jsonb;
  the_name text;
  the_subject text;
  described bigint := 0;
begin
  for l in select * from public.activity_log as a where a.summary = '' order by a.id loop
    old_row := (select jsonb_object_agg(e.key, e.value -> 'old') from jsonb_each(l.changes) as e where e.value ? 'old');
    new_row := (select jsonb_object_agg(e.key, e.value -> 'new') from jsonb_each(l.changes) as e where e.value ? 'new');
    current_row := case when l.action = 'update' and private.activity_shown_columns(l.table_name) is null
                        then private.activity_current_row(l.table_name, l.row_id) end;
    old_row := case when l.action in ('update', 'delete') then coalesce(current_row, '{}') || coalesce(old_row, '{}') end;
    new_row := case when l.action in ('insert', 'update') then coalesce(current_row, '{}') || coalesce(new_row, '{}') end;
    if l.table_name = 'storage.objects' then
      new_row := case when new_row is not null then new_row || jsonb_build_object(
        'bucket_id', split_part(l.row_id, '/', 1), 'name', substr(l.row_id, strpos(l.row_id, '/') + 1)) end;
      old_row := case when old_row is not null then old_row || jsonb_build_object(
        'bucket_id', split_part(l.row_id, '/', 1), 'name', substr(l.row_id, strpos(l.row_id, '/') + 1)) end;
    elsif l.table_name = 'staff_members' then
      new_row := case when new_row is not null then new_row || jsonb_build_object('user_id', l.row_id) end;
      old_row := case when old_row is not null then old_row || jsonb_build_object('user_id', l.row_id) end;
    elsif l.table_name = 'site_settings' then
      new_row := case when new_row is not null then new_row || jsonb_build_object('setting_key', l.row_id) end;
      old_row := case when old_row is not null then old_row || jsonb_build_object('setting_key', l.row_id) end;
    end if;
    -- A member's own submission stays nameless; staff by their name (the address if the account is gone).
    the_name := case when l.actor_email is null and l.actor_name is null then null
                     else coalesce(l.actor_name, private.staff_name(l.actor_id), l.actor_email) end;
    begin
      the_subject := private.activity_subject(l.table_name, coalesce(new_row, old_row));
      update public.activity_log as a
      set actor_name = the_name,
          subject = the_subject,
          summary = private.activity_sentence(the_name, l.table_name, l.action, old_row, new_row, the_subject)
      where a.id = l.id;
    exception when others then
      update public.activity_log as a
      set actor_name = the_name,
          summary = coalesce(the_name, 'A signed-in visitor') || ' changed a row of ' || l.table_name
      where a.id = l.id;
    end;
    described := described + 1;
  end loop;
  return described;
end;
$$;

comment on function private.describe_activity_log() is
  'Gives every activity entry without a sentence its actor''s name, subject and sentence; returns how many.';
revoke execute on function private.describe_activity_log() from public, anon, authenticated, service_role;

comment on function private.scrub_activity_log(text, text[]) is
  'Removes personal data from activity entries (values of visitors'' forms and birthdays but a testimony''s is_approved; the name and address of a signed-in user who is not staff), all or those of some rows of one table, and describes them anew; returns how many changed.';
revoke execute on function private.scrub_activity_log(text, text[]) from public, anon, authenticated, service_role;

-- Scrubs what needs it, then describes every entry (all of them: none had a sentence).
select private.scrub_activity_log();

-- People who appear in the log, for the activity page's filter ---------------------------------

drop function public.activity_log_people();

-- security invoker: reads activity_log with the caller's rights, so only admins get rows. Staff
-- only (users who are not staff have no name in the log), with their latest recorded name.
create or replace function public.activity_log_people()
returns table (actor_id uuid, actor_email text, actor_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct on (l.actor_id) l.actor_id, l.actor_email, coalesce(l.actor_name, l.actor_email)
  from public.activity_log as l
  where l.actor_name is not null or l.actor_email is not null
  order by l.actor_id, l.occurred_at desc, l.id desc;
$$;

comment on function public.activity_log_people() is
  'The staff who appear in the activity log (user id, latest recorded e-mail address and name); admins only, through RLS.';
revoke execute on function public.activity_log_people() from public, anon;
grant execute on function public.activity_log_people() to authenticated, service_role;

-- Staff by name elsewhere ------------------------------------------------------------------------

-- A note's author by name (as at the time of writing, like author_email). The trigger stays
-- security definer (20261125130000_inbox.sql): it reads auth.users, which the caller may not.
alter table public.inbox_notes add column author_name text;
comment on column public.inbox_notes.author_name is
  'The author''s name when the note was written (display_name, else full_name, else the e-mail address). Set by the database.';
update public.inbox_notes set author_name = coalesce(private.staff_name(author_id), author_email);

create or replace function private.inbox_notes_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A request through the API always has a user; SQL run by the owner (dashboard, tests) may name one.
  new.author_id := coalesce(auth.uid(), new.author_id);
  new.author_email := coalesce((select u.email from auth.users as u where u.id = new.author_id), auth.email());
  new.author_name := coalesce(private.staff_name(new.author_id), new.author_email);
  new.created_at := now();
  return new;
end;
$$;

comment on function private.inbox_notes_before_insert() is
  'Trigger: a note''s author (auth.uid(), their e-mail address and name) and time are set by the database.';

-- The assignees by the name the staff pages use everywhere (display_name, else full_name, else the
-- e-mail address); unchanged otherwise (20261125130000_inbox.sql; security definer: the caller may
-- read neither auth.users nor other staff rows, and it answers only admins and care).
create or replace function public.inbox_assignees()
returns table (user_id uuid, display_name text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.user_id, coalesce(private.staff_name(u.id), u.email::text), u.email::text
  from public.staff_members as s
  join auth.users as u on u.id = s.user_id
  where s.role in ('admin', 'care')
    and public.has_staff_role('admin', 'care')
  order by 2;
$$;

notify pgrst, 'reload schema';
