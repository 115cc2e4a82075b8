import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

// The staff pages' tables (staff, gifts, recurring gifts, payments not from this site): a table
// from 768 px; below, each row is a card of stacked cells, each cell with its column's name, so
// that on a 390 px phone nothing (an amount, a status) is hidden in a box that scrolls sideways.

/** The box around a {@link StackedTable}: it scrolls sideways only on a wide screen's narrow table. */
export const STACKED_BOX = 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm';

/** A row: a table row from 768 px, a card of stacked cells below. */
const STACKED_ROW = 'max-md:grid max-md:gap-2 max-md:px-4 max-md:py-4';
/** A cell (see {@link STACKED_ROW}). */
const CELL = 'px-4 py-3 max-md:block max-md:p-0';

/** A column of a {@link StackedTable}. */
export interface StackedColumn {
  /** Its header ('Amount'). */
  label: string;
  /** The header is for screen readers only (a column of buttons: 'Actions'). */
  hidden?: boolean;
  /** Right-aligned from 768 px (amounts). */
  align?: 'right';
}

/**
 * A staff table that becomes stacked rows below 768 px (the staff list's pattern, issue 30;
 * issue 45 for the gift tables). Below 768 px the header row is left to screen readers (which
 * read it with each cell) and each cell shows its column's name itself ({@link StackedCell}'s
 * `label`). Put it in a box of {@link STACKED_BOX}.
 *
 * @param caption - the table's name for screen readers.
 * @param columns - the headers, in order.
 * @param minWidth - the table's least width from 768 px, a Tailwind class ('md:min-w-[48rem]').
 * @param children - the rows: {@link StackedRow}s of {@link StackedCell}s.
 */
export function StackedTable({
  caption,
  columns,
  minWidth = 'md:min-w-[40rem]',
  children,
}: {
  caption: string;
  columns: readonly StackedColumn[];
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <table className={cn('w-full text-left text-sm max-md:block', minWidth)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-slate-800 max-md:sr-only">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn('px-4 py-3 font-semibold', column.align === 'right' && 'text-right')}
            >
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 max-md:block">{children}</tbody>
    </table>
  );
}

/** A row of a {@link StackedTable}. */
export function StackedRow({ children }: { children: ReactNode }) {
  return <tr className={STACKED_ROW}>{children}</tr>;
}

/**
 * A cell of a {@link StackedTable}.
 *
 * @param label - the column's name, shown above the value in the stacked rows of a narrow
 *   screen only, and hidden from screen readers (they announce the column's header). Omit it
 *   for the row's first cell (its title) and for a cell of buttons.
 * @param header - the row's header cell (`<th scope="row">`), e.g. the staff member's e-mail.
 * @param align - 'right' from 768 px (amounts).
 */
export function StackedCell({
  label,
  header = false,
  align,
  className,
  children,
}: {
  label?: string;
  header?: boolean;
  align?: 'right';
  className?: string;
  children: ReactNode;
}) {
  const Cell = header ? 'th' : 'td';
  return (
    <Cell
      scope={header ? 'row' : undefined}
      className={cn(CELL, align === 'right' && 'md:text-right', className)}
    >
      {label ? (
        <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-slate-600 md:hidden">
          {label}
        </span>
      ) : null}
      {children}
    </Cell>
  );
}
