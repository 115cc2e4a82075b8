-- Seats awaiting confirmation from one connection are capped (issue 41 item 3, decision 0047).
--
-- A sign-up holds its seats until the link in its e-mail is opened (20261206110000). Without a
-- cap, five anonymous calls from one connection, within the flood limit, could still hold all 50
-- seats of an event for the whole hold and then again. Now the seats one connection holds
-- unconfirmed for one date of an event are at most 10 (one party of the largest size; row
-- `registration_holds` of private.form_limits), 100 from one of the church's networks (the flood
-- guard's multiplier, decision 0046). Confirmed seats,
-- the waitlist and staff writes are not capped.
--
-- The connection is kept with the hold as an HMAC of its address under a random key of this
-- database (never the address, never readable through the API), and forgotten as soon as the
-- registration leaves 'awaiting' (confirmed, released, cancelled).

create table private.hold_client_key (
  id boolean primary key default true check (id),
  key bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.hold_client_key is
  'The key of the HMAC that ties a seat hold to its connection (event_registrations.hold_client).';
insert into private.hold_client_key (id) values (true);
revoke all on table private.hold_client_key from public, anon, authenticated, service_role;

alter table public.event_registrations add column hold_client text;
comment on column public.event_registrations.hold_client is
  'While the registration awaits confirmation: HMAC-SHA256 of the connection''s address, for the cap on unconfirmed seats per connection. Null otherwise. Not granted to any API role.';
create index event_registrations_hold_client_idx
  on public.event_registrations (event_id, occurrence_date, hold_client) where status = 'awaiting';

-- The cap is a row of the flood limits (README "Public forms: flood limits and bots"): its
-- `per_client` counts seats, not attempts; the window and the hourly ceiling do not apply.
insert into private.form_limits (form, per_client, per_client_window, global_per_hour, reason) values
  ('registration_holds', 10, interval '30 minutes', 1000000,
   'Seats one connection may hold unconfirmed for one date of an event: one party of the largest '
   'size (10), 100 from a church network. More is someone holding seats for others they cannot prove.')
on conflict (form) do nothing;

/** Seats one connection may hold unconfirmed for one date of an event (×10 on a church network). */
create or replace function private.hold_cap(client text) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select l.per_client from private.form_limits as l where l.form = 'registration_holds'), 10)
    * case when private.in_church_network(client) then 10 else 1 end;
$$;
revoke execute on function private.hold_cap(text) from public, anon, authenticated, service_role;

create or replace function private.cap_registration_holds() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text;
  held integer;
begin
  if new.status <> 'awaiting' then
    new.hold_client := null;
    return new;
  end if;
  if tg_op = 'UPDATE' or not private.is_public_submission() then
    return new;
  end if;
  client := private.request_client();
  new.hold_client := encode(extensions.hmac(convert_to(client, 'UTF8'), (select k.key from private.hold_client_key as k where k.id), 'sha256'), 'hex');
  select coalesce(sum(r.party_size), 0) into held
  from public.event_registrations as r
  where r.event_id = new.event_id and r.occurrence_date = new.occurrence_date
    and r.status = 'awaiting' and r.hold_client = new.hold_client
    and (r.hold_expires_at is null or r.hold_expires_at > now());
  if held + new.party_size > private.hold_cap(client) then
    perform private.registration_error('too_many_holds',
      'Please confirm the seats you already hold (check your e-mail) before registering more.');
  end if;
  return new;
end;
$$;
revoke execute on function private.cap_registration_holds() from public, anon, authenticated, service_role;

create trigger event_registrations_hold_cap before insert or update of status on public.event_registrations
  for each row execute function private.cap_registration_holds();
