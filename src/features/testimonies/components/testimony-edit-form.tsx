import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import {
  testimonyChangeKey,
  TestimonyEditSchema,
  updateTestimony,
  type TestimonyEditInput,
  type TestimonyEditValues,
} from '../api/testimony-moderation';
import type { Testimony } from '../api/testimonies';
import { TestimonyTextFields } from './testimony-fields';
import { applyTestimonyChange, refreshAfterFailure, testimonyFrom } from './testimony-moderation-cache';

/**
 * One testimony in edit mode on the moderation page (spec §4 "Edit mode is per row, with Save and
 * Cancel", §5, §8): name, title, content and an 'Approved' checkbox, with the visitor form's rules
 * (content required: 'Testimony content is required.', nothing is sent). The first field takes
 * focus when the form opens.
 *
 * Save updates the row (`updateTestimony`) and toasts 'Testimony updated successfully.', then
 * calls `onSaved`; a failure toasts 'Failed to update testimony.' (destructive) and keeps the form
 * and what was typed. Cancel calls `onCancel` and sends nothing. While saving, both buttons are
 * disabled ('Saving...'); `busy` disables them too while another change of the row is in flight.
 *
 * @param testimony - the row as last read.
 * @param busy - a change of this testimony is in flight.
 * @param onSaveStart - called when a valid form is sent.
 * @param onSaved - called once the change is saved (the row leaves edit mode).
 * @param onCancel - called on Cancel (the row leaves edit mode unchanged).
 */
export function TestimonyEditForm({
  testimony,
  busy,
  onSaveStart,
  onSaved,
  onCancel,
}: {
  testimony: Testimony;
  busy: boolean;
  onSaveStart?: () => void;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const from = testimonyFrom(testimony);
  const base = `edit-${testimony.id}`;
  const saveButton = useRef<HTMLButtonElement>(null);
  const form = useForm<TestimonyEditInput, unknown, TestimonyEditValues>({
    resolver: zodResolver(TestimonyEditSchema),
    defaultValues: {
      submitter_name: testimony.submitter_name ?? '',
      testimony_title: testimony.testimony_title ?? '',
      testimony_content: testimony.testimony_content,
      is_approved: testimony.is_approved,
    },
  });
  const mutation = useMutation({
    mutationKey: testimonyChangeKey(testimony.id),
    mutationFn: (values: TestimonyEditValues) => updateTestimony(testimony.id, values),
    onSuccess: (_result, values) => {
      toast({ title: 'Testimony updated successfully.' });
      void applyTestimonyChange(queryClient, testimony.id, values);
    },
    onError: (error) => {
      toast({ title: 'Failed to update testimony.', variant: 'destructive' });
      refreshAfterFailure(queryClient, error);
    },
  });

  // Opening edit mode puts the cursor in the first field.
  const { setFocus } = form;
  useEffect(() => setFocus('submitter_name'), [setFocus]);

  // The Save button was disabled while saving, which drops focus; after a failure it gets it back.
  useEffect(() => {
    if (mutation.isError) saveButton.current?.focus();
  }, [mutation.isError]);

  const disabled = busy || mutation.isPending;
  return (
    <form
      noValidate
      aria-label={`Edit testimony ${from}`}
      onSubmit={form.handleSubmit((values) => {
        onSaveStart?.();
        mutation.mutate(values, { onSuccess: onSaved });
      })}
      className="grid gap-4"
    >
      <FieldGroup>
        <TestimonyTextFields
          control={form.control}
          idPrefix={base}
          nameLabel="Name (optional)"
          contentLabel="Testimony"
        />
        <Controller
          name="is_approved"
          control={form.control}
          render={({ field: { value, onChange, ...field } }) => (
            <Field orientation="horizontal">
              <input
                {...field}
                id={`${base}-approved`}
                type="checkbox"
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                className="mt-0.5 size-5 accent-brand-700"
              />
              <FieldLabel htmlFor={`${base}-approved`}>Approved (shown on Pastor&apos;s Corner)</FieldLabel>
            </Field>
          )}
        />
      </FieldGroup>
      <div className="flex flex-wrap gap-2">
        <Button ref={saveButton} type="submit" size="sm" disabled={disabled}>
          {mutation.isPending ? 'Saving...' : 'Save'}
          <span className="sr-only"> testimony {from}</span>
        </Button>
        <Button variant="outline" size="sm" disabled={disabled} onClick={onCancel}>
          Cancel<span className="sr-only"> editing testimony {from}</span>
        </Button>
      </div>
    </form>
  );
}
