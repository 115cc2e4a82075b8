import { defineMessages } from '@/lib/i18n/messages';
import type en from './donate/en';

/**
 * The Donate page's own text around the giving form, and the checkout result pages
 * (/checkout-success, /checkout-cancel).
 */
export const donateMessages = defineMessages<typeof en>('donate', {
  en: () => import('./donate/en'),
  es: () => import('./donate/es'),
});

/** The shape of the Donate and checkout pages' messages (both languages). */
export type DonateMessages = typeof en;
