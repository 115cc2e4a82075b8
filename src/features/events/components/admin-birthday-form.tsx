import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { ROW_CHANGED_MESSAGE, RowChangedError } from '@/lib/errors';
import { FIELD_LIMITS } from '@/lib/validation';
import {
  BIRTHDAY_CHANGE_KEYS,
  birthdaySchema,
  createBirthday,
  updateBirthday,
  type BirthdayValues,
  type StaffBirthday,
} from '../api/staff-birthdays';

/** The message of a save that failed for any reason but a stale version. */
export const BIRTHDAY_SAVE_FAILED = 'The birthday could not be saved. Please try again.';

/**
 * Adds a birthday, or edits one (issue "Birthdays"): the member's name and date of birth, with
 * the rules of {@link birthdaySchema}. Unsaved input is kept on the device and 'Leave page?' is
 * asked on navigation (`useUnsavedChanges`, decision 0020). A stale save shows 'Someone else
 * changed this. Reload to see their changes.' and keeps the input; any other failure shows
 * {@link BIRTHDAY_SAVE_FAILED}. A successful save toasts 'Birthday saved.' and calls `onDone`.
 *
 * @param birthday - the row to edit; omitted to add one.
 * @param onDone - called after a save, or on Cancel (editing only).
 */
export function AdminBirthdayForm({ birthday, onDone }: { birthday?: StaffBirthday; onDone?: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const schema = useMemo(() => birthdaySchema(), []);
  const form = useForm<BirthdayValues>({
    resolver: zodResolver(schema),
    defaultValues: { member_name: birthday?.member_name ?? '', birth_date: birthday?.birth_date ?? '' },
  });
  const { restored, clearDraft, discardDraft, leavePrompt } = useUnsavedChanges({
    form,
    draftKey: `birthday:${birthday?.id ?? 'new'}`,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: BirthdayValues) =>
      birthday ? updateBirthday(birthday.id, birthday.version, values) : createBirthday(values),
    onSuccess: async () => {
      clearDraft();
      setFailure(null);
      toast({ title: 'Birthday saved.' });
      form.reset({ member_name: '', birth_date: '' });
      await Promise.all(BIRTHDAY_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onDone?.();
    },
    onError: (error) =>
      setFailure(error instanceof RowChangedError ? ROW_CHANGED_MESSAGE : BIRTHDAY_SAVE_FAILED),
  });

  const { setFocus } = form;
  useEffect(() => {
    if (birthday) setFocus('member_name');
  }, [birthday, setFocus]);

  const label = birthday ? `Edit the birthday of ${birthday.member_name}` : 'Add a birthday';
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {restored ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Unsaved changes from this device were restored.
          <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
            Discard
          </Button>
        </p>
      ) : null}
      <FieldGroup className="sm:grid-cols-2">
        <Controller
          name="member_name"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor={`${id}-name`}>Name</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps(`${id}-name`, fieldState)}
                autoComplete="off"
                maxLength={FIELD_LIMITS.name}
                required
              />
              <FieldError id={`${id}-name`} error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="birth_date"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor={`${id}-date`}>Date of birth</FieldLabel>
              <Input {...field} {...fieldControlProps(`${id}-date`, fieldState)} type="date" required />
              <FieldError id={`${id}-date`} error={fieldState.error} />
            </Field>
          )}
        />
      </FieldGroup>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : birthday ? 'Save' : 'Add birthday'}
        </Button>
        {birthday ? (
          <Button
            type="button"
            variant="outline"
            disabled={mutation.isPending}
            onClick={() => {
              clearDraft();
              onDone?.();
            }}
          >
            Cancel
          </Button>
        ) : null}
      </div>
      {leavePrompt}
    </form>
  );
}
