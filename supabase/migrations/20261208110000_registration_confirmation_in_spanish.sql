-- The registration confirmation message in Spanish (issue 43, item 6; docs/decisions/0055
-- "E-mails in the person's language").
--
-- * `event_registration_settings.confirmation_message_es`: the Spanish of the church's own
--   confirmation message (shown on the registration page and in the confirmation e-mail), with
--   the English column's limit. The table's grants are whole-table (insert and update for
--   authenticated, RLS keeps them to admins and editors), so it has the English column's rights;
--   it is saved with the row's `version`. The table has no `needs_spanish` column (it is not a
--   list the staff filter), so none is added.
-- * `private.event_date_spanish` also gives `confirmation_message`, the event's Spanish message,
--   so the registration e-mails' `payload.event_es` carries it.
-- * `private.registration_event_in` gives a Spanish registration the Spanish message where it
--   has a visible character, else the English (`private.text_in`); an English one is unchanged.
--
-- Every other part of these functions is unchanged (latest definitions:
-- 20261208100000_registration_in_spanish.sql).

alter table public.event_registration_settings
  add column confirmation_message_es text check (length(confirmation_message_es) <= 1000);
comment on column public.event_registration_settings.confirmation_message_es is
  'The Spanish of confirmation_message, for a registration made in Spanish; blank or null: the English (docs/decisions/0055).';

create or replace function private.event_date_spanish(the_event uuid, the_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'title', case when x.title is null then coalesce(x.title_es, e.title_es) else x.title_es end,
    'location', case when x.location is null then coalesce(x.location_es, e.location_es) else x.location_es end,
    'confirmation_message', s.confirmation_message_es)
  from public.church_events as e
  left join public.church_event_exceptions as x
    on x.event_id = e.id and x.occurrence_date = the_date
  left join public.event_registration_settings as s on s.event_id = e.id
  where e.id = the_event
$$;
revoke execute on function private.event_date_spanish(uuid, date) from public, anon, authenticated, service_role;

-- `event` is what `private.registration_state` gives (or a part of it, with `event_id`,
-- `occurrence_date`, `title` and `location`; `confirmation_message` when it has it); null stays
-- null.
create or replace function private.registration_event_in(event jsonb, language public.content_language)
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
        || case when event ? 'confirmation_message'
                then jsonb_build_object('confirmation_message',
                       private.text_in('es', event ->> 'confirmation_message', es ->> 'confirmation_message'))
                else '{}'::jsonb end
      from private.event_date_spanish((event ->> 'event_id')::uuid, (event ->> 'occurrence_date')::date) as es)
  end
$$;
revoke execute on function private.registration_event_in(jsonb, public.content_language) from public, anon, authenticated, service_role;
