import { useEffect } from 'react';
import { pageTitle } from '@/config/navigation';

/**
 * A page's document title ('{Page} | {church name}'), description and, for pages that search
 * engines should skip, `robots: noindex`. React 19 hoists `<title>` and `<meta>` into `<head>`;
 * the description updates the one `<meta name="description">` of index.html instead, so a page
 * never has two, and puts the site-wide text back when the page goes.
 *
 * @param title - the page's name, e.g. 'Contact Us'.
 * @param description - one or two sentences for search results and link previews.
 * @param noindex - true for result pages that must not appear in search engines.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}) {
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
