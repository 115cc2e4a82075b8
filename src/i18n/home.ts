import { defineMessages } from '@/lib/i18n/messages';
import type en from './home/en';

/** The home page's text (its sections' headings, texts and buttons), loaded with the page. */
export const homeMessages = defineMessages<typeof en>('home', {
  en: () => import('./home/en'),
  es: () => import('./home/es'),
});
