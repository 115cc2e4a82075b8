import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerTable, failTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { findActiveContent } from '@/testing/xss-payloads';
import type { Testimony } from '../api/testimonies';
import { TestimonyModeration } from './testimony-moderation';

const TABLE_URL = `${SUPABASE_URL}/rest/v1/member_testimonies`;

function testimony(id: string, extra: Partial<Testimony> = {}): Testimony {
  return {
    id,
    submitter_name: `Member ${id}`,
    testimony_title: `Title ${id}`,
    testimony_content: `Content ${id}`,
    is_approved: false,
    submitted_at: '2026-11-01T15:00:00Z',
    updated_at: '2026-11-01T15:00:00Z',
    version: 1,
    language: 'en',
    ...extra,
  };
}

interface Write {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A `member_testimonies` table as PostgREST serves it to staff: reads return the current rows
 * (in the given order), `PATCH` and `DELETE ... ?id=eq.<id>&select=id` change them and return
 * `[{ id }]` (or `[]` when no row matches). `fail` makes writes answer that status instead.
 */
function fakeTable(initial: Testimony[], { fail }: { fail?: number } = {}) {
  let rows = [...initial];
  const writes: Write[] = [];
  const reads: { url: URL; authorization: string | null }[] = [];
  const idOf = (url: URL) => url.searchParams.get('id')?.replace(/^eq\./, '');
  server.use(
    http.get(TABLE_URL, ({ request }) => {
      reads.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
      return HttpResponse.json(rows);
    }),
    http.patch(TABLE_URL, async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as Partial<Testimony>;
      writes.push({ method: 'PATCH', url, body });
      if (fail) return HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: fail });
      const id = idOf(url);
      const match = rows.filter((row) => row.id === id);
      rows = rows.map((row) => (row.id === id ? { ...row, ...body, version: row.version + 1 } : row));
      return HttpResponse.json(match.map((row) => ({ id: row.id, version: row.version + 1 })));
    }),
    http.delete(TABLE_URL, ({ request }) => {
      const url = new URL(request.url);
      writes.push({ method: 'DELETE', url, body: undefined });
      if (fail) return HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: fail });
      const id = idOf(url);
      const match = rows.filter((row) => row.id === id);
      rows = rows.filter((row) => row.id !== id);
      return HttpResponse.json(match.map((row) => ({ id: row.id })));
    }),
  );
  return { writes, reads, rows: () => rows };
}

function renderPage() {
  return renderWithProviders(
    <>
      <TestimonyModeration />
      <Toaster />
    </>,
  );
}

/** The toast whose title is `title`, with its variant. */
async function findToast(title: string) {
  const text = await screen.findByText(title, { selector: '[data-slot="toast"] *' });
  const element = text.closest('[data-slot="toast"]');
  return { element, variant: element?.getAttribute('data-variant') };
}

function rowOf(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no row for ${name}`);
  return article;
}

const filters = () => screen.getByRole('group', { name: 'Show testimonies' });

describe('TestimonyModeration', () => {
  beforeEach(async () => {
    resetToasts();
    await signInAs(STAFF_USER);
  });
  afterEach(signOutTestUser);

  describe('the list', () => {
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
      expect(within(a).getByText('Nov 1, 2026, 10:00 AM')).toHaveAttribute(
        'datetime',
        '2026-11-01T15:00:00Z',
      );
      const content = within(a).getByText(/First line/);
      expect(content.textContent).toBe('First line\n\n  indented line');
      expect(content).toHaveClass('whitespace-pre-wrap');
      expect(within(b).getByText('Approved')).toBeInTheDocument();
      expect(within(b).queryByText('Title b')).not.toBeInTheDocument();
      expect(within(c).getByText('Approved')).toBeInTheDocument();
      expect(
        within(c).getByRole('button', { name: 'Unapprove testimony from Anonymous' }),
      ).toBeInTheDocument();
      expect(
        within(a).getByRole('button', { name: 'Approve testimony from Member a: Title a' }),
      ).toBeEnabled();
      expect(within(a).getByRole('button', { name: 'Edit testimony from Member a: Title a' })).toBeEnabled();
      expect(
        within(a).getByRole('button', { name: 'Delete testimony from Member a: Title a' }),
      ).toBeEnabled();
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

  describe('the filter', () => {
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
      expect(within(filters()).getByRole('button', { name: 'All 3' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
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
      expect(within(filters()).getByRole('button', { name: 'All 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
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

  describe('approval', () => {
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

  describe('edit', () => {
    async function openEditor(name = 'Member a', from = 'from Member a: Title a') {
      await userEvent.click(await screen.findByRole('button', { name: `Edit testimony ${from}` }));
      const form = within(rowOf(name)).getByRole('form', { name: `Edit testimony ${from}` });
      return {
        form,
        name: within(form).getByLabelText('Name (optional)'),
        title: within(form).getByLabelText('Title (optional)'),
        content: within(form).getByLabelText('Testimony'),
        approved: within(form).getByLabelText("Approved (shown on Pastor's Corner)"),
        save: within(form).getByRole('button', { name: `Save testimony ${from}` }),
        cancel: within(form).getByRole('button', { name: `Cancel editing testimony ${from}` }),
      };
    }

    it('opens with the current values and focus in the first field; Save sends the columns with the version read', async () => {
      const table = fakeTable([testimony('a', { testimony_content: 'Old text', version: 7 })]);
      renderPage();
      const editor = await openEditor();
      expect(editor.name).toHaveFocus();
      expect(editor.name).toHaveValue('Member a');
      expect(editor.title).toHaveValue('Title a');
      expect(editor.content).toHaveValue('Old text');
      expect(editor.approved).not.toBeChecked();

      await userEvent.clear(editor.name);
      await userEvent.type(editor.name, '  Ruth  ');
      await userEvent.clear(editor.title);
      await userEvent.clear(editor.content);
      await userEvent.type(editor.content, 'New text{Enter}second line');
      await userEvent.click(editor.approved);
      await userEvent.click(editor.save);

      expect((await findToast('Testimony updated successfully.')).variant).toBe('default');
      const [write] = table.writes;
      expect(write?.method).toBe('PATCH');
      expect(write?.url.searchParams.get('id')).toBe('eq.a');
      expect(write?.url.searchParams.get('select')).toBe('id,version');
      expect(Object.keys(write?.body as object).sort()).toEqual([
        'is_approved',
        'submitter_name',
        'testimony_content',
        'testimony_title',
        'updated_at',
        'version',
      ]);
      expect(write?.body).toMatchObject({
        submitter_name: 'Ruth',
        testimony_title: '',
        testimony_content: 'New text\nsecond line',
        is_approved: true,
        version: 7,
      });

      await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
      const row = rowOf('Ruth');
      expect(within(row).getByText(/New text/).textContent).toBe('New text\nsecond line');
      expect(within(row).getByText('Approved')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(row).getByRole('button', { name: 'Edit testimony from Ruth' })).toHaveFocus(),
      );
    });

    it("says 'Testimony content is required.' for blank content and sends nothing", async () => {
      const table = fakeTable([testimony('a')]);
      renderPage();
      const editor = await openEditor();
      await userEvent.clear(editor.content);
      await userEvent.type(editor.content, '   ');
      await userEvent.click(editor.save);
      expect(await within(editor.form).findByText('Testimony content is required.')).toBeInTheDocument();
      expect(editor.content).toHaveAttribute('aria-invalid', 'true');
      expect(table.writes).toEqual([]);
    });

    it("toasts 'Failed to update testimony.' and keeps edit mode and what was typed", async () => {
      const table = fakeTable([testimony('a')], { fail: 500 });
      renderPage();
      const editor = await openEditor();
      await userEvent.clear(editor.content);
      await userEvent.type(editor.content, 'Kept text');
      await userEvent.click(editor.save);
      expect((await findToast('Failed to update testimony.')).variant).toBe('destructive');
      expect(table.writes).toHaveLength(1);
      expect(editor.form).toBeInTheDocument();
      expect(editor.content).toHaveValue('Kept text');
      await waitFor(() => expect(editor.save).toBeEnabled());
      expect(editor.save).toHaveFocus();
    });

    it('Cancel restores the row without saving and puts focus back on Edit', async () => {
      const table = fakeTable([testimony('a', { testimony_content: 'Original' })]);
      renderPage();
      const editor = await openEditor();
      await userEvent.clear(editor.content);
      await userEvent.type(editor.content, 'Discarded');
      await userEvent.click(editor.cancel);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      const row = rowOf('Member a');
      expect(within(row).getByText('Original')).toBeInTheDocument();
      expect(within(row).queryByText('Discarded')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(row).getByRole('button', { name: 'Edit testimony from Member a: Title a' }),
        ).toHaveFocus(),
      );
      expect(table.writes).toEqual([]);

      // Opening again starts from the saved values.
      const again = await openEditor();
      expect(again.content).toHaveValue('Original');
    });
  });

  describe('delete', () => {
    async function openConfirmation(from = 'from Member a: Title a') {
      await userEvent.click(await screen.findByRole('button', { name: `Delete testimony ${from}` }));
      return screen.findByRole('dialog', { name: 'Are you sure?' }, { timeout: 5000 });
    }

    it('asks for confirmation, then deletes by id, toasts and removes the row', async () => {
      const table = fakeTable([testimony('a'), testimony('b')]);
      renderPage();
      const dialog = await openConfirmation();
      expect(dialog).toHaveAccessibleDescription(
        'This action cannot be undone. This will permanently delete the testimony.',
      );
      expect(table.writes).toEqual([]);
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Delete testimony from Member a: Title a' }),
      );

      expect((await findToast('Testimony deleted successfully.')).variant).toBe('default');
      expect(table.writes).toHaveLength(1);
      expect(table.writes[0]?.method).toBe('DELETE');
      expect(table.writes[0]?.url.searchParams.get('id')).toBe('eq.a');
      expect(table.writes[0]?.url.searchParams.get('select')).toBe('id');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('heading', { level: 3, name: 'Member a' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Member b' })).toBeInTheDocument();
      expect(within(filters()).getByRole('button', { name: 'Pending 1' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: 'Pending testimonies' })).toHaveFocus(),
      );
    });

    it('Cancel in the confirmation sends nothing, keeps the row and returns focus to Delete', async () => {
      const table = fakeTable([testimony('a')]);
      renderPage();
      const dialog = await openConfirmation();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(table.writes).toEqual([]);
      const remove = within(rowOf('Member a')).getByRole('button', {
        name: 'Delete testimony from Member a: Title a',
      });
      await waitFor(() => expect(remove).toHaveFocus());
    });

    it("toasts 'Failed to delete testimony.' and keeps the row", async () => {
      fakeTable([testimony('a')], { fail: 500 });
      renderPage();
      const dialog = await openConfirmation();
      await userEvent.click(within(dialog).getByRole('button', { name: /^Delete/ }));
      expect((await findToast('Failed to delete testimony.')).variant).toBe('destructive');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const remove = within(rowOf('Member a')).getByRole('button', {
        name: 'Delete testimony from Member a: Title a',
      });
      await waitFor(() => expect(remove).toHaveFocus());
    });
  });
});
