import { defineMessages } from '@/lib/i18n/messages';
import type en from './offline/en';

/**
 * The text of the site's offline parts (issue 34): the install offer, the update prompt, and the
 * service worker's offline page (which the worker builds from both languages' modules itself, by
 * the address asked for).
 */
export const offlineMessages = defineMessages<typeof en>('offline', {
  en: () => import('./offline/en'),
  es: () => import('./offline/es'),
});
