import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { db } from '@/lib/supabase-rest';
import { FIELD_LIMITS, optionalText, requiredText } from '@/lib/validation';
import type { Tables } from '@/types/database.types';

/** A `member_testimonies` row (spec §3). */
export type Testimony = Tables<'member_testimonies'>;

/**
 * The testimony form (spec §5): the testimony is required and non-blank ('Testimony content is
 * required.'); name and title are optional and stay `''` when blank (shown as anonymous).
 */
export const TestimonySchema = z.object({
  submitter_name: optionalText('Name', FIELD_LIMITS.name),
  testimony_title: optionalText('Title', FIELD_LIMITS.title),
  testimony_content: requiredText('Testimony', FIELD_LIMITS.testimony, 'Testimony content is required.'),
});
export type TestimonyInput = z.input<typeof TestimonySchema>;
export type TestimonyValues = z.output<typeof TestimonySchema>;

/**
 * Reads the approved testimonies (spec §7 public read), newest `submitted_at` first.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listApprovedTestimonies(): Promise<Testimony[]> {
  const { data, error } = await db
    .from('member_testimonies')
    .select('*')
    .eq('is_approved', true)
    .order('submitted_at', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * Submits a testimony (spec §7): `{ submitter_name, testimony_title, testimony_content,
 * is_approved: false }`. No `.select()`: visitors cannot read a pending row back
 * (ARCHITECTURE.md §3), so asking for it would fail the insert.
 *
 * @throws the PostgREST error when the insert fails.
 */
export async function submitTestimony(values: TestimonyValues): Promise<void> {
  const { error } = await db.from('member_testimonies').insert({
    submitter_name: values.submitter_name,
    testimony_title: values.testimony_title,
    testimony_content: values.testimony_content,
    is_approved: false,
  });
  if (error) throw error;
}

/** Query-key factory of `member_testimonies`. */
export const testimonyQueries = {
  all: () => ['member_testimonies'] as const,
  approved: () =>
    queryOptions({
      queryKey: [...testimonyQueries.all(), 'approved'] as const,
      queryFn: listApprovedTestimonies,
    }),
};
