-- Newsletter (docs/decisions/0040-newsletter-sending.md):
--
-- * Subjects and preheaders refuse control characters (C0 U+0001–U+001F, which holds CR, LF and
--   tab, DEL U+007F and C1 U+0080–U+009F): a line break in a subject ('Hello\r\nBcc: …') is a
--   header of its own in a mail that is written by hand, and no subject needs one. Issues that
--   already hold one get a space in its place (their version and activity untouched: a
--   cleaned subject is not an edit).
-- * Staff no longer read `newsletter_subscribers.confirmation_token`: the secret of a
--   confirmation link is the subscriber's proof of the address, and nobody needs to see it
--   (the database sends it; erasure and the subscriber list read the other columns). Admins and
--   editors keep reading every other column (the unsubscribe token is exported for mailing tools).

alter table public.newsletter_issues disable trigger user;
update public.newsletter_issues
   set subject = regexp_replace(subject, '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
       preheader = regexp_replace(preheader, '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
 where subject ~ '[\u0001-\u001f\u007f-\u009f]' or preheader ~ '[\u0001-\u001f\u007f-\u009f]';
alter table public.newsletter_issues enable trigger user;

alter table public.newsletter_issues
  add constraint newsletter_issues_subject_plain check (subject !~ '[\u0001-\u001f\u007f-\u009f]'),
  add constraint newsletter_issues_preheader_plain check (preheader !~ '[\u0001-\u001f\u007f-\u009f]');

comment on column public.newsletter_issues.subject is
  'The e-mail''s subject: 1–150 characters, no control characters (no line breaks).';
comment on column public.newsletter_issues.preheader is
  'The line mail clients show after the subject: up to 200 characters, no control characters.';

-- Every column of the subscribers but the confirmation token, for admins and editors (the rows
-- themselves stay behind the policy "admins and editors read").
revoke select on table public.newsletter_subscribers from authenticated;
do $$
declare
  cols text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into cols
  from pg_attribute as a
  where a.attrelid = 'public.newsletter_subscribers'::regclass and a.attnum > 0 and not a.attisdropped
    and a.attname <> 'confirmation_token';
  execute format('grant select (%s) on table public.newsletter_subscribers to authenticated', cols);
end;
$$;

comment on column public.newsletter_subscribers.confirmation_token is
  'The secret of the confirmation link (/newsletter/confirm?token=…), 32 random bytes in hex; null for subscriptions confirmed before double opt-in. Not readable through the API, staff included.';

notify pgrst, 'reload schema';
