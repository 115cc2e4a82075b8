import { defineMessages } from '@/lib/i18n/messages';

/** The home page's text (its sections' headings, texts and buttons), loaded with the page. */
export const homeMessages = defineMessages<typeof import('./home/en').default>('home', {
  en: () => import('./home/en'),
  es: () => import('./home/es'),
});
