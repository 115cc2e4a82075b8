-- Year-end statements are e-mailed once per donor and year (issue 41 item 7; docs/decisions/0038).
-- 'E-mail statements' on /admin/giving asks the giving-statements function, which claims each
-- donor's send here with the caller's token, e-mails it with the send's id as the e-mail API's
-- idempotency key, and records it as sent. A second press finds every donor sent (with the date)
-- and sends nothing; 'Send again' is a new send for the donors staff chose. A retry of the same
-- press (the same request id) claims the same sends, so the same keys: nothing is sent twice.
--
--   table / function                       admin, finance        others
--   giving_statement_sends                 read                  -
--   claim_giving_statement_sends(...)      call                  42501
--   finish_giving_statement_sends(ids)     call (activity log)   42501

create table public.giving_statement_sends (
  id uuid primary key default gen_random_uuid(),
  year integer not null check (year between 2000 and 2100),
  donor_email text not null check (donor_email = lower(donor_email) and length(donor_email) between 3 and 254),
  -- false: the statement's e-mail of the year (one per donor); true: a 'Send again'.
  again boolean not null default false,
  -- The press that asked for it (the browser's id for that press).
  request_id uuid not null,
  requested_by uuid,
  requested_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table public.giving_statement_sends is
  'Year-end statements e-mailed (or being e-mailed) to donors: one per donor and year, plus each ''Send again''. Written by claim_/finish_giving_statement_sends; read by admin and finance.';
create unique index giving_statement_sends_first_key on public.giving_statement_sends (year, donor_email) where not again;
create unique index giving_statement_sends_again_key on public.giving_statement_sends (year, donor_email, request_id) where again;

alter table public.giving_statement_sends enable row level security;
revoke all on public.giving_statement_sends from anon, authenticated;
grant select on public.giving_statement_sends to authenticated;
grant all on public.giving_statement_sends to service_role;
create policy "giving_statement_sends: admin and finance read" on public.giving_statement_sends
  for select to authenticated using ((select public.has_staff_role('admin', 'finance')));

/**
 * Claims the statement e-mails of one press: for each of `donor_emails` (the year's statements),
 * its send of the year (created if new), or with `again` a new send of this press. Returns every
 * claimed send; those with `sent_at` were sent already and must not be sent again.
 *
 * @param request_id - the press (a UUID the page makes per press; a retry sends the same).
 * @throws 42501 for a caller who is not admin or finance; 22023 for a bad year or request.
 */
create or replace function public.claim_giving_statement_sends(
  year integer,
  request_id uuid,
  donor_emails text[],
  again boolean default false
)
returns table (id uuid, donor_email text, sent_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  emails text[];
begin
  if not (select public.has_staff_role('admin', 'finance')) then
    raise exception 'Only admin and finance send giving statements.' using errcode = '42501';
  end if;
  if claim_giving_statement_sends.year is null or claim_giving_statement_sends.year not between 2000 and 2100
     or claim_giving_statement_sends.request_id is null or cardinality(donor_emails) > 20000 then
    raise exception 'Choose a year from 2000 to 2100.' using errcode = '22023';
  end if;
  select coalesce(array_agg(distinct lower(btrim(e))), '{}') into emails
  from unnest(donor_emails) as e
  where lower(btrim(e)) ~ '^[^@\s]+@[^@\s]+$' and length(btrim(e)) <= 254;

  insert into public.giving_statement_sends as s (year, donor_email, again, request_id, requested_by)
  select claim_giving_statement_sends.year, e, coalesce(claim_giving_statement_sends.again, false),
    claim_giving_statement_sends.request_id, (select auth.uid())
  from unnest(emails) as e
  on conflict do nothing;

  return query
  select s.id, s.donor_email, s.sent_at from public.giving_statement_sends as s
  where s.year = claim_giving_statement_sends.year and s.donor_email = any (emails)
    and case when coalesce(claim_giving_statement_sends.again, false)
             then s.again and s.request_id = claim_giving_statement_sends.request_id
             else not s.again end
  order by s.donor_email;
end;
$$;
comment on function public.claim_giving_statement_sends(integer, uuid, text[], boolean) is
  'Admin and finance (the giving-statements function, with their token): claims the year''s statement e-mails of one press, one per donor and year (or a new one with again); returns them, sent_at set for those already sent.';
revoke execute on function public.claim_giving_statement_sends(integer, uuid, text[], boolean) from public, anon;
grant execute on function public.claim_giving_statement_sends(integer, uuid, text[], boolean) to authenticated;

/**
 * Records claimed sends as e-mailed, and the press in the activity log as one sentence without
 * any donor: 'Finance Office e-mailed the 2026 giving statements to 12 donors'.
 *
 * @returns how many sends were newly recorded.
 * @throws 42501 for a caller who is not admin or finance.
 */
create or replace function public.finish_giving_statement_sends(ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  done integer;
  the_year integer;
  is_again boolean;
  the_name text;
begin
  if not (select public.has_staff_role('admin', 'finance')) then
    raise exception 'Only admin and finance send giving statements.' using errcode = '42501';
  end if;
  with marked as (
    update public.giving_statement_sends as s set sent_at = now()
    where s.id = any (ids) and s.sent_at is null
    returning s.year, s.again
  )
  select count(*), min(m.year), bool_or(m.again) into done, the_year, is_again from marked as m;
  if done > 0 then
    the_name := coalesce(private.staff_name(actor), auth.email());
    insert into public.activity_log (actor_id, actor_email, actor_name, area, table_name, row_id, action,
                                     changed_columns, changes, subject, summary)
    values (actor, auth.email(), the_name, 'settings', 'giving_statement_sends', the_year::text, 'insert',
      '{}', '{}', the_year || ' giving statements',
      coalesce(the_name, 'A staff member') || ' e-mailed the ' || the_year || ' giving '
        || case when done = 1 then 'statement' else 'statements' end
        || case when is_again then ' again' else '' end
        || ' to ' || done || case when done = 1 then ' donor' else ' donors' end);
  end if;
  return done;
end;
$$;
comment on function public.finish_giving_statement_sends(uuid[]) is
  'Admin and finance (the giving-statements function): records claimed statement e-mails as sent and the press in the activity log (no donor named).';
revoke execute on function public.finish_giving_statement_sends(uuid[]) from public, anon;
grant execute on function public.finish_giving_statement_sends(uuid[]) to authenticated;
