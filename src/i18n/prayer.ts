import { defineMessages } from '@/lib/i18n/messages';
import type en from './prayer/en';

/** The prayer-request dialog and its form, loaded with the dialog on first use. */
export const prayerMessages = defineMessages<typeof en>('prayer', {
  en: () => import('./prayer/en'),
  es: () => import('./prayer/es'),
});
