import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { toast, type ToastInput } from '@/hooks/use-toast';
import { useUnsavedChanges, type UnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { RowChangedError } from '@/lib/errors';
import { SaveProblem, saveFailureMessage } from './save-problem';

export { SaveProblem, saveFailureMessage };

// The staff pages' one save path (docs/decisions/0034, "Editors"): a zod schema checks the form
// through react-hook-form's `zodResolver`; the save is a TanStack Query mutation that sends the
// row's `version` (docs/decisions/0020); unsaved input is kept on the device and guarded by
// 'Leave page?' (`useUnsavedChanges`). Every staff editor goes through these hooks, so the
// busy state, the toasts, the "someone else changed this" message, the cache refresh and "a
// failed save keeps the input" are written once.

/** The failure toast of every editor unless it names its own (spec §8 texts, e.g. testimonies). */
export const SAVE_FAILED_TOAST: ToastInput = {
  title: 'Not saved',
  description: 'What you typed is kept.',
  variant: 'destructive',
};

/** What {@link useEditorForm} needs. */
export interface EditorFormOptions<TValues extends FieldValues, TParsed> {
  /** The form's rules; `zodResolver` checks them on submit (and per field after a first try). */
  schema: $ZodType<TParsed, TValues>;
  /** The saved row as form values (or a new record's empty values). */
  defaultValues: TValues;
  /**
   * Names the record's kept draft on this device (`sermon:<id>`, `blog-post:new`), or `null` to
   * keep nothing on the device (private text such as the care inbox's notes); 'Leave page?' still
   * guards unsaved input.
   */
  draftKey: string | null;
  /** When the rules run: `onSubmit` (default) or `onTouched`. */
  mode?: Mode;
}

/** The form of a staff editor and its kept draft. */
export interface EditorForm<TValues extends FieldValues, TParsed> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  draft: UnsavedChanges;
}

/**
 * react-hook-form with the editor's zod schema and the no-lost-edits hook (decision 0020).
 *
 * @returns the form and its draft (`restored`, `discardDraft`, `clearDraft`, `leavePrompt`).
 */
export function useEditorForm<TValues extends FieldValues, TParsed>({
  schema,
  defaultValues,
  draftKey,
  mode = 'onSubmit',
}: EditorFormOptions<TValues, TParsed>): EditorForm<TValues, TParsed> {
  const form = useForm<TValues, unknown, TParsed>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode,
  });
  const draft = useUnsavedChanges({ form, draftKey: draftKey ?? '', enabled: draftKey !== null });
  return { form, draft };
}

/** What {@link useEditorSave} needs. `TAction` names a button's kind of save (blog: 'publish'). */
export interface EditorSaveOptions<TValues extends FieldValues, TParsed, TResult, TAction> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  draft: UnsavedChanges;
  /**
   * Stores the checked values with the version the editor read; throws `RowChangedError` for a
   * stale save (`throwSaveError`), a {@link SaveProblem} for a problem the person can fix, or
   * anything else (shown as `failureMessage`). `form` gives what else the save needs to know
   * (e.g. `formState.dirtyFields`).
   */
  save: (
    values: TParsed,
    action: TAction,
    form: UseFormReturn<TValues, unknown, TParsed>,
  ) => Promise<TResult>;
  /** The toast of a successful save, or `null` for none (the page confirms the save itself). */
  successToast:
    | ToastInput
    | null
    | ((result: TResult, action: TAction, values: TParsed) => ToastInput | null);
  /** The toast of a failed save (default {@link SAVE_FAILED_TOAST}). */
  failureToast?: ToastInput;
  /** Beside the Save button after a failure nothing else explains, e.g. 'The sermon could not be saved…'. */
  failureMessage: string;
  /** The editor's messages for errors it knows (see {@link saveFailureMessage}). */
  knownError?: (error: unknown) => string | undefined;
  /** What the stale-row message calls the record ('this' by default). */
  what?: string;
  /** Query keys (from the domain's query factories) that the save makes stale. */
  invalidate?: readonly QueryKey[];
  /**
   * The form's values once saved (the stored row read back into the form); by default the values
   * as sent. `false` leaves the form and the draft to `onSaved` (a page of several saves).
   */
  savedValues?: ((result: TResult, values: TParsed, action: TAction) => TValues) | false;
  /** After a successful save: the toasts are shown and the form holds the saved values. */
  onSaved?: (result: TResult, values: TParsed, action: TAction) => void | Promise<void>;
  /** After a failed save, once the message and the toast are shown (e.g. reload a list). */
  onFailed?: (error: unknown) => void;
  /** The mutation's key, for `useIsMutating` elsewhere on the page (a row's other buttons). */
  mutationKey?: QueryKey;
  /** Only these fields are checked and saved by `submit` (a group of a larger form). */
  fields?: readonly Path<TValues>[];
  /** Beside the Save button when the rules refuse the input (long forms: 'Some fields need attention…'). */
  invalidMessage?: string;
}

/** The save of a staff editor. */
export interface EditorSave<TParsed, TAction> {
  /** A submit handler: checks the form (or `fields`), then saves as `action`. */
  submit: (action: TAction) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Saves values already checked (after a question such as 'Which dates?'). */
  save: (values: TParsed, action: TAction) => void;
  /** True while a save runs: the buttons are disabled and say 'Saving...'. */
  busy: boolean;
  /** The action of the save that runs, for the pressed button's busy text. */
  pendingAction: TAction | undefined;
  /** The message beside the Save button, or `null`. */
  error: string | null;
  /** The last save was refused as stale (offer 'Reload'). */
  conflict: boolean;
  /** The last save succeeded (a page may say 'Saved.' beside the button). */
  succeeded: boolean;
  /** Forgets the last save's outcome (after a reload). */
  resetSave: () => void;
  /** The Save button's ref: focus returns to it after a failure (it was disabled meanwhile). */
  saveButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The save mutation of a staff editor. On success: the draft is cleared, the form holds the saved
 * values (so leaving asks nothing), the success toast shows, the query keys are invalidated and
 * `onSaved` runs. On failure: nothing in the form changes (the draft stays on the device), a
 * {@link SaveProblem} with a field goes under that field, anything else is said beside the Save
 * button ({@link saveFailureMessage}) with the failure toast, and focus returns to the Save button.
 */
export function useEditorSave<TValues extends FieldValues, TParsed, TResult, TAction = undefined>({
  form,
  draft,
  save,
  successToast,
  failureToast = SAVE_FAILED_TOAST,
  failureMessage,
  knownError,
  what,
  invalidate = [],
  savedValues,
  onSaved,
  onFailed,
  mutationKey,
  fields,
  invalidMessage,
}: EditorSaveOptions<TValues, TParsed, TResult, TAction>): EditorSave<TParsed, TAction> {
  const queryClient = useQueryClient();
  const saveButtonRef = useRef<HTMLButtonElement | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { clearDraft } = draft;

  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ values, action }: { values: TParsed; action: TAction }) => save(values, action, form),
    onSuccess: async (result, { values, action }) => {
      if (savedValues !== false) {
        clearDraft();
        form.reset(savedValues ? savedValues(result, values, action) : (values as unknown as TValues));
      }
      const shown = typeof successToast === 'function' ? successToast(result, action, values) : successToast;
      if (shown) toast(shown);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSaved?.(result, values, action);
    },
    onError: (error) => {
      if (error instanceof SaveProblem && error.field) {
        form.setError(error.field as Path<TValues>, { message: error.message }, { shouldFocus: true });
        return;
      }
      // An unexpected failure is logged for whoever looks at the console (not `console.error`:
      // a refused save is an outcome the page handles, not a fault of the page).
      const expected =
        error instanceof RowChangedError || error instanceof SaveProblem || knownError?.(error);
      if (!expected) console.warn('The save failed:', error);
      toast(failureToast);
      onFailed?.(error);
      // The button was disabled while saving, which dropped focus; it gets it back.
      requestAnimationFrame(() => saveButtonRef.current?.focus());
    },
  });

  const { mutate } = mutation;
  const run = useCallback(
    (values: TParsed, action: TAction) => {
      setInvalid(false);
      mutate({ values, action });
    },
    [mutate],
  );

  const submit = useCallback(
    (action: TAction) => async (event?: BaseSyntheticEvent) => {
      if (fields) {
        event?.preventDefault();
        const valid = await form.trigger([...fields], { shouldFocus: true });
        if (valid) run(form.getValues() as unknown as TParsed, action);
        else setInvalid(true);
        return;
      }
      await form.handleSubmit(
        (values) => run(values, action),
        () => setInvalid(true),
      )(event);
    },
    [fields, form, run],
  );

  const failed = mutation.error;
  const error =
    invalid && invalidMessage
      ? invalidMessage
      : failed && !(failed instanceof SaveProblem && failed.field)
        ? saveFailureMessage(failed, failureMessage, knownError, what)
        : null;
  return {
    submit,
    save: run,
    busy: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
    error,
    conflict: failed instanceof RowChangedError,
    succeeded: mutation.isSuccess,
    resetSave: mutation.reset,
    saveButtonRef,
  };
}

/** What {@link useStaffEditor} needs: the form's and the save's options together. */
export type StaffEditorOptions<TValues extends FieldValues, TParsed, TResult, TAction> = EditorFormOptions<
  TValues,
  TParsed
> &
  Omit<EditorSaveOptions<TValues, TParsed, TResult, TAction>, 'form' | 'draft'>;

/** A staff editor: its form, kept draft and save. */
export type StaffEditor<TValues extends FieldValues, TParsed, TAction> = EditorForm<TValues, TParsed> &
  EditorSave<TParsed, TAction>;

/**
 * A staff editor in one call: {@link useEditorForm} and {@link useEditorSave}. Render its parts
 * with `EditorNotices` (the restored-draft banner and the leave prompt), `SaveFailure` and
 * `SaveButton` (`./editor-parts`).
 *
 * @example
 * const editor = useStaffEditor({ schema, defaultValues, draftKey: `sermon:${id}`, save,
 *   successToast: { title: 'Sermon saved' }, failureMessage: '…', invalidate: [staffSermonQueries.all()] });
 * <form onSubmit={editor.submit(undefined)}>…</form>
 */
export function useStaffEditor<TValues extends FieldValues, TParsed, TResult, TAction = undefined>(
  options: StaffEditorOptions<TValues, TParsed, TResult, TAction>,
): StaffEditor<TValues, TParsed, TAction> {
  const { schema, defaultValues, draftKey, mode, ...saveOptions } = options;
  const editorForm = useEditorForm({ schema, defaultValues, draftKey, mode });
  const editorSave = useEditorSave({ ...saveOptions, ...editorForm });
  return { ...editorForm, ...editorSave };
}
