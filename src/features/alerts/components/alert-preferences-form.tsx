import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { ALERT_KIND_FIELDS, alertQueries, saveAlertPreferences, type AlertPreferences } from '../api/alerts';

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
 * again), the form; a failed save says so above the button and keeps the choices.
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
  const [values, setValues] = useState<AlertPreferences>(initial);
  const save = useMutation({
    mutationFn: (next: AlertPreferences) => saveAlertPreferences(userId, next),
    onSuccess: (_data, next) => {
      queryClient.setQueryData(alertQueries.preferences(userId).queryKey, next);
      toast({ title: 'Your alert choices have been saved.' });
    },
  });

  const set = (field: keyof AlertPreferences) => (checked: boolean) =>
    setValues((current) => ({ ...current, [field]: checked }));
  const anyKind = values.prayerRequest || values.contactMessage || values.firstTimer;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <p className="text-slate-700">
        When someone sends something through the website, we can e-mail you. The e-mail names the kind and the
        sender&apos;s first name and links to the item; what they wrote stays in the inbox.
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-slate-900">E-mail me about</legend>
        {ALERT_KIND_FIELDS.map(({ field, label }) => (
          <Checkbox
            key={field}
            id={`${id}-${field}`}
            label={label}
            checked={values[field]}
            disabled={save.isPending}
            onChange={set(field)}
          />
        ))}
      </fieldset>
      <Checkbox
        id={`${id}-digest`}
        label="Daily digest instead of each one"
        hint={
          anyKind
            ? 'One e-mail each morning (07:00 UTC) listing what arrived since the last one.'
            : 'Choose at least one kind above to get a digest.'
        }
        checked={values.dailyDigest}
        disabled={save.isPending}
        onChange={set('dailyDigest')}
      />
      {save.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Your alert choices could not be saved. Please try again.
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save alerts'}
      </Button>
    </form>
  );
}
