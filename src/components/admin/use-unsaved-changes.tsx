import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
// The dialog (Radix) is fetched the first time a navigation is blocked, so an editor's page does
// not carry it on its first load.
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

/** Where drafts are kept in `localStorage`: this prefix and the form's `draftKey`. */
export const DRAFT_STORAGE_PREFIX = 'church-site:draft:';

/** How long after the last keystroke a draft is written, in ms. */
const WRITE_DELAY_MS = 400;

/** What {@link useUnsavedChanges} needs. */
export interface UnsavedChangesOptions<T extends FieldValues, TParsed = T> {
  /** The editor's react-hook-form instance, with the row's saved values as its default values. */
  form: UseFormReturn<T, unknown, TParsed>;
  /**
   * Names the record on this device, e.g. `sermon:<id>` or `blog-post:new`. A draft is restored
   * only into the form with the same key.
   */
  draftKey: string;
  /** False until the form holds the row it edits (while it loads); nothing is read or kept. */
  enabled?: boolean;
}

/** What {@link useUnsavedChanges} gives the editor. */
export interface UnsavedChanges {
  /** True when the form shows unsaved input restored from this device (show a notice). */
  restored: boolean;
  /**
   * Forgets the kept draft and lets the next navigation through without the prompt. Call it
   * after a successful save, before navigating away or resetting the form to the saved row.
   */
  clearDraft: () => void;
  /** Drops the draft and puts back the saved values (the notice's 'Discard' button). */
  discardDraft: () => void;
  /** The 'Leave page?' dialog; render it once inside the editor. */
  leavePrompt: ReactNode;
}

/** JSON of a form's values without files (a `File` cannot be kept; the person picks it again). */
function serialise(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value,
  );
}

function readDraft(key: string): unknown {
  try {
    const text = window.localStorage.getItem(DRAFT_STORAGE_PREFIX + key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeDraft(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(DRAFT_STORAGE_PREFIX + key);
    else window.localStorage.setItem(DRAFT_STORAGE_PREFIX + key, text);
  } catch {
    // Storage full or disabled (private mode): the 'Leave page?' prompt still guards the input.
  }
}

/**
 * No lost edits in a staff editor (docs/decisions/0020; issue "no lost edits"):
 *
 * - While the form differs from the row it edits, its values are kept in `localStorage` under
 *   `draftKey` (files excepted), so a tab closed by mistake, a crash or a sign-out loses nothing:
 *   the next time that form opens on this device, the draft is put back (`restored` is true and
 *   the editor shows a notice with 'Discard').
 * - Leaving the page inside the app with unsaved changes asks 'Leave page?' (Stay / Leave); the
 *   draft stays kept either way. There is no `beforeunload` prompt: closing the tab keeps the draft.
 * - A failed save changes nothing here: the input stays in the form and in the draft.
 *
 * Outside a data router (component tests with `MemoryRouter`) the prompt is left out.
 *
 * @returns {@link UnsavedChanges}.
 */
export function useUnsavedChanges<T extends FieldValues, TParsed = T>({
  form,
  draftKey,
  enabled = true,
}: UnsavedChangesOptions<T, TParsed>): UnsavedChanges {
  const [restored, setRestored] = useState(false);
  const restoredKey = useRef<string | null>(null);
  const dirty = form.formState.isDirty;
  const unsaved = useRef(false);
  unsaved.current = dirty;

  // Put back a kept draft once per record.
  useEffect(() => {
    if (!enabled || restoredKey.current === draftKey) return;
    restoredKey.current = draftKey;
    const draft = readDraft(draftKey);
    if (draft === null || typeof draft !== 'object') return;
    if (serialise(draft) === serialise(form.getValues())) {
      writeDraft(draftKey, null);
      return;
    }
    form.reset({ ...form.getValues(), ...(draft as T) }, { keepDefaultValues: true });
    setRestored(true);
  }, [enabled, draftKey, form]);

  // Keep the input while it differs from the saved row.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const text = serialise(values);
        writeDraft(draftKey, text === serialise(form.formState.defaultValues) ? null : text);
      }, WRITE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [enabled, draftKey, form]);

  const clearDraft = useCallback(() => {
    unsaved.current = false;
    writeDraft(draftKey, null);
    setRestored(false);
  }, [draftKey]);

  const discardDraft = useCallback(() => {
    clearDraft();
    form.reset();
  }, [clearDraft, form]);

  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const leavePrompt = dataRouter ? <LeavePrompt unsaved={unsaved} /> : null;
  return { restored, clearDraft, discardDraft, leavePrompt };
}

/**
 * Blocks a navigation to another page while `unsaved.current` is true and asks 'Leave page?'.
 * Changing only the query string (a tab, a filter) is not leaving.
 */
function LeavePrompt({ unsaved }: { unsaved: { current: boolean } }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const [wanted, setWanted] = useState(false);
  if (blocker.state === 'blocked' && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave page?"
        description="Your changes are not saved yet. They stay on this device and come back when you open this form again."
        cancelLabel="Stay"
        confirmLabel="Leave"
        destructive={false}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </Suspense>
  );
}
