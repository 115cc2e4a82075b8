import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { ListFrame } from '@/components/admin/list-frame';
import { useListParams } from '@/hooks/use-list-params';
import { cn } from '@/lib/utils';
import { READ_FAILED_TOAST, testimonyModerationQueries } from '../api/testimony-moderation';
import type { Testimony } from '../api/testimonies';
import { TestimonyModerationRow } from './testimony-moderation-row';

// The confirmation dialog (Radix) loads on the first Delete, like the other on-demand dialogs
// (docs/decisions/0006), so a visit that only approves never downloads it.
const TestimonyDeleteDialog = lazy(() => import('./testimony-delete-dialog'));

/** The filters of the moderation list. */
export type TestimonyFilter = 'pending' | 'approved' | 'all';

const FILTERS: readonly { value: TestimonyFilter; label: string; heading: string; empty: string }[] = [
  {
    value: 'pending',
    label: 'Pending',
    heading: 'Pending testimonies',
    empty: 'No testimonies are waiting for approval.',
  },
  {
    value: 'approved',
    label: 'Approved',
    heading: 'Approved testimonies',
    empty: 'No approved testimonies yet.',
  },
  { value: 'all', label: 'All', heading: 'All testimonies', empty: 'No testimonies yet.' },
];

function matches(filter: TestimonyFilter, testimony: Testimony): boolean {
  if (filter === 'pending') return !testimony.is_approved;
  if (filter === 'approved') return testimony.is_approved;
  return true;
}

/**
 * Focuses a button that may still be disabled for a moment (its row re-renders once the change
 * has settled), trying again briefly until it is enabled.
 */
function focusWhenEnabled(button: HTMLButtonElement, attempts = 20): void {
  if (!button.isConnected) return;
  if (!button.disabled) {
    button.focus();
    return;
  }
  if (attempts > 0) setTimeout(() => focusWhenEnabled(button, attempts - 1), 25);
}

/** The filter of the address (`?show=pending|approved|all`); `''` when none was chosen. */
function readTestimonyFilter(params: URLSearchParams): { show: TestimonyFilter | '' } {
  const show = params.get('show');
  return { show: FILTERS.some((option) => option.value === show) ? (show as TestimonyFilter) : '' };
}

/**
 * The staff's testimony moderation list (spec §4 "Testimony lifecycle", §7, §8), under the page's
 * `<h1>`: every testimony, newest first, read through `staffDb`.
 *
 * - Filter buttons (toggle buttons with `aria-pressed`) Pending / Approved / All, each with its
 *   count, kept in the address (`?show=`); without one, Pending is selected first when any
 *   testimony is pending, else All. A row that is
 *   approved, unapproved or edited stays in view until the filter changes, so its new badge shows
 *   and the change can be undone.
 * - Each row: see {@link TestimonyModerationRow}. Delete opens a confirmation dialog (loaded on
 *   first use); after a delete, focus goes to the list's heading.
 * - Loading, a failed read ('Could not fetch testimonies.', with 'Try again', and a destructive
 *   toast) and an empty filter (its own message, e.g. 'No testimonies are waiting for
 *   approval.') are the staff list frame's (docs/decisions/0034).
 */
export function TestimonyModeration({ className }: { className?: string }) {
  const list = useQuery(testimonyModerationQueries.list());
  // The filter is a view of the list, not a narrowing: an empty one has its own message.
  const params = useListParams(readTestimonyFilter, ['show']);
  const [firstFilter, setFirstFilter] = useState<TestimonyFilter | null>(null);
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const [deleteTarget, setDeleteTarget] = useState<Testimony | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deleteTrigger = useRef<HTMLButtonElement | null>(null);
  const deleted = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Without a filter in the address: Pending when something waits for approval, else All
  // (chosen once, so approving the last pending one does not switch the view).
  if (firstFilter === null && list.data) {
    setFirstFilter(list.data.some((testimony) => !testimony.is_approved) ? 'pending' : 'all');
  }

  const choose = (next: TestimonyFilter) => {
    params.update({ show: next });
    setKept(new Set());
  };
  const keep = (id: string) =>
    setKept((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));

  const rows = list.data;
  const current =
    FILTERS.find((option) => option.value === (params.filters.show || firstFilter)) ?? FILTERS[2]!;
  const shownOf = (all: readonly Testimony[]) =>
    all.filter((testimony) => matches(current.value, testimony) || kept.has(testimony.id));

  return (
    <div className={cn('grid gap-6', className)}>
      <ListFrame
        query={list}
        loadingLabel="Loading testimonies"
        skeletonRows={3}
        errorText={READ_FAILED_TOAST}
        count={(all) => shownOf(all).length}
        empty={{ title: current.empty }}
        filters={
          <>
            <div role="group" aria-label="Show testimonies" className="flex flex-wrap gap-2">
              {FILTERS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={option.value === current.value}
                  onClick={() => choose(option.value)}
                  className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {option.label}
                  {rows ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-900">
                      {rows.filter((testimony) => matches(option.value, testimony)).length}
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
            <h2
              ref={heading}
              id="testimony-list-heading"
              tabIndex={-1}
              className="font-serif text-2xl font-bold text-brand-950 focus:outline-none"
            >
              {current.heading}
            </h2>
          </>
        }
      >
        {(all) => (
          <ul className="grid gap-4" aria-labelledby="testimony-list-heading">
            {shownOf(all).map((testimony) => (
              <li key={testimony.id}>
                <TestimonyModerationRow
                  testimony={testimony}
                  onChangeStart={keep}
                  onDelete={(target, trigger) => {
                    deleteTrigger.current = trigger;
                    deleted.current = false;
                    setDeleteTarget(target);
                    setDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
      {deleteTarget ? (
        <Suspense fallback={null}>
          <TestimonyDeleteDialog
            key={deleteTarget.id}
            testimony={deleteTarget}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            onDone={(wasDeleted) => {
              deleted.current = wasDeleted;
              setDeleteOpen(false);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const trigger = deleteTrigger.current;
              if (!deleted.current && trigger?.isConnected) focusWhenEnabled(trigger);
              else heading.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
