import { defineStaffResource } from '@/config/staff-resource';

/** /admin/notifications, and 'We're live now' on the overview (docs/decisions/0049, 0051). */
export const notificationsResource = defineStaffResource({
  id: 'notifications',
  path: '/admin/notifications',
  roles: ['admin', 'editor'],
  nav: { label: 'Notifications' },
  card: {
    title: 'Notifications',
    text: '‘We’re live’, announcements and the history of what reached people’s phones.',
  },
  /** Announcements and how often notifications go (admins only). */
  parts: { announcements: ['admin'] },
});
