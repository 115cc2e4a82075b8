import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ALERT_KIND_FIELDS, alertQueries, saveAlertPreferences, type AlertPreferences } from '../api/alerts';

/** The alert choices: four yes/no answers. */
const preferencesSchema = z.object({
  prayerRequest: z.boolean(),
  contactMessage: z.boolean(),
  firstTimer: z.boolean(),
  dailyDigest: z.boolean(),
});

function Checkbox({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * E-mail alerts of the care inbox on `/admin/account` (issue 21 item 6, docs/decisions/0027),
 * for admins and pastoral care: one checkbox per kind (prayer requests, contact messages,
 * first-timer cards) and 'daily digest instead of each one'. Saved with 'Save alerts' into the
 * staff member's own `alert_preferences` row. The e-mails name the kind, the sender's first name
 * and link to the item, never what the visitor wrote; at most 30 an hour, then one 'and N more'.
 *
 * States: loading (skeleton lines), error ('Your alert choices could not be loaded.' with Try
 * again), the form, saved through the staff kit (docs/decisions/0034); a failed save says so by
 * the button and keeps the choices.
 *
 * @param userId - the signed-in user's id.
 */
export function AlertPreferencesForm({ userId }: { userId: string }) {
  const stored = useQuery(alertQueries.preferences(userId));
  if (stored.isError) {
    return (
      <ErrorState onRetry={() => void stored.refetch()} retrying={stored.isFetching}>
        Your alert choices could not be loaded.
      </ErrorState>
    );
  }
  if (!stored.data) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading your alert choices">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-5 w-52" />
      </div>
    );
  }
  return <PreferencesForm userId={userId} initial={stored.data} />;
}

function PreferencesForm({ userId, initial }: { userId: string; initial: AlertPreferences }) {
  const id = useId();
  const queryClient = useQueryClient();
  const editor = useStaffEditor({
    schema: preferencesSchema,
    defaultValues: initial,
    draftKey: `alert-preferences:${userId}`,
    save: (values) => saveAlertPreferences(userId, values),
    successToast: { title: 'Your alert choices have been saved.' },
    failureMessage: 'Your alert choices could not be saved. Please try again.',
    onSaved: (_result, values) => {
      queryClient.setQueryData(alertQueries.preferences(userId).queryKey, values);
    },
  });
  const { control } = editor.form;
  const kinds = useWatch({ control, name: ['prayerRequest', 'contactMessage', 'firstTimer'] });
  const checkbox = (field: keyof AlertPreferences, label: string, hint?: string) => (
    <Controller
      key={field}
      name={field}
      control={control}
      render={({ field: { value, onChange } }) => (
        <Checkbox
          id={`${id}-${field}`}
          label={label}
          hint={hint}
          checked={value}
          disabled={editor.busy}
          onChange={onChange}
        />
      )}
    />
  );

  return (
    <form className="grid gap-5" onSubmit={(event) => void editor.submit(undefined)(event)} noValidate>
      <EditorNotices draft={editor.draft} />
      <p className="text-slate-700">
        When someone sends something through the website, we can e-mail you. The e-mail names the kind and the
        sender&apos;s first name and links to the item; what they wrote stays in the inbox.
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-slate-900">E-mail me about</legend>
        {ALERT_KIND_FIELDS.map(({ field, label }) => checkbox(field, label))}
      </fieldset>
      {checkbox(
        'dailyDigest',
        'Daily digest instead of each one',
        kinds.some(Boolean)
          ? 'One e-mail each morning (07:00 UTC) listing what arrived since the last one.'
          : 'Choose at least one kind above to get a digest.',
      )}
      <SaveFailure
        error={editor.error}
        className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-normal text-red-800"
      />
      <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef} className="justify-self-start">
        Save alerts
      </SaveButton>
    </form>
  );
}
