import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '@/config/navigation';
import { getLocale } from '@/lib/i18n/locale';

/** The Open Graph type of a page (ogp.me §"Object Types"). */
export type PageType = 'website' | 'article' | 'video.other' | 'music.song';

/** A page's link-preview image: an absolute URL or a path on this site. */
export interface PageImage {
  url: string;
  /** The text of `og:image:alt` and `twitter:image:alt`. */
  alt: string;
}

/**
 * What a page says about itself for link previews and search engines (decision 0033): collected
 * while the build renders the page, then written into its `<head>` as `<meta name="description">`,
 * Open Graph and Twitter card tags. A browser renders with no collector.
 */
export interface PageHead {
  title?: string;
  description?: string;
  type?: PageType;
  image?: PageImage;
  noindex?: boolean;
}

/**
 * The collector of the page being prerendered; `null` in the browser. Provided by
 * `src/entry-server.tsx` only.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * A page's document title ('{Page} | {church name}'), description and, for pages that search
 * engines should skip, `robots: noindex`. React 19 hoists `<title>` and `<meta>` into `<head>`;
 * the description updates the one `<meta name="description">` of index.html instead, so a page
 * never has two, and puts the site-wide text back when the page goes. When the build prerenders
 * the page, everything given here (with the preview image and type) also goes to its
 * {@link PageHeadContext} collector, from which the build writes the preview tags.
 *
 * @param title - the page's name, e.g. 'Contact Us'.
 * @param description - one or two sentences for search results and link previews.
 * @param noindex - true for result pages that must not appear in search engines.
 * @param type - the Open Graph type (default `website`).
 * @param image - the link-preview image, if the page has one.
 * @param translated - false when the record a Spanish page shows has no Spanish text (it falls
 *   back to English): the Spanish page is then `noindex`, so search engines see only real
 *   translations (issue 43 item 1). Interface-only pages are translated by the catalogs.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
  type = 'website',
  image,
  translated = true,
}: {
  title: string;
  description: string;
  noindex?: boolean;
  type?: PageType;
  image?: PageImage;
  translated?: boolean;
}) {
  const collector = useContext(PageHeadContext);
  if (!translated && getLocale() === 'es') noindex = true;
  if (collector) Object.assign(collector, { title: pageTitle(title), description, noindex, type, image });

  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return undefined;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);

  return (
    <>
      <title>{pageTitle(title)}</title>
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
