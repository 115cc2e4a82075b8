-- A newsletter that is sent (docs/decisions/0040-newsletter-sending.md).
--
-- * Double opt-in: a new subscription gets `confirmation_token` (32 random bytes, hex) and is
--   unconfirmed (`confirmed_at` null) until public.newsletter_confirm(token) is called from the
--   link of the confirmation e-mail (/newsletter/confirm?token=…). Subscriptions that existed
--   before this migration are confirmed (their confirmed_at is their created_at). A second
--   sign-up of an unconfirmed address stores nothing and sends the confirmation again, at most
--   once in 10 minutes and five times in all. Unconfirmed subscriptions are deleted after 7 days.
-- * public.newsletter_issues: draft, scheduled or sent; slug, subject, preheader and a body in
--   the blog's light markup (decision 0013). Admins and editors write them; everyone reads the
--   sent ones (the archive /newsletter).
-- * public.newsletter_sends: one row per recipient and e-mail (the confirmation, an issue, a
--   test to a staff member), with an idempotency key that is unique per recipient and issue, a
--   status, attempts and a retry time. The row holds ids only: the address is read when the
--   e-mail is written, and the row goes with the subscription (unsubscribe, erasure).
-- * The Edge Function `send-newsletter` claims due rows (public.newsletter_claim), sends them in
--   batches through Resend's API with `Idempotency-Key: <the row's key>` and reports each
--   (public.newsletter_report): failures are retried after 1, 5, 25 and 125 minutes, then failed.
--   It is called through pg_net with the alerts' address and shared secret
--   (private.alert_settings, decision 0027) and by the cron job `newsletter` every minute while
--   rows are due.
-- * The cron job also sends scheduled issues when their time has come, writes and sends the
--   weekly digest (public.newsletter_settings: day and time, church time) when there is
--   something new since the last issue, and purges unconfirmed subscriptions.

-- Double opt-in ------------------------------------------------------------------------------------

alter table public.newsletter_subscribers
  add column confirmation_token text
    default encode(extensions.gen_random_bytes(32), 'hex')
    check (confirmation_token ~ '^[0-9a-f]{64}$'),
  add column confirmed_at timestamptz,
  add column confirmation_sent_at timestamptz,
  add column confirmations_sent integer not null default 0 check (confirmations_sent >= 0);

-- Everyone who subscribed before double opt-in is treated as confirmed.
update public.newsletter_subscribers set confirmed_at = created_at, confirmation_token = null;

create unique index newsletter_subscribers_confirmation_token_key
  on public.newsletter_subscribers (confirmation_token);
create index newsletter_subscribers_unconfirmed_idx
  on public.newsletter_subscribers (created_at) where confirmed_at is null;

comment on column public.newsletter_subscribers.confirmation_token is
  'The secret of the confirmation link (/newsletter/confirm?token=…), 32 random bytes in hex; null for subscriptions confirmed before double opt-in.';
comment on column public.newsletter_subscribers.confirmed_at is
  'When the address was confirmed from the confirmation e-mail; null until then (unconfirmed addresses receive nothing and are deleted after 7 days).';

-- The activity log names the confirmation token without its value, as the unsubscribe token.
drop trigger newsletter_subscribers_activity on public.newsletter_subscribers;
create trigger newsletter_subscribers_activity after insert or update or delete on public.newsletter_subscribers
  for each row execute function private.record_activity('newsletter', 'unsubscribe_token', 'confirmation_token');

-- Issues -------------------------------------------------------------------------------------------

create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  -- The archive's address: /newsletter/<slug>.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  subject text not null check (subject ~ '\S' and length(subject) <= 150),
  -- The line mail clients show after the subject.
  preheader text not null default '' check (length(preheader) <= 200),
  -- The blog's light markup (decision 0013): '##'/'###' headings, bold, italic, links, line breaks.
  body text not null check (body ~ '\S' and length(body) <= 100000),
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'sent')),
  scheduled_for timestamptz,
  sent_at timestamptz,
  -- Written by the weekly digest job rather than by a person.
  is_digest boolean not null default false,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'scheduled' or scheduled_for is not null),
  check (status <> 'sent' or sent_at is not null)
);

create index newsletter_issues_sent_idx on public.newsletter_issues (sent_at desc) where status = 'sent';

comment on table public.newsletter_issues is
  'Newsletter issues: drafts, scheduled and sent. Admins and editors write drafts; public.newsletter_send sends or schedules; everyone reads sent issues (the archive).';

create trigger newsletter_issues_set_updated_at before update on public.newsletter_issues
  for each row execute function public.set_updated_at();
create trigger newsletter_issues_activity after insert or update or delete on public.newsletter_issues
  for each row execute function private.record_activity('newsletter');

alter table public.newsletter_issues enable row level security;
revoke all on table public.newsletter_issues from public, anon, authenticated;
grant select on table public.newsletter_issues to anon, authenticated;
grant insert (slug, subject, preheader, body), update (slug, subject, preheader, body), delete
  on table public.newsletter_issues to authenticated;
-- One select policy per role (the advisors' multiple_permissive_policies), as for sermons.
create policy "newsletter_issues: everyone reads sent issues" on public.newsletter_issues
  for select to anon using (status = 'sent');
create policy "newsletter_issues: sent issues, or all for admins and editors" on public.newsletter_issues
  for select to authenticated
  using (status = 'sent' or (select public.has_staff_role('admin', 'editor')));
create policy "newsletter_issues: admins and editors add" on public.newsletter_issues
  for insert to authenticated with check ((select public.has_staff_role('admin', 'editor')));
create policy "newsletter_issues: admins and editors change unsent issues" on public.newsletter_issues
  for update to authenticated
  using (status <> 'sent' and (select public.has_staff_role('admin', 'editor')))
  with check (status <> 'sent' and (select public.has_staff_role('admin', 'editor')));
create policy "newsletter_issues: admins and editors remove unsent issues" on public.newsletter_issues
  for delete to authenticated
  using (status <> 'sent' and (select public.has_staff_role('admin', 'editor')));

-- Settings -----------------------------------------------------------------------------------------

create table public.newsletter_settings (
  id boolean primary key default true check (id),
  -- The weekly digest: written from the site's content and sent without anyone pressing a button.
  weekly_digest boolean not null default false,
  -- 0 Sunday … 6 Saturday, and the time of day, in the church's time zone (site_identity.time_zone).
  digest_day integer not null default 5 check (digest_day between 0 and 6),
  digest_time time not null default '09:00',
  -- Optional mailbox for `List-Unsubscribe: <mailto:…>` (RFC 2369) next to the https link.
  unsubscribe_mailto text check (unsubscribe_mailto ~ '^[^[:space:]@<>]+@[^[:space:]@<>]+\.[^[:space:]@<>]+$'),
  updated_at timestamptz not null default now()
);
insert into public.newsletter_settings (id) values (true);
comment on table public.newsletter_settings is
  'One row: the weekly digest (on/off, day 0 = Sunday, time in church time) and the optional unsubscribe mailbox. Admins and editors.';

create trigger newsletter_settings_set_updated_at before update on public.newsletter_settings
  for each row execute function public.set_updated_at();
create trigger newsletter_settings_activity after update on public.newsletter_settings
  for each row execute function private.record_activity('newsletter');

alter table public.newsletter_settings enable row level security;
revoke all on table public.newsletter_settings from public, anon, authenticated;
grant select on table public.newsletter_settings to authenticated;
grant update (weekly_digest, digest_day, digest_time, unsubscribe_mailto) on table public.newsletter_settings to authenticated;
create policy "newsletter_settings: admins and editors read" on public.newsletter_settings
  for select to authenticated using ((select public.has_staff_role('admin', 'editor')));
create policy "newsletter_settings: admins and editors change" on public.newsletter_settings
  for update to authenticated
  using ((select public.has_staff_role('admin', 'editor')))
  with check ((select public.has_staff_role('admin', 'editor')));

-- Send rows ----------------------------------------------------------------------------------------

create table public.newsletter_sends (
  id bigint generated always as identity primary key,
  -- confirm: the double opt-in e-mail; issue: an issue to a subscriber; test: an issue to a staff member.
  kind text not null check (kind in ('confirm', 'issue', 'test')),
  issue_id uuid references public.newsletter_issues (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete cascade,
  staff_id uuid references auth.users (id) on delete cascade,
  -- Sent as `Idempotency-Key`: one per recipient and issue (or confirmation, or test).
  idempotency_key text not null unique check (length(idempotency_key) <= 256),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  not_before timestamptz not null default now(),
  lease_until timestamptz,
  last_error text,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((kind = 'confirm') = (issue_id is null)),
  check ((kind = 'test') = (staff_id is not null)),
  check ((kind = 'test') = (subscriber_id is null))
);

create unique index newsletter_sends_once on public.newsletter_sends (issue_id, subscriber_id) where kind = 'issue';
create index newsletter_sends_due_idx on public.newsletter_sends (not_before, id) where status in ('pending', 'sending');
create index newsletter_sends_subscriber_idx on public.newsletter_sends (subscriber_id);
create index newsletter_sends_staff_idx on public.newsletter_sends (staff_id);

comment on table public.newsletter_sends is
  'One row per e-mail of the newsletter (confirmation, issue, test): ids, never an address; the Idempotency-Key; status, attempts and the retry time. Goes with the subscription (unsubscribe, erasure). Admins and editors read the rows of issues.';

alter table public.newsletter_sends enable row level security;
revoke all on table public.newsletter_sends from public, anon, authenticated;
grant select (id, kind, issue_id, status, attempts, not_before, created_at, sent_at)
  on table public.newsletter_sends to authenticated;
create policy "newsletter_sends: admins and editors read the rows of issues" on public.newsletter_sends
  for select to authenticated
  using (kind <> 'confirm' and (select public.has_staff_role('admin', 'editor')));

-- Helpers ------------------------------------------------------------------------------------------

-- The church's time zone (site_identity.time_zone), default America/Indiana/Indianapolis.
create or replace function private.church_time_zone()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.setting_value ->> 'time_zone' from public.site_settings as s where s.setting_key = 'site_identity'),
    'America/Indiana/Indianapolis');
$$;
revoke execute on function private.church_time_zone() from public, anon, authenticated, service_role;

-- Asks the send-newsletter function to send what is due (pg_net: after commit); null when the
-- alerts' settings are not filled in or pg_net is missing (rows wait for the next call).
create or replace function private.newsletter_kick()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.alert_settings;
begin
  select * into settings from private.alert_settings where id;
  if settings.functions_url is null or settings.hook_secret is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  return net.http_post(
    url := settings.functions_url || '/send-newsletter',
    body := '{}'::jsonb,
    params := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-alerts-secret', settings.hook_secret),
    timeout_milliseconds := 60000
  );
end;
$$;
revoke execute on function private.newsletter_kick() from public, anon, authenticated, service_role;

-- Confirmation e-mails -----------------------------------------------------------------------------

-- The form guard (decision 0016) answers 409 only for a confirmed address now: a second sign-up
-- of an unconfirmed one passes its limits like a new address and is handled below. The whole
-- function as in 20261125100000_form_guard_by_table.sql but for step 4.
create or replace function private.guard_submission() returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  form_name text := tg_table_name;
  limits private.form_limits;
  client_id text;
  counted integer;
  oldest timestamptz;
  print text;
begin
  if not private.is_public_submission() then
    return new;
  end if;
  select * into limits from private.form_limits l where l.form = form_name;
  if not found then
    return new;
  end if;

  client_id := private.request_client();
  perform pg_advisory_xact_lock(hashtextextended('form_guard:' || form_name, 0));

  -- 1. The client's own attempts in the window, whatever became of them.
  select count(*), min(a.at) into counted, oldest
  from private.form_attempts a
  where a.form = form_name and a.client = client_id and a.at > now() - limits.per_client_window;
  if counted >= limits.per_client then
    perform private.refuse_submission(
      'Too many submissions from this connection. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + limits.per_client_window - now()))::integer);
  end if;

  -- 2. The shared ceiling: stored rows of the last hour, at most per_client of each client.
  select coalesce(sum(least(c.n, limits.per_client)), 0), min(c.first_at) into counted, oldest
  from (
    select count(*) as n, min(a.at) as first_at
    from private.form_attempts a
    where a.form = form_name and a.outcome = 'stored' and a.at > now() - interval '1 hour'
    group by a.client
  ) as c;
  if counted >= limits.global_per_hour then
    perform private.refuse_submission(
      'This form is receiving too many submissions. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + interval '1 hour' - now()))::integer);
  end if;

  -- 3. Duplicates of the same client's content in the last 10 minutes.
  if form_name <> 'newsletter_subscribers' then
    print := md5((to_jsonb(new) - array['id', 'created_at', 'submitted_at', 'updated_at', 'is_approved'])::text);
    insert into private.form_fingerprints as f (form, client, fingerprint)
    values (form_name, client_id, print)
    on conflict (form, client, fingerprint) do update set at = now()
      where f.at < now() - interval '10 minutes';
    if not found then
      insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'duplicate');
      return null;
    end if;
  -- 4. An address already subscribed and confirmed (any case, as the unique index compares it).
  --    An unconfirmed one is counted as stored; the trigger resend_confirmation then stores
  --    nothing and sends the confirmation again (decision 0040).
  elsif exists (
    select 1 from public.newsletter_subscribers s
    where lower(s.email) = lower(new.email) and s.confirmed_at is not null
  ) then
    insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'subscribed');
    perform set_config('response.status', '409', true);
    return null;
  end if;

  -- 5. Counted.
  insert into private.form_attempts (form, client, outcome) values (form_name, client_id, 'stored');
  return new;
end;
$$;
revoke all on function private.guard_submission() from public;

-- Before a subscription is stored, after the guard (trigger names sort: guard_submission, then
-- resend_confirmation): a second sign-up of an unconfirmed address stores nothing and re-sends
-- the confirmation (at most once in 10 minutes, five times in all); a new one is counted as one
-- confirmation sent.
create or replace function private.newsletter_before_subscribe()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.newsletter_subscribers;
begin
  select * into existing from public.newsletter_subscribers as s
  where lower(s.email) = lower(new.email) for update;
  if found and existing.confirmed_at is null then
    if existing.confirmations_sent < 5
       and coalesce(existing.confirmation_sent_at, '-infinity') < now() - interval '10 minutes' then
      update public.newsletter_subscribers as s
      set confirmations_sent = s.confirmations_sent + 1, confirmation_sent_at = now()
      where s.id = existing.id;
      insert into public.newsletter_sends (kind, subscriber_id, idempotency_key)
      values ('confirm', existing.id,
              format('newsletter-confirm-%s-%s', existing.id, existing.confirmations_sent + 1));
      perform private.newsletter_kick();
    end if;
    return null;
  end if;
  if not found and new.confirmed_at is null then
    new.confirmation_token := coalesce(new.confirmation_token, encode(extensions.gen_random_bytes(32), 'hex'));
    new.confirmations_sent := 1;
    new.confirmation_sent_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.newsletter_before_subscribe() from public, anon, authenticated, service_role;
create trigger resend_confirmation before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_before_subscribe();

create or replace function private.newsletter_after_subscribe()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.confirmed_at is null then
    insert into public.newsletter_sends (kind, subscriber_id, idempotency_key)
    values ('confirm', new.id, format('newsletter-confirm-%s-1', new.id));
    perform private.newsletter_kick();
  end if;
  return null;
end;
$$;
revoke execute on function private.newsletter_after_subscribe() from public, anon, authenticated, service_role;
create trigger send_confirmation after insert on public.newsletter_subscribers
  for each row execute function private.newsletter_after_subscribe();

-- Confirms the subscription that carries `token`; true when there is one (confirmed now or
-- before), false for an unknown or malformed token. Callable by anyone.
create or replace function public.newsletter_confirm(token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  done integer;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update public.newsletter_subscribers as s
  set confirmed_at = coalesce(s.confirmed_at, now())
  where s.confirmation_token = token;
  get diagnostics done = row_count;
  return done > 0;
end;
$$;
comment on function public.newsletter_confirm(text) is
  'Double opt-in: confirms the newsletter subscription whose confirmation_token is `token` (the link of the confirmation e-mail); true when one matched, false for an unknown or malformed token. Callable by anyone.';
revoke execute on function public.newsletter_confirm(text) from public;
grant execute on function public.newsletter_confirm(text) to anon, authenticated, service_role;

-- Drafts from the site's content ---------------------------------------------------------------------

-- The site's address for links (private.alert_settings.site_url), without a trailing slash.
create or replace function private.newsletter_site_url()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select rtrim(s.site_url, '/') from private.alert_settings as s where s.id), '');
$$;
revoke execute on function private.newsletter_site_url() from public, anon, authenticated, service_role;

-- Light markup escapes for titles taken from content: '*', '_', '[', ']', '#' at the start.
create or replace function private.newsletter_markup_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(regexp_replace(coalesce(value, ''), '\s+', ' ', 'g'), '([*_\[\]\\`])', '\\\1', 'g');
$$;
revoke execute on function private.newsletter_markup_text(text) from public, anon, authenticated, service_role;

-- A draft issue written from the site's content, in the blog's light markup:
-- * 'Coming up': the published events of the next 14 days (church time), each event once with
--   each of its dates once (a weekly series lists its dates on one line);
-- * 'Latest sermon': the newest visible sermon;
-- * 'From the blog': the posts published since `since` (the last sent issue, else 7 days back);
-- * 'A word from the pastor': the latest word of encouragement, its first paragraph.
-- Answers { subject, preheader, body, slug, has_news } where has_news says whether there is a
-- post, sermon, word or event changed since `since` (the weekly digest is skipped without).
create or replace function private.newsletter_compose(since timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  zone text := private.church_time_zone();
  site text := private.newsletter_site_url();
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
           format(E'\n[Details](%s/events/%s)', site, e.event_id)),
         E'\n\n' order by e.first_start)
    into lines
  from (
    select o.event_id, min(o.title) as title, min(o.location) as location, min(o.start_time) as first_start,
           string_agg(distinct to_char(o.start_time at time zone zone, 'Dy Mon FMDD, FMHH12:MI AM'), ', ')
             as dates,
           bool_or(ev.updated_at > since) as changed
    from public.event_occurrences(now(), ((today + 15)::timestamp at time zone zone)) as o
    join public.church_events as ev on ev.id = o.event_id
    where o.status = 'published' and not o.is_cancelled
    group by o.event_id
  ) as e;
  if lines is not null then
    parts := parts || (E'## Coming up\n\n' || lines);
    news := news or exists (
      select 1 from public.church_events as ev where ev.updated_at > since and ev.status = 'published');
  end if;

  select s.id, s.title, s.speaker, s.date, s.published_at into sermon
  from public.sermons as s
  where s.status <> 'draft' and s.published_at <= now()
  order by s.date desc, s.published_at desc limit 1;
  if found then
    parts := parts || format(E'## Latest sermon\n\n**%s**: %s, %s\n[Watch or listen](%s/sermons/%s)',
      private.newsletter_markup_text(sermon.title), private.newsletter_markup_text(sermon.speaker),
      to_char(sermon.date, 'FMMonth FMDD'), site, sermon.id);
    news := news or sermon.published_at > since;
  end if;

  select string_agg(format(E'**[%s](%s/pastors-corner/blog/%s)**%s',
           private.newsletter_markup_text(p.title), site, p.slug,
           case when coalesce(p.excerpt, '') ~ '\S' then E'\n' || private.newsletter_markup_text(p.excerpt) else '' end),
         E'\n\n' order by p.published_at desc)
    into lines
  from public.pastor_blog_posts as p
  where p.published_at > since and p.published_at <= now();
  if lines is not null then
    parts := parts || (E'## From the blog\n\n' || lines);
    news := true;
  end if;

  select w.title, w.body, w.signature, w.updated_at into word
  from public.pastor_words as w
  where w.month <= date_trunc('month', today)::date
  order by w.month desc limit 1;
  if found then
    parts := parts || format(E'## A word from the pastor\n\n**%s**\n%s%s\n[Read it all](%s/pastors-corner)',
      private.newsletter_markup_text(word.title),
      private.newsletter_markup_text(split_part(btrim(word.body), E'\n\n', 1)),
      case when coalesce(word.signature, '') ~ '\S' then E'\n*' || private.newsletter_markup_text(word.signature) || '*' else '' end,
      site);
    news := news or word.updated_at > since;
  end if;

  return jsonb_build_object(
    'subject', 'This week: ' || to_char(today, 'FMMonth FMDD, YYYY'),
    'preheader', 'Events, the latest sermon and news from the church',
    'slug', 'week-of-' || to_char(today, 'YYYY-MM-DD'),
    'body', coalesce(nullif(array_to_string(parts, E'\n\n'), ''), 'Nothing new this week.'),
    'has_news', news);
end;
$$;
revoke execute on function private.newsletter_compose(timestamptz) from public, anon, authenticated, service_role;

-- When the last issue went out (or 7 days ago).
create or replace function private.newsletter_last_sent()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select max(i.sent_at) from public.newsletter_issues as i where i.status = 'sent'),
                  now() - interval '7 days');
$$;
revoke execute on function private.newsletter_last_sent() from public, anon, authenticated, service_role;

-- For the composer ('New issue'): the draft written from the content since the last issue.
create or replace function public.newsletter_draft()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors write newsletters.';
  end if;
  return private.newsletter_compose(private.newsletter_last_sent());
end;
$$;
comment on function public.newsletter_draft() is
  'Admins and editors: a draft issue from the site''s content ({ subject, preheader, slug, body, has_news }): events of the next 14 days, the latest sermon, posts since the last issue, the pastor''s word. 42501 for anyone else.';
revoke execute on function public.newsletter_draft() from public, anon;
grant execute on function public.newsletter_draft() to authenticated;

-- Sending ---------------------------------------------------------------------------------------------

-- Marks an issue sent and queues one row per confirmed subscriber (a row that exists already is
-- kept: the unique index makes a second call harmless). Answers the number of rows queued.
create or replace function private.newsletter_queue(issue uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  update public.newsletter_issues as i
  set status = 'sent', sent_at = coalesce(i.sent_at, now())
  where i.id = issue;
  insert into public.newsletter_sends (kind, issue_id, subscriber_id, idempotency_key)
  select 'issue', issue, s.id, format('newsletter-%s-%s', issue, s.id)
  from public.newsletter_subscribers as s
  where s.confirmed_at is not null
  on conflict do nothing;
  get diagnostics queued = row_count;
  if queued > 0 then
    perform private.newsletter_kick();
  end if;
  return queued;
end;
$$;
revoke execute on function private.newsletter_queue(uuid) from public, anon, authenticated, service_role;

-- Admins and editors: sends an issue now (`send_at` null or past) or schedules it. Answers
-- 'sent' or 'scheduled'. P0002 when there is no such unsent issue.
create or replace function public.newsletter_send(issue_id uuid, send_at timestamptz default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send newsletters.';
  end if;
  select * into issue from public.newsletter_issues as i
  where i.id = newsletter_send.issue_id and i.status <> 'sent' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No unsent issue with this id.';
  end if;
  if send_at is not null and send_at > now() then
    update public.newsletter_issues as i set status = 'scheduled', scheduled_for = send_at
    where i.id = issue.id;
    return 'scheduled';
  end if;
  perform private.newsletter_queue(issue.id);
  return 'sent';
end;
$$;
comment on function public.newsletter_send(uuid, timestamptz) is
  'Admins and editors: sends the issue to every confirmed subscriber now, or schedules it for `send_at`. Answers ''sent'' or ''scheduled''; P0002 for a sent or unknown issue, 42501 for anyone else.';
revoke execute on function public.newsletter_send(uuid, timestamptz) from public, anon;
grant execute on function public.newsletter_send(uuid, timestamptz) to authenticated;

-- Admins and editors: a scheduled issue back to a draft.
create or replace function public.newsletter_unschedule(issue_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send newsletters.';
  end if;
  update public.newsletter_issues as i set status = 'draft', scheduled_for = null
  where i.id = newsletter_unschedule.issue_id and i.status = 'scheduled';
  if not found then
    raise exception using errcode = 'P0002', message = 'No scheduled issue with this id.';
  end if;
end;
$$;
revoke execute on function public.newsletter_unschedule(uuid) from public, anon;
grant execute on function public.newsletter_unschedule(uuid) to authenticated;

-- Admins and editors: the issue as it stands, to the caller's own address ('Send a test to me').
-- At most 10 tests a staff member an hour (22023 beyond).
create or replace function public.newsletter_send_test(issue_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role('admin', 'editor') then
    raise exception using errcode = '42501', message = 'Only admins and editors send newsletters.';
  end if;
  if not exists (select 1 from public.newsletter_issues as i where i.id = newsletter_send_test.issue_id) then
    raise exception using errcode = 'P0002', message = 'No issue with this id.';
  end if;
  if (select count(*) from public.newsletter_sends as s
      where s.staff_id = auth.uid() and s.kind = 'test' and s.created_at > now() - interval '1 hour') >= 10 then
    raise exception using errcode = '22023', message = 'At most 10 test e-mails an hour. Please wait a little.';
  end if;
  insert into public.newsletter_sends (kind, issue_id, staff_id, idempotency_key)
  values ('test', newsletter_send_test.issue_id, auth.uid(), 'newsletter-test-' || gen_random_uuid());
  perform private.newsletter_kick();
end;
$$;
revoke execute on function public.newsletter_send_test(uuid) from public, anon;
grant execute on function public.newsletter_send_test(uuid) to authenticated;

-- Admins and editors: how far an issue's sending is.
create or replace function public.newsletter_progress(issue_id uuid)
returns table (sent bigint, failed bigint, pending bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*) filter (where s.status = 'sent'),
         count(*) filter (where s.status = 'failed'),
         count(*) filter (where s.status in ('pending', 'sending'))
  from public.newsletter_sends as s
  where s.issue_id = newsletter_progress.issue_id and s.kind = 'issue';
$$;
comment on function public.newsletter_progress(uuid) is
  'Admins and editors (RLS of newsletter_sends): the issue''s recipients sent, failed and pending.';
revoke execute on function public.newsletter_progress(uuid) from public, anon;
grant execute on function public.newsletter_progress(uuid) to authenticated;

-- For the function ------------------------------------------------------------------------------------

-- Claims up to `batch` due rows for five minutes and returns what each e-mail needs. Rows whose
-- recipient may no longer receive them (an unconfirmed subscription, a test to someone no longer
-- an admin or editor) are failed, never returned.
create or replace function public.newsletter_claim(batch integer default 50)
returns table (
  id bigint,
  kind text,
  to_email text,
  idempotency_key text,
  attempts integer,
  issue jsonb,
  unsubscribe_token text,
  confirmation_token text,
  site_url text,
  church_name text,
  postal_address text,
  unsubscribe_mailto text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if batch is null or batch < 1 or batch > 100 then
    raise exception using errcode = '22023', message = 'batch must be between 1 and 100';
  end if;
  update public.newsletter_sends as o
  set status = 'failed', last_error = 'recipient may no longer receive it', lease_until = null
  where o.status = 'pending' and o.not_before <= now()
    and ((o.kind = 'issue' and not exists (select 1 from public.newsletter_subscribers as s
                                           where s.id = o.subscriber_id and s.confirmed_at is not null))
      or (o.kind = 'confirm' and exists (select 1 from public.newsletter_subscribers as s
                                         where s.id = o.subscriber_id and s.confirmed_at is not null))
      or (o.kind = 'test' and not exists (select 1 from public.staff_members as m
                                          where m.user_id = o.staff_id and m.role in ('admin', 'editor'))));
  return query
  with due as (
    select o.id
    from public.newsletter_sends as o
    where (o.status = 'pending' and o.not_before <= now())
       or (o.status = 'sending' and o.lease_until < now())
    order by o.id
    limit batch
    for update skip locked
  ), claimed as (
    update public.newsletter_sends as o
    set status = 'sending', lease_until = now() + interval '5 minutes', attempts = o.attempts + 1
    from due
    where o.id = due.id
    returning o.*
  ), info as (
    select
      (select nullif(btrim(s.setting_value ->> 'name'), '') from public.site_settings as s
        where s.setting_key = 'site_identity') as church,
      (select concat_ws(', ',
                nullif(btrim(s.setting_value #>> '{address,street}'), ''),
                nullif(btrim(s.setting_value #>> '{address,city}'), ''),
                nullif(btrim(concat_ws(' ', s.setting_value #>> '{address,state}', s.setting_value #>> '{address,zip}')), ''),
                nullif(btrim(s.setting_value #>> '{address,country}'), ''))
        from public.site_settings as s where s.setting_key = 'contact_info') as address,
      (select n.unsubscribe_mailto from public.newsletter_settings as n where n.id) as mailto
  )
  select c.id, c.kind,
         coalesce(sub.email, u.email::text),
         c.idempotency_key, c.attempts,
         case when c.issue_id is not null then (
           select jsonb_build_object('id', i.id, 'slug', i.slug, 'subject', i.subject,
                                     'preheader', i.preheader, 'body', i.body)
           from public.newsletter_issues as i where i.id = c.issue_id) end,
         sub.unsubscribe_token,
         case when c.kind = 'confirm' then sub.confirmation_token end,
         private.newsletter_site_url(),
         coalesce(info.church, 'Our Church'),
         nullif(info.address, ''),
         info.mailto
  from claimed as c
  cross join info
  left join public.newsletter_subscribers as sub on sub.id = c.subscriber_id
  left join auth.users as u on u.id = c.staff_id
  order by c.id;
end;
$$;
comment on function public.newsletter_claim(integer) is
  'For the send-newsletter Edge Function (service role only): claims up to `batch` due newsletter e-mails for five minutes and returns the address, the issue, the tokens of the links, the site URL, the church''s name and postal address.';
revoke execute on function public.newsletter_claim(integer) from public, anon, authenticated;
grant execute on function public.newsletter_claim(integer) to service_role;

-- Records the result of one claimed row: sent, or failed (retried after 1, 5, 25, 125 minutes,
-- then failed). A row not currently claimed is refused (P0002).
create or replace function public.newsletter_report(
  send_id bigint,
  ok boolean,
  error text default null,
  provider_id text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed public.newsletter_sends;
  delay interval;
begin
  select * into claimed from public.newsletter_sends as o where o.id = send_id and o.status = 'sending' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No claimed newsletter e-mail with this id.';
  end if;
  if newsletter_report.ok then
    update public.newsletter_sends as o
    set status = 'sent', sent_at = now(), provider_id = left(newsletter_report.provider_id, 200),
        last_error = null, lease_until = null
    where o.id = send_id;
    return 'sent';
  end if;
  delay := private.alert_retry_delay(claimed.attempts);
  update public.newsletter_sends as o
  set status = case when delay is null then 'failed' else 'pending' end,
      not_before = case when delay is null then o.not_before else now() + delay end,
      last_error = left(coalesce(newsletter_report.error, 'unknown error'), 500),
      lease_until = null
  where o.id = send_id;
  return case when delay is null then 'failed' else 'pending' end;
end;
$$;
comment on function public.newsletter_report(bigint, boolean, text, text) is
  'For the send-newsletter Edge Function (service role only): records one attempt; a failure is retried after 1, 5, 25, 125 minutes, then failed. Answers the new status.';
revoke execute on function public.newsletter_report(bigint, boolean, text, text) from public, anon, authenticated;
grant execute on function public.newsletter_report(bigint, boolean, text, text) to service_role;

-- Scheduled ---------------------------------------------------------------------------------------------

-- The weekly digest: on the chosen day, from the chosen time (church time) for an hour, once a
-- week, an issue written from the content since the last issue is sent when there is something
-- new; otherwise nothing. Answers the new issue's id, or null.
create or replace function private.newsletter_weekly_digest()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.newsletter_settings;
  local_now timestamp := now() at time zone private.church_time_zone();
  draft jsonb;
  new_slug text;
  new_id uuid;
begin
  select * into settings from public.newsletter_settings where id;
  if not found or not settings.weekly_digest
     or extract(dow from local_now)::integer <> settings.digest_day
     or local_now::time < settings.digest_time
     or local_now::time >= settings.digest_time + interval '1 hour'
     or exists (select 1 from public.newsletter_issues as i
                where i.is_digest and i.created_at > now() - interval '6 days') then
    return null;
  end if;
  draft := private.newsletter_compose(private.newsletter_last_sent());
  if not (draft ->> 'has_news')::boolean then
    return null;
  end if;
  new_slug := draft ->> 'slug';
  if exists (select 1 from public.newsletter_issues as i where i.slug = new_slug) then
    new_slug := new_slug || '-' || substr(md5(random()::text), 1, 6);
  end if;
  insert into public.newsletter_issues (slug, subject, preheader, body, is_digest, created_by)
  values (new_slug, draft ->> 'subject', draft ->> 'preheader', draft ->> 'body', true, null)
  returning id into new_id;
  perform private.newsletter_queue(new_id);
  return new_id;
end;
$$;
revoke execute on function private.newsletter_weekly_digest() from public, anon, authenticated, service_role;

-- Every minute: sends scheduled issues whose time has come, the weekly digest, calls the function
-- when rows are due; deletes unconfirmed subscriptions after 7 days and old confirmation rows.
create or replace function private.newsletter_every_minute()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue uuid;
begin
  for issue in
    select i.id from public.newsletter_issues as i
    where i.status = 'scheduled' and i.scheduled_for <= now()
    order by i.scheduled_for
    for update skip locked
  loop
    perform private.newsletter_queue(issue);
  end loop;
  perform private.newsletter_weekly_digest();
  if exists (
    select 1 from public.newsletter_sends as o
    where (o.status = 'pending' and o.not_before <= now()) or (o.status = 'sending' and o.lease_until < now())
  ) then
    perform private.newsletter_kick();
  end if;
  delete from public.newsletter_subscribers as s
  where s.confirmed_at is null and s.created_at < now() - interval '7 days';
  delete from public.newsletter_sends as o
  where o.kind in ('confirm', 'test') and o.status in ('sent', 'failed') and o.created_at < now() - interval '30 days';
end;
$$;
revoke execute on function private.newsletter_every_minute() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('newsletter', '* * * * *', 'select private.newsletter_every_minute()');
  end if;
end
$$;
