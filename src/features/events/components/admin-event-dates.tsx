import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatDate } from '@/lib/dates';
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

/** The toast of a date that could not be cancelled or restored (a stale one adds the conflict message). */
const DATE_FAILED_TOAST = {
  title: 'The date could not be changed. Please try again.',
  variant: 'destructive',
} as const;

/**
 * The dates of a repeating event on its staff page (issue "Exceptions"): the next dates (from
 * today, for about a year), each with Cancel this date, Change this date (its own form, which
 * asks which dates the change applies to) and, for a cancelled or changed date, Restore this
 * date. A cancelled date is struck through and labelled 'Cancelled'; a changed one 'Changed'.
 *
 * @param event - the series.
 */
export function AdminEventDates({ event }: { event: StaffEvent }) {
  const query = useQuery(staffEventQueries.occurrences(event.id));
  const [shown, setShown] = useState(PAGE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const exceptionOf = (occurrence: Occurrence) =>
    query.data?.exceptions.find((exception) => exception.occurrence_date === occurrence.occurrence_date);
  const cancel = useRowAction({
    run: (occurrence: Occurrence) =>
      saveException(event.id, occurrence.occurrence_date, { is_cancelled: true }, exceptionOf(occurrence)),
    successToast: (_result, occurrence) => ({
      title: `${formatDate(occurrence.original_start, 'MMMM d, yyyy')} is cancelled.`,
    }),
    failureToast: DATE_FAILED_TOAST,
    invalidate: EVENT_CHANGE_KEYS,
  });
  const restore = useRowAction({
    run: (exceptionId: string) => deleteException(exceptionId),
    successToast: { title: 'The date is restored.' },
    failureToast: DATE_FAILED_TOAST,
    invalidate: EVENT_CHANGE_KEYS,
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
                        <Button variant="outline" size="sm" onClick={() => cancel.ask(occurrence)}>
                          Cancel this date<span className="sr-only">: {when}</span>
                        </Button>
                      </>
                    )}
                    {exception ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={restore.busy}
                        onClick={() => restore.run(exception.id)}
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
      <RowActionDialog
        action={cancel}
        title="Cancel this date?"
        description={(occurrence) =>
          `${event.title} on ${formatDate(occurrence.start_time, DATE_FORMAT)} will show as cancelled on its page and leave the lists and the calendar. The other dates stay.`
        }
        confirmLabel="Cancel this date"
        busyLabel="Cancelling..."
        cancelLabel="Keep it"
        returnFocusRef={headingRef}
      />
    </section>
  );
}
