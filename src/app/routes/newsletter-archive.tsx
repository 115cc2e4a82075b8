import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { archiveQueries } from '@/features/newsletter/api/archive';
import { IssueBody } from '@/features/newsletter/components/issue-body';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const sentOn = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

/** /newsletter (docs/decisions/0040): every sent issue, newest first. */
export function NewsletterArchiveRoute() {
  const { data, isPending, isError } = useQuery(archiveQueries.list());
  return (
    <>
      <PageMeta title="Newsletter" description="Past issues of our newsletter." />
      <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="font-serif text-4xl font-bold text-brand-950">Newsletter</h1>
        {isPending ? (
          <p className="mt-6 text-slate-700">Loading issues…</p>
        ) : isError || data.length === 0 ? (
          <p className="mt-6 text-slate-700">No issues yet.</p>
        ) : (
          <ul className="mt-8 grid gap-6">
            {data.map((issue) => (
              <li key={issue.id}>
                <Link
                  to={`/newsletter/${issue.slug}`}
                  className="font-serif text-xl font-semibold text-brand-800 underline underline-offset-4"
                >
                  {issue.subject}
                </Link>
                <p className="text-sm text-slate-700">
                  <time dateTime={issue.sent_at ?? undefined}>{sentOn(issue.sent_at)}</time>
                  {issue.preheader ? ` · ${issue.preheader}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /newsletter/<slug> (docs/decisions/0040): one sent issue, the e-mail's 'View in your browser'. */
export function NewsletterIssueRoute({ slug }: { slug: string }) {
  const { data, isPending, isError } = useQuery(archiveQueries.detail(slug));
  if (isPending) return <p className="mx-auto max-w-3xl px-4 py-16 text-slate-700">Loading…</p>;
  if (isError || !data) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <PageMeta title="Issue not found" description="This newsletter issue does not exist." noindex />
        <h1 className="font-serif text-3xl font-bold text-brand-950">Issue not found</h1>
        <p className="mt-4">
          <Link to="/newsletter" className="font-semibold text-brand-700 underline underline-offset-4">
            All issues
          </Link>
        </p>
      </section>
    );
  }
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title={data.subject} description={data.preheader || data.subject} />
      <p className="text-sm text-slate-700">
        <Link to="/newsletter" className="underline underline-offset-4">
          Newsletter
        </Link>{' '}
        · <time dateTime={data.sent_at ?? undefined}>{sentOn(data.sent_at)}</time>
      </p>
      <h1 className="mt-2 font-serif text-4xl font-bold text-brand-950">{data.subject}</h1>
      <div className="prose mt-8 max-w-none">
        <IssueBody body={data.body} />
      </div>
    </article>
  );
}
