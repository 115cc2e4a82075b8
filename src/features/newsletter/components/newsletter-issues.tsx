import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRowAction } from '@/components/admin/use-row-action';
import { NEWSLETTER_ISSUE_STATUS_LABELS } from '@/config/value-labels';
import { saveFailureMessage } from '@/components/editor/save-problem';
import { toast } from '@/hooks/use-toast';
import { createIssueFromContent, issueQueries, saveSettings, type NewsletterSettings } from '../api/issues';

// The composer (its e-mail preview and light-markup code) loads when an issue is opened, so the
// page's first visit stays within the staff pages' budget (decision 0034).
const IssueComposer = lazy(async () => ({ default: (await import('./issue-composer')).IssueComposer }));

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekly digest setting: on/off, day and time (church time). */
function DigestSettings({ settings }: { settings: NewsletterSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(settings);
  const save = useMutation({
    mutationFn: () => saveSettings(value),
    onSuccess: (version) => {
      // The next save sends the stored version (docs/decisions/0020).
      setValue((v) => ({ ...v, version }));
      toast({ title: 'Weekly digest saved' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: issueQueries.all() }),
  });
  return (
    <form
      aria-label="Weekly digest"
      className="grid gap-3 rounded-md border border-slate-200 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2 className="font-serif text-xl font-semibold text-brand-950">Weekly digest</h2>
      <label className="flex items-center gap-2" htmlFor={`${id}-on`}>
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={value.weekly_digest}
          onChange={(e) => setValue({ ...value, weekly_digest: e.target.checked })}
        />
        Send a digest every week when there is something new (skipped otherwise)
      </label>
      <div className="flex flex-wrap gap-3">
        <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-day`}>
          Day
          <select
            id={`${id}-day`}
            value={value.digest_day}
            onChange={(e) => setValue({ ...value, digest_day: Number(e.target.value) })}
            className="h-10 rounded-md border border-slate-300 px-2"
          >
            {DAYS.map((d, i) => (
              <option key={d} value={i}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-time`}>
          Time (church time)
          <Input
            id={`${id}-time`}
            type="time"
            required
            value={value.digest_time.slice(0, 5)}
            onChange={(e) => setValue({ ...value, digest_time: e.target.value })}
          />
        </label>
      </div>
      {save.isError ? (
        <p role="alert" className="font-medium text-red-800">
          {saveFailureMessage(save.error, 'Could not save the digest setting. Try again.')}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save digest setting'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The issues of `/admin/newsletter` (docs/decisions/0040): 'New issue' (a draft written from the
 * site's content), the list with each issue's state, the open issue (`?issue=<id>`) in the
 * composer, and the weekly digest setting.
 */
export function NewsletterIssues() {
  const [params, setParams] = useSearchParams();
  const issues = useQuery(issueQueries.list());
  const settings = useQuery(issueQueries.settings());
  const open = issues.data?.find((i) => i.id === params.get('issue'));
  // The new draft opens in the composer; a failure is said under the button.
  const create = useRowAction({
    run: () => createIssueFromContent(),
    successToast: null,
    failureToast: null,
    failureMessage: 'Could not write a new issue. Try again.',
    invalidate: [issueQueries.all()],
    onDone: (issue) =>
      setParams((p) => {
        p.set('issue', issue.id);
        return p;
      }),
  });
  return (
    <section aria-labelledby="issues-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="issues-heading" className="font-serif text-2xl font-semibold text-brand-950">
          Issues
        </h2>
        <Button type="button" disabled={create.busy} onClick={() => create.run(undefined)}>
          {create.busy ? 'Writing the draft...' : 'New issue'}
        </Button>
      </div>
      {create.error ? (
        <p role="alert" className="font-medium text-red-800">
          {create.error}
        </p>
      ) : null}
      {issues.data && issues.data.length > 0 ? (
        <ul className="grid gap-2">
          {issues.data.map((issue) => (
            <li key={issue.id} className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="text-left font-medium text-brand-800 underline underline-offset-4"
                aria-current={issue.id === open?.id ? 'true' : undefined}
                onClick={() =>
                  setParams((p) => {
                    p.set('issue', issue.id);
                    return p;
                  })
                }
              >
                {issue.subject}
              </button>
              <span className="text-sm text-slate-700">
                {NEWSLETTER_ISSUE_STATUS_LABELS[issue.status]}
                {issue.is_digest ? ' · weekly digest' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : issues.isSuccess ? (
        <p className="text-slate-700">No issues yet. 'New issue' writes one from the site&apos;s content.</p>
      ) : null}
      {open ? (
        <Suspense
          fallback={<Spinner label="Loading the composer" showLabel className="py-8 text-brand-700" />}
        >
          <IssueComposer key={open.id} issue={open} />
        </Suspense>
      ) : null}
      {settings.data ? <DigestSettings settings={settings.data} /> : null}
    </section>
  );
}
