import { defineMessages } from '@/lib/i18n/messages';
import type en from './layout/en';

/**
 * The layout's text (header, phone menu, footer, skip link, loading and error screens, aria
 * labels), in the entry's language-neutral code; its two catalogs load by language.
 */
export const layoutMessages = defineMessages<typeof en>('layout', {
  en: () => import('./layout/en'),
  es: () => import('./layout/es'),
});
