import { RowChangedError, rowChangedMessage } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';
import type { InboxKind, InboxStatus } from './inbox-kinds';

// One item of the care inbox (docs/decisions/0025): the visitor's row with its workflow row
// (`inbox_items`), its notes (`inbox_notes`), the staff it can be assigned to, and the writes of
// the item page (status, assignee and follow-up with the row's version, notes, read marks). RLS
// lets only admins and care staff read or change any of it.

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
