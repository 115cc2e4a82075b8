import type { ReactNode } from 'react';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';

/** What {@link RecordLoader} reads from a TanStack Query result. */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Loads the record a staff editor edits, before the editor exists (docs/decisions/0051): shows
 * exactly one of
 *
 * - the skeleton (`role="status"`, named `loadingLabel`) while the read runs;
 * - the failed read (`ErrorState`, `role="alert"`, the page's `errorText` and 'Try again') and
 *   **no form**: nothing is shown that a Save could write over the stored record;
 * - `notFound` when the read found no record (`null`): a title and a sentence, e.g. a deleted
 *   event; or, for a record not stored yet whose defaults are known (an event's registration
 *   settings), `missing`: those values go to the editor;
 * - the editor, `children(record)`, once the record is read.
 *
 * @example
 * <RecordLoader query={useQuery(givingSettingsQueries.settings())} loadingLabel="Loading the giving
 *   settings" errorText="The giving settings could not be loaded.">{(row) => <Form row={row} />}</RecordLoader>
 */
export function RecordLoader<T>({
  query,
  loadingLabel,
  errorText,
  notFound,
  missing,
  skeletonRows = 3,
  children,
}: {
  query: RecordQuery<T | null>;
  loadingLabel: string;
  /** The page's sentence for a failed read (never the server's message). */
  errorText: ReactNode;
  /** Shown when no record was found (default: 'Not found'). */
  notFound?: { title: string; description?: ReactNode; action?: ReactNode };
  /** The values of a record not stored yet; given instead of `notFound` where that is normal. */
  missing?: T;
  skeletonRows?: number;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} rows={skeletonRows} />;
  if (query.isError) {
    return (
      <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorText}
      </ErrorState>
    );
  }
  const record = query.data ?? missing;
  if (record === undefined || record === null) {
    return (
      <Empty title={notFound?.title ?? 'Not found'} description={notFound?.description} headingLevel={2}>
        {notFound?.action}
      </Empty>
    );
  }
  return children(record);
}
