import { useRowAction } from '@/components/admin/use-row-action';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { removeStaffMember, staffDirectoryQueries, type StaffEntry } from '../api/staff';
import { staffActionText } from '../utils/staff-action-text';

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
  const remove = useRowAction({
    run: () => removeStaffMember(member.userId),
    successToast: { title: 'Removed from the staff.', description: member.email },
    failureToast: null,
    failureMessage: staffActionText,
    onDone: onRemoved,
    invalidate: [staffDirectoryQueries.all()],
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
      busy={remove.busy}
      error={remove.error}
      onConfirm={() => remove.run(undefined)}
    />
  );
}
