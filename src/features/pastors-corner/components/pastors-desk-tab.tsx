import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { pastorsCornerMessages } from '@/i18n/pastors-corner';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { pastorDeskQueries } from '../api/pastor-desk';
import { KeyBibleVersesCard } from './key-bible-verses-card';
import { RecommendedBooks } from './recommended-books';
import { WordOfEncouragementCard } from './word-of-encouragement-card';

function DeskSkeleton() {
  const m = useMessages(pastorsCornerMessages);
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <span className="sr-only">{m.loadingDesk}</span>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-6 md:p-8">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-40 w-full" />
      </div>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-6 md:p-8">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  );
}

/** The word of the latest month and the key verses, as stored by the staff (docs/decisions/0031). */
function Desk() {
  const desk = useQuery(pastorDeskQueries.desk(getLocale()));
  const m = useMessages(pastorsCornerMessages);
  if (desk.isPending) return <DeskSkeleton />;
  if (desk.isError) {
    return (
      <ErrorState onRetry={() => void desk.refetch()} retrying={desk.isFetching} retryText={m.retry}>
        {m.deskError}
      </ErrorState>
    );
  }
  const { word, verses } = desk.data;
  if (!word && verses.length === 0) return null;
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      {word ? (
        <WordOfEncouragementCard
          word={{
            title: word.title,
            date: formatDate(word.month, 'month'),
            content: word.body,
            verse: word.closing_verse ?? '',
            textLanguages: {
              title: word.textLanguages.title,
              content: word.textLanguages.body,
              verse: word.textLanguages.closing_verse,
            },
          }}
          pastorName={word.signature ?? ''}
        />
      ) : null}
      {verses.length > 0 ? (
        <KeyBibleVersesCard
          verses={verses.map((verse) => ({
            id: verse.id,
            verse: verse.reference,
            text: verse.verse_text,
            textLanguages: { verse: verse.textLanguages.reference, text: verse.textLanguages.verse_text },
          }))}
        />
      ) : null}
    </div>
  );
}

/**
 * The main tab, "Pastor's Desk" (spec §2): the monthly Word of Encouragement and the Key Bible
 * Verses, which the staff edit on /admin/pastors-corner, then up to 3 recommended books.
 */
export function PastorsDeskTab() {
  return (
    <div className="grid gap-12">
      <Desk />
      <RecommendedBooks />
    </div>
  );
}
