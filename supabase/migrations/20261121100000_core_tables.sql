-- Core schema: every entity of the product spec (§3), with the spec's names, plus staff.
--
-- Conventions (docs: design/ARCHITECTURE.md §3):
--   * primary keys are `uuid default gen_random_uuid()` (site_settings keys on setting_key);
--   * times are timestamptz, calendar days are date;
--   * constraints carry the spec's validation (§5) so that a direct API call gets the same answer
--     as the UI: required text is non-blank after trimming, text lengths are bounded, e-mail
--     addresses are shaped, enumerations are checked and links must be http(s).
--   * "non-blank" is written `x ~ '\S'` (contains a character that is not white space) rather
--     than `length(btrim(x)) > 0`, because btrim() only strips spaces: '\n\t' would pass it.
--
-- Length limits (characters), chosen to fit any sensible UI input and to stop abuse of the public
-- forms. A value over the limit fails with 23514 (check_violation):
--   names, speakers, series, authors, categories ....... 120
--   e-mail addresses (RFC 5321 path limit) ............. 254
--   phone numbers ...................................... 40
--   titles, subjects, locations, slugs, "how heard" ..... 200
--   excerpts, short descriptions ....................... 1000
--   messages, testimonies, prayer requests, comments,
--   event / sermon / book / image descriptions ......... 5000
--   blog post bodies ................................... 100000
--   links and storage paths ............................ 2048
--
-- Row level security, grants and policies live in the next migration; this one only shapes data.

-- Helpers -------------------------------------------------------------------------------------

-- Keeps updated_at honest whatever the client sends (the admin page sends its own clock).
create or replace function public.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is 'Trigger: sets updated_at to the transaction time on every update.';

-- Staff ---------------------------------------------------------------------------------------

-- Staff accounts are created by SQL or the dashboard, never by sign-up: a signed-in user is staff
-- only if a row here names them.
create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'editor' check (role in ('admin', 'editor')),
  created_at timestamptz not null default now()
);

comment on table public.staff_members is 'Users allowed to manage content (admin pages, moderation). Maintained by SQL, not by the API.';
comment on column public.staff_members.role is 'admin or editor; the product does not yet distinguish them (spec §6).';

-- security definer: policies on many tables call this for every role, including anon, which has
-- no privilege on staff_members. Running as the owner lets the check read staff_members without
-- granting anyone access to it, and cannot recurse into staff_members' own policies. It reads one
-- fixed table with an empty search_path and only answers for the caller's own auth.uid().
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff_members as s where s.user_id = (select auth.uid())
  );
$$;

comment on function public.is_staff() is 'True when the signed-in user (auth.uid()) is a staff member.';

-- Site settings -------------------------------------------------------------------------------

create table public.site_settings (
  setting_key text primary key
    check (setting_key ~ '^[a-z0-9_]{1,100}$'),
  setting_value jsonb not null
);

comment on table public.site_settings is 'Key/value site configuration (spec §3); the front end has a built-in default for every key.';

-- Hero videos ---------------------------------------------------------------------------------

create table public.hero_videos (
  id uuid primary key default gen_random_uuid(),
  video_file_path text not null
    check (video_file_path ~ '\S' and length(video_file_path) <= 2048),
  -- 0 means "not set" (spec §4: default start and end are 0; without an end the video loops).
  start_seconds integer not null default 0 check (start_seconds >= 0),
  end_seconds integer not null default 0 check (end_seconds >= 0),
  is_active boolean not null default false,
  constraint hero_videos_end_after_start check (end_seconds = 0 or end_seconds > start_seconds)
);

comment on column public.hero_videos.video_file_path is 'Path inside the public bucket hero-videos.';

-- The home page reads the active video with .single(): at most one row may be active.
create unique index hero_videos_one_active on public.hero_videos ((true)) where is_active;

-- Events --------------------------------------------------------------------------------------

create table public.church_events (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title ~ '\S' and length(title) <= 200),
  description text check (length(description) <= 5000),
  location text check (length(location) <= 200),
  start_time timestamptz not null,
  end_time timestamptz,
  cover_image_source_type text check (cover_image_source_type in ('supabase', 'external_url')),
  cover_image_path text check (length(cover_image_path) <= 2048),
  cover_image_external_url text
    check (cover_image_external_url ~* '^https?://' and length(cover_image_external_url) <= 2048),
  -- {"teams"?: url, "zoom"?: url, "googleMeet"?: url}; no other keys, values are http(s) links.
  meeting_links jsonb not null default '{}'::jsonb,
  constraint church_events_end_after_start check (end_time is null or end_time >= start_time),
  constraint church_events_cover_matches_source check (
    (cover_image_source_type is distinct from 'supabase' or coalesce(cover_image_path, '') ~ '\S')
    and (cover_image_source_type is distinct from 'external_url' or cover_image_external_url is not null)
  ),
  constraint church_events_meeting_links_shape check (
    jsonb_typeof(meeting_links) = 'object'
    and (meeting_links - array['teams', 'zoom', 'googleMeet']) = '{}'::jsonb
    and not jsonb_path_exists(
      meeting_links,
      '$.* ? (@.type() != "null" && (@.type() != "string" || !(@ like_regex "^https?://" flag "i")))'
    )
  )
);

comment on column public.church_events.cover_image_path is 'Path inside the public bucket event-covers (when cover_image_source_type = supabase).';

create index church_events_start_time_idx on public.church_events (start_time);

-- Birthdays -----------------------------------------------------------------------------------

create table public.birthdays (
  id uuid primary key default gen_random_uuid(),
  member_name text not null check (member_name ~ '\S' and length(member_name) <= 120),
  -- The full date (with the year) is for staff only.
  birth_date date not null,
  -- The calendar needs only month and day (spec §3); these are what visitors may read, so the
  -- birth year never leaves the database for them (see the grants in the policies migration).
  birth_month smallint generated always as (extract(month from birth_date)::smallint) stored,
  birth_day smallint generated always as (extract(day from birth_date)::smallint) stored
);

comment on table public.birthdays is 'Member birthdays. Visitors read id, member_name, birth_month, birth_day; birth_date (with the year) is staff-only.';

-- Sermons -------------------------------------------------------------------------------------

create table public.sermons (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title ~ '\S' and length(title) <= 200),
  speaker text not null check (speaker ~ '\S' and length(speaker) <= 120),
  -- The day it was preached: a calendar date, not an instant.
  date date not null,
  description text check (length(description) <= 5000),
  series text check (length(series) <= 120),
  scripture_references text[] not null default '{}'
    check (cardinality(scripture_references) <= 50),
  cover_image_source_type text check (cover_image_source_type in ('supabase', 'external_url')),
  cover_image_path text check (length(cover_image_path) <= 2048),
  cover_image_external_url text
    check (cover_image_external_url ~* '^https?://' and length(cover_image_external_url) <= 2048),
  audio_file_path text check (length(audio_file_path) <= 2048),
  -- {"podcast_youtube_url"?: url, "podcast_facebook_url"?: url}
  audio_urls jsonb not null default '{}'::jsonb,
  -- {"youtube"?: 11-character video id}; the front end builds no embed from a malformed id (§5).
  video_url jsonb not null default '{}'::jsonb,
  constraint sermons_cover_matches_source check (
    (cover_image_source_type is distinct from 'supabase' or coalesce(cover_image_path, '') ~ '\S')
    and (cover_image_source_type is distinct from 'external_url' or cover_image_external_url is not null)
  ),
  constraint sermons_audio_urls_shape check (
    jsonb_typeof(audio_urls) = 'object'
    and (audio_urls - array['podcast_youtube_url', 'podcast_facebook_url']) = '{}'::jsonb
    and not jsonb_path_exists(
      audio_urls,
      '$.* ? (@.type() != "null" && (@.type() != "string" || !(@ like_regex "^https?://" flag "i")))'
    )
  ),
  constraint sermons_video_url_shape check (
    jsonb_typeof(video_url) = 'object'
    and (video_url - 'youtube') = '{}'::jsonb
    and (video_url -> 'youtube' is null or jsonb_typeof(video_url -> 'youtube') in ('string', 'null'))
  )
);

comment on column public.sermons.cover_image_path is 'Path inside the public bucket sermon-covers.';
comment on column public.sermons.audio_file_path is 'Path inside the public bucket sermon-audio.';

create index sermons_date_idx on public.sermons (date desc);

-- Gallery -------------------------------------------------------------------------------------

create table public.gallery_images (
  id uuid primary key default gen_random_uuid(),
  description text check (length(description) <= 5000),
  image_file_path text check (length(image_file_path) <= 2048),
  image_external_url text
    check (image_external_url ~* '^https?://' and length(image_external_url) <= 2048),
  source_type text not null default 'supabase' check (source_type in ('supabase', 'external_url')),
  -- The album name. The admin form turns a blank new category into 'Uncategorized' (§5).
  category text not null default 'Uncategorized'
    check (category ~ '\S' and length(category) <= 120),
  created_at timestamptz not null default now(),
  constraint gallery_images_file_matches_source check (
    (source_type <> 'supabase' or coalesce(image_file_path, '') ~ '\S')
    and (source_type <> 'external_url' or image_external_url is not null)
  )
);

comment on column public.gallery_images.image_file_path is 'Path inside the public bucket gallery-images (when source_type = supabase).';

-- The album page reads one category, newest first; the album list groups by category.
create index gallery_images_category_created_at_idx on public.gallery_images (category, created_at desc);

-- Testimonies ---------------------------------------------------------------------------------

create table public.member_testimonies (
  id uuid primary key default gen_random_uuid(),
  -- Optional: the form sends '' when left blank (shown as anonymous), so blank is allowed here.
  submitter_name text check (length(submitter_name) <= 120),
  testimony_title text check (length(testimony_title) <= 200),
  testimony_content text not null
    check (testimony_content ~ '\S' and length(testimony_content) <= 5000),
  -- Pending until staff approve it (spec §4).
  is_approved boolean not null default false,
  submitted_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index member_testimonies_submitted_at_idx on public.member_testimonies (submitted_at desc);

create trigger member_testimonies_set_updated_at
  before update on public.member_testimonies
  for each row execute function public.set_updated_at();

-- Pastor's corner -----------------------------------------------------------------------------

create table public.pastor_books (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title ~ '\S' and length(title) <= 200),
  author text check (length(author) <= 120),
  description text check (length(description) <= 5000),
  -- The month the book is recommended for, stored as the first day of that month so that
  -- "order by month_year desc" is chronological.
  month_year date not null check (extract(day from month_year) = 1),
  cover_image_path text check (length(cover_image_path) <= 2048),
  pdf_file_path text check (length(pdf_file_path) <= 2048)
);

comment on column public.pastor_books.cover_image_path is 'Path inside the public bucket pastor-book-covers.';
comment on column public.pastor_books.pdf_file_path is 'Path inside the public bucket pastor-book-pdfs.';

create index pastor_books_month_year_idx on public.pastor_books (month_year desc);

create table public.pastor_blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title ~ '\S' and length(title) <= 200),
  -- The URL segment: lowercase words joined by single hyphens, as the front end's slug helper makes.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  excerpt text check (length(excerpt) <= 1000),
  -- Light markup: '##'/'###' headings, **bold**, *italic*, [links](https://...) and line breaks.
  content text not null check (content ~ '\S' and length(content) <= 100000),
  -- Null is a draft; a future time is scheduled. Visitors see a post once published_at <= now().
  published_at timestamptz,
  cover_image_path text check (length(cover_image_path) <= 2048),
  cover_image_source_type text check (cover_image_source_type in ('supabase', 'external_url')),
  cover_image_external_url text
    check (cover_image_external_url ~* '^https?://' and length(cover_image_external_url) <= 2048),
  author_name text check (length(author_name) <= 120),
  tags text[] not null default '{}' check (cardinality(tags) <= 30),
  constraint pastor_blog_posts_cover_matches_source check (
    (cover_image_source_type is distinct from 'supabase' or coalesce(cover_image_path, '') ~ '\S')
    and (cover_image_source_type is distinct from 'external_url' or cover_image_external_url is not null)
  )
);

comment on column public.pastor_blog_posts.cover_image_path is 'Path inside the public bucket blog-post-covers.';

create index pastor_blog_posts_published_at_idx on public.pastor_blog_posts (published_at desc);

create table public.bookstore_items (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title ~ '\S' and length(title) <= 200),
  author text check (length(author) <= 120),
  excerpt text check (length(excerpt) <= 1000),
  -- US dollars; shown with a dollar sign and 2 decimals.
  price numeric(10, 2) not null check (price >= 0),
  cover_image_url text check (cover_image_url ~* '^https?://' and length(cover_image_url) <= 2048),
  -- The external retailer's page.
  purchase_link text check (purchase_link ~* '^https?://' and length(purchase_link) <= 2048),
  created_at timestamptz not null default now()
);

create index bookstore_items_created_at_idx on public.bookstore_items (created_at desc);

-- Public forms (write-only for visitors) ------------------------------------------------------
-- created_at is not in the spec's field lists for these four tables; it is added so that staff can
-- read submissions in order, and is never written by the public (no insert grant on it).

-- A loose e-mail shape (something@something.tld, no spaces), no stricter than the browser's
-- type=email check, so that every address the form accepts is accepted here.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and length(email) <= 254),
  created_at timestamptz not null default now()
);

-- One subscription per address whatever its case; a duplicate raises 23505 (unique_violation),
-- which the newsletter form reports as 'Already subscribed!'.
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

create table public.prayer_requests (
  id uuid primary key default gen_random_uuid(),
  -- Optional name and e-mail: null or '' when left blank.
  name text check (length(name) <= 120),
  email text check (
    length(email) <= 254
    and (email !~ '\S' or email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
  ),
  request_details text not null
    check (request_details ~ '\S' and length(request_details) <= 5000),
  is_public boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and length(name) <= 120),
  email text not null
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and length(email) <= 254),
  phone text check (length(phone) <= 40),
  subject text not null check (subject ~ '\S' and length(subject) <= 200),
  message text not null check (message ~ '\S' and length(message) <= 5000),
  created_at timestamptz not null default now()
);

create table public.first_timers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and length(name) <= 120),
  email text not null
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and length(email) <= 254),
  phone text check (length(phone) <= 40),
  how_heard text check (length(how_heard) <= 200),
  comments text check (length(comments) <= 5000),
  created_at timestamptz not null default now()
);
