import { defineMessages } from '@/lib/i18n/messages';
import type en from './newsletter/en';

/**
 * The newsletter's public text: the signup form (on the home page, loaded with the form's own
 * chunk), the confirmation page, the archive and its issues, and the unsubscribe page.
 */
export const newsletterMessages = defineMessages<typeof en>('newsletter', {
  en: () => import('./newsletter/en'),
  es: () => import('./newsletter/es'),
});
