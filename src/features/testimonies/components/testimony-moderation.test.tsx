import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signOutTestUser } from '@/testing/auth';
import { answerTable, failTable, recordRequests, server } from '@/testing/msw';
import { findActiveContent } from '@/testing/xss-payloads';
import type { Testimony } from '../api/testimonies';
import {
  arrangeModeration,
  fakeTable,
  filters,
  findToast,
  renderPage,
  rowOf,
  TABLE_URL,
  testimony,
} from './test-testimony-moderation';

// Moderating testimonies: the list, the filter and approval (editing and deleting:
// testimony-moderation-edits.test.tsx).

describe('TestimonyModeration: the list', () => {
  beforeEach(arrangeModeration);
  afterEach(signOutTestUser);
  it('reads every testimony as the signed-in staff member, newest first', async () => {
    answerTable('member_testimonies', [testimony('a')]);
    const requests = recordRequests('member_testimonies');
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Member a' });
    const [read] = requests;
    expect(read?.method).toBe('GET');
    expect(read?.url.searchParams.get('select')).toBe('*');
    expect(read?.url.searchParams.get('order')).toBe('submitted_at.desc');
    expect(read?.url.searchParams.get('is_approved')).toBeNull();
  });

  it("sends the staff member's access token, not the anon key", async () => {
    const table = fakeTable([testimony('a')]);
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Member a' });
    const authorization = table.reads[0]?.authorization ?? '';
    expect(authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/);
    expect(authorization).not.toBe(`Bearer ${import.meta.env.VITE_SUPABASE_ANON_KEY as string}`);
  });

  it('shows each row in the order read: name or Anonymous, title when present, content, date and badge', async () => {
    fakeTable([
      testimony('a', { is_approved: false, testimony_content: 'First line\n\n  indented line' }),
      testimony('b', { is_approved: true, submitter_name: '  ', testimony_title: '' }),
      testimony('c', { is_approved: true, submitter_name: null, testimony_title: null }),
    ]);
    renderPage();
    await screen.findAllByRole('article');
    await userEvent.click(within(filters()).getByRole('button', { name: 'All 3' }));
    const rows = screen.getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Member a',
      'Anonymous',
      'Anonymous',
    ]);
    const [a, b, c] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(a).getByText('Title a')).toBeInTheDocument();
    expect(within(a).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(a).getByText('Nov 1, 2026, 10:00 AM')).toHaveAttribute('datetime', '2026-11-01T15:00:00Z');
    const content = within(a).getByText(/First line/);
    expect(content.textContent).toBe('First line\n\n  indented line');
    expect(content).toHaveClass('whitespace-pre-wrap');
    expect(within(b).getByText('Approved')).toBeInTheDocument();
    expect(within(b).queryByText('Title b')).not.toBeInTheDocument();
    expect(within(c).getByText('Approved')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Unapprove testimony from Anonymous' })).toBeInTheDocument();
    expect(within(a).getByRole('button', { name: 'Approve testimony from Member a: Title a' })).toBeEnabled();
    expect(within(a).getByRole('button', { name: 'Edit testimony from Member a: Title a' })).toBeEnabled();
    expect(within(a).getByRole('button', { name: 'Delete testimony from Member a: Title a' })).toBeEnabled();
  });

  it('shows markup in testimonies as text', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    fakeTable([
      testimony('x', { submitter_name: payload, testimony_title: payload, testimony_content: payload }),
    ]);
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: payload })).toBeInTheDocument();
    expect(findActiveContent(container)).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  // The alert and 'Try again' are the list frame's (src/components/admin/list-frame.test.tsx).
  it('also toasts when the read fails (spec §8)', async () => {
    failTable('member_testimonies');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch testimonies.');
    expect((await findToast('Could not fetch testimonies.')).variant).toBe('destructive');
  });
});

describe('TestimonyModeration: the filter', () => {
  beforeEach(arrangeModeration);
  afterEach(signOutTestUser);
  it('starts on Pending when some are pending, with a count per filter, and switches', async () => {
    fakeTable([
      testimony('a', { is_approved: true }),
      testimony('b', { is_approved: false }),
      testimony('c', { is_approved: true }),
    ]);
    renderPage();
    await screen.findAllByRole('article');
    const buttons = within(filters()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Pending1', 'Approved2', 'All3']);
    expect(within(filters()).getByRole('button', { name: 'Pending 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters()).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Pending testimonies' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Member b']);

    await userEvent.click(within(filters()).getByRole('button', { name: 'Approved 2' }));
    expect(within(filters()).getByRole('button', { name: 'Approved 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters()).getByRole('button', { name: 'Pending 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Member a',
      'Member c',
    ]);

    await userEvent.click(within(filters()).getByRole('button', { name: 'All 3' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Member a',
      'Member b',
      'Member c',
    ]);
  });

  it('starts on All when nothing is pending, and shows each empty state', async () => {
    fakeTable([testimony('a', { is_approved: true })]);
    renderPage();
    await screen.findAllByRole('article');
    expect(within(filters()).getByRole('button', { name: 'All 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Pending 0' }));
    expect(
      screen.getByRole('heading', { name: 'No testimonies are waiting for approval.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the empty states of Approved and All', async () => {
    fakeTable([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No testimonies yet.' })).toBeInTheDocument();
    await userEvent.click(within(filters()).getByRole('button', { name: 'Approved 0' }));
    expect(screen.getByRole('heading', { name: 'No approved testimonies yet.' })).toBeInTheDocument();
  });
});

describe('TestimonyModeration: approval', () => {
  beforeEach(arrangeModeration);
  afterEach(signOutTestUser);
  it('approves with only is_approved and updated_at, by id; the badge changes and the row stays in view', async () => {
    const table = fakeTable([testimony('a'), testimony('b', { is_approved: true })]);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');
    const approve = screen.getByRole('button', { name: 'Approve testimony from Member a: Title a' });
    await user.click(approve);

    const toast = await findToast('Testimony approved.');
    expect(toast.variant).toBe('default');
    const [write] = table.writes;
    expect(write?.method).toBe('PATCH');
    expect(write?.url.searchParams.get('id')).toBe('eq.a');
    expect(write?.url.searchParams.get('select')).toBe('id,version');
    expect(Object.keys(write?.body as object).sort()).toEqual(['is_approved', 'updated_at']);
    expect((write?.body as Testimony).is_approved).toBe(true);
    expect(new Date((write?.body as Testimony).updated_at).toISOString()).toBe(
      (write?.body as Testimony).updated_at,
    );

    const row = rowOf('Member a');
    expect(await within(row).findByText('Approved')).toBeInTheDocument();
    const unapprove = within(row).getByRole('button', {
      name: 'Unapprove testimony from Member a: Title a',
    });
    await waitFor(() => expect(unapprove).toHaveFocus());
    // Still shown under Pending until the filter changes; the counts follow the data.
    expect(within(filters()).getByRole('button', { name: 'Pending 0' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters()).getByRole('button', { name: 'Approved 2' })).toBeInTheDocument();
    await user.click(within(filters()).getByRole('button', { name: 'Pending 0' }));
    expect(
      screen.getByRole('heading', { name: 'No testimonies are waiting for approval.' }),
    ).toBeInTheDocument();
  });

  it('unapproves with is_approved false', async () => {
    const table = fakeTable([testimony('a', { is_approved: true })]);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unapprove testimony from Member a: Title a' }),
    );
    await findToast('Testimony unapproved.');
    expect(table.writes[0]?.body).toEqual({ is_approved: false, updated_at: expect.any(String) });
    expect(table.writes[0]?.url.searchParams.get('id')).toBe('eq.a');
    expect(await within(rowOf('Member a')).findByText('Pending Approval')).toBeInTheDocument();
  });

  it("toasts 'Failed to update approval status.' when the update fails, and keeps the badge", async () => {
    fakeTable([testimony('a')], { fail: 500 });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve testimony from Member a: Title a' }),
    );
    expect((await findToast('Failed to update approval status.')).variant).toBe('destructive');
    expect(within(rowOf('Member a')).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(rowOf('Member a')).getByRole('button', { name: /^Approve/ })).toBeEnabled();
  });

  it('counts an update that changed no row as a failure', async () => {
    const table = fakeTable([testimony('a')]);
    renderPage();
    const approve = await screen.findByRole('button', { name: 'Approve testimony from Member a: Title a' });
    // Someone else deleted it meanwhile: the update matches no row.
    table.rows().splice(0);
    server.use(http.patch(TABLE_URL, () => HttpResponse.json([])));
    await userEvent.click(approve);
    expect((await findToast('Failed to update approval status.')).variant).toBe('destructive');
  });

  it("disables the row's buttons while its change is in flight, and only that row's", async () => {
    fakeTable([testimony('a'), testimony('b')]);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(TABLE_URL, async () => {
        await gate;
        return HttpResponse.json([{ id: 'a' }]);
      }),
    );
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve testimony from Member a: Title a' }),
    );
    const a = rowOf('Member a');
    for (const button of within(a).getAllByRole('button')) expect(button).toBeDisabled();
    for (const button of within(rowOf('Member b')).getAllByRole('button')) expect(button).toBeEnabled();
    release();
    await findToast('Testimony approved.');
    await waitFor(() => {
      for (const button of within(a).getAllByRole('button')) expect(button).toBeEnabled();
    });
  });
});
