import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLoading } from '@/components/layout/route-fallbacks';
import { NotFoundRoute } from './not-found';

const NewsletterPages = lazy(() => import('./newsletter-pages'));

/** `/newsletter`, `/newsletter/<segment>` (one segment, optional trailing slash). */
const NEWSLETTER_PATH = /^\/newsletter(?:\/([^/]+))?\/?$/;

/**
 * The catch-all route: the newsletter's public pages (docs/decisions/0040), loaded as a chunk of
 * their own, and 'Page not found' for every other address. The newsletter has no route entry of
 * its own because the router is in every public page's first-visit JavaScript, which is at its
 * 150 kB budget.
 */
export function FallbackRoute() {
  const match = NEWSLETTER_PATH.exec(useLocation().pathname);
  if (!match) return <NotFoundRoute />;
  const slug = match[1] ? decodeURIComponent(match[1]) : undefined;
  return (
    <Suspense fallback={<AppLoading />}>
      <NewsletterPages slug={slug} />
    </Suspense>
  );
}
