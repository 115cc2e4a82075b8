import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RowChangedError, rowChangedMessage } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import { Constants, type Enums, type Tables } from '@/types/database.types';

// Reads and writes of the care inbox (docs/decisions/0025): the `inbox` view (one list across
// prayer requests, contact messages and first-timer cards), the workflow rows (`inbox_items`),
// notes (`inbox_notes`), read marks (`inbox_mark_read`) and the unread counts. RLS lets only
// admins and care staff read or change any of it.

/** A kind of inbox item: the visitor's table it came from (the database's enum `inbox_kind`). */
export type InboxKind = Enums<'inbox_kind'>;

/** The kinds with their names on the staff pages (one item, several items). */
export const INBOX_KINDS: Record<InboxKind, { label: string; plural: string; slug: string }> = {
  prayer_request: { label: 'Prayer request', plural: 'Prayer requests', slug: 'prayer-request' },
  contact_message: { label: 'Contact message', plural: 'Contact messages', slug: 'contact-message' },
  first_timer: { label: 'First-timer card', plural: 'First-timer cards', slug: 'first-timer' },
};

/** The kinds in the order the page lists them: the enum's order. */
export const INBOX_KIND_ORDER: readonly InboxKind[] = Constants.public.Enums.inbox_kind;

/** True when `value` is a kind (`inbox_items.kind`). */
export function isInboxKind(value: string): value is InboxKind {
  return Object.hasOwn(INBOX_KINDS, value);
}

/** The kind whose address segment (`/admin/inbox/<slug>/<id>`) is `slug`, or null. */
export function kindFromSlug(slug: string | undefined): InboxKind | null {
  return INBOX_KIND_ORDER.find((kind) => INBOX_KINDS[kind].slug === slug) ?? null;
}

/** The item page's address. */
export function inboxItemPath(kind: InboxKind, id: string): string {
  return `/admin/inbox/${INBOX_KINDS[kind].slug}/${id}`;
}

/** A value of `inbox_items.status` (the database's enum `inbox_status`, docs/decisions/0021, 0025). */
export type InboxStatus = Enums<'inbox_status'>;

/** Every status in workflow order, as the database's enum declares them. */
export const INBOX_STATUS_ORDER: readonly InboxStatus[] = Constants.public.Enums.inbox_status;

/** True when `value` is a status. */
export function isInboxStatus(value: string): value is InboxStatus {
  return (INBOX_STATUS_ORDER as readonly string[]).includes(value);
}

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

/** Unread items per kind for the signed-in staff member. */
export type UnreadCounts = Record<InboxKind, number>;

/**
 * How many items of each kind the signed-in staff member has not opened (archived ones left
 * out): the database's `inbox_unread_counts()`.
 *
 * @throws the PostgREST error when the call fails.
 */
export async function fetchUnreadCounts(): Promise<UnreadCounts> {
  const { data, error } = await staffDb.rpc('inbox_unread_counts');
  if (error) throw error;
  const counts: UnreadCounts = { prayer_request: 0, contact_message: 0, first_timer: 0 };
  for (const row of data) if (isInboxKind(row.kind)) counts[row.kind] = Number(row.unread);
  return counts;
}

/** What the visitor sent, by kind (the visitor's row). */
export type InboxSubmission =
  | { kind: 'prayer_request'; row: Tables<'prayer_requests'> }
  | { kind: 'contact_message'; row: Tables<'contact_messages'> }
  | { kind: 'first_timer'; row: Tables<'first_timers'> };

/** The workflow of one item. */
export type InboxWorkflow = Pick<
  Tables<'inbox_items'>,
  'status' | 'assignee_id' | 'version' | 'updated_at' | 'received_at' | 'closed_at'
>;

/** One item: what was sent and its workflow. */
export interface InboxItem {
  submission: InboxSubmission;
  workflow: InboxWorkflow;
}

const TABLE: Record<InboxKind, 'prayer_requests' | 'contact_messages' | 'first_timers'> = {
  prayer_request: 'prayer_requests',
  contact_message: 'contact_messages',
  first_timer: 'first_timers',
};

/**
 * Reads one item: the visitor's row and its workflow row.
 *
 * @returns the item, or null when it does not exist (or was deleted, or the caller may not read it).
 * @throws the PostgREST error when a read fails.
 */
export async function fetchInboxItem(kind: InboxKind, id: string): Promise<InboxItem | null> {
  const [row, workflow] = await Promise.all([
    staffDb.from(TABLE[kind]).select('*').eq('id', id).maybeSingle(),
    staffDb
      .from('inbox_items')
      .select('status, assignee_id, version, updated_at, received_at, closed_at')
      .eq('kind', kind)
      .eq('item_id', id)
      .maybeSingle(),
  ]);
  if (row.error) throw row.error;
  if (workflow.error) throw workflow.error;
  if (!row.data || !workflow.data) return null;
  return {
    submission: { kind, row: row.data } as InboxSubmission,
    workflow: workflow.data,
  };
}

/** A private note; `author_name` and `author_email` are the author's as they were when it was written. */
export type InboxNote = Pick<
  Tables<'inbox_notes'>,
  'id' | 'author_id' | 'author_email' | 'author_name' | 'body' | 'created_at'
>;

/**
 * How a note names its author: their name now when they are still care or admin staff (the
 * assignee list), else their name or e-mail address when they wrote it.
 */
export function noteAuthor(note: InboxNote, assignees: readonly InboxAssignee[] | undefined): string {
  const current = assignees?.find((a) => a.user_id === note.author_id)?.display_name;
  return current || note.author_name || note.author_email || 'A former staff member';
}

/**
 * The notes of one item, oldest first.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function fetchInboxNotes(kind: InboxKind, id: string): Promise<InboxNote[]> {
  const { data, error } = await staffDb
    .from('inbox_notes')
    .select('id, author_id, author_email, author_name, body, created_at')
    .eq('kind', kind)
    .eq('item_id', id)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

/** A care or admin staff member who may be assigned an item. */
export interface InboxAssignee {
  user_id: string;
  /** Their name: the account's display name, else its full name, else the e-mail address. */
  display_name: string;
  email: string;
}

/**
 * The care and admin staff members (`inbox_assignees()`), by name.
 *
 * @throws the PostgREST error when the call fails.
 */
export async function fetchAssignees(): Promise<InboxAssignee[]> {
  const { data, error } = await staffDb.rpc('inbox_assignees');
  if (error) throw error;
  return data;
}

/** The longest note the database accepts, in characters. */
export const NOTE_MAX_LENGTH = 5000;

/**
 * A save refused because someone else saved the item since it was read (the database's PT409
 * `inbox_item_changed`, HTTP 409): a stale save like any other (`RowChangedError`), whose message
 * names "this item" (decision 0025; the one message of `rowChangedMessage`).
 */
export class InboxConflictError extends RowChangedError {
  constructor() {
    super();
    this.message = rowChangedMessage('this item');
    this.name = 'InboxConflictError';
  }
}

/** A change of status and assignee, carrying the version the page read. */
export interface WorkflowChange {
  kind: InboxKind;
  id: string;
  /** `inbox_items.version` as read; the database refuses the save when it has moved on. */
  version: number;
  status: InboxStatus;
  assignee_id: string | null;
}

/**
 * Saves status and assignee with optimistic concurrency (docs/decisions/0025).
 *
 * @returns the new workflow (its version one higher).
 * @throws {@link InboxConflictError} when someone else saved the item meanwhile; the PostgREST
 *   error for anything else (e.g. an assignee who is not care or admin).
 */
export async function saveWorkflow(change: WorkflowChange): Promise<InboxWorkflow> {
  const { data, error } = await staffDb
    .from('inbox_items')
    .update({ status: change.status, assignee_id: change.assignee_id, version: change.version })
    .eq('kind', change.kind)
    .eq('item_id', change.id)
    .select('status, assignee_id, version, updated_at, received_at, closed_at')
    .single();
  if (error) {
    if (error.code === 'PT409' || error.details === 'inbox_item_changed') throw new InboxConflictError();
    throw error;
  }
  return data;
}

/**
 * Adds a private note; the database sets its author and time.
 *
 * @param body - the note, 1–5000 characters with something other than white space.
 * @throws the PostgREST error when the insert fails.
 */
export async function addNote(kind: InboxKind, id: string, body: string): Promise<void> {
  const { error } = await staffDb.from('inbox_notes').insert({ kind, item_id: id, body });
  if (error) throw error;
}

/**
 * Marks one item read for the signed-in staff member (`inbox_mark_read`; opening it again
 * changes nothing).
 *
 * @throws the PostgREST error when the call fails.
 */
export async function markRead(kind: InboxKind, id: string): Promise<void> {
  const { error } = await staffDb.rpc('inbox_mark_read', { item_kind: kind, item: id });
  if (error) throw error;
}

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
  unread: () =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'unread'] as const,
      queryFn: fetchUnreadCounts,
      staleTime: 15_000,
      refetchOnWindowFocus: 'always',
    }),
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
