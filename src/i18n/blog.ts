import { defineMessages } from '@/lib/i18n/messages';
import type en from './blog/en';

/** The blog's text: the post list, the cards, a post's page, the feed, the Pastor's Corner blog tab. */
export const blogMessages = defineMessages<typeof en>('blog', {
  en: () => import('./blog/en'),
  es: () => import('./blog/es'),
});
