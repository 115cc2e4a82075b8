import { createContext, useContext, type ReactNode } from 'react';
import { useSiteSetting } from './use-site-setting';
import { DEFAULT_IMAGE_DELIVERY, type ImageDelivery } from '@/lib/image-variants';

const ImageDeliveryContext = createContext<ImageDelivery>(DEFAULT_IMAGE_DELIVERY);

/**
 * Reads the site's `image_delivery` setting once for everything below it (the site's layout):
 * a list of forty cards makes one settings observer, not forty, so hydrating it stays short
 * (issue 35 "Less work on first paint").
 */
export function ImageDeliveryProvider({ children }: { children: ReactNode }) {
  const delivery = useSiteSetting('image_delivery').value;
  return <ImageDeliveryContext.Provider value={delivery}>{children}</ImageDeliveryContext.Provider>;
}

/**
 * The site's `image_delivery` setting (docs/decisions/0042): `variants` (default) or `render`,
 * from the nearest {@link ImageDeliveryProvider}; the setting's default outside one (a component
 * rendered on its own, as in component tests).
 */
export function useImageDelivery(): ImageDelivery {
  return useContext(ImageDeliveryContext);
}
