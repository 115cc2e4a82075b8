import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { saveFailureMessage } from '@/components/editor/save-problem';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { toast } from '@/hooks/use-toast';
import type { RegistrationQuestion } from '../api/registrations';
import {
  saveRegistrationSettings,
  staffRegistrationQueries,
  type RegistrationSettings,
} from '../api/staff-registrations';
import { QuestionsField } from './registration-questions-field';

/** The checks the database makes (`event_registration_settings`), as sentences per field. */
export function settingsErrors(s: RegistrationSettings): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!Number.isInteger(s.capacity) || s.capacity < 1 || s.capacity > 10000)
    errors.capacity = 'Seats must be a whole number from 1 to 10,000';
  if (
    !Number.isInteger(s.closes_minutes_before) ||
    s.closes_minutes_before < 0 ||
    s.closes_minutes_before > 43200
  )
    errors.closes = 'Closing must be 0 to 43,200 minutes before the start';
  if (!Number.isInteger(s.hold_minutes) || s.hold_minutes < 5 || s.hold_minutes > 1440)
    errors.hold = 'Holding must be 5 to 1,440 minutes';
  if ((s.confirmation_message ?? '').length > 1000) errors.message = 'At most 1,000 characters';
  s.questions.forEach((q, i) => {
    if (!q.label.trim() || q.label.length > 200)
      errors[`q${i}`] = 'Each question needs a label (up to 200 characters)';
    else if (q.kind === 'choice' && (!q.options?.length || q.options.length > 10))
      errors[`q${i}`] = 'A choice needs 1 to 10 options, one per line';
  });
  return errors;
}

function defaults(eventId: string): RegistrationSettings {
  return {
    event_id: eventId,
    is_open: false,
    capacity: 20,
    waitlist: true,
    closes_minutes_before: 0,
    hold_minutes: 30,
    questions: [],
    confirmation_message: null,
  };
}

/**
 * The event editor's 'Registration' section (decisions 0039, 0047): off (default) or on, seats
 * (a party counts its size), waitlist, closing minutes before the start (0 = at the start), how
 * many minutes a sign-up holds its seats until its e-mailed link is opened, up to 5 questions
 * and the confirmation message. A series' settings apply to each date, each counting its own
 * seats. Links to the event's registrations page.
 *
 * The form appears only once the event's settings were read: an event without a row gets the
 * defaults; a failed read shows the error with 'Try again' and no form, so that a Save can never
 * write the defaults over the event's real settings.
 */
export function RegistrationSettingsForm({ eventId }: { eventId: string }) {
  const query = useQuery(staffRegistrationQueries.settings(eventId));
  if (query.isPending) return <ListSkeleton label="Loading the registration settings" rows={2} />;
  if (query.isError) {
    return (
      <section aria-labelledby="registration-settings" className="grid gap-4">
        <h2 id="registration-settings" className="font-serif text-2xl font-bold text-brand-950">
          Registration
        </h2>
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
          The registration settings could not be loaded, so they cannot be changed now.
        </ErrorState>
      </section>
    );
  }
  return <SettingsForm key={eventId} eventId={eventId} initial={query.data ?? defaults(eventId)} />;
}

function SettingsForm({ eventId, initial }: { eventId: string; initial: RegistrationSettings }) {
  const queryClient = useQueryClient();
  const [s, setS] = useState<RegistrationSettings>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useMutation({
    mutationFn: (value: RegistrationSettings) => saveRegistrationSettings(value),
    onSuccess: (version) => {
      // The form goes on from the stored row: its next save sends this version.
      setS((v) => ({ ...v, version }));
      toast({ title: 'Registration settings saved' });
      return queryClient.invalidateQueries({ queryKey: staffRegistrationQueries.all() });
    },
    onError: () => toast({ title: 'Not saved', description: 'Please try again.', variant: 'destructive' }),
  });
  const set = (patch: Partial<RegistrationSettings>) => setS((v) => ({ ...v, ...patch }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const questions = s.questions.map((q) =>
      q.kind === 'choice'
        ? { ...q, label: q.label.trim(), options: (q.options ?? []).map((o) => o.trim()).filter(Boolean) }
        : { ...q, label: q.label.trim() },
    );
    const found = settingsErrors({ ...s, questions });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const message = s.confirmation_message?.trim() ?? '';
    save.mutate({ ...s, questions, confirmation_message: message || null });
  }
  const error = (key: string) => (errors[key] ? { message: errors[key] } : undefined);

  return (
    <section aria-labelledby="registration-settings" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="registration-settings" className="font-serif text-2xl font-bold text-brand-950">
          Registration
        </h2>
        <Link
          to={`/admin/events/${eventId}/registrations`}
          className="text-brand-800 underline underline-offset-4"
        >
          See registrations
        </Link>
      </div>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <label className="inline-flex min-h-11 items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            checked={s.is_open}
            onChange={(e) => set({ is_open: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          Take registrations
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field>
            <FieldLabel htmlFor="registration-capacity">Seats per date</FieldLabel>
            <Input
              id="registration-capacity"
              type="number"
              inputMode="numeric"
              min={1}
              max={10000}
              value={Number.isNaN(s.capacity) ? '' : s.capacity}
              onChange={(e) => set({ capacity: e.target.valueAsNumber })}
              aria-invalid={Boolean(errors.capacity)}
            />
            <FieldError id="registration-capacity" error={error('capacity')} />
          </Field>
          <Field>
            <FieldLabel htmlFor="registration-closes">Closes (minutes before the start)</FieldLabel>
            <Input
              id="registration-closes"
              type="number"
              inputMode="numeric"
              min={0}
              value={Number.isNaN(s.closes_minutes_before) ? '' : s.closes_minutes_before}
              onChange={(e) => set({ closes_minutes_before: e.target.valueAsNumber })}
              aria-invalid={Boolean(errors.closes)}
            />
            <FieldError id="registration-closes" error={error('closes')} />
          </Field>
          <Field>
            <FieldLabel htmlFor="registration-hold">Minutes to confirm a seat</FieldLabel>
            <Input
              id="registration-hold"
              type="number"
              inputMode="numeric"
              min={5}
              max={1440}
              value={Number.isNaN(s.hold_minutes) ? '' : s.hold_minutes}
              onChange={(e) => set({ hold_minutes: e.target.valueAsNumber })}
              aria-invalid={Boolean(errors.hold)}
              aria-describedby={
                errors.hold
                  ? 'registration-hold-description registration-hold-error'
                  : 'registration-hold-description'
              }
            />
            <FieldDescription id="registration-hold">
              A sign-up holds its seats this long until the link in its e-mail is opened.
            </FieldDescription>
            <FieldError id="registration-hold" error={error('hold')} />
          </Field>
        </div>
        <label className="inline-flex min-h-11 items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            checked={s.waitlist}
            onChange={(e) => set({ waitlist: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          Waitlist when full
        </label>
        <QuestionsField
          questions={s.questions}
          errors={errors}
          onChange={(questions: RegistrationQuestion[]) => set({ questions })}
        />
        <Field>
          <FieldLabel htmlFor="registration-message">Confirmation message (optional)</FieldLabel>
          <Textarea
            id="registration-message"
            rows={3}
            value={s.confirmation_message ?? ''}
            onChange={(e) => set({ confirmation_message: e.target.value })}
            aria-invalid={Boolean(errors.message)}
          />
          <FieldError id="registration-message" error={error('message')} />
        </Field>
        {save.isError ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {saveFailureMessage(save.error, 'The registration settings were not saved. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? 'Saving...' : 'Save registration settings'}
        </Button>
      </form>
    </section>
  );
}
