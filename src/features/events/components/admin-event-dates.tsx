import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/dates';
import { saveFailureMessage } from '@/components/editor/save-problem';
import {
  deleteException,
  EVENT_CHANGE_KEYS,
  saveException,
  staffEventQueries,
  type Occurrence,
  type StaffEvent,
} from '../api/staff-events';

/** How many dates are shown at first; 'Show more dates' adds as many again. */
const PAGE = 12;

const DATE_FORMAT = 'EEEE, MMMM d, yyyy, h:mm a';

/**
 * The dates of a repeating event on its staff page (issue "Exceptions"): the next dates (from
 * today, for about a year), each with Cancel this date, Change this date (its own form, which
 * asks which dates the change applies to) and, for a cancelled or changed date, Restore this
 * date. A cancelled date is struck through and labelled 'Cancelled'; a changed one 'Changed'.
 *
 * @param event - the series.
 */
export function AdminEventDates({ event }: { event: StaffEvent }) {
  const queryClient = useQueryClient();
  const query = useQuery(staffEventQueries.occurrences(event.id));
  const [shown, setShown] = useState(PAGE);
  const [cancelling, setCancelling] = useState<Occurrence | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refresh = () =>
    Promise.all(EVENT_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const exceptionOf = (occurrence: Occurrence) =>
    query.data?.exceptions.find((exception) => exception.occurrence_date === occurrence.occurrence_date);
  const failed = (error: Error) =>
    toast({
      title: saveFailureMessage(error, 'The date could not be changed. Please try again.'),
      variant: 'destructive',
    });
  const cancel = useMutation({
    mutationFn: (occurrence: Occurrence) => {
      const exception = exceptionOf(occurrence);
      return saveException(event.id, occurrence.occurrence_date, { is_cancelled: true }, exception);
    },
    onSuccess: async (_result, occurrence) => {
      toast({ title: `${formatDate(occurrence.original_start, 'MMMM d, yyyy')} is cancelled.` });
      setCancelling(null);
      await refresh();
    },
    onError: (error) => {
      failed(error);
      setCancelling(null);
    },
  });
  const restore = useMutation({
    mutationFn: (exceptionId: string) => deleteException(exceptionId),
    onSuccess: async () => {
      toast({ title: 'The date is restored.' });
      await refresh();
    },
    onError: failed,
  });

  return (
    <section aria-labelledby="event-dates-heading" className="grid gap-4">
      <h2
        id="event-dates-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900"
      >
        Dates
      </h2>
      {query.isPending ? (
        <ListSkeleton label="Loading the dates" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
          Error loading the dates. Please try again later.
        </ErrorState>
      ) : query.data.occurrences.length === 0 ? (
        <p className="text-slate-700">No dates in the coming year.</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {query.data.occurrences.slice(0, shown).map((occurrence) => {
              const exception = exceptionOf(occurrence);
              const when = formatDate(occurrence.start_time, DATE_FORMAT);
              return (
                <li
                  key={occurrence.occurrence_date}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <p className="grid">
                    <span
                      className={occurrence.is_cancelled ? 'text-slate-700 line-through' : 'text-slate-900'}
                    >
                      {when}
                    </span>
                    {occurrence.is_cancelled ? (
                      <span className="text-sm font-semibold text-red-800">Cancelled</span>
                    ) : occurrence.is_changed ? (
                      <span className="text-sm font-semibold text-brand-800">
                        Changed (was {formatDate(occurrence.original_start, DATE_FORMAT)})
                        {occurrence.title !== event.title ? ` · ${occurrence.title}` : ''}
                      </span>
                    ) : null}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {occurrence.is_cancelled ? null : (
                      <>
                        <Link
                          className={buttonVariants({ variant: 'outline', size: 'sm' })}
                          to={`/admin/events/${event.id}/${occurrence.occurrence_date}`}
                        >
                          Change this date<span className="sr-only">: {when}</span>
                        </Link>
                        <Button variant="outline" size="sm" onClick={() => setCancelling(occurrence)}>
                          Cancel this date<span className="sr-only">: {when}</span>
                        </Button>
                      </>
                    )}
                    {exception ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={restore.isPending}
                        onClick={() => restore.mutate(exception.id)}
                      >
                        Restore this date<span className="sr-only">: {when}</span>
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {shown < query.data.occurrences.length ? (
            <Button variant="outline" className="justify-self-start" onClick={() => setShown(shown + PAGE)}>
              Show more dates
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title="Cancel this date?"
        description={`${event.title} on ${cancelling ? formatDate(cancelling.start_time, DATE_FORMAT) : ''} will show as cancelled on its page and leave the lists and the calendar. The other dates stay.`}
        confirmLabel="Cancel this date"
        busyLabel="Cancelling..."
        cancelLabel="Keep it"
        busy={cancel.isPending}
        returnFocusRef={headingRef}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
      />
    </section>
  );
}
