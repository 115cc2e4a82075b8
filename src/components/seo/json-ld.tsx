import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { siteUrl } from '@/lib/site-origin';

/**
 * Serialises JSON-LD for an HTML `<script>`: `<`, `>` and `&` are written as Unicode escapes, so
 * no text of the content (a title such as `</script><script>…`) can close the element or open a
 * comment, even in prerendered HTML; JSON readers decode them unchanged.
 *
 * @param data - one schema.org object with its `@context`, or several.
 * @returns JSON text safe inside `<script type="application/ld+json">`.
 */
export function jsonLdText(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Structured data of a page (schema.org as JSON-LD, Google Search Central "Structured data"):
 * rendered in the page itself, so the prerendered HTML carries it for crawlers and hydration
 * finds the same element. A data block, not a script: the Content-Security-Policy does not
 * apply to it (decision 0019) and the browser never runs it. Every page's JSON-LD goes through
 * this one component. The text is a React text child, not injected HTML: {@link jsonLdText}
 * already escapes every character that could end the element.
 *
 * @param data - one schema.org object (typed with `schema-dts`), or several.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}

/** One step of a page's trail: its name and its path on this site (`/events`). */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * schema.org `BreadcrumbList` of a page (Google "Breadcrumb" rich result: `itemListElement`, each
 * `ListItem` with `position` from 1, `name` and `item`; the last item's `item` may be left out,
 * and is, since it is the page itself). The trail starts at the home page.
 *
 * @param trail - the steps after Home, the page itself last, e.g. Events › the event's title.
 * @returns the object with absolute `item` addresses (`siteUrl`).
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  const steps = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(index < steps.length - 1 ? { item: siteUrl(step.path) } : {}),
    })),
  };
}

/** A page's {@link breadcrumbJsonLd}, rendered as JSON-LD. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(trail)} />;
}
