import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { submitContactMessage } from '../api/contact-messages';
import { ContactMessageSchema, type ContactMessage } from '../utils/form-schemas';

const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

/** Toast durations of the contact form (spec §9), in ms. */
export const CONTACT_TOAST_MS = 5000;

/**
 * The contact form (spec §2 "Contact", §5, §7, §8): name, email, subject and message required,
 * phone optional. Success toasts 'Message sent!' and clears the form; failure toasts 'Error
 * sending message' and keeps everything typed. Over-long text is not cut off while typing (no
 * `maxLength`): the schema names the limit, so a pasted text is kept and the person sees what to
 * shorten.
 */
export function ContactForm() {
  const form = useForm<ContactMessage>({ resolver: zodResolver(ContactMessageSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: submitContactMessage,
    onSuccess: () => {
      toast({
        title: 'Message sent!',
        description: "Thank you for contacting us. We'll get back to you soon.",
        duration: CONTACT_TOAST_MS,
      });
      form.reset(EMPTY);
    },
    onError: () => {
      toast({
        title: 'Error sending message',
        description: 'Something went wrong. Please try again later.',
        variant: 'destructive',
        duration: CONTACT_TOAST_MS,
      });
    },
  });

  const text = (
    name: keyof ContactMessage,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <Field>
      <FieldLabel htmlFor={`contact-${name}`}>{label}</FieldLabel>
      <Input
        id={`contact-${name}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required}
        {...fieldAria(`contact-${name}-error`, errors[name]?.message)}
        {...form.register(name)}
      />
      <FieldError id={`contact-${name}-error`} message={errors[name]?.message} />
    </Field>
  );

  return (
    <form
      noValidate
      aria-label="Send us a message"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name', { autoComplete: 'name', required: true })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
        {text('subject', 'Subject', { required: true })}
      </div>
      <Field>
        <FieldLabel htmlFor="contact-message">Message</FieldLabel>
        <Textarea
          id="contact-message"
          rows={6}
          required
          {...fieldAria('contact-message-error', errors.message?.message)}
          {...form.register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </Field>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
