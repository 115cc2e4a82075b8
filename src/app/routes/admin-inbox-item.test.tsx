import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { recordRequests } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { AdminInboxItemRoute } from './admin-inbox-item';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/inbox/:kind/:id" element={<AdminInboxItemRoute />} />
    </Routes>,
    { route },
  );
}

describe('AdminInboxItemRoute', () => {
  afterEach(signOutTestUser);

  it.each([
    ['an unknown kind', '/admin/inbox/letters/b3f1c1de-0000-4000-8000-000000000001'],
    ['a malformed id', '/admin/inbox/prayer-request/not-an-id'],
  ])('says %s is not in the inbox without asking the database', async (_, route) => {
    await signInAs(STAFF_USER, { role: 'care' });
    const reads = recordRequests('inbox_items');
    renderAt(route);
    expect(await screen.findByRole('heading', { name: 'This item is not in the inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the inbox' })).toHaveAttribute('href', '/admin/inbox');
    expect(reads).toEqual([]);
  });
});
