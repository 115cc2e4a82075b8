-- A Spanish donor's year-end statement names each fund in Spanish (issue 43, item 6;
-- docs/decisions/0055 "E-mails in the person's language"), as the gift receipt already does
-- (`private.gift_mail_payload`'s `fund_name_es`): each gift of `private.giving_statements_of` now
-- carries `fund_name_es`, the Spanish name of its fund when it has a visible character (else
-- null), beside `fund_name`, the name the gift was given to; the send-giving-mail function picks
-- the one of the statement's language. Everything else is as 20261207170000_giving_mail_in_the_outbox.sql
-- made it (the staff's `giving_statements` reads through it and shows `fund_name`).

create or replace function private.giving_statements_of(year integer, time_zone text, only_email text default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select jsonb_agg(s order by s ->> 'donor_name', s ->> 'donor_email')
    from (
      select jsonb_build_object(
        'donor_email', lower(d.donor_email),
        'donor_name', max(d.donor_name),
        'total_cents', sum(d.net_cents),
        'gifts', jsonb_agg(jsonb_build_object(
          'given_at', d.given_at, 'fund_name', d.fund_name,
          'fund_name_es', (select nullif(btrim(f.name_es), '') from public.giving_funds as f where f.id = d.fund_id),
          'frequency', d.frequency, 'amount_cents', d.net_cents) order by d.given_at)) as s
      from public.donations as d
      where d.donor_email is not null
        and d.net_cents > 0
        and extract(year from d.given_at at time zone giving_statements_of.time_zone) = giving_statements_of.year
        and (only_email is null or lower(d.donor_email) = only_email)
      group by lower(d.donor_email)
    ) as statements
  ), '[]'::jsonb);
$$;
revoke execute on function private.giving_statements_of(integer, text, text) from public, anon, authenticated, service_role;
