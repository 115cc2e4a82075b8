import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** What {@link ConfirmDialog} shows and does. */
export interface ConfirmDialogProps {
  /** Whether it is shown; `onOpenChange(false)` on Cancel, Escape or the close button. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Delete this image?'. */
  title: string;
  /** What will happen, e.g. '“Easter” will be removed. This cannot be undone.' */
  description: ReactNode;
  /** The confirming button's text (default 'Delete'). */
  confirmLabel?: string;
  /** Its text while `busy` (default 'Deleting...'). */
  busyLabel?: string;
  /** The cancelling button's text (default 'Cancel'). */
  cancelLabel?: string;
  /** A destructive action gets the red button (default true). */
  destructive?: boolean;
  /** While the action runs: the buttons are disabled and the dialog cannot be closed. */
  busy?: boolean;
  /** Called when the confirming button is pressed; the caller closes the dialog when done. */
  onConfirm: () => void;
  /**
   * The element focused when the dialog closes. Needed when the dialog has no Radix trigger (it
   * is opened from a row's button); without it Radix returns focus to its trigger.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Called instead of `returnFocusRef` when the dialog closes (Radix's close-focus event): a page
   * that moves focus by what happened (to a heading after a delete) prevents it and moves focus.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Extra content between the description and the buttons (e.g. the list of what will go). */
  children?: ReactNode;
  /** Why the action failed, shown in the dialog (`role="alert"`), which stays open. */
  error?: ReactNode;
  /** The confirming button cannot be pressed yet (e.g. while what will go is being read). */
  confirmDisabled?: boolean;
  /** Words after the confirming button's label for screen readers, naming what it acts on. */
  confirmDetail?: string;
  /** The corner button's name (default 'Close'; a public page gives its language's). */
  closeLabel?: string;
}

/**
 * The one confirmation dialog of the staff pages (every delete and removal: an image, an event, a
 * sermon, a testimony, a staff member, a subscriber, everything from one person; 'Reset to
 * default'; leave a page with unsaved changes; docs/decisions/0020, 0034): a title, a
 * description, Cancel and a confirming button. Radix traps focus, closes on Escape and labels the
 * dialog by its title and description.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  destructive = true,
  busy = false,
  onConfirm,
  returnFocusRef,
  onCloseAutoFocus,
  children,
  error,
  confirmDisabled = false,
  confirmDetail,
  closeLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        closeLabel={closeLabel}
        onCloseAutoFocus={
          onCloseAutoFocus ??
          (returnFocusRef
            ? (event) => {
                event.preventDefault();
                returnFocusRef.current?.focus();
              }
            : undefined)
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            className={destructive ? 'bg-red-700! hover:bg-red-800!' : undefined}
            disabled={busy || confirmDisabled}
            onClick={onConfirm}
          >
            {busy ? busyLabel : confirmLabel}
            {confirmDetail ? <span className="sr-only"> {confirmDetail}</span> : null}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
