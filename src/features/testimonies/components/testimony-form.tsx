import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { useFormSubmit } from '@/hooks/use-form-submit';
import {
  submitTestimony,
  TestimonySchema,
  type TestimonyInput,
  type TestimonyValues,
} from '../api/submit-testimony';
import { TestimonyTextFields } from './testimony-fields';

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
  const { honeypotRef, submit, isPending } = useFormSubmit({
    send: submitTestimony,
    successToast: {
      title: 'Testimony Submitted!',
      description: 'Thank you for sharing. It will be reviewed shortly.',
    },
    onSuccess: () => {
      form.reset(EMPTY);
      onSubmitted();
    },
    failureToast: {
      title: 'Submission Failed',
      description: 'Could not submit your testimony.',
      variant: 'destructive',
    },
  });

  return (
    <form
      method="post"
      noValidate
      aria-label="Share your testimony"
      onSubmit={form.handleSubmit((values) => submit(values))}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Honeypot ref={honeypotRef} />
      <FieldGroup>
        <TestimonyTextFields
          control={form.control}
          idPrefix="testimony"
          nameLabel="Your Name (optional)"
          contentLabel="Your Testimony"
          nameAutoComplete="name"
        />
      </FieldGroup>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Submitting...' : 'Submit Testimony'}
        </Button>
      </div>
    </form>
  );
}
