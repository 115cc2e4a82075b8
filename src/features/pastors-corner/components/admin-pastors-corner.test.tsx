import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOutTestUser } from '@/testing/auth';
import { answerTable, failTable, holdTable, server } from '@/testing/msw';
import type { PastorBook } from '../api/pastor-books';
import { arrangeCorner, recordWrites, renderPage, REST, STALE } from './test-records';

describe('AdminPastorsCorner: the word and the key verses', () => {
  beforeEach(arrangeCorner);
  afterEach(signOutTestUser);

  it('shows each section loading, then its rows; a failed read offers a retry', async () => {
    holdTable('pastor_words');
    failTable('pastor_books');
    renderPage();
    expect(screen.getByText('Loading the monthly word')).toBeInTheDocument();
    expect(await screen.findByText('Psalm 100:4')).toBeInTheDocument();
    expect(await screen.findByText('Could not load recommended books.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    expect(screen.getByText('$18.99')).toBeInTheDocument();
  });

  it('saves the monthly word with the version it read and the first day of the month', async () => {
    const writes = recordWrites('pastor_words');
    renderPage();
    const form = await screen.findByRole('form', { name: 'Edit the monthly word' });
    expect(within(form).getByLabelText('Month')).toHaveValue('2026-11');
    const title = await within(form).findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Hope in Advent');
    await userEvent.click(within(form).getByRole('button', { name: 'Save word' }));
    expect(await screen.findByText('Monthly word saved.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.url.searchParams.get('id')).toBe('eq.w1');
    expect(writes[0]!.body).toEqual({
      title: 'Hope in Advent',
      month: '2026-11-01',
      body: 'Beloved.',
      closing_verse: null,
      signature: 'Pastor Samuel',
      title_es: null,
      body_es: null,
      closing_verse_es: null,
      version: 2,
    });
  });

  it('refuses a blank title of the word and a month that already has one', async () => {
    const writes = recordWrites('pastor_words', () =>
      HttpResponse.json(
        { code: '23505', message: 'duplicate key', details: null, hint: null },
        { status: 409 },
      ),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Edit the monthly word' });
    const title = await within(form).findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save word' }));
    expect(await within(form).findByText('Enter a title.')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await userEvent.type(title, 'Mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save word' }));
    expect(
      await within(form).findByText('This month already has a word. Edit that one, or choose another month.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Mine');
  });

  it('moves a key verse up by storing the new order with each row’s version', async () => {
    const writes = recordWrites('pastor_key_verses', () => new HttpResponse(null, { status: 204 }));
    renderPage();
    const up = await screen.findByRole('button', { name: 'Move Psalm 100:4 up' });
    expect(screen.getByRole('button', { name: 'Move Jeremiah 29:11 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Psalm 100:4 down' })).toBeDisabled();
    await userEvent.click(up);
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map((w) => [w.url.searchParams.get('id'), w.body])).toEqual([
      ['eq.v2', { sort_order: 1, version: 5 }],
      ['eq.v1', { sort_order: 2, version: 1 }],
    ]);
  });

  it('a move over someone else’s change is refused with the message', async () => {
    recordWrites('pastor_key_verses', STALE);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Psalm 100:4 up' }));
    expect(
      await screen.findByText('Someone else changed this. Reload to see their changes.'),
    ).toBeInTheDocument();
  });
});

describe('AdminPastorsCorner: the bookstore', () => {
  beforeEach(arrangeCorner);
  afterEach(signOutTestUser);

  it('adds a bookstore item at the end of the list, refusing a price that is not dollars and a bad link', async () => {
    const writes = recordWrites('bookstore_items');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add bookstore item' }));
    const form = screen.getByRole('form', { name: 'New bookstore item' });
    await userEvent.type(await within(form).findByLabelText('Title'), 'New Book');
    await userEvent.type(within(form).getByLabelText('Price (USD)'), '12.999');
    await userEvent.type(within(form).getByLabelText(/Retailer link/), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(
      await within(form).findByText('Enter a price in US dollars, for example 12.99.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a full address starting with https:// or http://.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Price (USD)'));
    await userEvent.type(within(form).getByLabelText('Price (USD)'), '$12.5');
    await userEvent.clear(within(form).getByLabelText(/Retailer link/));
    await userEvent.type(within(form).getByLabelText(/Retailer link/), 'https://shop.example.org/new');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Bookstore item saved.')).toBeInTheDocument();
    expect(writes[0]!.method).toBe('POST');
    expect(writes[0]!.body).toEqual({
      title: 'New Book',
      author: null,
      excerpt: null,
      price: 12.5,
      cover_image_url: null,
      purchase_link: 'https://shop.example.org/new',
      title_es: null,
      excerpt_es: null,
      sort_order: 2,
    });
  });

  it('asks before deleting a bookstore item, then deletes it', async () => {
    const deletes: URL[] = [];
    server.use(
      http.delete(`${REST}/bookstore_items`, ({ request }) => {
        deletes.push(new URL(request.url));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rooted' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Delete this bookstore item?' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The bookstore item was deleted.')).toBeInTheDocument();
    expect(deletes[0]!.searchParams.get('id')).toBe('eq.b1');
  });

  it('refuses a book PDF over the bucket limit at selection, naming the file', async () => {
    answerTable('pastor_books', [] as PastorBook[]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add book' }));
    const form = screen.getByRole('form', { name: 'New recommended book' });
    expect(within(form).getByText('PDF, up to 20.0 MB.')).toBeInTheDocument();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(within(form).getByLabelText(/^PDF/), big);
    expect(await within(form).findByText('huge.pdf is larger than 20 MB.')).toBeInTheDocument();
  });
});
