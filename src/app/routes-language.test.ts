import { createStaticHandler } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givingQueries } from '@/features/giving/api/online-giving';
import { basenameOf, setLocale, type Locale } from '@/lib/i18n/locale';
import { holdRpc, holdTable, type RpcName, type TableName } from '@/testing/msw';
import { createTestQueryClient } from '@/testing/render';
import { createAppRoutes } from './router';

// The church's content in the page's language (issue 43 item 4, docs/decisions/0055): the
// loaders of a Spanish page start the Spanish reads, and the language is part of every content
// query's key, so an English and a Spanish read never share a cache entry.

const TABLES: TableName[] = [
  'site_settings',
  'hero_videos',
  'birthdays',
  'sermons',
  'pastor_blog_posts',
  'pastor_words',
  'pastor_key_verses',
  'pastor_books',
  'bookstore_items',
  'newsletter_issues',
  'church_events',
  'event_registration_settings',
];
const RPCS: RpcName[] = ['event_occurrences', 'get_gallery_albums_with_covers'];

/** The keys of the queries the route loaders of `path` started, in the page's language. */
async function loaderKeys(path: string, locale: Locale): Promise<unknown[][]> {
  setLocale(locale);
  const queryClient = createTestQueryClient();
  const basename = basenameOf(locale);
  const handler = createStaticHandler(createAppRoutes(queryClient), basename ? { basename } : undefined);
  await handler.query(new Request(new URL(`${basename ?? ''}${path}`, 'http://church.test')));
  const keys = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => [...query.queryKey] as unknown[])
    .filter((key) => key[0] !== 'site_settings' && key[0] !== 'hero_videos');
  queryClient.clear();
  return keys;
}

const EVENT = 'c0000000-0000-4000-8000-000000000002';
const SERMON = 'e0000000-0000-4000-8000-000000000013';

describe('the route loaders read in the page language', () => {
  beforeEach(() => {
    for (const table of TABLES) holdTable(table);
    for (const rpc of RPCS) holdRpc(rpc);
  });
  afterEach(() => setLocale('en'));

  it.each([
    ['/', 1],
    ['/events', 1],
    [`/events/${EVENT}`, 1],
    [`/events/${EVENT}/2026-12-13`, 1],
    ['/sermons', 1],
    [`/sermons/${SERMON}`, 1],
    ['/gallery', 1],
    ['/pastors-corner', 2],
    ['/pastors-corner?tab=blog', 1],
    ['/pastors-corner?tab=bookstore', 1],
    ['/pastors-corner/blog', 1],
    ['/pastors-corner/blog/rooted-in-prayer', 1],
    ['/newsletter', 1],
    ['/newsletter/advent-2026', 1],
  ])('%s starts its reads with the language in their keys', async (path, count) => {
    const spanish = await loaderKeys(path, 'es');
    expect(spanish).toHaveLength(count);
    for (const key of spanish) expect(key).toContain('es');
    const english = await loaderKeys(path, 'en');
    expect(english).toHaveLength(count);
    for (const key of english) expect(key).not.toContain('es');
    expect(english.map((key) => JSON.stringify(key))).not.toEqual(spanish.map((key) => JSON.stringify(key)));
  });
});

describe('givingQueries.funds', () => {
  afterEach(() => setLocale('en'));

  it("names the funds in the document's language (the Donate form reads it without an argument)", () => {
    expect(givingQueries.funds().queryKey).toEqual(['giving', 'funds', 'en']);
    setLocale('es');
    expect(givingQueries.funds().queryKey).toEqual(['giving', 'funds', 'es']);
  });
});
