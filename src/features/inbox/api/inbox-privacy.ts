import { queryOptions } from '@tanstack/react-query';
import { addMonths } from 'date-fns';
import { readAllPages, toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { throwSaveError } from '@/lib/errors';
import type { StaffRole } from '@/config/staff-pages';
import { staffDb } from '@/lib/supabase';
import { INBOX_STATUS_LABELS } from '@/config/value-labels';
import { applyInboxFilters, inboxQueries, type InboxFilters } from './inbox';
import { INBOX_KINDS, type InboxKind, type InboxStatus } from './inbox-kinds';
import { type InboxAssignee } from './inbox-item';

// Follow-up and privacy of the care inbox (docs/decisions/0026): the first-timer CSV export, the
// retention setting and when each item will be removed, and the erasure of everything stored
// with one e-mail address. Apart from ./inbox so that the staff header's unread counts, loaded on
// every staff page, do not carry them.

// First-timer export (issue 21 item 3) --------------------------------------------------------------

/** The columns of the first-timer CSV, in order. */
export const FIRST_TIMER_CSV_HEADER = [
  'name',
  'e-mail',
  'phone',
  'how they heard',
  'comments',
  'received',
  'status',
  'assignee',
] as const;

interface FirstTimerExportRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  how_heard: string | null;
  body: string | null;
  received_at: string;
  status: InboxStatus;
  assignee_id: string | null;
}

/**
 * The first-timer cards that match the list's status and search, as a CSV file's text (newest
 * first; {@link FIRST_TIMER_CSV_HEADER}): read from the `inbox` view 500 rows a request, the
 * time received in the church's time zone (`yyyy-MM-dd HH:mm`), the status by its name and the
 * assignee by display name. Spreadsheet formulas in any cell are neutralised (`toCsv`).
 *
 * @param filters - the list's filters; the kind is always first-timer.
 * @param assignees - the care and admin staff, to name assignees ('Former staff member' for others).
 * @throws the PostgREST error when a read fails.
 */
export async function firstTimersCsv(
  filters: Omit<InboxFilters, 'kind'>,
  assignees: readonly InboxAssignee[],
): Promise<string> {
  const names = new Map(assignees.map((a) => [a.user_id, a.display_name]));
  const rows = await readAllPages(async (from, to) => {
    const { data, error } = await applyInboxFilters(
      staffDb
        .from('inbox')
        .select('id, name, email, phone, how_heard, body, received_at, status, assignee_id'),
      { ...filters, kind: 'first_timer' },
    )
      .order('received_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return data as FirstTimerExportRow[];
  });
  return toCsv(
    FIRST_TIMER_CSV_HEADER,
    rows.map((row) => [
      row.name,
      row.email,
      row.phone,
      row.how_heard,
      row.body,
      formatDate(row.received_at, 'yyyy-MM-dd HH:mm'),
      INBOX_STATUS_LABELS[row.status],
      row.assignee_id ? (names.get(row.assignee_id) ?? 'Former staff member') : '',
    ]),
  );
}

// Retention (issue 21 item 5) -------------------------------------------------------------------

/** Months after an item is closed (Done or Archived) before the database deletes it, per kind. */
export type RetentionMonths = Record<InboxKind, number>;

/** The stored setting with its row version (docs/decisions/0020). */
export type StoredRetention = RetentionMonths & { version: number };

/** The bounds the database accepts for each value, in months. */
export const RETENTION_LIMITS = { min: 1, max: 120 } as const;

/**
 * The retention setting (`inbox_retention`; admins and care read it).
 *
 * @returns null when the caller may not read it.
 * @throws the PostgREST error when the read fails.
 */
export async function fetchRetention(): Promise<StoredRetention | null> {
  const { data, error } = await staffDb
    .from('inbox_retention')
    .select('prayer_request_months, contact_message_months, first_timer_months, version')
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    prayer_request: data.prayer_request_months,
    contact_message: data.contact_message_months,
    first_timer: data.first_timer_months,
    version: data.version,
  };
}

/**
 * Saves the retention setting with the version it was read at (admins only; RLS leaves it
 * unchanged for anyone else, which is reported as an error here).
 *
 * @throws `RowChangedError` when someone saved it since; Error 'Only admins can change how long
 *   items are kept.' when nothing was saved; the PostgREST error (23514) for a value outside
 *   {@link RETENTION_LIMITS}.
 */
export async function saveRetention(months: RetentionMonths, version: number): Promise<StoredRetention> {
  const { data, error } = await staffDb
    .from('inbox_retention')
    .update({
      prayer_request_months: months.prayer_request,
      contact_message_months: months.contact_message,
      first_timer_months: months.first_timer,
      version,
    })
    .eq('id', true)
    .select('prayer_request_months, contact_message_months, first_timer_months, version');
  if (error) throwSaveError(error);
  const row = data?.[0];
  if (!row) throw new Error('Only admins can change how long items are kept.');
  return {
    prayer_request: row.prayer_request_months,
    contact_message: row.contact_message_months,
    first_timer: row.first_timer_months,
    version: row.version,
  };
}

/** "12 months", "1 month". */
export function monthsText(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/**
 * When an item closed at `closedAt` will be removed: the database's `inbox_removes_at` (closing
 * time plus the kind's months; a day past the end of a shorter month becomes its last day, as
 * PostgreSQL's interval arithmetic does), for the item page, which reads the workflow row.
 *
 * @returns an ISO timestamp, or null while the item is open or the setting is unknown.
 */
export function removesAtFrom(
  closedAt: string | null,
  kind: InboxKind,
  retention: RetentionMonths | null | undefined,
): string | null {
  if (!closedAt || !retention) return null;
  return addMonths(new Date(closedAt), retention[kind]).toISOString();
}

/**
 * When an item will be removed, as the list and the item page say it: 'Removed on <date>' once
 * it is closed, otherwise '<n> months after it is done' from the setting.
 *
 * @param removesAt - the view's `removes_at` (null while open).
 * @param kind - the item's kind.
 * @param retention - the setting, when known.
 */
export function removalText(
  removesAt: string | null,
  kind: InboxKind,
  retention: RetentionMonths | null | undefined,
): string | null {
  if (removesAt) return `Removed on ${formatDate(removesAt, 'MMM d, yyyy')}`;
  if (!retention) return null;
  return `Removed ${monthsText(retention[kind])} after it is done`;
}

// Erasure (issue 21 item 5; issue 29) ----------------------------------------------------------

/** What is stored for a person: an inbox kind, a newsletter subscription or an event registration (0039). */
export type PersonRecordKind = InboxKind | 'newsletter_subscriber' | 'event_registration';

/** The names of the record kinds in the erasure's confirmation. */
export const PERSON_RECORD_LABELS: Record<PersonRecordKind, string> = {
  prayer_request: INBOX_KINDS.prayer_request.label,
  contact_message: INBOX_KINDS.contact_message.label,
  first_timer: INBOX_KINDS.first_timer.label,
  newsletter_subscriber: 'Newsletter subscription',
  event_registration: 'Event registration',
};

const PERSON_RECORD_PLURALS: Record<PersonRecordKind, string> = {
  prayer_request: 'prayer requests',
  contact_message: 'contact messages',
  first_timer: 'first-timer cards',
  newsletter_subscriber: 'newsletter subscriptions',
  event_registration: 'event registrations',
};

/**
 * What each role's 'Delete all from this person' searches and deletes: what the role reads
 * (decision 0021), as the database's `private.erasure_kinds()` decides. Pastoral care: the three
 * inbox kinds; admins: those, the newsletter list and event registrations (decision 0039);
 * editors and finance: nothing (they cannot open the inbox).
 */
export const ERASURE_KINDS: Record<StaffRole, readonly PersonRecordKind[]> = {
  admin: ['prayer_request', 'contact_message', 'first_timer', 'newsletter_subscriber', 'event_registration'],
  editor: [],
  care: ['prayer_request', 'contact_message', 'first_timer'],
  finance: [],
};

/** The role's erasure in words: 'prayer requests, contact messages and first-timer cards'. */
export function erasureScopeText(role: StaffRole): string {
  const names = ERASURE_KINDS[role].map((kind) => PERSON_RECORD_PLURALS[kind]);
  if (names.length <= 1) return names[0] ?? 'nothing';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** True when the role's erasure leaves the newsletter list to someone else. */
export function erasureSkipsNewsletter(role: StaffRole): boolean {
  return !ERASURE_KINDS[role].includes('newsletter_subscriber');
}

/** One thing stored with a person's e-mail address. */
export interface PersonRecord {
  kind: PersonRecordKind;
  id: string;
  received_at: string;
  /** The sender's name, a message's name and subject, or the subscribed address. */
  label: string;
}

/**
 * Everything stored with `email` that the caller's role reads (`person_records`; case and
 * surrounding spaces ignored; {@link ERASURE_KINDS}), newest first: what {@link erasePerson} deletes.
 *
 * @throws the PostgREST error (42501 for callers who are not admins or care; 22023 when `email` is
 *   not an e-mail address).
 */
export async function fetchPersonRecords(email: string): Promise<PersonRecord[]> {
  const { data, error } = await staffDb.rpc('person_records', { email });
  if (error) throw error;
  return data as PersonRecord[];
}

/**
 * Deletes what {@link fetchPersonRecords} lists for `email` (the prayer requests, contact messages
 * and first-timer cards; for admins the newsletter subscription too) with their notes, queued
 * alerts and every other trace (`erase_person`, one transaction).
 *
 * @returns how many of each kind were deleted (0 for kinds outside the caller's role).
 * @throws the PostgREST error, as {@link fetchPersonRecords}.
 */
export async function erasePerson(email: string): Promise<Record<PersonRecordKind, number>> {
  const { data, error } = await staffDb.rpc('erase_person', { email });
  if (error) throw error;
  const counts: Record<PersonRecordKind, number> = {
    prayer_request: 0,
    contact_message: 0,
    first_timer: 0,
    newsletter_subscriber: 0,
    event_registration: 0,
  };
  for (const row of data)
    if (Object.hasOwn(counts, row.kind)) counts[row.kind as PersonRecordKind] = Number(row.deleted);
  return counts;
}

/** Query options of the inbox's privacy reads; keys under `inbox`, so inbox changes refresh them. */
export const privacyQueries = {
  retention: () =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'retention'] as const,
      queryFn: fetchRetention,
      staleTime: 5 * 60_000,
    }),
  person: (email: string) =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'person', email] as const,
      queryFn: () => fetchPersonRecords(email),
      staleTime: 0,
    }),
};
