import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { SITE_NAME } from '@/config/navigation';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/config/staff-pages';
import type { StaffLink } from '@/config/staff-resource';
import { cn } from '@/lib/utils';
import { SignOutButton } from './staff-guard';

// Link and useLocation rather than NavLink: the router's code lives in the entry chunk, and
// NavLink would add to every page's first visit for the staff pages' sake (decision 0006).
function isCurrent(link: StaffLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return link.end ? path === link.to : path === link.to || path.startsWith(`${link.to}/`);
}

/** Id of the part of the header that the menu button shows and hides on narrow screens. */
const MENU_ID = 'staff-menu';

/** The width from which the links show in the header itself (Tailwind's `lg`). */
const WIDE = '(min-width: 1024px)';

/**
 * The menu button's state on narrow screens: open or closed; opening moves focus to the first
 * link, Escape closes and gives focus back to the button, and so does closing while focus was in
 * the menu (a link chosen: the route changes). Growing to the wide layout closes it.
 */
function useStaffMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (open) menuRef.current?.querySelector('a')?.focus();
    else if (wasOpen.current) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || menuRef.current?.contains(focused)) {
        buttonRef.current?.focus();
      }
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      buttonRef.current?.focus();
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Choosing a page (or going back) closes the menu.
  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  return { open, toggle: () => setOpen((value) => !value), buttonRef, menuRef };
}

/**
 * The plain header of the staff pages: the site's name, links between the staff pages the role
 * may use (the current one marked with `aria-current`), a link to the public website, the
 * signed-in staff member's name (else their e-mail address) with the role, and 'Sign out'. Below 1024 px the links and the account
 * part fold behind a 'Menu' button (`aria-expanded`; Escape closes it), so that a phone shows the
 * page rather than a screenful of links (issue 30).
 *
 * @param email - the signed-in staff member's e-mail address.
 * @param name - their name (display name, else full name); the e-mail address when not given.
 * @param role - their staff role (docs/decisions/0021).
 * @param links - the staff pages the role may use, in order (generated from the declared
 *   screens by the page that composes the header, docs/decisions/0051).
 * @param extras - what to show after a link's text, by the page's path (e.g. the inbox's unread
 *   counts after 'Inbox'); given by the page that composes the header.
 */
export function StaffHeader({
  email,
  name,
  role,
  links,
  extras,
}: {
  email: string;
  name?: string;
  role: StaffRole;
  links: readonly StaffLink[];
  extras?: Readonly<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  const menu = useStaffMenu();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <p className="font-serif text-lg font-bold text-brand-950">
          {SITE_NAME} <span className="font-sans text-sm font-medium text-slate-700">Staff</span>
        </p>
        <button
          ref={menu.buttonRef}
          type="button"
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          onClick={menu.toggle}
          className="ml-auto inline-flex h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          {menu.open ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
          Menu
        </button>
        {/* Narrow screens: a panel under the name, shown by the button. Wide screens: no box of
            its own (`display: contents`), the navigation and the account part sit in the row. */}
        <div
          ref={menu.menuRef}
          id={MENU_ID}
          className={cn(
            'w-full gap-4 border-t border-slate-200 pt-3 lg:contents',
            menu.open ? 'grid' : 'hidden',
          )}
        >
          <nav aria-label="Staff pages">
            <ul className="grid gap-1 sm:grid-cols-2 lg:flex lg:flex-wrap">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={isCurrent(link, pathname) ? 'page' : undefined}
                    className={cn(
                      'flex min-h-11 flex-wrap items-center rounded-md px-3 text-sm font-semibold lg:inline-flex lg:h-9 lg:min-h-0',
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
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-slate-200 px-3 pt-3 lg:ml-auto lg:justify-end lg:gap-3 lg:border-0 lg:p-0">
            <Link to="/" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              View website
            </Link>
            <Link
              to="/admin/account"
              aria-current={pathname.startsWith('/admin/account') ? 'page' : undefined}
              className="min-w-0 text-sm break-all text-slate-700 underline-offset-4 hover:underline"
            >
              <span className="sr-only">Your account, signed in as </span>
              {name || email} <span className="text-slate-600">({STAFF_ROLE_LABELS[role]})</span>
            </Link>
            <SignOutButton />
          </div>
        </div>
      </div>
    </header>
  );
}
