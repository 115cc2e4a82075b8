import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_PREFIX, useUnsavedChanges } from './use-unsaved-changes';

interface Values {
  title: string;
  body: string;
}

const SAVED: Values = { title: 'Sunday', body: 'Saved text' };

function Editor({ onSaved }: { onSaved?: () => void }) {
  const form = useForm<Values>({ defaultValues: SAVED });
  const { restored, discardDraft, clearDraft, leavePrompt } = useUnsavedChanges({
    form,
    draftKey: 'thing:1',
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        clearDraft();
        form.reset(values);
        onSaved?.();
      })}
    >
      {restored && (
        <p>
          Unsaved changes restored.{' '}
          <button type="button" onClick={discardDraft}>
            Discard
          </button>
        </p>
      )}
      <label>
        Title <input {...form.register('title')} />
      </label>
      <button type="submit">Save</button>
      <Link to="/elsewhere">Elsewhere</Link>
      {leavePrompt}
    </form>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

const stored = () => window.localStorage.getItem(`${DRAFT_STORAGE_PREFIX}thing:1`);

afterEach(() => window.localStorage.clear());

describe('useUnsavedChanges', () => {
  it('keeps typed input on this device and puts it back when the form opens again', async () => {
    const user = userEvent.setup();
    const first = setup();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Easter');
    await waitFor(() =>
      expect(JSON.parse(stored() ?? 'null')).toEqual({ title: 'Easter', body: 'Saved text' }),
    );
    first.view.unmount();

    setup();
    expect(await screen.findByText(/Unsaved changes restored/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Easter');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Sunday');
    expect(stored()).toBeNull();
  });

  it('forgets the draft when the input is back to the saved values', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Title'), '!');
    await waitFor(() => expect(stored()).not.toBeNull());
    await user.type(screen.getByLabelText('Title'), '{Backspace}');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('asks "Leave page?" before leaving with unsaved changes; Stay keeps the input, Leave goes', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Title'), ' service');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave page?' });
    expect(dialog).toHaveTextContent('They stay on this device');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Sunday service');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('lets the page go without a prompt after a save, and keeps no draft', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByLabelText('Title'), ' service');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stored()).toBeNull();
  });
});
