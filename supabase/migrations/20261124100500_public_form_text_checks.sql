-- Public forms (contact_messages, first_timers) take text from anyone with the anon key. The
-- first constraints bounded lengths and shaped e-mails loosely; these add what the forms' zod
-- schemas (src/lib/validation.ts) also refuse, so a direct API call gets the same answer as the UI:
--
-- * no control characters: none in one-line fields; only tab, line feed and carriage return in
--   the free-text ones (message, comments). C1 controls (U+0080..U+009F) count as control too;
-- * required text holds more than spaces: `\S` counts a no-break space as text, JavaScript's
--   `trim()` (what the forms do) does not; the class below is the set `trim()` removes;
-- * e-mail in the same shape as the form's check (zod's `email` pattern): a dot-separated
--   domain with a 2+ letter top level, no quotes, brackets or spaces, no leading or doubled dot;
-- * phone, when given, made of digits, spaces, '+', '(', ')', '.', '-' with 7 to 20 digits.
--   Empty stays allowed: the forms send '' for "no phone".

alter table public.contact_messages
  add constraint contact_messages_visible_text check (
    name ~ '[^[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' and subject ~ '[^[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' and message ~ '[^[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
  ),
  add constraint contact_messages_no_control_chars check (
    name !~ '[\x01-\x1f\x7f-\x9f]'
    and email !~ '[\x01-\x1f\x7f-\x9f]'
    and coalesce(phone, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and subject !~ '[\x01-\x1f\x7f-\x9f]'
    and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  add constraint contact_messages_email_shape check (
    email ~ '^(?!\.)(?!.*\.\.)[A-Za-z0-9_''+.-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  add constraint contact_messages_phone_shape check (
    phone is null
    or phone = ''
    or (phone ~ '^\+?[0-9(). -]+$' and length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 20)
  );

alter table public.first_timers
  add constraint first_timers_visible_text check (name ~ '[^[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'),
  add constraint first_timers_no_control_chars check (
    name !~ '[\x01-\x1f\x7f-\x9f]'
    and email !~ '[\x01-\x1f\x7f-\x9f]'
    and coalesce(phone, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and coalesce(how_heard, '') !~ '[\x01-\x1f\x7f-\x9f]'
    and coalesce(comments, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  add constraint first_timers_email_shape check (
    email ~ '^(?!\.)(?!.*\.\.)[A-Za-z0-9_''+.-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  add constraint first_timers_phone_shape check (
    phone is null
    or phone = ''
    or (phone ~ '^\+?[0-9(). -]+$' and length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 20)
  );
