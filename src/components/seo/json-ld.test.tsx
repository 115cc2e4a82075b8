import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSiteOrigin } from '@/lib/site-origin';
import { BreadcrumbJsonLd, breadcrumbJsonLd, jsonLdText } from './json-ld';

afterEach(() => setSiteOrigin(null));

describe('jsonLdText', () => {
  it('cannot close the script element or open a comment, and reads back unchanged', () => {
    const value = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: '</script><script>alert("XSS")</script> & <!--',
    } as const;
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('breadcrumbJsonLd', () => {
  it('starts at Home, numbers the steps from 1 and leaves the page itself without an item', () => {
    setSiteOrigin('https://church.example');
    expect(
      breadcrumbJsonLd([
        { name: 'Sermons', path: '/sermons' },
        { name: 'Walking by Faith', path: '/sermons/1' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://church.example/' },
        { '@type': 'ListItem', position: 2, name: 'Sermons', item: 'https://church.example/sermons' },
        { '@type': 'ListItem', position: 3, name: 'Walking by Faith' },
      ],
    });
  });

  it('renders one JSON-LD data block', () => {
    setSiteOrigin('https://church.example');
    const { container } = render(
      <BreadcrumbJsonLd trail={[{ name: "Women's <Ministry>", path: '/gallery/w' }]} />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: "Women's <Ministry>", position: 2 }],
    });
  });
});
