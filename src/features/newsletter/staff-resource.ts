import { defineStaffResource } from '@/config/staff-resource';

/** /admin/newsletter: issues, the weekly digest and the subscribers (docs/decisions/0040, 0051). */
export const newsletterResource = defineStaffResource({
  id: 'newsletter',
  path: '/admin/newsletter',
  roles: ['admin', 'editor'],
  nav: { label: 'Newsletter' },
  card: {
    title: 'Newsletter',
    text: 'The subscriber list: search, remove an address, export it with unsubscribe links.',
  },
});
