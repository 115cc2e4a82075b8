import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { ROW_CHANGED_MESSAGE, RowChangedError } from '@/lib/errors';

/** One text field of an {@link AdminRecordForm}. */
export interface RecordFieldSpec<V extends Record<string, string>> {
  name: Path<V> & keyof V & string;
  label: string;
  /** `textarea` for long text; `month` gives a month picker (`yyyy-MM`). */
  kind?: 'text' | 'textarea' | 'month' | 'url' | 'price';
  /** The message when it is left blank; optional fields have none. */
  required?: string;
  /** Longest accepted text, in characters (the column's check). */
  max?: number;
  description?: string;
  /** Another rule: the message, or `null` when the value is fine. */
  check?: (value: string) => string | null;
}

/** What {@link AdminRecordForm} needs. */
export interface AdminRecordFormProps<V extends Record<string, string>> {
  /** Prefix of the controls' ids, e.g. `verse`. */
  idPrefix: string;
  /** The form's accessible name, e.g. 'Edit key verse'. */
  title: string;
  fields: readonly RecordFieldSpec<V>[];
  /** The saved values (empty strings for a new record). */
  initial: V;
  /** Names the record for useUnsavedChanges, e.g. `pastor-verse:<id>`. */
  draftKey: string;
  /**
   * Stores the values. Throw `RowChangedError` for a stale save, or an Error whose message the
   * form shows (anything else shows a generic message); the input stays either way.
   */
  onSave: (values: V) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  /** Extra controls (file pickers) between the fields and the buttons. */
  children?: ReactNode;
  /** Checked before saving (e.g. a required file): a message stops the save. */
  beforeSave?: () => string | null;
}

/**
 * A small staff form of text fields for the pastor's corner records (issue 23 item 3): labelled
 * controls with their rules and errors, Save and Cancel, and the no-lost-edits parts
 * (docs/decisions/0020): the input is kept on the device and restored with 'Discard', leaving
 * asks 'Leave page?', a stale save says 'Someone else changed this. Reload to see their
 * changes.' Failures keep what was typed.
 */
export function AdminRecordForm<V extends Record<string, string>>({
  idPrefix,
  title,
  fields,
  initial,
  draftKey,
  onSave,
  onCancel,
  submitLabel,
  children,
  beforeSave,
}: AdminRecordFormProps<V>) {
  // react-hook-form's DefaultValues<V> is a deep partial of V; the initial values are complete.
  const form = useForm<V>({ defaultValues: initial as never, mode: 'onTouched' });
  const { restored, clearDraft, discardDraft, leavePrompt } = useUnsavedChanges({ form, draftKey });
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const problem = beforeSave?.();
    if (problem) {
      setFormError(problem);
      return;
    }
    setSaving(true);
    try {
      await onSave(values);
      clearDraft();
      form.reset(values);
    } catch (error) {
      if (error instanceof RowChangedError) setFormError(ROW_CHANGED_MESSAGE);
      else if (
        error instanceof Error &&
        error.name !== 'PostgrestError' &&
        error.message &&
        !('code' in error)
      ) {
        setFormError(error.message);
      } else setFormError('Could not save. Please try again; what you typed is kept.');
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      {leavePrompt}
      <h3 className="font-serif text-lg font-bold text-brand-950">{title}</h3>
      {restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md border border-gold-500 bg-gold-50 p-3"
        >
          <p className="text-slate-900">Unsaved changes from this device were restored.</p>
          <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}
      {fields.map((spec) => {
        const id = `${idPrefix}-${spec.name}`;
        return (
          <Controller
            key={spec.name}
            name={spec.name}
            control={form.control}
            rules={{
              validate: (raw) => {
                const value = String(raw ?? '');
                if (spec.required && !value.trim()) return spec.required;
                if (spec.max !== undefined && value.length > spec.max)
                  return `Use at most ${spec.max} characters.`;
                return (value.trim() && spec.check?.(value)) || true;
              },
            }}
            render={({ field, fieldState }) => {
              const control = fieldControlProps(id, fieldState, { described: Boolean(spec.description) });
              return (
                <Field data-invalid={fieldState.invalid}>
                  <FieldLabel htmlFor={id}>
                    {spec.label}
                    {spec.required ? null : <span className="font-normal text-slate-700"> (optional)</span>}
                  </FieldLabel>
                  {spec.kind === 'textarea' ? (
                    <Textarea {...field} value={String(field.value ?? '')} {...control} />
                  ) : (
                    <Input
                      {...field}
                      value={String(field.value ?? '')}
                      type={spec.kind === 'month' ? 'month' : spec.kind === 'url' ? 'url' : 'text'}
                      inputMode={spec.kind === 'price' ? 'decimal' : spec.kind === 'url' ? 'url' : undefined}
                      {...control}
                    />
                  )}
                  {spec.description ? <FieldDescription id={id}>{spec.description}</FieldDescription> : null}
                  <FieldError id={id} error={fieldState.error} />
                </Field>
              );
            }}
          />
        );
      })}
      {children}
      {formError ? (
        <p role="alert" className="font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={saving}
          onClick={() => {
            clearDraft();
            onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
