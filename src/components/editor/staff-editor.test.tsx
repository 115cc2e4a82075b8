import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { DRAFT_STORAGE_PREFIX } from '@/components/admin/use-unsaved-changes';
import { RowChangedError, ROW_CHANGED_MESSAGE, rowChangedMessage } from '@/lib/errors';
import { renderWithProviders } from '@/testing/render';
import { CoverField, useCoverFile } from './cover-field';
import { coverCheck, coverShape, COVER_MESSAGES } from './cover-schema';
import { TextField } from './editor-fields';
import { DRAFT_RESTORED_TEXT, EditorNotices, SaveButton, SaveFailure } from './editor-parts';
import { SaveProblem, useStaffEditor } from './use-staff-editor';

// The staff editors' one save path (docs/decisions/0034): these tests cover what every editor
// does through the kit (save with the version, the conflict message, the restored draft, field
// and form errors, busy state, toasts, cache refresh, focus), so the editors' own tests cover
// only their fields and rules.

interface Row {
  id: string;
  title: string;
  coverSource: 'none' | 'upload' | 'url';
  coverPath: string;
  coverUrl: string;
  version: number;
}

const STORED: Row = {
  id: 'r1',
  title: 'Sunday',
  coverSource: 'none',
  coverPath: '',
  coverUrl: '',
  version: 4,
};

function DemoEditor({
  row,
  save,
  what,
}: {
  row: Row;
  save: (values: Omit<Row, 'id' | 'version'>, version: number) => Promise<Row>;
  what?: string;
}) {
  const cover = useCoverFile();
  const editor = useStaffEditor({
    schema: z
      .object({
        title: z.string().check(z.refine((text) => text.trim() !== '', 'Enter a title.')),
        ...coverShape,
      })
      .check(coverCheck(cover.hasFile)),
    defaultValues: {
      title: row.title,
      coverSource: row.coverSource,
      coverPath: row.coverPath,
      coverUrl: row.coverUrl,
    },
    draftKey: `demo:${row.id}`,
    save: (values) => save(values, row.version),
    savedValues: (saved) => ({ ...saved }),
    successToast: (saved) => ({ title: `“${saved.title}” saved.` }),
    failureMessage: 'Could not save. Please try again; what you typed is kept.',
    invalidate: [['demo']],
    what,
  });
  return (
    <form noValidate aria-label="Demo" onSubmit={(event) => void editor.submit(undefined)(event)}>
      <EditorNotices draft={editor.draft} />
      <TextField control={editor.form.control} name="title" label="Title" id="demo-title" />
      <CoverField control={editor.form.control} idPrefix="demo" bucket="event-covers" file={cover} />
      <SaveFailure error={editor.error} />
      <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef}>
        Save
      </SaveButton>
    </form>
  );
}

/** A reader of the `['demo']` query, to see the save refresh it. */
function DemoReader({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['demo'], queryFn: read });
  return <p>Read: {query.data}</p>;
}

function setup(save: (values: Omit<Row, 'id' | 'version'>, version: number) => Promise<Row>, what?: string) {
  const user = userEvent.setup({ applyAccept: false });
  const read = vi.fn(() => Promise.resolve('stored'));
  const view = renderWithProviders(
    <>
      <DemoEditor row={STORED} save={save} what={what} />
      <DemoReader read={read} />
      <Toaster />
    </>,
  );
  return {
    user,
    read,
    view,
    title: () => screen.getByLabelText('Title'),
    form: () => screen.getByRole('form'),
  };
}

describe('the staff editor kit', () => {
  beforeEach(() => {
    resetToasts();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the checked values with the version read, toasts, refreshes the queries and holds the saved row', async () => {
    const save = vi.fn((values: Omit<Row, 'id' | 'version'>) =>
      Promise.resolve({ ...STORED, ...values, version: 5 }),
    );
    const { user, read, title } = setup(save);
    await screen.findByText('Read: stored');
    await user.clear(title());
    await user.type(title(), 'Easter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Easter” saved.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ title: 'Easter', coverSource: 'none' }), 4);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(title()).toHaveValue('Easter');
    // Saved: no draft is kept and nothing is unsaved.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}demo:r1`)).toBeNull();
  });

  it('is busy while saving: the button is disabled and says Saving...', async () => {
    let finish: (row: Row) => void = () => undefined;
    const { user } = setup(() => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish(STORED);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses input the schema refuses, under its field, and sends nothing', async () => {
    const save = vi.fn();
    const { user, title } = setup(save);
    await user.clear(title());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('a stale save says someone else changed this, keeps the input and the draft, toasts and refocuses Save', async () => {
    const { user, title } = setup(() => Promise.reject(new RowChangedError()));
    await user.type(title(), ' service');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROW_CHANGED_MESSAGE);
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    expect(title()).toHaveValue('Sunday service');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    await waitFor(() =>
      expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}demo:r1`)).toContain('Sunday service'),
    );
  });

  it('names what changed when the editor says so', async () => {
    const { user } = setup(() => Promise.reject(new RowChangedError()), 'this item');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rowChangedMessage('this item'));
    expect(rowChangedMessage('this item')).toBe(
      'Someone else changed this item. Reload to see their changes.',
    );
  });

  it('any other failure says the editor’s message, never the server’s', async () => {
    const { user, title } = setup(() =>
      Promise.reject({ code: 'XX000', message: 'relation "x" does not exist' }),
    );
    await user.type(title(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save. Please try again; what you typed is kept.',
    );
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    expect(title()).toHaveValue('Sunday!');
  });

  it('a SaveProblem with a field goes under that field; without one, beside Save', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new SaveProblem('Another row already has this title.', 'title'))
      .mockRejectedValueOnce(new SaveProblem('The file could not be uploaded. Nothing was saved.'));
    const { user, title } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another row already has this title.')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: '' })).toBeInTheDocument();
    expect(
      await screen.findByText('The file could not be uploaded. Nothing was saved.', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
  });

  it('puts back a draft kept on this device with the one banner; Discard restores the saved values', async () => {
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}demo:r1`,
      JSON.stringify({
        title: 'Typed before the tab closed',
        coverSource: 'none',
        coverPath: '',
        coverUrl: '',
      }),
    );
    const { user, title } = setup(() => Promise.resolve(STORED));
    const banner = await screen.findByRole('status', { name: '' });
    expect(within(banner).getByText(DRAFT_RESTORED_TEXT)).toBeInTheDocument();
    expect(title()).toHaveValue('Typed before the tab closed');
    await user.click(within(banner).getByRole('button', { name: 'Discard' }));
    expect(title()).toHaveValue('Sunday');
    expect(screen.queryByText(DRAFT_RESTORED_TEXT)).not.toBeInTheDocument();
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}demo:r1`)).toBeNull();
  });
});

describe('the cover field', () => {
  beforeEach(() => {
    resetToasts();
    localStorage.clear();
  });

  it('offers no cover, an upload or an address, in the stored vocabulary', async () => {
    const save = vi.fn((values: Omit<Row, 'id' | 'version'>) => Promise.resolve({ ...STORED, ...values }));
    const { user } = setup(save);
    expect(screen.getByRole('radio', { name: 'No cover (the default image)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Use an image address' }));
    await user.type(screen.getByLabelText('Cover image address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COVER_MESSAGES.url)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Cover image address'));
    await user.type(screen.getByLabelText('Cover image address'), 'https://img.example/a.jpg');
    expect(screen.getByAltText('Cover preview')).toHaveAttribute('src', 'https://img.example/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ coverSource: 'url', coverUrl: 'https://img.example/a.jpg' }),
        4,
      ),
    );
  });

  it('shows the limit before a file is chosen, refuses another type naming it, and asks for a file', async () => {
    const save = vi.fn();
    const { user } = setup(save);
    await user.click(screen.getByRole('radio', { name: 'Upload an image' }));
    expect(screen.getByText(/PNG, JPEG, GIF or WebP, up to 5\.0 MB\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COVER_MESSAGES.file)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Cover image file'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('notes.pdf is not a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Cover image file'), big);
    expect(await screen.findByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Cover image file'),
      new File(['x'], 'sun.png', { type: 'image/png' }),
    );
    expect(screen.getByText('sun.png (1 B)')).toBeInTheDocument();
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
