import { defineStaffResource } from '@/config/staff-resource';

/**
 * /admin/inbox and /admin/inbox/<kind>/<id> (docs/decisions/0025, 0051): prayer requests,
 * contact messages and first-timer cards; the retention setting is for admins only (0026).
 */
export const inboxResource = defineStaffResource({
  id: 'inbox',
  path: '/admin/inbox',
  roles: ['admin', 'care'],
  nav: { label: 'Inbox' },
  card: { title: 'Inbox', text: 'Prayer requests, contact messages and first-timer cards.' },
  parts: { retention: ['admin'] },
});
