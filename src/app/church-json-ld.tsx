import type { Church, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { SITE_NAME } from '@/config/navigation';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { siteUrl } from '@/lib/site-origin';

/**
 * schema.org `Church` of the home page (Google "Local business" structured data: `name` and
 * `address` required; `telephone`, `url`, `image` recommended), from the contact details in the
 * site settings. The service times are free text lines until they are structured, so they are
 * given as `description` rather than as `openingHoursSpecification`.
 *
 * @param contact - the `contact_info` setting (address as one line) and the service times.
 */
export function churchJsonLd({
  address,
  phone,
  serviceTimes,
}: {
  address: string;
  phone: string;
  serviceTimes: readonly { label: string; time: string }[];
}): WithContext<Church> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: SITE_NAME,
    url: siteUrl('/'),
    image: siteUrl('/social-card.png'),
    address,
    telephone: phone,
    description: `Services: ${serviceTimes.map((line) => `${line.label} ${line.time}`).join('; ')}.`,
  };
}

/** The home page's `Church` structured data, rendered as JSON-LD (decision 0033). */
export function ChurchJsonLd() {
  const contact = useSiteSetting('contact_info').value;
  const serviceTimes = useSiteSetting('service_times').value;
  return <JsonLd data={churchJsonLd({ ...contact, serviceTimes })} />;
}
