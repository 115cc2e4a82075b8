/**
 * The staff pages and which staff roles may use each (docs/decisions/0021). One list serves the
 * router (each `/admin` route declares its roles through `handle`), the staff header (links the
 * role may use) and the `/admin` overview (cards). The database enforces the same split with
 * row-level security; these lists only make it visible.
 */

import { Constants, type Enums } from '@/types/database.types';

/** A value of `staff_members.role`: the database's enum `staff_role` (docs/decisions/0021). */
export type StaffRole = Enums<'staff_role'>;

/** Every staff role, in the order the database's enum declares them (the order the product names them). */
export const STAFF_ROLES = Constants.public.Enums.staff_role;

/** How each role is called on every staff page: the one label map of the list. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  care: 'Pastoral care',
  finance: 'Finance',
};

/** What each role may do, as the invitation form and the staff page explain it (docs/decisions/0021). */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Everything, including staff and site settings',
  editor: 'Events, sermons, blog, gallery and testimonies',
  care: 'Prayer requests, messages, first-timer cards and birthdays',
  finance: 'Gifts, recurring gifts and year-end giving statements',
};

/** True when `value` is a staff role (e.g. a text the database returned as `text`). */
export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** One staff page. */
export interface StaffPage {
  /** Its path, e.g. `/admin/gallery`. */
  to: string;
  /** The staff header's link text. */
  label: string;
  /** The roles that may open it. */
  roles: readonly StaffRole[];
  /** The link is current only on exactly this path (the overview). */
  end?: boolean;
}

const CONTENT: readonly StaffRole[] = ['admin', 'editor'];
const CARE: readonly StaffRole[] = ['admin', 'care'];

/** The staff pages, in the order of the staff header's links. */
export const STAFF_PAGES = {
  overview: { to: '/admin', label: 'Overview', roles: STAFF_ROLES, end: true },
  inbox: { to: '/admin/inbox', label: 'Inbox', roles: CARE },
  events: { to: '/admin/events', label: 'Events', roles: CONTENT },
  birthdays: { to: '/admin/birthdays', label: 'Birthdays', roles: CARE },
  sermons: { to: '/admin/sermons', label: 'Sermons', roles: CONTENT },
  blog: { to: '/admin/blog', label: 'Blog', roles: CONTENT },
  pastorsCorner: { to: '/admin/pastors-corner', label: "Pastor's Corner", roles: CONTENT },
  gallery: { to: '/admin/gallery', label: 'Gallery', roles: CONTENT },
  testimonies: { to: '/admin/testimonies', label: 'Testimonies', roles: CONTENT },
  newsletter: { to: '/admin/newsletter', label: 'Newsletter', roles: CONTENT },
  notifications: { to: '/admin/notifications', label: 'Notifications', roles: CONTENT },
  giving: { to: '/admin/giving', label: 'Giving', roles: ['admin', 'finance'] },
  activity: { to: '/admin/activity', label: 'Activity', roles: ['admin'] },
  staff: { to: '/admin/staff', label: 'Staff', roles: ['admin'] },
  // The index of the settings; each section's page, `/admin/settings/<section>`
  // (src/features/site-settings/settings-sections.ts), has the same roles and keeps this link current.
  settings: { to: '/admin/settings', label: 'Settings', roles: ['admin'] },
} as const satisfies Record<string, StaffPage>;

/** The `handle` of an `/admin` route: the roles that may open it. */
export interface StaffRouteHandle {
  staffRoles: readonly StaffRole[];
}

/** True when `handle` (a route's `handle`) declares staff roles. */
export function isStaffRouteHandle(handle: unknown): handle is StaffRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && Array.isArray((handle as StaffRouteHandle).staffRoles)
  );
}
