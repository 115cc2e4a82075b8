-- The church's content in English and Spanish (issue 43, items 4 and 5; docs/decisions/0055).
--
-- * `public.content_language` ('en', 'es'): the language of a sermon as preached, of a testimony
--   as written, and of the person behind a registration, subscription, gift or form submission.
-- * Spanish columns beside the English ones (`title_es` beside `title`, …) on every table whose
--   text a visitor reads. They live in the English row, so they share its row-level security,
--   its draft state (`status`, `published_at`), its `version` (decision 0020) and its activity
--   log entry; the staff grants of the English column are given to the Spanish one. The English
--   column stays the required one; a Spanish column is optional, and blank counts as missing
--   (the public reads then show the English text, `src/lib/localized.ts`).
-- * `needs_spanish`, a generated column of each of those tables: true while a text that has
--   English has no Spanish, for the staff lists' 'Needs Spanish' filter (`?needs_spanish=is.true`).
-- * Site settings: the Spanish version of a translatable key is the row `<key>_es`, of the same
--   shape as the English one (checked by the same rule), so saving the English form never drops
--   the Spanish text.
-- * The activity log says 'added / changed / removed the Spanish version of …' when only Spanish
--   texts changed.

-- The language type -----------------------------------------------------------------------------

create type public.content_language as enum ('en', 'es');
comment on type public.content_language is
  'A language of the site: en (English) or es (Spanish). A sermon''s as preached, a testimony''s as written, a visitor''s as they used the site.';
-- Functions may store text in a content_language column, as with the other enums (decision 0050).
create cast (text as public.content_language) with inout as assignment;

-- Spanish columns -------------------------------------------------------------------------------

-- Adds `<col>_es text` to `tbl` with the English column's length limit (blank allowed: it counts
-- as missing) and gives `authenticated` the staff's insert and update rights on it (row-level
-- security keeps them to the roles of the English row).
create function pg_temp.add_spanish(tbl text, col text, max_length integer) returns void
language plpgsql as $$
begin
  execute format(
    'alter table public.%1$I add column %2$I text constraint %3$I check (length(%2$I) <= %4$s)',
    tbl, col || '_es', tbl || '_' || col || '_es_check', max_length);
  execute format('comment on column public.%I.%I is %L', tbl, col || '_es',
    format('The Spanish of %s (null or blank: not translated; the Spanish pages show the English).', col));
  execute format('grant insert (%1$I), update (%1$I) on public.%2$I to authenticated', col || '_es', tbl);
end
$$;

select pg_temp.add_spanish('church_events', 'title', 200);
select pg_temp.add_spanish('church_events', 'description', 5000);
select pg_temp.add_spanish('church_events', 'location', 200);
select pg_temp.add_spanish('church_event_exceptions', 'title', 200);
select pg_temp.add_spanish('church_event_exceptions', 'description', 5000);
select pg_temp.add_spanish('church_event_exceptions', 'location', 200);
select pg_temp.add_spanish('sermons', 'title', 200);
select pg_temp.add_spanish('sermons', 'description', 5000);
select pg_temp.add_spanish('sermons', 'series', 120);
select pg_temp.add_spanish('pastor_blog_posts', 'title', 200);
select pg_temp.add_spanish('pastor_blog_posts', 'excerpt', 1000);
select pg_temp.add_spanish('pastor_blog_posts', 'content', 100000);
select pg_temp.add_spanish('pastor_words', 'title', 200);
select pg_temp.add_spanish('pastor_words', 'body', 20000);
select pg_temp.add_spanish('pastor_words', 'closing_verse', 1000);
select pg_temp.add_spanish('pastor_key_verses', 'reference', 120);
select pg_temp.add_spanish('pastor_key_verses', 'verse_text', 2000);
select pg_temp.add_spanish('pastor_books', 'title', 200);
select pg_temp.add_spanish('pastor_books', 'description', 5000);
select pg_temp.add_spanish('bookstore_items', 'title', 200);
select pg_temp.add_spanish('bookstore_items', 'excerpt', 1000);
select pg_temp.add_spanish('gallery_images', 'description', 5000);
-- An album is the images sharing a `category` (its name); its Spanish name is kept on each image
-- like the name itself, so renaming an album moves both.
select pg_temp.add_spanish('gallery_images', 'category', 120);
select pg_temp.add_spanish('giving_funds', 'name', 60);
-- A newsletter issue's Spanish edition.
select pg_temp.add_spanish('newsletter_issues', 'subject', 150);
select pg_temp.add_spanish('newsletter_issues', 'preheader', 200);
select pg_temp.add_spanish('newsletter_issues', 'body', 100000);

-- Subject and preheader are one line in Spanish too (as 20261206110100 for the English).
alter table public.newsletter_issues
  add constraint newsletter_issues_subject_es_plain check (subject_es !~ '[\u0001-\u001f\u007f-\u009f]'),
  add constraint newsletter_issues_preheader_es_plain check (preheader_es !~ '[\u0001-\u001f\u007f-\u009f]');

-- 'Needs Spanish' -------------------------------------------------------------------------------

-- True when `english` has visible text and `spanish` has none.
create function private.lacks_spanish(english text, spanish text) returns boolean
language sql immutable parallel safe set search_path = ''
as $$ select coalesce(english, '') ~ '\S' and coalesce(spanish, '') !~ '\S' $$;
comment on function private.lacks_spanish(text, text) is
  'Whether a text has English and no Spanish (blank counts as missing): the rule of every needs_spanish column (decision 0055).';
-- Staff writes compute the generated columns with their own rights.
revoke all on function private.lacks_spanish(text, text) from public;
grant execute on function private.lacks_spanish(text, text) to authenticated, service_role;

alter table public.church_events add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(title, title_es) or private.lacks_spanish(description, description_es)
  or private.lacks_spanish(location, location_es)) stored;
alter table public.sermons add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(title, title_es) or private.lacks_spanish(description, description_es)
  or private.lacks_spanish(series, series_es)) stored;
alter table public.pastor_blog_posts add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(title, title_es) or private.lacks_spanish(excerpt, excerpt_es)
  or private.lacks_spanish(content, content_es)) stored;
alter table public.pastor_words add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(title, title_es) or private.lacks_spanish(body, body_es)
  or private.lacks_spanish(closing_verse, closing_verse_es)) stored;
alter table public.pastor_key_verses add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(reference, reference_es) or private.lacks_spanish(verse_text, verse_text_es)) stored;
alter table public.pastor_books add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(title, title_es) or private.lacks_spanish(description, description_es)) stored;
alter table public.bookstore_items add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(title, title_es) or private.lacks_spanish(excerpt, excerpt_es)) stored;
alter table public.gallery_images add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(description, description_es) or private.lacks_spanish(category, category_es)) stored;
alter table public.giving_funds add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(name, name_es)) stored;
alter table public.newsletter_issues add column needs_spanish boolean not null generated always as (
  private.lacks_spanish(subject, subject_es) or private.lacks_spanish(preheader, preheader_es)
  or private.lacks_spanish(body, body_es)) stored;

do $$
declare
  t text;
begin
  foreach t in array array['church_events', 'sermons', 'pastor_blog_posts', 'pastor_words', 'pastor_key_verses',
                           'pastor_books', 'bookstore_items', 'gallery_images', 'giving_funds', 'newsletter_issues']
  loop
    execute format('comment on column public.%I.needs_spanish is %L', t,
      'Generated: a text of this row has English and no Spanish (the staff lists'' ''Needs Spanish'' filter, decision 0055).');
  end loop;
end
$$;

-- Sermons in the language they were preached ----------------------------------------------------

alter table public.sermons add column language public.content_language not null default 'en';
comment on column public.sermons.language is
  'The language the sermon was preached in: the archive filters by it, Spanish pages list Spanish sermons first, and each podcast feed has one language (decision 0055).';
grant insert (language), update (language) on public.sermons to authenticated;
create index sermons_language_date_idx on public.sermons (language, date desc);

-- The language a visitor used -------------------------------------------------------------------

-- Forms insert it with the rest of the submission; registrations and gifts get it from the
-- functions that create them (20261207160200_language_of_visitors.sql).
alter table public.prayer_requests add column language public.content_language not null default 'en';
alter table public.contact_messages add column language public.content_language not null default 'en';
alter table public.first_timers add column language public.content_language not null default 'en';
alter table public.member_testimonies add column language public.content_language not null default 'en';
alter table public.newsletter_subscribers add column language public.content_language not null default 'en';
alter table public.event_registrations add column language public.content_language not null default 'en';
alter table public.giving_checkouts add column language public.content_language not null default 'en';
alter table public.donations add column language public.content_language not null default 'en';
alter table public.recurring_gifts add column language public.content_language not null default 'en';

grant insert (language) on public.prayer_requests, public.contact_messages, public.first_timers,
  public.member_testimonies, public.newsletter_subscribers to anon, authenticated;

comment on column public.member_testimonies.language is
  'The language the testimony was written in (shown as written, never translated).';
do $$
declare
  t text;
begin
  foreach t in array array['prayer_requests', 'contact_messages', 'first_timers', 'newsletter_subscribers',
                           'event_registrations', 'giving_checkouts', 'donations', 'recurring_gifts']
  loop
    execute format('comment on column public.%I.language is %L', t,
      'The language of the site when the person sent it: their e-mails follow it (decision 0055).');
  end loop;
end
$$;

-- Site settings: `<key>_es` -----------------------------------------------------------------------

create function private.translated_setting_keys() returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select array['about_us_vision_mission', 'about_us_mandate', 'about_us_values', 'about_us_leadership',
               'about_us_history', 'service_times', 'service_times_ticker', 'service_information_live_page',
               'youtube_channel_url', 'live_page_meeting_link_teams', 'live_page_meeting_link_zoom',
               'live_page_meeting_link_google_meet', 'podcast_info']
$$;
comment on function private.translated_setting_keys() is
  'The site_settings keys whose Spanish version is the row <key>_es, of the same shape (decision 0055).';
revoke all on function private.translated_setting_keys() from public;
grant execute on function private.translated_setting_keys() to authenticated, service_role;

alter function private.site_setting_problem(text, jsonb) rename to site_setting_problem_before_spanish;

create function private.site_setting_problem(key text, value jsonb) returns text
language plpgsql stable set search_path = ''
as $$
declare
  english_key text := regexp_replace(key, '_es$', '');
begin
  if key ~ '_es$' and english_key = any (private.translated_setting_keys()) then
    return private.site_setting_problem_before_spanish(english_key, value);
  end if;
  return private.site_setting_problem_before_spanish(key, value);
end;
$$;
comment on function private.site_setting_problem(text, jsonb) is
  'Why a site_settings value has the wrong shape for its key (null when it is right); a Spanish <key>_es has the rule of its English key.';
revoke all on function private.site_setting_problem(text, jsonb) from public;
grant execute on function private.site_setting_problem(text, jsonb) to authenticated, service_role;

-- Which translatable settings have English and no Spanish row, for the staff pages.
create function public.settings_needing_spanish() returns setof text
language sql stable set search_path = ''
as $$
  select s.setting_key from public.site_settings as s
  where s.setting_key = any (private.translated_setting_keys())
    and not exists (select 1 from public.site_settings as es where es.setting_key = s.setting_key || '_es')
  order by s.setting_key
$$;
comment on function public.settings_needing_spanish() is
  'The translatable site_settings keys that are set and have no Spanish <key>_es row (decision 0055).';
revoke all on function public.settings_needing_spanish() from public, anon;
grant execute on function public.settings_needing_spanish() to authenticated, service_role;

-- The activity log: Spanish-only changes in one sentence -----------------------------------------

alter function private.activity_sentence(text, text, text, jsonb, jsonb, text)
  rename to activity_sentence_before_spanish;

create function private.activity_sentence(
  actor_name text, table_name text, action text, old_row jsonb, new_row jsonb, subject text
) returns text
language plpgsql stable set search_path = ''
as $$
declare
  sentence text := private.activity_sentence_before_spanish(actor_name, table_name, action, old_row, new_row, subject);
  who text := coalesce(actor_name, 'A signed-in visitor');
  the_row jsonb := coalesce(new_row, old_row);
  changed text[];
  had boolean;
  has boolean;
begin
  if table_name = 'site_settings' and the_row ->> 'setting_key' ~ '_es$' then
    return who || case action when 'insert' then ' added' when 'update' then ' changed' else ' removed' end
      || ' the Spanish version of the setting "' || regexp_replace(the_row ->> 'setting_key', '_es$', '') || '"';
  end if;
  if action <> 'update' or sentence not like who || ' changed %' then
    return sentence;
  end if;
  select coalesce(array_agg(k), '{}') into changed
  from jsonb_object_keys(new_row || old_row) as k
  where (old_row -> k) is distinct from (new_row -> k) and k not in ('updated_at', 'version', 'needs_spanish');
  if cardinality(changed) = 0 or exists (select 1 from unnest(changed) as c where c !~ '_es$') then
    return sentence;
  end if;
  had := exists (select 1 from unnest(changed) as c where coalesce(old_row ->> c, '') ~ '\S');
  has := exists (select 1 from unnest(changed) as c where coalesce(new_row ->> c, '') ~ '\S');
  return who || case when not had then ' added' when not has then ' removed' else ' changed' end
    || ' the Spanish version of ' || substr(sentence, length(who || ' changed ') + 1);
end;
$$;
comment on function private.activity_sentence(text, text, text, jsonb, jsonb, text) is
  'An activity log entry as a sentence; a change of Spanish texts only reads ''… added / changed / removed the Spanish version of the sermon "…"'' (decision 0055).';
revoke all on function private.activity_sentence(text, text, text, jsonb, jsonb, text) from public;
