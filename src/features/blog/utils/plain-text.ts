import { truncate } from '@/lib/text';

/**
 * Reduces a post's light markup (spec §2: `##`/`###` headings, `**bold**`, `*italic*`,
 * `[links](https://...)`, line breaks) and any other Markdown or HTML it may hold to plain text
 * on one line, for card excerpts. Links and images keep their visible text, tags are dropped,
 * backslash escapes are resolved and runs of white space become one space.
 *
 * Deliberately a few regular expressions rather than the Markdown parser: the parser is loaded
 * only by the post page (docs/architecture.md §4 budgets), and an excerpt needs words, not structure.
 * The result is shown as React text, so whatever survives is never interpreted as markup.
 *
 * @param markdown - a post's `content`; `null`/`undefined` give `''`.
 */
export function markdownToPlainText(markdown: string | null | undefined): string {
  if (!markdown) return '';
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // Escaped punctuation is text: park it where no rule below can see it.
      .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, (_, char: string) => `\uE000${char.charCodeAt(0)}\uE001`)
      // Fenced code: keep the code, drop the fence lines.
      .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*$/gm, '')
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      // Autolinks keep their address; other tags go.
      .replace(/<((?:https?|mailto):[^>\s]*)>/gi, '$1')
      .replace(/<\/?[a-z][^>]*>?/gi, ' ')
      // Images and links keep their text: ![alt](src), [text](href "title"), [text][ref].
      .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // Reference definitions: [ref]: https://...
      .replace(/^[ \t]*\[[^\]]+\]:[^\n]*$/gm, '')
      // Block markers at the start of a line: headings, quotes, list bullets and numbers, rules.
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/[ \t]+#+[ \t]*$/gm, '')
      .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/gm, '')
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, '')
      // Emphasis and code spans: drop the markers, keep the words.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*/g, '$1$2')
      .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/\uE000(\d+)\uE001/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The excerpt shown on a blog card (spec §9): the post's own `excerpt` when it has one,
 * otherwise the first `length` characters of its content as plain text, with '...' when cut.
 *
 * @param post - the post's `excerpt` and `content` columns.
 * @param length - characters of content kept: 150 on /pastors-corner/blog, 80 on the blog tab.
 */
export function postExcerpt(
  post: { excerpt: string | null; content: string | null },
  length: number,
): string {
  const own = post.excerpt?.trim();
  if (own) return own;
  return truncate(markdownToPlainText(post.content), length);
}

/** Characters of content in a card's fallback excerpt (spec §9). */
export const EXCERPT_LENGTH = { list: 150, tab: 80 } as const;
