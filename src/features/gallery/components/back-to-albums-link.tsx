import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';

/**
 * The album page's 'Back to All Albums' link to /gallery, with an arrow
 * (spec §2 "/gallery/{albumName}").
 */
export function BackToAlbumsLink() {
  return (
    <Link
      to="/gallery"
      className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      Back to All Albums
    </Link>
  );
}
