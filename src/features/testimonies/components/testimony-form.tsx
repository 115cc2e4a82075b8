import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldAria } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import {
  submitTestimony,
  TESTIMONY_LIMITS,
  TestimonySchema,
  type TestimonyInput,
  type TestimonyValues,
} from '../api/testimonies';

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
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: submitTestimony,
    onSuccess: () => {
      toast({
        title: 'Testimony Submitted!',
        description: 'Thank you for sharing. It will be reviewed shortly.',
      });
      form.reset(EMPTY);
      onSubmitted();
    },
    onError: () => {
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="testimony-name">Your Name (optional)</FieldLabel>
          <Input
            id="testimony-name"
            autoComplete="name"
            maxLength={TESTIMONY_LIMITS.name}
            {...fieldAria('testimony-name-error', errors.submitter_name?.message)}
            {...form.register('submitter_name')}
          />
          <FieldError id="testimony-name-error" message={errors.submitter_name?.message} />
        </Field>
        <Field>
          <FieldLabel htmlFor="testimony-title">Title (optional)</FieldLabel>
          <Input
            id="testimony-title"
            maxLength={TESTIMONY_LIMITS.title}
            {...fieldAria('testimony-title-error', errors.testimony_title?.message)}
            {...form.register('testimony_title')}
          />
          <FieldError id="testimony-title-error" message={errors.testimony_title?.message} />
        </Field>
      </div>
      <Field>
        <FieldLabel htmlFor="testimony-content">Your Testimony</FieldLabel>
        <Textarea
          id="testimony-content"
          required
          rows={6}
          maxLength={TESTIMONY_LIMITS.content}
          {...fieldAria('testimony-content-error', errors.testimony_content?.message)}
          {...form.register('testimony_content')}
        />
        <FieldError id="testimony-content-error" message={errors.testimony_content?.message} />
      </Field>
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
