import { defineStaffResource } from '@/config/staff-resource';
import { STAFF_ROLES } from '@/config/staff-pages';

/**
 * The staff pages' overview, `/admin` (every role), and the signed-in person's own account,
 * `/admin/account`, reached from the header's name (docs/decisions/0018, 0051).
 */
export const overviewResource = defineStaffResource({
  id: 'overview',
  path: '/admin',
  roles: STAFF_ROLES,
  nav: { label: 'Overview', end: true },
});

/** `/admin/account`: the person's name, password and sessions (every role; no link or card). */
export const accountResource = defineStaffResource({
  id: 'account',
  path: '/admin/account',
  roles: STAFF_ROLES,
  /** The care inbox's e-mail alerts (docs/decisions/0027): those who read the inbox. */
  parts: { alerts: ['admin', 'care'] },
});
