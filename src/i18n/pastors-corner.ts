import { defineMessages } from '@/lib/i18n/messages';
import type en from './pastors-corner/en';

/** The Pastor's Corner page's text: its tabs and the Pastor's Desk tab (word, verses, books). */
export const pastorsCornerMessages = defineMessages<typeof en>('pastors-corner', {
  en: () => import('./pastors-corner/en'),
  es: () => import('./pastors-corner/es'),
});
