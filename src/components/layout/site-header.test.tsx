import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutMessages } from '@/i18n/layout';
import { CHOSEN_LOCALE_KEY, setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { renderWithProviders } from '@/testing/render';
import { SiteHeader } from './site-header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

const LABELS = [
  'Home',
  'About',
  'Events',
  'Sermons',
  'Gallery',
  "Pastor's Corner",
  'Live',
  'Donate',
  'Contact',
  'Español',
];

describe('SiteHeader', () => {
  afterEach(() => scrollTo(0));

  it('lists the navigation in the spec order and marks the current page', () => {
    renderWithProviders(<SiteHeader />, { route: '/about' });
    const [wide] = screen.getAllByRole('navigation', { name: 'Main' });
    const links = within(wide!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LABELS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/events',
      '/sermons',
      '/gallery',
      '/pastors-corner',
      '/live',
      '/donate',
      '/contact',
      '/es/about',
    ]);
    expect(within(wide!).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(wide!).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers the same page in the other language, in that language, and remembers the choice', async () => {
    renderWithProviders(<SiteHeader />, { route: '/events?tab=calendar' });
    const [wide] = screen.getAllByRole('navigation', { name: 'Main' });
    const spanish = within(wide!).getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/events?tab=calendar');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    spanish.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(spanish);
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('es');
    localStorage.clear();
    cleanup();

    await loadMessages(layoutMessages, 'es');
    setLocale('es');
    try {
      renderWithProviders(<SiteHeader />, { route: '/events' });
      const [principal] = screen.getAllByRole('navigation', { name: 'Principal' });
      expect(within(principal!).getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/events');
      const english = within(principal!).getByRole('link', { name: 'English' });
      expect(english).toHaveAttribute('href', '/events');
      expect(english).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('button', { name: 'Abrir el menú' })).toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });

  it('is transparent at the top and solid after 50 px of scroll', () => {
    renderWithProviders(<SiteHeader />);
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).toHaveClass('text-white');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('bg-white');
  });

  it('opens and closes the small-screen menu with its button', async () => {
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-state', 'closed');
    expect(menu).toHaveAttribute('inert');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('data-state', 'open');
    expect(within(menu).getAllByRole('link')[0]).toHaveFocus();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('traps focus while open, closes on Escape and returns focus to the button', async () => {
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const menu = document.getElementById('mobile-menu')!;
    const links = within(menu).getAllByRole('link');
    links.at(-1)!.focus();
    await userEvent.tab();
    // Wraps to the first focusable element of the header (the logo), never leaving it.
    expect(screen.getByTestId('site-header')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when an item is chosen', async () => {
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await userEvent.click(
      within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Events' }),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).toHaveAttribute('data-state', 'closed');
  });
});
