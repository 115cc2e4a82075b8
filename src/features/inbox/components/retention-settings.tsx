import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as z from 'zod/mini';
import { RecordLoader } from '@/components/admin/record-loader';
import { TextField } from '@/components/editor/editor-fields';
import { wholeNumber } from '@/components/editor/field-values';
import { EditorForm, useRowEditor } from '@/components/editor/row-editor';
import { cn } from '@/lib/utils';
import { INBOX_KIND_ORDER, INBOX_KINDS } from '../api/inbox-kinds';
import { inboxQueries } from '../api/inbox';
import { privacyQueries, RETENTION_LIMITS, saveRetention, type StoredRetention } from '../api/inbox-privacy';

/** The message for a value the database would refuse. */
export const RETENTION_INVALID = `Enter a whole number of months from ${RETENTION_LIMITS.min} to ${RETENTION_LIMITS.max}.`;

const months = wholeNumber(RETENTION_LIMITS.min, RETENTION_LIMITS.max, RETENTION_INVALID);

/** The form's rules: whole months per kind, within the database's limits. */
export const retentionSchema = z.object({
  prayer_request: months,
  contact_message: months,
  first_timer: months,
});

const toRetentionForm = (row: StoredRetention) => ({
  prayer_request: String(row.prayer_request),
  contact_message: String(row.contact_message),
  first_timer: String(row.first_timer),
});

function RetentionForm({ row }: { row: StoredRetention }) {
  const editor = useRowEditor({
    row,
    toForm: toRetentionForm,
    schema: retentionSchema,
    draftKey: 'inbox-retention',
    save: (values, stored) => saveRetention(values, stored.version),
    // The page says it beside the button, with what it means.
    successToast: null,
    failureMessage: 'Could not save the retention setting. Try again.',
    invalidate: [privacyQueries.retention().queryKey, [...inboxQueries.all(), 'page']],
  });
  return (
    <EditorForm
      editor={editor}
      label="Retention"
      saveLabel="Save retention"
      actions={
        <p aria-live="polite" className="text-sm text-slate-700">
          {editor.succeeded && !editor.form.formState.isDirty
            ? 'Saved. The nightly job uses the new setting.'
            : ''}
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {INBOX_KIND_ORDER.map((kind) => (
          <TextField
            key={kind}
            name={kind}
            id={`retention-${kind}`}
            label={`${INBOX_KINDS[kind].plural} (months)`}
            inputMode="numeric"
          />
        ))}
      </div>
    </EditorForm>
  );
}

/**
 * The retention setting of the inbox (admins only, on `/admin/inbox`; docs/decisions/0026): how
 * many months after an item is Done or Archived the database deletes it, per kind (1–120;
 * defaults 12, 12 and 24). A nightly database job applies it. A kit editor of its one row
 * (docs/decisions/0051): a failed read shows the error and no Save.
 */
export function RetentionSettings({ className }: { className?: string }) {
  const retention = useQuery(privacyQueries.retention());
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6', className)}
    >
      <h2 id={headingId} className="font-serif text-xl font-bold text-brand-950">
        How long items are kept
      </h2>
      <p className="max-w-prose text-slate-700">
        Items are deleted for good this many months after they are marked Done or Archived. Open items are
        kept.
      </p>
      <RecordLoader
        query={retention}
        loadingLabel="Loading the retention setting"
        errorText="Could not load the retention setting."
        skeletonRows={1}
      >
        {(row) => <RetentionForm row={row} />}
      </RecordLoader>
    </section>
  );
}
