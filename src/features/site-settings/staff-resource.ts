import { defineStaffResource } from '@/config/staff-resource';

/**
 * /admin/settings and its sections, `/admin/settings/<section>` (./settings-sections.ts; issues
 * 24 and 45, docs/decisions/0051): every section has these roles and keeps the link current.
 */
export const settingsResource = defineStaffResource({
  id: 'settings',
  path: '/admin/settings',
  roles: ['admin'],
  nav: { label: 'Settings' },
  card: {
    title: 'Settings',
    text: 'Service times, contact details, links, banners, the About tabs, the hero video and the podcast.',
  },
});
