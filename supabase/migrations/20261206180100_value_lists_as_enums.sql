-- Every value list the staff pages and the public pages show is an enum type (issue 42 item 4;
-- docs/decisions/0050). They were check constraints on text columns, which the generated types
-- (src/types/database.types.ts) see as `string`, so each list was typed again by hand in the
-- front end, some twice, and drifted (a new gift status or frequency was missing from one copy).
-- Now `Database['public']['Enums']` carries each list as a union and `Constants.public.Enums`
-- lists its values in order; the front end reads both and keeps one label map per list.
--
-- As with staff roles and inbox statuses (20261128130500_value_lists_as_enums.sql):
-- * an assignment cast from text lets functions store a text value in the columns as before
--   (a value outside the list is refused with 22P02 instead of 23514);
-- * comparisons with literals (`status = 'sent'`) keep working; the functions that compared a
--   column with a text variable, returned it in a `returns table (… text)` through
--   `return query`, or passed it to a text parameter cast it to text (redefined below,
--   otherwise unchanged);
-- * the policies, checks, partial indexes, defaults, triggers (web push's among them) and the
--   generated column that name a converted column are dropped and created again unchanged, and
--   the care inbox's view is created again with its kinds typed.
--
-- tests/db/value-lists.test.ts fails when a check constraint in `public` lists values again.
-- Left as checks, with their reasons there: the Stripe Checkout mode of giving_checkouts and
-- the kind and status of newsletter_sends (machinery of the sending outbox, shown to nobody).

-- Types ------------------------------------------------------------------------------------------

create type public.image_source as enum ('upload', 'url');
comment on type public.image_source is
  'Where a cover or a photo comes from: upload (a file in the table''s bucket, named by the path column) or url (the *_external_url column).';
create type public.event_status as enum ('draft', 'published');
comment on type public.event_status is 'An event: draft (staff only) or published.';
create type public.sermon_status as enum ('draft', 'scheduled', 'published');
comment on type public.sermon_status is
  'A sermon: draft (staff only), scheduled (public from published_at) or published.';
create type public.giving_provider as enum ('simulated', 'external', 'stripe');
comment on type public.giving_provider is
  'How the Donate page takes gifts: simulated (a demonstration), external (the church''s own giving page) or stripe (Stripe Checkout).';
create type public.gift_frequency as enum ('one_time', 'monthly', 'quarterly', 'annually');
comment on type public.gift_frequency is 'How often a gift is given: one_time, monthly, quarterly or annually.';
create type public.gift_status as enum ('pending', 'succeeded', 'failed', 'partially_refunded', 'refunded');
comment on type public.gift_status is
  'A received payment: pending (a bank payment not yet cleared), succeeded, failed, partially_refunded or refunded.';
create type public.gift_dispute_status as enum ('open', 'won', 'lost');
comment on type public.gift_dispute_status is
  'A chargeback of a gift: open, won (the church keeps the gift) or lost (the gift leaves totals and statements).';
create type public.recurring_gift_status as enum ('active', 'payment_failed', 'paused', 'ended');
comment on type public.recurring_gift_status is 'A recurring gift: active, payment_failed, paused or ended.';
create type public.registration_status as enum ('confirmed', 'awaiting', 'waitlisted', 'cancelled', 'expired');
comment on type public.registration_status is
  'An event registration, in the order the staff list groups them: confirmed, awaiting (seats held until the e-mailed link is opened), waitlisted, cancelled, expired (the hold ran out).';
create type public.newsletter_issue_status as enum ('draft', 'scheduled', 'sent');
comment on type public.newsletter_issue_status is 'A newsletter issue: draft, scheduled (sent at scheduled_for) or sent.';
create type public.inbox_kind as enum ('prayer_request', 'contact_message', 'first_timer');
comment on type public.inbox_kind is 'What a care inbox item is: a prayer request, a contact message or a first-timer card.';
create type public.activity_area as enum ('content', 'inbox', 'newsletter', 'settings', 'staff', 'media');
comment on type public.activity_area is 'The part of the site an activity log entry belongs to.';
create type public.activity_action as enum ('insert', 'update', 'delete');
comment on type public.activity_action is 'What an activity log entry records: an insert, an update or a delete.';
create type public.unmatched_payment_reason as enum ('unknown_checkout', 'checkout_differs');
comment on type public.unmatched_payment_reason is
  'Why a Stripe payment is not recorded as a gift: unknown_checkout (not started on this site) or checkout_differs (amount, mode or currency differ from the checkout).';

create cast (text as public.image_source) with inout as assignment;
create cast (text as public.event_status) with inout as assignment;
create cast (text as public.sermon_status) with inout as assignment;
create cast (text as public.giving_provider) with inout as assignment;
create cast (text as public.gift_frequency) with inout as assignment;
create cast (text as public.gift_status) with inout as assignment;
create cast (text as public.gift_dispute_status) with inout as assignment;
create cast (text as public.recurring_gift_status) with inout as assignment;
create cast (text as public.registration_status) with inout as assignment;
create cast (text as public.newsletter_issue_status) with inout as assignment;
create cast (text as public.inbox_kind) with inout as assignment;
create cast (text as public.activity_area) with inout as assignment;
create cast (text as public.activity_action) with inout as assignment;
create cast (text as public.unmatched_payment_reason) with inout as assignment;

-- Cover and photo sources ------------------------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array['church_events', 'church_event_exceptions', 'sermons', 'pastor_blog_posts']
  loop
    execute format('alter table public.%I drop constraint %I', t, t || '_cover_image_source_type_check');
    execute format('alter table public.%I drop constraint %I', t, t || '_cover_matches_source');
    execute format(
      'alter table public.%I alter column cover_image_source_type type public.image_source'
      || ' using cover_image_source_type::public.image_source', t);
    execute format(
      'alter table public.%I add constraint %I check ('
      || '(cover_image_source_type is distinct from ''upload'' or coalesce(cover_image_path, '''') ~ ''\S'')'
      || ' and (cover_image_source_type is distinct from ''url'' or cover_image_external_url is not null))',
      t, t || '_cover_matches_source');
  end loop;
end
$$;

alter table public.gallery_images drop constraint gallery_images_source_type_check;
alter table public.gallery_images drop constraint gallery_images_file_matches_source;
alter table public.gallery_images alter column source_type drop default;
alter table public.gallery_images
  alter column source_type type public.image_source using source_type::public.image_source;
alter table public.gallery_images alter column source_type set default 'upload';
alter table public.gallery_images add constraint gallery_images_file_matches_source check (
  (source_type <> 'upload' or coalesce(image_file_path, '') ~ '\S')
  and (source_type <> 'url' or image_external_url is not null));

-- Event and sermon status ------------------------------------------------------------------------

drop policy "church_events: visitors read published" on public.church_events;
drop policy "church_events: published, or all for admins and editors" on public.church_events;
drop trigger media_placement_update on public.church_events;
alter table public.church_events drop constraint church_events_status_known;
alter table public.church_events alter column status drop default;
alter table public.church_events
  alter column status type public.event_status using status::public.event_status;
alter table public.church_events alter column status set default 'published';

create policy "church_events: visitors read published" on public.church_events
  for select to anon using (status = 'published');
create policy "church_events: published, or all for admins and editors" on public.church_events
  for select to authenticated
  using (status = 'published' or (select public.has_staff_role('admin', 'editor')));
create trigger media_placement_update after update on public.church_events
  for each row
  when (old.status is distinct from new.status or old.cover_image_path is distinct from new.cover_image_path)
  execute function private.media_on_change();

drop policy "sermons: public once published" on public.sermons;
drop policy "sermons: public once published, or all for admins and editors" on public.sermons;
drop trigger media_placement_update on public.sermons;
drop trigger sermons_push_notify on public.sermons;
alter table public.sermons drop constraint sermons_status_check;
alter table public.sermons drop constraint sermons_published_at_set;
alter table public.sermons alter column status drop default;
alter table public.sermons
  alter column status type public.sermon_status using status::public.sermon_status;
alter table public.sermons alter column status set default 'published';
alter table public.sermons add constraint sermons_published_at_set
  check (status = 'draft' or published_at is not null);

create policy "sermons: public once published" on public.sermons
  for select to anon using (status <> 'draft' and published_at <= now());
create policy "sermons: public once published, or all for admins and editors" on public.sermons
  for select to authenticated
  using ((status <> 'draft' and published_at <= now()) or (select public.has_staff_role('admin', 'editor')));
create trigger media_placement_update after update on public.sermons
  for each row
  when (old.status is distinct from new.status or old.published_at is distinct from new.published_at
        or old.audio_file_path is distinct from new.audio_file_path
        or old.cover_image_path is distinct from new.cover_image_path)
  execute function private.media_on_change();
create trigger sermons_push_notify after insert or update of status, published_at, push_notify on public.sermons
  for each row execute function private.push_sermon_changed();

-- Giving -----------------------------------------------------------------------------------------

alter table public.giving_settings drop constraint giving_settings_provider_check;
alter table public.giving_settings drop constraint giving_settings_external_needs_url;
alter table public.giving_settings alter column provider drop default;
alter table public.giving_settings
  alter column provider type public.giving_provider using provider::public.giving_provider;
alter table public.giving_settings alter column provider set default 'simulated';
alter table public.giving_settings add constraint giving_settings_external_needs_url
  check (provider <> 'external' or external_url is not null);

alter table public.giving_checkouts drop constraint giving_checkouts_frequency_check;
alter table public.giving_checkouts
  alter column frequency type public.gift_frequency using frequency::public.gift_frequency;

alter table public.recurring_gifts drop constraint recurring_gifts_frequency_check;
alter table public.recurring_gifts drop constraint recurring_gifts_status_check;
alter table public.recurring_gifts alter column status drop default;
alter table public.recurring_gifts
  alter column frequency type public.gift_frequency using frequency::public.gift_frequency,
  alter column status type public.recurring_gift_status using status::public.recurring_gift_status;
alter table public.recurring_gifts alter column status set default 'active';
alter table public.recurring_gifts add constraint recurring_gifts_frequency_check
  check (frequency <> 'one_time');

-- The generated column reads status and dispute_status: it is dropped and added again (it holds
-- nothing of its own, and nothing else depends on it).
alter table public.donations drop column net_cents;
alter table public.donations drop constraint donations_frequency_check;
alter table public.donations drop constraint donations_status_check;
alter table public.donations drop constraint donations_dispute_status_check;
alter table public.donations alter column status drop default;
alter table public.donations
  alter column frequency type public.gift_frequency using frequency::public.gift_frequency,
  alter column status type public.gift_status using status::public.gift_status,
  alter column dispute_status type public.gift_dispute_status using dispute_status::public.gift_dispute_status;
alter table public.donations alter column status set default 'succeeded';
alter table public.donations
  add column net_cents integer not null generated always as (
    case when status in ('succeeded', 'partially_refunded') and dispute_status is distinct from 'lost'
         then greatest(amount_cents - refunded_cents, 0) else 0 end) stored;
comment on column public.donations.net_cents is
  'What the gift counts in totals and year-end statements (cents): amount less refunds when received; 0 when pending, failed or its dispute was lost.';

alter table public.unmatched_stripe_payments drop constraint unmatched_stripe_payments_reason_check;
alter table public.unmatched_stripe_payments
  alter column reason type public.unmatched_payment_reason using reason::public.unmatched_payment_reason;

-- Event registrations ----------------------------------------------------------------------------

drop index public.event_registrations_one_per_address;
drop index public.event_registrations_holds_idx;
drop index public.event_registrations_hold_client_idx;
drop trigger event_registrations_hold_cap on public.event_registrations;
drop trigger event_registrations_push_reminders on public.event_registrations;
alter table public.event_registrations drop constraint event_registrations_status_check;
alter table public.event_registrations drop constraint event_registrations_hold_check;
alter table public.event_registrations
  alter column status type public.registration_status using status::public.registration_status;
alter table public.event_registrations add constraint event_registrations_hold_check
  check (status <> 'awaiting' or hold_expires_at is not null);
create unique index event_registrations_one_per_address
  on public.event_registrations (event_id, occurrence_date, lower(email))
  where status in ('awaiting', 'confirmed', 'waitlisted');
create index event_registrations_holds_idx
  on public.event_registrations (hold_expires_at) where status = 'awaiting';
create index event_registrations_hold_client_idx
  on public.event_registrations (event_id, occurrence_date, hold_client) where status = 'awaiting';
create trigger event_registrations_hold_cap
  before insert or update of status on public.event_registrations
  for each row execute function private.cap_registration_holds();
create trigger event_registrations_push_reminders after update of status on public.event_registrations
  for each row when (new.status is distinct from old.status)
  execute function private.push_registration_changed();

-- Newsletter issues ------------------------------------------------------------------------------

drop policy "newsletter_issues: admins and editors change unsent issues" on public.newsletter_issues;
drop policy "newsletter_issues: admins and editors remove unsent issues" on public.newsletter_issues;
drop policy "newsletter_issues: everyone reads sent issues" on public.newsletter_issues;
drop policy "newsletter_issues: sent issues, or all for admins and editors" on public.newsletter_issues;
drop index public.newsletter_issues_sent_idx;
alter table public.newsletter_issues drop constraint newsletter_issues_status_check;
alter table public.newsletter_issues drop constraint newsletter_issues_check;
alter table public.newsletter_issues drop constraint newsletter_issues_check1;
alter table public.newsletter_issues alter column status drop default;
alter table public.newsletter_issues
  alter column status type public.newsletter_issue_status using status::public.newsletter_issue_status;
alter table public.newsletter_issues alter column status set default 'draft';
alter table public.newsletter_issues add constraint newsletter_issues_check
  check (status <> 'scheduled' or scheduled_for is not null);
alter table public.newsletter_issues add constraint newsletter_issues_check1
  check (status <> 'sent' or sent_at is not null);
create index newsletter_issues_sent_idx on public.newsletter_issues (sent_at desc) where status = 'sent';

create policy "newsletter_issues: everyone reads sent issues" on public.newsletter_issues
  for select to anon using (status = 'sent');
create policy "newsletter_issues: sent issues, or all for admins and editors" on public.newsletter_issues
  for select to authenticated
  using (status = 'sent' or (select public.has_staff_role('admin', 'editor')));
create policy "newsletter_issues: admins and editors change unsent issues" on public.newsletter_issues
  for update to authenticated
  using (status <> 'sent' and (select public.has_staff_role('admin', 'editor')))
  with check (status <> 'sent' and (select public.has_staff_role('admin', 'editor')));
create policy "newsletter_issues: admins and editors remove unsent issues" on public.newsletter_issues
  for delete to authenticated
  using (status <> 'sent' and (select public.has_staff_role('admin', 'editor')));

-- Activity log -----------------------------------------------------------------------------------

alter table public.activity_log drop constraint activity_log_area_check;
alter table public.activity_log drop constraint activity_log_action_check;
alter table public.activity_log
  alter column area type public.activity_area using area::public.activity_area,
  alter column action type public.activity_action using action::public.activity_action;

-- Care inbox kinds -------------------------------------------------------------------------------
-- The workflow rows, their notes and read marks and the queued alert e-mails share the key
-- (kind, item_id): the foreign keys are dropped, every kind column converted, and the keys added
-- again. The inbox view names the kinds: it is created again with them typed (otherwise as
-- 20261128130500_value_lists_as_enums.sql left it).

drop view public.inbox;
alter table public.inbox_notes drop constraint inbox_notes_kind_item_id_fkey;
alter table public.inbox_reads drop constraint inbox_reads_kind_item_id_fkey;
alter table private.alert_outbox drop constraint alert_outbox_kind_item_id_fkey;
alter table public.inbox_items drop constraint inbox_items_kind_check;
alter table public.inbox_items alter column kind type public.inbox_kind using kind::public.inbox_kind;
alter table public.inbox_notes alter column kind type public.inbox_kind using kind::public.inbox_kind;
alter table public.inbox_reads alter column kind type public.inbox_kind using kind::public.inbox_kind;
alter table private.alert_outbox alter column kind type public.inbox_kind using kind::public.inbox_kind;
alter table public.inbox_notes add constraint inbox_notes_kind_item_id_fkey
  foreign key (kind, item_id) references public.inbox_items (kind, item_id) on delete cascade;
alter table public.inbox_reads add constraint inbox_reads_kind_item_id_fkey
  foreign key (kind, item_id) references public.inbox_items (kind, item_id) on delete cascade;
alter table private.alert_outbox add constraint alert_outbox_kind_item_id_fkey
  foreign key (kind, item_id) references public.inbox_items (kind, item_id) on delete cascade;

create view public.inbox with (security_invoker = true) as
with items as (
  select 'prayer_request'::public.inbox_kind as kind, p.id, nullif(btrim(p.name), '') as name,
         nullif(btrim(p.email), '') as email, null::text as subject,
         p.request_details as body, p.created_at, null::text as phone, null::text as how_heard
  from public.prayer_requests as p
  union all
  select 'contact_message', c.id, c.name, c.email, c.subject, c.message, c.created_at, null, null
  from public.contact_messages as c
  union all
  select 'first_timer', f.id, f.name, f.email, null, f.comments, f.created_at,
         nullif(btrim(f.phone), ''), nullif(btrim(f.how_heard), '')
  from public.first_timers as f
)
select
  i.kind,
  i.id,
  i.name,
  i.email,
  i.subject,
  left(i.body, 200) as excerpt,
  i.created_at as received_at,
  w.status,
  w.assignee_id,
  w.version,
  exists (
    select 1 from public.inbox_reads as r
    where r.kind = i.kind and r.item_id = i.id and r.staff_id = (select auth.uid())
  ) as read_by_me,
  lower(concat_ws(' ', i.name, i.email, i.subject, i.body)) as search_text,
  w.closed_at,
  public.inbox_removes_at(i.kind::text, w.closed_at) as removes_at,
  i.phone,
  i.how_heard,
  i.body
from items as i
join public.inbox_items as w on w.kind = i.kind and w.item_id = i.id;

comment on view public.inbox is
  'The care inbox: prayer requests, contact messages and first-timer cards with their workflow and whether the caller has read each; admins and care only (security invoker).';

revoke all on table public.inbox from public, anon, authenticated;
grant select on table public.inbox to authenticated;

-- Functions that compared a converted column with text, or returned it as text ------------------

-- The trigger's argument (text) names the kind.
create or replace function private.inbox_item_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.inbox_items (kind, item_id, received_at)
    values (tg_argv[0]::public.inbox_kind, new.id, new.created_at)
    on conflict do nothing;
    return null;
  end if;
  delete from public.inbox_items where kind = tg_argv[0]::public.inbox_kind and item_id = old.id;
  return null;
end;
$$;

-- Every kind, in the enum's order; returned as text as before.
create or replace function public.inbox_unread_counts()
returns table (kind text, unread bigint)
language sql
stable
set search_path = ''
as $$
  select k.kind::text, count(w.item_id)
  from unnest(enum_range(null::public.inbox_kind)) as k (kind)
  left join public.inbox_items as w
    on w.kind = k.kind
   and w.status <> 'archived'
   and not exists (
     select 1 from public.inbox_reads as r
     where r.kind = w.kind and r.item_id = w.item_id and r.staff_id = (select auth.uid())
   )
  group by k.kind;
$$;

-- The queued alerts of the erased items: their kind compared as text (the list also holds
-- subscriptions and registrations, which are no inbox kind).
create or replace function public.erase_person(email text)
returns table (kind text, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.require_erasure(email);
  kinds text[] := private.erasure_kinds();
  -- The rows to erase: kind, table, id, arrival and content (for the flood guard's fingerprint).
  victims jsonb := '[]';
  prayers bigint := 0;
  messages bigint := 0;
  cards bigint := 0;
  subscriptions bigint := 0;
  registrations bigint := 0;
  t text;
begin
  select coalesce(jsonb_agg(v), '[]') into victims
  from (
    select jsonb_build_object('kind', 'prayer_request', 'form', 'prayer_requests', 'id', p.id,
                              'created_at', p.created_at, 'row', to_jsonb(p)) as v
    from public.prayer_requests as p
    where 'prayer_request' = any (kinds) and lower(btrim(p.email)) = address
    union all
    select jsonb_build_object('kind', 'contact_message', 'form', 'contact_messages', 'id', c.id,
                              'created_at', c.created_at, 'row', to_jsonb(c))
    from public.contact_messages as c
    where 'contact_message' = any (kinds) and lower(btrim(c.email)) = address
    union all
    select jsonb_build_object('kind', 'first_timer', 'form', 'first_timers', 'id', f.id,
                              'created_at', f.created_at, 'row', to_jsonb(f))
    from public.first_timers as f
    where 'first_timer' = any (kinds) and lower(btrim(f.email)) = address
    union all
    select jsonb_build_object('kind', 'newsletter_subscriber', 'form', 'newsletter_subscribers', 'id', s.id,
                              'created_at', s.created_at, 'row', to_jsonb(s))
    from public.newsletter_subscribers as s
    where 'newsletter_subscriber' = any (kinds) and lower(btrim(s.email)) = address
  ) as x;

  -- Alert e-mails queued for those items (their attempts cascade). Deleting the item would
  -- cascade to them too; said here so that no later change of that key can leave them behind.
  delete from private.alert_outbox as o
  using jsonb_array_elements(victims) as v
  where o.kind::text = v ->> 'kind' and o.item_id = (v ->> 'id')::uuid;

  -- The visitor's rows; their workflow rows, notes and read marks follow (decision 0025).
  delete from public.prayer_requests as p
  where p.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'prayer_requests');
  get diagnostics prayers = row_count;
  delete from public.contact_messages as c
  where c.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'contact_messages');
  get diagnostics messages = row_count;
  delete from public.first_timers as f
  where f.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'first_timers');
  get diagnostics cards = row_count;
  delete from public.newsletter_subscribers as s
  where s.id in (select (v ->> 'id')::uuid from jsonb_array_elements(victims) as v where v ->> 'form' = 'newsletter_subscribers');
  get diagnostics subscriptions = row_count;

  -- Event registrations (decision 0039): their queued e-mails cascade; the seats they held go to
  -- the waitlist of each date, as a cancellation would. The flood guard's attempt rows of a
  -- registration hold no content and go with the 24-hour purge.
  if 'event_registration' = any (kinds) then
    declare
      d record;
      dates jsonb;
    begin
      select coalesce(jsonb_agg(distinct jsonb_build_object('e', r.event_id, 'd', r.occurrence_date)), '[]')
        into dates
      from public.event_registrations as r where lower(btrim(r.email)) = address;
      for d in select (x ->> 'e')::uuid as event_id, (x ->> 'd')::date as occurrence_date
               from jsonb_array_elements(dates) as x loop
        perform private.lock_registration_date(d.event_id, d.occurrence_date);
      end loop;
      delete from public.event_registrations as r where lower(btrim(r.email)) = address;
      get diagnostics registrations = row_count;
      for d in select (x ->> 'e')::uuid as event_id, (x ->> 'd')::date as occurrence_date
               from jsonb_array_elements(dates) as x loop
        perform private.promote_waitlist(d.event_id, d.occurrence_date);
      end loop;
    end;
  end if;

  -- The flood guard's bookkeeping of those submissions (20261125100000_form_guard_by_table.sql):
  -- the duplicate fingerprint is the md5 of the row's content as it was inserted, and both the
  -- fingerprint and the stored attempt were written in the submission's transaction, so at its
  -- created_at.
  delete from private.form_fingerprints as f
  using jsonb_array_elements(victims) as v
  where f.form = v ->> 'form'
    and (f.fingerprint = md5(((v -> 'row') - array['id', 'created_at', 'submitted_at', 'updated_at', 'is_approved'])::text)
         or f.at = (v ->> 'created_at')::timestamptz);
  delete from private.form_attempts as a
  using jsonb_array_elements(victims) as v
  where a.form = v ->> 'form' and a.at = (v ->> 'created_at')::timestamptz;

  -- Any value of those rows that an activity entry written before 20261128100000 still holds.
  foreach t in array array['prayer_requests', 'contact_messages', 'first_timers', 'newsletter_subscribers'] loop
    continue when not exists (select 1 from jsonb_array_elements(victims) as v where v ->> 'form' = t);
    perform private.scrub_activity_log(t, array(
      select v ->> 'id' from jsonb_array_elements(victims) as v where v ->> 'form' = t));
  end loop;
  -- The workflow rows' entries (their key is 'kind,id'): a member's submission once named them.
  if exists (select 1 from jsonb_array_elements(victims) as v where v ->> 'kind' <> 'newsletter_subscriber') then
    perform private.scrub_activity_log('inbox_items', array(
      select (v ->> 'kind') || ',' || (v ->> 'id') from jsonb_array_elements(victims) as v
      where v ->> 'kind' <> 'newsletter_subscriber'));
  end if;

  return query
  select k.kind, k.deleted
  from (values (1, 'prayer_request'::text, prayers), (2, 'contact_message', messages),
               (3, 'first_timer', cards), (4, 'newsletter_subscriber', subscriptions),
               (5, 'event_registration', registrations)) as k (ord, kind, deleted)
  where k.kind = any (kinds)
  order by k.ord;
end;
$$;

-- The kind goes to text parameters and is returned as text.
create or replace function public.alert_claim(batch integer DEFAULT 20)
returns table (id bigint, message text, to_email text, kind text, item_id uuid, first_name text, more integer, period_start timestamp with time zone, period_end timestamp with time zone, items jsonb, attempts integer, site_url text, church_name text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if batch is null or batch < 1 or batch > 100 then
    raise exception using errcode = '22023', message = 'batch must be between 1 and 100';
  end if;

  update private.alert_outbox as o
  set status = 'skipped', lease_until = null,
      last_error = 'Not sent: the recipient is no longer an admin or care member, or no longer wants this alert.'
  where o.id in (
    select d.id
    from private.alert_outbox as d
    where ((d.status = 'pending' and d.not_before <= now()) or (d.status = 'sending' and d.lease_until < now()))
      and not private.alert_still_wanted(d.staff_id, d.message, d.kind::text)
    for update skip locked
  );

  return query
  with due as (
    select o.id
    from private.alert_outbox as o
    where ((o.status = 'pending' and o.not_before <= now())
       or (o.status = 'sending' and o.lease_until < now()))
      and private.alert_still_wanted(o.staff_id, o.message, o.kind::text)
    order by o.id
    limit batch
    for update skip locked
  ), claimed as (
    update private.alert_outbox as o
    set status = 'sending', lease_until = now() + interval '5 minutes', attempts = o.attempts + 1
    from due
    where o.id = due.id
    returning o.*
  )
  select c.id, c.message, u.email::text, c.kind::text, c.item_id,
         case when c.message = 'alert' then private.alert_first_name(c.kind::text, c.item_id) end,
         c.more, c.period_start, c.period_end,
         case when c.message = 'digest' then (
           select coalesce(jsonb_agg(jsonb_build_object(
                    'kind', w.kind, 'id', w.item_id,
                    'first_name', private.alert_first_name(w.kind::text, w.item_id),
                    'received_at', w.received_at) order by w.received_at desc), '[]'::jsonb)
           from (
             select w.kind, w.item_id, w.received_at
             from public.inbox_items as w
             join public.alert_preferences as p on p.staff_id = c.staff_id
             where w.received_at >= c.period_start and w.received_at < c.period_end
               and case w.kind when 'prayer_request' then p.prayer_request
                               when 'contact_message' then p.contact_message
                               when 'first_timer' then p.first_timer else false end
             order by w.received_at desc
             limit 200
           ) as w
         ) end,
         c.attempts,
         (select s.site_url from private.alert_settings as s where s.id),
         private.site_identity() ->> 'name'
  from claimed as c
  join auth.users as u on u.id = c.staff_id
  order by c.id;
end;
$$;

-- The entry's action goes to activity_sentence as text.
create or replace function private.describe_activity_log()
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  l public.activity_log;
  old_row jsonb;
  new_row jsonb;
  current_row jsonb;
  the_name text;
  the_subject text;
  described bigint := 0;
begin
  for l in select * from public.activity_log as a where a.summary = '' order by a.id loop
    old_row := (select jsonb_object_agg(e.key, e.value -> 'old') from jsonb_each(l.changes) as e where e.value ? 'old');
    new_row := (select jsonb_object_agg(e.key, e.value -> 'new') from jsonb_each(l.changes) as e where e.value ? 'new');
    current_row := case when l.action = 'update' and private.activity_shown_columns(l.table_name) is null
                        then private.activity_current_row(l.table_name, l.row_id) end;
    old_row := case when l.action in ('update', 'delete') then coalesce(current_row, '{}') || coalesce(old_row, '{}') end;
    new_row := case when l.action in ('insert', 'update') then coalesce(current_row, '{}') || coalesce(new_row, '{}') end;
    if l.table_name = 'storage.objects' then
      new_row := case when new_row is not null then new_row || jsonb_build_object(
        'bucket_id', split_part(l.row_id, '/', 1), 'name', substr(l.row_id, strpos(l.row_id, '/') + 1)) end;
      old_row := case when old_row is not null then old_row || jsonb_build_object(
        'bucket_id', split_part(l.row_id, '/', 1), 'name', substr(l.row_id, strpos(l.row_id, '/') + 1)) end;
    elsif l.table_name = 'staff_members' then
      new_row := case when new_row is not null then new_row || jsonb_build_object('user_id', l.row_id) end;
      old_row := case when old_row is not null then old_row || jsonb_build_object('user_id', l.row_id) end;
    elsif l.table_name = 'site_settings' then
      new_row := case when new_row is not null then new_row || jsonb_build_object('setting_key', l.row_id) end;
      old_row := case when old_row is not null then old_row || jsonb_build_object('setting_key', l.row_id) end;
    end if;
    -- A member's own submission stays nameless; staff by their name (the address if the account is gone).
    the_name := case when l.actor_email is null and l.actor_name is null then null
                     else coalesce(l.actor_name, private.staff_name(l.actor_id), l.actor_email) end;
    begin
      the_subject := private.activity_subject(l.table_name, coalesce(new_row, old_row));
      update public.activity_log as a
      set actor_name = the_name,
          subject = the_subject,
          summary = private.activity_sentence(the_name, l.table_name, l.action::text, old_row, new_row, the_subject)
      where a.id = l.id;
    exception when others then
      update public.activity_log as a
      set actor_name = the_name,
          summary = coalesce(the_name, 'A signed-in visitor') || ' changed a row of ' || l.table_name
      where a.id = l.id;
    end;
    described := described + 1;
  end loop;
  return described;
end;
$$;

-- The cover source and the status are returned as text, as before.
create or replace function public.event_occurrences(range_start timestamp with time zone, range_end timestamp with time zone, every_one_off boolean DEFAULT false)
returns table (event_id uuid, occurrence_date date, original_start timestamp with time zone, start_time timestamp with time zone, end_time timestamp with time zone, title text, description text, location text, cover_image_source_type text, cover_image_path text, cover_image_external_url text, cover_image_width integer, cover_image_height integer, meeting_links jsonb, status text, time_zone text, recurrence_rule text, is_recurring boolean, is_cancelled boolean, is_changed boolean)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '3700 days' then
    raise exception using
      errcode = '22023',
      message = 'The range must end after it starts and span at most 3,700 days.',
      detail = 'invalid_range';
  end if;

  return query
  with series_dates as (
    select e.id as event_id, o.occurrence_date, o.original_start
    from public.church_events as e
    cross join lateral private.series_occurrences(
      e.recurrence_rule, e.start_time, e.time_zone,
      greatest((range_end at time zone e.time_zone)::date + 1,
               (select max(x.occurrence_date) from public.church_event_exceptions as x where x.event_id = e.id))
    ) as o
    where e.recurrence_rule is not null and e.start_time < range_end + interval '1 day'
       or e.recurrence_rule is not null and exists (
         select 1 from public.church_event_exceptions as x where x.event_id = e.id and x.start_time < range_end)
  ),
  occurrences as (
    select
      e.id as event_id,
      (e.start_time at time zone e.time_zone)::date as occurrence_date,
      e.start_time as original_start,
      e.start_time,
      e.end_time,
      e.title, e.description, e.location,
      e.cover_image_source_type::text, e.cover_image_path, e.cover_image_external_url,
      e.cover_image_width, e.cover_image_height,
      e.meeting_links, e.status::text, e.time_zone, e.recurrence_rule,
      false as is_recurring, false as is_cancelled, false as is_changed
    from public.church_events as e
    where e.recurrence_rule is null
    union all
    select
      e.id,
      sd.occurrence_date,
      sd.original_start,
      coalesce(x.start_time, sd.original_start),
      case
        when x.end_time is not null then x.end_time
        when e.end_time is null then null
        else coalesce(x.start_time, sd.original_start) + (e.end_time - e.start_time)
      end,
      coalesce(x.title, e.title),
      coalesce(x.description, e.description),
      coalesce(x.location, e.location),
      (case when x.cover_image_source_type is not null then x.cover_image_source_type else e.cover_image_source_type end)::text,
      case when x.cover_image_source_type is not null then x.cover_image_path else e.cover_image_path end,
      case when x.cover_image_source_type is not null then x.cover_image_external_url else e.cover_image_external_url end,
      case when x.cover_image_source_type is not null then x.cover_image_width else e.cover_image_width end,
      case when x.cover_image_source_type is not null then x.cover_image_height else e.cover_image_height end,
      e.meeting_links, e.status::text, e.time_zone, e.recurrence_rule,
      true,
      coalesce(x.is_cancelled, false),
      x.id is not null and not x.is_cancelled
    from series_dates as sd
    join public.church_events as e on e.id = sd.event_id
    left join public.church_event_exceptions as x
      on x.event_id = sd.event_id and x.occurrence_date = sd.occurrence_date
  )
  select o.*
  from occurrences as o
  where o.start_time < range_end and coalesce(o.end_time, o.start_time) >= range_start
     or every_one_off and not o.is_recurring
  order by o.start_time, o.event_id;
end;
$$;
