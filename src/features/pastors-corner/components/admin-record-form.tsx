import type { QueryKey } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Control, Path } from 'react-hook-form';
import { TextField } from '@/components/editor/editor-fields';
import type { LanguagePair } from '@/components/editor/language-tabs';
import { LazyLanguageTabs } from '@/components/editor/language-tabs-lazy';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { recordSchema, spanishFieldSpecs, type RecordFieldSpec } from '../utils/record-fields';

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

/** One labelled control of a record form. */
function RecordField<V extends Record<string, string>>({
  control,
  idPrefix,
  spec,
}: {
  control: Control<V, unknown, V>;
  idPrefix: string;
  spec: RecordFieldSpec<V>;
}) {
  return (
    <TextField
      control={control}
      name={spec.name as Path<V>}
      label={spec.label}
      id={`${idPrefix}-${spec.name}`}
      optional={!spec.required}
      description={spec.description}
      multiline={spec.kind === 'textarea'}
      type={spec.kind === 'month' ? 'month' : spec.kind === 'url' ? 'url' : 'text'}
      inputMode={spec.kind === 'price' ? 'decimal' : spec.kind === 'url' ? 'url' : undefined}
    />
  );
}

/**
 * The fields of a record form: the translated ones (those with `spanish`) in English / Español
 * tabs with the 'Spanish missing' marker (decision 0055), then the others. The tabs load after
 * the first paint (the page's staff budget; `preloadLanguageTabs`).
 */
function RecordFields<V extends Record<string, string>>({
  control,
  idPrefix,
  fields,
}: {
  control: Control<V, unknown, V>;
  idPrefix: string;
  fields: readonly RecordFieldSpec<V>[];
}) {
  const translated = fields.filter((spec) => spec.spanish);
  const others = fields.filter((spec) => !spec.spanish);
  const list = (specs: readonly RecordFieldSpec<V>[]) =>
    specs.map((spec) => <RecordField key={spec.name} control={control} idPrefix={idPrefix} spec={spec} />);
  return (
    <>
      {translated.length > 0 ? (
        <LazyLanguageTabs
          control={control}
          label="English and Spanish text"
          pairs={translated.map((spec) => [spec.name, spec.spanish] as unknown as LanguagePair<V>)}
          english={list(translated)}
          spanish={list(spanishFieldSpecs(translated))}
        />
      ) : null}
      {list(others)}
    </>
  );
}

/**
 * A small staff form of text fields for the pastor's corner records (issue 23 item 3): labelled
 * controls with their rules (`recordSchema`) and errors (the translated ones in English / Español
 * tabs, the Spanish optional, decision 0055), Save and Cancel, saved through the staff
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
      <RecordFields control={editor.form.control} idPrefix={idPrefix} fields={fields} />
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
