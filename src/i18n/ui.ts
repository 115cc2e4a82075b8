import { defineMessages } from '@/lib/i18n/messages';
import type en from './ui/en';

/**
 * The words of the shared parts that load on demand (docs/decisions/0054): the toaster (its
 * region, its announcement and each toast's close button) and the feed dialog of the subscribe
 * menus. They load with the part that shows them, never on a first visit.
 */
export const uiMessages = defineMessages<typeof en>('ui', {
  en: () => import('./ui/en'),
  es: () => import('./ui/es'),
});
