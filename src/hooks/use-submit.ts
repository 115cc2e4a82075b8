import { useMutation } from '@tanstack/react-query';
import { toast, type ToastInput } from '@/hooks/use-toast';

/** What {@link useSubmit} needs. */
export interface SubmitOptions<TInput, TResult> {
  /** Sends one submission; throws an error whose message the page may show (already worded). */
  send: (input: TInput) => Promise<TResult>;
  /** After it went through, with what `send` returned. */
  onDone?: (result: TResult, input: TInput) => void;
  /** The toast once it went through (e.g. 'Your password has been changed.'). */
  successToast?: ToastInput;
}

/** A submission's state, from {@link useSubmit}. */
export interface Submit<TInput, TResult> {
  /** Sends `input` (a second press while it runs is the page's to prevent: `pending`). */
  submit: (input: TInput) => void;
  /** True while it runs. */
  pending: boolean;
  /** The last failure, or `null`; nothing the person typed is reset. */
  error: Error | null;
  /** The last submission went through. */
  succeeded: boolean;
  /** What the last successful `send` returned. */
  result: TResult | undefined;
}

/**
 * The one submit path of a form or button that is neither a public insert (`useFormSubmit`) nor
 * a staff editor or row action (the staff kit, docs/decisions/0034): the sign-in and password
 * forms, a visitor's own registration. A TanStack Query mutation whose outcome the page renders;
 * features do not call `useMutation` or `toast()` themselves (the ESLint rule of
 * `eslint.config.js`).
 */
export function useSubmit<TInput, TResult = void>({
  send,
  onDone,
  successToast,
}: SubmitOptions<TInput, TResult>): Submit<TInput, TResult> {
  const mutation = useMutation({
    // Only the input: TanStack Query passes a second argument that `send` must not receive.
    mutationFn: (input: TInput) => send(input),
    onSuccess: (result, input) => {
      if (successToast) toast(successToast);
      onDone?.(result, input);
    },
  });
  return {
    submit: mutation.mutate,
    pending: mutation.isPending,
    error: mutation.error,
    succeeded: mutation.isSuccess,
    result: mutation.data,
  };
}
