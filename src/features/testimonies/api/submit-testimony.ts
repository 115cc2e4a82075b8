import * as z from 'zod/mini';
import { newUuid } from '@/lib/offline/form-tables';
import { languageColumn, type SentInLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import { FIELD_LIMITS, optionalPlainText, requiredPlainText } from '@/lib/validation';

// Apart from the reads (./testimonies.ts), which the router imports: the form's code loads only
// when a visitor opens the form.

/**
 * The testimony form (spec §5): the testimony is required and non-blank ('Testimony content is
 * required.'); name and title are optional and stay `''` when blank (shown as anonymous).
 */
export const TestimonySchema = z.object({
  submitter_name: optionalPlainText('Name', FIELD_LIMITS.name),
  testimony_title: optionalPlainText('Title', FIELD_LIMITS.title),
  testimony_content: requiredPlainText('Testimony', FIELD_LIMITS.testimony, {
    multiline: true,
    requiredMessage: 'Testimony content is required.',
  }),
});
export type TestimonyInput = z.input<typeof TestimonySchema>;
export type TestimonyValues = z.output<typeof TestimonySchema>;

/**
 * Submits a testimony (spec §7): `{ submitter_name, testimony_title, testimony_content,
 * is_approved: false }`. No `.select()`: visitors cannot read a pending row back
 * (docs/architecture.md §3), so asking for it would fail the insert.
 *
 * @throws the PostgREST error when the insert fails.
 */
export async function submitTestimony(values: TestimonyValues & SentInLanguage): Promise<void> {
  const { error } = await db.from('member_testimonies').insert({
    ...languageColumn(values.language),
    // Made here so that the outbox can send it again without storing it twice (decision 0041).
    id: newUuid(),
    submitter_name: values.submitter_name,
    testimony_title: values.testimony_title,
    testimony_content: values.testimony_content,
    is_approved: false,
  });
  if (error) throw error;
}
