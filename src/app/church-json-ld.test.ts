import { afterEach, describe, expect, it } from 'vitest';
import { setSiteOrigin } from '@/lib/site-origin';
import { DEFAULT_SERVICE_TIMES } from '@/lib/site-settings/service-times';
import { churchJsonLd } from './church-json-ld';

afterEach(() => setSiteOrigin(null));

describe('churchJsonLd', () => {
  it('gives the address, telephone and each weekly service as opening hours', () => {
    setSiteOrigin('https://church.example');
    const data = churchJsonLd({
      address: '4702 Century Plaza Rd, Indianapolis, IN 46254',
      phone: '(317) 555-0100',
      serviceTimes: DEFAULT_SERVICE_TIMES,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Church',
      url: 'https://church.example/',
      address: '4702 Century Plaza Rd, Indianapolis, IN 46254',
      telephone: '(317) 555-0100',
    });
    expect(data).toHaveProperty('openingHoursSpecification', [
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Sunday service',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '09:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Sunday service',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '11:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Mid-Week service',
        dayOfWeek: 'https://schema.org/Wednesday',
        opens: '19:00',
      },
    ]);
  });
});
