import { defineStaffResource } from '@/config/staff-resource';

/** /admin/staff: the staff list and invitations (docs/decisions/0024, 0051). */
export const staffResource = defineStaffResource({
  id: 'staff',
  path: '/admin/staff',
  roles: ['admin'],
  nav: { label: 'Staff' },
});
