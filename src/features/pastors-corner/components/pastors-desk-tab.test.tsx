import { screen, waitFor, within } from '@testing-library/react';
import { answerTable, failTable, holdTable, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { PastorBook } from '../api/pastor-books';
import { PastorsDeskTab } from './pastors-desk-tab';

function book(id: string, extra: Partial<PastorBook> = {}): PastorBook {
  return {
    id,
    title: `Book ${id}`,
    author: 'Samuel Adeyemi',
    description: `About book ${id}`,
    month_year: '2026-11-01',
    cover_image_path: `${id}.jpg`,
    pdf_file_path: `${id}.pdf`,
    version: 1,
    ...extra,
  };
}

describe('PastorsDeskTab', () => {
  it('shows the Word of Encouragement and the Key Bible Verses from the pastor info', () => {
    holdTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
    const word = screen.getByRole('region', { name: 'Grateful in Every Season' });
    expect(within(word).getByText('November 2026')).toBeInTheDocument();
    expect(within(word).getByText(/1 Thessalonians 5:18/)).toBeInTheDocument();
    expect(within(word).getByText('Pastor Samuel Adeyemi')).toBeInTheDocument();
    const verses = screen.getByRole('region', { name: 'Key Bible Verses' });
    expect(within(verses).getAllByRole('listitem')).toHaveLength(4);
    expect(within(verses).getByText('Jeremiah 29:11')).toBeInTheDocument();
  });

  it('shows skeletons while the books load', () => {
    holdTable('pastor_books');
    renderWithProviders(<PastorsDeskTab />);
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
    expect(screen.getByRole('region', { name: 'Grateful in Every Season' })).toBeInTheDocument();
  });
});
