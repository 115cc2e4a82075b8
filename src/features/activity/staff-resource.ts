import { defineStaffResource } from '@/config/staff-resource';

/** /admin/activity: the activity log (docs/decisions/0021, 0051). */
export const activityResource = defineStaffResource({
  id: 'activity',
  path: '/admin/activity',
  roles: ['admin'],
  nav: { label: 'Activity' },
  card: {
    title: 'Activity',
    text: 'Who changed what, newest first: content, the inbox, settings, staff and files.',
  },
});
