import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { FirstTimerSchema, type FirstTimer } from '@/features/contact/utils/form-schemas';
import { submitFirstTimer } from '../api/first-timers';

/** The answers offered for 'How did you hear about us?'; 'Other' is last. */
export const HOW_HEARD_OPTIONS = [
  'A friend or family member',
  'Social media',
  'Our website',
  'An online search',
  'Driving by the church',
  'A community event',
  'Other',
] as const;

const EMPTY: FirstTimer = { name: '', email: '', phone: '', how_heard: '', comments: '' };

/** Toast durations of the first-timer form (spec §9), in ms. */
export const FIRST_TIMER_TOAST_MS = { success: 6000, failure: 5000 } as const;

/**
 * The first-timer connect form (spec §2, §4, §5, §7, §8): name and email required; phone,
 * 'How did you hear about us?' and comments optional. On success it toasts 'Welcome to the
 * Family!' for 6 s, clears the fields and calls `onSubmitted` (the page then shows its thank-you
 * view); on failure it toasts 'Error Submitting Form' for 5 s and keeps what was typed.
 */
export function FirstTimerForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useForm<FirstTimer>({ resolver: zodResolver(FirstTimerSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: submitFirstTimer,
    onSuccess: () => {
      toast({
        title: 'Welcome to the Family!',
        description: "Thank you for connecting with us. We're excited to meet you!",
        duration: FIRST_TIMER_TOAST_MS.success,
      });
      form.reset(EMPTY);
      onSubmitted();
    },
    onError: () => {
      toast({
        title: 'Error Submitting Form',
        description: 'Something went wrong. Please try again or speak to an usher.',
        variant: 'destructive',
        duration: FIRST_TIMER_TOAST_MS.failure,
      });
    },
  });

  const aria = (name: keyof FirstTimer) => fieldAria(`first-timer-${name}-error`, errors[name]?.message);
  const error = (name: keyof FirstTimer) => (
    <FieldError id={`first-timer-${name}-error`} message={errors[name]?.message} />
  );

  return (
    <form
      noValidate
      aria-label="First-timer connect card"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="first-timer-name">Full name</FieldLabel>
          <Input
            id="first-timer-name"
            autoComplete="name"
            required
            {...aria('name')}
            {...form.register('name')}
          />
          {error('name')}
        </Field>
        <Field>
          <FieldLabel htmlFor="first-timer-email">Email</FieldLabel>
          <Input
            id="first-timer-email"
            type="email"
            autoComplete="email"
            required
            {...aria('email')}
            {...form.register('email')}
          />
          {error('email')}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="first-timer-phone">Phone (optional)</FieldLabel>
          <Input
            id="first-timer-phone"
            type="tel"
            autoComplete="tel"
            {...aria('phone')}
            {...form.register('phone')}
          />
          {error('phone')}
        </Field>
        <Field>
          <FieldLabel htmlFor="first-timer-how_heard">How did you hear about us? (optional)</FieldLabel>
          <select
            id="first-timer-how_heard"
            className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
            {...aria('how_heard')}
            {...form.register('how_heard')}
          >
            <option value="">Select an option</option>
            {HOW_HEARD_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {error('how_heard')}
        </Field>
      </div>
      <Field>
        <FieldLabel htmlFor="first-timer-comments">Comments or prayer requests (optional)</FieldLabel>
        <Textarea id="first-timer-comments" rows={5} {...aria('comments')} {...form.register('comments')} />
        {error('comments')}
      </Field>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? 'Submitting...' : 'Connect With Us'}
      </Button>
    </form>
  );
}
