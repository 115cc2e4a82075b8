import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ListFilters, ListSearch } from '@/components/admin/list-filters';
import { ExportCsv } from '@/components/admin/export-csv';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/hooks/use-list-params';
import { csvFileName } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import {
  removeSubscriber,
  subscriberQueries,
  subscribersCsv,
  SUBSCRIBERS_PAGE_SIZE,
  type Subscriber,
} from '../api/subscribers';

/** The search of the address (`?q=`). */
export function readSubscriberFilters(params: URLSearchParams): { q: string } {
  return { q: (params.get('q') ?? '').slice(0, 254) };
}

/**
 * The subscriber list of `/admin/newsletter` (admins and editors; docs/decisions/0026): addresses
 * with their signup date, newest first, 25 a page; a search by address kept in the address bar;
 * 'Export CSV' of every subscriber with their unsubscribe link; 'Remove' with a confirmation.
 * Loading, error, empty and paging are the staff list frame's (docs/decisions/0034).
 */
export function SubscriberList({ className }: { className?: string }) {
  const list = useListParams(readSubscriberFilters);
  const { filters, page } = list;
  const subscribers = useQuery(subscriberQueries.page(filters.q, page));
  const id = useId();
  // Remove asks first; a failure is said in the dialog, which stays open.
  const remove = useRowAction({
    run: (subscriber: Subscriber) => removeSubscriber(subscriber.id),
    successToast: (_result, subscriber) => ({
      title: 'Removed from the newsletter.',
      description: subscriber.email,
    }),
    failureToast: null,
    failureMessage: 'Could not remove this address. Try again.',
    keepOpenOnFailure: true,
    invalidate: [subscriberQueries.all()],
  });

  return (
    <>
      <ListFrame
        className={className}
        query={subscribers}
        heading="Subscribers"
        loadingLabel="Loading the subscribers"
        errorText="Could not load the subscribers."
        count={(data) => data.rows.length}
        empty={{
          title: 'Nothing here yet',
          description: 'Addresses appear here when visitors subscribe on the site.',
        }}
        filteredEmpty={{ title: 'No address matches this search', description: 'Try another address.' }}
        filtered={list.filtered}
        onClear={list.clear}
        paging={{
          label: 'Pages of subscribers',
          page,
          pageSize: SUBSCRIBERS_PAGE_SIZE,
          total: (data) => data.total,
          onPage: list.setPage,
        }}
        filters={
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ListFilters label="Filter the subscribers" filtered={list.filtered} onClear={list.clear}>
              <ListSearch
                id={`${id}-q`}
                value={filters.q}
                maxLength={254}
                placeholder="E-mail address"
                onSearch={(q) => list.update({ q })}
              />
            </ListFilters>
            <ExportCsv
              what="subscribers"
              fileName={() => csvFileName('newsletter-subscribers')}
              csv={() => subscribersCsv(window.location.origin)}
            />
          </div>
        }
      >
        {(data) => (
          <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-left shadow-sm">
            <thead className="bg-slate-100 text-sm text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-2">
                  E-mail and state
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
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="px-4 py-2 break-all text-slate-900">
                    {row.email}
                    <span className="block text-sm break-normal text-slate-700">
                      {row.confirmed_at ? 'Confirmed' : 'Waiting for confirmation'}
                    </span>
                  </td>
                  <td className="px-4 py-2 text-slate-700">
                    <time dateTime={row.created_at}>{formatDate(row.created_at, 'MMM d, yyyy')}</time>
                  </td>

                  <td className="px-4 py-2 text-right">
                    <Button variant="outline" onClick={(event) => remove.ask(row, event.currentTarget)}>
                      Remove<span className="sr-only"> {row.email}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListFrame>
      <RowActionDialog
        action={remove}
        title="Remove this address?"
        description={(subscriber) =>
          `${subscriber.email} will no longer be on the newsletter list. They can subscribe again on the site.`
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
    </>
  );
}
