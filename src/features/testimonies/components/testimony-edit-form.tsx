import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CheckboxField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import {
  testimonyChangeKey,
  TestimonyEditSchema,
  updateTestimony,
  type TestimonyEditInput,
} from '../api/testimony-moderation';
import type { Testimony } from '../api/testimonies';
import { TestimonyTextFields } from './testimony-fields';
import { applyTestimonyChange, refreshAfterFailure, testimonyFrom } from './testimony-moderation-cache';

/**
 * One testimony in edit mode on the moderation page (spec §4 "Edit mode is per row, with Save and
 * Cancel", §5, §8): name, title, content and an 'Approved' checkbox, with the visitor form's rules
 * (content required: 'Testimony content is required.', nothing is sent). The first field takes
 * focus when the form opens.
 *
 * Save goes through the staff kit (`useStaffEditor`, docs/decisions/0034) with the version read
 * (issue 30 item 8): success toasts 'Testimony updated successfully.' and calls `onSaved`; a
 * failure toasts 'Failed to update testimony.' (destructive), says why beside Save ('Someone else
 * changed this. Reload to see their changes.' for a stale save) and keeps the form and what was
 * typed, which is also kept on the device. Cancel calls `onCancel` and sends nothing. While
 * saving, both buttons are disabled ('Saving...'); `busy` disables them too while another change
 * of the row is in flight.
 *
 * @param testimony - the row as last read.
 * @param busy - a change of this testimony is in flight.
 * @param onSaveStart - called when a valid form is sent.
 * @param onSaved - called once the change is saved (the row leaves edit mode).
 * @param onCancel - called on Cancel (the row leaves edit mode unchanged).
 */
export function TestimonyEditForm({
  testimony,
  busy,
  onSaveStart,
  onSaved,
  onCancel,
}: {
  testimony: Testimony;
  busy: boolean;
  onSaveStart?: () => void;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const from = testimonyFrom(testimony);
  const base = `edit-${testimony.id}`;
  const editor = useStaffEditor({
    schema: TestimonyEditSchema,
    defaultValues: {
      submitter_name: testimony.submitter_name ?? '',
      testimony_title: testimony.testimony_title ?? '',
      testimony_content: testimony.testimony_content,
      is_approved: testimony.is_approved,
    } satisfies TestimonyEditInput,
    draftKey: `testimony:${testimony.id}`,
    mutationKey: testimonyChangeKey(testimony.id),
    save: (values) => {
      onSaveStart?.();
      return updateTestimony(testimony, values);
    },
    successToast: { title: 'Testimony updated successfully.' },
    failureToast: { title: 'Failed to update testimony.', variant: 'destructive' },
    failureMessage: 'Could not save the testimony. Please try again; what you typed is kept.',
    onSaved: async (version, values) => {
      await applyTestimonyChange(queryClient, testimony.id, { ...values, version });
      onSaved();
    },
    onFailed: (error) => refreshAfterFailure(queryClient, error),
  });

  // Opening edit mode puts the cursor in the first field.
  const { setFocus } = editor.form;
  useEffect(() => setFocus('submitter_name'), [setFocus]);

  const disabled = busy || editor.busy;
  return (
    <form
      noValidate
      aria-label={`Edit testimony ${from}`}
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="grid gap-4"
    >
      <EditorNotices draft={editor.draft} />
      <FieldGroup>
        <TestimonyTextFields
          control={editor.form.control}
          idPrefix={base}
          nameLabel="Name (optional)"
          contentLabel="Testimony"
        />
        <CheckboxField
          control={editor.form.control}
          name="is_approved"
          id={`${base}-approved`}
          label={<>Approved (shown on Pastor&apos;s Corner)</>}
        />
      </FieldGroup>
      <SaveFailure error={editor.error} className="text-sm" />
      <div className="flex flex-wrap gap-2">
        <SaveButton size="sm" busy={disabled} pending={editor.busy} buttonRef={editor.saveButtonRef}>
          Save<span className="sr-only"> testimony {from}</span>
        </SaveButton>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => {
            editor.draft.clearDraft();
            onCancel();
          }}
        >
          Cancel<span className="sr-only"> editing testimony {from}</span>
        </Button>
      </div>
    </form>
  );
}
