import * as z from 'zod/mini';
import { newUuid } from '@/lib/offline/form-tables';
import { languageColumn, type SentInLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import {
  field,
  FIELD_LIMITS,
  OptionalEmailSchema,
  optionalPlainText,
  requiredPlainText,
} from '@/lib/validation';

/** Prayer request (spec §5): optional name and e-mail; the request is required and non-blank. */
export const PrayerRequestSchema = z.object({
  name: optionalPlainText(field('name'), FIELD_LIMITS.name),
  email: OptionalEmailSchema,
  request_details: requiredPlainText(field('prayerRequest'), FIELD_LIMITS.prayerRequest, {
    multiline: true,
    requiredMessage: (m) => m.prayerRequestRequired,
  }),
  is_public: z.boolean(),
});
export type PrayerRequestInput = z.input<typeof PrayerRequestSchema>;
export type PrayerRequestValues = z.output<typeof PrayerRequestSchema>;

/**
 * Stores a prayer request (spec §7): `{ name, email, request_details, is_public }`, with blank
 * name and e-mail sent as `null`. No `.select()`: visitors cannot read the table back.
 *
 * @throws the PostgREST error when the insert fails.
 */
export async function submitPrayerRequest(values: PrayerRequestValues & SentInLanguage): Promise<void> {
  const { error } = await db.from('prayer_requests').insert({
    ...languageColumn(values.language),
    // Made here so that the outbox can send it again without storing it twice (decision 0041).
    id: newUuid(),
    name: values.name || null,
    email: values.email || null,
    request_details: values.request_details,
    is_public: values.is_public,
  });
  if (error) throw error;
}
