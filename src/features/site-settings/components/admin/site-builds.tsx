import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import {
  MAX_DAILY_BUILDS,
  setSiteBuildDailyLimit,
  siteBuildStatusQuery,
  type SiteBuildStatus,
} from '../../api/site-builds';

const WHEN = 'MMM d, h:mm a';

function builds(n: number): string {
  return `${n} ${n === 1 ? 'build' : 'builds'}`;
}

/** What waits, in one sentence. */
function waiting(status: SiteBuildStatus): string {
  if (!status.waiting_since) return 'Nothing is waiting: the site shows every published change.';
  const since = formatDate(status.waiting_since, WHEN);
  if (status.daily_limit === 0)
    return `A change waits since ${since}; builds are stopped (the ceiling is 0).`;
  return status.next_build_at
    ? `A change waits since ${since}; the next build starts around ${formatDate(status.next_build_at, WHEN)}.`
    : `A change waits since ${since}.`;
}

/**
 * The body of /admin/settings/site-rebuilds (decision 0033; issue 29): how many builds of the
 * prerendered site the deploy hook started in the last 24 hours against the daily ceiling, the
 * last one, what waits and when it goes; and the ceiling, which admins change here. A build is
 * asked for only when staff change what visitors can see, at most once per 10 minutes.
 * Self-contained (its own query and form).
 */
export function SiteBuilds() {
  const id = useId();
  const queryClient = useQueryClient();
  const status = useQuery(siteBuildStatusQuery());
  const [limit, setLimit] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: number) => setSiteBuildDailyLimit(value),
    onSuccess: (next) => {
      queryClient.setQueryData(siteBuildStatusQuery().queryKey, next);
      setLimit(null);
      setProblem(null);
    },
    onError: () => setProblem('The ceiling could not be saved. Please try again.'),
  });

  if (status.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the site builds…
      </p>
    );
  }
  if (status.isError) {
    return (
      <ErrorState onRetry={() => void status.refetch()} retrying={status.isFetching}>
        The site builds could not be loaded.
      </ErrorState>
    );
  }
  const data = status.data;
  const shown = limit ?? String(data.daily_limit);
  const submit = () => {
    const value = Number(shown);
    if (!/^\d+$/.test(shown.trim()) || value > MAX_DAILY_BUILDS) {
      setProblem(`Enter a whole number from 0 to ${MAX_DAILY_BUILDS}.`);
      return;
    }
    save.mutate(value);
  };

  return (
    <div className="grid max-w-2xl gap-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
      <p className="text-slate-700">
        The public pages are rebuilt when staff publish or change what visitors see, at most once every{' '}
        {data.window_minutes} minutes.
      </p>
      {data.configured ? (
        <div className="grid gap-1 text-slate-900" role="status">
          <p>
            <strong>{builds(data.builds_last_24_hours)}</strong> in the last 24 hours, of at most{' '}
            {builds(data.daily_limit)}.
          </p>
          <p>
            {data.last_build_at ? `Last build: ${formatDate(data.last_build_at, WHEN)}.` : 'No build yet.'}
          </p>
          <p>{waiting(data)}</p>
        </div>
      ) : (
        <p className="text-slate-900">
          No deploy hook is set, so changes do not start builds. The README (&ldquo;Static hosting,
          prerendered pages and rebuilds&rdquo;) says how to set one.
        </p>
      )}
      <form
        noValidate
        aria-label="Daily ceiling"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-limit`} className="text-sm font-medium text-slate-900">
            Most builds in 24 hours
          </label>
          <Input
            id={`${id}-limit`}
            inputMode="numeric"
            className="w-28"
            value={shown}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-limit-help${problem ? ` ${id}-limit-error` : ''}`}
            onChange={(event) => setLimit(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save ceiling'}
        </Button>
        <p id={`${id}-limit-help`} className="w-full text-sm text-slate-700">
          0 to {MAX_DAILY_BUILDS}; 0 stops automatic builds. A change held back by the ceiling is built once
          it allows.
        </p>
        {problem ? (
          <p role="alert" id={`${id}-limit-error`} className="w-full text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}
