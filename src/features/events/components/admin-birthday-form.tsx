import { useEffect, useId, useMemo } from 'react';
import { TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { FIELD_LIMITS } from '@/lib/validation';
import {
  BIRTHDAY_CHANGE_KEYS,
  birthdaySchema,
  createBirthday,
  updateBirthday,
  type StaffBirthday,
} from '../api/staff-birthdays';

/** The message of a save that failed for any reason but a stale version. */
export const BIRTHDAY_SAVE_FAILED = 'The birthday could not be saved. Please try again.';

const EMPTY = { member_name: '', birth_date: '' };

/**
 * Adds a birthday, or edits one (issue "Birthdays"): the member's name and date of birth, with
 * the rules of {@link birthdaySchema}, saved through the staff kit (`useStaffEditor`,
 * docs/decisions/0034): unsaved input kept on the device, 'Leave page?', the version read sent
 * with an edit (a stale save says someone else changed it and keeps the input), any other failure
 * {@link BIRTHDAY_SAVE_FAILED}. A successful save toasts 'Birthday saved.', empties the add form
 * and calls `onDone`.
 *
 * @param birthday - the row to edit; omitted to add one.
 * @param onDone - called after a save, or on Cancel (editing only).
 */
export function AdminBirthdayForm({ birthday, onDone }: { birthday?: StaffBirthday; onDone?: () => void }) {
  const id = useId();
  const schema = useMemo(() => birthdaySchema(), []);
  const editor = useStaffEditor({
    schema,
    defaultValues: birthday ? { member_name: birthday.member_name, birth_date: birthday.birth_date } : EMPTY,
    draftKey: `birthday:${birthday?.id ?? 'new'}`,
    save: (values) =>
      birthday ? updateBirthday(birthday.id, birthday.version, values) : createBirthday(values),
    savedValues: () => EMPTY,
    successToast: { title: 'Birthday saved.' },
    failureMessage: BIRTHDAY_SAVE_FAILED,
    invalidate: BIRTHDAY_CHANGE_KEYS,
    onSaved: () => onDone?.(),
  });

  const { setFocus } = editor.form;
  useEffect(() => {
    if (birthday) setFocus('member_name');
  }, [birthday, setFocus]);

  return (
    <form
      noValidate
      aria-label={birthday ? `Edit the birthday of ${birthday.member_name}` : 'Add a birthday'}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => void editor.submit(undefined)(event)}
    >
      <EditorNotices draft={editor.draft} />
      <FieldGroup className="sm:grid-cols-2">
        <TextField
          control={editor.form.control}
          name="member_name"
          label="Name"
          id={`${id}-name`}
          autoComplete="off"
          maxLength={FIELD_LIMITS.name}
          required
        />
        <TextField
          control={editor.form.control}
          name="birth_date"
          label="Date of birth"
          id={`${id}-date`}
          type="date"
          required
        />
      </FieldGroup>
      <SaveFailure error={editor.error} className="text-sm" />
      <div className="flex flex-wrap gap-2">
        <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef}>
          {birthday ? 'Save' : 'Add birthday'}
        </SaveButton>
        {birthday ? (
          <Button
            type="button"
            variant="outline"
            disabled={editor.busy}
            onClick={() => {
              editor.draft.clearDraft();
              onDone?.();
            }}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
