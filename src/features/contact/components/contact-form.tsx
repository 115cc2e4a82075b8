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
  ContactMessageSchema,
  submitContactMessage,
  type ContactMessage,
  type ContactMessageInput,
} from '../api/contact-messages';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** Toast duration of the contact form's results (spec §9), in ms. */
export const CONTACT_TOAST_MS = 5000;

const TEXT_FIELDS = [
  { name: 'name', label: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'phoneOptional', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'subject', label: 'subject', type: 'text', autoComplete: 'off', required: true },
] as const;

/**
 * The contact form (spec §2 "Contact", §5, §7, §8): name, email, subject and message required,
 * phone optional. Success toasts 'Message sent!' and clears the form; failure toasts 'Error
 * sending message' and keeps everything typed. Over-long text is not cut off while typing (no
 * `maxLength`): the schema names the limit, so a pasted text is kept and the person sees what to
 * shorten. All text is in the page's language (`@/i18n/contact`; the validation messages come
 * from the shared field rules).
 */
export function ContactForm() {
  const m = useMessages(contactMessages).form;
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY,
  });
  const { honeypotRef, submit, isPending } = useFormSubmit({
    send: submitContactMessage,
    successToast: { title: m.sentTitle, description: m.sentText, duration: CONTACT_TOAST_MS },
    onSuccess: () => form.reset(EMPTY),
    failureToast: {
      title: m.failedTitle,
      description: m.failedText,
      variant: 'destructive',
      duration: CONTACT_TOAST_MS,
    },
  });

  return (
    <form
      method="post"
      noValidate
      aria-label={m.label}
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
                  <FieldLabel htmlFor={`contact-${spec.name}`}>{m[spec.label]}</FieldLabel>
                  <Input
                    {...field}
                    {...fieldControlProps(`contact-${spec.name}`, fieldState)}
                    type={spec.type}
                    autoComplete={spec.autoComplete}
                    required={spec.required}
                  />
                  <FieldError id={`contact-${spec.name}`} error={fieldState.error} />
                </Field>
              )}
            />
          ))}
        </div>
        <Controller
          name="message"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="contact-message">{m.message}</FieldLabel>
              <Textarea {...field} {...fieldControlProps('contact-message', fieldState)} rows={6} required />
              <FieldError id="contact-message" error={fieldState.error} />
            </Field>
          )}
        />
        <Button type="submit" size="lg" disabled={isPending} className="justify-self-start">
          {isPending ? m.sending : m.send}
        </Button>
      </FieldGroup>
    </form>
  );
}
