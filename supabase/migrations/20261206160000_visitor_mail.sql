-- Visitor mail in the church's name (issue 45, item 4; docs/decisions/0027 "Visitor e-mail"):
--
-- 1. The setting `visitor_email_address`: the address the e-mails to visitors come from
--    (registrations, the newsletter, gift receipts and statements), under the church's name. No
--    row: the e-mail functions' own address (`VISITOR_FROM_ADDRESS`). Checked like every other
--    key (docs/decisions/0032 rule 4); read by the functions only, so it is not in the site's
--    read schemas.
-- 2. The person who cancels a registration through its link is told by e-mail ('Your
--    registration is cancelled: <event>'), a new kind of the registration mail outbox:
--    `cancel_confirmation`. Queued once, when the registration becomes cancelled (a second press
--    finds it cancelled and queues nothing); sent with the outbox's idempotency key per e-mail,
--    so a retried send is not delivered twice. It carries no key of the registration (the link
--    goes to the event's page).

-- 1. The setting ------------------------------------------------------------------------------

alter function private.site_setting_problem(text, jsonb) rename to site_setting_problem_before_visitor_mail;

create function private.site_setting_problem(key text, value jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if key = 'visitor_email_address' then
    if value is null or jsonb_typeof(value) = 'null' then
      return 'a value is required (delete the row to use the built-in default)';
    end if;
    if not private.setting_is_email(value) then
      return 'it must be an e-mail address';
    end if;
    return null;
  end if;
  return private.site_setting_problem_before_visitor_mail(key, value);
end;
$$;
comment on function private.site_setting_problem(text, jsonb) is
  'Why a site_settings value has the wrong shape for its key, or null (docs/decisions/0032); visitor_email_address is an e-mail address (issue 45).';
revoke execute on function private.site_setting_problem(text, jsonb) from public, anon;
grant execute on function private.site_setting_problem(text, jsonb) to authenticated, service_role;
revoke execute on function private.site_setting_problem_before_visitor_mail(text, jsonb) from public, anon;
grant execute on function private.site_setting_problem_before_visitor_mail(text, jsonb) to authenticated, service_role;

-- 2. The cancellation confirmed by e-mail ------------------------------------------------------

alter table private.registration_mail drop constraint registration_mail_kind_check;
alter table private.registration_mail
  add constraint registration_mail_kind_check check (kind in (
    'hold', 'offer', 'confirmation', 'waitlist', 'promotion', 'released', 'cancellation',
    'cancel_confirmation', 'link', 'message'));
comment on table private.registration_mail is
  'E-mails to registrants waiting to be sent, or sent (kept for their idempotency key until the registration goes). `token` is the plain key of the e-mail''s link until it is sent; kinds: hold (confirm your seat), offer (a seat opened), confirmation, waitlist, promotion (moved by staff), released, cancellation (by staff), cancel_confirmation (cancelled by the person), link (sent again), message.';

-- Queues an e-mail; one with a link gets a key of its own ('link' replaces the older keys). The
-- e-mails after a registration ends carry none.
create or replace function private.queue_registration_mail(reg uuid, kind text, message text default null)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into private.registration_mail (registration_id, kind, message, token)
  values (reg, kind, message,
          case when kind in ('cancellation', 'cancel_confirmation', 'released') then null
               else private.issue_registration_token(reg, kind = 'link') end);
end;
$$;
revoke execute on function private.queue_registration_mail(uuid, text, text) from public, anon, authenticated, service_role;

/**
 * Cancels the registration behind `token` (a cancelled or expired one stays as it is) and, when
 * it was cancelled now, e-mails the person that it is; its seats go to the first on the waitlist
 * who fits, who is offered them by e-mail. Returns the registration as registration_by_token
 * does. Errors (22023): not_found.
 */
create or replace function public.cancel_registration(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations := private.registration_for_token(token, true);
begin
  if reg.status in ('awaiting', 'confirmed', 'waitlisted') then
    update public.event_registrations as r
       set status = 'cancelled', cancelled_at = now(), status_at = clock_timestamp()
     where r.id = reg.id returning * into reg;
    perform private.queue_registration_mail(reg.id, 'cancel_confirmation');
  end if;
  perform private.promote_waitlist(reg.event_id, reg.occurrence_date);
  select * into reg from public.event_registrations as r where r.id = reg.id;
  return private.registration_view(reg);
end;
$$;
comment on function public.cancel_registration(text) is
  'Cancels the registration behind the token (once: a cancelled or expired one stays), e-mails the person that it is cancelled, and offers the seats to the waitlist. Errors (22023): not_found.';

notify pgrst, 'reload schema';
