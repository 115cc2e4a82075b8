import { defineMessages } from '@/lib/i18n/messages';
import type en from './about/en';

/**
 * The About page's interface text (its title, banner, tab names and labels); the church's own
 * About content comes from the site settings.
 */
export const aboutMessages = defineMessages<typeof en>('about', {
  en: () => import('./about/en'),
  es: () => import('./about/es'),
});
