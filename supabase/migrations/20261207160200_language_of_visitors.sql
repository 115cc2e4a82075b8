-- The language a person used is stored with what they send (issue 43, item 6, data only;
-- docs/decisions/0055). The forms' tables take `language` in their insert
-- (20261207160000_translated_content.sql); the functions that create the rest accept it here:
-- * `register_for_event(…, language)`: 'en' (default) or 'es', anything else refused with the
--   registration's own error shape (`invalid_language`).
-- * `record_giving_checkout(…, language)`, which the giving-checkout function calls with the
--   Donate page's language; the gift (`donations`) and the recurring gift that Stripe's events
--   create later take the language of their checkout (or, for a renewal, of the recurring gift).

-- Registration ----------------------------------------------------------------------------------

drop function public.register_for_event(uuid, date, text, text, integer, text, jsonb);

create function public.register_for_event(
  event_id uuid, occurrence_date date, name text, email text, party_size integer,
  phone text default null, answers jsonb default '{}', language text default 'en'
)
returns jsonb
language plpgsql
-- As before: visitors register through this function only (no insert grant on the table).
security definer
set search_path = ''
as $function$
declare
  st jsonb;
  clean_answers jsonb;
  address text := btrim(coalesce(email, ''));
  existing uuid;
  reg public.event_registrations;
  new_status text;
begin
  name := btrim(coalesce(name, ''));
  phone := nullif(btrim(coalesce(phone, '')), '');
  if name !~ '\S' or length(name) > 100 then
    perform private.registration_error('invalid_name', 'Please enter your name (up to 100 characters).');
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(address) > 254 then
    perform private.registration_error('invalid_email', 'Please enter a valid e-mail address.');
  end if;
  if phone is not null and phone !~ '^[0-9 +().-]{7,30}$' then
    perform private.registration_error('invalid_phone', 'Please enter a valid phone number, or leave it empty.');
  end if;
  if party_size is null or party_size not between 1 and 10 then
    perform private.registration_error('invalid_party_size', 'Party size must be between 1 and 10.');
  end if;
  if coalesce(language, '') not in ('en', 'es') then
    perform private.registration_error('invalid_language', 'The language must be en or es.');
  end if;

  perform private.lock_registration_date(event_id, occurrence_date);
  perform private.promote_waitlist(event_id, occurrence_date);
  st := private.registration_state(event_id, occurrence_date);
  if st is null or st ->> 'state' = 'off' then
    perform private.registration_error('not_found', 'This event does not take registrations.');
  end if;
  if st ->> 'state' = 'closed' then
    perform private.registration_error('registration_closed', 'Registration is closed');
  end if;
  clean_answers := private.registration_answers(st -> 'questions', answers);

  select r.id into existing from public.event_registrations as r
  where r.event_id = register_for_event.event_id and r.occurrence_date = register_for_event.occurrence_date
    and lower(r.email) = lower(address) and r.status in ('awaiting', 'confirmed', 'waitlisted');
  if existing is not null then
    -- Nothing is inserted, so the guard's trigger does not run: the attempt is counted here.
    perform private.count_registration_probe();
    perform private.queue_registration_mail(existing, 'link');
    return jsonb_build_object('status', 'already_registered');
  end if;

  if (st ->> 'seats_left')::integer >= party_size then
    new_status := 'awaiting';
  elsif (st ->> 'waitlist')::boolean then
    new_status := 'waitlisted';
  elsif (st ->> 'seats_left')::integer > 0 then
    perform private.registration_error('not_enough_seats',
      'Only ' || (st ->> 'seats_left') || ' seats are left: please register a smaller party.');
  else
    perform private.registration_error('full', 'This event is full.');
  end if;

  insert into public.event_registrations as r
    (event_id, occurrence_date, name, email, phone, party_size, answers, status, hold_expires_at, language)
  values (register_for_event.event_id, register_for_event.occurrence_date, name, address, phone,
          register_for_event.party_size, clean_answers, new_status,
          case when new_status = 'awaiting'
               then now() + make_interval(mins => (st ->> 'hold_minutes')::integer) end,
          register_for_event.language)
  returning * into reg;
  if reg.id is null then
    -- The flood guard dropped the row as a repeat of this client's last submission.
    perform private.registration_error('duplicate', 'This registration was already sent.');
  end if;
  perform private.queue_registration_mail(reg.id, case new_status when 'awaiting' then 'hold' else 'waitlist' end);
  return jsonb_build_object('status', new_status, 'waitlist_number', private.waitlist_number(reg.id),
                            'hold_expires_at', reg.hold_expires_at,
                            'hold_minutes', (st ->> 'hold_minutes')::integer);
end;
$function$;

comment on function public.register_for_event(uuid, date, text, text, integer, text, jsonb, text) is
  'Registers a party for one date of an event (decisions 0039, 0047), in the language the visitor used (en or es, decision 0055).';
revoke all on function public.register_for_event(uuid, date, text, text, integer, text, jsonb, text) from public;
grant execute on function public.register_for_event(uuid, date, text, text, integer, text, jsonb, text)
  to anon, authenticated, service_role;

-- Gifts -------------------------------------------------------------------------------------------

drop function public.record_giving_checkout(bigint, text, integer, integer, uuid, text, text);

create function public.record_giving_checkout(
  attempt_id bigint, session_id text, gift_cents integer, fee_cents integer, fund_id uuid, fund_name text,
  frequency text, language text default 'en'
)
returns boolean
language plpgsql
-- As before: the giving-checkout function (service role) records the checkout it created.
security definer
set search_path = ''
as $$
declare
  added boolean;
begin
  insert into public.giving_checkouts as c
    (session_id, mode, gift_cents, fee_cents, fund_id, fund_name, frequency, language)
  values (record_giving_checkout.session_id,
          case when record_giving_checkout.frequency = 'one_time' then 'payment' else 'subscription' end,
          record_giving_checkout.gift_cents, record_giving_checkout.fee_cents, record_giving_checkout.fund_id,
          record_giving_checkout.fund_name, record_giving_checkout.frequency,
          case when record_giving_checkout.language = 'es' then 'es' else 'en' end)
  on conflict on constraint giving_checkouts_pkey do nothing;
  added := found;
  update private.form_attempts as a set outcome = case when added then 'stored' else 'duplicate' end
  where a.id = record_giving_checkout.attempt_id and a.form = 'giving_checkouts' and a.outcome = 'started';
  return added;
end;
$$;
comment on function public.record_giving_checkout(bigint, text, integer, integer, uuid, text, text, text) is
  'Records a Checkout Session the giving-checkout function created, with the Donate page''s language (en, or es; decision 0055), and marks its flood-guard attempt stored.';
revoke all on function public.record_giving_checkout(bigint, text, integer, integer, uuid, text, text, text)
  from public, anon, authenticated;
grant execute on function public.record_giving_checkout(bigint, text, integer, integer, uuid, text, text, text)
  to service_role;

-- A gift or a recurring gift takes the language of its checkout; a renewal, its recurring gift's.
create function private.gift_language() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.language := coalesce(
    (select c.language from public.giving_checkouts as c where c.session_id = new.stripe_checkout_session_id),
    (select g.language from public.recurring_gifts as g
     where tg_table_name = 'donations' and g.id = (to_jsonb(new) ->> 'recurring_gift_id')::uuid),
    new.language);
  return new;
end;
$$;
comment on function private.gift_language() is
  'Trigger: a new gift or recurring gift takes the language of its Checkout Session (giving_checkouts), a renewal that of its recurring gift (decision 0055).';
revoke all on function private.gift_language() from public;

create trigger donations_language before insert on public.donations
  for each row execute function private.gift_language();
create trigger recurring_gifts_language before insert on public.recurring_gifts
  for each row execute function private.gift_language();
