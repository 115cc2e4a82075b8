import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NEEDS_SPANISH_PARAM, NeedsSpanishFilter } from '@/components/admin/list-filters';
import { useRowAction } from '@/components/admin/use-row-action';
import { NEWSLETTER_ISSUE_STATUS_LABELS } from '@/config/value-labels';
import { createIssueFromContent, issueQueries } from '../api/issues';

// The composer (its e-mail preview and light-markup code) loads when an issue is opened, so the
// page's first visit stays within the staff pages' budget (decision 0034).
const IssueComposer = lazy(async () => ({ default: (await import('./issue-composer')).IssueComposer }));
// The weekly digest's form (the staff kit's form code) loads on its own for the same reason.
const DigestSettings = lazy(async () => ({ default: (await import('./digest-settings')).DigestSettings }));

/**
 * The issues of `/admin/newsletter` (docs/decisions/0040): 'New issue' (a draft written from the
 * site's content), the list with each issue's state ('Needs Spanish', `?spanish=missing`, keeps
 * the issues whose Spanish edition lacks a text the English has; decision 0055), the open issue (`?issue=<id>`) in the
 * composer, and the weekly digest setting.
 */
export function NewsletterIssues() {
  const [params, setParams] = useSearchParams();
  const issues = useQuery(issueQueries.list());
  const id = useId();
  const open = issues.data?.find((i) => i.id === params.get('issue'));
  const needsSpanish = params.get(NEEDS_SPANISH_PARAM) === 'missing';
  const shown = issues.data?.filter((issue) => !needsSpanish || issue.needs_spanish);
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
        <NeedsSpanishFilter
          id={`${id}-spanish`}
          checked={needsSpanish}
          onChange={(checked) =>
            setParams((p) => {
              if (checked) p.set(NEEDS_SPANISH_PARAM, 'missing');
              else p.delete(NEEDS_SPANISH_PARAM);
              return p;
            })
          }
        />
      </div>
      {create.error ? (
        <p role="alert" className="font-medium text-red-800">
          {create.error}
        </p>
      ) : null}
      {shown && shown.length > 0 ? (
        <ul className="grid gap-2">
          {shown.map((issue) => (
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
      ) : issues.isSuccess && needsSpanish && issues.data.length > 0 ? (
        <p className="text-slate-700">No issue needs Spanish.</p>
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
      <Suspense fallback={<Spinner label="Loading the weekly digest setting" showLabel className="py-4" />}>
        <DigestSettings />
      </Suspense>
    </section>
  );
}
