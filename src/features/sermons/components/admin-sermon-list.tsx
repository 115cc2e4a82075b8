import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  ListFilters,
  ListSearch,
  NEEDS_SPANISH_PARAM,
  NeedsSpanishFilter,
} from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button, buttonVariants } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { useListParams } from '@/hooks/use-list-params';
import { SERMON_STATUS_LABELS } from '@/config/value-labels';
import { formatDate } from '@/lib/dates';
import {
  deleteSermon,
  SermonCleanupError,
  STAFF_SERMONS_PAGE_SIZE,
  staffSermonQueries,
  type StaffSermon,
  type StaffSermonFilters,
} from '../api/admin-sermons';
import type { SermonStatus } from '../utils/sermon-form';

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

/** The filters of the address (`?q=&series=&speaker=&spanish=missing`). */
function readSermonFilters(params: URLSearchParams): {
  q: string;
  series: string;
  speaker: string;
  spanish: string;
} {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    series: params.get('series') ?? '',
    speaker: params.get('speaker') ?? '',
    spanish: params.get(NEEDS_SPANISH_PARAM) === 'missing' ? 'missing' : '',
  };
}

/**
 * Delete of a sermon from the list: the row, then its files; a stale row or a failure says so,
 * a file left in storage is named (the row is gone: 'Sermon deleted' with the file's name).
 */
function useSermonRemoval() {
  return useRowAction({
    run: deleteSermon,
    successToast: (_data, sermon) => ({
      title: 'Sermon deleted',
      description: `“${sermon.title}” was deleted.`,
    }),
    failureToast: (error, sermon) =>
      error instanceof SermonCleanupError
        ? { title: 'Sermon deleted', description: error.message, variant: 'destructive' }
        : {
            title: 'Could not delete the sermon',
            description: `“${sermon.title}” was not deleted. Try again.`,
            variant: 'destructive',
          },
    invalidate: [staffSermonQueries.all(), ['sermons']],
  });
}

/**
 * The staff list of sermons on /admin/sermons (issue "Staff publish sermons", item 1): a search
 * box (title, speaker, series), speaker and series filters, 'Needs Spanish' (decision 0055), pages of 20 newest first, each row
 * with its date, speaker, series, state ('Draft', 'Scheduled for …', 'Published'), 'Edit' and
 * 'Delete' (a confirmation; the row, then its audio and cover files, are removed). Filters and
 * page live in the address. Drafts and scheduled sermons are listed because RLS lets admins and
 * editors read them.
 */
export function AdminSermonList() {
  const list = useListParams(readSermonFilters);
  const { filters: address, page } = list;
  const filters: StaffSermonFilters = {
    search: address.q,
    series: address.series,
    speaker: address.speaker,
    needsSpanish: address.spanish === 'missing',
  };
  // The read counts pages from 1.
  const sermons = useQuery(staffSermonQueries.page(filters, page + 1));
  const names = useQuery(staffSermonQueries.names());
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removal = useSermonRemoval();

  return (
    <div className="grid gap-6">
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Sermon list
      </h2>
      <ListFrame
        query={sermons}
        loadingLabel="Loading sermons"
        errorText="Error loading sermons. Please try again later."
        count={(data) => data.rows.length}
        empty={{ title: 'No sermons yet', description: 'Add the first one.' }}
        filteredEmpty={{
          title: 'No sermons match these filters',
          description: 'Try another search, speaker or series.',
        }}
        filtered={list.filtered}
        onClear={list.clear}
        paging={{
          label: 'Pages of sermons',
          page,
          pageSize: STAFF_SERMONS_PAGE_SIZE,
          total: (data) => data.total,
          onPage: list.setPage,
        }}
        filters={
          <ListFilters label="Filter the sermons" filtered={list.filtered} onClear={list.clear}>
            <ListSearch
              id={`${id}-search`}
              value={address.q}
              maxLength={200}
              placeholder="Title, speaker or series"
              onSearch={(q) => list.update({ q })}
            />
            <FilterSelect
              id={`${id}-speaker`}
              label="Speaker"
              value={address.speaker}
              anyLabel="All Speakers"
              options={(names.data?.speakers ?? []).map((s) => ({ value: s, label: s }))}
              onChange={(speaker) => list.update({ speaker })}
            />
            <FilterSelect
              id={`${id}-series`}
              label="Series"
              value={address.series}
              anyLabel="All Series"
              options={(names.data?.series ?? []).map((s) => ({ value: s, label: s }))}
              onChange={(series) => list.update({ series })}
            />
            <NeedsSpanishFilter
              id={`${id}-spanish`}
              checked={address.spanish === 'missing'}
              onChange={(checked) => list.update({ [NEEDS_SPANISH_PARAM]: checked ? 'missing' : '' })}
            />
          </ListFilters>
        }
      >
        {(data) => (
          <ul className="grid gap-3" aria-label="Sermons">
            {data.rows.map((sermon) => {
              const status = sermon.status;
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
                      <span
                        className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[shownStatus]}`}
                      >
                        {state}
                      </span>
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Link
                      className={buttonVariants({ variant: 'outline' })}
                      to={`/admin/sermons/${sermon.id}`}
                      aria-label={`Edit ${sermon.title}`}
                    >
                      Edit
                    </Link>
                    <Button
                      variant="outline"
                      aria-label={`Delete ${sermon.title}`}
                      onClick={() => removal.ask(sermon)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListFrame>
      <RowActionDialog
        action={removal}
        title="Delete this sermon?"
        description={(sermon) =>
          `“${sermon.title}” will be removed with its audio and cover files. This cannot be undone.`
        }
        returnFocusRef={headingRef}
      />
    </div>
  );
}
