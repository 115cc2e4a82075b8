import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { ContentText } from '@/components/ui/content-text';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { archiveQueries } from '@/features/newsletter/api/archive';
import { newsletterMessages } from '@/i18n/newsletter';
import { formatDate } from '@/lib/dates';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The day an issue was sent, in the church's time zone and the page's language ('December 5,
 * 2026', '5 de diciembre de 2026').
 */
const sentOn = (iso: string | null) => (iso ? formatDate(iso, 'long') : '');

// The blog's light-markup renderer (decision 0013): the issue reads like the e-mail and like a
// post, nested markup included (`**[title](url)**` of the digest). Its parser is a chunk of its
// own; a prerendered issue keeps its HTML on screen while the chunk loads (as a blog post does).
const LightMarkup = lazy(async () => ({
  default: (await import('@/features/blog/components/post-markdown')).PostMarkdown,
}));

/** The page's frame: clear of the fixed header, one column of reading width. */
const PAGE = 'mx-auto w-full max-w-3xl px-4 pt-28 pb-20 sm:px-6';
const BACK_LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * `/newsletter` (docs/decisions/0040): every sent issue, newest first, each linking to its page;
 * a skeleton while it loads, the error with 'Try again', and 'No issues yet' before the first.
 * Prerendered with the public pages (decision 0033).
 */
export function NewsletterArchiveRoute() {
  const query = useQuery(archiveQueries.list(getLocale()));
  const m = useMessages(newsletterMessages).archive;
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <section className={PAGE}>
        <h1 className="font-serif text-4xl font-bold text-brand-950">{m.title}</h1>
        <div className="mt-8">
          {query.isPending ? (
            <ListSkeleton label={m.loading} rows={3} />
          ) : query.isError ? (
            <ErrorState
              onRetry={() => void query.refetch()}
              retrying={query.isRefetching}
              retryText={m.retry}
            >
              {m.failed}
            </ErrorState>
          ) : query.data.length === 0 ? (
            <Empty headingLevel={2} title={m.emptyTitle} description={m.emptyText} />
          ) : (
            <ul className="grid gap-6">
              {query.data.map((issue) => (
                <li key={issue.id}>
                  <Link
                    to={`/newsletter/${issue.slug}`}
                    className="font-serif text-xl font-semibold text-brand-800 underline underline-offset-4"
                  >
                    <ContentText lang={issue.textLanguages.subject}>{issue.subject}</ContentText>
                  </Link>
                  <p className="text-sm text-slate-700">
                    <time dateTime={issue.sent_at ?? undefined}>{sentOn(issue.sent_at)}</time>
                    {issue.preheader ? ' · ' : ''}
                    {issue.preheader ? (
                      <ContentText lang={issue.textLanguages.preheader} note={false}>
                        {issue.preheader}
                      </ContentText>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

/**
 * `/newsletter/<slug>` (docs/decisions/0040): one sent issue, the e-mail's 'View in your
 * browser'; 'Issue not found' (not indexed) for any other slug. Prerendered for each sent issue.
 */
export function NewsletterIssueRoute() {
  const { slug = '' } = useParams();
  const query = useQuery(archiveQueries.detail(slug, getLocale()));
  const m = useMessages(newsletterMessages).archive;
  if (query.isPending) {
    return (
      <section className={PAGE}>
        <ListSkeleton label={m.loadingIssue} rows={2} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={PAGE}>
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} retryText={m.retry}>
          {m.issueFailed}
        </ErrorState>
      </section>
    );
  }
  const issue = query.data;
  if (!issue) {
    return (
      <section className={PAGE}>
        <PageMeta title={m.notFoundTitle} description={m.notFoundText} noindex />
        <h1 className="font-serif text-3xl font-bold text-brand-950">{m.notFoundTitle}</h1>
        <p className="mt-4">
          <Link to="/newsletter" className={BACK_LINK}>
            {m.allIssues}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <article className={PAGE}>
      <PageMeta
        title={issue.subject}
        description={issue.preheader || issue.subject}
        translated={issue.hasSpanish}
      />
      <p className="text-sm text-slate-700">
        <Link to="/newsletter" className="underline underline-offset-4">
          {m.title}
        </Link>{' '}
        · <time dateTime={issue.sent_at ?? undefined}>{sentOn(issue.sent_at)}</time>
      </p>
      <h1 className="mt-2 font-serif text-4xl font-bold text-brand-950">
        <ContentText lang={issue.textLanguages.subject}>{issue.subject}</ContentText>
      </h1>
      <div className="mt-8">
        <Suspense fallback={<ListSkeleton label={m.loadingIssue} rows={2} />}>
          <ContentText lang={issue.textLanguages.body} as="div" block>
            <LightMarkup content={issue.body} />
          </ContentText>
        </Suspense>
      </div>
    </article>
  );
}
