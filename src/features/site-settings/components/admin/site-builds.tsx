import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { RecordLoader } from '@/components/admin/record-loader';
import { TextField } from '@/components/editor/editor-fields';
import { wholeNumber } from '@/components/editor/field-values';
import { EditorForm } from '@/components/editor/row-editor';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
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

const ceilingSchema = z.object({
  daily_limit: wholeNumber(0, MAX_DAILY_BUILDS, `Enter a whole number from 0 to ${MAX_DAILY_BUILDS}.`),
});

/** The daily ceiling, saved through the kit (the database function checks admins and the range). */
function CeilingForm({ status }: { status: SiteBuildStatus }) {
  const queryClient = useQueryClient();
  const editor = useStaffEditor({
    schema: ceilingSchema,
    defaultValues: { daily_limit: String(status.daily_limit) },
    draftKey: 'site-builds-ceiling',
    save: ({ daily_limit }) => setSiteBuildDailyLimit(daily_limit),
    savedValues: (next) => ({ daily_limit: String(next.daily_limit) }),
    onSaved: (next) => {
      queryClient.setQueryData(siteBuildStatusQuery().queryKey, next);
    },
    successToast: { title: 'Daily ceiling saved.' },
    failureMessage: 'The ceiling could not be saved. Please try again.',
  });
  return (
    <EditorForm editor={editor} label="Daily ceiling" saveLabel="Save ceiling">
      <TextField
        name="daily_limit"
        id="site-builds-limit"
        label="Most builds in 24 hours"
        inputMode="numeric"
        className="max-w-40"
        description={`0 to ${MAX_DAILY_BUILDS}; 0 stops automatic builds. A change held back by the ceiling is built once it allows.`}
      />
    </EditorForm>
  );
}

function StatusText({ data }: { data: SiteBuildStatus }) {
  return (
    <>
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
    </>
  );
}

/**
 * The body of /admin/settings/site-rebuilds (decision 0033; issue 29): how many builds of the
 * prerendered site the deploy hook started in the last 24 hours against the daily ceiling, the
 * last one, what waits and when it goes; and the ceiling, which admins change here (a kit form,
 * docs/decisions/0051: a failed read shows the error and no Save). A build is asked for only when
 * staff change what visitors can see, at most once per 10 minutes.
 */
export function SiteBuilds() {
  const status = useQuery(siteBuildStatusQuery());
  return (
    <div className="grid max-w-2xl gap-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
      <RecordLoader
        query={status}
        loadingLabel="Loading the site builds"
        errorText="The site builds could not be loaded."
      >
        {(data) => (
          <>
            <StatusText data={data} />
            <CeilingForm status={data} />
          </>
        )}
      </RecordLoader>
    </div>
  );
}
