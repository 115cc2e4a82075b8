import { defineMessages } from '@/lib/i18n/messages';
import type en from './outbox/en';

/**
 * The text of the 'Waiting to be sent' list (the public forms saved on this device while
 * offline; decision 0041), loaded with the list, which loads only while the outbox holds anything.
 */
export const outboxMessages = defineMessages<typeof en>('outbox', {
  en: () => import('./outbox/en'),
  es: () => import('./outbox/es'),
});
