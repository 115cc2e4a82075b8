import type { Session } from '@supabase/auth-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { StaffRole } from '@/config/staff-pages';
import { displayNameOf } from '@/features/auth/api/display-name';
import { clearSessionCaches } from '@/lib/offline/clear-caches';
import { auth, staffDb } from '@/lib/supabase';

/**
 * Where the staff session stands: `loading` until Auth has read the stored session (and
 * refreshed it if needed), then `signed-in` with the session or `signed-out`.
 */
export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: Session };

let state: SessionState = { status: 'loading', session: null };
const listeners = new Set<() => void>();
let listening = false;

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    // Auth reports the stored session first (INITIAL_SESSION), then every sign-in, refresh and
    // sign-out, from this tab and, through localStorage, from the others.
    auth.onAuthStateChange((_event, session) => {
      state = session ? { status: 'signed-in', session } : { status: 'signed-out', session: null };
      for (const notify of listeners) notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): SessionState {
  return state;
}

/** The staff session (Supabase Auth), kept in sync with every change of it. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The signed-in user's staff role: their own `staff_members` row (every staff member may read
 * it; RLS, docs/architecture.md §3), or null when they are not staff. Read on every page load rather
 * than taken from the access token, as the database reads it on every request
 * (docs/decisions/0021).
 *
 * @param userId - the signed-in user's id (`auth.users.id`); admins may read every row, so the
 *   request names the row.
 * @throws the PostgREST error when the request fails.
 */
export async function fetchStaffRole(userId: string): Promise<StaffRole | null> {
  const { data, error } = await staffDb
    .from('staff_members')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? null;
}

/** Query-key factory of the staff session's facts; every key starts with `staff_members`. */
export const staffQueries = {
  all: () => ['staff_members'] as const,
  /** The user's role (null: not staff); keyed by user id, so another user's answer is never reused. */
  role: (userId: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), userId, 'role'] as const,
      queryFn: () => fetchStaffRole(userId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * Signs the staff member out of Supabase Auth (this device's session, `scope: 'local'`). The
 * session is removed even when the server cannot be reached. The offline caches a staff session
 * could have touched are emptied too (`clearSessionCaches`, docs/decisions/0041).
 */
export async function signOut(): Promise<void> {
  const { error } = await auth.signOut({ scope: 'local' });
  if (error) console.warn('Sign-out request failed; the session was removed on this device:', error);
  await clearSessionCaches();
}

/**
 * The signed-in staff member's e-mail address, display name and role, from the session and the
 * role query the staff guard already ran (cached), for pages inside the guard. `name` is the
 * name colleagues see (`user_metadata.display_name`, as the welcome form saves it), or the
 * e-mail address while none is set.
 *
 * @returns null while either is unknown, or when the user is not staff.
 */
export function useStaffMember(): { email: string; name: string; role: StaffRole } | null {
  const session = useSession();
  const userId = session.session?.user.id ?? '';
  const role = useQuery({ ...staffQueries.role(userId), enabled: userId !== '' });
  if (session.status !== 'signed-in' || !role.data) return null;
  const email = session.session.user.email ?? '';
  return { email, name: displayNameOf(session.session.user.user_metadata) || email, role: role.data };
}
