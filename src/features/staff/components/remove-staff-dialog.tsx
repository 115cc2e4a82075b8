import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { removeStaffMember, staffDirectoryQueries, type StaffEntry } from '../api/staff';

/**
 * The confirmation before someone is removed from the staff (the staff pages' one
 * `ConfirmDialog`), loaded on demand. Remove deletes their `staff_members` row (the database ends
 * their sessions); a refusal (the last admin, no connection) is shown inside the dialog, which
 * stays open. While removing, the buttons are disabled.
 *
 * @param member - the staff member to remove (has a `userId`).
 * @param open - whether the dialog shows.
 * @param onOpenChange - asked to close it; not while removing.
 * @param onRemoved - called once the person has been removed (instead of `onOpenChange(false)`),
 *   so the page can close the dialog and move focus, since the row is gone.
 */
export default function RemoveStaffDialog({
  member,
  open,
  onOpenChange,
  onRemoved,
}: {
  member: StaffEntry & { userId: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => removeStaffMember(member.userId),
    onSuccess: () => {
      toast({ title: 'Removed from the staff.', description: member.email });
      onRemoved();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDirectoryQueries.all() }),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove from the staff?"
      description={`${member.displayName ? `${member.displayName} (${member.email})` : member.email} will be signed out at once and will no longer open the staff pages. You can invite them again later.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      confirmDetail={member.email}
      busy={mutation.isPending}
      error={mutation.isError ? mutation.error.message : null}
      onConfirm={() => mutation.mutate()}
    />
  );
}
