import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSubmit } from '@/hooks/use-submit';
import type { ToastInput } from '@/hooks/use-toast';

/** What {@link useAuthSubmit} hands to `AuthForm`: the submit handler, the pending flag, the failure. */
export type AuthSubmitProps = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** The failure's message (already mapped by the api function), or `null`. */
  error: string | null;
};

/**
 * Submits a staff form to Auth through the shared `useSubmit`: the zod-checked values go to
 * `send`; a failure's message (the api functions throw an `Error` with the text to show, e.g.
 * `passwordErrorMessage`) is returned for the form to show, and nothing is reset, so what was
 * typed stays.
 *
 * @param form - the form's `useForm` result (resolved with `zodResolver`, decision 0002).
 * @param send - the Auth call; throws an `Error` whose message is shown as is.
 * @param onSuccess - called with the submitted values once `send` resolved.
 * @param successToast - the toast once it went through.
 * @returns `props` for `AuthForm`, and `succeeded` once a submission went through.
 */
export function useAuthSubmit<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  send: (values: TValues) => Promise<void>,
  onSuccess?: (values: TValues) => void,
  successToast?: ToastInput,
): { props: AuthSubmitProps; succeeded: boolean } {
  const submission = useSubmit({ send, onDone: (_result, values) => onSuccess?.(values), successToast });
  return {
    props: {
      onSubmit: form.handleSubmit((values) => submission.submit(values)),
      pending: submission.pending,
      error: submission.error ? submission.error.message : null,
    },
    succeeded: submission.succeeded,
  };
}
