import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Empty } from '@/components/ui/empty';
import { Input } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { useFilterParams } from '@/hooks/use-filter-params';
import { toast } from '@/hooks/use-toast';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import {
  removeSubscriber,
  subscriberQueries,
  subscribersCsv,
  SUBSCRIBERS_PAGE_SIZE,
  type Subscriber,
} from '../api/subscribers';

/** The search and page of the address (`?q=&page=`, page 1-based). */
export function readSubscriberParams(params: URLSearchParams): { q: string; page: number } {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 254),
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/** 'Export CSV': every subscriber with their unsubscribe link, as `newsletter-subscribers-<date>.csv`. */
function ExportSubscribers() {
  const exporting = useMutation({
    mutationFn: async () => {
      downloadCsv(csvFileName('newsletter-subscribers'), await subscribersCsv(window.location.origin));
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {exporting.isSuccess ? 'The CSV file of subscribers has been downloaded.' : ''}
      </p>
      {exporting.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          Could not export the subscribers. Try again.
        </p>
      ) : null}
    </div>
  );
}

/** The confirmation before an address is removed (the staff pages' one `ConfirmDialog`). */
function RemoveDialog({ subscriber, onClose }: { subscriber: Subscriber; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeSubscriber(subscriber.id),
    onSuccess: () => {
      toast({ title: 'Removed from the newsletter.', description: subscriber.email });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriberQueries.all() }),
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Remove this address?"
      description={`${subscriber.email} will no longer be on the newsletter list. They can subscribe again on the site.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={remove.isPending}
      error={remove.isError ? 'Could not remove this address. Try again.' : null}
      onConfirm={() => remove.mutate()}
    />
  );
}

/**
 * The subscriber list of `/admin/newsletter` (admins and editors; docs/decisions/0026): addresses
 * with their signup date, newest first, 25 a page; a search by address kept in the address bar;
 * 'Export CSV' of every subscriber with their unsubscribe link; 'Remove' with a confirmation.
 * Loading skeleton, empty 'Nothing here yet' and an error state with 'Try again'.
 */
export function SubscriberList({ className }: { className?: string }) {
  const [params, update] = useFilterParams<'q'>();
  const { q, page } = readSubscriberParams(params);
  const list = useQuery(subscriberQueries.page(q, page));
  const [search, setSearch] = useState(q);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const id = useId();

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: search.trim() });
  }

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const firstShown = page * SUBSCRIBERS_PAGE_SIZE + 1;
  return (
    <div className={cn('grid gap-6', className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form role="search" aria-label="Search subscribers" className="grid gap-1" onSubmit={submitSearch}>
          <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-900">
            Search
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-q`}
              type="search"
              value={search}
              maxLength={254}
              placeholder="E-mail address"
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </div>
        </form>
        <ExportSubscribers />
      </div>

      <section aria-labelledby={`${id}-results`} aria-busy={list.isFetching}>
        <h2 id={`${id}-results`} className="sr-only">
          Subscribers
        </h2>
        {list.isPending ? (
          <ListSkeleton label="Loading the subscribers" />
        ) : list.isError ? (
          <Empty
            title="Could not load the subscribers"
            headingLevel={2}
            description="Something went wrong while reading the list."
          >
            <Button onClick={() => void list.refetch()}>Try again</Button>
          </Empty>
        ) : rows.length === 0 ? (
          <Empty
            title="Nothing here yet"
            headingLevel={2}
            description={
              q
                ? 'No address matches this search.'
                : 'Addresses appear here when visitors subscribe on the site.'
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              Showing {firstShown}–{firstShown + rows.length - 1} of {total}
            </p>
            <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-left shadow-sm">
              <thead className="bg-slate-100 text-sm text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    E-mail
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Signed up
                  </th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-200">
                    <td className="px-4 py-2 break-all text-slate-900">{row.email}</td>
                    <td className="px-4 py-2 text-slate-700">
                      <time dateTime={row.created_at}>{formatDate(row.created_at, 'MMM d, yyyy')}</time>
                    </td>
                    <td className="px-4 py-2 text-right">
                      <Button variant="outline" onClick={() => setRemoving(row)}>
                        Remove<span className="sr-only"> {row.email}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {!list.isPending && !list.isError ? (
          <Pager
            label="Pages of subscribers"
            page={page}
            total={total}
            pageSize={SUBSCRIBERS_PAGE_SIZE}
            onPage={(next) => update({ page: next > 0 ? String(next + 1) : '' })}
          />
        ) : null}
      </section>
      {removing ? <RemoveDialog subscriber={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}
