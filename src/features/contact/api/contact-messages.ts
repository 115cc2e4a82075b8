import { db } from '@/lib/supabase-rest';
import type { ContactMessage } from '../utils/form-schemas';

/**
 * Stores a contact message (spec §7): `{ name, email, phone, subject, message }`. No
 * `.select()`: visitors may insert but not read the table, so asking for the row back would fail
 * (ARCHITECTURE.md §3).
 *
 * @param values - already validated by `ContactMessageSchema`; a blank phone is sent as `''`.
 * @throws the PostgREST error when the insert is refused or the network fails.
 */
export async function submitContactMessage(values: ContactMessage): Promise<void> {
  const { error } = await db.from('contact_messages').insert({
    name: values.name,
    email: values.email,
    phone: values.phone,
    subject: values.subject,
    message: values.message,
  });
  if (error) throw error;
}
