import { defineMessages } from '@/lib/i18n/messages';
import type en from './notifications/en';

/** The text of /notifications (the push topics and their switches) and of the Home Screen steps. */
export const notificationsMessages = defineMessages<typeof en>('notifications', {
  en: () => import('./notifications/en'),
  es: () => import('./notifications/es'),
});
