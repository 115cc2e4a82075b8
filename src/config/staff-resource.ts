/**
 * The declaration of a staff screen (docs/decisions/0051): what the `/admin` routes, the staff
 * header's links and the `/admin` overview's cards are generated from. Each feature declares its
 * screens in `src/features/<domain>/staff-resource.ts`; the registry (`src/app/staff-resources.ts`)
 * lists them in the header's order and attaches each route's lazily loaded page.
 *
 * A declaration is plain data (no component, no schema, no query code), so that the registry,
 * which every staff page loads, stays light: a screen's tables, queries, schemas and fields are
 * declared in its form half (the feature's query factory and save, the kit's `useRowEditor` or
 * `ListFrame` options), which loads with its page.
 * The database enforces the same roles with row-level security (docs/decisions/0021).
 */

import type { StaffRole } from './staff-pages';

/** One staff screen (a page of `/admin` with its sub-pages). */
export interface StaffResource {
  /** Unique among the declarations; keys the registry's pages, e.g. `inbox`. */
  id: string;
  /** The screen's own path, e.g. `/admin/inbox` (`/admin` for the overview). */
  path: string;
  /** The roles that may open every page of the screen (docs/decisions/0021). */
  roles: readonly StaffRole[];
  /** The staff header's link; none for a screen reached from another (the account). */
  nav?: {
    label: string;
    /** The link is current only on exactly `path` (the overview), not below it. */
    end?: boolean;
  };
  /** The overview's card; none for a screen without one. The card links to `path`. */
  card?: {
    title: string;
    /**
     * What the screen is for; none where the overview always shows a live line instead (the
     * testimonies waiting for approval).
     */
    text?: string;
  };
  /**
   * Parts of the screen that fewer roles may use, by name (e.g. the inbox's retention setting,
   * admins only). A page shows a part with `mayUse(resource.parts.x, role)`: no role is written
   * in a page.
   */
  parts?: Readonly<Record<string, readonly StaffRole[]>>;
}

/**
 * Checks a declaration's shape at compile time and keeps its literal types.
 *
 * @example
 * export const inboxResource = defineStaffResource({
 *   id: 'inbox', path: '/admin/inbox', roles: ['admin', 'care'],
 *   nav: { label: 'Inbox' }, card: { title: 'Inbox', text: '…' },
 *   parts: { retention: ['admin'] },
 * });
 */
export function defineStaffResource<const T extends StaffResource>(resource: T): T {
  return resource;
}

/** True when `role` may use a screen or a part of one (its roles). */
export function mayUse(
  roles: readonly StaffRole[] | Pick<StaffResource, 'roles'> | undefined,
  role: StaffRole | undefined,
): boolean {
  if (role === undefined || roles === undefined) return false;
  const list = 'roles' in roles ? roles.roles : roles;
  return list.includes(role);
}

/** A link of the staff header: a screen's path and its text. */
export interface StaffLink {
  to: string;
  label: string;
  /** Current only on exactly `to` (the overview), not below it. */
  end?: boolean;
}

/** The `handle` of an `/admin` route: the roles that may open it (read by the staff layout). */
export interface StaffRouteHandle {
  staffRoles: readonly StaffRole[];
}

/** True when `handle` (a route's `handle`) declares staff roles. */
export function isStaffRouteHandle(handle: unknown): handle is StaffRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && Array.isArray((handle as StaffRouteHandle).staffRoles)
  );
}
