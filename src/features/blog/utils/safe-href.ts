import { safeUrl } from '@/lib/urls';

/**
 * Decides whether a link written in a blog post may become a link (spec §2 "links that open in a
 * new tab"; issue "links only for http(s), mailto and same-site paths").
 *
 * The site's one URL rule decides (`safeUrl` of `@/lib/urls`, docs/decisions/0013): the address
 * is parsed the way the browser will parse it (character references already decoded by the
 * Markdown parser), so `java\tscript:` cannot slip through a prefix test, and a "path" that
 * leaves the site (`//host/...`, `/\host`) loses its link. The blog's own addition is
 * `mailto:`.
 *
 * @param raw - the link destination as the Markdown parser produced it.
 * @returns the normalised address for an `http:`, `https:` or `mailto:` URL or a path on this
 *   site (`/pastors-corner`, `#notes`, `?tab=blog`); `undefined` for anything else
 *   (`javascript:`, `data:`, `vbscript:`, `file:`, control characters, credentials,
 *   off-site paths, unparsable text).
 */
export function safeHref(raw: string | null | undefined): string | undefined {
  return safeUrl(raw, { mailto: true });
}
