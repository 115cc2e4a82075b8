-- Every table a staff role can update carries `version` (issue 42 item 3; docs/decisions/0020).
--
-- The staff areas built after the row versions (giving, registration, newsletter, the hero videos,
-- the retention settings, alert choices, staff roles) had none: two people saving the same
-- settings or the same newsletter issue overwrote each other silently. Each table gets the same
-- column, grant and trigger as 20261126090000_row_versions.sql: 1 on insert, one more on each
-- accepted update; an update sending another value is refused with PT409 `row_changed`; an update
-- that does not name `version` (a row action such as a role change, a function, a script) passes
-- and still counts.
--
-- tests/db/row-versions.test.ts lists every table a staff role may update (grants and policies)
-- and fails for one without this trigger.

do $$
declare
  t text;
begin
  foreach t in array array['giving_settings', 'giving_funds', 'event_registration_settings',
                           'event_registration_dates', 'newsletter_issues', 'newsletter_settings',
                           'hero_videos', 'inbox_retention', 'registration_retention',
                           'alert_preferences', 'staff_members']
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
