import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { ErrorState } from '@/components/ui/error-state';
import { Empty } from '@/components/ui/empty';
import { sermonsMessages } from '@/i18n/sermons';
import { getLocale } from '@/lib/i18n/locale';
import { plural, useMessages } from '@/lib/i18n/messages';
import { passageSearchQuery } from '../api/passage-search';
import { sermonQueries } from '../api/sermons';
import { distinctValues, filterSermons } from '../utils/filter';
import { looksLikeReference } from '../utils/keywords';
import { hasSermonFilters } from '../utils/search-params';
import { sortSermons } from '../utils/sort';
import { PodcastSubscribe } from './podcast-subscribe';
import { SermonFilters } from './sermon-filters';
import { SermonGrid } from './sermon-grid';
import { useSermonSearch } from './use-sermon-search';

/** The text lines of a sermon card's `CardSkeleton`: series, title, speaker, date, button. */
const SERMON_CARD_SKELETON_LINES = [
  'h-3 w-1/3',
  'h-6 w-3/4',
  'h-4 w-1/2',
  'h-4 w-2/5',
  'mt-3 h-5 w-28',
] as const;

/** Skeleton cards while the archive loads (spec §9). */
export const SERMON_SKELETON_COUNT = 6;

/** The language whose sermons lead the archive: Spanish on Spanish pages (issue 43 item 5). */
function preachedFirst(language: 'en' | 'es'): 'es' | undefined {
  return language === 'es' ? 'es' : undefined;
}

/**
 * The sermon archive (spec §2 "Sermons archive", §4, §7; issue 9): search by keywords or passage,
 * speaker, series and language filters and sort, all in the address (a Spanish page lists the
 * sermons preached in Spanish first); cards in a grid; 6 skeleton cards while
 * loading; 'No Sermons Found' with a way to clear the filters; 'Error loading sermons. Please try
 * again later.'. The number of results is announced to screen readers when it changes.
 *
 * A query that looks like a Bible reference first loads the passage parser (its own chunk); if
 * that fails, the query is matched as keywords.
 */
export function SermonArchive() {
  const [state, update] = useSermonSearch();
  const m = useMessages(sermonsMessages);
  const language = getLocale();
  const sermons = useQuery(sermonQueries.list({ language }));
  const needsParser = looksLikeReference(state.q);
  const parser = useQuery({ ...passageSearchQuery, enabled: needsParser });

  const speakers = useMemo(
    () => distinctValues(sermons.data?.map((sermon) => sermon.speaker) ?? [], state.speaker),
    [sermons.data, state.speaker],
  );
  const seriesList = useMemo(
    () => distinctValues(sermons.data?.map((sermon) => sermon.series) ?? [], state.series),
    [sermons.data, state.series],
  );
  const passageSearch = useMemo(
    () => (needsParser && parser.data ? parser.data.createPassageSearch(state.q) : null),
    [needsParser, parser.data, state.q],
  );
  const waitingForParser = needsParser && parser.isPending;
  const results = useMemo(
    () =>
      sermons.data && !waitingForParser
        ? sortSermons(filterSermons(sermons.data, state, passageSearch), state.sort, preachedFirst(language))
        : undefined,
    [sermons.data, waitingForParser, state, passageSearch, language],
  );

  let content;
  if (sermons.isError) {
    content = (
      <ErrorState onRetry={() => void sermons.refetch()} retrying={sermons.isFetching} retryText={m.retry}>
        {m.loadError}
      </ErrorState>
    );
  } else if (!results) {
    content = (
      <ul aria-label={m.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SERMON_SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <CardSkeleton data-testid="sermon-card-skeleton" lines={SERMON_CARD_SKELETON_LINES} />
          </li>
        ))}
      </ul>
    );
  } else if (results.length === 0) {
    content = (
      <Empty headingLevel={2} title={m.emptyTitle} description={m.emptyText}>
        {hasSermonFilters(state) ? (
          <Button variant="outline" onClick={() => update({ q: '', speaker: '', series: '', language: '' })}>
            {m.clear}
          </Button>
        ) : null}
      </Empty>
    );
  } else {
    content = <SermonGrid sermons={results} />;
  }

  return (
    <div className="flex flex-col gap-8">
      <SermonFilters state={state} speakers={speakers} seriesList={seriesList} onChange={update} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-sm font-medium text-slate-700">
          {results ? plural(m.found, results.length) : sermons.isError ? '' : m.loadingText}
        </p>
        <PodcastSubscribe series={state.series} speaker={state.speaker} language={language} />
      </div>
      {content}
    </div>
  );
}
