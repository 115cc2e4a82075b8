import type { Break, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';

const text = (value: string): Text => ({ type: 'text', value });
const lineBreak = (): Break => ({ type: 'break' });

/** Joins runs of phrasing content with line breaks between them. */
function joinLines(lines: PhrasingContent[][]): PhrasingContent[] {
  return lines
    .filter((line) => line.length > 0)
    .flatMap((line, i) => (i === 0 ? line : [lineBreak(), ...line]));
}

/** Inline content: raw HTML and code become text, images their alternative text. */
function inline(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    switch (node.type) {
      case 'html':
      case 'inlineCode':
        return [text(node.value)];
      case 'image':
      case 'imageReference':
        return node.alt ? [text(node.alt)] : [];
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'link':
      case 'linkReference':
        return [{ ...node, children: inline(node.children) } as PhrasingContent];
      default:
        return [node];
    }
  });
}

/** A block reduced to lines of phrasing content (for list items and quotes). */
function phrasing(node: RootContent): PhrasingContent[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inline(node.children);
    case 'list':
      return listLines(node.children, node.ordered ? (node.start ?? 1) : undefined);
    case 'blockquote':
    case 'listItem':
      return joinLines(node.children.map(phrasing));
    case 'code':
    case 'html':
      return [text(node.value)];
    default:
      return [];
  }
}

/** One line per item, with a bullet or its number as text. */
function listLines(items: RootContent[], start: number | undefined): PhrasingContent[] {
  return joinLines(
    items.map((item, i) => [text(start === undefined ? '• ' : `${start + i}. `), ...phrasing(item)]),
  );
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** Flow content: only paragraphs and level-2/3 headings survive as blocks. */
function blocks(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'paragraph':
        return [{ ...node, children: inline(node.children) }];
      case 'heading':
        // The page's title is the one h1, so a '#' heading becomes a section heading; deeper
        // levels than the spec's '###' are shown at that level.
        return [{ ...node, depth: node.depth <= 2 ? 2 : 3, children: inline(node.children) }];
      case 'blockquote':
        return blocks(node.children);
      case 'list':
      case 'code':
      case 'html':
        return [paragraph(phrasing(node))];
      case 'thematicBreak':
        return [];
      default:
        // Definitions stay so that `[text][ref]` links resolve; anything else the renderer's
        // element allow-list removes.
        return [node];
    }
  });
}

/**
 * Narrows a parsed post (mdast, from `mdast-util-from-markdown`) to the light markup of spec §2
 * before it is rendered: `##`/`###` headings, paragraphs, bold, italic, links and line breaks.
 *
 * - Raw HTML (block or inline) becomes text, so `<script>` or `<img onerror>` is shown, never
 *   parsed (issue: "raw HTML in a post is shown as text").
 * - Lists become lines with their bullets or numbers as text, quotes lose their quoting, code
 *   becomes plain text, images show their alternative text, rules are dropped: the words
 *   always reach the reader, only the structure the spec does not offer is lost.
 * - `#` headings become `##`, `####` and deeper become `###`.
 *
 * @param tree - the parsed document; changed in place and returned.
 */
export function narrowToLightMarkup(tree: Root): Root {
  tree.children = blocks(tree.children);
  return tree;
}
