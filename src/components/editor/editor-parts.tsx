import type { ComponentProps, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { UnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { cn } from '@/lib/utils';

// The visible parts of the staff editors' save path (docs/decisions/0034): the one
// restored-draft banner, the one place a failed save is said, and the Save button's busy state.

/** What the restored-draft banner says, on every staff editor. */
export const DRAFT_RESTORED_TEXT = 'Unsaved changes from this device were restored.';

/**
 * The restored-draft banner: shown when the form holds unsaved input put back from this device
 * (`useUnsavedChanges`), with 'Discard', which puts back the saved values.
 */
export function DraftRestoredNotice({
  draft,
  className,
}: {
  draft: Pick<UnsavedChanges, 'restored' | 'discardDraft'>;
  className?: string;
}) {
  if (!draft.restored) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md border border-gold-500 bg-gold-50 p-3',
        className,
      )}
    >
      <p className="text-slate-900">{DRAFT_RESTORED_TEXT}</p>
      <Button type="button" variant="outline" size="sm" onClick={draft.discardDraft}>
        Discard
      </Button>
    </div>
  );
}

/** The banner and the 'Leave page?' dialog of an editor; render once inside its form. */
export function EditorNotices({ draft, className }: { draft: UnsavedChanges; className?: string }) {
  return (
    <>
      {draft.leavePrompt}
      <DraftRestoredNotice draft={draft} className={className} />
    </>
  );
}

/** Why the last save failed, beside the Save button (announced: `role="alert"`); nothing without one. */
export function SaveFailure({ error, className }: { error: string | null; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={cn('font-medium text-red-700', className)}>
      {error}
    </p>
  );
}

/**
 * A save button: disabled while any save of the editor runs, saying `busyLabel` (default
 * 'Saving...') when its own save runs. Give it the editor's `saveButtonRef` so that focus comes
 * back to it after a failure.
 */
export function SaveButton({
  busy,
  pending = busy,
  busyLabel = 'Saving...',
  buttonRef,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'ref'> & {
  /** Any save of the editor runs. */
  busy: boolean;
  /** This button's save runs (default: `busy`). */
  pending?: boolean;
  busyLabel?: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Button ref={buttonRef} type="submit" disabled={busy} {...props}>
      {pending ? busyLabel : children}
    </Button>
  );
}
