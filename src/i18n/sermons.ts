import { defineMessages } from '@/lib/i18n/messages';
import type en from './sermons/en';

/**
 * The sermon pages' text: the archive (search, filters, sort, results, podcast) and the sermon
 * page (the video and audio players' labels, details, links elsewhere).
 */
export const sermonsMessages = defineMessages<typeof en>('sermons', {
  en: () => import('./sermons/en'),
  es: () => import('./sermons/es'),
});

/** The sermon pages' messages, as `useMessages(sermonsMessages)` returns them. */
export type SermonsText = typeof en;
