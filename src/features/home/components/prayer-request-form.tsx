import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
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
 * failure toasts 'Submission Failed' and keeps what was typed.
 */
export function PrayerRequestForm({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const form = useForm<PrayerRequestInput, unknown, PrayerRequestValues>({
    resolver: zodResolver(PrayerRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: submitPrayerRequest,
    onSuccess: () => {
      toast({ title: 'Prayer Request Submitted', description: 'We will be praying for you. God bless.' });
      form.reset(EMPTY);
      onSubmitted();
    },
    onError: () => {
      toast({
        title: 'Submission Failed',
        description: 'Could not submit your prayer request. Please try again.',
      });
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => mutation.mutate(values),
    () => {
      if (!form.getValues('request_details').trim()) {
        toast({ title: 'Prayer Request Needed', description: 'Please enter your prayer request' });
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field>
        <FieldLabel htmlFor="prayer-name">Name (optional)</FieldLabel>
        <Input
          id="prayer-name"
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          {...fieldAria('prayer-name-error', errors.name?.message)}
          {...form.register('name')}
        />
        <FieldError id="prayer-name-error" message={errors.name?.message} />
      </Field>
      <Field>
        <FieldLabel htmlFor="prayer-email">Email (optional)</FieldLabel>
        <Input
          id="prayer-email"
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          {...fieldAria('prayer-email-error', errors.email?.message)}
          {...form.register('email')}
        />
        <FieldError id="prayer-email-error" message={errors.email?.message} />
      </Field>
      <Field>
        <FieldLabel htmlFor="prayer-request">Prayer Request</FieldLabel>
        <Textarea
          id="prayer-request"
          required
          rows={5}
          maxLength={FIELD_LIMITS.prayerRequest}
          {...fieldAria('prayer-request-error', errors.request_details?.message)}
          {...form.register('request_details')}
        />
        <FieldError id="prayer-request-error" message={errors.request_details?.message} />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="prayer-public"
          type="checkbox"
          className="mt-1 size-5 accent-brand-700"
          {...form.register('is_public')}
        />
        <label htmlFor="prayer-public" className="text-sm text-slate-800">
          The prayer team may share this request with the church family so others can pray too.
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
