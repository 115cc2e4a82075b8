import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOutTestUser } from '@/testing/auth';
import {
  arrangeModeration,
  fakeTable,
  filters,
  findToast,
  renderPage,
  rowOf,
  testimony,
} from './test-testimony-moderation';

// Editing and deleting a testimony (the list, the filter and approval:
// testimony-moderation.test.tsx).

describe('TestimonyModeration: edit', () => {
  beforeEach(arrangeModeration);
  afterEach(signOutTestUser);
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

describe('TestimonyModeration: delete', () => {
  beforeEach(arrangeModeration);
  afterEach(signOutTestUser);
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
