import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * The confirmation before a gallery image is deleted (loaded on first use): 'Delete this image?'
 * with Cancel and Delete. It has no Radix trigger, so focus goes back by hand to the button that
 * opened it.
 *
 * @param open - whether it is shown; `onOpenChange(false)` on Cancel, Escape or the close button.
 * @param imageLabel - what names the image (its description, file name or link).
 * @param storedFile - whether the image is a file in storage (the file is deleted too).
 * @param deleting - while the delete runs: the buttons are disabled.
 * @param onConfirm - called when Delete is pressed; the caller closes the dialog when done.
 * @param returnFocusRef - the element focused when the dialog closes.
 */
export default function AdminDeleteImageDialog({
  open,
  onOpenChange,
  imageLabel,
  storedFile,
  deleting,
  onConfirm,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  imageLabel: string;
  storedFile: boolean;
  deleting: boolean;
  onConfirm: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete this image?</DialogTitle>
          <DialogDescription>
            {`“${imageLabel}” will be removed from the album${storedFile ? ' and its file deleted' : ''}. This cannot be undone.`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={deleting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button className="bg-red-700! hover:bg-red-800!" disabled={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
