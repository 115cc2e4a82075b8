import { defineMessages } from '@/lib/i18n/messages';
import type en from './push/en';

/**
 * The words of the notification controls (decision 0049): 'Notify me' on /live and /sermons,
 * 'Remind me' on a registration's page and the switches of /notifications; their busy state,
 * 'Turn off' and why a change failed. Loaded with the page that shows a control.
 */
export const pushMessages = defineMessages<typeof en>('push', {
  en: () => import('./push/en'),
  es: () => import('./push/es'),
});
