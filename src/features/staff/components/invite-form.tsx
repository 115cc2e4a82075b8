import { useQueryClient } from '@tanstack/react-query';
import { SelectField, TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { FieldGroup } from '@/components/ui/field';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '@/config/staff-pages';
import { InviteSchema, inviteStaff } from '../api/staff-invitations';
import { staffDirectoryQueries } from '../api/staff';

const EMPTY = { email: '', role: 'editor' as const };

/**
 * 'Invite': an e-mail address and a role, saved through the staff kit (docs/decisions/0034).
 * Records the invitation and has Auth e-mail the link (`inviteStaff`); then the form empties, a
 * toast confirms and the list shows the invitation as pending. A refusal (bad address, already on
 * the staff, too many e-mails, no connection) is shown above the button and what was typed stays.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const editor = useStaffEditor({
    schema: InviteSchema,
    defaultValues: EMPTY,
    draftKey: 'staff-invite',
    save: inviteStaff,
    savedValues: () => EMPTY,
    successToast: (_result, _action, values) => ({
      title: 'Invitation sent.',
      description: `${values.email} will receive an email with a link.`,
    }),
    failureMessage: 'The invitation could not be sent. Please try again.',
    knownError: (error) => (error instanceof Error ? error.message : undefined),
    invalidate: [staffDirectoryQueries.all()],
    // The invitation may be recorded even when the e-mail could not be sent.
    onFailed: () => void queryClient.invalidateQueries({ queryKey: staffDirectoryQueries.all() }),
  });
  const { control } = editor.form;

  return (
    <form
      noValidate
      aria-labelledby="invite-heading"
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="invite-heading" className="font-serif text-xl font-bold text-brand-950">
        Invite
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        They receive an email with a link to choose a password. The link works once, for an hour: if it has
        expired, use “Send again” in the list below.
      </p>
      <EditorNotices draft={editor.draft} className="mb-4" />
      <FieldGroup className="sm:grid-cols-[1fr_14rem]">
        <TextField
          control={control}
          name="email"
          label="Email"
          id="invite-email"
          type="email"
          autoComplete="off"
          required
          disabled={editor.busy}
        />
        <SelectField
          control={control}
          name="role"
          label="Role"
          id="invite-role"
          disabled={editor.busy}
          options={STAFF_ROLES.map((role) => ({
            value: role,
            label: `${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role]}`,
          }))}
        />
      </FieldGroup>
      <SaveFailure
        error={editor.error}
        className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-normal text-red-800"
      />
      <SaveButton
        busy={editor.busy}
        busyLabel="Sending invitation..."
        buttonRef={editor.saveButtonRef}
        className="mt-4"
      >
        Send invitation
      </SaveButton>
    </form>
  );
}
