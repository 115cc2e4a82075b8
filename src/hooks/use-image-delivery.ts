import { useSiteSetting } from './use-site-setting';
import type { ImageDelivery } from '@/lib/image-variants';

/**
 * The site's `image_delivery` setting (docs/decisions/0042): `variants` (default) or `render`.
 * Read from the one cached site settings query, so it never adds a request.
 */
export function useImageDelivery(): ImageDelivery {
  return useSiteSetting('image_delivery').value;
}
