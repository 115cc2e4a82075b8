import { lazy, Suspense, useEffect } from 'react';
import { preloadLanguageTabs } from '@/components/editor/language-tabs-lazy';
import { KeyVersesSection } from './key-verses-section';
import { MonthlyWordSection } from './monthly-word-section';

// The last two sections, below the fold, load after the first paint so the page's first visit
// stays within the staff budget (decision 0043).
const BooksSection = lazy(async () => ({ default: (await import('./books-section')).BooksSection }));
const BookstoreSection = lazy(async () => ({
  default: (await import('./bookstore-section')).BookstoreSection,
}));

/**
 * The sections of /admin/pastors-corner (issue 23 item 3): the monthly word, the key verses,
 * the recommended books (cover and PDF uploads) and the bookstore, each created, edited,
 * reordered and deleted here and shown by the public Pastor's Corner. Every form saves through
 * the staff kit (docs/decisions/0034).
 */
export function AdminPastorsCorner() {
  useEffect(() => {
    // The forms' English / Español tabs, fetched with the page's data (a failure shows later).
    preloadLanguageTabs().catch(() => {});
  }, []);
  return (
    <div className="grid gap-12">
      <MonthlyWordSection />
      <KeyVersesSection />
      <Suspense fallback={null}>
        <BooksSection />
        <BookstoreSection />
      </Suspense>
    </div>
  );
}
