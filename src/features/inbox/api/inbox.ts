import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffDb } from '@/lib/supabase';
import { fetchAssignees, fetchInboxItem, fetchInboxNotes } from './inbox-item';
import { unreadCountsQuery } from './unread';
import { type InboxKind, type InboxStatus } from './inbox-kinds';

// Reads of the care inbox's list (docs/decisions/0025): the `inbox` view (one list across
// prayer requests, contact messages and first-timer cards) and the unread counts, and the query
// options of the whole inbox. Its kinds and statuses are in `./inbox-kinds`, one item's reads
// and writes in `./inbox-item`. RLS lets only admins and care staff read any of it.

/** One row of the list. */
export interface InboxRow {
  kind: InboxKind;
  id: string;
  /** The sender's name; null when a prayer request left it blank ('Anonymous' on the page). */
  name: string | null;
  email: string | null;
  /** A contact message's subject; null for the other kinds. */
  subject: string | null;
  /** The first 200 characters of what the visitor wrote. */
  excerpt: string | null;
  received_at: string;
  status: InboxStatus;
  assignee_id: string | null;
  version: number;
  read_by_me: boolean;
  /** When the retention job deletes it (docs/decisions/0026); null while it is open. */
  removes_at: string | null;
}

/** The list's filters; an empty string means "any". */
export interface InboxFilters {
  kind: InboxKind | '';
  status: InboxStatus | '';
  /** Words, a name or an e-mail address (matched anywhere, case-insensitively). */
  q: string;
}

/** Rows per page. */
export const INBOX_PAGE_SIZE = 20;

/** One page of the list and how many rows match the filters in all. */
export interface InboxPage {
  rows: InboxRow[];
  total: number;
}

const LIST_COLUMNS =
  'kind, id, name, email, subject, excerpt, received_at, status, assignee_id, version, read_by_me, removes_at';

/**
 * The search text as an ILIKE pattern that matches it anywhere: `%`, `_` and `\` typed by the
 * user are escaped (matched literally), white space is collapsed and the text lower-cased (the
 * view's `search_text` is lower case).
 */
export function searchPattern(q: string): string {
  const words = q.trim().replace(/\s+/g, ' ').toLowerCase();
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's filters applied to a read of the `inbox` view (the list, the CSV export). */
export function applyInboxFilters<
  Q extends { eq(column: string, value: string): Q; ilike(column: string, pattern: string): Q },
>(query: Q, filters: InboxFilters): Q {
  let q = query;
  if (filters.kind) q = q.eq('kind', filters.kind);
  if (filters.status) q = q.eq('status', filters.status);
  if (filters.q.trim()) q = q.ilike('search_text', searchPattern(filters.q));
  return q;
}

/**
 * Reads one page of the inbox, newest first (`received_at desc, id desc`), filtered by kind and
 * status and searched in name, e-mail, subject and text, with the total (`Prefer: count=exact`)
 * and PostgREST's range (`offset`/`limit`).
 *
 * @param filters - kind, status and search text.
 * @param page - zero-based page number ({@link INBOX_PAGE_SIZE} rows a page).
 * @returns the rows and the total; a page past the last one is empty.
 * @throws the PostgREST error when the read fails.
 */
export async function fetchInboxPage(filters: InboxFilters, page: number): Promise<InboxPage> {
  const first = page * INBOX_PAGE_SIZE;
  const { data, error, count } = await applyInboxFilters(
    staffDb.from('inbox').select(LIST_COLUMNS, { count: 'exact' }),
    filters,
  )
    .order('received_at', { ascending: false })
    .order('id', { ascending: false })
    .range(first, first + INBOX_PAGE_SIZE - 1);
  if (error) {
    if (error.code === 'PGRST103') return { rows: [], total: count ?? 0 };
    throw error;
  }
  return { rows: data as InboxRow[], total: count ?? data.length };
}

export { fetchUnreadCounts, type UnreadCounts } from './unread';

/** Query options of the inbox; every key starts with `inbox`. */
export const inboxQueries = {
  all: () => ['inbox'] as const,
  page: (filters: InboxFilters, page: number) =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'page', filters, page] as const,
      queryFn: () => fetchInboxPage(filters, page),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    }),
  /** Refetched whenever the window regains focus (a colleague may have sent or read items). */
  unread: unreadCountsQuery,
  item: (kind: InboxKind, id: string) =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'item', kind, id] as const,
      queryFn: () => fetchInboxItem(kind, id),
      staleTime: 15_000,
    }),
  notes: (kind: InboxKind, id: string) =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'notes', kind, id] as const,
      queryFn: () => fetchInboxNotes(kind, id),
      staleTime: 15_000,
    }),
  assignees: () =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'assignees'] as const,
      queryFn: fetchAssignees,
      staleTime: 5 * 60_000,
    }),
};
