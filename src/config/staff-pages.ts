/**
 * The staff roles (docs/decisions/0021): the database's enum, its one label map and what each
 * role may do. Which role may open which staff page is declared with each screen
 * (`src/config/staff-resource.ts`, docs/decisions/0051).
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
