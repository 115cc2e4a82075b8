import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOutTestUser } from '@/testing/auth';
import { answerTable } from '@/testing/msw';
import type { PastorBook } from '../api/pastor-books';
import { arrangeCorner, ITEM, recordWrites, renderPage } from './test-records';

const BOOK: PastorBook = {
  id: 'k1',
  title: 'Deep Roots',
  title_es: null,
  author: null,
  description: 'On prayer.',
  description_es: null,
  month_year: '2026-11-01',
  cover_image_path: null,
  cover_image_width: null,
  cover_image_height: null,
  pdf_file_path: null,
  sort_order: 1,
  version: 4,
  needs_spanish: true,
};

/** Opens the form's 'Español' tab, checking its 'Spanish missing' marker first. */
async function openSpanish(form: HTMLElement) {
  const tab = await within(form).findByRole('tab', { name: /Español/ });
  expect(tab).toHaveTextContent('Spanish missing');
  await userEvent.click(tab);
  return tab;
}

describe('AdminPastorsCorner: the Spanish versions (decision 0055)', () => {
  beforeEach(arrangeCorner);
  afterEach(signOutTestUser);

  it('saves the Spanish title, word and closing verse with the version it read', async () => {
    const writes = recordWrites('pastor_words');
    renderPage();
    const form = await screen.findByRole('form', { name: 'Edit the monthly word' });
    const tab = await openSpanish(form);
    await userEvent.type(within(form).getByLabelText('Spanish title (optional)'), ' Agradecidos ');
    await userEvent.type(within(form).getByLabelText('Spanish word (optional)'), 'Amados.');
    expect(tab).not.toHaveTextContent('Spanish missing');
    await userEvent.click(within(form).getByRole('button', { name: 'Save word' }));
    expect(await screen.findByText('Monthly word saved.')).toBeInTheDocument();
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.body).toMatchObject({
      version: 2,
      title: 'Grateful in Every Season',
      title_es: 'Agradecidos',
      body_es: 'Amados.',
      closing_verse_es: null,
    });
  });

  it('marks the key verses that need Spanish and saves a verse’s Spanish with its version', async () => {
    const writes = recordWrites('pastor_key_verses');
    renderPage();
    const item = (await screen.findByText('Psalm 100:4')).closest('li')!;
    expect(item).toHaveTextContent('Spanish missing');
    await userEvent.click(within(item).getByRole('button', { name: 'Edit Psalm 100:4' }));
    const form = screen.getByRole('form', { name: 'Edit Psalm 100:4' });
    await openSpanish(form);
    await userEvent.type(within(form).getByLabelText('Spanish reference (optional)'), 'Salmo 100:4');
    await userEvent.type(within(form).getByLabelText('Spanish text (optional)'), 'Entrad por sus puertas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save verse' }));
    expect(await screen.findByText('Key verse saved.')).toBeInTheDocument();
    expect(writes[0]!.body).toEqual({
      reference: 'Psalm 100:4',
      verse_text: 'Text of Psalm 100:4',
      reference_es: 'Salmo 100:4',
      verse_text_es: 'Entrad por sus puertas',
      version: 5,
    });
  });

  it('saves a book’s Spanish title and description with its version', async () => {
    answerTable('pastor_books', [BOOK]);
    const writes = recordWrites('pastor_books');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Deep Roots' }));
    const form = screen.getByRole('form', { name: 'Edit Deep Roots' });
    await openSpanish(form);
    await userEvent.type(within(form).getByLabelText('Spanish title (optional)'), 'Arraigados');
    await userEvent.type(within(form).getByLabelText('Spanish description (optional)'), 'Sobre la oración.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save book' }));
    expect(await screen.findByText('Book saved.')).toBeInTheDocument();
    expect(writes[0]!.body).toMatchObject({
      title: 'Deep Roots',
      title_es: 'Arraigados',
      description_es: 'Sobre la oración.',
      version: 4,
    });
  });

  it('saves a bookstore item’s Spanish title with its version, refusing one over the English limit', async () => {
    answerTable('bookstore_items', [{ ...ITEM, version: 7 }]);
    const writes = recordWrites('bookstore_items');
    renderPage();
    const item = (await screen.findByText('$18.99')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit Rooted' }));
    const form = screen.getByRole('form', { name: 'Edit Rooted' });
    await openSpanish(form);
    const title = within(form).getByLabelText('Spanish title (optional)');
    await userEvent.click(title);
    await userEvent.paste('a'.repeat(201));
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText('Use at most 200 characters.')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await userEvent.clear(title);
    await userEvent.type(title, 'Arraigados');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Bookstore item saved.')).toBeInTheDocument();
    expect(writes[0]!.body).toMatchObject({
      title: 'Rooted',
      title_es: 'Arraigados',
      excerpt_es: null,
      version: 7,
    });
  });
});
