import type layoutEn from '@/i18n/layout/en';

/** One entry of the main navigation: its label's key in the layout catalog, and its path. */
export interface NavItem {
  key: keyof typeof layoutEn.nav;
  to: string;
}

/** The church's name as shown in the header, footer and page titles. */
export const SITE_NAME = 'Our Church';

/** Main navigation, in the spec's order (spec §2 "Navigation"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/about' },
  { key: 'events', to: '/events' },
  { key: 'sermons', to: '/sermons' },
  { key: 'gallery', to: '/gallery' },
  { key: 'pastorsCorner', to: '/pastors-corner' },
  { key: 'live', to: '/live' },
  { key: 'donate', to: '/donate' },
  { key: 'contact', to: '/contact' },
];

/**
 * Footer Quick Links (spec §2): the first eight navigation items (so no Contact); the footer
 * shows 'About Us' in place of 'About'.
 */
export const QUICK_LINKS: readonly NavItem[] = NAV_ITEMS.slice(0, 8);

/** Scroll distance (px) after which the header turns solid (spec §9). */
export const HEADER_SOLID_AFTER_PX = 50;
/** Scroll distance (px) after which the scroll-to-top button shows (spec §9). */
export const SCROLL_TOP_AFTER_PX = 300;

/** Formats a page's document title. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}
