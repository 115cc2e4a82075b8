import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveProblem } from '@/components/editor/save-problem';
import { Button } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { RowChangedError, ROW_CHANGED_MESSAGE } from '@/lib/errors';
import { renderWithProviders } from '@/testing/render';
import { RowActionDialog } from './row-action-dialog';
import { useRowAction, type RowActionOptions } from './use-row-action';

// The staff pages' one row action (docs/decisions/0034, "Row actions"), tested once here: the
// confirmation, the busy state, the toasts, the stale row's conflict message, the refresh and
// focus. The pages' own tests cover which request their action sends.

interface Row {
  id: string;
  title: string;
  version: number;
}

const ROWS: Row[] = [
  { id: 'a', title: 'Easter', version: 3 },
  { id: 'b', title: 'Advent', version: 1 },
];

type Remove = (row: Row) => Promise<void>;

function Demo({ remove, options = {} }: { remove: Remove; options?: Partial<RowActionOptions<Row, void>> }) {
  const rows = useQuery({ queryKey: ['demo-rows'], queryFn: async () => ROWS });
  const action = useRowAction({
    run: (row: Row) => remove(row),
    successToast: (_, row) => ({ title: `“${row.title}” was deleted.` }),
    failureToast: { title: 'The item could not be deleted. Please try again.', variant: 'destructive' },
    invalidate: [['demo-rows']],
    ...options,
  });
  return (
    <>
      <h2>Items</h2>
      <ul>
        {(rows.data ?? []).map((row) => (
          <li key={row.id}>
            {row.title}
            <Button disabled={action.busy} onClick={(event) => action.ask(row, event.currentTarget)}>
              Delete<span className="sr-only"> {row.title}</span>
            </Button>
            <Button disabled={action.busy} onClick={() => action.run(row)}>
              Publish<span className="sr-only"> {row.title}</span>
            </Button>
          </li>
        ))}
      </ul>
      {action.error && action.asked === null ? <p role="alert">{action.error}</p> : null}
      <RowActionDialog
        action={action}
        title="Delete this item?"
        description={(row) => `“${row.title}” will be deleted. This cannot be undone.`}
        busyLabel="Deleting..."
      />
      <Toaster />
    </>
  );
}

function setup(remove: Remove, options?: Partial<RowActionOptions<Row, void>>) {
  const user = userEvent.setup();
  const view = renderWithProviders(<Demo remove={remove} options={options} />);
  return { user, ...view };
}

async function askToDelete(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${title}` }));
  return screen.findByRole('dialog', { name: 'Delete this item?' });
}

beforeEach(() => resetToasts());
afterEach(() => vi.restoreAllMocks());

/** The toast that shows `title` (Radix's toast list). */
function toastOf(title: string): HTMLElement {
  const item = screen
    .getAllByText(title)
    .find((node) => node.closest('li'))
    ?.closest('li');
  if (!item) throw new Error(`No toast '${title}'`);
  return item;
}

describe('useRowAction with RowActionDialog', () => {
  it('asks first: Cancel runs nothing, closes and gives focus back to the button', async () => {
    const remove = vi.fn<Remove>(async () => {});
    const { user } = setup(remove);
    const dialog = await askToDelete(user, 'Easter');
    expect(dialog).toHaveTextContent('“Easter” will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete Easter' })).toHaveFocus();
  });

  it('on confirm runs once on the asked row, is busy meanwhile, toasts, closes and reads the list again', async () => {
    let finish = () => {};
    const remove = vi.fn<Remove>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, queryClient } = setup(remove);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await askToDelete(user, 'Advent');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(ROWS[1]);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByText('“Advent” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['demo-rows'] });
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('a failure toasts the page’s text, closes the dialog and reads the list again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const remove = vi.fn<Remove>(async () => {
      throw new Error('permission denied for table items');
    });
    const { user, queryClient } = setup(remove);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await askToDelete(user, 'Easter');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastOf('The item could not be deleted. Please try again.')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/permission denied/)).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['demo-rows'] });
  });

  it('a stale row says the one conflict message in the toast and beside the list', async () => {
    const remove = vi.fn<Remove>(async () => {
      throw new RowChangedError();
    });
    const { user } = setup(remove);
    await user.click(await screen.findByRole('button', { name: 'Publish Easter' }));
    await waitFor(() =>
      expect(toastOf('The item could not be deleted. Please try again.')).toHaveTextContent(
        ROW_CHANGED_MESSAGE,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ROW_CHANGED_MESSAGE);
  });

  it('keepOpenOnFailure says the failure inside the dialog, which stays open, and a new ask forgets it', async () => {
    const remove = vi.fn<Remove>(async () => {
      throw new SaveProblem('The last admin cannot be removed.');
    });
    const { user } = setup(remove, { keepOpenOnFailure: true, failureToast: null });
    const dialog = await askToDelete(user, 'Easter');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last admin cannot be removed.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await askToDelete(user, 'Advent');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('focusAfterDone: focus goes to the heading once the row is gone', async () => {
    const heading = { current: null as HTMLElement | null };
    const remove = vi.fn<Remove>(async () => {});
    const { user } = setup(remove, { focusAfterDone: heading });
    heading.current = await screen.findByRole('heading', { name: 'Items' });
    heading.current.tabIndex = -1;
    const dialog = await askToDelete(user, 'Easter');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heading.current).toHaveFocus());
  });
});
