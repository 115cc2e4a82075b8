import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readAllPages, toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { staffDb } from '@/lib/supabase';

// The staff side of the newsletter (`/admin/newsletter`, admins and editors; docs/decisions/0026):
// the subscriber list, removal of an address and the CSV export with each subscriber's
// unsubscribe link for the mailing tool. Loaded only on /admin pages (it uses the staff client).

/** One subscriber as the list shows it. */
export interface Subscriber {
  id: string;
  email: string;
  /** When they signed up. */
  created_at: string;
  /** When they confirmed from the confirmation e-mail (double opt-in); null until then. */
  confirmed_at: string | null;
}

/** Rows per page. */
export const SUBSCRIBERS_PAGE_SIZE = 25;

/** One page of subscribers and how many match in all. */
export interface SubscriberPage {
  rows: Subscriber[];
  total: number;
}

/**
 * The search as an ILIKE pattern matching anywhere in the address: `%`, `_` and `\` typed by the
 * user match themselves, surrounding spaces are dropped.
 */
export function emailPattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Reads one page of subscribers, newest signup first (`created_at desc, id desc`), optionally
 * those whose address contains `q`, with the total (`Prefer: count=exact`).
 *
 * @param page - zero-based page number ({@link SUBSCRIBERS_PAGE_SIZE} rows a page).
 * @returns the rows and the total; a page past the last one is empty.
 * @throws the PostgREST error when the read fails.
 */
export async function fetchSubscribers(q: string, page: number): Promise<SubscriberPage> {
  const first = page * SUBSCRIBERS_PAGE_SIZE;
  let query = staffDb
    .from('newsletter_subscribers')
    .select('id, email, created_at, confirmed_at', { count: 'exact' });
  if (q.trim()) query = query.ilike('email', emailPattern(q));
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(first, first + SUBSCRIBERS_PAGE_SIZE - 1);
  if (error) {
    if (error.code === 'PGRST103') return { rows: [], total: count ?? 0 };
    throw error;
  }
  return { rows: data, total: count ?? data.length };
}

/**
 * Removes one subscription (admins and editors; RLS leaves the row for anyone else, which is
 * reported as an error).
 *
 * @throws Error 'Could not remove this address.' when no row was deleted; the PostgREST error
 *   when the request fails.
 */
export async function removeSubscriber(id: string): Promise<void> {
  const { data, error } = await staffDb.from('newsletter_subscribers').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Could not remove this address.');
}

/**
 * A subscriber's one-click unsubscribe link: `<origin>/unsubscribe?token=<64 hex digits>`.
 *
 * @param origin - the public site's origin, e.g. `https://www.example.org` (no trailing slash).
 */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The columns of the subscriber CSV, in order (the mailing tool maps them to its fields). */
export const SUBSCRIBER_CSV_HEADER = ['email', 'signed_up', 'unsubscribe_url'] as const;

/**
 * Every subscriber (oldest signup first) as a CSV file's text: address, signup date in the
 * church's time zone (`yyyy-MM-dd`) and unsubscribe link, read 500 rows a request. Spreadsheet
 * formulas in any cell are neutralised.
 *
 * @param origin - the public site's origin for the links.
 * @throws the PostgREST error when a read fails.
 */
export async function subscribersCsv(origin: string): Promise<string> {
  const rows = await readAllPages(async (from, to) => {
    const { data, error } = await staffDb
      .from('newsletter_subscribers')
      .select('email, created_at, unsubscribe_token')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to);
    if (error) throw error;
    return data;
  });
  return toCsv(
    SUBSCRIBER_CSV_HEADER,
    rows.map((row) => [
      row.email,
      formatDate(row.created_at, 'yyyy-MM-dd'),
      unsubscribeUrl(origin, row.unsubscribe_token),
    ]),
  );
}

/** Query options of the subscriber list; every key starts with `newsletter-subscribers`. */
export const subscriberQueries = {
  all: () => ['newsletter-subscribers'] as const,
  page: (q: string, page: number) =>
    queryOptions({
      queryKey: [...subscriberQueries.all(), 'page', q, page] as const,
      queryFn: () => fetchSubscribers(q, page),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
};
