import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ListFrame } from '@/components/admin/list-frame';
import { STACKED_BOX, StackedCell, StackedRow, StackedTable } from '@/components/admin/stacked-table';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/config/staff-pages';
import { formatDate } from '@/lib/dates';
import { changeStaffRole, STAFF_MESSAGES, staffDirectoryQueries, type StaffEntry } from '../api/staff';
import { inviteStaff, revokeInvitation } from '../api/staff-invitations';
import { SELECT_CLASSES } from '../utils/select-classes';
import { staffActionText } from '../utils/staff-action-text';

// The confirmation dialog (Radix) loads on the first Remove (docs/decisions/0006).
const RemoveStaffDialog = lazy(() => import('./remove-staff-dialog'));

/** The status column: 'Invitation pending', 'Invitation expired' or 'Active'. */
export function staffStatus(entry: StaffEntry, now = Date.now()): string {
  if (!entry.pending) return 'Active';
  if (entry.expiresAt && new Date(entry.expiresAt).getTime() <= now) return 'Invitation expired';
  return 'Invitation pending';
}

function RoleCell({ entry, self }: { entry: StaffEntry & { userId: string }; self: boolean }) {
  const id = useId();
  const [role, setRole] = useState<string>(entry.role);
  const mutation = useRowAction({
    run: (next: StaffRole) => changeStaffRole(entry.userId, next),
    successToast: (_data, next) => ({
      title: 'Role changed.',
      description: `${entry.email} is now ${STAFF_ROLE_LABELS[next]}.`,
    }),
    failureToast: (error) => ({
      title: 'The role was not changed.',
      description: staffActionText(error),
      variant: 'destructive',
    }),
    onFailed: () => setRole(entry.role),
    invalidate: [staffDirectoryQueries.all()],
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
        disabled={mutation.busy}
        onChange={(event) => setRole(event.target.value)}
        className={`${SELECT_CLASSES} h-9! w-auto!`}
      >
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {STAFF_ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      {changed ? (
        <Button
          size="sm"
          disabled={mutation.busy || !isStaffRole(role)}
          onClick={() => {
            if (isStaffRole(role)) mutation.run(role);
          }}
        >
          {mutation.busy ? 'Saving...' : 'Save role'}
          <span className="sr-only"> of {entry.email}</span>
        </Button>
      ) : null}
    </div>
  );
}

function RowActions({ entry, onRemove }: { entry: StaffEntry; onRemove: () => void }) {
  const resend = useRowAction({
    run: () => inviteStaff({ email: entry.email, role: entry.role }),
    successToast: { title: 'Invitation sent again.', description: entry.email },
    failureToast: (error) => ({
      title: 'The invitation was not sent.',
      description: staffActionText(error),
      variant: 'destructive',
    }),
    invalidate: [staffDirectoryQueries.all()],
  });
  const withdraw = useRowAction({
    run: () => revokeInvitation(entry.email),
    successToast: { title: 'Invitation withdrawn.', description: entry.email },
    failureToast: (error) => ({
      title: 'The invitation was not withdrawn.',
      description: staffActionText(error),
      variant: 'destructive',
    }),
    invalidate: [staffDirectoryQueries.all()],
  });
  const busy = resend.busy || withdraw.busy;
  return (
    <div className="flex flex-wrap gap-2">
      {entry.pending ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => resend.run(undefined)}>
          {resend.busy ? 'Sending...' : 'Send again'}
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
        <Button size="sm" variant="outline" disabled={busy} onClick={() => withdraw.run(undefined)}>
          {withdraw.busy ? 'Withdrawing...' : 'Withdraw'}
          <span className="sr-only"> the invitation of {entry.email}</span>
        </Button>
      )}
    </div>
  );
}

/**
 * The staff list of `/admin/staff` (admins only): every staff member with e-mail, display name,
 * role (changeable), last sign-in and status ('Invitation pending' until the invitation link has
 * been used), and every invitation not used yet. Rows offer 'Send again' (pending), 'Remove'
 * (with a confirmation) and 'Withdraw' (an invitation without an account). From 768 px it is a
 * table; below, each row is a card of stacked cells.
 *
 * @param currentUserId - the signed-in admin, marked '(you)'.
 */
export function StaffDirectory({ currentUserId }: { currentUserId: string }) {
  const query = useQuery(staffDirectoryQueries.list());
  const [removing, setRemoving] = useState<(StaffEntry & { userId: string }) | null>(null);
  // After a removal the row (and its Remove button) is gone: focus goes to the list instead.
  const listRef = useRef<HTMLDivElement>(null);

  return (
    <ListFrame
      query={query}
      loadingLabel="Loading the staff list"
      skeletonRows={3}
      errorText={STAFF_MESSAGES.readFailed}
      count={(data) => data.length}
      empty={{ title: 'No staff yet', description: 'Invite someone above.' }}
    >
      {(data) => (
        <div
          ref={listRef}
          tabIndex={-1}
          aria-label="Staff members and pending invitations"
          role="region"
          className={STACKED_BOX}
        >
          <StackedTable
            caption="Staff members and pending invitations"
            columns={COLUMNS}
            minWidth="md:min-w-[48rem]"
          >
            {data.map((entry) => (
              <StaffRow
                key={entry.userId ?? `invitation:${entry.email}`}
                entry={entry}
                self={entry.userId === currentUserId}
                onRemove={() => {
                  if (entry.userId) setRemoving({ ...entry, userId: entry.userId });
                }}
              />
            ))}
          </StackedTable>
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
      )}
    </ListFrame>
  );
}

/** The staff list's columns; below 768 px each row is a card (`StackedTable`). */
const COLUMNS = [
  { label: 'Email' },
  { label: 'Name' },
  { label: 'Role' },
  { label: 'Last sign-in' },
  { label: 'Status' },
  { label: 'Actions', hidden: true },
] as const;

/** One row of {@link StaffDirectory}: a table row from 768 px, a card of stacked cells below. */
function StaffRow({ entry, self, onRemove }: { entry: StaffEntry; self: boolean; onRemove: () => void }) {
  const status = staffStatus(entry);
  return (
    <StackedRow>
      <StackedCell header className="font-medium break-all text-slate-900">
        {entry.email}
        {self ? <span className="ml-1 font-normal text-slate-700">(you)</span> : null}
      </StackedCell>
      <StackedCell label="Name" className="text-slate-800">
        {entry.displayName ?? <span className="text-slate-700">Not set</span>}
      </StackedCell>
      <StackedCell label="Role" className="text-slate-800">
        {entry.userId ? (
          <RoleCell entry={{ ...entry, userId: entry.userId }} self={self} />
        ) : (
          STAFF_ROLE_LABELS[entry.role]
        )}
      </StackedCell>
      <StackedCell label="Last sign-in" className="text-slate-800">
        {entry.lastSignInAt ? formatDate(entry.lastSignInAt, 'MMM d, yyyy, h:mm a') : 'Never'}
      </StackedCell>
      <StackedCell label="Status">
        <span
          className={
            status === 'Active'
              ? 'rounded-full bg-green-50 px-2 py-1 text-green-900'
              : 'rounded-full bg-amber-50 px-2 py-1 text-amber-950'
          }
        >
          {status}
        </span>
      </StackedCell>
      <StackedCell className="max-md:pt-1">
        <RowActions entry={entry} onRemove={onRemove} />
      </StackedCell>
    </StackedRow>
  );
}
