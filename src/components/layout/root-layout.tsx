import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { ImageDeliveryProvider } from '@/hooks/use-image-delivery';
import { PageTransition } from './page-transition';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { SpanishOffer } from './spanish-offer';

/** Id of the `<main>` element, target of the skip link. */
const MAIN_ID = 'main-content';

/**
 * The layout shared by every page (spec §1): skip link, fixed header, the page (with its
 * transition), footer, scroll-to-top button and toasts. New pages start at the top; back and
 * forward restore the previous position. The site's image delivery is read once, here.
 */
export function RootLayout() {
  return (
    <ImageDeliveryProvider>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <SpanishOffer />
      <LazyToaster />
      <ScrollRestoration />
    </ImageDeliveryProvider>
  );
}
