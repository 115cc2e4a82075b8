import { useQueryClient } from '@tanstack/react-query';
import { useRowAction } from '@/components/admin/use-row-action';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteTestimony, testimonyChangeKey } from '../api/testimony-moderation';
import type { Testimony } from '../api/testimonies';
import { applyTestimonyChange, refreshAfterFailure, testimonyFrom } from './testimony-moderation-cache';

/**
 * The confirmation before a testimony is deleted (spec §4, §8), the staff pages' one
 * `ConfirmDialog`, loaded on demand by the moderation page: 'Are you sure?' / 'This action cannot
 * be undone. This will permanently delete the testimony.', with Cancel and a destructive Delete.
 *
 * Delete removes the row (`deleteTestimony`), toasts 'Testimony deleted successfully.' and calls
 * `onDone(true)`; a failure toasts 'Failed to delete testimony.' (destructive) and calls
 * `onDone(false)`. While deleting, the buttons are disabled ('Deleting...') and the dialog stays
 * open. It has no Radix trigger: `onCloseAutoFocus` lets the page put focus back by hand.
 *
 * @param testimony - the testimony to delete.
 * @param open - whether the dialog shows.
 * @param onOpenChange - asked to close it (Cancel, Escape, the close control); not while deleting.
 * @param onDone - called once the delete has settled, with whether it succeeded.
 * @param onCloseAutoFocus - Radix's close-focus event; the page prevents it and moves focus.
 */
export default function TestimonyDeleteDialog({
  testimony,
  open,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: {
  testimony: Testimony;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (deleted: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const queryClient = useQueryClient();
  const remove = useRowAction({
    mutationKey: testimonyChangeKey(testimony.id),
    run: () => deleteTestimony(testimony.id),
    successToast: { title: 'Testimony deleted successfully.' },
    failureToast: { title: 'Failed to delete testimony.', variant: 'destructive' },
    onDone: () => {
      void applyTestimonyChange(queryClient, testimony.id, null);
      onDone(true);
    },
    onFailed: (error) => {
      refreshAfterFailure(queryClient, error);
      onDone(false);
    },
  });
  const from = testimonyFrom(testimony);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure?"
      description="This action cannot be undone. This will permanently delete the testimony."
      busy={remove.busy}
      onConfirm={() => remove.run(undefined)}
      confirmDetail={`testimony ${from}`}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm break-words text-slate-800">Testimony {from}</p>
    </ConfirmDialog>
  );
}
