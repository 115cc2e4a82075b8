/** A base that no real address has, to tell a same-site path from an absolute URL. */
const SAME_SITE = 'https://same-site.invalid';

/**
 * Decides whether a link written in a blog post may become a link (spec §2 "links that open in a
 * new tab"; issue "links only for http(s), mailto and same-site paths").
 *
 * The address is parsed the way the browser will parse it (WHATWG URL: tabs and newlines
 * removed, backslashes read as slashes, character references already decoded by the Markdown
 * parser), so `java\tscript:` cannot slip through a prefix test, and `//host/...` or
 * `/\host` come out as the absolute https address the browser would open, not as a path.
 *
 * @param raw - the link destination as the Markdown parser produced it.
 * @returns the normalised address for an `http:`, `https:` or `mailto:` URL or a path on this
 *   site (`/pastors-corner`, `#notes`, `?tab=blog`); `undefined` for anything else
 *   (`javascript:`, `data:`, `vbscript:`, `file:`, unparsable text).
 */
export function safeHref(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${SAME_SITE}/`);
  } catch {
    return undefined;
  }
  if (url.origin === SAME_SITE) {
    // A fragment stays on the post; any other relative address is read from the site's root.
    return value.startsWith('#') ? url.hash : `${url.pathname}${url.search}${url.hash}`;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:') {
    return url.href;
  }
  return undefined;
}
