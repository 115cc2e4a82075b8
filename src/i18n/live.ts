import { defineMessages } from '@/lib/i18n/messages';
import type en from './live/en';

/** The live page's text (the player, the next service, the cards beside the stream). */
export const liveMessages = defineMessages<typeof en>('live', {
  en: () => import('./live/en'),
  es: () => import('./live/es'),
});
