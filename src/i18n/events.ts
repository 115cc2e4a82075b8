import { defineMessages } from '@/lib/i18n/messages';
import type en from './events/en';

/**
 * The events pages' text: the Events page (tabs, lists, cards, the calendar with its toolbar,
 * views and '+N more', the subscribe dialog) and the event page (facts, Add to Calendar, Share).
 */
export const eventsMessages = defineMessages<typeof en>('events', {
  en: () => import('./events/en'),
  es: () => import('./events/es'),
});

/** The events pages' messages, as `useMessages(eventsMessages)` returns them. */
export type EventsText = typeof en;
