import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/utils';

/** The part of a React Query result the frame reads (`useQuery(...)` fits as it is). */
export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** An empty state's text: a heading and an optional sentence under it. */
export interface ListEmptyText {
  title: string;
  description?: ReactNode;
}

/** Paging of a list read a page at a time (newest first): 'Newer' / 'Page n of m' / 'Older'. */
export interface ListPaging<T> {
  /** The pager's landmark name, e.g. 'Pages of the inbox'. */
  label: string;
  /** The page shown, counted from 0 (`useListParams().page`). */
  page: number;
  pageSize: number;
  /** How many rows match in all (PostgREST's exact count). */
  total: (data: T) => number;
  /** Shows another page, counted from 0 (`useListParams().setPage`). */
  onPage: (page: number) => void;
}

/** What {@link ListFrame} needs. */
export interface ListFrameProps<T> {
  /** The list's read. */
  query: ListQuery<T>;
  /** Read out while loading, e.g. 'Loading the inbox'. */
  loadingLabel: string;
  /** Placeholder rows while loading (default 5). */
  skeletonRows?: number;
  /** The failed read's text, e.g. 'Could not load the inbox.' (never the server's message). */
  errorText: string;
  /** How many rows `data` holds on this page; 0 shows an empty state. */
  count: (data: T) => number;
  /** The empty state of an unfiltered list ('Nothing here yet'). */
  empty: ListEmptyText;
  /** The empty state when filters hide everything; it offers 'Clear filters' when `onClear` is given. */
  filteredEmpty?: ListEmptyText;
  /** Whether a filter narrows the list (`useListParams().filtered`). */
  filtered?: boolean;
  /** Removes the filters (`useListParams().clear`). */
  onClear?: () => void;
  /** Paging, for lists read a page at a time; also shows 'Showing 1–20 of 45'. */
  paging?: ListPaging<T>;
  /**
   * The results' heading for assistive technology (hidden), e.g. 'Items'; omit it where the
   * page already has a visible heading for the list.
   */
  heading?: string;
  /** The filter bar above the results ({@link ListFilters}). */
  filters?: ReactNode;
  className?: string;
  /** The rows, given the data of a successful read with at least one row. */
  children: (data: T) => ReactNode;
}

/**
 * The one frame of every staff list page (docs/decisions/0034 "List pages"): the filter bar,
 * then exactly one of
 *
 * - loading: {@link ListSkeleton} (`role="status"`, `loadingLabel`);
 * - a failed read: {@link ErrorState} (`role="alert"`, `errorText`, 'Try again' that reads
 *   'Trying again...' while it runs); when an earlier read succeeded, the alert stands above the
 *   rows already shown instead of replacing them;
 * - empty: `empty`, or `filteredEmpty` with 'Clear filters' when a filter hides every row;
 * - the rows (`children`), with 'Showing 1–20 of 45' and the pager when the list is paged.
 *
 * The results sit in a labelled region that is `aria-busy` while a read runs. The filters and
 * page live in the address through `useListParams` (`src/hooks/use-list-params.ts`).
 */
export function ListFrame<T>({
  query,
  loadingLabel,
  skeletonRows,
  errorText,
  count,
  empty,
  filteredEmpty,
  filtered = false,
  onClear,
  paging,
  heading,
  filters,
  className,
  children,
}: ListFrameProps<T>) {
  const id = useId();
  const retry = () => void query.refetch();
  const error = (
    <ErrorState onRetry={retry} retrying={query.isFetching}>
      {errorText}
    </ErrorState>
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={loadingLabel} rows={skeletonRows} />;
  else if (query.data === undefined) body = error;
  else {
    const data = query.data;
    const rows = count(data);
    const total = paging ? paging.total(data) : rows;
    const emptyText = filtered && filteredEmpty ? filteredEmpty : empty;
    const firstShown = paging ? paging.page * paging.pageSize + 1 : 1;
    body = (
      <>
        {query.isError ? error : null}
        {rows === 0 ? (
          <Empty title={emptyText.title} description={emptyText.description} headingLevel={3}>
            {filtered && onClear ? (
              <Button variant="outline" onClick={onClear}>
                Clear filters
              </Button>
            ) : null}
          </Empty>
        ) : (
          <>
            {paging ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                Showing {firstShown}–{firstShown + rows - 1} of {total}
              </p>
            ) : null}
            {children(data)}
          </>
        )}
        {paging ? (
          <Pager
            label={paging.label}
            page={paging.page}
            total={total}
            pageSize={paging.pageSize}
            onPage={paging.onPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={cn('grid gap-6', className)}>
      {filters}
      <section
        aria-labelledby={heading ? `${id}-results` : undefined}
        aria-busy={query.isFetching}
        className="grid gap-3"
      >
        {heading ? (
          <h2 id={`${id}-results`} className="sr-only">
            {heading}
          </h2>
        ) : null}
        {body}
      </section>
    </div>
  );
}
