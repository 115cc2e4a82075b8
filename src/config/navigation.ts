/** One entry of the main navigation. */
export interface NavItem {
  label: string;
  to: string;
}

/** The church's name as shown in the header, footer and page titles. */
export const SITE_NAME = 'Our Church';

/** Main navigation, in the spec's order (spec §2 "Navigation"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Events', to: '/events' },
  { label: 'Sermons', to: '/sermons' },
  { label: 'Gallery', to: '/gallery' },
  { label: "Pastor's Corner", to: '/pastors-corner' },
  { label: 'Live', to: '/live' },
  { label: 'Donate', to: '/donate' },
  { label: 'Contact', to: '/contact' },
];

/**
 * Footer Quick Links (spec §2): the first eight navigation items, with 'About Us' in place of
 * 'About' and therefore no Contact.
 */
export const QUICK_LINKS: readonly NavItem[] = NAV_ITEMS.slice(0, 8).map((item) =>
  item.to === '/about' ? { ...item, label: 'About Us' } : item,
);

/** Scroll distance (px) after which the header turns solid (spec §9). */
export const HEADER_SOLID_AFTER_PX = 50;
/** Scroll distance (px) after which the scroll-to-top button shows (spec §9). */
export const SCROLL_TOP_AFTER_PX = 300;

/** Formats a page's document title. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}
