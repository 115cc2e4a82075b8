import { db } from '@/lib/supabase-rest';
import type { FirstTimer } from '@/features/contact/utils/form-schemas';

/**
 * Stores a first-timer card (spec §7): `{ name, email, phone, how_heard, comments }`, without
 * asking for the row back (visitors cannot read the table).
 *
 * @param values - already validated by `FirstTimerSchema`; optional fields are sent as `''`.
 * @throws the PostgREST error when the insert is refused or the network fails.
 */
export async function submitFirstTimer(values: FirstTimer): Promise<void> {
  const { error } = await db.from('first_timers').insert({
    name: values.name,
    email: values.email,
    phone: values.phone,
    how_heard: values.how_heard,
    comments: values.comments,
  });
  if (error) throw error;
}
