import { defineMessages } from '@/lib/i18n/messages';
import type en from './manage-registration/en';

/**
 * The text of a visitor's own registration page (`/registrations/<token>`, the link of their
 * e-mail; decisions 0039, 0047), loaded with the page. A Spanish registrant's e-mail links to
 * `/es/registrations/<token>` (decision 0055).
 */
export const manageRegistrationMessages = defineMessages<typeof en>('manage-registration', {
  en: () => import('./manage-registration/en'),
  es: () => import('./manage-registration/es'),
});
