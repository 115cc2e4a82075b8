import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The confirmation before a gallery image is deleted (loaded on first use): 'Delete this image?'
 * with Cancel and Delete, the staff pages' one {@link ConfirmDialog}.
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this image?"
      description={`“${imageLabel}” will be removed from the album${storedFile ? ' and its file deleted' : ''}. This cannot be undone.`}
      busy={deleting}
      onConfirm={onConfirm}
      returnFocusRef={returnFocusRef}
    />
  );
}
