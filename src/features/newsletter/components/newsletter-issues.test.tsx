import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { NewsletterIssues } from './newsletter-issues';

const BASE = {
  slug: 'issue',
  preheader: '',
  body: 'Hello',
  preheader_es: null,
  status: 'draft',
  scheduled_for: null,
  sent_at: null,
  is_digest: false,
  created_at: '2026-11-29T10:00:00Z',
  version: 1,
} as const;

describe("NewsletterIssues: 'Needs Spanish'", () => {
  it('keeps the issues whose Spanish edition is missing, from the address and the checkbox', async () => {
    answerTable('newsletter_issues', [
      { ...BASE, id: 'i-1', subject: 'Advent', subject_es: null, body_es: null, needs_spanish: true },
      { ...BASE, id: 'i-2', subject: 'Lent', subject_es: 'Cuaresma', body_es: 'Hola', needs_spanish: false },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<NewsletterIssues />, { route: '/admin/newsletter?spanish=missing' });
    const filter = screen.getByRole('checkbox', { name: 'Needs Spanish' });
    expect(filter).toBeChecked();
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('button', { name: 'Advent' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Lent' })).not.toBeInTheDocument();
    await user.click(filter);
    expect(filter).not.toBeChecked();
    expect(await screen.findByRole('button', { name: 'Lent' })).toBeInTheDocument();
  });
});
