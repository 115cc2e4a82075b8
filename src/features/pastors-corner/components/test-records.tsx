import { http, HttpResponse } from 'msw';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, STAFF_USER } from '@/testing/auth';
import { answerTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { BookstoreItem } from '../api/bookstore-items';
import type { PastorKeyVerse, PastorWord } from '../api/pastor-desk';
import { AdminPastorsCorner } from './admin-pastors-corner';

// The staff pastor's corner's test fixtures: stored rows, the tables' writes and the page.

/** PostgREST's address. */
export const REST = `${SUPABASE_URL}/rest/v1`;

/** The stored monthly word (read at version 2). */
export const WORD: PastorWord = {
  id: 'w1',
  title: 'Grateful in Every Season',
  month: '2026-11-01',
  body: 'Beloved.',
  closing_verse: null,
  signature: 'Pastor Samuel',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  version: 2,
  title_es: null,
  body_es: null,
  closing_verse_es: null,
  needs_spanish: true,
};

/** A stored key verse. */
export const verse = (id: string, reference: string, sort_order: number, version = 1): PastorKeyVerse => ({
  id,
  reference,
  verse_text: `Text of ${reference}`,
  sort_order,
  created_at: '2026-11-01T00:00:00Z',
  version,
  reference_es: null,
  verse_text_es: null,
  needs_spanish: true,
});

/** A stored bookstore item. */
export const ITEM: BookstoreItem = {
  id: 'b1',
  title: 'Rooted',
  author: null,
  excerpt: null,
  price: 18.99,
  cover_image_url: null,
  purchase_link: null,
  created_at: '2026-11-01T00:00:00Z',
  version: 1,
  sort_order: 1,
  title_es: null,
  excerpt_es: null,
  needs_spanish: true,
};

/** Records writes to `table`, answering each with `answer` (default: a stored row). */
export function recordWrites(table: string, answer?: () => Response) {
  const writes: { method: string; url: URL; body: Record<string, unknown> }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: request.method, url: new URL(request.url), body });
    return answer ? answer() : HttpResponse.json({ id: 'new', version: 1 });
  };
  server.use(http.post(`${REST}/${table}`, reply), http.patch(`${REST}/${table}`, reply));
  return writes;
}

/** PostgREST's answer to a stale save. */
export const STALE = () =>
  HttpResponse.json(
    { code: 'PT409', details: 'row_changed', hint: null, message: 'Someone else changed this row.' },
    { status: 409 },
  );

/** The staff page with its toasts. */
export function renderPage() {
  return renderWithProviders(
    <>
      <AdminPastorsCorner />
      <Toaster />
    </>,
  );
}

/** Before each test: no toast, no saved draft, a signed-in staff member and the three sections' rows. */
export async function arrangeCorner() {
  resetToasts();
  localStorage.clear();
  await signInAs(STAFF_USER);
  answerTable('pastor_words', [WORD]);
  answerTable('pastor_key_verses', [verse('v1', 'Jeremiah 29:11', 1), verse('v2', 'Psalm 100:4', 2, 5)]);
  answerTable('pastor_books', []);
  answerTable('bookstore_items', [ITEM]);
}
