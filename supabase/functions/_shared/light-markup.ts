/**
 * The blog's light markup (spec §2, docs/decisions/0013: `##`/`###` headings, `**bold**`,
 * `*italic*`, `[text](https://…)` links and line breaks) as e-mail HTML with inline styles and as
 * plain text, for the newsletter (docs/decisions/0040). Everything is escaped first; a link is
 * kept only for an absolute `http:`, `https:` or `mailto:` address without credentials, anything
 * else keeps its text. Paragraphs are separated by blank lines; a single line break is `<br>`.
 *
 * No imports, so that Deno (the Edge Function), Node (tests) and the browser (the staff preview)
 * all load it.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The address a link may have in an e-mail: its parsed spelling for an absolute `http:`,
 * `https:` or `mailto:` URL without user name or password; otherwise undefined.
 */
export function mailSafeUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (
    !trimmed ||
    /\s/.test(trimmed) ||
    [...trimmed].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
  )
    return undefined;
  try {
    const url = new URL(trimmed);
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return undefined;
    if (url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

const LINK_STYLE = 'color: #1a3fae';
const STYLES = {
  h2: 'margin: 24px 0 8px; font-size: 18px; line-height: 1.3; color: #0f172a',
  h3: 'margin: 16px 0 8px; font-size: 16px; line-height: 1.3; color: #0f172a',
  p: 'margin: 0 0 16px',
};

/** The inline pass: escapes, then bold, italic, links and backslash escapes. */
function inlineHtml(text: string): string {
  const escapedChars: string[] = [];
  // Backslash escapes (`\*`) become placeholders so that no rule below sees them.
  const protectedText = text.replace(/\\([\\`*_[\]#])/g, (_m, c: string) => {
    escapedChars.push(c);
    return `\uE000${escapedChars.length - 1}\uE000`;
  });
  let html = escapeHtml(protectedText);
  html = html.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => {
    const decoded = href
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
    const safe = mailSafeUrl(decoded);
    return safe ? `<a href="${escapeHtml(safe)}" style="${LINK_STYLE}">${label}</a>` : label;
  });
  html = html.replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/(^|[^*])\*([^*\n]+)\*/g, '$1<em>$2</em>');
  html = html.replace(/(^|[^\w])_([^_\n]+)_(?=[^\w]|$)/g, '$1<em>$2</em>');
  return html.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => escapeHtml(escapedChars[Number(i)] ?? ''));
}

function inlineText(text: string): string {
  const escapedChars: string[] = [];
  const protectedText = text.replace(/\\([\\`*_[\]#])/g, (_m, c: string) => {
    escapedChars.push(c);
    return `\uE000${escapedChars.length - 1}\uE000`;
  });
  return protectedText
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => {
      const safe = mailSafeUrl(href);
      return safe ? `${label} (${safe})` : label;
    })
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
    .replace(/(^|[^*])\*([^*\n]+)\*/g, '$1$2')
    .replace(/(^|[^\w])_([^_\n]+)_(?=[^\w]|$)/g, '$1$2')
    .replace(/\uE000(\d+)\uE000/g, (_m, i: string) => escapedChars[Number(i)] ?? '');
}

/** The blocks of a body: headings and paragraphs (lines of a paragraph kept). */
function blocks(markup: string): { kind: 'h2' | 'h3' | 'p'; lines: string[] }[] {
  const out: { kind: 'h2' | 'h3' | 'p'; lines: string[] }[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push({ kind: 'p', lines: paragraph });
    paragraph = [];
  };
  for (const raw of markup.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trimStart());
    if (heading) {
      flush();
      out.push({ kind: (heading[1] ?? '').length >= 3 ? 'h3' : 'h2', lines: [heading[2] ?? ''] });
    } else if (!line.trim()) {
      flush();
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return out;
}

/** The body as e-mail HTML (inline styles: `h2`, `h3`, `p`, `strong`, `em`, `a`, `br`). */
export function lightMarkupToHtml(markup: string): string {
  return blocks(markup)
    .map((b) => `<${b.kind} style="${STYLES[b.kind]}">${b.lines.map(inlineHtml).join('<br>')}</${b.kind}>`)
    .join('\n');
}

/** The body as plain text: headings underlined, links as `text (address)`, markup removed. */
export function lightMarkupToText(markup: string): string {
  return blocks(markup)
    .map((b) => {
      const text = b.lines.map(inlineText).join('\n');
      if (b.kind === 'p') return text;
      return `${text}\n${(b.kind === 'h2' ? '=' : '-').repeat(Math.min(text.length, 60))}`;
    })
    .join('\n\n');
}
