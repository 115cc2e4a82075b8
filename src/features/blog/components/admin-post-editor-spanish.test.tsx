import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOutTestUser } from '@/testing/auth';
import { arrangeEditor, fakeTable, post, renderEditor } from './test-posts';

describe('AdminPostEditor: the Spanish version (decision 0055)', () => {
  beforeEach(arrangeEditor);
  afterEach(signOutTestUser);

  it('saves the Spanish title, excerpt and body with the version it read; blank Spanish is null', async () => {
    const writes = fakeTable();
    renderEditor(post({ published_at: '2026-01-04T15:00:00Z', excerpt: 'Why we pray.', excerpt_es: ' ' }));
    const spanishTab = screen.getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await userEvent.click(spanishTab);
    await userEvent.type(screen.getByLabelText('Spanish title (optional)'), '  Arraigados en la oración ');
    await userEvent.type(screen.getByLabelText('Spanish body (Markdown) (optional)'), '## Por qué orar');
    // The excerpt has English and no Spanish yet.
    expect(spanishTab).toHaveTextContent('Spanish missing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Por qué orar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post saved.')).toBeInTheDocument();
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.body).toMatchObject({
      version: 3,
      title: 'Rooted in Prayer',
      title_es: 'Arraigados en la oración',
      excerpt_es: null,
      content_es: '## Por qué orar',
    });
  });

  it('refuses a Spanish excerpt over the English limit and sends nothing', async () => {
    const writes = fakeTable();
    renderEditor(post({ published_at: '2026-01-04T15:00:00Z' }));
    await userEvent.click(screen.getByRole('tab', { name: /Español/ }));
    await userEvent.click(screen.getByLabelText('Spanish excerpt (optional)'));
    await userEvent.paste('a'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use at most 1,000 characters.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
