import { defineMessages } from '@/lib/i18n/messages';

/**
 * The layout's text (header, phone menu, footer, skip link, loading and error screens, aria
 * labels), in the entry's language-neutral code; its two catalogs load by language.
 */
export const layoutMessages = defineMessages<typeof import('./layout/en').default>('layout', {
  en: () => import('./layout/en'),
  es: () => import('./layout/es'),
});
