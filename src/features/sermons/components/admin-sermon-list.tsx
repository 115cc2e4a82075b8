import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { saveFailureMessage } from '@/components/editor/save-problem';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { useFilterParams } from '@/hooks/use-filter-params';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/dates';
import {
  deleteSermon,
  SermonCleanupError,
  STAFF_SERMONS_PAGE_SIZE,
  staffSermonQueries,
  type StaffSermon,
  type StaffSermonFilters,
} from '../api/admin-sermons';
import { SERMON_STATUS_LABELS, type SermonStatus } from '../utils/sermon-form';

// The dialog (Radix) is fetched on the first 'Delete', so the list's first load does not carry it.
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

/** What a sermon's state reads as in the list: 'Draft', 'Scheduled for Nov 29, 2026, 10:00 AM', 'Published'. */
export function sermonStateText(
  sermon: Pick<StaffSermon, 'status' | 'published_at'>,
  now = new Date(),
): string {
  if (sermon.status === 'draft') return SERMON_STATUS_LABELS.draft;
  if (sermon.published_at && new Date(sermon.published_at).getTime() > now.getTime())
    return `Scheduled for ${formatDate(sermon.published_at, 'MMM d, yyyy, h:mm a')}`;
  return SERMON_STATUS_LABELS.published;
}

const STATE_STYLE: Record<SermonStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
};

function readParams(params: URLSearchParams): { filters: StaffSermonFilters; page: number } {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filters: {
      search: params.get('q') ?? '',
      series: params.get('series') ?? '',
      speaker: params.get('speaker') ?? '',
    },
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * Delete of a sermon from the list: the row, then its files; a stale row or a failure says so,
 * a file left in storage is named. `onSettled` closes the confirmation.
 */
function useSermonRemoval(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSermon,
    onSuccess: (_data, sermon) => {
      toast({ title: 'Sermon deleted', description: `“${sermon.title}” was deleted.` });
    },
    onError: (error, sermon) => {
      if (error instanceof SermonCleanupError) {
        toast({ title: 'Sermon deleted', description: error.message, variant: 'destructive' });
      } else {
        toast({
          title: 'Could not delete the sermon',
          description: saveFailureMessage(error, `“${sermon.title}” was not deleted. Try again.`),
          variant: 'destructive',
        });
      }
    },
    onSettled: () => {
      onSettled();
      void queryClient.invalidateQueries({ queryKey: staffSermonQueries.all() });
      void queryClient.invalidateQueries({ queryKey: ['sermons'] });
    },
  });
}

/**
 * The staff list of sermons on /admin/sermons (issue "Staff publish sermons", item 1): a search
 * box (title, speaker, series), speaker and series filters, pages of 20 newest first, each row
 * with its date, speaker, series, state ('Draft', 'Scheduled for …', 'Published'), 'Edit' and
 * 'Delete' (a confirmation; the row, then its audio and cover files, are removed). Filters and
 * page live in the address. Drafts and scheduled sermons are listed because RLS lets admins and
 * editors read them.
 */
export function AdminSermonList() {
  const [params, update] = useFilterParams<'q' | 'series' | 'speaker'>();
  const { filters, page } = readParams(params);
  const sermons = useQuery(staffSermonQueries.page(filters, page));
  const names = useQuery(staffSermonQueries.names());
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [toDelete, setToDelete] = useState<StaffSermon | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const removal = useSermonRemoval(() => setToDelete(null));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  const rows = sermons.data?.rows ?? [];
  const total = sermons.data?.total ?? 0;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <form role="search" aria-label="Sermons" onSubmit={onSearch} className="flex items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-search`} className="text-sm font-semibold text-slate-900">
              Search
            </label>
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder="Title, speaker or series"
              onChange={(event) => setSearch(event.target.value)}
              className="w-64"
            />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <FilterSelect
          id={`${id}-speaker`}
          label="Speaker"
          value={filters.speaker}
          anyLabel="All Speakers"
          options={(names.data?.speakers ?? []).map((s) => ({ value: s, label: s }))}
          onChange={(speaker) => update({ speaker })}
        />
        <FilterSelect
          id={`${id}-series`}
          label="Series"
          value={filters.series}
          anyLabel="All Series"
          options={(names.data?.series ?? []).map((s) => ({ value: s, label: s }))}
          onChange={(series) => update({ series })}
        />
      </div>

      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Sermon list
      </h2>
      {sermons.isPending ? (
        <ListSkeleton label="Loading sermons" />
      ) : sermons.isError ? (
        <ErrorState onRetry={() => void sermons.refetch()} retrying={sermons.isFetching}>
          Error loading sermons. Please try again later.
        </ErrorState>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {filters.search || filters.series || filters.speaker
            ? 'No sermons match these filters.'
            : 'No sermons yet. Add the first one.'}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Sermons">
          {rows.map((sermon) => {
            const status = (sermon.status in STATE_STYLE ? sermon.status : 'draft') as SermonStatus;
            const state = sermonStateText(sermon);
            const shownStatus: SermonStatus = state.startsWith('Scheduled') ? 'scheduled' : status;
            return (
              <li
                key={sermon.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="grid gap-1">
                  <p className="font-semibold text-slate-900">{sermon.title}</p>
                  <p className="text-sm text-slate-700">
                    {formatDate(sermon.date, 'MMMM d, yyyy')} · {sermon.speaker}
                    {sermon.series ? ` · ${sermon.series}` : ''}
                  </p>
                  <p>
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[shownStatus]}`}>
                      {state}
                    </span>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button asChild variant="outline">
                    <Link to={`/admin/sermons/${sermon.id}`} aria-label={`Edit ${sermon.title}`}>
                      Edit
                    </Link>
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={`Delete ${sermon.title}`}
                    onClick={() => {
                      setDialogWanted(true);
                      setToDelete(sermon);
                    }}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {total > STAFF_SERMONS_PAGE_SIZE ? (
        <Pager
          label="Pages of sermons"
          page={page}
          total={total}
          pageSize={STAFF_SERMONS_PAGE_SIZE}
          onPage={(next) => update({ page: String(next) })}
        />
      ) : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={toDelete !== null}
            onOpenChange={(open) => !open && setToDelete(null)}
            title="Delete this sermon?"
            description={
              toDelete
                ? `“${toDelete.title}” will be removed with its audio and cover files. This cannot be undone.`
                : ''
            }
            busy={removal.isPending}
            returnFocusRef={headingRef}
            onConfirm={() => toDelete && removal.mutate(toDelete)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
