import { defineStaffResource } from '@/config/staff-resource';

/** /admin/pastors-corner (docs/decisions/0031, 0051). */
export const pastorsCornerResource = defineStaffResource({
  id: 'pastors-corner',
  path: '/admin/pastors-corner',
  roles: ['admin', 'editor'],
  nav: { label: "Pastor's Corner" },
  card: {
    title: "Pastor's Corner",
    text: 'The monthly word, key verses, recommended books and the bookstore.',
  },
});
