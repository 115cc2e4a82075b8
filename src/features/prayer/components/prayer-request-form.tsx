import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { Input, Textarea } from '@/components/ui/input';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { prayerMessages } from '@/i18n/prayer';
import { useMessages } from '@/lib/i18n/messages';
import { FIELD_LIMITS } from '@/lib/validation';
import {
  PrayerRequestSchema,
  submitPrayerRequest,
  type PrayerRequestInput,
  type PrayerRequestValues,
} from '../api/prayer-requests';

const EMPTY: PrayerRequestInput = { name: '', email: '', request_details: '', is_public: false };

/**
 * The prayer-request form (spec §5, §8). A blank request gives the toast 'Prayer Request
 * Needed' and nothing is stored; success toasts, resets the form and calls `onSubmitted`;
 * failure toasts 'Submission Failed' and keeps what was typed. All text is in the page's language
 * (`@/i18n/prayer`).
 */
export function PrayerRequestForm({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const m = useMessages(prayerMessages);
  const form = useForm<PrayerRequestInput, unknown, PrayerRequestValues>({
    resolver: zodResolver(PrayerRequestSchema),
    defaultValues: EMPTY,
  });
  const { honeypotRef, submit, onInvalid, isPending } = useFormSubmit({
    send: submitPrayerRequest,
    successToast: { title: m.sentTitle, description: m.sentText },
    invalidToast: () =>
      form.getValues('request_details').trim() ? null : { title: m.neededTitle, description: m.neededText },
    onSuccess: () => {
      form.reset(EMPTY);
      onSubmitted();
    },
    failureToast: {
      title: m.failedTitle,
      description: m.failedText,
    },
  });

  const onSubmit = form.handleSubmit((values) => submit(values), onInvalid);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <Honeypot ref={honeypotRef} />
      <FieldGroup>
        <Controller
          name="name"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="prayer-name">{m.nameOptional}</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('prayer-name', fieldState)}
                autoComplete="name"
                maxLength={FIELD_LIMITS.name}
              />
              <FieldError id="prayer-name" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="prayer-email">{m.emailOptional}</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps('prayer-email', fieldState)}
                type="email"
                autoComplete="email"
                maxLength={FIELD_LIMITS.email}
              />
              <FieldError id="prayer-email" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="request_details"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="prayer-request">{m.request}</FieldLabel>
              <Textarea
                {...field}
                {...fieldControlProps('prayer-request', fieldState)}
                required
                rows={5}
                maxLength={FIELD_LIMITS.prayerRequest}
              />
              <FieldError id="prayer-request" error={fieldState.error} />
            </Field>
          )}
        />
        <Controller
          name="is_public"
          control={form.control}
          render={({ field: { value, onChange, ...field } }) => (
            <Field orientation="horizontal">
              <input
                {...field}
                id="prayer-public"
                type="checkbox"
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                className="mt-1 size-5 accent-brand-700"
              />
              <FieldLabel htmlFor="prayer-public" className="font-normal! text-slate-800!">
                {m.share}
              </FieldLabel>
            </Field>
          )}
        />
      </FieldGroup>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? m.submitting : m.submit}
        </Button>
      </div>
    </form>
  );
}
