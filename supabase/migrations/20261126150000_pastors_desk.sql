-- The pastor's desk as data, and staff ordering of books and bookstore items (docs/decisions/0031).
--
-- * pastor_words: the monthly Word of Encouragement (title, month, body, closing verse,
--   signature). The Pastor's Desk tab shows the row of the latest month; older months stay as
--   the archive of what was said. One row per month.
-- * pastor_key_verses: the Key Bible Verses (reference and text), in `sort_order`.
-- * pastor_books and bookstore_items get `sort_order`: staff move rows up and down; the public
--   lists read in that order (ties: the previous order, newest month or newest item first).
-- Everyone reads; admins and editors write (the 'content' rows of the policy matrix, 0021). Both
-- new tables carry `version` (0020) and record their changes in the activity log ('content').
-- The hard-coded sample content of the tab moved to seed.sql.

-- Monthly word ---------------------------------------------------------------------------------

create table public.pastor_words (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title ~ '\S' and length(title) <= 200),
  -- The month it is for, stored as the first day of that month (as pastor_books.month_year).
  month date not null unique check (extract(day from month) = 1),
  -- Paragraphs separated by a blank line; plain text, never parsed as markup.
  body text not null check (body ~ '\S' and length(body) <= 20000),
  -- The verse it rests on, with its reference.
  closing_verse text check (length(closing_verse) <= 1000),
  -- Who signs it, e.g. 'Pastor Samuel Adeyemi'.
  signature text check (length(signature) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version > 0)
);

comment on table public.pastor_words is 'The Pastor''s Desk monthly Word of Encouragement; the tab shows the latest month.';
comment on column public.pastor_words.month is 'First day of the month the word is for.';

create trigger pastor_words_set_updated_at
  before update on public.pastor_words
  for each row execute function public.set_updated_at();

-- Key verses -----------------------------------------------------------------------------------

create table public.pastor_key_verses (
  id uuid primary key default gen_random_uuid(),
  -- The reference as shown, e.g. 'Philippians 4:13'.
  reference text not null check (reference ~ '\S' and length(reference) <= 120),
  verse_text text not null check (verse_text ~ '\S' and length(verse_text) <= 2000),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  version integer not null default 1 check (version > 0)
);

comment on table public.pastor_key_verses is 'The Pastor''s Desk Key Bible Verses, shown in sort_order.';

create index pastor_key_verses_sort_order_idx on public.pastor_key_verses (sort_order, created_at);

-- Order of books and bookstore items -------------------------------------------------------------

alter table public.pastor_books add column sort_order integer not null default 0;
alter table public.bookstore_items add column sort_order integer not null default 0;
comment on column public.pastor_books.sort_order is 'Staff order (ascending); ties fall back to the newest month first.';
comment on column public.bookstore_items.sort_order is 'Staff order (ascending); ties fall back to the newest item first.';
grant insert (sort_order), update (sort_order) on table public.pastor_books to authenticated;
grant insert (sort_order), update (sort_order) on table public.bookstore_items to authenticated;

-- Row versions, activity log, policies ---------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array['pastor_words', 'pastor_key_verses'] loop
    execute format(
      'comment on column public.%I.version is %L', t,
      'Optimistic concurrency: 1 on insert, one more on each update; an update sending another value is refused (PT409 row_changed).');
    execute format(
      'create trigger %I before update on public.%I for each row execute function private.check_row_version()',
      t || '_check_version', t);
    execute format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.record_activity(''content'')',
      t || '_activity', t);
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
      t || ': everyone reads', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated '
      'with check ((select public.has_staff_role(''admin'', ''editor'')))',
      t || ': admins and editors insert', t);
    execute format(
      'create policy %I on public.%I for update to authenticated '
      'using ((select public.has_staff_role(''admin'', ''editor''))) '
      'with check ((select public.has_staff_role(''admin'', ''editor'')))',
      t || ': admins and editors update', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated '
      'using ((select public.has_staff_role(''admin'', ''editor'')))',
      t || ': admins and editors delete', t);
  end loop;
end
$$;

grant insert (title, month, body, closing_verse, signature),
  update (title, month, body, closing_verse, signature, version),
  delete
  on table public.pastor_words to authenticated;
grant insert (reference, verse_text, sort_order),
  update (reference, verse_text, sort_order, version),
  delete
  on table public.pastor_key_verses to authenticated;
