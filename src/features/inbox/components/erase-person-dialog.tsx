import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/config/staff-pages';
import { formatDate } from '@/lib/dates';
import { inboxQueries } from '../api/inbox';
import {
  erasePerson,
  erasureScopeText,
  erasureSkipsNewsletter,
  PERSON_RECORD_LABELS,
  privacyQueries,
  type PersonRecordKind,
} from '../api/inbox-privacy';

/** "1 item", "3 items". */
function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The confirmation of 'Delete all from this person' (docs/decisions/0026): says what the role's
 * search covers (care: prayer requests, contact messages and first-timer cards; admins: those
 * and newsletter subscriptions), lists what is stored with `email` there (read when the dialog
 * opens), and 'Delete all' deletes it in one transaction, with its notes and every trace. A
 * failure is shown in the dialog, which stays open; nothing is deleted before the button is
 * pressed. Loaded on demand (the default export, for `React.lazy`).
 *
 * @param email - the person's e-mail address as the visitor gave it.
 * @param staffRole - the signed-in staff member's role.
 * @param open - whether the dialog shows.
 * @param onOpenChange - asked to close it; not while deleting.
 * @param onErased - called once everything is gone (the page leaves the deleted item).
 */
export default function ErasePersonDialog({
  email,
  staffRole: role,
  open,
  onOpenChange,
  onErased,
}: {
  email: string;
  staffRole: StaffRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
}) {
  const queryClient = useQueryClient();
  const records = useQuery({ ...privacyQueries.person(email), enabled: open });
  const erase = useMutation({
    mutationFn: () => erasePerson(email),
    onSuccess: (counts) => {
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      toast({ title: `Deleted ${itemsText(total)} from ${email}.` });
      void queryClient.invalidateQueries({ queryKey: inboxQueries.all() });
      onErased();
    },
  });

  const count = records.data?.length ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!erase.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete all from this person?</DialogTitle>
          <DialogDescription>
            Everything stored with {email} is deleted for good, with its notes. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-slate-700">
          The search covers what your role ({STAFF_ROLE_LABELS[role]}) reads: {erasureScopeText(role)}.
          {erasureSkipsNewsletter(role)
            ? ' The newsletter list is not searched; an admin removes the address from it.'
            : null}
        </p>
        {records.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Finding what is stored with this address</span>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : records.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
            <p>Could not find what is stored with this address.</p>
            <Button variant="outline" onClick={() => void records.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="font-semibold text-slate-900">What will be deleted ({itemsText(count)}):</p>
            <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-3 text-sm">
              {records.data.map((record) => (
                <li key={`${record.kind}:${record.id}`} className="text-slate-800">
                  <span className="font-medium">{PERSON_RECORD_LABELS[record.kind as PersonRecordKind]}</span>
                  {' – '}
                  {record.label}
                  {', '}
                  <time dateTime={record.received_at}>{formatDate(record.received_at, 'MMM d, yyyy')}</time>
                </li>
              ))}
            </ul>
          </div>
        )}
        {erase.isError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            Could not delete. Nothing was deleted; try again.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={erase.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={erase.isPending || !records.isSuccess || count === 0}
            className="bg-red-700! hover:bg-red-800!"
            onClick={() => erase.mutate()}
          >
            {erase.isPending ? 'Deleting...' : `Delete all (${itemsText(count)})`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
