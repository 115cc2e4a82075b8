import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { Input, Textarea } from '@/components/ui/input';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { contactMessages } from '@/i18n/contact';
import { useMessages } from '@/lib/i18n/messages';
import {
  FirstTimerSchema,
  submitFirstTimer,
  type FirstTimer,
  type FirstTimerInput,
} from '../api/first-timers';

/**
 * The answers offered for 'How did you hear about us?'; 'Other' is last. The English answer is
 * what is stored, in either language (the page shows it translated), so staff read one list.
 */
export const HOW_HEARD_OPTIONS = [
  'A friend or family member',
  'Social media',
  'Our website',
  'An online search',
  'Driving by the church',
  'A community event',
  'Other',
] as const;

const EMPTY: FirstTimerInput = { name: '', email: '', phone: '', how_heard: '', comments: '' };

const TEXT_FIELDS = [
  { name: 'name', label: 'fullName', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'phoneOptional', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/** Toast durations of the first-timer form (spec §9), in ms. */
export const FIRST_TIMER_TOAST_MS = { success: 6000, failure: 5000 } as const;

/**
 * The first-timer connect form (spec §2, §4, §5, §7, §8): name and email required; phone,
 * 'How did you hear about us?' and comments optional. On success it toasts 'Welcome to the
 * Family!' for 6 s, clears the fields and calls `onSubmitted` (the page then shows its thank-you
 * view); on failure it toasts 'Error Submitting Form' for 5 s and keeps what was typed. All text is
 * in the page's language (`@/i18n/contact`).
 */
export function FirstTimerForm({ onSubmitted }: { onSubmitted: () => void }) {
  const messages = useMessages(contactMessages);
  const m = messages.firstTimer;
  const labels = { ...m, email: messages.form.email, phoneOptional: messages.form.phoneOptional };
  const form = useForm<FirstTimerInput, unknown, FirstTimer>({
    resolver: zodResolver(FirstTimerSchema),
    defaultValues: EMPTY,
  });
  const { honeypotRef, submit, isPending } = useFormSubmit({
    send: submitFirstTimer,
    successToast: {
      title: m.welcomeTitle,
      description: m.welcomeText,
      duration: FIRST_TIMER_TOAST_MS.success,
    },
    onSuccess: () => {
      form.reset(EMPTY);
      onSubmitted();
    },
    failureToast: {
      title: m.failedTitle,
      description: m.failedText,
      variant: 'destructive',
      duration: FIRST_TIMER_TOAST_MS.failure,
    },
  });

  return (
    <form
      method="post"
      noValidate
      aria-label={m.formLabel}
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <Honeypot ref={honeypotRef} />
      <FieldGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((spec) => (
            <Controller
              key={spec.name}
              name={spec.name}
              control={form.control}
              render={({ field, fieldState }) => (
                <Field>
                  <FieldLabel htmlFor={`first-timer-${spec.name}`}>{labels[spec.label]}</FieldLabel>
                  <Input
                    {...field}
                    {...fieldControlProps(`first-timer-${spec.name}`, fieldState)}
                    type={spec.type}
                    autoComplete={spec.autoComplete}
                    required={spec.required}
                  />
                  <FieldError id={`first-timer-${spec.name}`} error={fieldState.error} />
                </Field>
              )}
            />
          ))}
          <Controller
            name="how_heard"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field>
                <FieldLabel htmlFor="first-timer-how_heard">{m.howHeard}</FieldLabel>
                <select
                  {...field}
                  {...fieldControlProps('first-timer-how_heard', fieldState)}
                  className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
                >
                  <option value="">{m.selectOption}</option>
                  {HOW_HEARD_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {m.howHeardOptions[option]}
                    </option>
                  ))}
                </select>
                <FieldError id="first-timer-how_heard" error={fieldState.error} />
              </Field>
            )}
          />
        </div>
        <Controller
          name="comments"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="first-timer-comments">{m.comments}</FieldLabel>
              <Textarea {...field} {...fieldControlProps('first-timer-comments', fieldState)} rows={5} />
              <FieldError id="first-timer-comments" error={fieldState.error} />
            </Field>
          )}
        />
        <Button type="submit" size="lg" disabled={isPending} className="justify-self-start">
          {isPending ? m.submitting : m.submit}
        </Button>
      </FieldGroup>
    </form>
  );
}
