import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { RecordLoader } from '@/components/admin/record-loader';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { RowChangedError, ROW_CHANGED_MESSAGE } from '@/lib/errors';
import { renderWithProviders } from '@/testing/render';
import { TextField } from './editor-fields';
import { centsText, enumOptions, moneyCents, wholeNumber } from './field-values';
import { EditorForm, useRowEditor } from './row-editor';

// The kit's single-row settings (docs/decisions/0051): the record loader's states, the row
// editor's version, the one conflict message, and no Save after a failed read. The settings
// pages' own tests cover only their fields and rules.

interface Setting {
  seats: number;
  version: number;
}

const schema = z.object({ seats: wholeNumber(1, 100, 'Enter 1 to 100 seats.') });

/** A stand-in for the database: the stored row, refusing a save with an old version. */
function fakeTable(initial: Setting) {
  let stored = initial;
  return {
    read: vi.fn(async () => stored),
    save: vi.fn(async (values: { seats: number }, row: Setting) => {
      if (row.version !== stored.version) throw new RowChangedError();
      stored = { ...values, version: stored.version + 1 };
      return stored;
    }),
    /** Someone else saves meanwhile. */
    changeElsewhere: () => {
      stored = { seats: 99, version: stored.version + 1 };
    },
  };
}

function SettingForm({ row, save }: { row: Setting; save: ReturnType<typeof fakeTable>['save'] }) {
  const editor = useRowEditor({
    row,
    toForm: (r: Setting) => ({ seats: String(r.seats) }),
    schema,
    draftKey: null,
    save,
    successToast: { title: 'Seats saved.' },
    failureMessage: 'The seats could not be saved.',
  });
  return (
    <EditorForm editor={editor} label="Seat setting" saveLabel="Save seats">
      <TextField name="seats" label="Seats" />
    </EditorForm>
  );
}

function Page({ table, fail = false }: { table: ReturnType<typeof fakeTable>; fail?: boolean }) {
  const query = useQuery({
    queryKey: ['setting', fail],
    queryFn: fail ? () => Promise.reject(new Error('500')) : table.read,
  });
  return (
    <>
      <RecordLoader query={query} loadingLabel="Loading the seats" errorText="The seats could not be loaded.">
        {(row) => <SettingForm row={row} save={table.save} />}
      </RecordLoader>
      <Toaster />
    </>
  );
}

beforeEach(() => resetToasts());

describe('RecordLoader', () => {
  it('a failed read shows the error and Try again, and no form: nothing can be saved over the row', async () => {
    const table = fakeTable({ seats: 20, version: 1 });
    renderWithProviders(<Page table={table} fail />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the seats');
    expect(await screen.findByRole('alert')).toHaveTextContent('The seats could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save seats' })).toBeNull();
    expect(screen.queryByLabelText('Seats')).toBeNull();
    expect(table.save).not.toHaveBeenCalled();
  });

  it('a record not found says so; a record not stored yet gets the values given for it', async () => {
    const missing = { data: null, isPending: false, isError: false, isFetching: false, refetch: vi.fn() };
    renderWithProviders(
      <>
        <RecordLoader query={missing} loadingLabel="" errorText="" notFound={{ title: 'No such event' }}>
          {() => <p>editor</p>}
        </RecordLoader>
        <RecordLoader query={missing} loadingLabel="" errorText="" missing={{ seats: 20 }}>
          {(row) => <p>{`editor with ${row.seats}`}</p>}
        </RecordLoader>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'No such event' })).toBeInTheDocument();
    expect(screen.getByText('editor with 20')).toBeInTheDocument();
    expect(screen.queryByText('editor')).toBeNull();
  });
});

describe('useRowEditor', () => {
  it('saves with the version read, then with the stored one; a stale save gets the one conflict message', async () => {
    const table = fakeTable({ seats: 20, version: 1 });
    const user = userEvent.setup();
    renderWithProviders(<Page table={table} />);
    const seats = await screen.findByLabelText('Seats');
    expect(seats).toHaveValue('20');

    await user.clear(seats);
    await user.type(seats, '25');
    await user.click(screen.getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText('Seats saved.')).toBeInTheDocument();
    expect(table.save).toHaveBeenLastCalledWith({ seats: 25 }, { seats: 20, version: 1 });

    // The next save sends the version the first one stored.
    await user.clear(seats);
    await user.type(seats, '30');
    await user.click(screen.getByRole('button', { name: 'Save seats' }));
    await waitFor(() => expect(table.save).toHaveBeenCalledTimes(2));
    expect(table.save).toHaveBeenLastCalledWith({ seats: 30 }, { seats: 25, version: 2 });

    // Someone else saves; this form still holds version 3: refused, the input kept.
    table.changeElsewhere();
    await user.clear(seats);
    await user.type(seats, '40');
    await user.click(screen.getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText(ROW_CHANGED_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(seats).toHaveValue('40');
  });

  it('refuses what the schema refuses under its field, and saves nothing', async () => {
    const table = fakeTable({ seats: 20, version: 1 });
    const user = userEvent.setup();
    renderWithProviders(<Page table={table} />);
    const seats = await screen.findByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText('Enter 1 to 100 seats.')).toBeInTheDocument();
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(table.save).not.toHaveBeenCalled();
  });
});

describe('the field values', () => {
  it('reads money typed in dollars as integer cents, and shows cents as dollars', () => {
    const money = moneyCents(10, 'Enter $0 to $10.');
    expect(money.parse('0.3')).toBe(30);
    expect(money.parse(' 9.99 ')).toBe(999);
    for (const bad of ['10.01', '0.305', '-1', 'one', ''])
      expect(money.safeParse(bad).success, bad).toBe(false);
    expect(centsText(30)).toBe('0.30');
  });

  it('feeds a choice from an enum with its one label map, in the enum’s order', () => {
    expect(enumOptions(['draft', 'sent'] as const, { draft: 'Draft', sent: 'Sent' })).toEqual([
      { value: 'draft', label: 'Draft' },
      { value: 'sent', label: 'Sent' },
    ]);
  });
});
