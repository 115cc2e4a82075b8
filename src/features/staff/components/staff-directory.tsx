import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import {
  changeStaffRole,
  inviteStaff,
  revokeInvitation,
  ROLE_LABELS,
  STAFF_MESSAGES,
  STAFF_ROLES,
  staffDirectoryQueries,
  type StaffEntry,
  type StaffRole,
} from '../api/staff';
import { SELECT_CLASSES } from '../utils/select-classes';

// The confirmation dialog (Radix) loads on the first Remove (docs/decisions/0006).
const RemoveStaffDialog = lazy(() => import('./remove-staff-dialog'));

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

function roleLabel(role: string): string {
  return isStaffRole(role) ? ROLE_LABELS[role].label : role;
}

/** The status column: 'Invitation pending', 'Invitation expired' or 'Active'. */
export function staffStatus(entry: StaffEntry, now = Date.now()): string {
  if (!entry.pending) return 'Active';
  if (entry.expiresAt && new Date(entry.expiresAt).getTime() <= now) return 'Invitation expired';
  return 'Invitation pending';
}

function RoleCell({ entry, self }: { entry: StaffEntry & { userId: string }; self: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [role, setRole] = useState(entry.role);
  const mutation = useMutation({
    mutationFn: (next: StaffRole) => changeStaffRole(entry.userId, next),
    onSuccess: (_data, next) =>
      toast({ title: 'Role changed.', description: `${entry.email} is now ${roleLabel(next)}.` }),
    onError: (error) => {
      setRole(entry.role);
      toast({ title: 'The role was not changed.', description: error.message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDirectoryQueries.all() }),
  });
  const changed = role !== entry.role;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role of {entry.email}
        {self ? ' (you)' : ''}
      </label>
      <select
        id={id}
        value={role}
        disabled={mutation.isPending}
        onChange={(event) => setRole(event.target.value)}
        className={`${SELECT_CLASSES} h-9! w-auto!`}
      >
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option].label}
          </option>
        ))}
      </select>
      {changed ? (
        <Button
          size="sm"
          disabled={mutation.isPending || !isStaffRole(role)}
          onClick={() => {
            if (isStaffRole(role)) mutation.mutate(role);
          }}
        >
          {mutation.isPending ? 'Saving...' : 'Save role'}
          <span className="sr-only"> of {entry.email}</span>
        </Button>
      ) : null}
    </div>
  );
}

function RowActions({ entry, onRemove }: { entry: StaffEntry; onRemove: () => void }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () =>
      inviteStaff({ email: entry.email, role: isStaffRole(entry.role) ? entry.role : 'editor' }),
    onSuccess: () => toast({ title: 'Invitation sent again.', description: entry.email }),
    onError: (error) =>
      toast({ title: 'The invitation was not sent.', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDirectoryQueries.all() }),
  });
  const withdraw = useMutation({
    mutationFn: () => revokeInvitation(entry.email),
    onSuccess: () => toast({ title: 'Invitation withdrawn.', description: entry.email }),
    onError: (error) =>
      toast({
        title: 'The invitation was not withdrawn.',
        description: error.message,
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffDirectoryQueries.all() }),
  });
  const busy = resend.isPending || withdraw.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {entry.pending ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : 'Send again'}
          <span className="sr-only"> to {entry.email}</span>
        </Button>
      ) : null}
      {entry.userId ? (
        <Button
          size="sm"
          variant="outline"
          className="border-red-700! text-red-700!"
          disabled={busy}
          onClick={onRemove}
        >
          Remove<span className="sr-only"> {entry.email}</span>
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => withdraw.mutate()}>
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
          <span className="sr-only"> the invitation of {entry.email}</span>
        </Button>
      )}
    </div>
  );
}

/** A row of the staff list: a table row from 768 px, a card of stacked cells below. */
const STACKED_ROW = 'max-md:grid max-md:gap-2 max-md:px-4 max-md:py-4';
/** A cell of the staff list (see {@link STACKED_ROW}). */
const CELL = 'px-4 py-3 max-md:block max-md:p-0';

/**
 * A cell's column name, shown in the stacked rows of a narrow screen only. Screen readers skip it:
 * they announce the table's column header with the cell.
 */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-slate-600 md:hidden">
      {children}
    </span>
  );
}

function LoadingRows() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the staff list</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The staff list of `/admin/staff` (admins only): every staff member with e-mail, display name,
 * role (changeable), last sign-in and status ('Invitation pending' until the invitation link has
 * been used), and every invitation not used yet. Rows offer 'Send again' (pending), 'Remove'
 * (with a confirmation) and 'Withdraw' (an invitation without an account).
 *
 * @param currentUserId - the signed-in admin, marked '(you)'.
 */
export function StaffDirectory({ currentUserId }: { currentUserId: string }) {
  const query = useQuery(staffDirectoryQueries.list());
  const [removing, setRemoving] = useState<(StaffEntry & { userId: string }) | null>(null);
  // After a removal the row (and its Remove button) is gone: focus goes to the list instead.
  const listRef = useRef<HTMLDivElement>(null);

  if (query.isPending) return <LoadingRows />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center"
      >
        <p className="font-semibold text-red-800">{STAFF_MESSAGES.readFailed}</p>
        <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }

  return (
    <div
      ref={listRef}
      tabIndex={-1}
      aria-label="Staff members and pending invitations"
      role="region"
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm max-md:block md:min-w-[48rem]">
        <caption className="sr-only">Staff members and pending invitations</caption>
        {/* Below 768 px each row is a card of its own: the column names move into the cells
            (hidden from screen readers, which read the table's own headers) and the header row
            is left to screen readers. */}
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-800 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last sign-in
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-md:block">
          {query.data.map((entry) => {
            const self = entry.userId === currentUserId;
            const status = staffStatus(entry);
            return (
              <tr key={entry.userId ?? `invitation:${entry.email}`} className={STACKED_ROW}>
                <th scope="row" className={cn(CELL, 'font-medium break-all text-slate-900')}>
                  {entry.email}
                  {self ? <span className="ml-1 font-normal text-slate-700">(you)</span> : null}
                </th>
                <td className={cn(CELL, 'text-slate-800')}>
                  <CellLabel>Name</CellLabel>
                  {entry.displayName ?? <span className="text-slate-700">Not set</span>}
                </td>
                <td className={cn(CELL, 'text-slate-800')}>
                  <CellLabel>Role</CellLabel>
                  {entry.userId ? (
                    <RoleCell entry={{ ...entry, userId: entry.userId }} self={self} />
                  ) : (
                    roleLabel(entry.role)
                  )}
                </td>
                <td className={cn(CELL, 'text-slate-800')}>
                  <CellLabel>Last sign-in</CellLabel>
                  {entry.lastSignInAt ? formatDate(entry.lastSignInAt, 'MMM d, yyyy, h:mm a') : 'Never'}
                </td>
                <td className={CELL}>
                  <CellLabel>Status</CellLabel>
                  <span
                    className={
                      status === 'Active'
                        ? 'rounded-full bg-green-50 px-2 py-1 text-green-900'
                        : 'rounded-full bg-amber-50 px-2 py-1 text-amber-950'
                    }
                  >
                    {status}
                  </span>
                </td>
                <td className={cn(CELL, 'max-md:pt-1')}>
                  <RowActions
                    entry={entry}
                    onRemove={() => {
                      if (entry.userId) setRemoving({ ...entry, userId: entry.userId });
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {removing ? (
        <Suspense fallback={null}>
          <RemoveStaffDialog
            member={removing}
            open
            onOpenChange={(open) => {
              if (!open) setRemoving(null);
            }}
            onRemoved={() => {
              setRemoving(null);
              setTimeout(() => listRef.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
