-- Rebuilds for the newer public content (decision 0033's prerendered pages): a sent newsletter
-- issue appears on /newsletter and at /newsletter/<slug>, and an event's registration settings
-- decide the prerendered event page's 'Registration is open'. Both now request a site build the
-- way the older public tables do (20261128110000_site_builds_visible_changes.sql): only when what
-- a visitor can read has changed, and only for a staff member's or the server's change.

-- The full definition of 20261128110000 with one more case: visitors read sent issues only.
create or replace function private.visitor_sees(p_table text, p_row jsonb)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    case p_table
      when 'sermons' then
        p_row ->> 'status' <> 'draft' and (p_row ->> 'published_at')::timestamptz <= now()
      when 'pastor_blog_posts' then (p_row ->> 'published_at')::timestamptz <= now()
      when 'church_events' then p_row ->> 'status' = 'published'
      when 'church_event_exceptions' then exists (
        select 1 from public.church_events as e
        where e.id = (p_row ->> 'event_id')::uuid and e.status = 'published')
      when 'member_testimonies' then (p_row ->> 'is_approved')::boolean
      when 'newsletter_issues' then p_row ->> 'status' = 'sent'
      when 'event_registration_settings' then exists (
        select 1 from public.church_events as e
        where e.id = (p_row ->> 'event_id')::uuid and e.status = 'published')
      when 'event_registration_dates' then exists (
        select 1 from public.church_events as e
        where e.id = (p_row ->> 'event_id')::uuid and e.status = 'published')
      else true
    end,
    false)
$$;

revoke all on function private.visitor_sees(text, jsonb) from public, anon, authenticated, service_role;

do $$
declare
  v_table text;
begin
  foreach v_table in array array['newsletter_issues', 'event_registration_settings', 'event_registration_dates'] loop
    execute format(
      'create trigger site_build_after_insert after insert on public.%I '
      'referencing new table as new_rows for each statement execute function private.site_build_after_insert()',
      v_table);
    execute format(
      'create trigger site_build_after_update after update on public.%I '
      'referencing old table as old_rows new table as new_rows '
      'for each statement execute function private.site_build_after_update()',
      v_table);
    execute format(
      'create trigger site_build_after_delete after delete on public.%I '
      'referencing old table as old_rows for each statement execute function private.site_build_after_delete()',
      v_table);
    execute format(
      'create trigger site_build_after_truncate after truncate on public.%I '
      'for each statement execute function private.site_build_after_truncate()',
      v_table);
  end loop;
end;
$$;
