-- The same input rules for all five public forms (issue "Protect the public forms", item 5),
-- extending 20261124100500_public_form_text_checks.sql (contact_messages, first_timers) to the
-- newsletter, prayer requests and testimonies, and counting zero-width characters as invisible
-- everywhere. The forms' zod schemas (src/lib/validation.ts) refuse exactly the same:
--
-- * required text must hold a visible character: not white space as JavaScript's `trim()` sees
--   it, and not a zero-width one (U+200B..U+200D, U+2060, U+FEFF);
-- * no control characters: none in one-line fields, only tab, line feed and carriage return in
--   free text (prayer request, testimony); C1 controls (U+0080..U+009F) count as control;
-- * e-mail, when given, in the shape the forms check (no leading or doubled dot, a dot-separated
--   domain with a 2+ letter top level).

alter table public.contact_messages drop constraint contact_messages_visible_text;
alter table public.contact_messages
  add constraint contact_messages_visible_text check (
    name ~ '[^[:space:]\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
    and subject ~ '[^[:space:]\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
    and message ~ '[^[:space:]\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
  );

alter table public.first_timers drop constraint first_timers_visible_text;
alter table public.first_timers
  add constraint first_timers_visible_text check (
    name ~ '[^[:space:]\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
  );

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_shape check (
    email ~ '^(?!\.)(?!.*\.\.)[A-Za-z0-9_''+.-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  );

alter table public.prayer_requests
  add constraint prayer_requests_visible_text check (
    request_details ~ '[^[:space:]\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
  ),
  add constraint prayer_requests_no_control_chars check (
    coalesce(name, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and coalesce(email, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and request_details !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  add constraint prayer_requests_email_shape check (
    email is null
    or email = ''
    or email ~ '^(?!\.)(?!.*\.\.)[A-Za-z0-9_''+.-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  );

alter table public.member_testimonies
  add constraint member_testimonies_visible_text check (
    testimony_content ~ '[^[:space:]\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
  ),
  add constraint member_testimonies_no_control_chars check (
    coalesce(submitter_name, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and coalesce(testimony_title, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and testimony_content !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  );
