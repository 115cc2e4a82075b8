import { screen, within } from '@testing-library/react';
import { answerTable, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { BookstoreItem } from '../api/bookstore-items';
import { BookstoreTab } from './bookstore-tab';

function item(id: string, extra: Partial<BookstoreItem> = {}): BookstoreItem {
  return {
    id,
    title: `Title ${id}`,
    author: `Author ${id}`,
    excerpt: `Excerpt ${id}`,
    price: 18.99,
    cover_image_url: `https://covers.example/${id}.jpg`,
    purchase_link: `https://shop.example/${id}`,
    created_at: '2026-11-01T12:00:00Z',
    version: 1,
    sort_order: 0,
    title_es: null,
    excerpt_es: null,
    needs_spanish: true,
    ...extra,
  };
}

describe('BookstoreTab', () => {
  it('shows skeletons while loading', () => {
    holdTable('bookstore_items');
    renderWithProviders(<BookstoreTab />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the bookstore');
  });

  it('shows each item with cover, author, excerpt, price and a buy link in a new tab', async () => {
    answerTable('bookstore_items', [item('a'), item('b', { price: 12 }), item('c', { price: 14.5 })]);
    renderWithProviders(<BookstoreTab />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [a, b, c] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(a).getByRole('heading', { name: 'Title a' })).toBeInTheDocument();
    expect(within(a).getByRole('img', { name: 'Cover of Title a' })).toHaveAttribute(
      'src',
      'https://covers.example/a.jpg',
    );
    expect(within(a).getByText('by Author a')).toBeInTheDocument();
    expect(within(a).getByText('Excerpt a')).toBeInTheDocument();
    expect(within(a).getByText('$18.99')).toBeInTheDocument();
    expect(within(b).getByText('$12.00')).toBeInTheDocument();
    expect(within(c).getByText('$14.50')).toBeInTheDocument();
    const buy = within(a).getByRole('link', { name: /^Buy Now/ });
    expect(buy).toHaveAttribute('href', 'https://shop.example/a');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no buy link and no cover for addresses that are not http(s)', async () => {
    answerTable('bookstore_items', [
      item('x', {
        purchase_link: "javascript:alert('XSS')",
        cover_image_url: 'data:image/svg+xml;base64,PHN2Zz4=',
      }),
      item('y', { purchase_link: null }),
    ]);
    renderWithProviders(<BookstoreTab />);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Title x' })).toHaveAttribute('data-fallback', 'true');
  });

  it('shows an empty state when the store has no items', async () => {
    answerTable('bookstore_items', []);
    renderWithProviders(<BookstoreTab />);
    expect(await screen.findByRole('heading', { name: 'No Books Yet' })).toBeInTheDocument();
  });

  it("shows 'Error loading books: Unknown error', never the server's message, with 'Try again'", async () => {
    failTable('bookstore_items', { code: 'XX000', message: 'database unavailable' });
    renderWithProviders(<BookstoreTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading books: Unknown error');
    expect(alert).not.toHaveTextContent('database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
