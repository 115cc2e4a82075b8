-- A second look before a mass send, and counts that outlive the send rows (issue "A church's
-- first week", item 3; docs/decisions/0040).
--
--   newsletter_recipient_count()   admins and editors: how many confirmed subscribers a 'Send now'
--                                  or 'Schedule' reaches now (the composer asks 'Send to N
--                                  subscribers?')
--   newsletter_progress(issue_id)  sent / failed / pending, and unsubscribed since the issue
--
-- An issue's send rows go with the subscription (unsubscribe, erasure: `on delete cascade`), so
-- that no row ties a former reader to what they received. Before this migration the history then
-- dropped to 'Sent 0'. What a removed row counted is now kept, as numbers only, in
-- private.newsletter_issue_tallies.

create table private.newsletter_issue_tallies (
  issue_id uuid primary key references public.newsletter_issues (id) on delete cascade,
  -- Removed send rows by their last status: the issue reached them (sent) or did not (failed).
  sent integer not null default 0 check (sent >= 0),
  failed integer not null default 0 check (failed >= 0),
  -- Recipients whose subscription ended after the issue was queued (each removed row).
  unsubscribed integer not null default 0 check (unsubscribed >= 0)
);
comment on table private.newsletter_issue_tallies is
  'What an issue''s removed send rows counted (sent, failed, unsubscribed since): numbers only, no one''s id.';
revoke all on table private.newsletter_issue_tallies from public, anon, authenticated, service_role;

create or replace function private.newsletter_tally_removed_send()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The issue itself going (cascade) needs no tally.
  if old.kind = 'issue' and exists (select 1 from public.newsletter_issues as i where i.id = old.issue_id) then
    insert into private.newsletter_issue_tallies as t (issue_id, sent, failed, unsubscribed)
    values (old.issue_id, (old.status = 'sent')::integer, (old.status = 'failed')::integer, 1)
    on conflict (issue_id) do update set
      sent = t.sent + excluded.sent,
      failed = t.failed + excluded.failed,
      unsubscribed = t.unsubscribed + 1;
  end if;
  return null;
end;
$$;
revoke execute on function private.newsletter_tally_removed_send() from public, anon, authenticated, service_role;

create trigger newsletter_sends_tally after delete on public.newsletter_sends
  for each row execute function private.newsletter_tally_removed_send();

drop function public.newsletter_progress(uuid);
create function public.newsletter_progress(issue_id uuid)
returns table (sent bigint, failed bigint, pending bigint, unsubscribed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors read newsletter progress.';
  end if;
  return query
  select count(*) filter (where s.status = 'sent') + coalesce(max(t.sent), 0),
         count(*) filter (where s.status = 'failed') + coalesce(max(t.failed), 0),
         count(*) filter (where s.status in ('pending', 'sending')),
         coalesce(max(t.unsubscribed), 0)::bigint
  from (select newsletter_progress.issue_id as id) as i
  left join public.newsletter_sends as s on s.issue_id = i.id and s.kind = 'issue'
  left join private.newsletter_issue_tallies as t on t.issue_id = i.id;
end;
$$;
comment on function public.newsletter_progress(uuid) is
  'Admins and editors: the issue''s recipients sent, failed and pending, and how many unsubscribed since (the counts of their removed send rows are kept).';
revoke execute on function public.newsletter_progress(uuid) from public, anon;
grant execute on function public.newsletter_progress(uuid) to authenticated;

create or replace function public.newsletter_recipient_count()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send newsletters.';
  end if;
  return (select count(*)::integer from public.newsletter_subscribers as s where s.confirmed_at is not null);
end;
$$;
comment on function public.newsletter_recipient_count() is
  'Admins and editors: the confirmed subscribers an issue sent now would reach (the composer''s ''Send to N subscribers?'').';
revoke execute on function public.newsletter_recipient_count() from public, anon;
grant execute on function public.newsletter_recipient_count() to authenticated;

-- The weekly digest's hour after the chosen time, measured as an interval: `time + interval`
-- wraps at midnight, so a digest chosen for 23:00 or later was never sent.
create or replace function private.newsletter_weekly_digest()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.newsletter_settings;
  local_now timestamp := now() at time zone private.church_time_zone();
  draft jsonb;
  new_slug text;
  new_id uuid;
begin
  select * into settings from public.newsletter_settings where id;
  if not found or not settings.weekly_digest
     or extract(dow from local_now)::integer <> settings.digest_day
     or local_now::time < settings.digest_time
     or local_now::time - settings.digest_time >= interval '1 hour'
     or exists (select 1 from public.newsletter_issues as i
                where i.is_digest and i.created_at > now() - interval '6 days') then
    return null;
  end if;
  draft := private.newsletter_compose(private.newsletter_last_sent());
  if not (draft ->> 'has_news')::boolean then
    return null;
  end if;
  new_slug := draft ->> 'slug';
  if exists (select 1 from public.newsletter_issues as i where i.slug = new_slug) then
    new_slug := new_slug || '-' || substr(md5(random()::text), 1, 6);
  end if;
  insert into public.newsletter_issues (slug, subject, preheader, body, is_digest, created_by)
  values (new_slug, draft ->> 'subject', draft ->> 'preheader', draft ->> 'body', true, null)
  returning id into new_id;
  perform private.newsletter_queue(new_id);
  return new_id;
end;
$$;
revoke execute on function private.newsletter_weekly_digest() from public, anon, authenticated, service_role;
