import { NewsletterArchiveRoute, NewsletterIssueRoute } from './newsletter-archive';
import { NewsletterConfirmRoute } from './newsletter-confirm';

/**
 * `/newsletter`, `/newsletter/confirm?token=…` and `/newsletter/<slug>` (docs/decisions/0040).
 *
 * @param slug - the segment after `/newsletter/`, or undefined for the archive.
 */
export default function NewsletterPages({ slug }: { slug: string | undefined }) {
  if (!slug) return <NewsletterArchiveRoute />;
  if (slug === 'confirm') return <NewsletterConfirmRoute />;
  return <NewsletterIssueRoute slug={slug} />;
}
