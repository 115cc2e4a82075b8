import type { Definition, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { Fragment, useMemo, type ReactNode } from 'react';
import { narrowToLightMarkup } from '../utils/light-markup';
import { safeHref } from '../utils/safe-href';

type Definitions = ReadonlyMap<string, Definition>;

/** Text with its line endings as `<br>` (spec §2 "line breaks"). */
function lines(value: string, key: string): ReactNode {
  const parts = value.split(/\r\n?|\n/);
  return parts.map((part, i) => (
    <Fragment key={`${key}.${i}`}>
      {i > 0 ? <br /> : null}
      {part}
    </Fragment>
  ));
}

function link(href: string | undefined, title: string | null | undefined, children: ReactNode, key: string) {
  // A refused address keeps its words and loses the link.
  if (!href) return <Fragment key={key}>{children}</Fragment>;
  return (
    <a
      key={key}
      href={href}
      title={title ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function phrasing(nodes: PhrasingContent[], definitions: Definitions, prefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}.${i}`;
    switch (node.type) {
      case 'text':
        return lines(node.value, key);
      case 'break':
        return <br key={key} />;
      case 'strong':
        return (
          <strong key={key} className="font-bold text-slate-900">
            {phrasing(node.children, definitions, key)}
          </strong>
        );
      case 'emphasis':
        return <em key={key}>{phrasing(node.children, definitions, key)}</em>;
      case 'link':
        return link(safeHref(node.url), node.title, phrasing(node.children, definitions, key), key);
      case 'linkReference': {
        const definition = definitions.get(node.identifier);
        return link(
          safeHref(definition?.url),
          definition?.title,
          phrasing(node.children, definitions, key),
          key,
        );
      }
      default:
        // Nothing else survives narrowToLightMarkup; should it, only its words are shown.
        return 'children' in node
          ? phrasing(node.children, definitions, key)
          : 'value' in node
            ? lines(node.value, key)
            : null;
    }
  });
}

function block(node: RootContent, definitions: Definitions, key: string): ReactNode {
  switch (node.type) {
    case 'heading':
      return node.depth === 2 ? (
        <h2 key={key} className="mt-10 mb-4 font-serif text-2xl font-bold text-brand-950">
          {phrasing(node.children, definitions, key)}
        </h2>
      ) : (
        <h3 key={key} className="mt-8 mb-3 font-serif text-xl font-bold text-brand-950">
          {phrasing(node.children, definitions, key)}
        </h3>
      );
    case 'paragraph':
      return (
        <p key={key} className="mb-5 text-lg leading-relaxed text-slate-800">
          {phrasing(node.children, definitions, key)}
        </p>
      );
    default:
      // Definitions feed linkReference; nothing else survives narrowToLightMarkup.
      return null;
  }
}

/**
 * Parses and renders a post's light markup as React elements.
 *
 * @param content - the post's `content` column.
 * @returns the elements: only `h2`, `h3`, `p`, `strong`, `em`, `a`, `br` (and a visually hidden
 *   `span` in each link that says it opens a new tab).
 */
export function renderLightMarkup(content: string): ReactNode {
  const tree = narrowToLightMarkup(fromMarkdown(content));
  const definitions = new Map<string, Definition>();
  for (const node of tree.children) {
    // CommonMark: the first definition of a label wins.
    if (node.type === 'definition' && !definitions.has(node.identifier))
      definitions.set(node.identifier, node);
  }
  return tree.children.map((node, i) => block(node, definitions, String(i)));
}

/**
 * A blog post's body (spec §2 "/pastors-corner/blog/{slug}"): `##` and `###` headings, bold,
 * italic, links that open in a new tab, line breaks and paragraphs.
 *
 * The text is parsed by `mdast-util-from-markdown` (micromark, the CommonMark parser underneath
 * remark and react-markdown) and the tree is turned into React elements here, never into an HTML
 * string (no `dangerouslySetInnerHTML`). Safe by construction, whatever the author typed:
 * - raw HTML is shown as text ({@link narrowToLightMarkup}), and React escapes all text;
 * - only the elements above are produced: the renderer knows no others;
 * - a link becomes an anchor only for http(s), mailto or a path on this site ({@link safeHref}),
 *   always with `target="_blank"` and `rel="noopener noreferrer"`; otherwise its text remains.
 *
 * Import this module only from the post route: the parser is that page's weight
 * (docs/decisions: blog markup).
 *
 * @param props.content - the post's `content` column (light markup).
 */
export function PostMarkdown({ content }: { content: string }) {
  const elements = useMemo(() => renderLightMarkup(content), [content]);
  return <div data-testid="post-content">{elements}</div>;
}
