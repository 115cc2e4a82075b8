import Markdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { remarkLightMarkup } from '../utils/remark-light-markup';
import { safeHref } from '../utils/safe-href';

/** The only elements a post may produce (spec §2 "light markup"); anything else is unwrapped. */
const ALLOWED_ELEMENTS = ['p', 'h2', 'h3', 'strong', 'em', 'a', 'br'];

const remarkPlugins = [remarkLightMarkup, remarkBreaks];

/** Refused addresses become '' and the link below then renders as its text only. */
const urlTransform = (url: string) => safeHref(url) ?? '';

const components: Components = {
  h2: ({ children }) => (
    <h2 className="mt-10 mb-4 font-serif text-2xl font-bold text-brand-950">{children}</h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 mb-3 font-serif text-xl font-bold text-brand-950">{children}</h3>,
  p: ({ children }) => <p className="mb-5 text-lg leading-relaxed text-slate-800">{children}</p>,
  strong: ({ children }) => <strong className="font-bold text-slate-900">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  a: ({ href, title, children }) =>
    href ? (
      <a
        href={href}
        title={title}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : (
      <>{children}</>
    ),
};

/**
 * A blog post's body (spec §2 "/pastors-corner/blog/{slug}"): `##` and `###` headings, bold,
 * italic, links that open in a new tab, line breaks and paragraphs, rendered as React elements
 * by `react-markdown` (never through `dangerouslySetInnerHTML`).
 *
 * Safe by construction, whatever the author typed:
 * - raw HTML is shown as text (`remarkLightMarkup`), and React escapes all text;
 * - only the elements above are produced (`allowedElements`, others unwrapped to their text);
 * - a link becomes an anchor only for http(s), mailto or a path on this site (`safeHref`), always
 *   with `target="_blank"` and `rel="noopener noreferrer"`; any other address leaves its text.
 *
 * Import this module only from the post route: the Markdown parser is its page's weight.
 *
 * @param props.content - the post's `content` column (light markup).
 */
export function PostMarkdown({ content }: { content: string }) {
  return (
    <div data-testid="post-content">
      <Markdown
        remarkPlugins={remarkPlugins}
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={urlTransform}
        components={components}
      >
        {content}
      </Markdown>
    </div>
  );
}
