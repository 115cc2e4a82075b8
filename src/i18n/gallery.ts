import { defineMessages } from '@/lib/i18n/messages';
import type en from './gallery/en';

/** The gallery pages' interface text (album list, album page, photo viewer), loaded with them. */
export const galleryMessages = defineMessages<typeof en>('gallery', {
  en: () => import('./gallery/en'),
  es: () => import('./gallery/es'),
});

/** The shape of the gallery's messages (both languages). */
export type GalleryMessages = typeof en;
