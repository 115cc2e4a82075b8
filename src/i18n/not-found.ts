import { defineMessages } from '@/lib/i18n/messages';
import type en from './not-found/en';

/** The 404 page's text (also prerendered as `404.html` and `es/404.html`). */
export const notFoundMessages = defineMessages<typeof en>('not-found', {
  en: () => import('./not-found/en'),
  es: () => import('./not-found/es'),
});
