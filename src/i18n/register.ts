import { defineMessages } from '@/lib/i18n/messages';
import type en from './register/en';

/**
 * The text of the 'Registration' card of an event page (its register form, seats left, the
 * waitlist, the server's refusals and the sentence after sending; issue 32, decisions 0039 and
 * 0047), loaded with the card's own chunk.
 */
export const registerMessages = defineMessages<typeof en>('register', {
  en: () => import('./register/en'),
  es: () => import('./register/es'),
});
