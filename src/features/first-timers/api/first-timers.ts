import * as z from 'zod/mini';
import { newUuid } from '@/lib/offline/form-tables';
import { languageColumn, type SentInLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import {
  EmailSchema,
  field,
  FIELD_LIMITS,
  OptionalPhoneSchema,
  optionalPlainText,
  requiredPlainText,
} from '@/lib/validation';

/**
 * The first-timer form (spec §5): name and email required; phone, how_heard and comments
 * optional. The rules are the `first_timers` constraints.
 */
export const FirstTimerSchema = z.object({
  name: requiredPlainText(field('name'), FIELD_LIMITS.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  how_heard: optionalPlainText(field('howHeard'), FIELD_LIMITS.howHeard),
  comments: optionalPlainText(field('comments'), FIELD_LIMITS.comments, { multiline: true }),
});
export type FirstTimerInput = z.input<typeof FirstTimerSchema>;
export type FirstTimer = z.output<typeof FirstTimerSchema>;

/**
 * Stores a first-timer card (spec §7): `{ name, email, phone, how_heard, comments }`, without
 * asking for the row back (visitors cannot read the table).
 *
 * @param values - already validated by {@link FirstTimerSchema}; optional fields are sent as `''`.
 * @throws the PostgREST error when the insert is refused or the network fails.
 */
export async function submitFirstTimer(values: FirstTimer & SentInLanguage): Promise<void> {
  const { error } = await db.from('first_timers').insert({
    ...languageColumn(values.language),
    // Made here so that the outbox can send it again without storing it twice (decision 0041).
    id: newUuid(),
    name: values.name,
    email: values.email,
    phone: values.phone,
    how_heard: values.how_heard,
    comments: values.comments,
  });
  if (error) throw error;
}
