import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '@/config/staff-pages';
import { toast } from '@/hooks/use-toast';
import {
  InviteSchema,
  inviteStaff,
  staffDirectoryQueries,
  type InviteInput,
  type InviteValues,
} from '../api/staff';
import { SELECT_CLASSES } from '../utils/select-classes';

/**
 * 'Invite': an e-mail address and a role. Records the invitation and has Auth e-mail the link
 * (`inviteStaff`); then the form empties, a toast confirms and the list shows the invitation as
 * pending. A refusal (bad address, already on the staff, too many e-mails, no connection) is shown
 * above the button and what was typed stays.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const mutation = useMutation({
    mutationFn: (values: InviteValues) => inviteStaff(values),
    onSuccess: (_data, values) => {
      toast({ title: 'Invitation sent.', description: `${values.email} will receive an email with a link.` });
      form.reset();
    },
    // The invitation may be recorded even when the e-mail could not be sent.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDirectoryQueries.all() }),
  });
  const pending = mutation.isPending;

  return (
    <form
      noValidate
      aria-labelledby="invite-heading"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="invite-heading" className="font-serif text-xl font-bold text-brand-950">
        Invite
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        They receive an email with a link to choose a password. The link works once, for an hour: if it has
        expired, use “Send again” in the list below.
      </p>
      <FieldGroup className="sm:grid-cols-[1fr_14rem]">
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="invite-email">Email</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('invite-email', fieldState)}
                type="email"
                autoComplete="off"
                required
                disabled={pending}
              />
              <FieldError id="invite-email" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="role"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="invite-role">Role</FieldLabel>
              <select
                {...field}
                {...fieldControlProps('invite-role', fieldState)}
                className={SELECT_CLASSES}
                disabled={pending}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}: {STAFF_ROLE_DESCRIPTIONS[role]}
                  </option>
                ))}
              </select>
              <FieldError id="invite-role" error={fieldState.error} />
            </Field>
          )}
        />
      </FieldGroup>
      {mutation.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {mutation.error.message}
        </p>
      ) : null}
      <Button type="submit" className="mt-4" disabled={pending}>
        {pending ? 'Sending invitation...' : 'Send invitation'}
      </Button>
    </form>
  );
}
