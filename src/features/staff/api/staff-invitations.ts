import { AuthClient, isAuthError, isAuthRetryableFetchError } from '@supabase/auth-js';
import * as z from 'zod/mini';
import { SITE_NAME } from '@/config/navigation';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/config/staff-pages';
import { env } from '@/lib/env';
import { auth, staffDb } from '@/lib/supabase';
import { EmailSchema } from '@/lib/validation';
import { STAFF_MESSAGES, StaffActionError, staffErrorMessage } from './staff';

// Staff invitations (docs/decisions/0024, 0035): the invite form's schema, sending an invitation
// (recorded by invite_staff, e-mailed by Auth from a client of its own), accepting it from the
// link and withdrawing it. The database decides who may: invite_staff and
// revoke_staff_invitation answer admins only.

/** The invite form: an e-mail address and a role. */
export const InviteSchema = z.object({
  email: EmailSchema,
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
export type InviteInput = z.input<typeof InviteSchema>;
export type InviteValues = z.output<typeof InviteSchema>;

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
