import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import * as z from 'zod/mini';
import { SelectField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { INBOX_STATUS_LABELS } from '@/config/value-labels';
import { INBOX_STATUS_ORDER, type InboxKind, type InboxStatus } from '../api/inbox-kinds';
import { inboxQueries } from '../api/inbox';
import { saveWorkflow, type InboxItem } from '../api/inbox-item';

const followUpSchema = z.object({
  status: z.enum(INBOX_STATUS_ORDER as [InboxStatus, ...InboxStatus[]]),
  assignee: z.string(),
});

/**
 * Status and assignee of an inbox item, saved together with the version read through the staff
 * kit (docs/decisions/0025, 0034). Nothing is kept on the device (the care inbox keeps no drafts,
 * decision 0026); 'Saved.' confirms a save, and a stale save says 'Someone else changed this item.
 * Reload to see their changes.' with 'Reload'.
 */
export function InboxFollowUp({ kind, id, item }: { kind: InboxKind; id: string; item: InboxItem }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const assignees = useQuery(inboxQueries.assignees());
  const editor = useStaffEditor({
    schema: followUpSchema,
    defaultValues: { status: item.workflow.status, assignee: item.workflow.assignee_id ?? '' },
    draftKey: null,
    save: ({ status, assignee }) =>
      saveWorkflow({ kind, id, version: item.workflow.version, status, assignee_id: assignee || null }),
    savedValues: (workflow) => ({ status: workflow.status, assignee: workflow.assignee_id ?? '' }),
    successToast: null,
    failureMessage: 'Could not save the change. Try again.',
    what: 'this item',
    invalidate: [[...inboxQueries.all(), 'page'], inboxQueries.unread().queryKey],
    onSaved: (workflow) => {
      queryClient.setQueryData(inboxQueries.item(kind, id).queryKey, { ...item, workflow });
    },
  });
  const { isDirty } = editor.form.formState;
  const assignee = editor.form.watch('assignee');

  async function reload() {
    editor.resetSave();
    await queryClient.invalidateQueries({ queryKey: inboxQueries.item(kind, id).queryKey });
    const fresh = queryClient.getQueryData(inboxQueries.item(kind, id).queryKey);
    if (fresh) {
      editor.form.reset({ status: fresh.workflow.status, assignee: fresh.workflow.assignee_id ?? '' });
    }
  }

  const people = (assignees.data ?? []).map((person) => ({
    value: person.user_id,
    label: person.display_name === person.email ? person.email : `${person.display_name} (${person.email})`,
  }));
  // Someone no longer in the list (role changed) stays selectable as they are.
  const former =
    assignee && assignees.data && !assignees.data.some((person) => person.user_id === assignee)
      ? [{ value: assignee, label: 'A former care staff member' }]
      : [];
  return (
    <form
      noValidate
      onSubmit={(event) => void editor.submit(undefined)(event)}
      aria-labelledby={`${formId}-title`}
      className="grid gap-4"
    >
      <h2 id={`${formId}-title`} className="font-serif text-xl font-bold text-brand-950">
        Follow-up
      </h2>
      <EditorNotices draft={editor.draft} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={editor.form.control}
          name="status"
          label="Status"
          id={`${formId}-status`}
          options={INBOX_STATUS_ORDER.map((value) => ({ value, label: INBOX_STATUS_LABELS[value] }))}
        />
        <SelectField
          control={editor.form.control}
          name="assignee"
          label="Assigned to"
          id={`${formId}-assignee`}
          options={[{ value: '', label: 'Nobody' }, ...people, ...former]}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton busy={editor.busy || !isDirty} pending={editor.busy} buttonRef={editor.saveButtonRef}>
          Save
        </SaveButton>
        <p aria-live="polite" className="text-sm text-slate-700">
          {editor.succeeded && !isDirty ? 'Saved.' : ''}
        </p>
      </div>
      {editor.error ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <div className="flex flex-wrap items-center gap-3">
            <p>{editor.error}</p>
            {editor.conflict ? (
              <Button type="button" variant="outline" onClick={() => void reload()}>
                Reload
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </form>
  );
}
