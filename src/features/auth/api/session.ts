import type { Session } from '@supabase/auth-js';
import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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
 * Whether the signed-in user is staff: `public.is_staff()` as that user (true when
 * `staff_members` lists them; docs/architecture.md §3).
 *
 * @throws the PostgREST error when the call fails.
 */
export async function isStaffMember(): Promise<boolean> {
  const { data, error } = await staffDb.rpc('is_staff');
  if (error) throw error;
  return data;
}

/** Query-key factory of the staff session's facts; every key starts with `staff_members`. */
export const staffQueries = {
  all: () => ['staff_members'] as const,
  /** Keyed by user id, so another user's answer is never reused. */
  membership: (userId: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), userId] as const,
      queryFn: isStaffMember,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * Signs the staff member out of Supabase Auth (this device's session, `scope: 'local'`). The
 * session is removed even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  const { error } = await auth.signOut({ scope: 'local' });
  if (error) console.warn('Sign-out request failed; the session was removed on this device:', error);
}
