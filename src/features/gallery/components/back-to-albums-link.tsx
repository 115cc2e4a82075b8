import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The album page's 'Back to All Albums' link to /gallery, with an arrow
 * (spec §2 "/gallery/{albumName}").
 */
export function BackToAlbumsLink() {
  const m = useMessages(galleryMessages);
  return (
    <Link
      to="/gallery"
      className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      {m.backToAlbums}
    </Link>
  );
}
