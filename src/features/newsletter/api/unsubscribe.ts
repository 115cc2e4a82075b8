import { db } from '@/lib/supabase-rest';

/** The shape of an unsubscribe token: 32 random bytes in lower-case hex (the database's). */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{64}$/;

/** The token of an unsubscribe link (`?token=`), or null when it is missing or malformed. */
export function tokenFromSearch(search: URLSearchParams): string | null {
  const token = (search.get('token') ?? '').trim().toLowerCase();
  return UNSUBSCRIBE_TOKEN.test(token) ? token : null;
}

/**
 * One-click unsubscribe (docs/decisions/0026): the database's `newsletter_unsubscribe(token)`,
 * called with the public key, so no sign-in is needed.
 *
 * @param token - the link's token (64 hex digits).
 * @returns true when a subscription was removed, false when no subscription has this token (it
 *   was used already, or the address was removed by the church).
 * @throws the PostgREST error when the call fails (network, rate limit).
 */
export async function unsubscribe(token: string): Promise<boolean> {
  const { data, error } = await db.rpc('newsletter_unsubscribe', { token });
  if (error) throw error;
  return data;
}
