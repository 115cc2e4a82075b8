import { BooksSection } from './books-section';
import { BookstoreSection } from './bookstore-section';
import { KeyVersesSection } from './key-verses-section';
import { MonthlyWordSection } from './monthly-word-section';

/**
 * The sections of /admin/pastors-corner (issue 23 item 3): the monthly word, the key verses,
 * the recommended books (cover and PDF uploads) and the bookstore, each created, edited,
 * reordered and deleted here and shown by the public Pastor's Corner. Every form saves through
 * the staff kit (docs/decisions/0034).
 */
export function AdminPastorsCorner() {
  return (
    <div className="grid gap-12">
      <MonthlyWordSection />
      <KeyVersesSection />
      <BooksSection />
      <BookstoreSection />
    </div>
  );
}
