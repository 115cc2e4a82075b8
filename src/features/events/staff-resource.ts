import { defineStaffResource } from '@/config/staff-resource';

/**
 * /admin/events with its editor, a date's page and the registrations (docs/decisions/0029,
 * 0039, 0051).
 */
export const eventsResource = defineStaffResource({
  id: 'events',
  path: '/admin/events',
  roles: ['admin', 'editor'],
  nav: { label: 'Events' },
  card: {
    title: 'Events',
    text: 'Add, change and cancel events, including repeating ones and single dates of a series.',
  },
});

/** /admin/birthdays (pastoral care and admins; docs/decisions/0051). */
export const birthdaysResource = defineStaffResource({
  id: 'birthdays',
  path: '/admin/birthdays',
  roles: ['admin', 'care'],
  nav: { label: 'Birthdays' },
  card: { title: 'Birthdays', text: 'Add, change and remove the birthdays shown on the calendar.' },
});
