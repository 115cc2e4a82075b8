import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { SkipLink } from '@/components/layout/skip-link';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import type { StaffRole } from '@/config/staff-pages';
import { isStaffRouteHandle, mayUse } from '@/config/staff-resource';
import { RoleGate, StaffGuard } from '@/features/auth/components/staff-guard';
import { StaffHeader } from '@/features/auth/components/staff-header';
import { InboxUnreadBadges } from '@/features/inbox/components/unread-counts';
import { inboxResource } from '@/features/inbox/staff-resource';
import { cn } from '@/lib/utils';
import { staffLinksFor } from '../staff-resources';

/** Id of the staff pages' `<main>`, target of the skip link. */
const MAIN_ID = 'staff-content';

/**
 * The frame of every `/admin` page, the sign-in page included: skip link, content, toasts. The
 * public header and footer are left out; staff pages are never indexed (each page's `PageMeta`
 * says `noindex`).
 */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink targetId={MAIN_ID} />
      <Outlet />
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * What keeps every staff page within a phone's width whatever its parts and whatever people typed
 * (issue 30: at 390 px no page scrolls sideways). A grid's cell, a fieldset and a file picker may
 * be narrower than their content's longest word or widest control (browsers otherwise widen the
 * column to it: one pasted link in a prayer request made its page 593 px wide), a long word or
 * address breaks instead of sticking out, and below 640 px a button's label wraps (centred, within
 * the button's height) instead of widening the page. Wide tables stack their rows themselves
 * (e.g. the staff list).
 */
const FIT_TO_WIDTH = cn(
  'break-words [&_.grid>*]:min-w-0 [&_fieldset]:min-w-0',
  '[&_input[type=file]]:max-w-full [&_input[type=file]]:min-w-0',
  'max-sm:[&_[data-slot=button]]:text-center max-sm:[&_[data-slot=button]]:leading-tight max-sm:[&_[data-slot=button]]:whitespace-normal',
);

/** Roles that see the inbox's unread counts beside its link (those who may open it). */
function headerExtras(role: StaffRole) {
  return mayUse(inboxResource, role) ? { [inboxResource.path]: <InboxUnreadBadges /> } : undefined;
}

/**
 * The staff pages behind sign-in: the guard, then the staff header (the declared screens' links
 * the role may use)
 * and the page, or 'You do not have access to this page.' when the page's route does not list
 * the role in its `handle.staffRoles` (generated from the declared screens,
 * src/app/staff-resources.ts). For admins
 * and care, the 'Inbox' link carries their unread counts per kind (docs/decisions/0025).
 */
export function StaffPagesLayout() {
  const matches = useMatches();
  const roles = matches.map((match) => match.handle).findLast(isStaffRouteHandle)?.staffRoles;
  return (
    <StaffGuard>
      {({ email, name, role }) => (
        <>
          <StaffHeader
            email={email}
            name={name}
            role={role}
            links={staffLinksFor(role)}
            extras={headerExtras(role)}
          />
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className={cn('mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6', FIT_TO_WIDTH)}
          >
            <RoleGate role={role} roles={roles}>
              <Outlet />
            </RoleGate>
          </main>
        </>
      )}
    </StaffGuard>
  );
}
