import * as z from 'zod/mini';
import { newUuid } from '@/lib/offline/form-tables';
import { languageColumn, type SentInLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import { EmailSchema, field, FIELD_LIMITS, OptionalPhoneSchema, requiredPlainText } from '@/lib/validation';

/**
 * The contact form (spec §5): name, email, subject and message required, phone optional. The
 * rules are the `contact_messages` constraints, so the form refuses what the API would.
 */
export const ContactMessageSchema = z.object({
  name: requiredPlainText(field('name'), FIELD_LIMITS.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  subject: requiredPlainText(field('subject'), FIELD_LIMITS.subject),
  message: requiredPlainText(field('message'), FIELD_LIMITS.message, { multiline: true }),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/**
 * Stores a contact message (spec §7): `{ name, email, phone, subject, message }`. No
 * `.select()`: visitors may insert but not read the table, so asking for the row back would fail
 * (docs/architecture.md §3).
 *
 * @param values - already validated by {@link ContactMessageSchema}; a blank phone is sent as `''`.
 * @throws the PostgREST error when the insert is refused or the network fails.
 */
export async function submitContactMessage(values: ContactMessage & SentInLanguage): Promise<void> {
  const { error } = await db.from('contact_messages').insert({
    ...languageColumn(values.language),
    // Made here so that the outbox can send it again without storing it twice (decision 0041).
    id: newUuid(),
    name: values.name,
    email: values.email,
    phone: values.phone,
    subject: values.subject,
    message: values.message,
  });
  if (error) throw error;
}
