import { useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { EditorNotices, SaveButton, SaveFailure } from './editor-parts';
import { useStaffEditor, type StaffEditor, type StaffEditorOptions } from './use-staff-editor';

// One stored row edited in one form (docs/decisions/0051): a single-row setting (the giving
// settings, the inbox's retention, the weekly digest, the church networks, the daily build
// ceiling) or one row of a list (a fund). The kit keeps the version the form's values were read
// at and sends it with every save (docs/decisions/0020): a save over someone else's change is
// refused with the one conflict message, and the next save after a successful one sends the
// stored row's new version.

/** A stored row: anything with its row version (`null` for a row not stored yet). */
export interface VersionedRow {
  version?: number | null;
}

/** What {@link useRowEditor} needs besides the kit's editor options. */
export type RowEditorOptions<TRow extends VersionedRow, TValues extends FieldValues, TParsed> = Omit<
  StaffEditorOptions<TValues, TParsed, TRow, undefined>,
  'defaultValues' | 'save' | 'savedValues'
> & {
  /** The row as read (by `RecordLoader`). */
  row: TRow;
  /** The row as the form's values. */
  toForm: (row: TRow) => TValues;
  /**
   * Stores the checked values with `row.version` (the row the form holds: as read, or as stored
   * by the last save) and resolves to the stored row with its new version.
   *
   * @throws `RowChangedError` for a stale version (`throwSaveError`), a `SaveProblem`, or the
   *   database's error.
   */
  save: (values: TParsed, row: TRow) => Promise<TRow>;
};

/**
 * The kit's editor of one stored row: {@link useStaffEditor} with the row's version kept by the
 * kit. After a save the form holds the stored row (`toForm`), the draft is cleared and the next
 * save sends the new version.
 */
export function useRowEditor<TRow extends VersionedRow, TValues extends FieldValues, TParsed>({
  row,
  toForm,
  save,
  ...options
}: RowEditorOptions<TRow, TValues, TParsed>): StaffEditor<TValues, TParsed, undefined> {
  // The row the form's values belong to; its version goes with the next save.
  const current = useRef(row);
  return useStaffEditor<TValues, TParsed, TRow>({
    ...options,
    defaultValues: toForm(row),
    save: async (values) => {
      const stored = await save(values, current.current);
      current.current = stored;
      return stored;
    },
    savedValues: (stored) => toForm(stored),
  });
}

/**
 * The form of a kit editor: its label, the restored-draft banner and 'Leave page?', the fields
 * (`children`, which may read the form through `useFormContext`), the message of a failed save
 * and the Save button. Render it only once the record is read (`RecordLoader`): a form whose read
 * failed has no Save.
 */
export function EditorForm<TValues extends FieldValues, TParsed>({
  editor,
  label,
  saveLabel,
  children,
  className,
  actions,
}: {
  editor: StaffEditor<TValues, TParsed, undefined>;
  /** The form's accessible name, e.g. 'Giving settings'. */
  label: string;
  /** The Save button's text, e.g. 'Save giving settings'. */
  saveLabel: ReactNode;
  children: ReactNode;
  className?: string;
  /** More beside the Save button (e.g. 'Make active'). */
  actions?: ReactNode;
}) {
  return (
    <FormProvider {...editor.form}>
      <form
        noValidate
        aria-label={label}
        className={cn('grid gap-4', className)}
        onSubmit={(event) => void editor.submit(undefined)(event)}
      >
        <EditorNotices draft={editor.draft} />
        {children}
        <SaveFailure error={editor.error} className="text-sm" />
        <div className="flex flex-wrap items-center gap-3">
          <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef}>
            {saveLabel}
          </SaveButton>
          {actions}
        </div>
      </form>
    </FormProvider>
  );
}
