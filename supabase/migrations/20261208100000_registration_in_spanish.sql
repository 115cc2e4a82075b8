-- A Spanish registrant reads the event's Spanish title and place (issue 43, item 6;
-- docs/decisions/0055 "E-mails in the person's language").
--
-- * `private.event_date_spanish(event, date)`: the Spanish title and place of one date of an
--   event, with the rule of `event_occurrences` (a date whose English text was changed has only
--   its own Spanish, never the series' Spanish for another English text). The registration
--   e-mails' `payload.event_es` now comes from it (one rule, one place).
-- * `private.registration_event_in(event, language)`: the event of a registration as its owner
--   reads it: for a Spanish registration ('es') the title and the place in Spanish where they
--   have a visible character, else the English; an English registration's event is unchanged.
-- * `private.registration_view` (what `confirm_registration`, `change_registration` and
--   `cancel_registration` answer, the manage-registration page) gives the event through it.
--
-- Every other part of these functions is unchanged (latest definitions:
-- 20261206110000_registration_seat_holds.sql, 20261207180000_mail_in_the_persons_language.sql).

create function private.event_date_spanish(the_event uuid, the_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'title', case when x.title is null then coalesce(x.title_es, e.title_es) else x.title_es end,
    'location', case when x.location is null then coalesce(x.location_es, e.location_es) else x.location_es end)
  from public.church_events as e
  left join public.church_event_exceptions as x
    on x.event_id = e.id and x.occurrence_date = the_date
  where e.id = the_event
$$;
revoke execute on function private.event_date_spanish(uuid, date) from public, anon, authenticated, service_role;

-- `event` is what `private.registration_state` gives (or a part of it, with `event_id`,
-- `occurrence_date`, `title` and `location`); null stays null.
create function private.registration_event_in(event jsonb, language public.content_language)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when event is null or language is distinct from 'es' then event
    else event || (
      select jsonb_build_object(
        'title', private.text_in('es', event ->> 'title', es ->> 'title'),
        'location', case when event ->> 'location' is null then event -> 'location'
                         else to_jsonb(private.text_in('es', event ->> 'location', es ->> 'location')) end)
      from private.event_date_spanish((event ->> 'event_id')::uuid, (event ->> 'occurrence_date')::date) as es)
  end
$$;
revoke execute on function private.registration_event_in(jsonb, public.content_language) from public, anon, authenticated, service_role;

-- The registration a token names, as its owner sees it, in the language they registered in.
create or replace function private.registration_view(reg public.event_registrations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', reg.status, 'name', reg.name, 'email', reg.email, 'party_size', reg.party_size,
    'waitlist_number', private.waitlist_number(reg.id), 'checked_in', reg.checked_in_at is not null,
    'hold_expires_at', reg.hold_expires_at,
    'event', private.registration_event_in(
      private.registration_state(reg.event_id, reg.occurrence_date)
        - array['registered', 'awaiting', 'waitlisted', 'checked_in', 'questions', 'capacity', 'waitlist'],
      reg.language));
$$;
revoke execute on function private.registration_view(public.event_registrations) from public, anon, authenticated, service_role;

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
      'event_es', private.event_date_spanish(r.event_id, r.occurrence_date)))
  from private.registration_mail as m
  join public.event_registrations as r on r.id = m.registration_id
  where m.id = mail
$$;
revoke execute on function private.registration_mail_payload(uuid) from public, anon, authenticated, service_role;
