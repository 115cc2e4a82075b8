import type { QueryClient } from '@tanstack/react-query';
import { testimonyModerationQueries, TestimonyNotChangedError } from '../api/testimony-moderation';
import { testimonyQueries, type Testimony } from '../api/testimonies';

/** The name a testimony is shown under: its submitter, or 'Anonymous' when blank (spec §5). */
export function submitterName(testimony: Pick<Testimony, 'submitter_name'>): string {
  return testimony.submitter_name?.trim() || 'Anonymous';
}

/**
 * Says which testimony a control acts on, for the accessible names of the row's buttons:
 * 'from Jane', or 'from Jane: Provision' when it has a title.
 */
export function testimonyFrom(testimony: Pick<Testimony, 'submitter_name' | 'testimony_title'>): string {
  const title = testimony.testimony_title?.trim();
  return `from ${submitterName(testimony)}${title ? `: ${title}` : ''}`;
}

/**
 * After a successful change: updates (or, with `null`, removes) the row in the staff list at once,
 * so the page shows the change without waiting, then invalidates every `member_testimonies` read
 * (`testimonyQueries.all()`: the staff list, the pending count and the public approved list).
 */
export function applyTestimonyChange(
  queryClient: QueryClient,
  id: string,
  change: Partial<Testimony> | null,
): Promise<void> {
  queryClient.setQueryData(testimonyModerationQueries.list().queryKey, (rows) =>
    change === null
      ? rows?.filter((row) => row.id !== id)
      : rows?.map((row) => (row.id === id ? { ...row, ...change } : row)),
  );
  return queryClient.invalidateQueries({ queryKey: testimonyQueries.all() });
}

/**
 * After a failed change: when the row turned out to be gone or out of reach
 * ({@link TestimonyNotChangedError}), reloads the list so the page shows what the database holds.
 */
export function refreshAfterFailure(queryClient: QueryClient, error: unknown): void {
  if (error instanceof TestimonyNotChangedError) {
    void queryClient.invalidateQueries({ queryKey: testimonyQueries.all() });
  }
}
