import { useQuery } from '@tanstack/react-query';
import { ContentText } from '@/components/ui/content-text';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { testimonyQueries, type Testimony } from '../api/testimonies';

function TestimonyCard({ testimony }: { testimony: Testimony }) {
  const name = testimony.submitter_name?.trim() || 'Anonymous';
  const title = testimony.testimony_title?.trim();
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {title ? (
        <h3 className="font-serif text-xl font-bold text-brand-950">
          <ContentText lang={testimony.language} note={false}>
            {title}
          </ContentText>
        </h3>
      ) : null}
      <ContentText
        lang={testimony.language}
        note={false}
        as="p"
        className="flex-1 leading-relaxed whitespace-pre-line text-slate-800"
      >
        {testimony.testimony_content}
      </ContentText>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{name}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={testimony.submitted_at}>{formatDate(testimony.submitted_at, 'MMMM d, yyyy')}</time>
      </p>
    </article>
  );
}

/**
 * Approved testimonies, newest first (spec §2, §4): title, content, the name or 'Anonymous', and
 * the date. Text is shown as typed, as React text (never parsed as markup), in the language its
 * author wrote it in (`language`, never translated): marked with `lang` where it is not the page's.
 */
export function TestimonyList() {
  const testimonies = useQuery(testimonyQueries.approved());
  if (testimonies.isPending) {
    return (
      <div role="status" className="grid gap-6 md:grid-cols-2">
        <span className="sr-only">Loading testimonies</span>
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-48 w-full rounded-xl!" />
        ))}
      </div>
    );
  }
  if (testimonies.isError) {
    return (
      <ErrorState onRetry={() => void testimonies.refetch()} retrying={testimonies.isFetching}>
        Could not load testimonies. Please try again later.
      </ErrorState>
    );
  }
  if (testimonies.data.length === 0) {
    return <Empty title="No Testimonies Yet" description="Be the first to share what God has done." />;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {testimonies.data.map((testimony) => (
        <li key={testimony.id}>
          <TestimonyCard testimony={testimony} />
        </li>
      ))}
    </ul>
  );
}
