/**
 * The one rule for addresses that come from the database, the settings or a post and may become
 * a link (`href`), an image source (`src`) or an embed (`<iframe src>`) (docs/decisions/0013).
 *
 * The address is read by the WHATWG URL parser, as the browser will read it, never by prefix,
 * and what is returned is the parser's own spelling of it, so the browser cannot read anything
 * else into the string that is rendered.
 */

/** A base that no real address has: a path that resolves onto it stays on this site. */
const SAME_SITE_ORIGIN = 'https://same-site.invalid';

/** C0 control characters and DEL: the URL parser silently drops tabs and newlines inside. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** What one use of {@link safeUrl} accepts besides absolute http(s) addresses. */
export interface UrlRuleOptions {
  /**
   * Whether a path on this site is accepted (`/images/a.jpg`, `events`, `?tab=blog`,
   * `#notes`). Default `true`. Places whose address must lead elsewhere (a meeting, a retailer,
   * a podcast) pass `false`.
   */
  paths?: boolean;
  /** Whether a `mailto:` address is accepted (links written in a blog post). Default `false`. */
  mailto?: boolean;
}

/**
 * Decides whether `value` may be rendered as a link, an image source or an embed, and returns
 * the exact text to render.
 *
 * Accepted:
 * - an absolute `http:` or `https:` URL without user name or password
 *   (`https://example.org/a` → `https://example.org/a`; `HTTPS://Example.org` →
 *   `https://example.org/`);
 * - unless `paths` is `false`, a reference that resolves to this site: a path (`/about`),
 *   a relative path read from the site's root (`events` → `/events`), a query (`?tab=blog` →
 *   `/?tab=blog`) or a fragment, which is kept as is (`#notes`);
 * - with `mailto: true`, a `mailto:` address.
 *
 * Refused (`undefined`): any other scheme (`javascript:`, `data:`, `vbscript:`, `file:`,
 * `blob:`), a control character anywhere inside (tab, newline, NUL, …; surrounding whitespace is
 * trimmed first), credentials (`https://user:pass@host`), and anything given as a path that
 * resolves to another host (`//host`, `/\host`, `\\host`), non-strings, blank or unparsable text.
 *
 * @param value - the untrusted address, e.g. a `site_settings` value or a column.
 * @param options - see {@link UrlRuleOptions}.
 * @returns the normalised address, or `undefined` when it may not be rendered.
 */
export function safeUrl(value: unknown, options: UrlRuleOptions = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || CONTROL_CHARACTER.test(text)) return undefined;

  const url = parse(text);
  if (url) {
    if (options.mailto && url.protocol === 'mailto:') return url.href;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password || !url.hostname) return undefined;
    return url.href;
  }

  // Not an absolute URL: a reference that the browser would resolve against the page.
  const resolved = options.paths === false ? null : parse(text, `${SAME_SITE_ORIGIN}/`);
  if (!resolved || resolved.origin !== SAME_SITE_ORIGIN || resolved.username || resolved.password)
    return undefined;
  if (text.startsWith('#')) return resolved.hash;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * {@link safeUrl} for places that must lead off the site over HTTPS only, such as embeds of
 * other services (the map): the address when it is an absolute `https:` URL, else `undefined`.
 */
export function safeHttpsUrl(value: unknown): string | undefined {
  const url = safeUrl(value, { paths: false });
  return url?.startsWith('https://') ? url : undefined;
}

/**
 * The host name of an address that {@link safeUrl} accepted, lower-cased, without a leading
 * `www.`; `undefined` for a path. For rules layered on top of the one rule, e.g. "a meeting link
 * must be on a Zoom host".
 */
export function urlHost(safe: string): string | undefined {
  return parse(safe)
    ?.hostname.toLowerCase()
    .replace(/^www\./, '');
}

/** `new URL(text, base)`, or `null` when the parser refuses it. */
function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
