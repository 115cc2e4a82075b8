import { AuthClient, isAuthError, isAuthRetryableFetchError } from '@supabase/auth-js';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SITE_NAME } from '@/config/navigation';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/config/staff-pages';
import { env } from '@/lib/env';
import { auth, staffDb } from '@/lib/supabase';
import { EmailSchema } from '@/lib/validation';

// The staff page's reads and writes (issue "Staff accounts", item 2; docs/decisions/0024). The
// database decides who may do what: staff_directory, invite_staff and revoke_staff_invitation
// answer admins only, and the policies of staff_members let only admins change or remove a row
// (and refuse to leave the staff without an admin).

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

/** The invite form: an e-mail address and a role. */
export const InviteSchema = z.object({
  email: EmailSchema,
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
export type InviteInput = z.input<typeof InviteSchema>;
export type InviteValues = z.output<typeof InviteSchema>;

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
 * A separate Auth client for sending invitations: implicit flow (the link carries the tokens to
 * `/admin/welcome`, whatever browser opens it; PKCE would need the verifier stored in the admin's
 * browser) and no stored session, so the admin's own session is never touched.
 */
let invitationAuth: InstanceType<typeof AuthClient> | null = null;
function invitationClient(): InstanceType<typeof AuthClient> {
  invitationAuth ??= new AuthClient({
    url: `${env.VITE_SUPABASE_URL}/auth/v1`,
    headers: { apikey: env.VITE_SUPABASE_ANON_KEY, Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}` },
    storageKey: 'staff-invitation',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    flowType: 'implicit',
  });
  return invitationAuth;
}

/**
 * What the invitation e-mail shows (Auth's templates read it as `{{ .Data.<key> }}` for a new
 * account): the church's name (`site_identity.name`, else {@link SITE_NAME}), the inviting admin's
 * name (their `display_name`, else e-mail) and the role's label. A failed read falls back rather
 * than holding up the invitation.
 */
async function invitationDetails(role: StaffRole): Promise<Record<string, string>> {
  const [identity, session] = await Promise.all([
    staffDb
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'site_identity')
      .maybeSingle()
      .then(
        ({ data }) => data?.setting_value as { name?: unknown } | undefined,
        () => undefined,
      ),
    auth.getSession().then(
      ({ data }) => data.session,
      () => null,
    ),
  ]);
  const name =
    typeof identity?.name === 'string' && identity.name.trim() !== '' ? identity.name.trim() : SITE_NAME;
  const meta = session?.user.user_metadata as Record<string, unknown> | undefined;
  const inviter = [meta?.display_name, meta?.full_name, session?.user.email].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return {
    church_name: name,
    invited_by_name: inviter?.trim() ?? name,
    role_label: STAFF_ROLE_LABELS[role],
  };
}

/**
 * Invites someone to the staff (docs/decisions/0035): records the invitation
 * (`rpc('invite_staff')`, admins only; the database refuses a malformed address and someone already
 * on the staff) and receives its one-time secret, then asks Auth to e-mail them a link
 * (`signInWithOtp` with `shouldCreateUser`, `POST /auth/v1/otp`) carrying the secret as user
 * metadata `invitation`. Auth's Before User Created hook creates the account only with that secret;
 * no role is granted until the invitee opens the link and `/admin/welcome` accepts the invitation
 * ({@link acceptInvitation}).
 *
 * @param origin - the site's origin (must be one of Auth's allowed redirect URLs).
 * @throws a {@link StaffActionError} with a {@link STAFF_MESSAGES} text or the database's refusal.
 */
export async function inviteStaff(
  { email, role }: InviteValues,
  origin: string = window.location.origin,
): Promise<void> {
  let recorded;
  try {
    recorded = await staffDb.rpc('invite_staff', { email, role });
  } catch (cause) {
    throw new StaffActionError(STAFF_MESSAGES.network, { cause });
  }
  if (recorded.error) {
    throw new StaffActionError(staffErrorMessage(recorded.error, STAFF_MESSAGES.inviteFailed), {
      cause: recorded.error,
    });
  }
  const secret = recorded.data;
  let failure: unknown = null;
  try {
    failure = (
      await invitationClient().signInWithOtp({
        email,
        options: {
          shouldCreateUser: true,
          emailRedirectTo: `${origin}/admin/welcome`,
          data: { ...(await invitationDetails(role)), invitation: secret },
        },
      })
    ).error;
  } catch (cause) {
    failure = cause;
  }
  if (!failure) return;
  if (isAuthRetryableFetchError(failure) || !isAuthError(failure)) {
    throw new StaffActionError(STAFF_MESSAGES.network, { cause: failure });
  }
  if (failure.status === 429 || failure.code?.startsWith('over_')) {
    throw new StaffActionError(STAFF_MESSAGES.rateLimited, { cause: failure });
  }
  if (failure.code === 'signup_disabled' || failure.code === 'otp_disabled') {
    throw new StaffActionError(STAFF_MESSAGES.signupsDisabled, { cause: failure });
  }
  throw new StaffActionError(STAFF_MESSAGES.inviteFailed, { cause: failure });
}

/**
 * The invitee accepts their invitation (`rpc('accept_staff_invitation')`), signed in by the
 * invitation's link: the database checks that the session came from an e-mail link (not a
 * password) and that a pending, unexpired invitation exists for the account's own address, then
 * grants the invited role. Opening the link again after accepting returns the role too.
 *
 * @returns the role granted.
 * @throws a {@link StaffActionError}: {@link STAFF_MESSAGES}.invitationGone when the invitation
 *   expired or was withdrawn, the network message when the server could not be reached.
 */
export async function acceptInvitation(): Promise<StaffRole> {
  let answer;
  try {
    answer = await staffDb.rpc('accept_staff_invitation');
  } catch (cause) {
    throw new StaffActionError(STAFF_MESSAGES.network, { cause });
  }
  if (answer.error) {
    const { code } = answer.error;
    throw new StaffActionError(
      code === 'P0001' || code === '42501'
        ? STAFF_MESSAGES.invitationGone
        : staffErrorMessage(answer.error, STAFF_MESSAGES.acceptFailed),
      { cause: answer.error },
    );
  }
  if (!isStaffRole(answer.data)) throw new StaffActionError(STAFF_MESSAGES.acceptFailed);
  return answer.data;
}

/**
 * Withdraws an invitation whose account does not exist yet (`rpc('revoke_staff_invitation')`):
 * its link can then no longer create an account.
 *
 * @throws a {@link StaffActionError}.
 */
export async function revokeInvitation(email: string): Promise<void> {
  const { error } = await staffDb.rpc('revoke_staff_invitation', { email });
  if (error)
    throw new StaffActionError(staffErrorMessage(error, STAFF_MESSAGES.changeFailed), { cause: error });
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
