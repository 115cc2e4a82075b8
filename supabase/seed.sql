-- Seed data for local development and tests: a congregation in Indianapolis, Indiana.
--
-- Runs as the database superuser after the migrations, on a fresh database (`npm run db:reset`,
-- `supabase db reset`). Every row has a fixed id and is inserted with `on conflict do nothing`,
-- so running it twice changes nothing.
-- Dates are relative to now() in the church's time zone (America/Indiana/Indianapolis), so that
-- the lists always have content: upcoming events this month (where the month has days left),
-- next month and later; recent sermons; published and scheduled blog posts.
-- Media paths point at the files under supabase/media/<bucket>/, which the local stack and
-- `supabase start` upload to the public buckets. A few covers use the `url` source type
-- with a full URL, as a church linking to images hosted elsewhere would. A linked image is shown
-- as it is (no srcset, docs/decisions/0042), so those links name a 480 px copy, the size a church
-- would link for a card.
-- Values that must be full URLs (banners, leader photos, bookstore covers, external covers) point
-- at the API that serves this database: `seed.api_url` when the local stack sets it (its tests run
-- on free ports), otherwise the default address http://127.0.0.1:54321.

-- The intrinsic sizes of the seed images (docs/decisions/0042): rows naming them copy width and
-- height on insert. Their WebP variants are committed beside them under supabase/media.
-- image sizes: begin (written by `npm run media:variants -- --seed`)
insert into private.image_sizes (bucket, path, width, height)
values
  ('event-covers', 'baptism-sunday.jpg', 1200, 675),
  ('event-covers', 'bible-study.jpg', 1200, 675),
  ('event-covers', 'choir-concert.jpg', 1200, 675),
  ('event-covers', 'family-picnic.jpg', 1200, 675),
  ('event-covers', 'food-drive.jpg', 1200, 675),
  ('event-covers', 'mens-breakfast.jpg', 1200, 675),
  ('event-covers', 'prayer-night.jpg', 1200, 675),
  ('event-covers', 'sunday-celebration.jpg', 1200, 675),
  ('event-covers', 'womens-fellowship.jpg', 1200, 675),
  ('event-covers', 'youth-night.jpg', 1200, 675),
  ('sermon-covers', 'faith-that-works.jpg', 1200, 675),
  ('sermon-covers', 'kingdom-excellence.jpg', 1200, 675),
  ('sermon-covers', 'podcast-cover.jpg', 1400, 1400),
  ('sermon-covers', 'psalms-for-every-season.jpg', 1200, 675),
  ('sermon-covers', 'the-spirit-led-life.jpg', 1200, 675),
  ('gallery-images', 'community-outreach/community-outreach-01.webp', 1200, 800),
  ('gallery-images', 'community-outreach/community-outreach-02.webp', 1200, 800),
  ('gallery-images', 'community-outreach/community-outreach-03.webp', 1200, 800),
  ('gallery-images', 'community-outreach/community-outreach-04.webp', 1200, 800),
  ('gallery-images', 'community-outreach/community-outreach-05.webp', 1200, 800),
  ('gallery-images', 'community-outreach/community-outreach-06.webp', 1200, 800),
  ('gallery-images', 'site/banner-blue.webp', 1920, 640),
  ('gallery-images', 'site/banner-default.webp', 1920, 640),
  ('gallery-images', 'site/banner-gold.webp', 1920, 640),
  ('gallery-images', 'site/banner-green.webp', 1920, 640),
  ('gallery-images', 'site/banner-rose.webp', 1920, 640),
  ('gallery-images', 'site/leaders/grace-adeyemi.webp', 480, 480),
  ('gallery-images', 'site/leaders/marcus-williams.webp', 480, 480),
  ('gallery-images', 'site/leaders/ruth-okonkwo.webp', 480, 480),
  ('gallery-images', 'site/leaders/samuel-adeyemi.webp', 480, 480),
  ('gallery-images', 'sunday-worship/sunday-worship-01.webp', 1200, 800),
  ('gallery-images', 'sunday-worship/sunday-worship-02.webp', 1200, 800),
  ('gallery-images', 'sunday-worship/sunday-worship-03.webp', 1200, 800),
  ('gallery-images', 'sunday-worship/sunday-worship-04.webp', 1200, 800),
  ('gallery-images', 'sunday-worship/sunday-worship-05.webp', 1200, 800),
  ('gallery-images', 'sunday-worship/sunday-worship-06.webp', 1200, 800),
  ('gallery-images', 'worship-team/worship-team-01.webp', 1200, 800),
  ('gallery-images', 'worship-team/worship-team-02.webp', 1200, 800),
  ('gallery-images', 'worship-team/worship-team-03.webp', 1200, 800),
  ('gallery-images', 'worship-team/worship-team-04.webp', 1200, 800),
  ('gallery-images', 'worship-team/worship-team-05.webp', 1200, 800),
  ('gallery-images', 'worship-team/worship-team-06.webp', 1200, 800),
  ('gallery-images', 'youth-ministry/youth-ministry-01.webp', 1200, 800),
  ('gallery-images', 'youth-ministry/youth-ministry-02.webp', 1200, 800),
  ('gallery-images', 'youth-ministry/youth-ministry-03.webp', 1200, 800),
  ('gallery-images', 'youth-ministry/youth-ministry-04.webp', 1200, 800),
  ('gallery-images', 'youth-ministry/youth-ministry-05.webp', 1200, 800),
  ('gallery-images', 'youth-ministry/youth-ministry-06.webp', 1200, 800),
  ('pastor-book-covers', 'bookstore/called-to-serve.jpg', 600, 900),
  ('pastor-book-covers', 'bookstore/revival-fire.jpg', 600, 900),
  ('pastor-book-covers', 'bookstore/songs-in-the-night.jpg', 600, 900),
  ('pastor-book-covers', 'bookstore/the-praying-family.jpg', 600, 900),
  ('pastor-book-covers', 'midweek-prayers.jpg', 600, 900),
  ('pastor-book-covers', 'rooted.jpg', 600, 900),
  ('pastor-book-covers', 'the-excellent-spirit.jpg', 600, 900),
  ('blog-post-covers', 'excellence-is-a-spirit.webp', 1200, 675),
  ('blog-post-covers', 'generosity.webp', 1200, 675),
  ('blog-post-covers', 'rooted-in-prayer.webp', 1200, 675),
  ('blog-post-covers', 'sabbath-rest.webp', 1200, 675),
  ('blog-post-covers', 'serving-our-city.webp', 1200, 675)
on conflict (bucket, path) do update set width = excluded.width, height = excluded.height;
-- image sizes: end

-- Helpers for this session only ---------------------------------------------------------------

create or replace function pg_temp.church_today() returns date
language sql stable set search_path = ''
as $$ select (now() at time zone 'America/Indiana/Indianapolis')::date $$;

-- A wall-clock time at the church on a given day.
create or replace function pg_temp.church_time(day date, wall_clock time) returns timestamptz
language sql stable set search_path = ''
as $$ select (day + wall_clock) at time zone 'America/Indiana/Indianapolis' $$;

create or replace function pg_temp.media_url(bucket text, object_path text) returns text
language sql stable set search_path = ''
as $$
  select coalesce(nullif(current_setting('seed.api_url', true), ''), 'http://127.0.0.1:54321')
    || '/storage/v1/object/public/' || bucket || '/' || object_path
$$;

-- Users ---------------------------------------------------------------------------------------
-- None. This file writes no auth.users, auth.identities or staff_members rows, so pushing it to a
-- hosted project (`supabase db push --include-seed`) creates no account anyone could sign in
-- with. The local demo accounts, whose passwords the README prints, are created after this seed
-- only on a local database: by the local stack itself and by `npm run seed:accounts` for
-- `supabase start` (supabase/local/seed-accounts.ts).

-- Site settings (every key of spec §3) --------------------------------------------------------

insert into public.site_settings (setting_key, setting_value)
values
  ('social_media_links', jsonb_build_object(
    'facebook', 'https://www.facebook.com/example.church.indy',
    'instagram', 'https://www.instagram.com/example.church.indy',
    'youtube', 'https://www.youtube.com/@example.church.indy',
    'twitter', 'https://x.com/example_church_indy',
    'threads', 'https://www.threads.net/@example.church.indy')),
  ('contact_info', jsonb_build_object(
    'address', jsonb_build_object(
      'street', '4702 Century Plaza Rd',
      'city', 'Indianapolis',
      'state', 'IN',
      'zip', '46254',
      'country', 'USA'),
    'phone', '(317) 555-0142',
    'email', 'info@example.org')),
  ('service_times', jsonb_build_array(
    jsonb_build_object('day', 'sunday', 'time', '09:00', 'label', 'Sunday'),
    jsonb_build_object('day', 'sunday', 'time', '11:00', 'label', 'Sunday'),
    jsonb_build_object('day', 'wednesday', 'time', '19:00', 'label', 'Mid-Week'))),
  -- Extra words after the service times, which the ticker takes from service_times.
  ('service_times_ticker', to_jsonb(
    'Join us in person at 4702 Century Plaza Rd or online  •  Everyone is welcome!'::text)),
  ('map_url', to_jsonb(
    'https://www.google.com/maps?q=4702+Century+Plaza+Rd,+Indianapolis,+IN+46254&output=embed'::text)),
  ('banner_image_default', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-default.webp'))),
  ('banner_image_about_page', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-gold.webp'))),
  ('banner_image_events_page', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-blue.webp'))),
  ('banner_image_sermons_page', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-default.webp'))),
  ('banner_image_donate_page', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-green.webp'))),
  ('banner_image_gallery_page', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-rose.webp'))),
  ('banner_image_pastors_corner', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-gold.webp'))),
  ('banner_image_live', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-blue.webp'))),
  ('banner_image_contact', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-green.webp'))),
  ('banner_image_first_timer_form', to_jsonb(pg_temp.media_url('gallery-images', 'site/banner-rose.webp'))),
  ('about_us_vision_mission', jsonb_build_object(
    'vision_title', 'Our Vision',
    'vision_points', jsonb_build_array(
      'A global apostolic revival for excellency.',
      'Believers rooted in the Word, alive in prayer and led by the Holy Spirit.',
      'Families restored and strengthened across Indianapolis and beyond.',
      'Every member equipped to serve, lead and reach the nations.'),
    'mission_title', 'Our Mission',
    'mission_text',
      'We exist to make disciples of Jesus Christ who grow in faith, live with excellence and serve '
      || 'their community. Through worship, the teaching of God''s Word, prayer and practical love, '
      || 'we help every person take their next step with God.')),
  ('about_us_mandate', jsonb_build_object(
    'title', 'Our Mandate',
    'text',
      'Go into all the world and preach the gospel to every creature (Mark 16:15). Our mandate is to '
      || 'raise a people of prayer and excellence who carry revival into their homes, workplaces and '
      || 'city; to teach the whole counsel of God; and to demonstrate His love through generous '
      || 'service to our neighbors on the west side of Indianapolis and around the world.')),
  ('about_us_values', jsonb_build_object(
    'title', 'Our Values',
    'items', jsonb_build_array(
      jsonb_build_object('id', 'love', 'iconName', 'Heart', 'title', 'Love',
        'description', 'We love God with all our hearts and love our neighbors as ourselves.'),
      jsonb_build_object('id', 'excellence', 'iconName', 'Award', 'title', 'Excellence',
        'description', 'We give our best to God in worship, work and service, because He gave His best for us.'),
      jsonb_build_object('id', 'integrity', 'iconName', 'Handshake', 'title', 'Integrity',
        'description', 'We keep our word, handle resources faithfully and walk in the light.'),
      jsonb_build_object('id', 'community', 'iconName', 'Users', 'title', 'Community',
        'description', 'We do life together: no one walks alone in this family.')))),
  ('about_us_leadership', jsonb_build_object(
    'title', 'Our Leadership',
    'items', jsonb_build_array(
      jsonb_build_object('id', 'samuel-adeyemi', 'name', 'Pastor Samuel Adeyemi', 'role', 'Senior Pastor',
        'image', pg_temp.media_url('gallery-images', 'site/leaders/samuel-adeyemi.webp'),
        'bio', 'Pastor Samuel has served in ministry for over twenty years and has led our church since it '
          || 'began meeting in Indianapolis. He is passionate about prayer, revival and teaching the Bible '
          || 'in a way that changes everyday life. He holds a Master of Divinity and loves mentoring '
          || 'young leaders, coaching youth soccer and grilling for the whole church on picnic day.'),
      jsonb_build_object('id', 'grace-adeyemi', 'name', 'Pastor Grace Adeyemi', 'role', 'Associate Pastor, Women & Families',
        'image', pg_temp.media_url('gallery-images', 'site/leaders/grace-adeyemi.webp'),
        'bio', 'Pastor Grace leads our women''s fellowship and family ministries. A registered nurse by '
          || 'training, she brings compassion and practical wisdom to counseling, marriage enrichment and '
          || 'our community health fair. She and Pastor Samuel have three children.'),
      jsonb_build_object('id', 'marcus-williams', 'name', 'Elder Marcus Williams', 'role', 'Elder, Outreach & Men''s Ministry',
        'image', pg_temp.media_url('gallery-images', 'site/leaders/marcus-williams.webp'),
        'bio', 'Elder Marcus coordinates our food drives, back-to-school supply days and men''s prayer '
          || 'breakfasts. An Indianapolis native and retired IPS teacher, he believes the church should be '
          || 'the best neighbor on the block.'),
      jsonb_build_object('id', 'ruth-okonkwo', 'name', 'Minister Ruth Okonkwo', 'role', 'Worship & Prayer Ministry',
        'image', pg_temp.media_url('gallery-images', 'site/leaders/ruth-okonkwo.webp'),
        'bio', 'Minister Ruth leads the worship team and the Wednesday prayer ministry. She trained in music '
          || 'at Butler University and writes many of the songs our choir sings.')))),
  ('about_us_history', jsonb_build_object(
    'title', 'Our History',
    'text',
      'Our church began in 2009 as a Friday-night prayer meeting of six families in a living room on '
      || 'the west side of Indianapolis. As the group grew it met in a school cafeteria, then in a rented '
      || 'hall, and in 2016 the congregation moved into its home at 4702 Century Plaza Rd.' || E'\n\n'
      || 'Today we are a multicultural family of several hundred members from more than fifteen nations, '
      || 'with Sunday services, a mid-week Bible study, a thriving youth ministry and outreach programs '
      || 'that serve thousands of neighbors every year. The prayer meeting never stopped: it still meets '
      || 'every Wednesday night.')),
  ('live_stream_youtube_url', to_jsonb('https://www.youtube.com/watch?v=Lq7wD3nXe5s'::text)),
  ('service_information_live_page', jsonb_build_object(
    'title', 'Service Information',
    -- Extra lines under the service times (from service_times).
    'times_line1', 'The stream starts a few minutes before each service.',
    'times_line2', '')),
  ('youtube_channel_url', jsonb_build_object(
    'url', 'https://www.youtube.com/@example.church.indy',
    'label', 'Visit our YouTube channel')),
  ('live_page_meeting_link_teams', jsonb_build_object(
    'url', 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_sunday-service%40thread.v2/0',
    'label', 'Join on Microsoft Teams')),
  ('live_page_meeting_link_zoom', jsonb_build_object(
    'url', 'https://us02web.zoom.us/j/85512345678',
    'label', 'Join on Zoom')),
  ('live_page_meeting_link_google_meet', jsonb_build_object(
    'url', 'https://meet.google.com/qmz-hbte-rwx',
    'label', 'Join on Google Meet')),
  -- The podcast feed's channel (public.podcast_feed); every key has a built-in default.
  ('podcast_info', jsonb_build_object(
    'title', 'Sunday Sermons',
    'description',
      'Sermons from our Sunday Celebration services in Indianapolis: practical, Bible-centred '
      || 'messages on faith, prayer and excellence, from Pastor Samuel Adeyemi and the pastoral team.',
    'author', 'Our Church',
    'owner_name', 'Church Office',
    'owner_email', 'info@example.org',
    'image_url', pg_temp.media_url('sermon-covers', 'podcast-cover.jpg'),
    'explicit', false,
    'category', 'Religion & Spirituality',
    'subcategory', 'Christianity',
    'language', 'en-us'))
on conflict (setting_key) do nothing;

-- Hero video ----------------------------------------------------------------------------------

insert into public.hero_videos (id, video_file_path, start_seconds, end_seconds, is_active)
values ('b0000000-0000-4000-8000-000000000001', 'welcome-loop.mp4', 1, 9, true)
on conflict (id) do nothing;

-- Events --------------------------------------------------------------------------------------

insert into public.church_events (
  id, title, description, location, start_time, end_time,
  cover_image_source_type, cover_image_path, cover_image_external_url, meeting_links
)
select
  e.id::uuid, e.title, e.description, e.location,
  pg_temp.church_time(e.day, e.starts::time),
  case when e.ends is null then null else pg_temp.church_time(e.day, e.ends::time) end,
  e.source_type, e.cover_path, e.cover_url, e.links::jsonb
from (
  select
    pg_temp.church_today() as today,
    date_trunc('month', pg_temp.church_today())::date as month_start,
    (date_trunc('month', pg_temp.church_today()) + interval '1 month')::date as next_month_start,
    (date_trunc('month', pg_temp.church_today()) + interval '1 month')::date - 1 - pg_temp.church_today() as days_left
) as d
cross join lateral (
  values
    ('c0000000-0000-4000-8000-000000000001', 'Night of Prayer & Worship',
     'An evening set apart to seek God together. Come ready to pray for our families, our city and the nations. Childcare is provided for children under 10.',
     'Main Sanctuary, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today - 12, '19:00', '21:00', 'upload', 'prayer-night.jpg', null, '{}'),
    ('c0000000-0000-4000-8000-000000000002', 'Sunday Celebration Service',
     'Join us for worship, the Word and fellowship. Services at 9:00 AM and 11:00 AM, with children''s church during both services. Can''t make it in person? Join us online.',
     'Main Sanctuary, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today + (7 - extract(isodow from d.today)::int), '09:00', '12:00', 'upload', 'sunday-celebration.jpg', null,
     '{"teams": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_sunday-service%40thread.v2/0", "zoom": "https://us02web.zoom.us/j/85512345678", "googleMeet": "https://meet.google.com/qmz-hbte-rwx"}'),
    ('c0000000-0000-4000-8000-000000000003', 'Bible Study: Faith That Works',
     'Our mid-week study walks verse by verse through the letter of James. Bring your Bible and a friend; coffee is on us. You can also join on Teams.',
     'Fellowship Hall, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today + least(1, d.days_left), '19:00', null, 'upload', 'bible-study.jpg', null,
     '{"teams": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_bible-study%40thread.v2/0"}'),
    ('c0000000-0000-4000-8000-000000000004', 'Women''s Fellowship Brunch',
     'Ladies, join us for brunch, worship and an encouraging word from Pastor Grace on "Strength for Every Season". Please RSVP at the welcome desk so we can plan for food.',
     'Fellowship Hall, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today + (d.days_left + 1) / 2, '10:30', '12:30', 'upload', 'womens-fellowship.jpg', null, '{}'),
    ('c0000000-0000-4000-8000-000000000005', 'Youth Night: Games & Worship',
     'Middle and high school students: an evening of games, pizza, worship and a short message. Parents, pick-up is at 8:30 PM. Friends who cannot come can join on Zoom.',
     'Youth Center, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today + d.days_left, '18:00', '20:30', 'upload', 'youth-night.jpg', null,
     '{"zoom": "https://us02web.zoom.us/j/85598765432"}'),
    ('c0000000-0000-4000-8000-000000000006', 'Newcomers Lunch',
     'New to our church? Meet the pastors over lunch, hear our story and learn how to get connected. Lunch is provided.',
     'Conference Room B, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.month_start + 3, '12:30', '14:00', 'url', null,
     pg_temp.media_url('gallery-images', 'community-outreach/community-outreach-02.webp.480w.webp'), '{}'),
    ('c0000000-0000-4000-8000-000000000007', 'Men''s Prayer Breakfast',
     'Men of all ages: breakfast, prayer and a word on leading at home and at work. Elder Marcus Williams hosts.',
     'Fellowship Hall, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.next_month_start + 2, '08:00', '09:30', 'upload', 'mens-breakfast.jpg', null, '{}'),
    ('c0000000-0000-4000-8000-000000000008', 'Community Food Drive',
     'We are packing and distributing groceries for 300 families on the west side. Volunteers of every age are welcome: wear comfortable shoes and bring a friend.',
     'Church Parking Lot, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.next_month_start + 9, '09:00', '13:00', 'upload', 'food-drive.jpg', null, '{}'),
    ('c0000000-0000-4000-8000-000000000009', 'Songs of Praise: Choir Concert',
     'An evening of gospel, hymns and new songs from our choir and worship team, with special guests. Admission is free; a love offering will support the music ministry.',
     'Main Sanctuary, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.next_month_start + 15, '18:00', '20:00', 'upload', 'choir-concert.jpg', null, '{}'),
    ('c0000000-0000-4000-8000-000000000010', 'Marriage Enrichment Evening',
     'Couples, enjoy dinner and a practical session on communication and prayer in marriage with Pastors Samuel and Grace. Couples who cannot attend in person may join on Google Meet.',
     'Fellowship Hall, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.next_month_start + 22, '18:30', '21:00', 'url', null,
     pg_temp.media_url('gallery-images', 'worship-team/worship-team-03.webp.480w.webp'),
     '{"googleMeet": "https://meet.google.com/vkd-rpqa-nst"}'),
    ('c0000000-0000-4000-8000-000000000011', 'Church Family Picnic',
     'Food, games, music and fellowship for the whole family at Eagle Creek Park. Bring a lawn chair and your appetite; the grill is on us.',
     'Eagle Creek Park, 7840 W 56th St, Indianapolis, IN 46254',
     d.today + 48, '12:00', '16:00', 'upload', 'family-picnic.jpg', null, '{}'),
    ('c0000000-0000-4000-8000-000000000012', 'Leadership Training Workshop',
     'For ministry leaders, volunteers and anyone exploring a call to serve: vision, spiritual growth and practical skills. Join in person or online.',
     'Conference Room B, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today + 75, '09:30', '13:00', null, null, null,
     '{"teams": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_leadership%40thread.v2/0", "zoom": "https://us02web.zoom.us/j/85511122233"}'),
    ('c0000000-0000-4000-8000-000000000013', 'Baptism Sunday',
     'Celebrate with those taking their next step of faith through water baptism. If you would like to be baptized, attend the short class after the 9:00 AM service two weeks before.',
     'Main Sanctuary, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.today + 100, '10:00', null, 'upload', 'baptism-sunday.jpg', null, '{}')
) as e (id, title, description, location, day, starts, ends, source_type, cover_path, cover_url, links)
on conflict (id) do nothing;

-- Recurring events (docs/decisions/0028-recurring-events.md) -----------------------------------
-- A weekly Wednesday Bible study (started eight weeks ago; the Wednesday after next is cancelled,
-- the one after that moves to Thursday in another room), a men's breakfast on the first Saturday
-- of every month (since last month) and a youth night every other Friday that ends with May.

insert into public.church_events (
  id, title, description, location, start_time, end_time,
  cover_image_source_type, cover_image_path, meeting_links, recurrence_rule, time_zone
)
select
  e.id::uuid, e.title, e.description, e.location,
  pg_temp.church_time(e.day, e.starts::time), pg_temp.church_time(e.day, e.ends::time),
  'upload', e.cover_path, e.links::jsonb, e.rule, 'America/Indiana/Indianapolis'
from (
  select
    pg_temp.church_today() - ((extract(isodow from pg_temp.church_today())::int - 3 + 7) % 7) as last_wednesday,
    pg_temp.church_today() - ((extract(isodow from pg_temp.church_today())::int - 5 + 7) % 7) as last_friday,
    (date_trunc('month', pg_temp.church_today()) - interval '1 month')::date as last_month,
    extract(year from pg_temp.church_today())::int
      + case when extract(month from pg_temp.church_today()) < 3 then 0 else 1 end as spring_year
) as d
cross join lateral (
  values
    ('c1000000-0000-4000-8000-000000000001', 'Wednesday Bible Study',
     'Every Wednesday evening we open the Scriptures together, share what we learn and pray for one another. Everyone is welcome, whether you have read the Bible for years or are opening it for the first time.',
     'Fellowship Hall, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.last_wednesday - 56, '19:00', '20:30', 'bible-study.jpg',
     '{"teams": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_wednesday-study%40thread.v2/0"}',
     'FREQ=WEEKLY;BYDAY=WE'),
    ('c1000000-0000-4000-8000-000000000002', 'Men''s Breakfast',
     'On the first Saturday of every month the men of the church share a hot breakfast, a short devotion and prayer. Bring a friend, a neighbour or a co-worker.',
     'Fellowship Hall, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.last_month + ((6 - extract(isodow from d.last_month)::int + 7) % 7), '08:00', '09:30', 'mens-breakfast.jpg',
     '{}', 'FREQ=MONTHLY;BYDAY=1SA'),
    ('c1000000-0000-4000-8000-000000000003', 'Friday Youth Night',
     'Every other Friday, middle and high school students meet for games, worship and a short message from the youth team. Snacks are provided; pick-up is at 8:30 PM.',
     'Youth Center, 4702 Century Plaza Rd, Indianapolis, IN 46254',
     d.last_friday - 14, '18:00', '20:30', 'youth-night.jpg', '{}',
     'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL='
       || to_char(((make_date(d.spring_year, 6, 1)::timestamp at time zone 'America/Indiana/Indianapolis')
                   - interval '1 second') at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'))
) as e (id, title, description, location, day, starts, ends, cover_path, links, rule)
on conflict (id) do nothing;

-- The Bible study's exceptions: the Wednesday after next is cancelled; the one after that moves
-- to Thursday at 6:30 PM in Conference Room B.
insert into public.church_event_exceptions (id, event_id, occurrence_date, is_cancelled, start_time, end_time, location)
select x.id::uuid, 'c1000000-0000-4000-8000-000000000001'::uuid, x.day, x.cancelled,
       case when x.moved_to is not null then pg_temp.church_time(x.moved_to, '18:30') end,
       case when x.moved_to is not null then pg_temp.church_time(x.moved_to, '20:00') end,
       x.location
from (
  select pg_temp.church_today() + ((3 - extract(isodow from pg_temp.church_today())::int + 7) % 7) as next_wednesday
) as d
cross join lateral (
  values
    ('c1100000-0000-4000-8000-000000000001', d.next_wednesday + 7, true, null::date, null),
    ('c1100000-0000-4000-8000-000000000002', d.next_wednesday + 14, false, d.next_wednesday + 15,
     'Conference Room B, 4702 Century Plaza Rd, Indianapolis, IN 46254')
) as x (id, day, cancelled, moved_to, location)
on conflict (id) do nothing;

-- Birthdays: one per month --------------------------------------------------------------------

insert into public.birthdays (id, member_name, birth_date)
values
  ('d0000000-0000-4000-8000-000000000001', 'Angela Brooks', '1972-01-14'),
  ('d0000000-0000-4000-8000-000000000002', 'Daniel Mensah', '1985-02-03'),
  ('d0000000-0000-4000-8000-000000000003', 'Patricia Johnson', '1958-03-22'),
  ('d0000000-0000-4000-8000-000000000004', 'Michael Okafor', '1990-04-09'),
  ('d0000000-0000-4000-8000-000000000005', 'Esther Williams', '2004-05-17'),
  ('d0000000-0000-4000-8000-000000000006', 'James Carter', '1966-06-28'),
  ('d0000000-0000-4000-8000-000000000007', 'Blessing Adebayo', '1998-07-05'),
  ('d0000000-0000-4000-8000-000000000008', 'Robert Hughes', '1951-08-19'),
  ('d0000000-0000-4000-8000-000000000009', 'Naomi Davis', '1979-09-11'),
  ('d0000000-0000-4000-8000-000000000010', 'Kevin Thompson', '1983-10-24'),
  ('d0000000-0000-4000-8000-000000000011', 'Linda Martinez', '1963-11-30'),
  ('d0000000-0000-4000-8000-000000000012', 'Samuel Owusu', '2001-12-08')
on conflict (id) do nothing;

-- Sermons: weekly, newest on the most recent Sunday --------------------------------------------

insert into public.sermons (
  id, title, speaker, date, description, series, scripture_references,
  cover_image_source_type, cover_image_path, cover_image_external_url,
  audio_file_path, audio_duration_seconds, audio_urls, video_url
)
select
  s.id::uuid, s.title, s.speaker,
  -- the most recent Sunday (today when today is Sunday), minus whole weeks
  pg_temp.church_today() - (extract(dow from pg_temp.church_today())::int) - 7 * s.weeks_ago,
  s.description, s.series, s.refs::text[],
  s.source_type, s.cover_path, s.cover_url,
  -- every sample under supabase/media/sermon-audio is 8 seconds long (generate.sh)
  s.audio, 8, jsonb_build_object(
    'podcast_youtube_url', 'https://www.youtube.com/watch?v=' || s.youtube,
    'podcast_facebook_url', 'https://www.facebook.com/example.church.indy/videos/' || s.facebook),
  jsonb_build_object('youtube', s.youtube)
from (
  values
    ('e0000000-0000-4000-8000-000000000001', 'Refuge and Strength', 'Elder Marcus Williams', 0,
     'When the ground shakes, God does not. Psalm 46 invites us to be still and know that He is God, our refuge in every storm.',
     'Psalms for Every Season', '{"Psalm 46:1-11","Proverbs 18:10"}',
     'upload', 'psalms-for-every-season.jpg', null, 'refuge-and-strength.mp3', 'Rf8kT2mLq4Z', '1048573920184756'),
    ('e0000000-0000-4000-8000-000000000002', 'A Song in the Night', 'Minister Ruth Okonkwo', 1,
     'The psalmist speaks to his own soul in the dark: "Hope in God, for I shall yet praise Him." Learning to worship before the breakthrough.',
     'Psalms for Every Season', '{"Psalm 42:1-11","Psalm 77:6","Acts 16:25"}',
     'upload', 'psalms-for-every-season.jpg', null, 'a-song-in-the-night.mp3', 'Nw3pX9cVb1E', '1048573920184757'),
    ('e0000000-0000-4000-8000-000000000003', 'The Lord Is My Shepherd', 'Pastor Samuel Adeyemi', 2,
     'The most loved psalm is not a funeral text but a guide for living: provision, restoration, guidance and presence in every valley.',
     'Psalms for Every Season', '{"Psalm 23:1-6","John 10:11-15"}',
     'url', null, pg_temp.media_url('sermon-covers', 'psalms-for-every-season.jpg.480w.webp'),
     'the-lord-is-my-shepherd.mp3', 'Hs6yQ1dKe8W', '1048573920184758'),
    ('e0000000-0000-4000-8000-000000000004', 'Faithful in Little', 'Pastor Grace Adeyemi', 3,
     'Faithfulness in small things is the training ground for greater things. What are you doing with what God has already put in your hands?',
     'Kingdom Excellence', '{"Luke 16:10-12","Matthew 25:14-30"}',
     'upload', 'kingdom-excellence.jpg', null, 'faithful-in-little.mp3', 'Gt4vM7aPz2R', '1048573920184759'),
    ('e0000000-0000-4000-8000-000000000005', 'Working as Unto the Lord', 'Elder Marcus Williams', 4,
     'Our jobs, classrooms and kitchens are places of worship. A message on integrity and excellence at work.',
     'Kingdom Excellence', '{"Colossians 3:17","Colossians 3:23-24","Ephesians 6:5-8"}',
     'upload', 'kingdom-excellence.jpg', null, 'working-as-unto-the-lord.mp3', 'Bq2nW5xLc7Y', '1048573920184760'),
    ('e0000000-0000-4000-8000-000000000006', 'An Excellent Spirit', 'Pastor Samuel Adeyemi', 5,
     'Daniel stood out in Babylon because an excellent spirit was in him. Excellence is not perfectionism; it is faithfulness that honors God.',
     'Kingdom Excellence', '{"Daniel 6:1-10","Daniel 1:8-20"}',
     'upload', 'kingdom-excellence.jpg', null, 'an-excellent-spirit.mp3', 'Kp9rD3sFh6T', '1048573920184761'),
    ('e0000000-0000-4000-8000-000000000007', 'Gifts for the Body', 'Minister Ruth Okonkwo', 6,
     'Every believer has a part to play. Discover how the gifts of the Spirit build up the whole church.',
     'The Spirit-Led Life', '{"1 Corinthians 12:4-27","Romans 12:4-8"}',
     'upload', 'the-spirit-led-life.jpg', null, 'gifts-for-the-body.mp3', 'Zx1cV4bNm8Q', '1048573920184762'),
    ('e0000000-0000-4000-8000-000000000008', 'No Condemnation', 'Elder Marcus Williams', 7,
     'Romans 8 opens with the best news in the world: there is now no condemnation for those who are in Christ Jesus.',
     'The Spirit-Led Life', '{"Romans 8:1-11"}',
     'upload', 'the-spirit-led-life.jpg', null, 'no-condemnation.mp3', 'Wm5tY8uJk3A', '1048573920184763'),
    ('e0000000-0000-4000-8000-000000000009', 'Walking in the Spirit', 'Pastor Samuel Adeyemi', 8,
     'The fruit of the Spirit grows where we keep in step with Him. Practical ways to walk by the Spirit every day.',
     'The Spirit-Led Life', '{"Galatians 5:16-26","Romans 8:14"}',
     'upload', 'the-spirit-led-life.jpg', null, 'walking-in-the-spirit.mp3', 'Ea7gH2jKl9P', '1048573920184764'),
    ('e0000000-0000-4000-8000-000000000010', 'Wisdom From Above', 'Pastor Samuel Adeyemi', 9,
     'James contrasts earthly wisdom with the wisdom that comes from above: pure, peaceable, gentle and full of mercy.',
     'Faith That Works', '{"James 3:13-18","Proverbs 2:6"}',
     'upload', 'faith-that-works.jpg', null, 'wisdom-from-above.mp3', 'Ty3uI6oPa1S', '1048573920184765'),
    ('e0000000-0000-4000-8000-000000000011', 'Taming the Tongue', 'Minister Ruth Okonkwo', 10,
     'Words can build or burn. How the gospel changes the way we speak at home, online and in the church.',
     'Faith That Works', '{"James 3:1-12","Proverbs 18:21","Ephesians 4:29"}',
     'upload', 'faith-that-works.jpg', null, 'taming-the-tongue.mp3', 'Dg8hJ4kLz5X', '1048573920184766'),
    ('e0000000-0000-4000-8000-000000000012', 'Faith That Works', 'Pastor Samuel Adeyemi', 11,
     'Faith without works is dead. James shows us a living faith that shows up in how we treat people in need.',
     'Faith That Works', '{"James 2:14-26","Ephesians 2:8-10"}',
     'upload', 'faith-that-works.jpg', null, 'faith-that-works.mp3', 'Cv6bN9mQw2E', '1048573920184767')
) as s (id, title, speaker, weeks_ago, description, series, refs, source_type, cover_path, cover_url, audio, youtube, facebook)
on conflict (id) do nothing;

-- Gallery: four albums in storage, plus two linked images --------------------------------------
-- Albums are named in capitalised words so that the album page, which turns the URL slug back
-- into words, finds them ('youth-ministry' -> 'Youth Ministry').

insert into public.gallery_images (id, description, image_file_path, image_external_url, source_type, category, created_at)
select
  ('f0000000-0000-4000-8000-0000000000' || lpad((a.album_no * 10 + n)::text, 2, '0'))::uuid,
  a.captions[n],
  a.slug || '/' || a.slug || '-' || lpad(n::text, 2, '0') || '.webp',
  null,
  'upload',
  a.category,
  now() - a.age - make_interval(hours => (n - 1) * 3)
from (
  values
    (1, 'Sunday Worship', 'sunday-worship', interval '2 days',
     array['Opening praise at the 9:00 AM service', 'Hands lifted in worship', 'Pastor Samuel preaching from James',
           'Prayer at the altar', 'Communion Sunday', 'Fellowship in the lobby after service']),
    (2, 'Youth Ministry', 'youth-ministry', interval '9 days',
     array['Youth night worship', 'Small group discussion', 'Game night in the youth center',
           'Summer retreat at Lake Monroe', 'The youth choir', 'Celebrating our high school graduates']),
    (3, 'Community Outreach', 'community-outreach', interval '20 days',
     array['Food drive volunteers packing boxes', 'Back-to-school supply giveaway', 'Neighborhood clean-up on 56th Street',
           'Warm coats for winter', 'Visiting friends at the senior center', 'Free health screenings at our health fair']),
    (4, 'Worship Team', 'worship-team', interval '35 days',
     array['Thursday night rehearsal', 'The choir in robes', 'Keys and strings',
           'Drums and bass', 'Praise night', 'Special music on Mother''s Day'])
) as a (album_no, category, slug, age, captions)
cross join generate_series(1, 6) as n
on conflict (id) do nothing;

insert into public.gallery_images (id, description, image_file_path, image_external_url, source_type, category, created_at)
values
  ('f0000000-0000-4000-8000-000000000091', 'Volunteers at the spring food distribution', null,
   pg_temp.media_url('gallery-images', 'community-outreach/community-outreach-05.webp'), 'url', 'Community Outreach', now() - interval '60 days'),
  ('f0000000-0000-4000-8000-000000000092', 'Thanksgiving baskets ready for delivery', null,
   pg_temp.media_url('gallery-images', 'community-outreach/community-outreach-06.webp'), 'url', 'Community Outreach', now() - interval '62 days')
on conflict (id) do nothing;

-- Testimonies: four approved, two waiting for moderation ---------------------------------------

insert into public.member_testimonies (id, submitter_name, testimony_title, testimony_content, is_approved, submitted_at, updated_at)
values
  ('10000000-0000-4000-8000-000000000001', 'Angela B.', 'Healed and Restored',
   'Last spring the doctors found a mass and scheduled surgery. The church prayed with me every Wednesday. At the pre-op scan it had shrunk so much that the surgeon cancelled the operation. I give God all the glory!',
   true, now() - interval '45 days', now() - interval '44 days'),
  ('10000000-0000-4000-8000-000000000002', 'Daniel M.', 'A New Job After Eight Months',
   'After eight months out of work I was ready to give up. The men''s prayer breakfast prayed over my résumé, and two weeks later I was offered a position better than the one I lost. God is faithful.',
   true, now() - interval '30 days', now() - interval '29 days'),
  ('10000000-0000-4000-8000-000000000003', '', 'Found a Family',
   'I moved to Indianapolis knowing no one. The first Sunday someone invited me to lunch, and now I serve on the welcome team. This church became my family.',
   true, now() - interval '18 days', now() - interval '17 days'),
  ('10000000-0000-4000-8000-000000000004', 'The Carter Family', '',
   'Our marriage was falling apart. Through the marriage enrichment evenings and the patient counsel of Pastors Samuel and Grace, we learned to pray together again. This year we celebrated twenty years.',
   true, now() - interval '7 days', now() - interval '6 days'),
  ('10000000-0000-4000-8000-000000000005', 'Marcus T.', 'Delivered From Addiction',
   'Two years ago I walked in here high. Today I am clean, working and leading a recovery small group. Thank you Jesus, and thank you church for not giving up on me.',
   false, now() - interval '2 days', now() - interval '2 days'),
  ('10000000-0000-4000-8000-000000000006', '', 'Provision for Tuition',
   'My daughter''s college tuition was due and we were short. An anonymous scholarship covered the exact amount the same week. Praise God!',
   false, now() - interval '5 hours', now() - interval '5 hours')
on conflict (id) do nothing;

-- Pastor's desk: this month's word and the key verses ------------------------------------------

insert into public.pastor_words (id, title, month, body, closing_verse, signature)
values
  ('25000000-0000-4000-8000-000000000001', 'Grateful in Every Season',
   date_trunc('month', pg_temp.church_today())::date,
   $txt$Beloved, this month our nation pauses to give thanks, and so do we. Gratitude is not a feeling that waits for good news; it is a choice we make because God is good before the news arrives.

Some of you are carrying heavy things into this season: a diagnosis, a lost job, an empty chair at the table. Bring them to Him. Thanksgiving does not deny the pain; it declares that the pain does not have the last word.

This month, write down one thing each day that God has done for you. Share one of them with someone who needs hope. You will be surprised how your heart changes when your mouth is full of praise.$txt$,
   '"In everything give thanks; for this is the will of God in Christ Jesus for you." (1 Thessalonians 5:18)',
   'Pastor Samuel Adeyemi')
on conflict (id) do nothing;

insert into public.pastor_key_verses (id, reference, verse_text, sort_order)
values
  ('25000000-0000-4000-8000-000000000011', 'Philippians 4:6-7',
   'Be anxious for nothing, but in everything by prayer and supplication, with thanksgiving, let your requests be made known to God; and the peace of God, which surpasses all understanding, will guard your hearts and minds through Christ Jesus.', 1),
  ('25000000-0000-4000-8000-000000000012', 'Jeremiah 29:11',
   'For I know the thoughts that I think toward you, says the Lord, thoughts of peace and not of evil, to give you a future and a hope.', 2),
  ('25000000-0000-4000-8000-000000000013', 'Daniel 6:3',
   'Then this Daniel distinguished himself above the governors and satraps, because an excellent spirit was in him; and the king gave thought to setting him over the whole realm.', 3),
  ('25000000-0000-4000-8000-000000000014', 'Psalm 100:4',
   'Enter into His gates with thanksgiving, and into His courts with praise. Be thankful to Him, and bless His name.', 4)
on conflict (id) do nothing;

-- Pastor's books of the month -------------------------------------------------------------------

insert into public.pastor_books (id, title, author, description, month_year, cover_image_path, pdf_file_path)
values
  ('20000000-0000-4000-8000-000000000001', 'Rooted: Growing Deep in Faith', 'Samuel Adeyemi',
   'Prayer, the Word and fellowship: three roots that keep a believer standing in every season. A practical guide for new and growing Christians, with questions for small groups.',
   date_trunc('month', pg_temp.church_today())::date, 'rooted.jpg', 'rooted.pdf'),
  ('20000000-0000-4000-8000-000000000002', 'The Excellent Spirit', 'Samuel Adeyemi',
   'Lessons from the life of Daniel on integrity, prayer and excellence at work, in school and at home.',
   (date_trunc('month', pg_temp.church_today()) - interval '1 month')::date, 'the-excellent-spirit.jpg', 'the-excellent-spirit.pdf'),
  ('20000000-0000-4000-8000-000000000003', 'Prayers for the Midweek', 'Ruth Okonkwo',
   'Short prayers and scriptures for the middle of the week, when Sunday feels far behind and the next one is not yet here.',
   (date_trunc('month', pg_temp.church_today()) - interval '2 months')::date, 'midweek-prayers.jpg', 'midweek-prayers.pdf')
on conflict (id) do nothing;

-- Pastor's blog: four published posts and one scheduled for next week ---------------------------

insert into public.pastor_blog_posts (
  id, title, slug, excerpt, content, published_at,
  cover_image_path, cover_image_source_type, cover_image_external_url, author_name, tags
)
values
  ('30000000-0000-4000-8000-000000000001', 'Rooted in Prayer', 'rooted-in-prayer',
   'Prayer is not the last resort of the church; it is the root system. Here is how to build a rhythm of prayer that lasts.',
   $md$## Why prayer comes first

Every tree that survives the storm has one thing in common: **deep roots**. Prayer is the root system of the Christian life. It is *not* the last resort of the church; it is the first response.

### A simple rhythm

- Morning: thank God before you check your phone.
- Midday: pause for one minute and pray for one person.
- Evening: read a psalm aloud with your family.

### Pray with others

Jesus promised His presence where two or three gather in His name. Join us on Wednesdays at 7:00 PM, or read more about the practice in [Matthew 18:19-20](https://www.biblegateway.com/passage/?search=Matthew+18%3A19-20&version=NKJV).

Keep praying,
Pastor Samuel$md$,
   now() - interval '40 days', 'rooted-in-prayer.webp', 'upload', null, 'Pastor Samuel Adeyemi',
   '{"prayer","discipleship","spiritual growth"}'),
  ('30000000-0000-4000-8000-000000000002', 'Serving Our City', 'serving-our-city',
   'Last month more than 120 volunteers served 300 families. Here is what we learned about loving our neighbors well.',
   $md$## Love that shows up

When we opened the parking lot for the food drive, the line was already around the block. **More than 120 volunteers** served 300 families in four hours.

### What we learned

1. *People remember kindness* more than they remember groceries.
2. Our neighbors want to be known, not just helped.
3. The youth ministry can out-work all of us.

### How you can help

Sign up for the next outreach at the welcome desk, or learn about the needs in our area from the [Indy Hunger Network](https://www.indyhunger.org/).

See you on the lot,
Elder Marcus$md$,
   now() - interval '25 days', 'serving-our-city.webp', 'upload', null, 'Elder Marcus Williams',
   '{"outreach","community","service"}'),
  ('30000000-0000-4000-8000-000000000003', 'Excellence Is a Spirit', 'excellence-is-a-spirit',
   'Excellence is not perfectionism. It is faithfulness offered to God in every task, seen or unseen.',
   $md$## An excellent spirit

Daniel was preferred above the other leaders in Babylon *because an excellent spirit was in him* (Daniel 6:3). Notice: the excellence was **in him** before it showed up in his work.

### Excellence is not perfectionism

Perfectionism is driven by fear of failure. Excellence is driven by love for God. One makes you anxious; the other makes you faithful.

### Three questions for this week

- Am I doing this task *as unto the Lord*?
- Would I do it the same way if no one saw it?
- Who could I train to do it with me?

Read the whole story in [Daniel 6](https://www.biblegateway.com/passage/?search=Daniel+6&version=NKJV).

Pastor Samuel$md$,
   now() - interval '12 days', 'excellence-is-a-spirit.webp', 'upload', null, 'Pastor Samuel Adeyemi',
   '{"excellence","leadership","Daniel"}'),
  ('30000000-0000-4000-8000-000000000004', 'The Gift of Rest', 'the-gift-of-rest',
   'Rest is not laziness; it is trust. A short reflection for busy families on Sabbath rhythms.',
   $md$## Come to Me

Jesus said, *"Come to Me, all you who labor and are heavy laden, and I will give you rest."* Rest is a **gift** before it is a discipline.

### For busy families

Pick one evening a week with no screens and no errands. Eat together, pray together, and go to bed early. It will feel strange at first.

### Rest is trust

When we stop, we confess that the world does not depend on us. Read [Matthew 11:28-30](https://www.biblegateway.com/passage/?search=Matthew+11%3A28-30&version=NKJV) slowly tonight.

With love,
Pastor Grace$md$,
   now() - interval '3 days', 'sabbath-rest.webp', 'upload', null, 'Pastor Grace Adeyemi',
   '{"rest","family","wellbeing"}'),
  ('30000000-0000-4000-8000-000000000005', 'Joyful Generosity', 'joyful-generosity',
   'God loves a cheerful giver. Why generosity is about the heart before it is about the amount.',
   $md$## The cheerful giver

*God loves a cheerful giver* (2 Corinthians 9:7). Generosity is about the **heart** before it is about the amount.

### Start where you are

Give something this week that costs you a little: time, attention or money. Then watch what God does with it.

Read more in [2 Corinthians 9](https://www.biblegateway.com/passage/?search=2+Corinthians+9&version=NKJV).

Pastor Samuel$md$,
   now() + interval '7 days', 'generosity.webp', 'upload', null, 'Pastor Samuel Adeyemi',
   '{"generosity","giving"}')
on conflict (id) do nothing;

-- Bookstore -------------------------------------------------------------------------------------

insert into public.bookstore_items (id, title, author, excerpt, price, cover_image_url, purchase_link, created_at)
values
  ('40000000-0000-4000-8000-000000000001', 'Revival Fire', 'Samuel Adeyemi',
   'What happens when a church decides to pray until heaven answers? Stories and lessons from fifteen years of Wednesday night prayer.',
   18.99, pg_temp.media_url('pastor-book-covers', 'bookstore/revival-fire.jpg'),
   'https://www.amazon.com/s?k=Revival+Fire+Samuel+Adeyemi', now() - interval '2 days'),
  ('40000000-0000-4000-8000-000000000002', 'The Praying Family', 'Grace Adeyemi',
   'Simple, joyful ways to pray together as a family, from toddlers to teenagers, with a 30-day guide.',
   14.50, pg_temp.media_url('pastor-book-covers', 'bookstore/the-praying-family.jpg'),
   'https://www.christianbook.com/apps/search?Ntt=The+Praying+Family', now() - interval '20 days'),
  ('40000000-0000-4000-8000-000000000003', 'Called to Serve', 'Marcus Williams',
   'A practical handbook for ministry volunteers: serving with joy, avoiding burnout and building teams.',
   12.00, pg_temp.media_url('pastor-book-covers', 'bookstore/called-to-serve.jpg'),
   'https://www.amazon.com/s?k=Called+to+Serve+Marcus+Williams', now() - interval '45 days'),
  ('40000000-0000-4000-8000-000000000004', 'Songs in the Night', 'Ruth Okonkwo',
   'Devotions from the Psalms for seasons of waiting, grief and hope. Includes lyrics of ten original worship songs.',
   16.25, pg_temp.media_url('pastor-book-covers', 'bookstore/songs-in-the-night.jpg'),
   'https://www.barnesandnoble.com/s/Songs+in+the+Night+Ruth+Okonkwo', now() - interval '80 days')
on conflict (id) do nothing;

-- Spanish (docs/decisions/0055) -----------------------------------------------------------------
-- The Spanish versions of the home page texts, the About tabs (leadership left in English), two
-- events (the Sunday service and the Spanish service), a sermon preached in Spanish with its own
-- audio, a blog post and the funds. Everything else stays in English, so the Spanish pages show
-- their fallback ('Solo en inglés', noindex).

insert into public.site_settings (setting_key, setting_value)
values
  ('service_times_ticker_es',
   '"Acompáñenos en persona en 4702 Century Plaza Rd o en línea  •  ¡Todos son bienvenidos!"'),
  ('service_times_es', '[{"day": "sunday", "time": "09:00", "label": "Domingo"},
                         {"day": "sunday", "time": "11:00", "label": "Domingo"},
                         {"day": "wednesday", "time": "19:00", "label": "Entre semana"}]'),
  ('service_information_live_page_es',
   '{"title": "Información del servicio", "times_line1": "La transmisión comienza unos minutos antes de cada servicio.", "times_line2": ""}'),
  ('about_us_vision_mission_es', '{
     "vision_title": "Nuestra visión",
     "vision_points": ["Un avivamiento apostólico mundial para la excelencia.",
                       "Creyentes arraigados en la Palabra, vivos en la oración y guiados por el Espíritu Santo.",
                       "Familias restauradas y fortalecidas en Indianápolis y más allá.",
                       "Cada miembro preparado para servir, liderar y alcanzar a las naciones."],
     "mission_title": "Nuestra misión",
     "mission_text": "Existimos para hacer discípulos de Jesucristo que crezcan en la fe, vivan con excelencia y sirvan a su comunidad. Por medio de la adoración, la enseñanza de la Palabra de Dios, la oración y el amor práctico, ayudamos a cada persona a dar su siguiente paso con Dios."}'),
  ('about_us_mandate_es', '{"title": "Nuestro mandato",
     "text": "Id por todo el mundo y predicad el evangelio a toda criatura (Marcos 16:15). Nuestro mandato es levantar un pueblo de oración y excelencia que lleve el avivamiento a sus hogares, trabajos y ciudad; enseñar todo el consejo de Dios; y demostrar Su amor sirviendo con generosidad a nuestros vecinos del oeste de Indianápolis y de todo el mundo."}'),
  ('about_us_values_es', '{"title": "Nuestros valores", "items": [
     {"id": "love", "title": "Amor", "iconName": "Heart", "description": "Amamos a Dios con todo el corazón y a nuestro prójimo como a nosotros mismos."},
     {"id": "excellence", "title": "Excelencia", "iconName": "Award", "description": "Damos lo mejor a Dios en la adoración, el trabajo y el servicio, porque Él dio lo mejor por nosotros."},
     {"id": "integrity", "title": "Integridad", "iconName": "Handshake", "description": "Cumplimos nuestra palabra, administramos los recursos con fidelidad y andamos en la luz."},
     {"id": "community", "title": "Comunidad", "iconName": "Users", "description": "Vivimos la vida juntos: en esta familia nadie camina solo."}]}'),
  ('about_us_history_es', '{"title": "Nuestra historia",
     "text": "Nuestra iglesia comenzó en 2009 como una reunión de oración de los viernes por la noche de seis familias en una sala del oeste de Indianápolis. A medida que el grupo creció se reunió en la cafetería de una escuela, luego en un salón alquilado, y en 2016 la congregación se mudó a su hogar en 4702 Century Plaza Rd.\n\nHoy somos una familia multicultural de varios cientos de miembros de más de quince naciones, con servicios los domingos (uno en español), un estudio bíblico entre semana, un ministerio juvenil activo y programas de alcance que sirven a miles de vecinos cada año. La reunión de oración nunca se detuvo: todavía se reúne cada miércoles por la noche."}'),
  ('podcast_info_es', '{"title": "Sermones en español",
     "description": "Sermones del servicio en español de nuestra iglesia en Indianápolis: mensajes prácticos, centrados en la Biblia, sobre la fe, la oración y la excelencia."}')
on conflict (setting_key) do nothing;

update public.church_events set
  title_es = 'Servicio de celebración dominical',
  description_es = 'Acompáñenos para la adoración, la Palabra y la comunión. Servicios a las 9:00 AM y 11:00 AM, con iglesia infantil durante ambos servicios. ¿No puede venir en persona? Únase en línea.',
  location_es = 'Santuario principal, 4702 Century Plaza Rd, Indianapolis, IN 46254'
where id = 'c0000000-0000-4000-8000-000000000002' and title_es is null;

-- The Spanish service: two months ahead, after the month lists' range.
insert into public.church_events (
  id, title, description, location, start_time, end_time, title_es, description_es, location_es,
  cover_image_source_type, cover_image_path
)
values (
  'c0000000-0000-4000-8000-000000000014', 'Spanish Service: Family Sunday',
  'Our Sunday service in Spanish, with worship, the Word and a meal together afterwards. Everyone is welcome; headsets with English interpretation are available at the welcome desk.',
  'Main Sanctuary, 4702 Century Plaza Rd, Indianapolis, IN 46254',
  pg_temp.church_time(pg_temp.church_today() + 62, '13:00'), pg_temp.church_time(pg_temp.church_today() + 62, '14:30'),
  'Servicio en español: Domingo familiar',
  'Nuestro servicio dominical en español, con adoración, la Palabra y una comida juntos al final. Todos son bienvenidos; en la recepción hay audífonos con interpretación al inglés.',
  'Santuario principal, 4702 Century Plaza Rd, Indianapolis, IN 46254',
  'upload', 'sunday-celebration.jpg'
)
on conflict (id) do nothing;

-- A sermon preached in Spanish at a Saturday evening service four weeks and a day ago, with its own
-- audio (supabase/media/generate.sh).
insert into public.sermons (
  id, title, title_es, speaker, date, description, description_es, series, series_es, scripture_references,
  language, cover_image_source_type, cover_image_path, audio_file_path, audio_duration_seconds,
  audio_urls, video_url
)
values (
  'e0000000-0000-4000-8000-000000000013', 'Faith That Perseveres', 'Una fe que persevera',
  'Pastor Grace Adeyemi',
  pg_temp.church_today() - (extract(dow from pg_temp.church_today())::int) - 7 * 4 - 1,
  'Faith is the assurance of things hoped for. The heroes of Hebrews 11 kept walking with God when the promise was still far off.',
  'La fe es la certeza de lo que se espera. Los héroes de Hebreos 11 siguieron caminando con Dios cuando la promesa aún estaba lejos.',
  'Faith That Works', 'Una fe que obra', '{"Hebrews 11:1-16","Romans 5:3-5"}',
  'es', 'upload', 'faith-that-works.jpg', 'fe-que-persevera.mp3', 8,
  '{"podcast_youtube_url": "https://www.youtube.com/watch?v=Fq2eS7pLr4N",
    "podcast_facebook_url": "https://www.facebook.com/example.church.indy/videos/1048573920184768"}',
  '{"youtube": "Fq2eS7pLr4N"}'
)
on conflict (id) do nothing;

update public.pastor_blog_posts set
  title_es = 'Arraigados en la oración',
  excerpt_es = 'Todo árbol que resiste la tormenta tiene raíces profundas. La oración es cómo echamos raíces en Dios.',
  content_es = E'## Por qué la oración va primero\n\nTodo árbol que resiste la tormenta tiene **raíces profundas**. Nuestra iglesia nació en una reunión de oración, y la oración sigue siendo la manera en que echamos raíces en Dios.\n\nEsta semana, aparte diez minutos cada mañana: lea un salmo, agradezca a Dios y ore por una persona por nombre.'
where id = '30000000-0000-4000-8000-000000000001' and title_es is null;

update public.giving_funds as f set name_es = es.name
from (values ('Tithe', 'Diezmo'), ('Offering', 'Ofrenda'), ('Building Fund', 'Fondo de construcción'),
             ('Missions', 'Misiones'), ('Benevolence', 'Ayuda social')) as es (english, name)
where f.name = es.english and f.name_es is null;

-- Public form tables start empty: visitors' submissions are created by the app (and the tests).
