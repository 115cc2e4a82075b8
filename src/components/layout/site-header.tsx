import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { HEADER_SOLID_AFTER_PX, NAV_ITEMS } from '@/config/navigation';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { layoutMessages } from '@/i18n/layout';
import { useMessages } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';

const MENU_ID = 'mobile-menu';

/**
 * The fixed site header (spec §1, §2 "Navigation", §4): transparent with light text at the top
 * of the page, solid white after 50 px of scroll. Wide screens show every item with the current
 * one marked `aria-current="page"`; small screens get a menu button that opens a collapsible
 * list (0.3 s), traps focus while open, closes on Escape or a choice and returns focus to the
 * button.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wasOpen = useRef(false);
  const { pathname } = useLocation();
  const m = useMessages(layoutMessages);

  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(headerRef, open, close);

  useEffect(() => {
    if (open) menuRef.current?.querySelector('a')?.focus();
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // A route change (including back/forward) closes the menu.
  useEffect(() => close(), [pathname, close]);

  // Growing past the small-screen layout closes the menu, whose button then disappears.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  const solid = scrolled || open;

  return (
    <header
      ref={headerRef}
      data-testid="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        solid ? 'bg-white text-slate-900 shadow-md' : 'bg-gradient-to-b from-black/75 to-black/0 text-white',
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo onNavigate={close} />
        <nav aria-label={m.mainNav} data-focus-trap-skip className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap underline-offset-8 transition-colors xl:px-3',
                      isActive && 'underline decoration-2',
                      solid
                        ? isActive
                          ? 'text-brand-700'
                          : 'text-slate-800 hover:text-brand-700'
                        : isActive
                          ? 'text-gold-400'
                          : 'text-white hover:text-gold-400',
                    )
                  }
                >
                  {m.nav[item.key]}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch
                className={cn(
                  'block rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap xl:px-3',
                  solid ? 'text-slate-800 hover:text-brand-700' : 'text-white hover:text-gold-400',
                )}
              />
            </li>
          </ul>
        </nav>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md lg:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? m.closeMenu : m.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
      <div
        id={MENU_ID}
        data-state={open ? 'open' : 'closed'}
        inert={!open}
        className={cn(
          'grid border-slate-200 transition-[grid-template-rows,visibility] duration-300 ease-out lg:hidden',
          open ? 'visible grid-rows-[1fr] border-t' : 'invisible grid-rows-[0fr]',
        )}
      >
        <div className="overflow-hidden">
          <nav aria-label={m.mainNav}>
            <ul ref={menuRef} className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2.5 font-semibold',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
                      )
                    }
                  >
                    {m.nav[item.key]}
                  </NavLink>
                </li>
              ))}
              <li>
                <LanguageSwitch className="block rounded-md px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
