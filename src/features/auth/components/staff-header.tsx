import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SITE_NAME } from '@/config/navigation';
import { STAFF_PAGES, STAFF_ROLE_LABELS, type StaffPage, type StaffRole } from '@/config/staff-pages';
import { cn } from '@/lib/utils';
import { SignOutButton } from './staff-guard';

/** The staff pages `role` may use, in the order of the staff header's links. */
export function staffLinksFor(role: StaffRole): StaffPage[] {
  return Object.values(STAFF_PAGES).filter((page: StaffPage) => page.roles.includes(role));
}

// Link and useLocation rather than NavLink: the router's code lives in the entry chunk, and
// NavLink would add to every page's first visit for the staff pages' sake (decision 0006).
function isCurrent(link: StaffPage, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return link.end ? path === link.to : path === link.to || path.startsWith(`${link.to}/`);
}

/**
 * The plain header of the staff pages: the site's name, links between the staff pages the role
 * may use (the current one marked with `aria-current`), a link to the public website, the
 * signed-in staff member's name (else their e-mail address) with the role, and 'Sign out'.
 *
 * @param email - the signed-in staff member's e-mail address.
 * @param name - their name (display name, else full name); the e-mail address when not given.
 * @param role - their staff role (docs/decisions/0021).
 * @param extras - what to show after a link's text, by the page's path (e.g. the inbox's unread
 *   counts after 'Inbox'); given by the page that composes the header.
 */
export function StaffHeader({
  email,
  name,
  role,
  extras,
}: {
  email: string;
  name?: string;
  role: StaffRole;
  extras?: Readonly<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <p className="font-serif text-lg font-bold text-brand-950">
          {SITE_NAME} <span className="font-sans text-sm font-medium text-slate-700">Staff</span>
        </p>
        <nav aria-label="Staff pages" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-1">
            {staffLinksFor(role).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isCurrent(link, pathname) ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold',
                    isCurrent(link, pathname)
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {link.label}
                  {extras?.[link.to]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-3">
          <Link to="/" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            View website
          </Link>
          <Link
            to="/admin/account"
            aria-current={pathname.startsWith('/admin/account') ? 'page' : undefined}
            className="text-sm break-all text-slate-700 underline-offset-4 hover:underline"
          >
            <span className="sr-only">Your account, signed in as </span>
            {name || email} <span className="text-slate-600">({STAFF_ROLE_LABELS[role]})</span>
          </Link>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
