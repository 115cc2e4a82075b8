import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { saveFailureMessage } from '@/components/editor/save-problem';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { INBOX_KIND_ORDER, INBOX_KINDS, type InboxKind } from '../api/inbox-kinds';
import { inboxQueries } from '../api/inbox';
import {
  privacyQueries,
  RETENTION_LIMITS,
  saveRetention,
  type RetentionMonths,
  type StoredRetention,
} from '../api/inbox-privacy';

/** The message for a value the database would refuse. */
export const RETENTION_INVALID = `Enter a whole number of months from ${RETENTION_LIMITS.min} to ${RETENTION_LIMITS.max}.`;

/** The typed value as months, or null when it is not a whole number within the limits. */
export function parseMonths(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const months = Number(value);
  return months >= RETENTION_LIMITS.min && months <= RETENTION_LIMITS.max ? months : null;
}

function RetentionForm({ initial }: { initial: StoredRetention }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [values, setValues] = useState<Record<InboxKind, string>>({
    prayer_request: String(initial.prayer_request),
    contact_message: String(initial.contact_message),
    first_timer: String(initial.first_timer),
  });
  const [invalid, setInvalid] = useState<InboxKind[]>([]);
  // The version the form's values were read at: a save sends it (docs/decisions/0020).
  const [version, setVersion] = useState(initial.version);
  const save = useMutation({
    mutationFn: (months: RetentionMonths) => saveRetention(months, version),
    onSuccess: (saved) => {
      setVersion(saved.version);
      queryClient.setQueryData(privacyQueries.retention().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...inboxQueries.all(), 'page'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = Object.fromEntries(INBOX_KIND_ORDER.map((kind) => [kind, parseMonths(values[kind])]));
    const bad = INBOX_KIND_ORDER.filter((kind) => parsed[kind] === null);
    setInvalid(bad);
    if (bad.length) return;
    save.mutate(parsed as RetentionMonths);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {INBOX_KIND_ORDER.map((kind) => {
          const bad = invalid.includes(kind);
          return (
            <div key={kind} className="grid gap-1">
              <label htmlFor={`${formId}-${kind}`} className="text-sm font-semibold text-slate-900">
                {INBOX_KINDS[kind].plural} (months)
              </label>
              <Input
                id={`${formId}-${kind}`}
                inputMode="numeric"
                value={values[kind]}
                aria-invalid={bad ? true : undefined}
                aria-describedby={bad ? `${formId}-${kind}-error` : undefined}
                onChange={(event) => {
                  setValues((v) => ({ ...v, [kind]: event.target.value }));
                  save.reset();
                }}
              />
              {bad ? (
                <p id={`${formId}-${kind}-error`} className="text-sm font-medium text-red-800">
                  {RETENTION_INVALID}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save retention'}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {save.isSuccess ? 'Saved. The nightly job uses the new setting.' : ''}
        </p>
      </div>
      {save.isError || invalid.length ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {invalid.length
            ? RETENTION_INVALID
            : saveFailureMessage(save.error, 'Could not save the retention setting. Try again.')}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The retention setting of the inbox (admins only, on `/admin/inbox`; docs/decisions/0026): how
 * many months after an item is Done or Archived the database deletes it, per kind (1–120;
 * defaults 12, 12 and 24). A nightly database job applies it.
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
      {retention.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : retention.isError || !retention.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-800">Could not load the retention setting.</p>
          <Button variant="outline" onClick={() => void retention.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RetentionForm initial={retention.data} />
      )}
    </section>
  );
}
