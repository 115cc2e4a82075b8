import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import { TestimonySchema } from './submit-testimony';
import { testimonyQueries, type Testimony } from './testimonies';

// Staff reads and writes of member_testimonies (spec §4 "Testimony lifecycle", §7). They go
// through `staffDb` as the signed-in user; RLS lets only staff see pending rows and change any.
//
// RLS makes an update or delete of a row the user may not touch (or one that is gone) succeed with
// zero rows, so every write asks for the changed row's id back (`.select('id')`; staff can read
// every row) and throws `TestimonyNotChangedError` when none came back.

/**
 * Counts the testimonies waiting for approval (`is_approved` false): a `HEAD` request with
 * `Prefer: count=exact`, so no row is transferred.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function countPendingTestimonies(): Promise<number> {
  const { count, error } = await staffDb
    .from('member_testimonies')
    .select('id', { count: 'exact', head: true })
    .eq('is_approved', false);
  if (error) throw error;
  return count ?? 0;
}

/**
 * Reads every testimony, pending and approved, newest `submitted_at` first (spec §7, the admin
 * read): all columns of `member_testimonies`.
 *
 * @returns the rows, `[]` when there are none.
 * @throws the PostgREST error when the read fails (e.g. the sign-in has expired).
 */
export async function listAllTestimonies(): Promise<Testimony[]> {
  const { data, error } = await staffDb
    .from('member_testimonies')
    .select('*')
    .order('submitted_at', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * A write that the database accepted but that changed no row: the testimony no longer exists, or
 * the signed-in user may not change it (RLS filters the row out instead of refusing).
 */
export class TestimonyNotChangedError extends Error {
  constructor(readonly testimonyId: string) {
    super(`Testimony ${testimonyId} was not changed: it no longer exists or you may not change it.`);
    this.name = 'TestimonyNotChangedError';
  }
}

function assertChanged(id: string, rows: readonly { id: string }[]): void {
  if (rows.length === 0) throw new TestimonyNotChangedError(id);
}

/**
 * Approves or unapproves one testimony (spec §4 toggle, §7): `UPDATE ... WHERE id = {id}` with
 * `{ is_approved, updated_at }` only (the database's trigger sets `updated_at` to its own clock).
 *
 * It does not send the version (it sets one column whatever the text says), so it is never
 * refused as stale, and it counts: the row's new version comes back for the list.
 *
 * @param id - the testimony's id.
 * @param isApproved - `true` shows it on Pastor's Corner, `false` holds it back.
 * @returns the row's new version.
 * @throws the PostgREST error when the update fails; {@link TestimonyNotChangedError} when no row
 *   was updated.
 */
export async function setTestimonyApproval(id: string, isApproved: boolean): Promise<number> {
  const { data, error } = await staffDb
    .from('member_testimonies')
    .update({ is_approved: isApproved, updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('id, version');
  if (error) throw error;
  assertChanged(id, data);
  return data[0]!.version;
}

/**
 * The staff's edit form of a testimony: the visitor's form rules (spec §5, `TestimonySchema`:
 * content required and non-blank, 'Testimony content is required.'; name and title optional,
 * `''` when blank; the same length limits) plus the approval.
 */
// A new object of the same fields rather than `z.extend`, whose code would join the entry chunk
// where zod lives (docs/decisions/0006).
export const TestimonyEditSchema = z.object({ ...TestimonySchema.shape, is_approved: z.boolean() });
/** What the edit form holds: name, title and content as typed, and the approval. */
export type TestimonyEditInput = z.input<typeof TestimonyEditSchema>;
/** The edit form once parsed: trimmed texts (`''` when blank) and the approval. */
export type TestimonyEditValues = z.output<typeof TestimonyEditSchema>;

/**
 * Saves an edited testimony (spec §4 edit, §7) with the version the editor read (decision 0020,
 * issue 30 item 8): `UPDATE ... WHERE id = {id}` with `{ submitter_name, testimony_title,
 * testimony_content, is_approved, updated_at, version }`.
 *
 * @param testimony - the testimony's id and the version read.
 * @param values - the parsed edit form ({@link TestimonyEditSchema}).
 * @returns the row's new version.
 * @throws `RowChangedError` when someone else saved it since it was read; the PostgREST error
 *   when the update fails (e.g. a check constraint, 23514); {@link TestimonyNotChangedError} when
 *   no row was updated.
 */
export async function updateTestimony(
  testimony: Pick<Testimony, 'id' | 'version'>,
  values: TestimonyEditValues,
): Promise<number> {
  const { data, error } = await staffDb
    .from('member_testimonies')
    .update({
      submitter_name: values.submitter_name,
      testimony_title: values.testimony_title,
      testimony_content: values.testimony_content,
      is_approved: values.is_approved,
      updated_at: new Date().toISOString(),
      version: testimony.version,
    })
    .eq('id', testimony.id)
    .select('id, version');
  if (error) throwSaveError(error);
  assertChanged(testimony.id, data);
  return data[0]!.version;
}

/**
 * Deletes one testimony for good (spec §4 delete, §7): `DELETE ... WHERE id = {id}`.
 *
 * @param id - the testimony's id.
 * @throws the PostgREST error when the delete fails; {@link TestimonyNotChangedError} when no row
 *   was deleted.
 */
export async function deleteTestimony(id: string): Promise<void> {
  const { data, error } = await staffDb.from('member_testimonies').delete().eq('id', id).select('id');
  if (error) throw error;
  assertChanged(id, data);
}

/** The staff list's read failure (spec §8 "Testimony admin failures"). */
export const READ_FAILED_TOAST = 'Could not fetch testimonies.';

/**
 * Query-key factory of the staff's testimony reads, under the public `member_testimonies` keys so
 * that invalidating `testimonyQueries.all()` after a change refreshes both.
 */
export const testimonyModerationQueries = {
  all: () => [...testimonyQueries.all(), 'staff'] as const,
  pendingCount: () =>
    queryOptions({
      queryKey: [...testimonyModerationQueries.all(), 'pending-count'] as const,
      queryFn: countPendingTestimonies,
    }),
  /**
   * Every testimony, newest first ({@link listAllTestimonies}); a failed read toasts 'Could not
   * fetch testimonies.' (spec §8, destructive).
   */
  list: () =>
    queryOptions({
      queryKey: [...testimonyModerationQueries.all(), 'list'] as const,
      queryFn: listAllTestimonies,
      meta: { errorToast: { title: READ_FAILED_TOAST, variant: 'destructive' } },
    }),
};

/**
 * Mutation key of any change to one testimony (approval, edit, delete): the page disables that
 * row's buttons while a mutation with this key is in flight (`useIsMutating`).
 */
export function testimonyChangeKey(id: string) {
  return [...testimonyModerationQueries.all(), 'change', id] as const;
}
