/**
 * Returns `value` when it is an absolute http(s) URL, for links and images that come from the
 * database (a bookstore `purchase_link` or `cover_image_url`): anything else, such as
 * `javascript:` or `data:`, is dropped rather than rendered.
 *
 * @param value - a URL as stored.
 * @returns the URL as the browser would read it, or `undefined`.
 */
export function httpUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
