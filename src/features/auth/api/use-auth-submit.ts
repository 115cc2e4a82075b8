import { useMutation } from '@tanstack/react-query';
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What {@link useAuthSubmit} hands to `AuthForm`: the submit handler, the pending flag, the failure. */
export type AuthSubmitProps = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** The failure's message (already mapped by the api function), or `null`. */
  error: string | null;
};

/**
 * Submits a staff form to Auth: the zod-checked values go to `send` as a mutation; a failure's
 * message (the api functions throw an `Error` with the text to show, e.g. `passwordErrorMessage`)
 * is returned for the form to show, and nothing is reset, so what was typed stays.
 *
 * @param form - the form's `useForm` result (resolved with `zodResolver`, decision 0002).
 * @param send - the Auth call; throws an `Error` whose message is shown as is.
 * @param onSuccess - called with the submitted values once `send` resolved.
 * @returns `props` for `AuthForm`, and `succeeded` once a submission went through.
 */
export function useAuthSubmit<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  send: (values: TValues) => Promise<void>,
  onSuccess?: (values: TValues) => void,
): { props: AuthSubmitProps; succeeded: boolean } {
  const mutation = useMutation({
    // Only the values: TanStack Query passes a second argument that `send` must not receive.
    mutationFn: (values: TValues) => send(values),
    onSuccess: (_data, values) => onSuccess?.(values),
  });
  return {
    props: {
      onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
      pending: mutation.isPending,
      error: mutation.isError ? mutation.error.message : null,
    },
    succeeded: mutation.isSuccess,
  };
}
