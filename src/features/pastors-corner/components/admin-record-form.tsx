import type { QueryKey } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { recordSchema, type RecordFieldSpec } from '../utils/record-fields';

export type { RecordFieldSpec };

/** What {@link AdminRecordForm} needs. */
export interface AdminRecordFormProps<V extends Record<string, string>> {
  /** Prefix of the controls' ids, e.g. `verse`. */
  idPrefix: string;
  /** The form's accessible name, e.g. 'Edit key verse'. */
  title: string;
  fields: readonly RecordFieldSpec<V>[];
  /** The saved values (empty strings for a new record). */
  initial: V;
  /** Names the record's kept draft, e.g. `pastor-verse:<id>`. */
  draftKey: string;
  /**
   * Stores the values with the version read (`saveRow`): `RowChangedError` for a stale save, a
   * `SaveProblem` for one the person can fix; the input stays either way.
   */
  save: (values: V) => Promise<unknown>;
  /** The toast of a successful save, e.g. 'Key verse saved.' */
  savedText: string;
  /** The queries a save makes stale (the staff list and the public reads). */
  invalidate: readonly QueryKey[];
  /** After a successful save (close the form), or on Cancel. */
  onDone: () => void;
  submitLabel: string;
  /** Extra controls (file pickers) between the fields and the buttons. */
  children?: ReactNode;
}

/**
 * A small staff form of text fields for the pastor's corner records (issue 23 item 3): labelled
 * controls with their rules (`recordSchema`) and errors, Save and Cancel, saved through the staff
 * kit (`useStaffEditor`, docs/decisions/0034): the input is kept on the device and restored,
 * leaving asks 'Leave page?', a stale save says 'Someone else changed this. Reload to see their
 * changes.', and failures keep what was typed.
 */
export function AdminRecordForm<V extends Record<string, string>>({
  idPrefix,
  title,
  fields,
  initial,
  draftKey,
  save,
  savedText,
  invalidate,
  onDone,
  submitLabel,
  children,
}: AdminRecordFormProps<V>) {
  const schema = useMemo(() => recordSchema(fields), [fields]);
  const editor = useStaffEditor({
    schema,
    defaultValues: initial,
    draftKey,
    mode: 'onTouched',
    save,
    successToast: { title: savedText },
    failureMessage: 'Could not save. Please try again; what you typed is kept.',
    invalidate,
    onSaved: onDone,
  });

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <h3 className="font-serif text-lg font-bold text-brand-950">{title}</h3>
      <EditorNotices draft={editor.draft} />
      {fields.map((spec) => (
        <TextField
          key={spec.name}
          control={editor.form.control}
          name={spec.name as Path<V>}
          label={spec.label}
          id={`${idPrefix}-${spec.name}`}
          optional={!spec.required}
          description={spec.description}
          multiline={spec.kind === 'textarea'}
          type={spec.kind === 'month' ? 'month' : spec.kind === 'url' ? 'url' : 'text'}
          inputMode={spec.kind === 'price' ? 'decimal' : spec.kind === 'url' ? 'url' : undefined}
        />
      ))}
      {children}
      <SaveFailure error={editor.error} />
      <div className="flex flex-wrap gap-3">
        <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef}>
          {submitLabel}
        </SaveButton>
        <Button
          type="button"
          variant="outline"
          disabled={editor.busy}
          onClick={() => {
            editor.draft.clearDraft();
            onDone();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
