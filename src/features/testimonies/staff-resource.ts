import { defineStaffResource } from '@/config/staff-resource';

/** /admin/testimonies (docs/decisions/0051); the overview's card counts what waits. */
export const testimoniesResource = defineStaffResource({
  id: 'testimonies',
  path: '/admin/testimonies',
  roles: ['admin', 'editor'],
  nav: { label: 'Testimonies' },
  // The overview says how many testimonies wait for approval.
  card: { title: 'Testimony Moderation' },
});
