import { defineStaffResource } from '@/config/staff-resource';

/** /admin/giving: gifts, recurring gifts and statements (docs/decisions/0038, 0051). */
export const givingResource = defineStaffResource({
  id: 'giving',
  path: '/admin/giving',
  roles: ['admin', 'finance'],
  nav: { label: 'Giving' },
});
