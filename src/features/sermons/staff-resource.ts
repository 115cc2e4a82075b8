import { defineStaffResource } from '@/config/staff-resource';

/** /admin/sermons and a sermon's editor (docs/decisions/0030, 0051). */
export const sermonsResource = defineStaffResource({
  id: 'sermons',
  path: '/admin/sermons',
  roles: ['admin', 'editor'],
  nav: { label: 'Sermons' },
  card: {
    title: 'Sermons',
    text: 'Add sermons with their audio, schedule them for Sunday, edit and delete them.',
  },
});
