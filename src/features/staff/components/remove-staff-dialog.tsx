import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { removeStaffMember, staffDirectoryQueries, type StaffEntry } from '../api/staff';

/**
 * The confirmation before someone is removed from the staff, loaded on demand. Remove deletes
 * their `staff_members` row (the database ends their sessions); a refusal (the last admin, no
 * connection) is shown inside the dialog, which stays open. While removing, the buttons are
 * disabled.
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove from the staff?</DialogTitle>
          <DialogDescription>
            {member.displayName ? `${member.displayName} (${member.email})` : member.email} will be signed out
            at once and will no longer open the staff pages. You can invite them again later.
          </DialogDescription>
        </DialogHeader>
        {mutation.isError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {mutation.error.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={mutation.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={mutation.isPending}
            className="bg-red-700! hover:bg-red-800!"
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? 'Removing...' : 'Remove'}
            <span className="sr-only"> {member.email}</span>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
