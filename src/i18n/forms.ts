import { defineMessages } from '@/lib/i18n/messages';
import en from './forms/en';

/**
 * The public forms' shared text (contact, first-timer, prayer, newsletter; later giving and
 * registration): the field rules' validation messages with the fields' names, and the toasts
 * every form shares (kept in the outbox, too many submissions).
 *
 * English is built in, not loaded: it is the language of the field rules of `@/lib/validation`
 * wherever the page's messages have not arrived (the staff forms, which stay English, and a
 * schema used outside a form). The Spanish messages load when a public form appears on a Spanish
 * page (`useFormSubmit`), before anyone can press its button.
 */
export const formsMessages = defineMessages<typeof en>('forms', {
  en: () => Promise.resolve({ default: en }),
  es: () => import('./forms/es'),
});

/** The shape of the forms' messages (both languages). */
export type FormsMessages = typeof en;

/** The built-in English messages (see {@link formsMessages}). */
export { en as englishFormsMessages };
