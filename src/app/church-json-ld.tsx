import type { Church, DayOfWeek, OpeningHoursSpecification, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { SITE_NAME } from '@/config/navigation';
import { useSiteSetting } from '@/hooks/use-site-setting';
import type { ServiceTime } from '@/lib/site-settings/service-times';
import { siteUrl } from '@/lib/site-origin';

/**
 * schema.org `Church` of the home page (Google "Local business" structured data: `name` and
 * `address` required; `telephone`, `url`, `image` and `openingHoursSpecification` recommended),
 * from the contact details and the service times of the site settings.
 *
 * Each weekly service is one `OpeningHoursSpecification`: `dayOfWeek` (a schema.org `DayOfWeek`
 * URL), `opens` (the service's start, `HH:MM` in the church's time zone, as the setting stores
 * it) and its label as `name`. The setting holds no end time, so `closes` is left out rather
 * than guessed (decision 0033).
 *
 * @param contact - the `contact_info` setting (address as one line, telephone).
 * @param serviceTimes - the `service_times` setting (issue 24's `{ day, time, label }`).
 */
export function churchJsonLd({
  address,
  phone,
  serviceTimes,
}: {
  address: string;
  phone: string;
  serviceTimes: readonly ServiceTime[];
}): WithContext<Church> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: SITE_NAME,
    url: siteUrl('/'),
    image: siteUrl('/social-card.png'),
    address,
    telephone: phone,
    openingHoursSpecification: serviceTimes.map(
      (service): OpeningHoursSpecification => ({
        '@type': 'OpeningHoursSpecification',
        name: `${service.label} service`,
        dayOfWeek:
          `https://schema.org/${service.day.charAt(0).toUpperCase()}${service.day.slice(1)}` as DayOfWeek,
        opens: service.time,
      }),
    ),
  };
}

/** The home page's `Church` structured data, rendered as JSON-LD (decision 0033). */
export function ChurchJsonLd() {
  const contact = useSiteSetting('contact_info').value;
  const serviceTimes = useSiteSetting('service_times').value;
  return <JsonLd data={churchJsonLd({ ...contact, serviceTimes })} />;
}
