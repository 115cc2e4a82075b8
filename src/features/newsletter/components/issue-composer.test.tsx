import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { Issue } from '../api/issues';
import { IssueComposer } from './issue-composer';

const ISSUE: Issue = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: 'advent-week-1',
  subject: 'Advent, week 1',
  preheader: 'This week at church',
  body: 'Hello, church.',
  subject_es: null,
  preheader_es: null,
  body_es: null,
  needs_spanish: true,
  status: 'draft',
  scheduled_for: null,
  sent_at: null,
  is_digest: false,
  created_at: '2026-11-29T10:00:00Z',
  version: 6,
};

/** Records the issue's PATCHes, answering with the next version as PostgREST does for `select=version`. */
function recordIssueWrites() {
  const writes: Record<string, unknown>[] = [];
  server.use(
    http.patch(`${SUPABASE_URL}/rest/v1/newsletter_issues`, async ({ request }) => {
      writes.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([{ version: ISSUE.version + writes.length }]);
    }),
  );
  return writes;
}

describe('IssueComposer: the Spanish edition', () => {
  it("saves the Spanish edition from the 'Español' tab with the version it read; a blank field stores none", async () => {
    const writes = recordIssueWrites();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <IssueComposer issue={ISSUE} />
        <Toaster />
      </>,
    );
    const form = screen.getByRole('form', { name: 'Issue' });
    const spanishTab = within(form).getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await user.click(spanishTab);
    expect(
      within(form).getByText(/Subscribers who signed up on the Spanish pages get this edition/),
    ).toBeVisible();
    await user.type(within(form).getByLabelText('Spanish subject (optional)'), ' Adviento, semana 1 ');
    await user.type(within(form).getByLabelText('Spanish body (optional)'), 'Hola, iglesia.');
    // The preheader has English and no Spanish yet.
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        subject: 'Advent, week 1',
        preheader: 'This week at church',
        body: 'Hello, church.',
        subject_es: 'Adviento, semana 1',
        preheader_es: null,
        body_es: 'Hola, iglesia.',
        version: 6,
      },
    ]);
    await user.type(within(form).getByLabelText('Spanish preheader (optional)'), 'Esta semana');
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ preheader_es: 'Esta semana', version: 7 });
  });
});
