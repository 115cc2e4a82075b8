import { defineStaffResource } from '@/config/staff-resource';

/** /admin/blog and a post's editor (docs/decisions/0031, 0051). */
export const blogResource = defineStaffResource({
  id: 'blog',
  path: '/admin/blog',
  roles: ['admin', 'editor'],
  nav: { label: 'Blog' },
  card: { title: 'Blog', text: 'Write posts, keep drafts, schedule and publish them.' },
});
