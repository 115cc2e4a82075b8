import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import {
  deleteRow,
  moveRow,
  saveOrder,
  type OrderedRow,
  type OrderedTable,
} from '../api/admin-pastors-corner';

/** What {@link AdminOrderedSection} needs. */
export interface AdminOrderedSectionProps<T extends OrderedRow> {
  /** The section's heading id and the prefix of its controls, e.g. `verses`. */
  id: string;
  heading: string;
  /** One row's name for buttons and messages, e.g. 'key verse'. */
  noun: string;
  table: OrderedTable;
  query: UseQueryResult<T[]>;
  /** Query keys to refresh after a change (the staff list and the public reads). */
  invalidate: readonly (readonly string[])[];
  /** The row's name, e.g. its title or reference. */
  labelOf: (row: T) => string;
  /** More about the row under its name. */
  detailOf?: (row: T) => ReactNode;
  /** The stored files a delete removes with the row (books). */
  filesOf?: (row: T) => { cover_image_path: string | null; pdf_file_path: string | null };
  /**
   * The add/edit form of `row` (`null` for a new one); call `done` after a save or cancel.
   */
  renderForm: (row: T | null, done: () => void) => ReactNode;
  empty: string;
}

/**
 * One row of the list: its name (with 'Spanish missing' while an English text has no Spanish,
 * decision 0055) and detail, 'Move up', 'Move down', 'Edit' and 'Delete'.
 */
function RowSummary({
  label,
  needsSpanish,
  detail,
  first,
  last,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  label: string;
  needsSpanish: boolean;
  detail: ReactNode;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: (button: HTMLButtonElement) => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {label}
          {needsSpanish ? (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950">
              Spanish missing
            </span>
          ) : null}
        </p>
        {detail ? <div className="text-sm text-slate-700">{detail}</div> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Move ${label} up`}
          disabled={first || moving}
          onClick={() => onMove(-1)}
        >
          Move up
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Move ${label} down`}
          disabled={last || moving}
          onClick={() => onMove(1)}
        >
          Move down
        </Button>
        <Button type="button" variant="outline" size="sm" aria-label={`Edit ${label}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700"
          aria-label={`Delete ${label}`}
          aria-haspopup="dialog"
          onClick={(event) => onDelete(event.currentTarget)}
        >
          Delete
        </Button>
      </div>
    </div>
  );
}

/**
 * An ordered list of the staff's pastor's corner records (issue 23 item 3): each row with
 * 'Spanish missing' when it needs Spanish (decision 0055), 'Move up' / 'Move down' (buttons, so keyboard users can reorder), 'Edit' (the form in place)
 * and 'Delete' (asks first; a book's cover and PDF go with it), and 'Add' at the end. A move
 * stores the new order with the versions read; if someone changed a row meanwhile the move is
 * refused with 'Someone else changed this. Reload to see their changes.'
 */
export function AdminOrderedSection<T extends OrderedRow>({
  id,
  heading,
  noun,
  table,
  query,
  invalidate,
  labelOf,
  detailOf,
  filesOf,
  renderForm,
  empty,
}: AdminOrderedSectionProps<T>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A move stores the whole order with the versions read; a refusal is said above the list.
  const reorder = useRowAction({
    run: (rows: T[]) => saveOrder(table, rows),
    successToast: null,
    failureToast: null,
    failureMessage: `Could not move the ${noun}.`,
    invalidate,
  });
  const remove = useRowAction({
    run: (row: T) => deleteRow(table, row.id, filesOf?.(row)),
    successToast: { title: `The ${noun} was deleted.` },
    failureToast: { title: `Failed to delete the ${noun}.`, variant: 'destructive' },
    invalidate,
    focusAfterDone: headingRef,
  });

  const done = () => {
    setEditing(null);
    void Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-2xl font-bold text-brand-950 focus:outline-none"
      >
        {heading}
      </h2>
      {reorder.error ? (
        <p role="alert" className="font-medium text-red-700">
          {reorder.error}
        </p>
      ) : null}
      <ListFrame
        query={query}
        loadingLabel={`Loading ${heading.toLowerCase()}`}
        skeletonRows={3}
        errorText={`Could not load ${heading.toLowerCase()}.`}
        count={(rows) => rows.length}
        empty={{ title: empty }}
      >
        {(rows) => (
          <ol className="grid gap-3">
            {rows.map((row, index) => {
              const label = labelOf(row);
              return (
                <li key={row.id} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
                  {editing === row.id ? (
                    renderForm(row, done)
                  ) : (
                    <RowSummary
                      label={label}
                      needsSpanish={row.needs_spanish === true}
                      detail={detailOf?.(row)}
                      first={index === 0}
                      last={index === rows.length - 1}
                      moving={reorder.busy}
                      onMove={(direction) => reorder.run(moveRow(rows, index, direction))}
                      onEdit={() => setEditing(row.id)}
                      onDelete={(button) => remove.ask(row, button)}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </ListFrame>
      {editing === 'new' ? (
        renderForm(null, done)
      ) : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setEditing('new')}
        >
          Add {noun}
        </Button>
      )}
      <RowActionDialog
        action={remove}
        title={`Delete this ${noun}?`}
        description={(row) =>
          `“${labelOf(row)}” will be removed${filesOf ? ' with its uploaded files' : ''}. This cannot be undone.`
        }
      />
    </section>
  );
}
