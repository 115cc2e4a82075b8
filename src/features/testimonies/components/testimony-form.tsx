import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { Input, Textarea } from '@/components/ui/input';
import { useFormGuard } from '@/hooks/use-form-guard';
import { toast } from '@/hooks/use-toast';
import { isRateLimited, RATE_LIMITED_TOAST } from '@/lib/rate-limit';
import { FIELD_LIMITS } from '@/lib/validation';
import {
  submitTestimony,
  TestimonySchema,
  type TestimonyInput,
  type TestimonyValues,
} from '../api/submit-testimony';

const EMPTY: TestimonyInput = { submitter_name: '', testimony_title: '', testimony_content: '' };

/**
 * The testimony form (spec §4, §5, §8): name and title optional, the testimony required
 * ('Testimony content is required.', nothing is sent). Success toasts 'Testimony Submitted!',
 * clears the form and calls `onSubmitted` (the tab closes it); failure toasts 'Submission
 * Failed' and keeps what was typed.
 */
export function TestimonyForm({ onSubmitted, onCancel }: { onSubmitted: () => void; onCancel: () => void }) {
  const form = useForm<TestimonyInput, unknown, TestimonyValues>({
    resolver: zodResolver(TestimonySchema),
    defaultValues: EMPTY,
  });
  const { honeypotRef, guard } = useFormGuard();
  const mutation = useMutation({
    mutationFn: guard(submitTestimony),
    onSuccess: () => {
      toast({
        title: 'Testimony Submitted!',
        description: 'Thank you for sharing. It will be reviewed shortly.',
      });
      form.reset(EMPTY);
      onSubmitted();
    },
    onError: (cause) => {
      if (isRateLimited(cause)) {
        toast(RATE_LIMITED_TOAST);
        return;
      }
      toast({
        title: 'Submission Failed',
        description: 'Could not submit your testimony.',
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      aria-label="Share your testimony"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Honeypot ref={honeypotRef} />
      <FieldGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            name="submitter_name"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field>
                <FieldLabel htmlFor="testimony-name">Your Name (optional)</FieldLabel>
                <Input
                  {...field}
                  {...fieldControlProps('testimony-name', fieldState)}
                  autoComplete="name"
                  maxLength={FIELD_LIMITS.name}
                />
                <FieldError id="testimony-name" error={fieldState.error} />
              </Field>
            )}
          />
          <Controller
            name="testimony_title"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field>
                <FieldLabel htmlFor="testimony-title">Title (optional)</FieldLabel>
                <Input
                  {...field}
                  {...fieldControlProps('testimony-title', fieldState)}
                  maxLength={FIELD_LIMITS.title}
                />
                <FieldError id="testimony-title" error={fieldState.error} />
              </Field>
            )}
          />
        </div>
        <Controller
          name="testimony_content"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="testimony-content">Your Testimony</FieldLabel>
              <Textarea
                {...field}
                {...fieldControlProps('testimony-content', fieldState)}
                required
                rows={6}
                maxLength={FIELD_LIMITS.testimony}
              />
              <FieldError id="testimony-content" error={fieldState.error} />
            </Field>
          )}
        />
      </FieldGroup>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Submitting...' : 'Submit Testimony'}
        </Button>
      </div>
    </form>
  );
}
