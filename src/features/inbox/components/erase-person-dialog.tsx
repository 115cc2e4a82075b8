import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/config/staff-pages';
import { formatDate } from '@/lib/dates';
import { inboxQueries } from '../api/inbox';
import {
  erasePerson,
  erasureScopeText,
  erasureSkipsNewsletter,
  PERSON_RECORD_LABELS,
  privacyQueries,
  type PersonRecord,
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
 * opens), and 'Delete all' deletes it in one transaction, with its notes and every trace. The
 * staff pages' one `ConfirmDialog`. A failure is shown in the dialog, which stays open; nothing is
 * deleted before the button is pressed. Loaded on demand (the default export, for `React.lazy`).
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
  const records = useQuery({ ...privacyQueries.person(email), enabled: open });
  // A failure is said in the dialog, which stays open.
  const erase = useRowAction({
    run: () => erasePerson(email),
    successToast: (counts) => ({
      title: `Deleted ${itemsText(Object.values(counts).reduce((sum, n) => sum + n, 0))} from ${email}.`,
    }),
    failureToast: null,
    failureMessage: 'Could not delete. Nothing was deleted; try again.',
    invalidate: [inboxQueries.all()],
    onDone: onErased,
  });

  const count = records.data?.length ?? 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete all from this person?"
      description={`Everything stored with ${email} is deleted for good, with its notes. This cannot be undone.`}
      confirmLabel={`Delete all (${itemsText(count)})`}
      busy={erase.busy}
      confirmDisabled={!records.isSuccess || count === 0}
      error={erase.error}
      onConfirm={() => erase.run(undefined)}
    >
      <p className="text-sm text-slate-700">
        The search covers what your role ({STAFF_ROLE_LABELS[role]}) reads: {erasureScopeText(role)}.
        {erasureSkipsNewsletter(role)
          ? ' The newsletter list is not searched; an admin removes the address from it.'
          : null}
      </p>
      <PersonRecords records={records} count={count} />
    </ConfirmDialog>
  );
}

/** What is stored with the address: loading, a failed read with 'Try again', or the list. */
function PersonRecords({ records, count }: { records: UseQueryResult<PersonRecord[]>; count: number }) {
  if (records.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Finding what is stored with this address</span>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (records.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
        <p>Could not find what is stored with this address.</p>
        <Button variant="outline" onClick={() => void records.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
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
  );
}
