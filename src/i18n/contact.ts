import { defineMessages } from '@/lib/i18n/messages';
import type en from './contact/en';

/**
 * The text of /contact (its details card, message form and map) and of /first-timer-form (the
 * connect card and its thank-you view), loaded with those pages.
 */
export const contactMessages = defineMessages<typeof en>('contact', {
  en: () => import('./contact/en'),
  es: () => import('./contact/es'),
});
