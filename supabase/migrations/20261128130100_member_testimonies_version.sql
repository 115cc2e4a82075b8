-- Testimonies join the row versions of the staff editors (issue 30 item 8; decision 0020): the
-- moderation page's edit form sends the version it read, and a save over someone else's change
-- is refused with PT409 `row_changed` like every other staff-edited table. Approve / Unapprove
-- does not name the version (it sets one column, whatever the text says), so it passes and counts.
-- Same column, grant and trigger as 20261126090000_row_versions.sql.

alter table public.member_testimonies
  add column version integer not null default 1 check (version > 0);
comment on column public.member_testimonies.version is
  'Optimistic concurrency: 1 on insert, one more on each update; an update sending another value is refused (PT409 row_changed).';
grant update (version) on table public.member_testimonies to authenticated;
create trigger member_testimonies_check_version
  before update on public.member_testimonies
  for each row execute function private.check_row_version();
