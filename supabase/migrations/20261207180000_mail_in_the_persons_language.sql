-- E-mails in the person's language (issue 43, item 6; docs/decisions/0055 "E-mails in the
-- person's language"). The language stored with a registration, a subscription and a gift
-- (20261207160200_language_of_visitors.sql) now travels with each queued e-mail's payload, and the
-- functions write the e-mail in it:
--
-- * `private.registration_mail_payload`: `payload.language` and `payload.event_es` (the date's
--   Spanish title and place, with the rule of `event_occurrences`: a date whose English text was
--   changed has only its own Spanish).
-- * `private.newsletter_mail_payload`: `language` (the subscriber's; a staff test is English) and
--   the issue's edition in it: a Spanish subscriber gets the Spanish edition (`subject_es`,
--   `preheader_es`, `body_es`) when it has a subject and a body, else the English one; the
--   issue's `language` says which.
-- * `private.gift_mail_payload`: the donation's `language` and the fund's Spanish name.
-- * `private.statement_mail_payload`: the language of the donor's latest gift.
-- * The weekly digest is written twice from the same content: in English as before, and in
--   Spanish (`subject_es`, `preheader_es`, `body_es`) from the Spanish texts of events, sermons,
--   posts and the pastor's word where they exist, the English where not, with links under /es/.
--
-- Every other part of these functions is unchanged (latest definitions:
-- 20261207110000_one_mail_outbox.sql, 20261207170000_giving_mail_in_the_outbox.sql,
-- 20261129300000_newsletter_sending.sql, 20261206130000_newsletter_counts_kept.sql). Staff alert
-- e-mails stay English.

-- Registration e-mails --------------------------------------------------------------------------

create or replace function private.registration_mail_payload(mail uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', m.kind, 'message', m.message,
    'payload', jsonb_build_object(
      'to', r.email, 'name', r.name, 'party_size', r.party_size, 'status', r.status,
      'waitlist_number', private.waitlist_number(r.id), 'token', m.token,
      'hold_expires_at', r.hold_expires_at,
      'site_url', (select s.site_url from private.alert_settings as s where s.id),
      'church_name', private.site_identity() ->> 'name',
      'event', private.registration_state(r.event_id, r.occurrence_date)
        - array['registered', 'awaiting', 'waitlisted', 'checked_in', 'questions'],
      'language', r.language,
      'event_es', (
        select jsonb_build_object(
          'title', case when x.title is null then coalesce(x.title_es, e.title_es) else x.title_es end,
          'location', case when x.location is null then coalesce(x.location_es, e.location_es) else x.location_es end)
        from public.church_events as e
        left join public.church_event_exceptions as x
          on x.event_id = e.id and x.occurrence_date = r.occurrence_date
        where e.id = r.event_id)))
  from private.registration_mail as m
  join public.event_registrations as r on r.id = m.registration_id
  where m.id = mail
$$;
revoke execute on function private.registration_mail_payload(uuid) from public, anon, authenticated, service_role;

-- Newsletter e-mails ----------------------------------------------------------------------------

create or replace function private.newsletter_mail_payload(send bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', c.kind,
    'to_email', coalesce(sub.email, u.email::text),
    'language', coalesce(sub.language, 'en'),
    'issue', case when c.issue_id is not null then (
      select case
        when sub.language = 'es' and i.subject_es ~ '\S' and i.body_es ~ '\S'
          then jsonb_build_object('id', i.id, 'slug', i.slug, 'subject', i.subject_es,
                                  'preheader', coalesce(i.preheader_es, ''), 'body', i.body_es,
                                  'language', 'es')
        else jsonb_build_object('id', i.id, 'slug', i.slug, 'subject', i.subject,
                                'preheader', i.preheader, 'body', i.body, 'language', 'en') end
      from public.newsletter_issues as i where i.id = c.issue_id) end,
    'unsubscribe_token', sub.unsubscribe_token,
    'confirmation_token', case when c.kind = 'confirm' then sub.confirmation_token end,
    'site_url', private.newsletter_site_url(),
    'church_name', coalesce((select nullif(btrim(s.setting_value ->> 'name'), '') from public.site_settings as s
                             where s.setting_key = 'site_identity'), 'Our Church'),
    'postal_address', (
      select nullif(concat_ws(', ',
               nullif(btrim(s.setting_value #>> '{address,street}'), ''),
               nullif(btrim(s.setting_value #>> '{address,city}'), ''),
               nullif(btrim(concat_ws(' ', s.setting_value #>> '{address,state}', s.setting_value #>> '{address,zip}')), ''),
               nullif(btrim(s.setting_value #>> '{address,country}'), '')), '')
      from public.site_settings as s where s.setting_key = 'contact_info'),
    'unsubscribe_mailto', (select n.unsubscribe_mailto from public.newsletter_settings as n where n.id))
  from public.newsletter_sends as c
  left join public.newsletter_subscribers as sub on sub.id = c.subscriber_id
  left join auth.users as u on u.id = c.staff_id
  where c.id = send
$$;
revoke execute on function private.newsletter_mail_payload(bigint) from public, anon, authenticated, service_role;

-- Gift e-mails and statements -------------------------------------------------------------------

create or replace function private.gift_mail_payload(mail bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.stripe_gift_mail(g.message, d) || jsonb_build_object(
    'language', d.language,
    'fund_name_es', (select nullif(btrim(f.name_es), '') from public.giving_funds as f where f.id = d.fund_id))
  from private.gift_mail as g
  join public.donations as d on d.id = g.donation_id
  where g.id = mail
$$;
revoke execute on function private.gift_mail_payload(bigint) from public, anon, authenticated, service_role;

create or replace function private.statement_mail_payload(send uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'year', s.year, 'time_zone', s.time_zone, 'to_email', s.donor_email,
    'statement', private.giving_statements_of(s.year, s.time_zone, s.donor_email) -> 0,
    'church_name', private.site_identity() ->> 'name',
    'ein', (select g.ein from public.giving_settings as g where g.id),
    'signer', (select g.statement_signer from public.giving_settings as g where g.id),
    'language', coalesce((
      select d.language from public.donations as d
      where lower(d.donor_email) = lower(s.donor_email)
      order by d.given_at desc limit 1), 'en'))
  from public.giving_statement_sends as s
  where s.id = send
$$;
revoke execute on function private.statement_mail_payload(uuid) from public, anon, authenticated, service_role;

-- The weekly digest in both languages -----------------------------------------------------------

-- A date in Spanish (the server's `lc_time` is not relied on): 'event' 'dom 6 dic, 10:00 a. m.'
-- as the English 'Sun Dec 6, 10:00 AM', 'day' '6 de diciembre', 'full' '6 de diciembre de 2026'.
create function private.spanish_date(d timestamp, form text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case form
    when 'event' then format('%s %s %s, %s %s',
      (array['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'])[extract(dow from d)::integer + 1],
      extract(day from d)::integer,
      (array['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'])[extract(month from d)::integer],
      to_char(d, 'FMHH12:MI'), case when extract(hour from d) < 12 then 'a. m.' else 'p. m.' end)
    else format('%s de %s%s', extract(day from d)::integer,
      (array['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre',
             'octubre', 'noviembre', 'diciembre'])[extract(month from d)::integer],
      case when form = 'full' then ' de ' || extract(year from d)::integer else '' end)
  end;
$$;
revoke execute on function private.spanish_date(timestamp, text) from public, anon, authenticated, service_role;

-- The text of `language`: the Spanish when it is asked for and has a visible character, else the
-- English (blank Spanish counts as missing, decision 0055).
create function private.text_in(language text, english text, spanish text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when language = 'es' and spanish ~ '\S' then spanish else english end;
$$;
revoke execute on function private.text_in(text, text, text) from public, anon, authenticated, service_role;

drop function private.newsletter_compose(timestamptz);

-- A draft issue written from the site's content, in the blog's light markup, in `language`
-- ('en', as before, or 'es': Spanish headings, dates and links under /es/, each text in Spanish
-- where it has one):
-- * 'Coming up': the published events of the next 14 days (church time), each event once with
--   each of its dates once (a weekly series lists its dates on one line);
-- * 'Latest sermon': the newest visible sermon;
-- * 'From the blog': the posts published since `since` (the last sent issue, else 7 days back);
-- * 'A word from the pastor': the latest word of encouragement, its first paragraph.
-- Answers { subject, preheader, body, slug, has_news } where has_news says whether there is a
-- post, sermon, word or event changed since `since` (the weekly digest is skipped without).
create function private.newsletter_compose(since timestamptz, language text default 'en')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- `language` is also a column of sermons: the queries read the argument as `lang`.
  lang text := language;
  es boolean := lang = 'es';
  zone text := private.church_time_zone();
  site text := private.newsletter_site_url() || case when es then '/es' else '' end;
  today date := (now() at time zone zone)::date;
  parts text[] := '{}';
  lines text;
  sermon record;
  word record;
  news boolean := false;
begin
  -- Events: one line per event with its dates in the next 14 days.
  select string_agg(format('**%s**: %s%s%s',
           private.newsletter_markup_text(e.title), e.dates,
           case when e.location is not null and e.location ~ '\S'
                then ' · ' || private.newsletter_markup_text(e.location) else '' end,
           format(E'\n[%s](%s/events/%s)', case when es then 'Detalles' else 'Details' end, site, e.event_id)),
         E'\n\n' order by e.first_start)
    into lines
  from (
    select o.event_id, min(private.text_in(lang, o.title, o.title_es)) as title,
           min(private.text_in(lang, o.location, o.location_es)) as location,
           min(o.start_time) as first_start,
           string_agg(distinct case when es then private.spanish_date(o.start_time at time zone zone, 'event')
                                    else to_char(o.start_time at time zone zone, 'Dy Mon FMDD, FMHH12:MI AM') end, ', ')
             as dates,
           bool_or(ev.updated_at > since) as changed
    from public.event_occurrences(now(), ((today + 15)::timestamp at time zone zone)) as o
    join public.church_events as ev on ev.id = o.event_id
    where o.status = 'published' and not o.is_cancelled
    group by o.event_id
  ) as e;
  if lines is not null then
    parts := parts || (case when es then E'## Próximamente\n\n' else E'## Coming up\n\n' end || lines);
    news := news or exists (
      select 1 from public.church_events as ev where ev.updated_at > since and ev.status = 'published');
  end if;

  select s.id, private.text_in(lang, s.title, s.title_es) as title, s.speaker, s.date, s.published_at
    into sermon
  from public.sermons as s
  where s.status <> 'draft' and s.published_at <= now()
  order by s.date desc, s.published_at desc limit 1;
  if found then
    parts := parts || format(
      case when es then E'## Último sermón\n\n**%s**: %s, %s\n[Ver o escuchar](%s/sermons/%s)'
           else E'## Latest sermon\n\n**%s**: %s, %s\n[Watch or listen](%s/sermons/%s)' end,
      private.newsletter_markup_text(sermon.title), private.newsletter_markup_text(sermon.speaker),
      case when es then private.spanish_date(sermon.date, 'day') else to_char(sermon.date, 'FMMonth FMDD') end,
      site, sermon.id);
    news := news or sermon.published_at > since;
  end if;

  select string_agg(format(E'**[%s](%s/pastors-corner/blog/%s)**%s',
           private.newsletter_markup_text(private.text_in(lang, p.title, p.title_es)), site, p.slug,
           case when coalesce(private.text_in(lang, p.excerpt, p.excerpt_es), '') ~ '\S'
                then E'\n' || private.newsletter_markup_text(private.text_in(lang, p.excerpt, p.excerpt_es))
                else '' end),
         E'\n\n' order by p.published_at desc)
    into lines
  from public.pastor_blog_posts as p
  where p.published_at > since and p.published_at <= now();
  if lines is not null then
    parts := parts || (case when es then E'## Del blog\n\n' else E'## From the blog\n\n' end || lines);
    news := true;
  end if;

  select private.text_in(lang, w.title, w.title_es) as title,
         private.text_in(lang, w.body, w.body_es) as body, w.signature, w.updated_at into word
  from public.pastor_words as w
  where w.month <= date_trunc('month', today)::date
  order by w.month desc limit 1;
  if found then
    parts := parts || format(
      case when es then E'## Palabra del pastor\n\n**%s**\n%s%s\n[Leer completa](%s/pastors-corner)'
           else E'## A word from the pastor\n\n**%s**\n%s%s\n[Read it all](%s/pastors-corner)' end,
      private.newsletter_markup_text(word.title),
      private.newsletter_markup_text(split_part(btrim(word.body), E'\n\n', 1)),
      case when coalesce(word.signature, '') ~ '\S' then E'\n*' || private.newsletter_markup_text(word.signature) || '*' else '' end,
      site);
    news := news or word.updated_at > since;
  end if;

  return jsonb_build_object(
    'subject', case when es then 'Esta semana: ' || private.spanish_date(today, 'full')
                    else 'This week: ' || to_char(today, 'FMMonth FMDD, YYYY') end,
    'preheader', case when es then 'Eventos, el sermón más reciente y noticias de la iglesia'
                      else 'Events, the latest sermon and news from the church' end,
    'slug', 'week-of-' || to_char(today, 'YYYY-MM-DD'),
    'body', coalesce(nullif(array_to_string(parts, E'\n\n'), ''),
                     case when es then 'Nada nuevo esta semana.' else 'Nothing new this week.' end),
    'has_news', news);
end;
$$;
revoke execute on function private.newsletter_compose(timestamptz, text) from public, anon, authenticated, service_role;

-- The weekly digest, as 20261206130000 made it, now with its Spanish edition.
create or replace function private.newsletter_weekly_digest()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.newsletter_settings;
  local_now timestamp := now() at time zone private.church_time_zone();
  since timestamptz;
  draft jsonb;
  spanish jsonb;
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
  since := private.newsletter_last_sent();
  draft := private.newsletter_compose(since);
  if not (draft ->> 'has_news')::boolean then
    return null;
  end if;
  spanish := private.newsletter_compose(since, 'es');
  new_slug := draft ->> 'slug';
  if exists (select 1 from public.newsletter_issues as i where i.slug = new_slug) then
    new_slug := new_slug || '-' || substr(md5(random()::text), 1, 6);
  end if;
  insert into public.newsletter_issues
    (slug, subject, preheader, body, subject_es, preheader_es, body_es, is_digest, created_by)
  values (new_slug, draft ->> 'subject', draft ->> 'preheader', draft ->> 'body',
          spanish ->> 'subject', spanish ->> 'preheader', spanish ->> 'body', true, null)
  returning id into new_id;
  perform private.newsletter_queue(new_id);
  return new_id;
end;
$$;
revoke execute on function private.newsletter_weekly_digest() from public, anon, authenticated, service_role;
