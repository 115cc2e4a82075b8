-- Year-end giving statements (issue 31 "Pages"; docs/decisions/0038): one statement per donor
-- (grouped by e-mail address) of a calendar year in the church's time zone, for the printable
-- page of /admin/giving and the giving-statements function that e-mails them. Security invoker:
-- the caller reads the gifts through row-level security (admin and finance only), and the
-- function refuses anybody else outright.

/**
 * The statements of `year`: [{ donor_email, donor_name, total_cents, gifts: [{ given_at,
 * fund_name, frequency, amount_cents }] }], ordered by donor name then e-mail; refunded gifts
 * left out, partly refunded ones counted net.
 *
 * @param year - 2000 to 2100.
 * @param time_zone - IANA zone of the church, e.g. 'America/Indiana/Indianapolis'.
 * @throws 42501 for a caller who is not admin or finance; 22023 for a year out of range.
 */
create or replace function public.giving_statements(year integer, time_zone text default 'America/Indiana/Indianapolis')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select public.has_staff_role('admin', 'finance')) then
    raise exception 'Only admin and finance read giving statements.' using errcode = '42501';
  end if;
  if year is null or year < 2000 or year > 2100 then
    raise exception 'Choose a year from 2000 to 2100.' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = time_zone) then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(s order by s ->> 'donor_name', s ->> 'donor_email')
    from (
      select jsonb_build_object(
        'donor_email', lower(d.donor_email),
        'donor_name', max(d.donor_name),
        'total_cents', sum(d.amount_cents - d.refunded_cents),
        'gifts', jsonb_agg(jsonb_build_object(
          'given_at', d.given_at, 'fund_name', d.fund_name, 'frequency', d.frequency,
          'amount_cents', d.amount_cents - d.refunded_cents) order by d.given_at)) as s
      from public.donations as d
      where d.donor_email is not null
        and d.status <> 'refunded'
        and extract(year from d.given_at at time zone time_zone) = year
      group by lower(d.donor_email)
    ) as statements
  ), '[]'::jsonb);
end;
$$;
comment on function public.giving_statements(integer, text) is
  'Admin and finance: one year-end statement per donor (by e-mail) of the given year, refunded gifts left out.';
revoke execute on function public.giving_statements(integer, text) from public, anon;
grant execute on function public.giving_statements(integer, text) to authenticated, service_role;
