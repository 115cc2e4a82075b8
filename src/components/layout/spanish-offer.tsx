import { type ComponentType, useEffect, useState } from 'react';
import { CHOSEN_LOCALE_KEY, getLocale } from '@/lib/i18n/locale';

/**
 * Whether to offer the Spanish page (issue 43 item 2): an English page, a browser whose first
 * preferred language is Spanish, and no language chosen yet (the switch and the offer's own
 * buttons remember one, so the offer shows until the visitor answers it, then never again).
 */
export function shouldOfferSpanish(): boolean {
  if (getLocale() !== 'en') return false;
  try {
    if (localStorage.getItem(CHOSEN_LOCALE_KEY)) return false;
  } catch {
    return false;
  }
  return /^es(-|$)/i.test(navigator.languages?.[0] ?? navigator.language ?? '');
}

/**
 * Loads and shows the one-time 'Ver esta página en español' offer when
 * {@link shouldOfferSpanish}; renders nothing otherwise (and during prerendering). Never
 * redirects. The offer's code is a chunk of its own, fetched only for those who see it.
 */
export function SpanishOffer() {
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!shouldOfferSpanish()) return;
    void import('./spanish-offer-banner').then(({ SpanishOfferBanner }) =>
      setOffer(() => SpanishOfferBanner),
    );
  }, []);
  return Offer ? <Offer /> : null;
}
