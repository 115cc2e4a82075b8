import { screen, waitFor, within } from '@testing-library/react';
import { answerTable, failTable, holdTable, recordRequests, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { PastorBook } from '../api/pastor-books';
import type { PastorKeyVerse, PastorWord } from '../api/pastor-desk';
import { PastorsDeskTab } from './pastors-desk-tab';

function book(id: string, extra: Partial<PastorBook> = {}): PastorBook {
  return {
    id,
    title: `Book ${id}`,
    author: 'Samuel Adeyemi',
    description: `About book ${id}`,
    month_year: '2026-11-01',
    cover_image_path: `${id}.jpg`,
    cover_image_width: 600,
    cover_image_height: 900,
    pdf_file_path: `${id}.pdf`,
    version: 1,
    sort_order: 0,
    title_es: null,
    description_es: null,
    needs_spanish: true,
    ...extra,
  };
}

const WORD: PastorWord = {
  id: 'w1',
  title: 'Grateful in Every Season',
  month: '2026-11-01',
  body: 'First paragraph.\n\nSecond paragraph.',
  closing_verse: '"In everything give thanks." (1 Thessalonians 5:18)',
  signature: 'Pastor Samuel Adeyemi',
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
  version: 1,
  title_es: null,
  body_es: null,
  closing_verse_es: null,
  needs_spanish: true,
};

function verse(id: string, reference: string): PastorKeyVerse {
  return {
    id,
    reference,
    verse_text: `Text of ${reference}`,
    sort_order: 0,
    created_at: '2026-11-01T12:00:00Z',
    version: 1,
    reference_es: null,
    verse_text_es: null,
    needs_spanish: true,
  };
}

/** The desk as stored: the word and four verses. */
function answerDesk(): void {
  answerTable('pastor_words', [WORD]);
  answerTable('pastor_key_verses', [
    verse('v1', 'Philippians 4:6-7'),
    verse('v2', 'Jeremiah 29:11'),
    verse('v3', 'Daniel 6:3'),
    verse('v4', 'Psalm 100:4'),
  ]);
}

beforeEach(answerDesk);

describe('PastorsDeskTab', () => {
  it('shows the stored Word of Encouragement of the latest month and the Key Bible Verses in order', async () => {
    holdTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
    const word = await screen.findByRole('region', { name: 'Grateful in Every Season' });
    expect(within(word).getByText('November 2026')).toBeInTheDocument();
    expect(within(word).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(word).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(word).getByText(/1 Thessalonians 5:18/)).toBeInTheDocument();
    expect(within(word).getByText('Pastor Samuel Adeyemi')).toBeInTheDocument();
    const verses = screen.getByRole('region', { name: 'Key Bible Verses' });
    expect(within(verses).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(verses)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Philippians 4:6-7', 'Jeremiah 29:11', 'Daniel 6:3', 'Psalm 100:4']);
  });

  it('reads the latest month and the verses in their staff order', async () => {
    const words = recordRequests('pastor_words');
    const verses = recordRequests('pastor_key_verses');
    holdTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
    await screen.findByRole('region', { name: 'Key Bible Verses' });
    expect(words[0]?.url.searchParams.get('order')).toBe('month.desc');
    expect(words[0]?.url.searchParams.get('limit')).toBe('1');
    expect(verses[0]?.url.searchParams.get('order')).toBe('sort_order.asc,created_at.asc');
  });

  it('shows a word without closing verse or signature, and no verses card without verses', async () => {
    answerTable('pastor_words', [{ ...WORD, closing_verse: null, signature: null }]);
    answerTable('pastor_key_verses', []);
    holdTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
    const word = await screen.findByRole('region', { name: 'Grateful in Every Season' });
    expect(word.querySelector('blockquote')).toBeNull();
    expect(within(word).queryByText('Pastor Samuel Adeyemi')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key Bible Verses' })).not.toBeInTheDocument();
  });

  it('says so with a retry when the desk cannot be read, and keeps the books', async () => {
    failTable('pastor_words');
    answerTable('pastor_books', [book('rooted', { title: 'Rooted' })]);
    renderWithProviders(<PastorsDeskTab />);
    expect(await screen.findByText(/Could not load the pastor's desk/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveTextContent('Rooted');
  });

  it('shows skeletons while the books load', async () => {
    holdTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
    await screen.findByRole('region', { name: 'Key Bible Verses' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading recommended books');
  });

  it('shows each book with cover, month, author, description and a Read link to its PDF', async () => {
    answerTable('pastor_books', [
      book('rooted', { title: 'Rooted', month_year: '2026-11-01' }),
      book('spirit', { title: 'The Excellent Spirit', month_year: '2026-10-01', pdf_file_path: null }),
    ]);
    renderWithProviders(<PastorsDeskTab />);
    const books = await screen.findAllByRole('article');
    expect(books.map((b) => within(b).getByRole('heading').textContent)).toEqual([
      'Rooted',
      'The Excellent Spirit',
    ]);
    const [rooted, spirit] = books as [HTMLElement, HTMLElement];
    expect(within(rooted).getByRole('img', { name: 'Cover of Rooted' })).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/pastor-book-covers/rooted.jpg`,
    );
    expect(within(rooted).getByText('November 2026')).toBeInTheDocument();
    expect(within(rooted).getByText('by Samuel Adeyemi')).toBeInTheDocument();
    expect(within(rooted).getByText('About book rooted')).toBeInTheDocument();
    const read = within(rooted).getByRole('link', { name: /^Read/ });
    expect(read).toHaveAttribute(
      'href',
      `${SUPABASE_URL}/storage/v1/object/public/pastor-book-pdfs/rooted.pdf`,
    );
    expect(read).toHaveAttribute('target', '_blank');
    expect(read).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(spirit).getByText('October 2026')).toBeInTheDocument();
    expect(within(spirit).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the default cover for a book without one', async () => {
    answerTable('pastor_books', [book('plain', { cover_image_path: null })]);
    renderWithProviders(<PastorsDeskTab />);
    const cover = await screen.findByRole('img', { name: 'Cover of Book plain' });
    expect(cover).toHaveAttribute('data-fallback', 'true');
  });

  it('shows no books when there are none', async () => {
    answerTable('pastor_books', []);
    renderWithProviders(<PastorsDeskTab />);
    expect(await screen.findByRole('region', { name: 'Key Bible Verses' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Recommended Books' })).not.toBeInTheDocument();
  });

  it('shows no books when the read fails, and keeps the rest of the tab', async () => {
    failTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Recommended Books' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Grateful in Every Season' })).toBeInTheDocument();
  });
});
