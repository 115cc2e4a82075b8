import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { toast, type ToastInput } from '@/hooks/use-toast';
import { SaveProblem } from '@/components/editor/save-problem';
import { RowChangedError, rowChangedMessage } from '@/lib/errors';

// The staff pages' one way to act on a row or a record (docs/decisions/0034, "Row actions"):
// delete, publish, reorder, resend, erase, remove, send. The hook owns what every list page wrote
// by hand: the mutation, the optional confirmation's state, the busy state, the success and
// failure toasts, the one conflict message of a stale row (decision 0020), the refresh of the
// queries named from the domain's query factories and where focus goes afterwards. Its dialog is
// `RowActionDialog` (./row-action-dialog).

/** A toast chosen from what happened, a fixed toast, or `null` for none. */
type ToastChoice<TArgs extends unknown[]> = ToastInput | null | ((...args: TArgs) => ToastInput | null);

/** What {@link useRowAction} needs. */
export interface RowActionOptions<TInput, TResult> {
  /**
   * Does the action on one row. A write of a versioned row sends the version it read and throws
   * `RowChangedError` when the row moved on (`throwSaveError`); a {@link SaveProblem} carries a
   * sentence the person can act on; anything else is said with `failureMessage`. `say` shows a
   * toast while it runs (a part that failed while the rest goes on).
   */
  run: (input: TInput, say: (toast: ToastInput) => void) => Promise<TResult>;
  /** The toast once it is done (`null`: the page says it itself). */
  successToast: ToastChoice<[result: TResult, input: TInput]>;
  /**
   * The toast of a failure (`null`: the confirmation stays open and says it, see
   * `keepOpenOnFailure`). A stale row keeps this toast's title and says the one conflict message
   * ('Someone else changed this. Reload to see their changes.') as its description.
   */
  failureToast: ToastChoice<[error: unknown, input: TInput]>;
  /**
   * The sentence of a failure, in the dialog or beside the button ({@link RowAction.error});
   * default the failure toast's title. A stale row and a {@link SaveProblem} say their own.
   */
  failureMessage?: string | ((error: unknown, input: TInput) => string);
  /** What the conflict message calls the row ('this' by default; the inbox says 'this item'). */
  what?: string;
  /** Query keys (from the domain's query factories) read again once it settled, done or not. */
  invalidate?: readonly QueryKey[];
  /** After success, once the toast is shown and the confirmation closed. */
  onDone?: (result: TResult, input: TInput) => void | Promise<void>;
  /** After a failure, once the toast is shown. */
  onFailed?: (error: unknown, input: TInput) => void;
  /** A failure leaves the confirmation open with {@link RowAction.error} in it (default: it closes). */
  keepOpenOnFailure?: boolean;
  /**
   * Where focus goes when the confirmation closes after success (the row and its button are
   * gone): a heading or the list. Without it, focus goes back to the button that asked.
   */
  focusAfterDone?: RefObject<HTMLElement | null>;
  /** The mutation's key, for `useIsMutating` elsewhere on the page (a row's other buttons). */
  mutationKey?: QueryKey;
}

/** An action on rows, from {@link useRowAction}. */
export interface RowAction<TInput, TResult = unknown> {
  /** Runs the action on `input` now (a one-click action, or after a question of the page's own). */
  run: (input: TInput) => void;
  /**
   * Asks first: opens the confirmation (`RowActionDialog`) for `input`; `from` (the pressed
   * button) gets focus back when it closes without success.
   */
  ask: (input: TInput, from?: HTMLElement | null) => void;
  /** The row waiting for its confirmation (the dialog is open), or `null`. */
  asked: TInput | null;
  /** Runs the action on the asked row (the dialog's confirming button). */
  confirm: () => void;
  /** Closes the confirmation (Cancel, Escape); not while the action runs. */
  cancel: () => void;
  /** True while it runs: its buttons are disabled and say 'Deleting...'. */
  busy: boolean;
  /** The row it runs on, for that row's busy text. */
  pending: TInput | undefined;
  /** The last failure's sentence (the conflict message for a stale row), or `null`. */
  error: string | null;
  /** The last failure was a stale row (offer a reload). */
  conflict: boolean;
  /** The last run succeeded (a sentence beside the button). */
  succeeded: boolean;
  /** The last success's result, or `undefined`. */
  result: TResult | undefined;
  /** Forgets the last outcome. */
  reset: () => void;
  /** Where focus goes when the confirmation closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The toast chosen by `choice`, or `null`. */
function chosen<TArgs extends unknown[]>(choice: ToastChoice<TArgs>, ...args: TArgs): ToastInput | null {
  return typeof choice === 'function' ? choice(...args) : choice;
}

/**
 * An action on a staff list's row or on a record, with its optional confirmation. On success:
 * the confirmation closes, the success toast shows, focus goes to `focusAfterDone` (else back to
 * the button), `onDone` runs. On failure: the failure toast shows (a stale row's says the one
 * conflict message), the confirmation closes unless `keepOpenOnFailure` (then it says
 * {@link RowAction.error}), `onFailed` runs. Either way the `invalidate` queries are read again,
 * so a stale row shows what someone else saved.
 *
 * @example
 * const remove = useRowAction({
 *   run: (event: StaffEvent) => deleteEvent(event.id),
 *   successToast: (_, event) => ({ title: `“${event.title}” was deleted.` }),
 *   failureToast: { title: 'The event could not be deleted. Please try again.', variant: 'destructive' },
 *   invalidate: EVENT_CHANGE_KEYS,
 * });
 * <Button onClick={(e) => remove.ask(event, e.currentTarget)}>Delete</Button>
 * <RowActionDialog action={remove} title="Delete this event?" description={(event) => …} />
 */
export function useRowAction<TInput, TResult = unknown>({
  run,
  successToast,
  failureToast,
  failureMessage,
  what,
  invalidate = [],
  onDone,
  onFailed,
  keepOpenOnFailure = false,
  focusAfterDone,
  mutationKey,
}: RowActionOptions<TInput, TResult>): RowAction<TInput, TResult> {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<TInput | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const mutation = useMutation({
    mutationKey,
    mutationFn: (input: TInput) => run(input, (shown) => toast(shown)),
    onSuccess: async (result, input) => {
      if (focusAfterDone) returnFocusRef.current = focusAfterDone.current;
      setAsked(null);
      const shown = chosen(successToast, result, input);
      if (shown) toast(shown);
      await onDone?.(result, input);
    },
    onError: (error, input) => {
      const expected = error instanceof RowChangedError || error instanceof SaveProblem;
      if (!expected) console.warn('The action failed:', error);
      const shown = chosen(failureToast, error, input);
      if (shown) {
        toast(
          error instanceof RowChangedError
            ? { ...shown, description: rowChangedMessage(what), variant: 'destructive' }
            : shown,
        );
      }
      if (!keepOpenOnFailure) setAsked(null);
      onFailed?.(error, input);
    },
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const { mutate, reset } = mutation;
  const ask = useCallback(
    (input: TInput, from?: HTMLElement | null) => {
      reset();
      // Without a button named, the element focused when asked (the pressed button).
      returnFocusRef.current = from ?? (document.activeElement as HTMLElement | null);
      setAsked(input);
    },
    [reset],
  );

  const failed = mutation.error;
  let error: string | null = null;
  if (failed) {
    if (failed instanceof RowChangedError) error = rowChangedMessage(what);
    else if (failed instanceof SaveProblem) error = failed.message;
    else {
      const input = mutation.variables as TInput;
      error =
        typeof failureMessage === 'function'
          ? failureMessage(failed, input)
          : (failureMessage ?? chosen(failureToast, failed, input)?.title ?? 'That did not work. Try again.');
    }
  }

  return {
    run: mutate,
    ask,
    asked,
    confirm: () => {
      if (asked !== null) mutate(asked);
    },
    cancel: () => {
      if (!mutation.isPending) setAsked(null);
    },
    busy: mutation.isPending,
    pending: mutation.isPending ? mutation.variables : undefined,
    error,
    conflict: failed instanceof RowChangedError,
    succeeded: mutation.isSuccess,
    result: mutation.data,
    reset,
    returnFocusRef,
  };
}
