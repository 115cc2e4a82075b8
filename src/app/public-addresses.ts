import type { QueryClient } from '@tanstack/react-query';
import type { EventChangeTimes } from '@/features/events/api/church-events';

// The public addresses the build prerenders and lists in `sitemap.xml` (decision 0033), read by
// `src/entry-server.tsx`; each is rendered in English and, under `/es`, in Spanish (0054).
/** One public address with the date its content last changed (for `sitemap.xml`). */
export interface PublicAddress {
  /** Path, e.g. `/events/3f1c…`. */
  path: string;
  /** ISO 8601 moment of the content's last change, when known. */
  lastmod?: string;
}

/**
 * Addresses of every public page without parameters (spec §2 navigation and pages). Checkout
 * results and staff pages stay client-only; the 404 page is rendered separately.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/about',
  '/events',
  '/sermons',
  '/gallery',
  '/pastors-corner',
  '/pastors-corner/blog',
  '/live',
  '/donate',
  '/contact',
  '/first-timer-form',
  '/newsletter',
];

/**
 * The event pages to prerender from the occurrences the events page reads (decision 0028): each
 * one-off event's `/events/<id>`, and for a repeating series its `/events/<id>` (its next date)
 * and the page of each date still to come, `/events/<id>/<yyyy-mm-dd>`. Past dates of a series
 * are left to the fallback. Each address once, with its `lastmod`: the event's last change, or
 * for a date the later of the event's and that date's own; `/events/<id>` of a series takes the
 * latest of all (its next date may be any of them).
 *
 * @param occurrences - the events page's list (cancelled dates are not in it).
 * @param now - the build's moment.
 * @param changes - {@link loadEventChangeTimes}; an event missing from it gets no `lastmod`.
 */
export function eventAddresses(
  occurrences: readonly { id: string; is_recurring: boolean; occurrence_date: string; start_time: string }[],
  now: Date,
  changes: ReadonlyMap<string, EventChangeTimes> = new Map(),
): PublicAddress[] {
  const latest = (...moments: (string | undefined)[]) =>
    moments.reduce<string | undefined>(
      (last, moment) => (moment && (!last || Date.parse(moment) > Date.parse(last)) ? moment : last),
      undefined,
    );
  const addresses = new Map<string, string | undefined>();
  for (const occurrence of occurrences) {
    const change = changes.get(occurrence.id);
    addresses.set(`/events/${occurrence.id}`, latest(change?.updatedAt, ...(change?.dates.values() ?? [])));
    if (occurrence.is_recurring && new Date(occurrence.start_time) >= now) {
      addresses.set(
        `/events/${occurrence.id}/${occurrence.occurrence_date}`,
        latest(change?.updatedAt, change?.dates.get(occurrence.occurrence_date)),
      );
    }
  }
  return [...addresses].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path }));
}

/**
 * Every public address of the site as of now: the pages of {@link STATIC_PAGES}, every event,
 * sermon, published blog post, gallery album and sent newsletter issue. The one list the build prerenders and writes
 * into `sitemap.xml`; new kinds of public content are added here.
 *
 * @param queryClient - filled with the lists as a side effect (the pages then reuse them).
 * @throws when a list cannot be read (the build then stops with the reason).
 */
export async function listPublicAddresses(queryClient: QueryClient): Promise<PublicAddress[]> {
  // Imported like the route loaders import them, so the query modules stay in their chunks.
  const [
    { eventQueries, loadEventChangeTimes },
    { sermonQueries },
    { blogPostQueries },
    { galleryQueries },
    { archiveQueries },
  ] = await Promise.all([
    import('@/features/events/api/church-events'),
    import('@/features/sermons/api/sermons'),
    import('@/features/blog/api/blog-posts'),
    import('@/features/gallery/api/gallery'),
    import('@/features/newsletter/api/archive'),
  ]);
  const [events, eventChanges, sermons, posts, albums, issues] = await Promise.all([
    queryClient.fetchQuery(eventQueries.list()),
    loadEventChangeTimes(),
    queryClient.fetchQuery(sermonQueries.list()),
    queryClient.fetchQuery(blogPostQueries.list()),
    queryClient.fetchQuery(galleryQueries.albums()),
    queryClient.fetchQuery(archiveQueries.list()),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...eventAddresses(events.events, new Date(), eventChanges),
    ...sermons.map((sermon) => ({ path: `/sermons/${sermon.id}`, lastmod: sermon.date })),
    ...posts.map((post) => ({
      path: `/pastors-corner/blog/${post.slug}`,
      lastmod: post.published_at ?? undefined,
    })),
    ...albums.map((album) => ({
      path: `/gallery/${album.category_slug}`,
      lastmod: album.latest_image_created_at,
    })),
    ...issues.map((issue) => ({ path: `/newsletter/${issue.slug}`, lastmod: issue.sent_at ?? undefined })),
  ];
}
