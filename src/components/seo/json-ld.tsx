import type { Thing, WithContext } from 'schema-dts';

/**
 * Serialises JSON-LD for an HTML `<script>`: `<` is escaped so no text of the content can close
 * the element (`</script>`) or open a comment.
 *
 * @param data - a schema.org object with its `@context`.
 * @returns JSON text safe inside `<script type="application/ld+json">`.
 */
export function jsonLdText(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Structured data of a page (schema.org as JSON-LD, Google Search Central "Structured data"):
 * rendered in the page itself, so the prerendered HTML carries it for crawlers and hydration
 * finds the same element. A data block, not a script: the Content-Security-Policy does not
 * apply to it (decision 0019) and the browser never runs it.
 *
 * @param data - one schema.org object (typed with `schema-dts`), or several.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
