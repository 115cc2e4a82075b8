import { queryOptions } from '@tanstack/react-query';
import { isStaffRole, type StaffRole } from '@/config/staff-pages';
import { staffDb } from '@/lib/supabase';

// The staff page's reads and writes (issue "Staff accounts", item 2; docs/decisions/0024): the
// list, the messages and errors, changing a role and removing a member; invitations are in
// `./staff-invitations`. The database decides who may do what: staff_directory answers admins
// only, and the policies of staff_members let only admins change or remove a row (and refuse to
// leave the staff without an admin).

// The roles, their labels and descriptions are src/config/staff-pages.ts's (one source,
// from the database's enum `staff_role`).

/**
 * One line of the staff list (`staff_directory()`): a staff member, or an invitation whose
 * account does not exist yet (`userId` null).
 */
export interface StaffEntry {
  userId: string | null;
  email: string;
  displayName: string | null;
  role: StaffRole;
  /** ISO time of the last sign-in; null when never. */
  lastSignInAt: string | null;
  createdAt: string;
  /** Invited and the link not opened yet. */
  pending: boolean;
  /** When a not-yet-used invitation stops working; null for accounts. */
  expiresAt: string | null;
}

/**
 * A role as `staff_directory()` returns it (text; the column is the enum `staff_role`).
 *
 * @throws Error for a value outside the enum, which the database cannot hold.
 */
function readStaffRole(role: string): StaffRole {
  if (isStaffRole(role)) return role;
  throw new Error(`Unknown staff role: ${role}`);
}

/**
 * Reads every staff member and pending invitation (`rpc('staff_directory')`, admins only).
 *
 * @throws the PostgREST error (42501 for someone who is not an admin).
 */
export async function listStaff(): Promise<StaffEntry[]> {
  const { data, error } = await staffDb.rpc('staff_directory');
  if (error) throw error;
  return data.map((row) => ({
    userId: row.user_id,
    email: row.email,
    displayName: row.display_name,
    role: readStaffRole(row.role),
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    pending: row.pending,
    expiresAt: row.expires_at,
  }));
}

/** Query-key factory of the staff page; every key starts with `staff_directory`. */
export const staffDirectoryQueries = {
  all: () => ['staff_directory'] as const,
  list: () => queryOptions({ queryKey: staffDirectoryQueries.all(), queryFn: listStaff }),
};

/** The staff page's messages. */
export const STAFF_MESSAGES = {
  readFailed: 'Could not load the staff list.',
  alreadyStaff: 'This person is already on the staff.',
  badEmail: 'Enter a valid email address.',
  notAllowed: 'Only administrators can manage the staff.',
  rateLimited:
    'Too many invitation emails were sent in a short time. Please wait a few minutes, then send the invitation again.',
  network: 'We could not reach the server. Check your internet connection and try again.',
  inviteFailed: 'The invitation could not be sent. Please try again in a moment.',
  signupsDisabled:
    'The invitation was recorded, but Auth does not allow new accounts. Turn on "Allow new users to sign up" in the Auth settings (only invited addresses can use it), then send it again.',
  notChanged: 'Nothing was changed: this person is no longer on the staff, or you may not change them.',
  changeFailed: 'The change could not be saved. Please try again in a moment.',
  invitationGone:
    'This invitation has expired or was withdrawn. Ask an administrator to send you a new one from the Staff page.',
  acceptFailed: 'Your invitation could not be accepted. Please open the link again in a moment.',
} as const;

/** A refusal whose text is meant for the person using the page. */
export class StaffActionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StaffActionError';
  }
}

interface PostgrestLikeError {
  code?: string;
  message?: string;
}

function isPostgrestError(error: unknown): error is PostgrestLikeError {
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/**
 * The message for a refused database call of the staff page: the database's own sentence for the
 * refusals written for people (`P0001` raised by a guard such as the last-admin check, `22023`
 * bad e-mail, `23505` already staff, `42501` not an admin), else `fallback`. A `fetch` failure
 * (`TypeError`, no answer) is a network message.
 */
export function staffErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof StaffActionError) return error.message;
  if (isPostgrestError(error)) {
    if (error.code === '23505') return STAFF_MESSAGES.alreadyStaff;
    if (error.code === '22023') return error.message || STAFF_MESSAGES.badEmail;
    if (error.code === '42501') return STAFF_MESSAGES.notAllowed;
    if (error.code === 'P0001' && error.message) return error.message;
    if (error.code === '' && /fetch/i.test(error.message ?? '')) return STAFF_MESSAGES.network;
  }
  if (error instanceof TypeError) return STAFF_MESSAGES.network;
  return fallback;
}

/**
 * Gives a staff member another role (`PATCH staff_members`, admins only by RLS). The database
 * refuses to demote the last admin with a message, which is shown as it is.
 *
 * @throws a {@link StaffActionError}; {@link STAFF_MESSAGES}.notChanged when no row changed.
 */
export async function changeStaffRole(userId: string, role: StaffRole): Promise<void> {
  const { data, error } = await staffDb
    .from('staff_members')
    .update({ role })
    .eq('user_id', userId)
    .select('user_id');
  if (error)
    throw new StaffActionError(staffErrorMessage(error, STAFF_MESSAGES.changeFailed), { cause: error });
  if (data.length === 0) throw new StaffActionError(STAFF_MESSAGES.notChanged);
}

/**
 * Removes someone from the staff (`DELETE staff_members`, admins only by RLS); the database ends
 * their sessions and refuses to remove the last admin, with a message shown as it is.
 *
 * @throws a {@link StaffActionError}; {@link STAFF_MESSAGES}.notChanged when no row was removed.
 */
export async function removeStaffMember(userId: string): Promise<void> {
  const { data, error } = await staffDb
    .from('staff_members')
    .delete()
    .eq('user_id', userId)
    .select('user_id');
  if (error)
    throw new StaffActionError(staffErrorMessage(error, STAFF_MESSAGES.changeFailed), { cause: error });
  if (data.length === 0) throw new StaffActionError(STAFF_MESSAGES.notChanged);
}
